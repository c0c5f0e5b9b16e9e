"""Use cases of the puja catalogue."""

from __future__ import annotations

from api.common.errors import ApiError, NotFound
from api.common.translated import read_in
from api.puja_services import rules
from api.puja_services.schemas import CategoryCount, PujaServicePage, PujaServiceRead
from api.reviews.rules import average
from assistant_core.texts import Language
from data.models import PujaService
from data.repositories import puja_services as repo
from data.seed_pictures import category_picture_url
from data.session_types import AsyncSession


def _category_filter(category: str | None) -> str | None:
    if rules.is_all(category):
        return None
    known = rules.category_named(category or "")
    if known is not None:
        return known
    raise ApiError(
        422,
        "unknown_category",
        f"Unknown category {category!r}: choose one of {', '.join(rules.CATEGORIES)}",
    )


def puja_read(row: PujaService, language: Language) -> PujaServiceRead:
    label = rules.category_label(row.category, language)
    image = row.image or category_picture_url(row.category)
    rating = average(row.rating_count, row.rating_sum)
    return read_in(
        PujaServiceRead,
        row,
        language,
        category_label=label,
        image=image,
        rating_average=rating,
    )


async def search_puja_services(
    session: AsyncSession,
    *,
    search: str,
    category: str | None,
    offset: int,
    limit: int,
    language: Language,
) -> PujaServicePage:
    rows, total = await repo.search(
        session, term=search, category=_category_filter(category), offset=offset, limit=limit
    )
    return PujaServicePage(
        items=[puja_read(r, language) for r in rows],
        total=total,
        offset=offset,
        limit=limit,
    )


async def get_puja_service(
    session: AsyncSession, service_id: str, language: Language
) -> PujaServiceRead:
    service = await repo.get_active(session, service_id)
    if service is None:
        raise NotFound.PUJA_SERVICE.error()
    return puja_read(service, language)


async def list_categories(session: AsyncSession, language: Language) -> list[CategoryCount]:
    counts = await repo.count_by_category(session)
    counts[rules.ALL] = sum(counts.values())
    return [
        CategoryCount(name=c, label=rules.category_label(c, language), count=counts.get(c, 0))
        for c in (rules.ALL, *rules.CATEGORIES)
    ]
