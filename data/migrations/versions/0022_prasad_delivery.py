"""prasad delivery: a temple service may ship its prasad to devotees' homes; a booking of it
keeps the delivery address (the store checkout's parts), where the prasad stands and the
courier's tracking number

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-04 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0022"
down_revision = "0021"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    op.add_column(
        "temple_services",
        sa.Column("ships_prasad", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
    op.add_column("temple_bookings", sa.Column("prasad_status", sa.String(20), nullable=True))
    op.add_column("temple_bookings", sa.Column("delivery_address", JSON_TYPE, nullable=True))
    op.add_column("temple_bookings", sa.Column("prasad_courier", sa.String(60), nullable=True))
    op.add_column(
        "temple_bookings", sa.Column("prasad_tracking_number", sa.String(40), nullable=True)
    )


def downgrade() -> None:
    for column in ("prasad_tracking_number", "prasad_courier", "delivery_address", "prasad_status"):
        op.drop_column("temple_bookings", column)
    op.drop_column("temple_services", "ships_prasad")
