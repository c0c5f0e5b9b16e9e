"""Priests of the admin roster."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Priest

# The roster is a few hundred priests; the admin screen reads it whole (stats and search
# over a JSON list column, matched the same way on both engines). A hard cap keeps one
# request bounded should that ever change.
ROSTER_LIMIT = 5000


async def roster(session: AsyncSession) -> Sequence[Priest]:
    """Every priest, by name."""
    stmt = select(Priest).order_by(Priest.name, Priest.id).limit(ROSTER_LIMIT)
    return (await session.execute(stmt)).scalars().all()


async def get(session: AsyncSession, priest_id: str) -> Priest | None:
    return await session.get(Priest, priest_id)


async def get_for_update(session: AsyncSession, priest_id: str) -> Priest | None:
    """The priest locked until commit, so two edits cannot interleave (PostgreSQL; SQLite
    writers are already serialised)."""
    return await session.get(Priest, priest_id, with_for_update=True)


async def count_active(session: AsyncSession) -> int:
    stmt = select(func.count()).select_from(Priest).where(Priest.is_active)
    return await session.scalar(stmt) or 0
