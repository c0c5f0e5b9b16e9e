"""Stored assistant conversations, so a reconnect or another server process resumes them."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import delete
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import AssistantSession


async def get_live(session: AsyncSession, session_id: str, now: datetime) -> dict[str, Any] | None:
    """The stored state of a conversation that has not expired, else None."""
    row = await session.get(AssistantSession, session_id)
    if row is None or row.expires_at <= now:
        return None
    return dict(row.state)


async def save(
    session: AsyncSession,
    session_id: str,
    state: dict[str, Any],
    *,
    now: datetime,
    expires: datetime,
) -> None:
    """Insert or replace the conversation's state in one statement (a turn's only write)."""
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    stmt = insert(AssistantSession).values(
        id=session_id, state=state, expires_at=expires, created_at=now, updated_at=now
    )
    await session.execute(
        stmt.on_conflict_do_update(
            index_elements=["id"],
            set_={"state": stmt.excluded.state, "expires_at": expires, "updated_at": now},
        )
    )


async def purge_expired(session: AsyncSession, now: datetime) -> int:
    result = await session.execute(
        delete(AssistantSession).where(AssistantSession.expires_at <= now)
    )
    return int(getattr(result, "rowcount", 0) or 0)
