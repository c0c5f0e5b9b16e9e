"""revenue as two named figures: money collected (received minus refunds, whatever the
record's status) and money earned (of completed bookings and delivered orders); the record
statistics keep both, a customer's total is what was collected from them

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-29 01:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None

# The figures as of this revision (data/repositories/reports.py is the living code; its
# summaries give the same rows, which tests/data/test_summaries.py checks).
_KEPT = """t.{amount} - (SELECT coalesce(sum(r.amount), 0) FROM refunds r
    WHERE r.target_id = t.id AND r.state = 'COMPLETED'
    AND r.reason NOT IN ('duplicate_payment', 'amount_mismatch'))"""
_COLLECTED = "CASE WHEN t.payment_status = 'paid' THEN {kept} ELSE 0 END"
_EARNED = "CASE WHEN t.{status} = '{counted}' AND t.payment_status = 'paid' THEN {kept} ELSE 0 END"
_RECORDS = (
    # kind, table, temple column, status column, counted status, amount column
    ("priest", "priest_bookings", "''", "status", "completed", "price"),
    ("temple", "temple_bookings", "t.temple_id", "status", "completed", "total_amount"),
    ("store", "store_orders", "''", "order_status", "delivered", "total"),
)
_MONTH = {
    "sqlite": "substr(date(t.created_at, '+330 minutes'), 1, 7)",
    "postgresql": "to_char((t.created_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')",
}


def _figures(status: str, counted: str, amount: str) -> tuple[str, str]:
    kept = _KEPT.format(amount=amount)
    earned = _EARNED.format(status=status, counted=counted, kept=kept)
    return _COLLECTED.format(kept=kept), earned


def _dialect() -> str:
    return op.get_bind().dialect.name


def _restate_stats(dialect: str) -> None:
    # Every name put into these statements is a constant of this module.
    op.execute("DELETE FROM record_stats")
    month = _MONTH[dialect]
    for kind, table, temple, status, counted, amount in _RECORDS:
        collected, earned = _figures(status, counted, amount)
        group = ", ".join([*([temple] if kind == "temple" else []), f"t.{status}", month])
        op.execute(
            "INSERT INTO record_stats (kind, temple_id, status, month, records, earned, "  # noqa: S608
            f"collected) SELECT '{kind}', {temple}, t.{status}, {month}, count(*), "
            f"coalesce(sum({earned}), 0), coalesce(sum({collected}), 0) FROM {table} t "
            f"GROUP BY {group}"
        )


def _restate_customers(column: str, figure: int) -> None:
    """Set each customer's `column` to the sum of one figure (0 collected, 1 earned) of their
    records."""
    branches = []
    for _kind, table, _temple, status, counted, amount in _RECORDS:
        money = _figures(status, counted, amount)[figure]
        branches.append(f"SELECT t.customer_phone AS phone, {money} AS money FROM {table} t")  # noqa: S608
    op.execute(
        f"UPDATE customers SET {column} = m.money FROM (SELECT phone, coalesce(sum(money), 0) "  # noqa: S608
        f"AS money FROM ({' UNION ALL '.join(branches)}) AS a GROUP BY phone) AS m "
        "WHERE m.phone = customers.phone"
    )


def upgrade() -> None:
    dialect = _dialect()
    op.execute("ALTER TABLE record_stats RENAME COLUMN revenue TO earned")
    op.add_column(
        "record_stats",
        sa.Column("collected", sa.Numeric(16, 2), nullable=False, server_default="0"),
    )
    if dialect == "postgresql":  # the rows are written with it from now on, as the model says
        op.alter_column("record_stats", "collected", server_default=None)
    _restate_stats(dialect)
    op.execute("ALTER TABLE customers RENAME COLUMN total_spent TO collected")
    _restate_customers("collected", 0)


def downgrade() -> None:
    op.execute("ALTER TABLE customers RENAME COLUMN collected TO total_spent")
    _restate_customers("total_spent", 1)
    op.drop_column("record_stats", "collected")
    op.execute("ALTER TABLE record_stats RENAME COLUMN earned TO revenue")
