"""Queries of the two dashboards that no other screen needs."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import TempleBooking, TempleService


async def all_temple_services(session: AsyncSession, temple_id: str) -> Sequence[TempleService]:
    """Every service of a temple, inactive ones included (the dashboard shows Active/Inactive)."""
    stmt = (
        select(TempleService)
        .where(TempleService.temple_id == temple_id)
        .order_by(TempleService.is_active.desc(), TempleService.name, TempleService.id)
    )
    return (await session.execute(stmt)).scalars().all()


async def bookings_on(session: AsyncSession, temple_id: str, day: str) -> int:
    """A temple's bookings for one date (YYYY-MM-DD), whatever their status: a range of the
    (temple, date) index."""
    stmt = (
        select(func.count())
        .select_from(TempleBooking)
        .where(TempleBooking.temple_id == temple_id, TempleBooking.selected_date == day)
    )
    return int(await session.scalar(stmt) or 0)
