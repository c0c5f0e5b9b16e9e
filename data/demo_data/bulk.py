"""Bulk inserts: each table's rows as one executemany of the compiled INSERT, with the values
bound by the columns' own types (the same stored forms as any insert) but without Core's
per-row parameter bookkeeping, which costs more than the database's own work on a bulk load."""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from sqlalchemy import Table, insert
from sqlalchemy.ext.asyncio import AsyncConnection

from data.db import Database

SQLITE_CACHE_KIB = 256 * 1024  # index pages stay in memory while a million rows go in


def table_of(model: Any) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


def _add_defaults(table: Table, rows: list[dict[str, Any]]) -> None:
    """Columns added since the generator was written: their own defaults, row by row."""
    for column in table.columns:
        default: Any = column.default
        if column.name in rows[0] or default is None:
            continue
        for row in rows:
            row[column.name] = default.arg if default.is_scalar else default.arg(None)


async def insert_rows(conn: AsyncConnection, table: Table, rows: list[dict[str, Any]]) -> None:
    dialect = conn.dialect
    _add_defaults(table, rows)
    compiled = insert(table).compile(dialect=dialect, column_keys=list(rows[0]))
    keys = list(compiled.positiontup or ())
    fetch = itemgetter(*keys)
    processors = [
        (i, process)
        for i, name in enumerate(keys)
        if (process := table.c[name].type.dialect_impl(dialect).bind_processor(dialect))
    ]
    params = []
    for row in rows:
        values = list(fetch(row))
        for i, process in processors:
            values[i] = process(values[i])
        params.append(tuple(values))
    await conn.exec_driver_sql(str(compiled), params)


async def insert_all(db: Database, batches: Sequence[tuple[Table, list[dict[str, Any]]]]) -> None:
    """One transaction; each table's rows as one executemany."""
    async with db.write_engine.begin() as conn:
        if db.dialect == "sqlite":
            await conn.exec_driver_sql(f"PRAGMA cache_size=-{SQLITE_CACHE_KIB}")
        for table, rows in batches:
            if rows:
                await insert_rows(conn, table, rows)
