"""An app and its database are freed once nothing uses them: nothing process-wide (SQLAlchemy's
event registry, a logger, a cache) may hold on to an app, its change feed or its assistant,
or every server a test suite (or a reloading server) makes stays in memory."""

from __future__ import annotations

import gc
import shutil
import weakref
from pathlib import Path

import httpx
from sqlalchemy import select

from api.app import create_app
from api.settings import Settings
from data.changes import Change
from data.db import Database
from data.models import Priest
from tests.conftest import PUBLIC_URL

APPS = 50


async def _serve_once(path: Path, settings: Settings, n: int) -> list[weakref.ref[object]]:
    """Serve a request and make a write with a new app on its own database, then close both;
    weak references to the app and its change feed."""
    db = Database(f"sqlite+aiosqlite:///{path}")
    app = create_app(settings, db=db, migrate=False)
    async with app.router.lifespan_context(app):
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
            assert (await http.get("/api/site")).status_code == 200
        # A write through this database is published to its own feed, not another app's.
        seen: list[Change] = []
        db.feed.add_listener(seen.append)
        async with db.writer() as session, session.begin():
            priest = (await session.scalars(select(Priest).limit(1))).one()
            priest.bio = f"bio {n}"
        assert [change.table for change in seen] == ["priests"]
    await db.dispose()
    return [weakref.ref(app), weakref.ref(db.feed)]


async def test_fifty_apps_served_and_closed_leave_none_alive(
    tmp_path: Path, sqlite_template: Path, settings: Settings
) -> None:
    refs: list[weakref.ref[object]] = []
    for n in range(APPS):
        path = tmp_path / f"punya-{n}.db"
        shutil.copy(sqlite_template, path)
        refs += await _serve_once(path, settings, n)
    gc.collect()
    alive = [ref() for ref in refs if ref() is not None]
    assert not alive, f"{len(alive)} apps and feeds of {APPS} each are still alive"
