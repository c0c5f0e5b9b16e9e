"""Fixtures: a migrated, seeded database per test on SQLite and (when configured) PostgreSQL,
the app over it with a frozen clock, and an async HTTP client."""

from __future__ import annotations

import asyncio
import os
import shutil
import uuid
from collections.abc import AsyncIterator, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

# The app and its libraries are imported where a fixture first needs them: the process that
# leads the test workers reads this file too, and never runs a test (it stays ~150 MB smaller).
if TYPE_CHECKING:
    import httpx
    from fastapi import FastAPI

    from api.settings import Settings
    from data.db import Database
    from tests.admin_support import ClientFor

pytest_plugins = ["tests.memory"]

PG_URL = os.environ.get("PUNYA_TEST_POSTGRES_URL")
PUBLIC_URL = "http://testserver"
TEST_SALT_KEY = "test-salt-key-of-this-run"
# 12:00 noon in India (06:30 UTC): slots before noon today have started.
FROZEN_NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)


def run_in_own_loop(coro: Coroutine[Any, Any, None]) -> None:
    """Run set-up coroutines of session fixtures, which may be requested while a test's
    event loop is already running, in a fresh loop on another thread."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, coro).result()


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def india_date(days_from_today: int) -> str:
    """An Indian calendar date relative to the frozen today, as YYYY-MM-DD."""
    return (FROZEN_NOW + timedelta(hours=5, minutes=30, days=days_from_today)).date().isoformat()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One migrated and seeded SQLite file; each test gets a copy (much faster than migrating)."""
    from data.db import Database
    from data.migrate import upgrade_to_head
    from data.seeding import seed_catalogue

    path = tmp_path_factory.mktemp("template") / "punya.db"

    async def build() -> None:
        db = Database(f"sqlite+aiosqlite:///{path}")
        await upgrade_to_head(db)
        await seed_catalogue(db)
        await db.dispose()

    run_in_own_loop(build())
    return path


def _reset_function(schema: str, seed: str, filled: list[str]) -> str:
    """A function that empties every table of `schema` and copies the seeded rows back from
    `seed`: one round trip of row deletes on near-empty tables, where a TRUNCATE of all 27
    tables took 0.3-0.8 s a test (it makes new files for each) and re-seeding through the ORM
    0.1-0.3 s more."""
    from data.models import Base

    tables = [t.name for t in Base.metadata.sorted_tables]
    deletes = "".join(f'DELETE FROM "{schema}"."{t}";' for t in reversed(tables))
    inserts = "".join(f'INSERT INTO "{schema}"."{t}" SELECT * FROM "{seed}"."{t}";' for t in filled)
    return (
        f'CREATE FUNCTION "{seed}".reset() RETURNS void LANGUAGE plpgsql '
        f"AS $$ BEGIN {deletes}{inserts} END $$"
    )


@pytest.fixture(scope="session")
def pg_schema() -> Iterator[str]:
    """A private schema for this test run, migrated and seeded once and dropped at the end,
    beside a schema holding a copy of its seeded rows and the function that restores them."""
    if not PG_URL:
        pytest.skip("PUNYA_TEST_POSTGRES_URL is not set")
    from sqlalchemy import text

    from data.db import Database
    from data.migrate import upgrade_to_head
    from data.models import Base
    from data.seeding import seed_catalogue

    schema = f"punya_test_{uuid.uuid4().hex[:10]}"
    seed = f"{schema}_seed"

    async def setup() -> None:
        db = Database(PG_URL, schema=schema)
        await upgrade_to_head(db)
        await seed_catalogue(db)
        async with db.write_engine.begin() as conn:
            await conn.execute(text(f'CREATE SCHEMA "{seed}"'))
            filled = []
            for table in Base.metadata.sorted_tables:
                copy = f'"{seed}"."{table.name}"'
                await conn.execute(text(f'CREATE TABLE {copy} AS TABLE "{schema}"."{table.name}"'))
                if (await conn.execute(text(f"SELECT EXISTS (SELECT FROM {copy})"))).scalar():
                    filled.append(table.name)
            await conn.execute(text(_reset_function(schema, seed, filled)))
        await db.dispose()

    async def teardown() -> None:
        db = Database(PG_URL)
        async with db.write_engine.begin() as conn:
            for name in (schema, seed):
                await conn.execute(text(f'DROP SCHEMA IF EXISTS "{name}" CASCADE'))
        await db.dispose()

    run_in_own_loop(setup())
    yield schema
    run_in_own_loop(teardown())


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
async def db(
    request: pytest.FixtureRequest, tmp_path: Path, sqlite_template: Path
) -> AsyncIterator[Database]:
    """A freshly seeded database of each engine."""
    from sqlalchemy import text

    from data.db import Database

    if request.param == "sqlite":
        path = tmp_path / "punya.db"
        shutil.copy(sqlite_template, path)
        database = Database(f"sqlite+aiosqlite:///{path}")
    else:
        schema = request.getfixturevalue("pg_schema")
        database = Database(PG_URL or "", schema=schema, pool_size=20)
        async with database.write_engine.begin() as conn:
            await conn.execute(text(f'SELECT "{schema}_seed".reset()'))
    yield database
    await database.dispose()


@pytest.fixture
def clock() -> Clock:
    return Clock(FROZEN_NOW)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    from api.settings import Settings

    # A private salt key: the simulator's built-in one is refused on a site that is not local.
    return Settings.model_validate(
        {
            "server": {"public_url": PUBLIC_URL, "web_dist": str(tmp_path / "no-web")},
            "payment": {"salt_key": TEST_SALT_KEY},
            # Booking messages are sent by the tests themselves (messages.send_due), not by
            # the background sender between two of a test's steps.
            "bookings": {"check_every_seconds": 3600},
            # ...and lapsed offers to priests passed on by the tests (offers.lapse_due).
            "priest": {"check_every_seconds": 3600},
            # The admin form tests save AI services at this host (never called in tests).
            "ai": {"allowed_hosts": ["ai.example.com"]},
            # Every test's requests come from one address: the per-address limit on bookings
            # and orders is tested on its own (tests/api/test_checkout_limits.py).
            "checkout": {"max_per_hour": 100_000},
        }
    )


@pytest.fixture
def app(db: Database, clock: Clock, settings: Settings) -> FastAPI:
    from api.app import create_app

    return create_app(settings, db=db, migrate=False, clock=clock)


@asynccontextmanager
async def serving(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """An HTTP client to the app, with its lifespan running (for a test that makes its own app
    with other settings)."""
    import httpx

    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
            yield http


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    async with serving(app) as http:
        yield http


@pytest.fixture
async def stranger(app: FastAPI, client: httpx.AsyncClient) -> AsyncIterator[httpx.AsyncClient]:
    """Another browser on the same app (which `client` has started): no cookies of its own."""
    import httpx

    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
        yield http


@pytest.fixture
async def as_admin(
    app: FastAPI, client: httpx.AsyncClient, db: Database, clock: Clock
) -> AsyncIterator[ClientFor]:
    """`await as_admin(SUPER)` etc.: a client signed in as one of the matrix's callers."""
    from tests.admin_support import clients_for

    async for client_for in clients_for(app, db, clock.now, PUBLIC_URL):
        yield client_for


@pytest.fixture
async def served(app: FastAPI, client: httpx.AsyncClient) -> AsyncIterator[str]:
    """The app (already started by `client`) on a real port, for WebSocket clients:
    yields "127.0.0.1:PORT"."""
    import uvicorn

    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off", log_level="warning")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.01)
    yield f"127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    server.should_exit = True
    await task
