"""Conversations held in memory and written behind (api/assistant/live.py), on both engines:
turns write nothing, one statement writes a batch, a closing socket or a stopping app writes
at once, another process resumes from the database, a failed write is retried, expiry and
the memory cap hold."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from datetime import timedelta
from typing import Any

import pytest
import uvicorn
from fastapi import FastAPI
from sqlalchemy import event
from sqlalchemy.exc import OperationalError
from websockets.asyncio.client import ClientConnection, connect

from api.app import create_app
from api.assistant import live as live_module
from api.assistant.runtime import AssistantRuntime
from api.housekeeping import purge_expired
from api.settings import Settings
from assistant_core.engine import SelectService, UserMessage
from data.changes import Change
from data.db import Database
from data.models import AssistantSession
from data.repositories import assistant_sessions
from tests.conftest import Clock
from tests.support import FRAME_WAIT, OPEN_TIMEOUT, count, get

KUNDLI = "kundli-horoscope-agent"


@pytest.fixture(autouse=True)
def no_periodic_flush(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a closing holder or a stopping app writes, so each test sees which one did."""
    monkeypatch.setattr(live_module, "FLUSH_SECONDS", 3600.0)


def runtime_of(app: FastAPI) -> AssistantRuntime:
    runtime: AssistantRuntime = app.state.assistant
    return runtime


async def stored_texts(db: Database, session_id: str) -> list[str]:
    row = await get(db, AssistantSession, session_id)
    return [] if row is None else [m["text"] for m in row.state["history"] if m["isUser"]]


async def until(condition: Any) -> None:
    for _ in range(int(FRAME_WAIT / 0.01)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the condition did not come true")


@contextmanager
def writes(db: Database) -> Iterator[list[str]]:
    """The writing statements (with the rows each carried) and COMMITs run on the database
    while the block runs."""
    seen: list[str] = []

    def statement(_conn: Any, _cursor: Any, sql: str, params: Any, _c: Any, many: bool) -> None:
        if sql.lstrip().split(" ", 1)[0].upper() in {"INSERT", "UPDATE", "DELETE"}:
            seen.append(f"{len(params) if many else 1} rows: {sql}")

    def commit(_conn: Any) -> None:
        seen.append("COMMIT")

    engine = db.write_engine.sync_engine
    event.listen(engine, "before_cursor_execute", statement)
    event.listen(engine, "commit", commit)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", statement)
        event.remove(engine, "commit", commit)


@asynccontextmanager
async def running(app: FastAPI) -> AsyncIterator[str]:
    """The app started and served on a free port ("127.0.0.1:PORT"); stopped at the end as
    `punya serve` stops: sockets closed first, then the app's shutdown."""
    async with app.router.lifespan_context(app):
        server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off", log_level="warning")
        )
        task = asyncio.create_task(server.serve())
        while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
            await asyncio.sleep(0.01)
        try:
            yield f"127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
        finally:
            server.should_exit = True
            await task


