"""Temples keep their timings (opening hours, darshan and aarti times) and a note about
them, in English and Hindi, which their admins edit and devotees read on the temple page

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-29 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    op.add_column("temples", sa.Column("timings", JSON_TYPE, nullable=False, server_default="[]"))
    op.add_column("temples", sa.Column("timings_note", sa.String(300), nullable=True))
    op.add_column("temples", sa.Column("timings_note_hi", sa.String(300), nullable=True))


def downgrade() -> None:
    op.drop_column("temples", "timings_note_hi")
    op.drop_column("temples", "timings_note")
    op.drop_column("temples", "timings")
