"""HTTP routes of the puja catalogue."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from api.common.deps import LanguageDep, ReadSession
from api.common.errors import NotFound, not_found_responses
from api.common.wire import PathId, SearchText
from api.puja_services import rules, service
from api.puja_services.cache import PujaCache
from api.puja_services.schemas import (
    CategoryCount,
    CategoryFilter,
    PujaServicePage,
    PujaServiceRead,
)

router = APIRouter(prefix="/api/puja-services", tags=["puja services"])


@router.get("", response_model=PujaServicePage)
async def list_puja_services(
    request: Request,
    language: LanguageDep,
    search: Annotated[
        SearchText, Query(description="Words in the name or description (English or Hindi)")
    ] = "",
    category: Annotated[CategoryFilter | None, Query()] = None,
    offset: Annotated[int, Query(ge=0, le=10_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=rules.MAX_PAGE_SIZE)] = rules.PAGE_SIZE,
) -> Response:
    # The same page is sent from memory until a puja service changes (no database session).
    # The cache comes from the app rather than a dependency, whose resolving would cost a
    # quarter of this whole request.
    pujas: PujaCache = request.app.state.puja_cache
    page = await pujas.page_json(
        search=search, category=category, offset=offset, limit=limit, language=language
    )
    return Response(page, media_type="application/json")


@router.get("/categories", response_model=list[CategoryCount])
async def list_categories(session: ReadSession, language: LanguageDep) -> list[CategoryCount]:
    return await service.list_categories(session, language)


@router.get(
    "/{service_id}",
    response_model=PujaServiceRead,
    responses=not_found_responses(NotFound.PUJA_SERVICE),
)
async def get_puja_service(
    service_id: PathId, session: ReadSession, language: LanguageDep
) -> PujaServiceRead:
    return await service.get_puja_service(session, service_id, language)
