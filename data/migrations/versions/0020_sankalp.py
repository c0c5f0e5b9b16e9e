"""priest and temple bookings keep the family's sankalp (gotra, nakshatra or rashi, the names
the puja is for) when the devotee gave it

Revision ID: 0020
Revises: 0019
Create Date: 2026-12-03 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
TABLES = ("priest_bookings", "temple_bookings")


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    for table in TABLES:
        op.add_column(table, sa.Column("sankalp", JSON_TYPE, nullable=True))


def downgrade() -> None:
    for table in TABLES:
        op.drop_column(table, "sankalp")
