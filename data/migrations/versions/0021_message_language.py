"""messages to devotees in the language they booked in: each priest and temple booking keeps
the language the devotee used (en, hi or hinglish; English for bookings made before), and a
queued booking message names the kind of record it is about (priest or temple bookings)

Revision ID: 0021
Revises: 0020
Create Date: 2026-12-06 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None

BOOKINGS = ("priest_bookings", "temple_bookings")


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    for table in BOOKINGS:
        op.add_column(
            table,
            sa.Column("message_language", sa.String(10), nullable=False, server_default="en"),
        )
    # Every message queued until now is about a priest booking.
    op.add_column(
        "booking_messages",
        sa.Column("record_kind", sa.String(20), nullable=False, server_default="priest"),
    )


def downgrade() -> None:
    op.drop_column("booking_messages", "record_kind")
    for table in reversed(BOOKINGS):
        op.drop_column(table, "message_language")
