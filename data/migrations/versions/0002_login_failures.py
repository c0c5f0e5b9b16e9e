"""failed admin sign-ins, for throttling across server processes

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "login_failures",
        sa.Column("username", sa.String(length=60), nullable=False),
        sa.Column("address", sa.String(length=64), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_failures")),
    )
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_login_failures_username"), ["username"])
        batch_op.create_index(batch_op.f("ix_login_failures_address"), ["address"])


def downgrade() -> None:
    op.drop_table("login_failures")
