"""Temples and the poojas they offer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Temple, TempleService
from data.repositories.common import text_matches


@dataclass(frozen=True)
class Box:
    """Degrees: a latitude band and one or two longitude ranges (two across 180°)."""

    south: float
    north: float
    longitudes: tuple[tuple[float, float], ...]


async def active_temples(
    session: AsyncSession, *, term: str, box: Box | None = None, limit: int = 5000
) -> Sequence[Temple]:
    """Active temples matching `term` (name, address, description), inside `box` if given."""
    where = [
        Temple.is_active,
        text_matches(
            term,
            Temple.name,
            Temple.address,
            Temple.description,
            Temple.name_hi,
            Temple.address_hi,
            Temple.description_hi,
        ),
    ]
    if box is not None:
        where += [
            Temple.latitude.between(box.south, box.north),
            or_(*(Temple.longitude.between(west, east) for west, east in box.longitudes)),
        ]
    stmt = select(Temple).where(*where).order_by(Temple.name, Temple.id).limit(limit)
    return (await session.execute(stmt)).scalars().all()


async def get_active(session: AsyncSession, temple_id: str) -> Temple | None:
    temple = await session.get(Temple, temple_id)
    return temple if temple is not None and temple.is_active else None


async def active_services(session: AsyncSession, temple_id: str) -> Sequence[TempleService]:
    stmt = (
        select(TempleService)
        .where(TempleService.temple_id == temple_id, TempleService.is_active)
        .order_by(TempleService.price, TempleService.name)
    )
    return (await session.execute(stmt)).scalars().all()


async def all_active_services(session: AsyncSession) -> Sequence[TempleService]:
    """Every active seva of every active temple: what a seva named alone is looked up in."""
    stmt = (
        select(TempleService)
        .join(Temple, Temple.id == TempleService.temple_id)
        .where(TempleService.is_active, Temple.is_active)
        .order_by(TempleService.temple_id, TempleService.name)
    )
    return (await session.execute(stmt)).scalars().all()


async def get_active_service(
    session: AsyncSession, temple_id: str, service_id: str
) -> TempleService | None:
    service = await session.get(TempleService, service_id)
    if service is None or not service.is_active or service.temple_id != temple_id:
        return None
    return service
