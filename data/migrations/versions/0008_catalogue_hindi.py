"""The catalogue carries its devotee-facing texts in Hindi too: pujas, temples, temple
services, store categories and products (the seeded records get theirs from `punya seed`)

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 04:00:00
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
# Per table: (column, type), each nullable (None: the English is shown).
COLUMNS: dict[str, tuple[tuple[str, sa.types.TypeEngine[Any]], ...]] = {
    "puja_services": (
        ("name_hi", sa.String(120)),
        ("duration_hi", sa.String(60)),
        ("description_hi", sa.Text()),
        ("includes_hi", JSON_TYPE),
        ("requirements_hi", JSON_TYPE),
    ),
    "temples": (
        ("name_hi", sa.String(160)),
        ("address_hi", sa.String(500)),
        ("description_hi", sa.Text()),
    ),
    "temple_services": (
        ("name_hi", sa.String(160)),
        ("description_hi", sa.Text()),
        ("duration_hi", sa.String(60)),
    ),
    "store_categories": (("name_hi", sa.String(80)), ("description_hi", sa.Text())),
    "store_products": (("name_hi", sa.String(160)), ("description_hi", sa.Text())),
}


def upgrade() -> None:
    for table, columns in COLUMNS.items():
        for name, type_ in columns:
            op.add_column(table, sa.Column(name, type_, nullable=True))


def downgrade() -> None:
    # Plain ALTER TABLE ... DROP COLUMN (SQLite 3.35+): a batch copy would drop and rebuild
    # temples, which their services' and bookings' foreign keys forbid.
    for table, columns in COLUMNS.items():
        for name, _ in reversed(columns):
            op.drop_column(table, name)
