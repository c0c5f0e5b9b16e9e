"""The whole puja catalogue as the admin screen sees it, inactive services included."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from sqlalchemy import distinct, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PujaService
from data.repositories.common import text_matches


@dataclass(frozen=True)
class CatalogueFigures:
    services: int
    categories: int
    lowest_price: Decimal | None
    highest_price: Decimal | None


async def figures(session: AsyncSession) -> CatalogueFigures:
    stmt = select(
        func.count(),
        func.count(distinct(PujaService.category)),
        func.min(PujaService.price),
        func.max(PujaService.price),
    ).select_from(PujaService)
    services, categories, lowest, highest = (await session.execute(stmt)).one()
    return CatalogueFigures(int(services), int(categories), lowest, highest)


async def search(
    session: AsyncSession, *, term: str, category: str | None, offset: int, limit: int
) -> tuple[Sequence[PujaService], int]:
    """Services matching `term` in name or description (and `category` when given), by
    name; with how many match in all."""
    where = [text_matches(term, PujaService.name, PujaService.description)]
    if category is not None:
        where.append(PujaService.category == category)
    total = await session.scalar(select(func.count()).select_from(PujaService).where(*where))
    stmt = (
        select(PujaService)
        .where(*where)
        .order_by(PujaService.name, PujaService.id)
        .offset(offset)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all(), int(total or 0)


async def get_for_update(session: AsyncSession, service_id: str) -> PujaService | None:
    return await session.get(PujaService, service_id, with_for_update=True)
