"""A handful of conversation scripts replayed through the real /ws/assistant socket, with
the state stored in the database between turns (on SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import delete
from websockets.asyncio.client import ClientConnection, connect

from api.assistant.runtime import AssistantRuntime
from api.assistant.tasks import ServiceTasks
from assistant_core.engine import Engine
from data.db import Database
from data.models import AIService
from tests.conftest import Clock
from tests.conversations.replay import (
    SCRIPTS,
    Script,
    ScriptedAI,
    check_turn,
    client_frame,
    expected_outputs,
    kundli_port_for,
    load_script,
)
from tests.support import OPEN_TIMEOUT

WAIT = 20.0  # seconds before a missing frame fails the test (not a speed requirement)
OVER_THE_SOCKET = (
    "kundli_happy_path",
    "kundli_correction_time",
    "kundli_service_down",
    "ai_non_ok",
    "ai_timeout",
    "navigate_book_priest",
    "empty_input",
    "service_added_by_admin",
    "devanagari_kundli",
    "task_temple_near_me",
)


async def use_services(db: Database, script: Script) -> None:
    """The script's AI services become the database's (the runtime reads them every turn)."""
    async with db.writer() as session:
        await session.execute(delete(AIService))
        session.add_all(
            AIService(
                id=s.id,
                name=s.name,
                description=s.description,
                endpoint=s.endpoint,
                is_active=s.is_active,
                icon=s.icon,
                category=s.category,
                confidence_threshold=s.confidence_threshold,
            )
            for s in script.services
        )
        await session.commit()


async def outputs_of(ws: ClientConnection, count: int) -> list[dict[str, Any]]:
    outputs: list[dict[str, Any]] = []
    while len(outputs) < count:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        if frame["type"] != "typing":
            outputs.append(frame)
    return outputs


@pytest.mark.parametrize("name", OVER_THE_SOCKET)
async def test_a_script_over_the_socket(
    name: str, app: FastAPI, db: Database, clock: Clock, served: str
) -> None:
    script = load_script(SCRIPTS / f"{name}.yaml")
    await use_services(db, script)
    runtime: AssistantRuntime = app.state.assistant
    ids = itertools.count(1)
    runtime.engine = Engine(
        ScriptedAI(script.ai),
        kundli_port_for(script.kundli),
        clock,
        lambda: f"msg-{next(ids)}",
        tasks=ServiceTasks(db, clock, app.state.lookup_limiter),  # the real service layer
    )
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await ws.send(json.dumps({"type": "hello", "language": script.language}))
        assert json.loads(await asyncio.wait_for(ws.recv(), WAIT))["type"] == "session"
        for number, turn in enumerate(script.turns, start=1):
            await ws.send(json.dumps(client_frame(turn)))
            outputs = await outputs_of(ws, len(expected_outputs(turn)))
            try:
                check_turn(turn, outputs)
            except AssertionError as failure:
                raise AssertionError(f"{name} turn {number}:\n{failure}") from None


def test_the_named_scripts_exist() -> None:
    assert all((Path(SCRIPTS) / f"{name}.yaml").exists() for name in OVER_THE_SOCKET)
