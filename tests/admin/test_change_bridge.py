"""The change feed crosses server processes on PostgreSQL (LISTEN/NOTIFY): a booking made
through one server arrives on another server's /ws/changes socket."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from websockets.asyncio.client import connect

from api.auth.sessions import SESSION_COOKIE
from data.change_bridge import MAX_PAYLOAD, PostgresChangeBridge, encode
from data.changes import Change
from data.db import Database
from data.models import Temple
from tests.admin_support import PASSWORD, SERVICE_A, TEMPLE_A
from tests.conftest import PG_URL
from tests.servers import ROOT, scratch_schema, start_server

pytestmark = pytest.mark.postgres
WAIT = 20.0  # seconds before a missing change fails the test (not a speed requirement)


@pytest.fixture
def schema() -> Iterator[str]:
    with scratch_schema("punya_bridge") as name:
        yield name


def server_env(schema: str) -> dict[str, str]:
    return {
        **os.environ,
        "PUNYA_DATABASE_URL": PG_URL or "",
        "PUNYA_DATABASE_SEARCH_PATH": schema,
        "PUNYA_SUPERADMIN_USERNAME": "root",
        "PUNYA_SUPERADMIN_PASSWORD": PASSWORD,
        "PUNYA_SERVER_WEB_DIST": str(ROOT / "var" / "no-web-app"),
    }


@pytest.fixture
async def two_servers(schema: str, tmp_path: Path) -> AsyncIterator[tuple[str, str]]:
    env = server_env(schema)
    seed = subprocess.run(  # noqa: ASYNC221 - set-up before any server runs
        [sys.executable, "-m", "api.cli", "seed"], cwd=ROOT, env=env, capture_output=True
    )
    assert seed.returncode == 0, seed.stderr.decode()
    first = await start_server(env, tmp_path / "a.log")
    second = await start_server(env, tmp_path / "b.log")
    yield first[1], second[1]
    for process, _url in (first, second):
        process.terminate()
        process.wait(timeout=20)


async def test_a_change_made_through_one_server_reaches_the_others_socket(
    two_servers: tuple[str, str],
) -> None:
    server_a, server_b = two_servers
    async with httpx.AsyncClient(base_url=server_b) as b:
        login = await b.post("/api/auth/login", json={"username": "root", "password": PASSWORD})
        assert login.status_code == 200, login.text
        cookie = {"Cookie": f"{SESSION_COOKIE}={b.cookies[SESSION_COOKIE]}"}
    ws_url = server_b.replace("http", "ws", 1) + "/ws/changes"
    async with connect(ws_url, additional_headers=cookie) as ws:
        ready = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        assert ready == {"type": "ready", "database": "postgresql"}
        india_today = (datetime.now(UTC) + timedelta(hours=5, minutes=30)).date()
        async with httpx.AsyncClient(base_url=server_a) as a:
            made = await a.post(
                "/api/temple-bookings",
                json={
                    "templeId": TEMPLE_A,
                    "serviceId": SERVICE_A,
                    "customerName": "Lakshmi Narayanan",
                    "customerPhone": "9444012345",
                    "selectedDate": (india_today + timedelta(days=3)).isoformat(),
                    "selectedTime": "6:00 AM",
                },
            )
        assert made.status_code == 201, made.text
        event = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
    assert event["table"] == "temple_bookings"
    assert event["type"] == "INSERT"
    assert event["record"]["id"] == made.json()["id"]
    assert event["record"]["totalAmount"] == 751


def test_a_change_too_large_for_a_notification_travels_as_a_reference() -> None:
    big = Change("temples", "UPDATE", {"id": "t1", "description": "x" * MAX_PAYLOAD})
    message = json.loads(encode(big, "origin"))
    assert message == {
        "origin": "origin",
        "table": "temples",
        "type": "UPDATE",
        "ref": {"id": "t1"},
    }
    small = json.loads(encode(Change("temples", "DELETE", {"id": "t1"}), "o"))
    assert small["record"] == {"id": "t1"}


async def test_a_referenced_change_is_read_back_by_the_receiver(schema: str) -> None:
    sender = Database(PG_URL or "", schema=schema)
    receiver = Database(PG_URL or "", schema=schema)
    from data.migrate import upgrade_to_head

    await upgrade_to_head(sender)
    bridges = [PostgresChangeBridge(sender), PostgresChangeBridge(receiver)]
    for bridge in bridges:
        await bridge.start()
    try:
        for bridge in bridges:
            await asyncio.wait_for(bridge.connected.wait(), WAIT)
        inbox = receiver.feed.subscribe()
        async with sender.writer() as session:
            session.add(
                Temple(
                    id="temple-test-big",
                    name="Big Description Temple",
                    address="Ujjain, Madhya Pradesh",
                    description="Mahakal " * 2000,  # 16 kB: over the notification limit
                )
            )
            await session.commit()
        arrived = await asyncio.wait_for(inbox.queue.get(), WAIT)
    finally:
        for bridge in bridges:
            await bridge.stop()
        await sender.dispose()
        await receiver.dispose()
    assert arrived is not None
    assert arrived.table == "temples"
    assert arrived.type == "INSERT"
    assert arrived.record["id"] == "temple-test-big"
    assert arrived.record["description"].startswith("Mahakal Mahakal")
