"""Queries of the two dashboards that no other screen needs."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import TempleService


async def all_temple_services(session: AsyncSession, temple_id: str) -> Sequence[TempleService]:
    """Every service of a temple, inactive ones included (the dashboard shows Active/Inactive)."""
    stmt = (
        select(TempleService)
        .where(TempleService.temple_id == temple_id)
        .order_by(TempleService.is_active.desc(), TempleService.name, TempleService.id)
    )
    return (await session.execute(stmt)).scalars().all()
