"""Use cases of the admin pooja services screen: the whole catalogue with stats, and the form."""

from __future__ import annotations

from datetime import datetime

from api.admin.common import Page, apply_changes
from api.admin.puja_services import rules
from api.admin.puja_services.schemas import (
    AdminPujaServiceRead,
    CatalogueStats,
    PujaCatalogue,
    PujaServiceCreate,
    PujaServiceUpdate,
)
from api.common.errors import ApiError, NotFound
from data.ids import new_id
from data.models import PujaService
from data.repositories import puja_services_admin as repo
from data.session_types import AsyncSession


def _category_filter(category: str | None) -> str | None:
    if category is None or rules.is_all(category):
        return None
    known = rules.category_named(category)
    if known is None:
        message = rules.unknown_category_message("category", category)
        raise ApiError(422, "unknown_category", message, fields=["category"])
    return known


async def list_puja_services(
    session: AsyncSession, *, search: str, category: str | None, page: Page
) -> PujaCatalogue:
    """Stats over the whole catalogue (inactive services too, which the public list hides),
    then the page of services matching the search and the category chip."""
    wanted = _category_filter(category)
    figures = await repo.figures(session)
    rows, total = await repo.search(
        session, term=search, category=wanted, offset=page.offset, limit=page.limit
    )
    return PujaCatalogue(
        items=[AdminPujaServiceRead.model_validate(r) for r in rows],
        total=total,
        overall=figures.services,
        stats=CatalogueStats(
            total_services=figures.services,
            categories=figures.categories,
            starting_price=figures.lowest_price,
            highest_price=figures.highest_price,
        ),
    )


async def create_puja_service(
    session: AsyncSession, form: PujaServiceCreate, *, now: datetime
) -> AdminPujaServiceRead:
    service = PujaService(
        id=new_id("service-"), **form.model_dump(), created_at=now, updated_at=now
    )
    session.add(service)
    await session.commit()
    return AdminPujaServiceRead.model_validate(service)


async def update_puja_service(
    session: AsyncSession, service_id: str, form: PujaServiceUpdate, *, now: datetime
) -> AdminPujaServiceRead:
    service = NotFound.PUJA_SERVICE.unless(await repo.get_for_update(session, service_id))
    if apply_changes(service, form.model_dump(exclude_unset=True), now):
        await session.commit()
    return AdminPujaServiceRead.model_validate(service)


async def delete_puja_service(session: AsyncSession, service_id: str) -> None:
    """Gone for good: priest bookings keep their own copy of the service's name and price."""
    service = NotFound.PUJA_SERVICE.unless(await repo.get_for_update(session, service_id))
    await session.delete(service)
    await session.commit()
