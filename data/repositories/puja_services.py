"""Puja services in the priest-booking catalogue."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PujaService
from data.repositories.common import text_matches


async def search(
    session: AsyncSession, *, term: str, category: str | None, offset: int, limit: int
) -> tuple[Sequence[PujaService], int]:
    """Active services matching `term` in name or description, cheapest first."""
    texts = (
        PujaService.name,
        PujaService.description,
        PujaService.name_hi,
        PujaService.description_hi,
    )
    where = [PujaService.is_active, text_matches(term, *texts)]
    if category is not None:
        where.append(PujaService.category == category)
    total = await session.scalar(select(func.count()).select_from(PujaService).where(*where))
    stmt = (
        select(PujaService)
        .where(*where)
        .order_by(PujaService.price, PujaService.name, PujaService.id)
        .offset(offset)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all(), total or 0


async def get_active(session: AsyncSession, service_id: str) -> PujaService | None:
    service = await session.get(PujaService, service_id)
    return service if service is not None and service.is_active else None


async def count_by_category(session: AsyncSession) -> dict[str, int]:
    stmt = (
        select(PujaService.category, func.count())
        .where(PujaService.is_active)
        .group_by(PujaService.category)
    )
    return dict((await session.execute(stmt)).all())


async def known_ids(session: AsyncSession, ids: list[str]) -> set[str]:
    """Which of `ids` name a puja in the catalogue (active or not)."""
    stmt = select(PujaService.id).where(PujaService.id.in_(ids))
    return set((await session.execute(stmt)).scalars().all())
