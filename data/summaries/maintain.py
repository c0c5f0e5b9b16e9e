"""Keeping the summaries in step with the records, in the same transaction.

Before each flush a writer session notes what the records it is about to change contributed
before this transaction began (a refund changes its record's money, so it names that
record). Before commit it reads what they contribute now, adds the difference to the
statistics and recomputes each customer concerned from their records. A rollback discards
the notes with everything else (a savepoint's rollback keeps them: they say what the records
held before the transaction, and the commit reads what they hold then).

On PostgreSQL, concurrent transactions stay exact: a record is locked (FOR UPDATE) before its
share is first read, so no one else changes it until we commit; the statistics take atomic
increments; and a customer is recomputed under an advisory lock of their phone, from a fresh
snapshot that holds everything committed before the lock was ours. SQLite runs one writer
at a time (BEGIN IMMEDIATE) and needs none of this.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import Connection, Table, delete, event, func, inspect, select, text, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session, SessionTransaction, UOWTransaction

from data.models import Customer, CustomerJoinDay, RecordStat, Refund
from data.summaries.sql import KIND_OF, MODELS, Kind, customer_rows, shares

_BEFORE = "punya_summary_before"  # {kind: {record id: Share | None}} before this transaction
FTS_TABLE = "customers_fts"
# Ids or phones per statement: well inside both engines' limits on bound parameters.
CHUNK = 500

Bucket = tuple[str, str, str, str]  # kind, temple_id ("" when none), status, month
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Share:
    """What one record contributes to the summaries."""

    phone: str
    name: str
    email: str | None
    created_at: datetime
    bucket: Bucket
    earned: Decimal
    collected: Decimal


def table_of(model: type[Customer] | type[RecordStat] | type[CustomerJoinDay]) -> Table:
    return model.__table__  # type: ignore[return-value]


def _chunks(values: Iterable[T]) -> Iterator[list[T]]:
    ordered = list(values)
    for start in range(0, len(ordered), CHUNK):
        yield ordered[start : start + CHUNK]


def _postgres(conn: Connection) -> bool:
    return conn.dialect.name == "postgresql"


def read_shares(
    conn: Connection, kind: Kind, ids: Collection[str], *, lock: bool
) -> dict[str, Share]:
    """The shares of the records with these ids that exist. With `lock`, PostgreSQL first
    locks them, then reads in a statement of its own: its snapshot then holds whatever the
    transaction we waited for committed (refunds included)."""
    found: dict[str, Share] = {}
    for chunk in _chunks(sorted(ids)):
        if lock and _postgres(conn):
            model = MODELS[kind]
            conn.execute(
                select(model.id).where(model.id.in_(chunk)).order_by(model.id).with_for_update()
            )
        for row in conn.execute(shares(kind), {"ids": chunk}):
            record_id, phone, name, email, created, temple, status, month, earned, collected = row
            bucket = (kind, temple or "", status, month)
            found[record_id] = Share(phone, name, email, created, bucket, earned, collected)
    return found


# What the summaries are made from: the records and their refunds. A statement that writes
# these tables bypassing the ORM's flush bypasses the summaries too: tests/data/
# test_bulk_writes.py allows one only where it says how the summaries catch up.
SOURCE_TABLES = frozenset(
    {*(model.__tablename__ for model in MODELS.values()), Refund.__tablename__}
)


def _touched(obj: object) -> Iterator[tuple[Kind, str]]:
    """The records whose share a change of `obj` may change."""
    kind = KIND_OF.get(type(obj))
    if kind is not None:
        yield kind, obj.id  # type: ignore[attr-defined]
    elif isinstance(obj, Refund):
        # Money takes a refund off the record its target_id names, whatever its
        # target_kind says: look for that record among every kind.
        ids = {obj.target_id, *inspect(obj).attrs.target_id.history.deleted}
        for kind in MODELS:
            for target_id in ids:
                if target_id:
                    yield kind, target_id


def _note_before_flush(session: Session, _flush: UOWTransaction, _instances: Any) -> None:
    before: dict[Kind, dict[str, Share | None]] = session.info.setdefault(_BEFORE, {})
    unread: dict[Kind, set[str]] = defaultdict(set)
    for obj in session.new:
        for kind, record_id in _touched(obj):
            if record_id in before.get(kind, {}):
                continue
            if KIND_OF.get(type(obj)) is not None and record_id is not None:
                before.setdefault(kind, {})[record_id] = None  # not in the database yet
            else:
                unread[kind].add(record_id)
    changed = [obj for obj in session.dirty if session.is_modified(obj)]
    for obj in (*changed, *session.deleted):
        for kind, record_id in _touched(obj):
            if record_id not in before.get(kind, {}):
                unread[kind].add(record_id)
    if not unread:
        return
    conn = session.connection()
    for kind, ids in unread.items():
        found = read_shares(conn, kind, ids, lock=True)
        noted = before.setdefault(kind, {})
        for record_id in ids:
            noted[record_id] = found.get(record_id)


def _settle_before_commit(session: Session) -> None:
    session.flush()  # commit flushes only after this hook: note the last changes first
    before: dict[Kind, dict[str, Share | None]] | None = session.info.pop(_BEFORE, None)
    if not before:
        return
    conn = session.connection()
    deltas: dict[Bucket, list[Any]] = defaultdict(lambda: [0, Decimal(0), Decimal(0)])
    phones: set[str] = set()
    for kind, was in before.items():
        now = read_shares(conn, kind, was.keys(), lock=False)
        for record_id, old in was.items():
            new = now.get(record_id)
            if old == new:
                continue
            for share, sign in ((old, -1), (new, 1)):
                if share is not None:
                    delta = deltas[share.bucket]
                    delta[0] += sign
                    delta[1] += sign * share.earned
                    delta[2] += sign * share.collected
                    phones.add(share.phone)
    recompute_customers(conn, phones)
    add_to_stats(conn, deltas)


def _forget(session: Session) -> None:
    session.info.pop(_BEFORE, None)


def _end_transaction(session: Session, transaction: SessionTransaction) -> None:
    # However the transaction ended (rolled back, or the session closed without a word),
    # its notes must not reach the next one. A savepoint's end keeps them: the outer
    # transaction's commit reads what its records then hold.
    if transaction.parent is None:
        _forget(session)


def install_summaries(session_class: type[Session]) -> None:
    """Keep the summaries in step with every change the sessions of `session_class` make.
    Called once per class (at import): listeners stay registered for the process."""
    event.listen(session_class, "before_flush", _note_before_flush)
    event.listen(session_class, "before_commit", _settle_before_commit)
    event.listen(session_class, "after_transaction_end", _end_transaction)


def forget_changes(session: Session) -> None:
    """Drop the notes of this transaction (the summaries were rebuilt from scratch)."""
    _forget(session)


# Writing the summaries.


def _lock_key(phone: str) -> int:
    """A stable signed 64-bit advisory lock number for a customer, the same in every process."""
    digest = hashlib.sha256(f"customer:{phone}".encode()).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def recompute_customers(conn: Connection, phones: Collection[str]) -> None:
    """Recompute these customers' rows from their records (and drop those left with none)."""
    if not phones:
        return
    ordered = sorted(phones)  # one order for every transaction: no deadlocks between them
    if _postgres(conn):
        for phone in ordered:
            conn.execute(select(func.pg_advisory_xact_lock(_lock_key(phone))))
    joins: dict[str, int] = defaultdict(int)
    table = table_of(Customer)
    for chunk in _chunks(ordered):
        found = conn.execute(customer_rows(), {"phones": chunk})
        fresh = {row.phone: row._asdict() for row in found}
        held_rows = conn.execute(
            select(table.c.id, table.c.phone, table.c.join_day, table.c.search).where(
                table.c.phone.in_(chunk)
            )
        )
        held = {row.phone: row for row in held_rows}
        for phone in chunk:
            _store_customer(conn, held.get(phone), fresh.get(phone), joins)
    add_to_join_days(conn, joins)


