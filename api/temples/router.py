"""HTTP routes of the temple list and temple detail."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from api.common.deps import LanguageDep, ReadSession
from api.common.errors import ApiError, NotFound, not_found_responses
from api.common.wire import PathId, SearchText
from api.temples import rules, service
from api.temples.cache import TempleCache
from api.temples.schemas import TempleDetail, TemplePage

router = APIRouter(prefix="/api/temples", tags=["temples"])


@router.get("", response_model=TemplePage)
async def list_temples(
    request: Request,
    language: LanguageDep,
    search: Annotated[SearchText, Query()] = "",
    lat: Annotated[float | None, Query(ge=-90, le=90)] = None,
    lon: Annotated[float | None, Query(ge=-180, le=180)] = None,
    radius_km: Annotated[
        int,
        # Published; checked below with its own words.
        Query(alias="radiusKm", json_schema_extra={"enum": list(rules.RADIUS_OPTIONS_KM)}),
    ] = rules.DEFAULT_RADIUS_KM,
    page: Annotated[int, Query(ge=1, le=1000)] = 1,
) -> Response:
    """Temples matching the search; nearest first within `radiusKm` when lat and lon are given."""
    if (lat is None) != (lon is None):
        raise ApiError(422, "location_incomplete", "Give both lat and lon, or neither")
    if radius_km not in rules.RADIUS_OPTIONS_KM:
        options = ", ".join(str(r) for r in rules.RADIUS_OPTIONS_KM)
        raise ApiError(422, "invalid_radius", f"radiusKm must be one of {options}")
    near = None if lat is None or lon is None else service.Near(lat, lon, radius_km)
    # Paged from the active temples held in memory until a temple changes. The cache comes
    # from the app rather than a dependency, whose resolving would cost a quarter of this
    # whole request.
    temples: TempleCache = request.app.state.temple_cache
    page_json = await temples.page_json(search=search, near=near, page=page, language=language)
    return Response(page_json, media_type="application/json")


@router.get(
    "/{temple_id}",
    response_model=TempleDetail,
    responses=not_found_responses(NotFound.TEMPLE),
)
async def get_temple(
    temple_id: PathId, session: ReadSession, language: LanguageDep
) -> TempleDetail:
    return await service.get_temple(session, temple_id, language)
