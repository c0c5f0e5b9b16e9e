"""The change feed: every committed insert, update or delete, published to subscribers.

Changes are captured when the ORM flushes and published only after the transaction
commits, so a rolled-back write is never announced. Delivery here is in-process; with
PostgreSQL, `data.change_bridge` carries them to every other server process.

Capture lives in the writer session's hooks, not in each repository: services write through
the ORM in many places (an attribute set, `session.add`, `session.delete`), and a hook sees
every one of them, where capture by hand would be one more step each could forget. Only a
bulk statement, which bypasses the unit of work (the atomic stock decrement), escapes the
hooks: the repository function that runs it records its change with `record_change`, and
tests/data/test_bulk_writes.py finds every such statement on a watched table and fails on
one that neither records its change nor says why it need not.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any, Literal

from sqlalchemy import event, inspect
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session, UOWTransaction

from data.models.base import Record

log = logging.getLogger(__name__)

ChangeType = Literal["INSERT", "UPDATE", "DELETE"]
# Tables whose rows admins watch. Sessions, keys and assistant state are internal.
WATCHED_TABLES = frozenset(
    {
        "priest_bookings",
        "temple_bookings",
        "store_orders",
        "temples",
        "temple_services",
        "priests",
        "store_products",
        "store_categories",
        "puja_services",
        "ai_services",
        "admin_notices",
    }
)
_PENDING = "punya_pending_changes"
_FLUSHING = "punya_flushing_changes"
SUBSCRIBER_QUEUE_SIZE = 1000


@dataclass(frozen=True, slots=True)
class Change:
    table: str
    type: ChangeType
    record: dict[str, Any]


def _json_safe(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def row_to_dict(obj: Record) -> dict[str, Any]:
    """A model's column values, JSON-safe, keyed by their stored (snake_case) names."""
    mapper = inspect(obj).mapper
    return {col.key: _json_safe(getattr(obj, col.key)) for col in mapper.column_attrs}


def _watched(obj: object) -> bool:
    return isinstance(obj, Record) and obj.__tablename__ in WATCHED_TABLES


class Subscription:
    """One subscriber's queue. Iterate it; close it when done."""

    def __init__(self, feed: ChangeFeed) -> None:
        self._feed = feed
        self.queue: asyncio.Queue[Change | None] = asyncio.Queue(SUBSCRIBER_QUEUE_SIZE)
        self.overflowed = False

    def __aiter__(self) -> AsyncIterator[Change]:
        return self._iterate()

    async def _iterate(self) -> AsyncIterator[Change]:
        while (change := await self.queue.get()) is not None:
            yield change

    def close(self) -> None:
        self._feed._subscribers.discard(self)
        with contextlib.suppress(asyncio.QueueFull):
            self.queue.put_nowait(None)


class ChangeFeed:
    """In-process broadcaster of committed changes. A forwarder (the PostgreSQL bridge) also
    receives every change committed here, to pass it on to other processes."""

    def __init__(self) -> None:
        self._subscribers: set[Subscription] = set()
        self._forwarders: list[Callable[[Change], None]] = []
        self._listeners: list[Callable[[Change], None]] = []

    def subscribe(self) -> Subscription:
        sub = Subscription(self)
        self._subscribers.add(sub)
        return sub

    def add_forwarder(self, forward: Callable[[Change], None]) -> Callable[[], None]:
        """Send this process's changes to `forward` too; returns the function that stops it."""
        self._forwarders.append(forward)
        return lambda: self._forwarders.remove(forward)

    def add_listener(self, listen: Callable[[Change], None]) -> None:
        """Call `listen` (quick, never raising) with every change, wherever it was made:
        for caches that must forget what changed."""
        self._listeners.append(listen)

    def publish(self, change: Change, *, from_elsewhere: bool = False) -> None:
        """Deliver to local subscribers; a change made here is also forwarded."""
        if not from_elsewhere:
            for forward in self._forwarders:
                forward(change)
        for listen in self._listeners:
            listen(change)
        for sub in list(self._subscribers):
            try:
                sub.queue.put_nowait(change)
            except asyncio.QueueFull:
                # A subscriber this far behind must reload anyway; end its stream.
                log.warning("change feed subscriber overflowed; closing it")
                sub.overflowed = True
                self._subscribers.discard(sub)


def record_change(session: AsyncSession | Session, change: Change) -> None:
    """Queue a change made outside the ORM's unit of work; it is published on commit."""
    target = session.sync_session if isinstance(session, AsyncSession) else session
    target.info.setdefault(_PENDING, []).append(change)


def final_changes(changes: list[Change]) -> list[Change]:
    """One change per row, its last: a transaction that flushed a row twice (a priest released
    then another held) is published as what it committed, never a state in between. A row
    inserted and then updated stays an insert."""
    latest: dict[tuple[str, Any], Change] = {}
    for change in changes:
        key = (change.table, change.record.get("id"))
        before = latest.pop(key, None)
        if before is not None and before.type == "INSERT" and change.type == "UPDATE":
            change = Change(change.table, "INSERT", change.record)
        latest[key] = change
    return list(latest.values())


# Where a writing session finds the feed its commits publish to (Database sets it on every
# session it makes).
FEED = "punya_change_feed"


class CapturingSession(Session):
    """A session whose commits publish their captured changes to the feed in its info.

    One class for the process, its listeners installed once at import: SQLAlchemy keeps a
    class's listeners in a process-wide registry, so a class (and closures over a feed) made
    per database would keep every database's feed, and all that hangs from it, alive."""


def _capture(session: Session, _flush: UOWTransaction, _instances: Any) -> None:
    flushing: list[tuple[str, ChangeType, Record]] = session.info.setdefault(_FLUSHING, [])
    pending: list[Change] = session.info.setdefault(_PENDING, [])
    for obj in session.new:
        if _watched(obj):
            flushing.append((obj.__tablename__, "INSERT", obj))
    for obj in session.dirty:
        if _watched(obj) and session.is_modified(obj):
            flushing.append((obj.__tablename__, "UPDATE", obj))
    for obj in session.deleted:
        if _watched(obj):  # serialised now: after the flush a deleted row cannot load
            pending.append(Change(obj.__tablename__, "DELETE", row_to_dict(obj)))


def _serialise(session: Session, _flush: UOWTransaction) -> None:
    # After the flush the objects carry their final values (ids, defaults, stamps).
    pending: list[Change] = session.info.setdefault(_PENDING, [])
    for table, kind, obj in session.info.pop(_FLUSHING, []):
        pending.append(Change(table, kind, row_to_dict(obj)))


def _publish(session: Session) -> None:
    # A savepoint's release fires after_commit too: publish only the outermost commit.
    if session.in_nested_transaction():
        return
    changes = final_changes(session.info.pop(_PENDING, []))
    feed: ChangeFeed | None = session.info.get(FEED)
    if feed is None:
        if changes:  # Database always gives one: only a session made by hand lacks it
            log.error("%d changes committed by a session without a change feed", len(changes))
        return
    for change in changes:
        feed.publish(change)


def _discard(session: Session) -> None:
    if session.in_nested_transaction():
        return  # a savepoint rolled back: the transaction goes on
    session.info.pop(_PENDING, None)
    session.info.pop(_FLUSHING, None)


event.listen(CapturingSession, "before_flush", _capture)
event.listen(CapturingSession, "after_flush_postexec", _serialise)
event.listen(CapturingSession, "after_commit", _publish)
event.listen(CapturingSession, "after_rollback", _discard)
