"""Carries the change feed between server processes through PostgreSQL LISTEN/NOTIFY.

Each process forwards the changes it commits as a NOTIFY on a channel named after its schema,
and LISTENs on the same channel for the others'. A NOTIFY payload is limited to 8000 bytes:
a larger change travels as a reference (table, type, id, temple) and the receiver reads the
row itself. The listening connection is reopened when it drops.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from collections.abc import Callable
from typing import Any

import asyncpg

from data.changes import Change, row_to_dict
from data.db import Database
from data.models import Base, Record

log = logging.getLogger(__name__)

MAX_PAYLOAD = 7900  # bytes; PostgreSQL refuses NOTIFY payloads of 8000 and more
OUTBOX_SIZE = 10_000
RECONNECT_SECONDS = (0.5, 1, 2, 5)


def channel_for(schema: str | None) -> str:
    return f"punya_changes_{schema or 'public'}"[:63]


def _model_for(table: str) -> type[Record] | None:
    for mapper in Base.registry.mappers:
        cls = mapper.class_
        if getattr(cls, "__tablename__", None) == table and issubclass(cls, Record):
            return cls
    return None


def encode(change: Change, origin: str) -> str:
    full = json.dumps(
        {"origin": origin, "table": change.table, "type": change.type, "record": change.record},
        separators=(",", ":"),
        ensure_ascii=False,
    )
    if len(full.encode()) <= MAX_PAYLOAD:
        return full
    reference = {k: change.record.get(k) for k in ("id", "temple_id") if k in change.record}
    return json.dumps(
        {"origin": origin, "table": change.table, "type": change.type, "ref": reference}
    )


class PostgresChangeBridge:
    """Start it with the process's database; stop it at shutdown."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.channel = channel_for(db.schema)
        self.origin = secrets.token_hex(8)  # our own NOTIFYs come back to us: skip them
        self._outbox: asyncio.Queue[Change] = asyncio.Queue(OUTBOX_SIZE)
        self._task: asyncio.Task[None] | None = None
        self._stop_forwarding: Callable[[], None] = lambda: None
        self._lookups: set[asyncio.Future[None]] = set()
        self.connected = asyncio.Event()

    def _dsn(self) -> str:
        return self.db.url.set(drivername="postgresql").render_as_string(hide_password=False)

    async def start(self) -> None:
        self._stop_forwarding = self.db.feed.add_forwarder(self._enqueue)
        self._task = asyncio.create_task(self._run(), name="change-bridge")

    async def stop(self) -> None:
        self._stop_forwarding()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def _enqueue(self, change: Change) -> None:
        try:
            self._outbox.put_nowait(change)
        except asyncio.QueueFull:
            log.warning("change bridge outbox full; other processes miss a change")

    async def _run(self) -> None:
        attempt = 0
        while True:
            try:
                conn = await asyncpg.connect(self._dsn())
            except (OSError, asyncpg.PostgresError) as exc:
                delay = RECONNECT_SECONDS[min(attempt, len(RECONNECT_SECONDS) - 1)]
                log.warning("change bridge cannot connect (%s); retrying in %ss", exc, delay)
                attempt += 1
                await asyncio.sleep(delay)
                continue
            attempt = 0
            try:
                await self._serve(conn)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
                log.warning("change bridge connection lost (%s); reconnecting", exc)
            finally:
                self.connected.clear()
                with contextlib.suppress(Exception):
                    await conn.close(timeout=2)

    async def _serve(self, conn: asyncpg.Connection) -> None:
        lost = asyncio.Event()
        conn.add_termination_listener(lambda _conn: lost.set())
        await conn.add_listener(self.channel, self._on_notify)
        self.connected.set()
        while not lost.is_set():
            getter = asyncio.ensure_future(self._outbox.get())
            waiter = asyncio.ensure_future(lost.wait())
            done, _pending = await asyncio.wait({getter, waiter}, return_when="FIRST_COMPLETED")
            waiter.cancel()
            if getter not in done:
                getter.cancel()
                break
            change = getter.result()
            await conn.execute(
                "SELECT pg_notify($1, $2)", self.channel, encode(change, self.origin)
            )

    def _on_notify(self, _conn: object, _pid: int, _channel: str, payload: str) -> None:
        try:
            message: dict[str, Any] = json.loads(payload)
        except ValueError:
            log.warning("change bridge ignored a malformed notification")
            return
        if message.get("origin") == self.origin:
            return
        if "record" in message:
            self.db.feed.publish(
                Change(message["table"], message["type"], message["record"]), from_elsewhere=True
            )
        else:
            lookup = asyncio.ensure_future(self._publish_reference(message))
            self._lookups.add(lookup)  # held until done: the loop keeps only weak references
            lookup.add_done_callback(self._lookups.discard)

    async def _publish_reference(self, message: dict[str, Any]) -> None:
        table, kind, ref = message["table"], message["type"], message.get("ref", {})
        record: dict[str, Any] = dict(ref)
        model = _model_for(table)
        if kind != "DELETE" and model is not None and "id" in ref:
            async with self.db.reader() as session:
                row = await session.get(model, ref["id"])
                if row is None:
                    return  # gone again already; its DELETE follows
                record = row_to_dict(row)
        self.db.feed.publish(Change(table, kind, record), from_elsewhere=True)
