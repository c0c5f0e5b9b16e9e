"""customers summary and record statistics, maintained with every record change; indexes of
the newest-first lists

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-25 16:00:00
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

_TOTAL = sa.Numeric(16, 2)
# The texts an admin list's search box reads (data/repositories/admin_lists.py `holds_text`),
# trigram-indexed so that a term few rows hold is found without reading every row. PostgreSQL:
# an index of lower(column) per column. SQLite: an FTS5 trigram table per record table holding
# the columns' texts joined (<table>_search), kept by triggers; its rows are keyed through
# <table>_search_keys, an integer per record id, since a table whose key is text has only
# an implicit rowid, which VACUUM may renumber.
_RECORD_SEARCH = {
    "priest_bookings": ("customer_name", "service_name"),
    "temple_bookings": ("customer_name", "service_name"),
    "store_orders": ("customer_name", "id"),
}
_RECORD_INDEXES = {
    "priest_bookings": {
        "ix_priest_bookings_created": ["created_at", "id"],
        "ix_priest_bookings_status_created": ["status", "created_at", "id"],
    },
    "temple_bookings": {
        "ix_temple_bookings_created": ["created_at", "id"],
        "ix_temple_bookings_temple_created": ["temple_id", "created_at", "id"],
        "ix_temple_bookings_status_created": ["status", "created_at", "id"],
        "ix_temple_bookings_temple_date": ["temple_id", "selected_date"],
    },
    "store_orders": {
        "ix_store_orders_created": ["created_at", "id"],
        "ix_store_orders_status_created": ["order_status", "created_at", "id"],
    },
    "refunds": {
        "ix_refunds_target_state": ["target_id", "state"],
        "ix_refunds_created": ["created_at", "id"],
        "ix_refunds_state_created": ["state", "created_at", "id"],
    },
}

# The backfill as of this revision (data/summaries is the living code; its rebuild_all gives
# the same rows, which the tests check). Revenue: money received minus refunds credited, for
# completed bookings and delivered orders that were paid.
_REVENUE = """CASE WHEN t.{status} = '{counted}' AND t.payment_status = 'paid'
    THEN t.{amount} - (SELECT coalesce(sum(r.amount), 0) FROM refunds r
        WHERE r.target_id = t.id AND r.state = 'COMPLETED'
        AND r.reason NOT IN ('duplicate_payment', 'amount_mismatch'))
    ELSE 0 END"""
_RECORDS = (
    # kind, table, temple column, status column, counted status, amount column, flags
    ("priest", "priest_bookings", "''", "status", "completed", "price", (1, 0, 0)),
    ("temple", "temple_bookings", "t.temple_id", "status", "completed", "total_amount", (0, 1, 0)),
    ("store", "store_orders", "''", "order_status", "delivered", "total", (0, 0, 1)),
)
_DAY = {
    "sqlite": "date({}, '+330 minutes')",
    "postgresql": "to_char(({}) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')",
}
_MONTH = {
    "sqlite": "substr(date({}, '+330 minutes'), 1, 7)",
    "postgresql": "to_char(({}) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')",
}
_SEPARATOR = {"sqlite": "char(31)", "postgresql": "chr(31)"}
_CUSTOMERS = """
INSERT INTO customers (phone, name, email, join_date, join_day, last_activity, priest_bookings,
    temple_bookings, store_orders, total_spent, search)
SELECT phone, name, email, join_date, {join_day}, last_activity, priest, temple, store, spent,
    lower(name) || {sep} || lower(email) || {sep} || phone
