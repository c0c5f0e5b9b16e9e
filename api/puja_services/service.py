"""Use cases of the puja catalogue."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.puja_services import rules
from api.puja_services.schemas import CategoryCount, PujaServicePage, PujaServiceRead
from data.repositories import puja_services as repo


def _category_filter(category: str | None) -> str | None:
    if category is None or category.strip() in ("", rules.ALL):
        return None
    for known in rules.CATEGORIES:
        if known.lower() == category.strip().lower():
            return known
    raise ApiError(
        422,
        "unknown_category",
        f"Unknown category {category!r}: choose one of {', '.join(rules.CATEGORIES)}",
    )


async def search_puja_services(
    session: AsyncSession, *, search: str, category: str | None, offset: int, limit: int
) -> PujaServicePage:
    rows, total = await repo.search(
        session, term=search, category=_category_filter(category), offset=offset, limit=limit
    )
    return PujaServicePage(
        items=[PujaServiceRead.model_validate(r) for r in rows],
        total=total,
        offset=offset,
        limit=limit,
    )


async def get_puja_service(session: AsyncSession, service_id: str) -> PujaServiceRead:
    service = await repo.get_active(session, service_id)
    if service is None:
        raise ApiError(404, "unknown_service", "Unknown Service")
    return PujaServiceRead.model_validate(service)


async def list_categories(session: AsyncSession) -> list[CategoryCount]:
    counts = await repo.count_by_category(session)
    return [CategoryCount(name=rules.ALL, count=sum(counts.values()))] + [
        CategoryCount(name=c, count=counts.get(c, 0)) for c in rules.CATEGORIES
    ]
