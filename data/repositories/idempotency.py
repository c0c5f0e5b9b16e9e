"""Stored first results of creates made with an Idempotency-Key."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import IdempotencyKey


async def find(session: AsyncSession, scope: str, key: str) -> IdempotencyKey | None:
    stmt = select(IdempotencyKey).where(IdempotencyKey.scope == scope, IdempotencyKey.key == key)
    return (await session.execute(stmt)).scalar_one_or_none()


def add(
    session: AsyncSession,
    *,
    scope: str,
    key: str,
    request_hash: str,
    status_code: int,
    response: dict[str, Any],
) -> None:
    session.add(
        IdempotencyKey(
            id=new_id("IK"),
            scope=scope,
            key=key,
            request_hash=request_hash,
            status_code=status_code,
            response=response,
        )
    )


async def delete_older_than(session: AsyncSession, cutoff: datetime) -> int:
    result = await session.execute(delete(IdempotencyKey).where(IdempotencyKey.created_at < cutoff))
    return int(getattr(result, "rowcount", 0) or 0)
