"""priests' ratings earned from reviews: the typed-in figures go; each priest keeps running
totals of the visible reviews of bookings they held, and a review names its priest

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-29 09:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None

_TOTALS = ("rating_count", "rating_sum")


def upgrade() -> None:
    # Plain ALTER TABLE, never a batch copy: SQLite keeps the tables' search triggers.
    op.add_column("reviews", sa.Column("priest_id", sa.String(length=40), nullable=True))
    op.execute(
        "UPDATE reviews SET priest_id = (SELECT b.priest_id FROM priest_bookings b "
        "WHERE b.id = reviews.record_id) WHERE record_kind = 'priest'"
    )
    for column in _TOTALS:
        op.add_column(
            "priests", sa.Column(column, sa.Integer(), nullable=False, server_default="0")
        )
    # Every priest's totals from the reviews already given; a priest with none is "New".
    op.execute(
        "UPDATE priests SET "
        "rating_count = (SELECT COUNT(*) FROM reviews r WHERE r.priest_id = priests.id "
        "AND r.record_kind = 'priest' AND NOT r.hidden), "
        "rating_sum = COALESCE((SELECT SUM(r.stars) FROM reviews r WHERE r.priest_id = "
        "priests.id AND r.record_kind = 'priest' AND NOT r.hidden), 0)"
    )
    # The seed's made-up ratings (4.7 to 4.9, reviewed by nobody) go with their column.
    op.drop_column("priests", "rating")


def downgrade() -> None:
    op.add_column("priests", sa.Column("rating", sa.Float(), nullable=False, server_default="0"))
    op.execute(
        "UPDATE priests SET rating = ROUND(CAST(rating_sum AS NUMERIC) / rating_count, 1) "
        "WHERE rating_count > 0"
    )
    for column in _TOTALS:
        op.drop_column("priests", column)
    op.drop_column("reviews", "priest_id")
