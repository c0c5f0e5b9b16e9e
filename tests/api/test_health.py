"""The health check asks the database at most once a second, whoever calls it, and says 503
when the database does not answer."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
from fastapi import FastAPI
from sqlalchemy import event

from api.site.health import DatabaseCheck
from data.db import Database


def count_queries(db: Database) -> list[str]:
    seen: list[str] = []

    @event.listens_for(db.read_engine.sync_engine, "before_cursor_execute")
    def _seen(*args: object) -> None:
        seen.append(str(args[2]))

    return seen


async def test_calls_within_its_age_share_one_query(
    app: FastAPI, client: httpx.AsyncClient, db: Database
) -> None:
    app.state.database_check = DatabaseCheck(db, max_age=3600)  # no answer gets old here
    queries = count_queries(db)
    answers = await asyncio.gather(*(client.get("/api/health") for _ in range(20)))
    answers += [await client.get("/api/health") for _ in range(5)]
    assert {a.status_code for a in answers} == {200}
    assert {a.json()["status"] for a in answers} == {"ok"}
    assert [q for q in queries if "SELECT 1" in q] == ["SELECT 1"]


async def test_an_old_answer_is_asked_again(db: Database) -> None:
    check = DatabaseCheck(db, max_age=0)
    queries = count_queries(db)
    assert [await check.answers() for _ in range(3)] == [True, True, True]
    assert len([q for q in queries if "SELECT 1" in q]) == 3


async def test_a_database_that_does_not_answer_is_a_503(
    app: FastAPI, client: httpx.AsyncClient, tmp_path: Path
) -> None:
    unreadable = Database(f"sqlite+aiosqlite:///{tmp_path}")  # a folder, not a database file
    try:
        app.state.database_check = DatabaseCheck(unreadable)
        response = await client.get("/api/health")
    finally:
        await unreadable.dispose()
    assert response.status_code == 503
    assert response.json()["status"] == "unavailable"