def _store_customer(
    conn: Connection, old: Any, new: dict[str, Any] | None, joins: dict[str, int]
) -> None:
    table = table_of(Customer)
    if old is None and new is None:
        return
    if new is None:
        conn.execute(delete(table).where(table.c.id == old.id))
        joins[old.join_day] -= 1
        _index_search(conn, old.id, old=old.search, new=None)
    elif old is None:
        customer_id = conn.execute(table.insert().values(new).returning(table.c.id)).scalar_one()
        joins[new["join_day"]] += 1
        _index_search(conn, customer_id, old=None, new=new["search"])
    else:
        conn.execute(update(table).where(table.c.id == old.id).values(new))
        if old.join_day != new["join_day"]:
            joins[old.join_day] -= 1
            joins[new["join_day"]] += 1
        if old.search != new["search"]:
            _index_search(conn, old.id, old=old.search, new=new["search"])


def _index_search(conn: Connection, customer_id: int, *, old: str | None, new: str | None) -> None:
    """Keep SQLite's full-text index (external content: it holds no text of its own) in step
    with a customer's search text. PostgreSQL's trigram index follows the column itself."""
    if conn.dialect.name != "sqlite":
        return
    if old is not None:
        forget = (
            "INSERT INTO customers_fts(customers_fts, rowid, search) VALUES ('delete', :id, :s)"
        )
        conn.execute(text(forget), {"id": customer_id, "s": old})
    if new is not None:
        learn = "INSERT INTO customers_fts(rowid, search) VALUES (:id, :s)"
        conn.execute(text(learn), {"id": customer_id, "s": new})


def _upsert(
    conn: Connection, table: Table, keys: Sequence[str], rows: list[dict[str, Any]]
) -> None:
    """Add each row's other columns to the row of the same keys (created at 0 when missing),
    in key order, then drop rows that fell to zero."""
    if not rows:
        return
    insert = pg_insert(table) if _postgres(conn) else sqlite_insert(table)
    added = [c.name for c in table.columns if c.name not in keys]
    stmt = insert.on_conflict_do_update(
        index_elements=list(keys),
        set_={name: table.c[name] + insert.excluded[name] for name in added},
    )
    rows.sort(key=lambda row: tuple(row[k] for k in keys))
    conn.execute(stmt, rows)
    counted = added[0]  # the count: a row whose count fell to zero counts nothing any more
    for row in rows:
        if row[counted] < 0:
            match = [table.c[k] == row[k] for k in keys]
            conn.execute(delete(table).where(*match, table.c[counted] == 0))


def add_to_stats(conn: Connection, deltas: dict[Bucket, list[Any]]) -> None:
    rows = [
        {
            "kind": k, "temple_id": t, "status": s, "month": m,
            "records": n, "earned": earned, "collected": collected,
        }
        for (k, t, s, m), (n, earned, collected) in deltas.items()
        if n or earned or collected
    ]  # fmt: skip
    _upsert(conn, table_of(RecordStat), ("kind", "temple_id", "status", "month"), rows)


def add_to_join_days(conn: Connection, joins: dict[str, int]) -> None:
    rows = [{"day": day, "customers": n} for day, n in joins.items() if n]
    _upsert(conn, table_of(CustomerJoinDay), ("day",), rows)
