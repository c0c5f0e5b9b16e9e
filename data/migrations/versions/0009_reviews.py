"""devotees' reviews (one per completed booking or delivered order) and each puja's running
totals of its visible reviews

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-27 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

_TOTALS = ("rating_count", "rating_sum")


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("record_kind", sa.String(length=10), nullable=False),
        sa.Column("record_id", sa.String(length=40), nullable=False),
        sa.Column("subject_id", sa.String(length=80), nullable=True),
        sa.Column("subject_name", sa.String(length=160), nullable=False),
        sa.Column("temple_id", sa.String(length=40), nullable=True),
        sa.Column("customer_name", sa.String(length=120), nullable=False),
        sa.Column("stars", sa.Integer(), nullable=False),
        sa.Column("comment", sa.Text(), nullable=False),
        sa.Column("hidden", sa.Boolean(), nullable=False),
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reviews")),
        sa.UniqueConstraint("record_kind", "record_id", name="uq_reviews_record"),
    )
    op.create_index("ix_reviews_created", "reviews", ["created_at", "id"])
    op.create_index("ix_reviews_temple_created", "reviews", ["temple_id", "created_at", "id"])
    # No reviews exist yet, so every puja's totals start at zero.
    for column in _TOTALS:
        op.add_column(
            "puja_services",
            sa.Column(column, sa.Integer(), nullable=False, server_default="0"),
        )


def downgrade() -> None:
    with op.batch_alter_table("puja_services", schema=None) as batch_op:
        for column in _TOTALS:
            batch_op.drop_column(column)
    op.drop_table("reviews")
