"""A real `punya serve` killed with SIGKILL while its sockets are open loses at most the turns
of its last second; one stopped with SIGTERM loses none. On both engines."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from data.db import Database
from tests.assistant.test_live_conversations import receive
from tests.servers import serving
from tests.support import FRAME_WAIT, OPEN_TIMEOUT

CONVERSATIONS = 8
# Turns older than this when the server is killed must have been written: the flusher writes
# every half second, so this is the promised second plus room for a loaded machine.
WRITTEN_AFTER_SECONDS = 1.5


def server_env(db: Database, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PUNYA_DATABASE_SEARCH_PATH"}
    env["PUNYA_DATABASE_URL"] = db.sync_url
    env["PUNYA_SERVER_WEB_DIST"] = str(tmp_path / "no-web-app")
    if db.schema is not None:
        env["PUNYA_DATABASE_SEARCH_PATH"] = db.schema
    return env


async def say(ws: ClientConnection, text: str) -> None:
    await ws.send(json.dumps({"type": "message", "text": text}))
    await receive(ws, "reply")


async def open_sockets(url: str, ids: list[str] | None) -> list[ClientConnection]:
    """A socket per conversation: new ones (ids None) or those resumed."""
    sockets = []
    for number in range(CONVERSATIONS):
        ws = await connect(f"ws://{url}/ws/assistant", open_timeout=OPEN_TIMEOUT)
        sockets.append(ws)
        wanted = None if ids is None else ids[number]
        await ws.send(json.dumps({"type": "hello", "sessionId": wanted}))
        session = await receive(ws, "session")
        assert wanted is None or session["sessionId"] == wanted
        ws.session = session  # type: ignore[attr-defined]
    return sockets


def session_of(ws: ClientConnection) -> dict[str, Any]:
    session: dict[str, Any] = ws.session  # type: ignore[attr-defined]
    return session


async def said_in(url: str, ids: list[str]) -> list[list[str]]:
    """What the devotee said in each conversation, as a new connection resumes it."""
    said = []
    for ws in await open_sockets(url, ids):
        history = session_of(ws)["state"]["history"]
        said.append([m["text"] for m in history if m["isUser"]])
        await ws.close()
    return said


async def test_a_killed_server_loses_at_most_its_last_second_and_a_stopped_one_nothing(
    db: Database, tmp_path: Path
) -> None:
    env = server_env(db, tmp_path)
    async with serving(env, tmp_path / "first.log") as (process, base):
        url = base.removeprefix("http://")
        sockets = await open_sockets(url, None)
        ids = [session_of(ws)["sessionId"] for ws in sockets]
        for number, ws in enumerate(sockets):
            await say(ws, f"What is Mangal dosha? ({number})")
            await say(ws, f"What is a yantra? ({number})")
        await asyncio.sleep(WRITTEN_AFTER_SECONDS)
        for number, ws in enumerate(sockets):  # the last second: may be lost
            await say(ws, f"How does kundli matching work? ({number})")
        process.kill()  # SIGKILL with every socket open: no close, no shutdown writes
        process.wait(timeout=FRAME_WAIT)
    async with serving(env, tmp_path / "second.log") as (process, base):
        url = base.removeprefix("http://")
        for number, said in enumerate(await said_in(url, ids)):
            written = [f"What is Mangal dosha? ({number})", f"What is a yantra? ({number})"]
            late = f"How does kundli matching work? ({number})"
            assert said in (written, [*written, late]), said
        sockets = await open_sockets(url, ids)
        for number, ws in enumerate(sockets):
            await say(ws, f"What does my kundli show? ({number})")
        process.terminate()  # SIGTERM with every socket open: all of it is written
        process.wait(timeout=FRAME_WAIT)  # uvicorn shuts down, then ends by the same signal
    async with serving(env, tmp_path / "third.log") as (_process, base):
        url = base.removeprefix("http://")
        for number, said in enumerate(await said_in(url, ids)):
            assert said[-1] == f"What does my kundli show? ({number})"
