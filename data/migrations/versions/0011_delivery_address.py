"""Store orders keep their delivery address in its parts (house and street, landmark, city,
state, PIN code) next to the one-line address

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-26 05:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    op.add_column("store_orders", sa.Column("delivery_address", JSON_TYPE, nullable=True))


def downgrade() -> None:
    op.drop_column("store_orders", "delivery_address")
