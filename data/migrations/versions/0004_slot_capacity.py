"""temple services get an optional per-slot capacity; bookings are indexed by slot

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-27 10:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Null: no limit, which is what every existing service had.
    with op.batch_alter_table("temple_services", schema=None) as batch_op:
        batch_op.add_column(sa.Column("slot_capacity", sa.Integer(), nullable=True))
    with op.batch_alter_table("priest_bookings", schema=None) as batch_op:
        batch_op.create_index("ix_priest_bookings_slot", ["selected_date", "selected_time"])
    with op.batch_alter_table("temple_bookings", schema=None) as batch_op:
        batch_op.create_index(
            "ix_temple_bookings_slot", ["service_id", "selected_date", "selected_time"]
        )


def downgrade() -> None:
    with op.batch_alter_table("temple_bookings", schema=None) as batch_op:
        batch_op.drop_index("ix_temple_bookings_slot")
    with op.batch_alter_table("priest_bookings", schema=None) as batch_op:
        batch_op.drop_index("ix_priest_bookings_slot")
    with op.batch_alter_table("temple_services", schema=None) as batch_op:
        batch_op.drop_column("slot_capacity")
