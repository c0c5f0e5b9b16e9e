"""Bookings and orders are indexed by the browser that made them (client_ref): a short id
(PB-K2QM4PA9) is looked up among that browser's records, which stays one index lookup
however many records there are

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-26 07:40:00
"""

from __future__ import annotations

from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None

TABLES = ("priest_bookings", "temple_bookings", "store_orders")


def upgrade() -> None:
    for table in TABLES:
        op.create_index(f"ix_{table}_client_ref", table, ["client_ref"])


def downgrade() -> None:
    for table in TABLES:
        op.drop_index(f"ix_{table}_client_ref", table_name=table)
