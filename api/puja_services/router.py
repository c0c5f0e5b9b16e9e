"""HTTP routes of the puja catalogue."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from api.common.deps import ReadSession
from api.common.openapi import error_response
from api.common.wire import PathId, SearchText
from api.puja_services import rules, service
from api.puja_services.schemas import CategoryCount, PujaServicePage, PujaServiceRead

router = APIRouter(prefix="/api/puja-services", tags=["puja services"])


@router.get("", response_model=PujaServicePage)
async def list_puja_services(
    session: ReadSession,
    search: Annotated[SearchText, Query(description="Words in the name or description")] = "",
    category: Annotated[SearchText | None, Query()] = None,
    offset: Annotated[int, Query(ge=0, le=10_000)] = 0,
    limit: Annotated[int, Query(ge=1, le=rules.MAX_PAGE_SIZE)] = rules.PAGE_SIZE,
) -> PujaServicePage:
    return await service.search_puja_services(
        session, search=search, category=category, offset=offset, limit=limit
    )


@router.get("/categories", response_model=list[CategoryCount])
async def list_categories(session: ReadSession) -> list[CategoryCount]:
    return await service.list_categories(session)


@router.get(
    "/{service_id}",
    response_model=PujaServiceRead,
    responses={404: error_response("Unknown puja service")},
)
async def get_puja_service(service_id: PathId, session: ReadSession) -> PujaServiceRead:
    return await service.get_puja_service(session, service_id)
