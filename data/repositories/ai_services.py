"""The assistant's AI services, as the admin screen manages them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import case, distinct, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import AIService
from data.repositories.common import text_matches


@dataclass(frozen=True)
class AIServiceFigures:
    services: int
    active: int
    categories: int


async def figures(session: AsyncSession) -> AIServiceFigures:
    stmt = select(
        func.count(),
        func.coalesce(func.sum(case((AIService.is_active, 1), else_=0)), 0),
        func.count(distinct(AIService.category)),
    ).select_from(AIService)
    services, active, categories = (await session.execute(stmt)).one()
    return AIServiceFigures(int(services), int(active), int(categories))


async def search(
    session: AsyncSession, *, term: str, offset: int, limit: int
) -> tuple[Sequence[AIService], int]:
    """Services matching `term` in name, description or category, by name."""
    where = text_matches(term, AIService.name, AIService.description, AIService.category)
    total = await session.scalar(select(func.count()).select_from(AIService).where(where))
    stmt = (
        select(AIService)
        .where(where)
        .order_by(AIService.name, AIService.id)
        .offset(offset)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all(), int(total or 0)


async def get_for_update(session: AsyncSession, service_id: str) -> AIService | None:
    """The service locked until commit, so two toggles never lose one (PostgreSQL)."""
    return await session.get(AIService, service_id, with_for_update=True)


async def active(session: AsyncSession) -> Sequence[AIService]:
    """Active services for the assistant's dropdown, in the order they were added."""
    stmt = select(AIService).where(AIService.is_active).order_by(AIService.created_at, AIService.id)
    return (await session.execute(stmt)).scalars().all()
