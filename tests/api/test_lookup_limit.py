"""The order lookup's per-address limit is counted in the database: two app instances over
two Database objects on one database (two server processes) share it, a refused request
adds nothing, and housekeeping forgets the events once past every window."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from api.app import create_app
from api.assistant.tasks import ServiceTasks
from api.housekeeping import purge_expired
from api.settings import Settings
from data.db import Database
from data.models import RateEvent
from tests.conftest import PUBLIC_URL, Clock

URL = "/api/orders/lookup"
ASK = {"phone": "9845012345"}


@pytest.fixture
async def other_db(db: Database) -> AsyncIterator[Database]:
    """The same database (file or schema) through a second Database, as another process has."""
    second = Database(db.sync_url, schema=db.schema)
    yield second
    await second.dispose()


def limited_app(settings: Settings, db: Database, clock: Clock, per_minute: int = 4) -> FastAPI:
    limited = settings.model_copy(
        update={"lookup": settings.lookup.model_copy(update={"max_per_window": per_minute})}
    )
    return create_app(limited, db=db, migrate=False, clock=clock)


@asynccontextmanager
async def browser(app: FastAPI, address: str = "198.51.100.4") -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
        yield http


async def events(db: Database) -> int:
    async with db.reader() as session:
        stmt = select(func.count()).where(RateEvent.bucket.startswith("limit:lookup:"))
        return int(await session.scalar(stmt) or 0)


async def test_two_processes_share_one_limit(
    db: Database, other_db: Database, clock: Clock, settings: Settings
) -> None:
    first, second = limited_app(settings, db, clock), limited_app(settings, other_db, clock)
    async with browser(first) as on_first, browser(second) as on_second:
        for http in (on_first, on_second, on_first, on_second):
            assert (await http.post(URL, json=ASK)).status_code == 200
        for http in (on_first, on_second):
            refused = await http.post(URL, json=ASK)
            assert refused.status_code == 429
            assert refused.json() == {
                "detail": "Too many order lookups from this device. Please wait a minute and "
                "try again.",
                "code": "rate_limited",
            }
            assert refused.headers["Retry-After"] == "60"
    # Another address has a count of its own, in either process.
    async with browser(second, "203.0.113.7") as elsewhere:
        assert (await elsewhere.post(URL, json=ASK)).status_code == 200
    assert await events(db) == 5  # the refused requests added nothing


async def test_the_wait_shrinks_and_the_window_slides(
    db: Database, other_db: Database, clock: Clock, settings: Settings
) -> None:
    first, second = limited_app(settings, db, clock), limited_app(settings, other_db, clock)
    start = clock.now
    async with browser(first) as on_first, browser(second) as on_second:
        for n in range(4):
            clock.now = start + timedelta(seconds=10 * n)
            assert (await on_first.post(URL, json=ASK)).status_code == 200
        clock.now = start + timedelta(seconds=45)
        wait = await on_second.post(URL, json=ASK)
        assert (wait.status_code, wait.headers["Retry-After"]) == (429, "15")
        # The first lookup leaves the window at 60 s: one place, then full again.
        clock.now = start + timedelta(seconds=60, milliseconds=1)
        assert (await on_second.post(URL, json=ASK)).status_code == 200
        again = await on_first.post(URL, json=ASK)
        assert (again.status_code, again.headers["Retry-After"]) == (429, "10")


async def test_racing_lookups_in_two_processes_pass_exactly_the_limit(
    db: Database, other_db: Database, clock: Clock, settings: Settings
) -> None:
    first, second = limited_app(settings, db, clock), limited_app(settings, other_db, clock)
    async with browser(first) as on_first, browser(second) as on_second:
        answers = await asyncio.gather(
            *(http.post(URL, json=ASK) for http in (on_first, on_second) * 5)
        )
    assert sorted(a.status_code for a in answers) == [200] * 4 + [429] * 6
    assert await events(db) == 4


async def test_assistant_lookups_count_in_the_same_limit(
    db: Database, clock: Clock, settings: Settings
) -> None:
    app = limited_app(settings, db, clock)
    async with browser(app) as http:
        for _ in range(3):
            assert (await http.post(URL, json=ASK)).status_code == 200
    tasks = ServiceTasks(db, clock, app.state.lookup_limiter)  # as the assistant has it
    asked = {"phone": "9845012345", "email": None, "client_ref": None}
    assert not (await tasks.lookup(**asked, client="198.51.100.4")).limited
    assert (await tasks.lookup(**asked, client="198.51.100.4")).limited


async def test_housekeeping_forgets_events_past_every_window(
    db: Database, clock: Clock, settings: Settings
) -> None:
    async with browser(limited_app(settings, db, clock)) as http:
        assert (await http.post(URL, json=ASK)).status_code == 200
    await purge_expired(db, clock.now + timedelta(hours=2))
    assert await events(db) == 1  # a window may be up to a day long
    await purge_expired(db, clock.now + timedelta(days=1, seconds=1))
    assert await events(db) == 0
