"""Each puja carries its samagri list: what the family keeps ready and what the priest
brings, in English and Hindi (the seeded pujas get theirs from `punya seed`)

Revision ID: 0023
Revises: 0022
Create Date: 2026-11-30 05:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision = "0023"
down_revision = "0022"
branch_labels = None
depends_on = None

JSON_TYPE = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
LISTS = ("samagri_family", "samagri_priest")


def upgrade() -> None:
    for name in LISTS:
        op.add_column(
            "puja_services", sa.Column(name, JSON_TYPE, nullable=False, server_default="[]")
        )
        op.add_column("puja_services", sa.Column(f"{name}_hi", JSON_TYPE, nullable=True))


def downgrade() -> None:
    for name in reversed(LISTS):
        op.drop_column("puja_services", f"{name}_hi")
        op.drop_column("puja_services", name)
