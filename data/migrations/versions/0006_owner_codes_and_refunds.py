"""owner verification codes, verified browsers, shared throttle events, refunds, and when an
unpaid record's online payment was last started

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-25 13:10:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
_RECORDS = ("priest_bookings", "temple_bookings", "store_orders")


def _stamps() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def upgrade() -> None:
    op.create_table(
        "verification_codes",
        sa.Column("destination", sa.String(length=254), nullable=False),
        sa.Column("channel", sa.String(length=10), nullable=False),
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("tries", sa.Integer(), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("client_ref", sa.String(length=64), nullable=True),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_verification_codes")),
    )
    op.create_index(
        op.f("ix_verification_codes_destination"), "verification_codes", ["destination"]
    )
    op.create_table(
        "verified_contacts",
        sa.Column("client_ref", sa.String(length=64), nullable=False),
        sa.Column("destination", sa.String(length=254), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_verified_contacts")),
        sa.UniqueConstraint("client_ref", "destination", name="uq_verified_contacts_client_dest"),
    )
    op.create_table(
        "rate_events",
        sa.Column("bucket", sa.String(length=300), nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_rate_events")),
    )
    op.create_index("ix_rate_events_bucket_created", "rate_events", ["bucket", "created_at"])
    op.create_table(
        "refunds",
        sa.Column("payment_id", sa.String(length=40), nullable=False),
        sa.Column("target_kind", sa.String(length=20), nullable=False),
        sa.Column("target_id", sa.String(length=40), nullable=False),
        sa.Column("amount", sa.Numeric(precision=12, scale=2), nullable=False),
        sa.Column("state", sa.String(length=30), nullable=False),
        sa.Column("reason", sa.String(length=40), nullable=False),
        sa.Column("gateway", sa.String(length=20), nullable=False),
        sa.Column("gateway_reference", sa.String(length=80), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_check_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("details", _JSON, nullable=False),
        *_stamps(),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_refunds")),
        sa.UniqueConstraint("payment_id", name=op.f("uq_refunds_payment_id")),
    )
    op.create_index(op.f("ix_refunds_target_id"), "refunds", ["target_id"])
    op.create_index(op.f("ix_refunds_state"), "refunds", ["state"])
    op.create_index(op.f("ix_refunds_next_check_at"), "refunds", ["next_check_at"])
    for table in _RECORDS:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("payment_attempted_at", sa.DateTime(timezone=True), nullable=True)
            )
            batch_op.create_index(f"ix_{table}_payment_attempted_at", ["payment_attempted_at"])
    # Revenue now counts money received: a booking completed or an order delivered without
    # being marked paid was paid in cash on the day (as status changes now record).
    for table, status, done in (
        ("priest_bookings", "status", "completed"),
        ("temple_bookings", "status", "completed"),
        ("store_orders", "order_status", "delivered"),
    ):
        rows = sa.table(table, sa.column(status), sa.column("payment_status"))
        op.execute(
            rows.update()
            .where(rows.c[status] == done, rows.c.payment_status != "paid")
            .values(payment_status="paid")
        )


def downgrade() -> None:
    for table in _RECORDS:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_index(f"ix_{table}_payment_attempted_at")
            batch_op.drop_column("payment_attempted_at")
    op.drop_table("refunds")
    op.drop_table("rate_events")
    op.drop_table("verified_contacts")
    op.drop_table("verification_codes")
