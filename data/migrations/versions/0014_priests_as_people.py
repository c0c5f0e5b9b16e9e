"""Priests as people: profiles devotees choose from (photo, city and travel radius, the pujas
they perform, online, verified, days off, Hindi), the assignment of a priest to a booking
that the database keeps from being double-booked, and the booking messages waiting to go

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-26 10:10:00
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
# The languages a priest may list (api/priests/rules.py LANGUAGES at this revision).
LANGUAGES = (
    "Hindi", "Sanskrit", "English", "Tamil", "Telugu", "Kannada", "Malayalam",
    "Marathi", "Bengali", "Gujarati", "Odia", "Punjabi",
)  # fmt: skip


def _stamps() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.String(40), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    ]


def _profile_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("name_hi", sa.String(120), nullable=True),
        sa.Column("bio_hi", sa.Text(), nullable=True),
        sa.Column("city", sa.String(120), nullable=False, server_default=""),
        sa.Column("city_hi", sa.String(120), nullable=True),
        sa.Column("photo", sa.String(500), nullable=True),
        sa.Column("latitude", sa.Float(), nullable=True),
        sa.Column("longitude", sa.Float(), nullable=True),
        sa.Column("travel_radius_km", sa.Integer(), nullable=False, server_default="25"),
        sa.Column("pujas", JSON_TYPE, nullable=False, server_default="[]"),
        sa.Column("online", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("verified_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("days_off", JSON_TYPE, nullable=False, server_default="[]"),
    ]


def _booking_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("priest_id", sa.String(40), nullable=True),
        sa.Column("priest_assigned_hi", sa.String(120), nullable=True),
        sa.Column("language", sa.String(20), nullable=True),
        sa.Column("meeting_link", sa.String(200), nullable=True),
        sa.Column("latitude", sa.Float(), nullable=True),
        sa.Column("longitude", sa.Float(), nullable=True),
    ]


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    for column in _profile_columns():
        op.add_column("priests", column)
    _fill_profiles()
    for column in _booking_columns():
        op.add_column("priest_bookings", column)
    op.create_index("ix_priest_bookings_priest_id", "priest_bookings", ["priest_id"])
    op.create_table(
        "priest_assignments",
        *_stamps(),
        sa.Column("priest_id", sa.String(40), nullable=False),
        sa.Column("booking_id", sa.String(40), nullable=False),
        sa.Column("selected_date", sa.String(10), nullable=False),
        sa.Column("selected_time", sa.String(40), nullable=False),
        sa.UniqueConstraint("booking_id", name="uq_priest_assignments_booking_id"),
        sa.UniqueConstraint(
            "priest_id", "selected_date", "selected_time", name="uq_priest_assignments_slot"
        ),
    )
    op.create_index("ix_priest_assignments_selected_date", "priest_assignments", ["selected_date"])
    op.create_table(
        "booking_messages",
        *_stamps(),
        sa.Column("booking_id", sa.String(40), nullable=False),
        sa.Column("key", sa.String(60), nullable=False),
        sa.Column("send_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("outcome", sa.String(20), nullable=True),
        sa.UniqueConstraint("booking_id", "key", name="uq_booking_messages_booking_key"),
    )
    op.create_index("ix_booking_messages_due", "booking_messages", ["sent_at", "send_at"])


def _fill_profiles() -> None:
    """Priests already on the roster keep taking the bookings they took before: they perform
    the pujas their specializations name, or every puja when none is named (as every priest
    did until now); their city is read from their address; languages outside the list go."""
    bind = op.get_bind()
    pujas = bind.execute(sa.text("SELECT id, name FROM puja_services")).all()
    priests = bind.execute(
        sa.text("SELECT id, specializations, languages, address FROM priests")
    ).all()
    for priest_id, specializations, languages, address in priests:
        named = _json(specializations)
        performed = [
            puja_id
            for puja_id, name in pujas
            if any(
                s.casefold() in name.casefold() or name.casefold() in s.casefold() for s in named
            )
        ] or [puja_id for puja_id, _ in pujas]
        kept = [language for language in _json(languages) if language in LANGUAGES]
        parts = [p.strip() for p in (address or "").split(",") if p.strip()]
        city = parts[-2] if len(parts) >= 2 else (parts[0] if parts else "")
        bind.execute(
            sa.text(
                "UPDATE priests SET pujas = :pujas, languages = :languages, city = :city "
                "WHERE id = :id"
            ),
            {
                "pujas": json.dumps(performed),
                "languages": json.dumps(kept),
                "city": city[:120],
                "id": priest_id,
            },
        )


def _json(value: object) -> list[str]:
    loaded = json.loads(value) if isinstance(value, str) else value
    return [str(item) for item in loaded] if isinstance(loaded, list) else []


def downgrade() -> None:
    op.drop_table("booking_messages")
    op.drop_table("priest_assignments")
    op.drop_index("ix_priest_bookings_priest_id", table_name="priest_bookings")
    for column in reversed(_booking_columns()):
        op.drop_column("priest_bookings", column.name)
    for column in reversed(_profile_columns()):
        op.drop_column("priests", column.name)
