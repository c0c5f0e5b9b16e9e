"""The demo catalogue is told apart from the real one: temples, their services, priests and
the store's categories and products carry `is_demo`, so that one command can take every demo
record away again (false for every record already there)

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-30 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None

TABLES = ("temples", "temple_services", "priests", "store_categories", "store_products")


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    for table in TABLES:
        op.add_column(
            table, sa.Column("is_demo", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    for table in TABLES:
        op.drop_column(table, "is_demo")
