"""the priests' own app: a hold is offered to its priest, who accepts it, starts and completes
the puja (with photos the devotee sees); a declined or lapsed offer is remembered as the
priest's pass; priests sign in to sessions of their own and choose their hours within the
office's; admins are told when no priest is left for a booking

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-02 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
# The visit statuses of this revision (data/statuses.py VisitStatus).
ACCEPTED = "accepted"
# A constant SQLite accepts for a column added to rows already there; replaced at once.
SOME_TIME = "2000-01-01 00:00:00"


def _stamps() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    op.add_column(
        "priest_bookings", sa.Column("photos", JSON_TYPE, nullable=False, server_default="[]")
    )
    op.add_column("priests", sa.Column("own_hours", JSON_TYPE, nullable=True))
    _offers()
    op.create_table(
        "priest_passes",
        *_stamps(),
        sa.Column("booking_id", sa.String(40), nullable=False),
        sa.Column("priest_id", sa.String(40), nullable=False),
        sa.Column("reason", sa.String(20), nullable=False),
        sa.UniqueConstraint("booking_id", "priest_id", name="uq_priest_passes_booking_priest"),
    )
    op.create_table(
        "priest_sessions",
        *_stamps(),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("priest_id", sa.String(40), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["priest_id"],
            ["priests.id"],
            name="fk_priest_sessions_priest_id_priests",
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint("token_hash", name="uq_priest_sessions_token_hash"),
    )
    op.create_index("ix_priest_sessions_priest_id", "priest_sessions", ["priest_id"])
    op.create_table(
        "admin_notices",
        *_stamps(),
        sa.Column("key", sa.String(120), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("booking_id", sa.String(40), nullable=True),
        sa.Column("message", sa.String(500), nullable=False),
        sa.Column("dismissed_at", sa.DateTime(timezone=True), nullable=True),
        sa.UniqueConstraint("key", name="uq_admin_notices_key"),
    )
    op.create_index("ix_admin_notices_open", "admin_notices", ["dismissed_at", "created_at"])


def _offers() -> None:
    """Priests held before the app could ask them count as having accepted when they were
    assigned: no hold already there lapses to another priest."""
    op.add_column(
        "priest_assignments",
        sa.Column("status", sa.String(20), nullable=False, server_default=ACCEPTED),
    )
    op.add_column(
        "priest_assignments",
        sa.Column(
            "offered_at", sa.DateTime(timezone=True), nullable=False, server_default=SOME_TIME
        ),
    )
    op.add_column(
        "priest_assignments", sa.Column("accepted_at", sa.DateTime(timezone=True), nullable=True)
    )
    op.add_column(
        "priest_assignments", sa.Column("started_at", sa.DateTime(timezone=True), nullable=True)
    )
    op.execute("UPDATE priest_assignments SET offered_at = created_at, accepted_at = created_at")
    op.create_index("ix_priest_assignments_offers", "priest_assignments", ["status", "offered_at"])


def downgrade() -> None:
    op.drop_index("ix_admin_notices_open", table_name="admin_notices")
    op.drop_table("admin_notices")
    op.drop_index("ix_priest_sessions_priest_id", table_name="priest_sessions")
    op.drop_table("priest_sessions")
    op.drop_table("priest_passes")
    op.drop_index("ix_priest_assignments_offers", table_name="priest_assignments")
    for column in ("started_at", "accepted_at", "offered_at", "status"):
        op.drop_column("priest_assignments", column)
    op.drop_column("priests", "own_hours")
    op.drop_column("priest_bookings", "photos")