FROM (
    SELECT phone,
        max(CASE WHEN name_rank = 1 THEN name END) AS name,
        coalesce(max(CASE WHEN email_rank = 1 AND email <> '' THEN email END), '') AS email,
        min(created_at) AS join_date, max(created_at) AS last_activity,
        sum(priest) AS priest, sum(temple) AS temple, sum(store) AS store, sum(amount) AS spent
    FROM (
        SELECT a.*,
            row_number() OVER (PARTITION BY phone ORDER BY created_at DESC, record_id DESC)
                AS name_rank,
            row_number() OVER (PARTITION BY phone
                ORDER BY CASE WHEN email = '' THEN 1 ELSE 0 END, created_at DESC, record_id DESC)
                AS email_rank
        FROM ({activity}) AS a
    ) AS ranked
    GROUP BY phone
) AS grouped
"""


def record_search_index(table: str, column: str) -> str:
    return f"ix_{table}_{column}_trgm"


def _searched_text(table: str, row: str) -> str:
    return " || char(31) || ".join(f"lower({row}.{c})" for c in _RECORD_SEARCH[table])


# One statement each: a trigger's body holds semicolons of its own.
_SQLITE_RECORD_SEARCH = (
    "CREATE TABLE {t}_search_keys (id INTEGER PRIMARY KEY, record_id VARCHAR(40) NOT NULL UNIQUE)",
    "CREATE VIRTUAL TABLE {t}_search USING fts5(text, tokenize='trigram', detail='none')",
    """CREATE TRIGGER {t}_search_added AFTER INSERT ON {t} BEGIN
    INSERT INTO {t}_search_keys (record_id) VALUES (new.id);
    INSERT INTO {t}_search (rowid, text) VALUES (last_insert_rowid(), {new});
END""",
    """CREATE TRIGGER {t}_search_changed AFTER UPDATE OF {columns} ON {t} BEGIN
    UPDATE {t}_search SET text = {new}
        WHERE rowid = (SELECT id FROM {t}_search_keys WHERE record_id = new.id);
END""",
    """CREATE TRIGGER {t}_search_removed AFTER DELETE ON {t} BEGIN
    DELETE FROM {t}_search
        WHERE rowid = (SELECT id FROM {t}_search_keys WHERE record_id = old.id);
    DELETE FROM {t}_search_keys WHERE record_id = old.id;
