"""Recomputing every summary from the records at once, with set-based SQL: after a bulk
load that bypassed the ORM (`punya demo-data`), or to repair."""

from __future__ import annotations

from sqlalchemy import Column, Connection, MetaData, Table, delete, func, insert, select, text
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

from data.models import Customer, CustomerJoinDay, RecordStat
from data.summaries.maintain import forget_changes, table_of
from data.summaries.sql import activity, customer_rows_of, stats_rows


def _activity_table(conn: Connection) -> Table:
    """Every record's summary columns, read once (money included) into a temporary table
    that both summaries are then grouped from."""
    records = activity(of_phones=False)
    columns = [Column(c.name, c.type) for c in records.selected_columns]
    table = Table("summary_activity", MetaData(), *columns, prefixes=["TEMPORARY"])
    table.create(conn)
    conn.execute(insert(table).from_select([c.name for c in columns], records))
    return table


def _customers(conn: Connection, records: Table) -> None:
    customers, joins = table_of(Customer), table_of(CustomerJoinDay)
    conn.execute(delete(customers))
    # SQLite builds an index faster at once than row by row (a third of the insert's time);
    # PostgreSQL's readers would wait for a dropped index, so it keeps its indexes.
    rebuilt = list(customers.indexes) if conn.dialect.name == "sqlite" else []
    for index in rebuilt:
        index.drop(conn)
    rows = customer_rows_of(records)
    conn.execute(insert(customers).from_select([c.name for c in rows.selected_columns], rows))
    for index in rebuilt:
        index.create(conn)
    conn.execute(delete(joins))
    per_day = select(customers.c.join_day, func.count()).group_by(customers.c.join_day)
    conn.execute(insert(joins).from_select(["day", "customers"], per_day))


def _search_index(conn: Connection) -> None:
    if conn.dialect.name == "sqlite":
        # The full-text index built in one go, its segments merged once at the end rather
        # than as it grows (a fifth of the time); then merging as usual again.
        automerge = "INSERT INTO customers_fts(customers_fts, rank) VALUES ('automerge', :n)"
        conn.execute(text(automerge), {"n": 0})
        conn.execute(text("INSERT INTO customers_fts(customers_fts) VALUES ('rebuild')"))
        conn.execute(text("INSERT INTO customers_fts(customers_fts) VALUES ('optimize')"))
        conn.execute(text(automerge), {"n": 4})  # SQLite's default
    else:  # the trigram index followed the rows; the planner needs their new statistics
        conn.execute(text("ANALYZE customers, record_stats, customer_join_days"))


def _rebuild(session: Session) -> None:
    session.flush()  # pending changes are counted from the records like the rest
    forget_changes(session)
    conn: Connection = session.connection()
    if conn.dialect.name == "postgresql":
        # Writers wait (readers do not) until the new rows are committed: a writer's
        # differences then apply to them, never to rows about to be replaced.
        conn.execute(
            text("LOCK TABLE record_stats, customers, customer_join_days IN EXCLUSIVE MODE")
        )
    records = _activity_table(conn)
    stats = table_of(RecordStat)
    conn.execute(delete(stats))
    conn.execute(insert(stats).from_select([c.name for c in stats.columns], stats_rows(records)))
    _customers(conn, records)
    records.drop(conn)
    _search_index(conn)


async def rebuild_all(session: AsyncSession) -> None:
    """Recompute the customers, the record statistics and the join counts from the records,
    in the session's transaction (the caller commits)."""
    await session.run_sync(_rebuild)
