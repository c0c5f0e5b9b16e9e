"""Stored assistant conversations, so a reconnect or another server process resumes them."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, NamedTuple, cast

from pydantic_core import to_json
from sqlalchemy import Table, Text, bindparam, delete, select
from sqlalchemy import cast as sql_cast
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import AssistantSession

# Core, not the ORM: its bulk path costs twice the time on the event loop.
TABLE = cast(Table, AssistantSession.__table__)
# Encoding a row's state holds the event loop (tens of microseconds a row): a statement per
# this many rows lets other tasks run between them.
ROWS_PER_STATEMENT = 500


class Stored(NamedTuple):
    state: dict[str, Any]
    expires_at: datetime


class Row(NamedTuple):
    id: str
    state: dict[str, Any]
    expires_at: datetime


async def get_live(session: AsyncSession, session_id: str, now: datetime) -> Stored | None:
    """The stored state of a conversation that has not expired, and when it expires."""
    found = (
        await session.execute(
            select(AssistantSession.state, AssistantSession.expires_at).where(
                AssistantSession.id == session_id
            )
        )
    ).one_or_none()
    if found is None or found.expires_at <= now:
        return None
    return Stored(dict(found.state), found.expires_at)


async def save_many(session: AsyncSession, rows: Sequence[Row], *, now: datetime) -> None:
    """Insert or replace many conversations' states: one upsert statement executed for up
    to ROWS_PER_STATEMENT rows at once (executemany: compiled once and cached, where a
    VALUES list of N rows is compiled anew for every N, holding the event loop for tens of
    milliseconds). The caller's transaction holds them all."""
    if not rows:
        return
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    # The state goes as JSON text encoded here (pydantic-core takes a third of json.dumps'
    # time, which was most of a row's cost); the column holds the same JSON either way.
    text = bindparam("state_json", type_=Text)
    stmt = insert(TABLE).values(state=sql_cast(text, JSONB) if dialect == "postgresql" else text)
    stmt = stmt.on_conflict_do_update(
        index_elements=["id"],
        set_={
            "state": stmt.excluded.state,
            "expires_at": stmt.excluded.expires_at,
            "updated_at": stmt.excluded.updated_at,
        },
    )
    for start in range(0, len(rows), ROWS_PER_STATEMENT):
        values = [
            {
                "id": row.id,
                "state_json": to_json(row.state).decode(),
                "expires_at": row.expires_at,
                "created_at": now,
                "updated_at": now,
            }
            for row in rows[start : start + ROWS_PER_STATEMENT]
        ]
        await session.execute(stmt, values)


async def purge_expired(session: AsyncSession, now: datetime) -> int:
    result = await session.execute(
        delete(AssistantSession).where(AssistantSession.expires_at <= now)
    )
    return int(getattr(result, "rowcount", 0) or 0)