async def receive(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
        if frame["type"] == kind:
            return frame
        assert frame["type"] == "typing", frame


async def hello(ws: ClientConnection, session_id: str | None = None) -> dict[str, Any]:
    await ws.send(json.dumps({"type": "hello", "sessionId": session_id}))
    return await receive(ws, "session")


async def say(ws: ClientConnection, text: str) -> None:
    await ws.send(json.dumps({"type": "message", "text": text}))
    await receive(ws, "reply")


async def test_turns_change_memory_only_and_one_statement_writes_the_batch(
    app: FastAPI, db: Database
) -> None:
    runtime = runtime_of(app)
    opened = [await runtime.open(None) for _ in range(40)]
    await runtime.live.flush()  # the greetings
    with writes(db) as during_turns:
        for conversation in opened:
            await runtime.turn(conversation.session_id, SelectService(KUNDLI))
            await runtime.turn(conversation.session_id, UserMessage("What is Mangal dosha?"))
    assert during_turns == []
    with writes(db) as flushing:
        await runtime.live.flush()
    assert len(flushing) == 2, flushing  # one upsert of 40 rows, one transaction
    assert flushing[0].startswith("40 rows: INSERT INTO assistant_sessions")
    assert flushing[1] == "COMMIT"
    for conversation in opened:
        assert await stored_texts(db, conversation.session_id) == ["What is Mangal dosha?"]
    assert len(runtime.live) == 40  # still held: nobody closed them


async def test_a_stopping_app_writes_the_conversations_its_sockets_still_hold(
    app: FastAPI, db: Database
) -> None:
    runtime = runtime_of(app)
    async with app.router.lifespan_context(app):
        opened = await runtime.open(None)
        await runtime.turn(opened.session_id, UserMessage("What is a yantra?"))
        assert await get(db, AssistantSession, opened.session_id) is None  # in memory only
    assert await stored_texts(db, opened.session_id) == ["What is a yantra?"]


async def test_a_closing_socket_writes_its_conversation_at_once_and_frees_it(
    app: FastAPI, db: Database, served: str
) -> None:
    runtime = runtime_of(app)
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        session_id = (await hello(ws))["sessionId"]
        await say(ws, "What is Mangal dosha?")
        assert len(runtime.live) == 1
        assert await stored_texts(db, session_id) == []
    await until(lambda: len(runtime.live) == 0)
    assert await stored_texts(db, session_id) == ["What is Mangal dosha?"]


async def test_a_clean_restart_resumes_every_conversation_with_its_last_turn(
    db: Database, clock: Clock, settings: Settings
) -> None:
    sockets: list[ClientConnection] = []
    ids: list[str] = []
    async with running(create_app(settings, db=db, migrate=False, clock=clock)) as where:
        for number in range(12):
            ws = await connect(f"ws://{where}/ws/assistant", open_timeout=OPEN_TIMEOUT)
            sockets.append(ws)
            ids.append((await hello(ws))["sessionId"])
            await say(ws, f"What is Mangal dosha? ({number}, first)")
            await say(ws, f"What is a yantra? ({number}, last)")
        # The server stops with every socket still open.
    for ws in sockets:
        await ws.close()
    async with running(create_app(settings, db=db, migrate=False, clock=clock)) as where:
        for number, session_id in enumerate(ids):
            async with connect(f"ws://{where}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
                resumed = await hello(ws, session_id)
            assert resumed["sessionId"] == session_id
            said = [m["text"] for m in resumed["state"]["history"] if m["isUser"]]
            assert said[-1] == f"What is a yantra? ({number}, last)"


async def test_another_process_resumes_a_closed_conversation_from_the_database(
    db: Database, clock: Clock, settings: Settings
) -> None:
    one = create_app(settings, db=db, migrate=False, clock=clock)
    other = create_app(settings, db=db, migrate=False, clock=clock)  # its own memory
    async with running(one) as first, running(other) as second:
        async with connect(f"ws://{first}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
            session_id = (await hello(ws))["sessionId"]
            await say(ws, "What is Mangal dosha?")
        await until(lambda: len(runtime_of(one).live) == 0)
        async with connect(f"ws://{second}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
            resumed = await hello(ws, session_id)
            assert resumed["state"]["history"][-2]["text"] == "What is Mangal dosha?"
            await say(ws, "What is a yantra?")
        await until(lambda: len(runtime_of(other).live) == 0)
        async with connect(f"ws://{first}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
            back = await hello(ws, session_id)
    said = [m["text"] for m in back["state"]["history"] if m["isUser"]]
    assert said == ["What is Mangal dosha?", "What is a yantra?"]


async def test_a_failed_write_is_retried_and_loses_nothing(
    app: FastAPI, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_module, "FLUSH_SECONDS", 0.05)
    real = assistant_sessions.save_many
    failures = 7  # the flush below, the five closes, the flusher's first try

    async def locked(*args: Any, **kwargs: Any) -> None:
        nonlocal failures
        if failures:
            failures -= 1
            raise OperationalError("INSERT", {}, sqlite3.OperationalError("database is locked"))
        await real(*args, **kwargs)

    monkeypatch.setattr(assistant_sessions, "save_many", locked)
    runtime = runtime_of(app)
    opened = [await runtime.open(None) for _ in range(5)]
    for number, conversation in enumerate(opened):
        await runtime.turn(conversation.session_id, UserMessage(f"What is a yantra? {number}"))
    with pytest.raises(OperationalError):
        await runtime.live.flush()
    for conversation in opened:  # each close writes, fails, and leaves it to the flusher
        await runtime.close(conversation)
    assert failures == 1
    assert len(runtime.live) == 5
    assert await count(db, AssistantSession) == 0
    stop = asyncio.Event()
    flusher = asyncio.create_task(runtime.live.flush_until(stop))
    await until(lambda: len(runtime.live) == 0)
    stop.set()
    await flusher
    for number, conversation in enumerate(opened):
        said = await stored_texts(db, conversation.session_id)
        assert said == [f"What is a yantra? {number}"]


async def test_conversations_past_the_cap_are_read_and_written_per_turn(
    app: FastAPI, db: Database
) -> None:
    runtime = runtime_of(app)
    runtime.live.max_held = 2
    opened = [await runtime.open(None) for _ in range(4)]
    assert len(runtime.live) == 2
    kept, passing = opened[:2], opened[2:]
    assert await get(db, AssistantSession, kept[0].session_id) is None  # written behind
    for conversation in opened:
        await runtime.turn(conversation.session_id, UserMessage("What is a yantra?"))
    assert len(runtime.live) == 2
    for conversation in passing:  # written by the turn itself
        assert await stored_texts(db, conversation.session_id) == ["What is a yantra?"]
    for conversation in opened:
        await runtime.close(conversation)
    assert len(runtime.live) == 0
    for conversation in kept:
        assert await stored_texts(db, conversation.session_id) == ["What is a yantra?"]


async def test_a_resumed_conversation_takes_the_clients_language_and_keeps_it(
    app: FastAPI, db: Database
) -> None:
    runtime = runtime_of(app)
    first = await runtime.open(None, "en")
    await runtime.close(first)
    again = await runtime.open(first.session_id, "hi")
    assert again.state.language == "hi"
    await runtime.close(again)
    row = await get(db, AssistantSession, first.session_id)
    assert row.state["language"] == "hi"
    assert row.state["version"] == 2


async def test_an_expired_conversation_starts_afresh_and_is_purged(
    app: FastAPI, db: Database, clock: Clock, settings: Settings
) -> None:
    runtime = runtime_of(app)
    held = await runtime.open(None)
    await runtime.turn(held.session_id, UserMessage("What is a yantra?"))
    await runtime.live.flush()
    clock.now += timedelta(days=settings.assistant.session_days, seconds=1)
    # Held in memory, but past its lifetime: as if it had never been stored.
    assert (await runtime.open(held.session_id)).session_id != held.session_id
    turn = await runtime.turn(held.session_id, UserMessage("What is Mangal dosha?"))
    assert [m.text for m in turn.state.history if m.is_user] == ["What is Mangal dosha?"]
    await runtime.close(held)
    assert await stored_texts(db, held.session_id) == ["What is Mangal dosha?"]
    await purge_expired(db, clock.now + timedelta(days=settings.assistant.session_days))
    assert await get(db, AssistantSession, held.session_id) is None


async def test_many_turns_at_once_read_the_services_once(app: FastAPI, db: Database) -> None:
    runtime = runtime_of(app)
    opened = [await runtime.open(None) for _ in range(20)]
    reads: list[str] = []

    def statement(_conn: Any, _cursor: Any, sql: str, *_args: Any) -> None:
        if "FROM ai_services" in sql:
            reads.append(sql)

    # An admin changed a service: every process forgets the list.
    db.feed.publish(Change("ai_services", "UPDATE", {"id": KUNDLI}), from_elsewhere=True)
    event.listen(db.read_engine.sync_engine, "before_cursor_execute", statement)
    try:
        await asyncio.gather(*(runtime.turn(o.session_id, SelectService(KUNDLI)) for o in opened))
    finally:
        event.remove(db.read_engine.sync_engine, "before_cursor_execute", statement)
    assert len(reads) == 1
