"""Pictures: uploaded pictures' encodings kept in the database (media), and a puja's own
picture (puja_services.image; none: its category's is shown)

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-27 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "media",
        sa.Column("content_hash", sa.String(length=64), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("content_type", sa.String(length=40), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_media")),
    )
    op.create_index(op.f("ix_media_content_hash"), "media", ["content_hash"])
    op.add_column("puja_services", sa.Column("image", sa.String(500), nullable=True))


def downgrade() -> None:
    op.drop_column("puja_services", "image")
    op.drop_index(op.f("ix_media_content_hash"), table_name="media")
    op.drop_table("media")