END""",
    "INSERT INTO {t}_search_keys (record_id) SELECT id FROM {t}",
    "INSERT INTO {t}_search (rowid, text) "
    "SELECT k.id, {row} FROM {t}_search_keys k JOIN {t} t ON t.id = k.record_id",
)


def _create_sqlite_record_search() -> None:
    for table, columns in _RECORD_SEARCH.items():
        for statement in _SQLITE_RECORD_SEARCH:
            op.execute(
                statement.format(
                    t=table,
                    columns=", ".join(columns),
                    new=_searched_text(table, "new"),
                    row=_searched_text(table, "t"),
                )
            )


def _dialect() -> str:
    return op.get_bind().dialect.name


def _create_tables() -> None:
    op.create_table(
        "customers",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("phone", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("email", sa.String(length=254), nullable=False),
        sa.Column("join_date", sa.DateTime(timezone=True), nullable=False),
        sa.Column("join_day", sa.String(length=10), nullable=False),
        sa.Column("last_activity", sa.DateTime(timezone=True), nullable=False),
        sa.Column("priest_bookings", sa.Integer(), nullable=False),
        sa.Column("temple_bookings", sa.Integer(), nullable=False),
        sa.Column("store_orders", sa.Integer(), nullable=False),
        sa.Column("total_spent", _TOTAL, nullable=False),
        sa.Column("search", sa.String(length=400), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_customers")),
        sa.UniqueConstraint("phone", name=op.f("uq_customers_phone")),
    )
    op.create_index(
        "ix_customers_recent",
        "customers",
        ["last_activity", "phone", "join_date", "search", "id"],
    )
    op.create_table(
        "record_stats",
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("temple_id", sa.String(length=40), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("month", sa.String(length=7), nullable=False),
        sa.Column("records", sa.Integer(), nullable=False),
        sa.Column("revenue", _TOTAL, nullable=False),
        sa.PrimaryKeyConstraint(
            "kind", "temple_id", "status", "month", name=op.f("pk_record_stats")
        ),
    )
    op.create_table(
        "customer_join_days",
        sa.Column("day", sa.String(length=10), nullable=False),
        sa.Column("customers", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("day", name=op.f("pk_customer_join_days")),
    )


def _create_search_index(dialect: str) -> None:
    if dialect == "sqlite":
        # External content: the index keeps no copy of the text; data/summaries keeps it in step.
        op.execute(
            "CREATE VIRTUAL TABLE customers_fts USING fts5(search, content='customers', "
            "content_rowid='id', tokenize='trigram')"
        )
        _create_sqlite_record_search()
        return
    conn = op.get_bind()
    where = (
        "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace "
        "WHERE e.extname = 'pg_trgm'"
    )
    schema = conn.exec_driver_sql(where).scalar()
    if schema is None:
        # In public, not in this deployment's schema: an extension exists once per database,
        # and dropping one deployment's schema must not take it from the others.
        has_public = conn.exec_driver_sql(
            "SELECT 1 FROM pg_namespace WHERE nspname = 'public'"
        ).scalar()
        op.execute(
            "CREATE EXTENSION IF NOT EXISTS pg_trgm" + (" SCHEMA public" if has_public else "")
        )
        schema = conn.exec_driver_sql(where).scalar()
    operators = f'"{schema}".gin_trgm_ops'
    op.execute(f"CREATE INDEX ix_customers_search_trgm ON customers USING gin (search {operators})")
    for table, columns in _RECORD_SEARCH.items():
        for column in columns:
            op.execute(
                f"CREATE INDEX {record_search_index(table, column)} ON {table} "
                f"USING gin (lower({column}) {operators})"
            )


def _backfill(dialect: str) -> None:
    # Every name put into these statements is a constant of this module.
    month, day, sep = _MONTH[dialect], _DAY[dialect], _SEPARATOR[dialect]
    branches = []
    for kind, table, temple, status, counted, amount, (priest, temple_flag, store) in _RECORDS:
        revenue = _REVENUE.format(status=status, counted=counted, amount=amount)
        created_month = month.format("t.created_at")
        group = ", ".join([*([temple] if kind == "temple" else []), f"t.{status}", created_month])
        op.execute(
            "INSERT INTO record_stats (kind, temple_id, status, month, records, revenue) "  # noqa: S608
            f"SELECT '{kind}', {temple}, t.{status}, {created_month}, count(*), "
            f"coalesce(sum({revenue}), 0) FROM {table} t GROUP BY {group}"
        )
        branches.append(
            f"SELECT t.customer_phone AS phone, t.customer_name AS name, "  # noqa: S608
            f"coalesce(t.customer_email, '') AS email, t.created_at, t.id AS record_id, "
            f"{revenue} AS amount, {priest} AS priest, {temple_flag} AS temple, {store} AS store "
            f"FROM {table} t"
        )
    activity = " UNION ALL ".join(branches)
    op.execute(_CUSTOMERS.format(join_day=day.format("join_date"), sep=sep, activity=activity))
    op.execute(
        "INSERT INTO customer_join_days (day, customers) "
        "SELECT join_day, count(*) FROM customers GROUP BY join_day"
    )
    if dialect == "sqlite":
        op.execute("INSERT INTO customers_fts(customers_fts) VALUES ('rebuild')")


def upgrade() -> None:
    dialect = _dialect()
    for table, indexes in _RECORD_INDEXES.items():
        for name, columns in indexes.items():
            op.create_index(name, table, columns)
    _create_tables()
    _create_search_index(dialect)
    _backfill(dialect)


def downgrade() -> None:
    if _dialect() == "sqlite":
        op.execute("DROP TABLE customers_fts")
        for table in _RECORD_SEARCH:
            for event in ("added", "changed", "removed"):
                op.execute(f"DROP TRIGGER {table}_search_{event}")
            op.execute(f"DROP TABLE {table}_search")
            op.execute(f"DROP TABLE {table}_search_keys")
    else:
        op.drop_index("ix_customers_search_trgm", table_name="customers")
        for table, columns in _RECORD_SEARCH.items():
            for column in columns:
                op.drop_index(record_search_index(table, column), table_name=table)
    op.drop_table("customer_join_days")
    op.drop_table("record_stats")
    op.drop_index("ix_customers_recent", table_name="customers")
    op.drop_table("customers")
    for table, indexes in _RECORD_INDEXES.items():
        for name in indexes:
            op.drop_index(name, table_name=table)
