"""Bookings keep the puja's or temple service's Hindi name as booked, next to the English,
so a devotee reading in Hindi gets a receipt in Hindi

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-26 07:20:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("priest_bookings", sa.Column("service_name_hi", sa.String(120), nullable=True))
    op.add_column("temple_bookings", sa.Column("service_name_hi", sa.String(160), nullable=True))


def downgrade() -> None:
    op.drop_column("temple_bookings", "service_name_hi")
    op.drop_column("priest_bookings", "service_name_hi")
