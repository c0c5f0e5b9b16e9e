"""HTTP route: GET /api/panchang (a day's Panchang at a place, in the language asked for)."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query

from api.common.deps import LanguageDep
from api.common.errors import ApiError
from api.common.openapi import Responses, error_response
from api.common.wire import date_pattern
from kundli_service.ephemeris import FIRST_YEAR, LAST_YEAR
from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.service import MAX_PLACE
from kundli_service.panchang.wire import Panchang
from kundli_service.problem import Problem

router = APIRouter(prefix="/api/panchang", tags=["panchang"])

_REFUSED: Responses = {
    422: error_response("The date or place is missing or wrong, or the Sun does not rise there")
}


def refused(problem: Problem, code: str, language: str) -> ApiError:
    """A Panchang problem as the error envelope in the request's language, naming its field."""
    return ApiError(
        422,
        code,
        problem.in_(language),
        fields=[problem.field],
        extra={"suggestions": list(problem.suggestions)} if problem.suggestions else None,
    )


@router.get("", responses=_REFUSED)
async def day_panchang(
    language: LanguageDep,
    date: Annotated[
        str,
        Query(
            max_length=20,
            description="YYYY-MM-DD",
            # Published; the Panchang checks it in its own words (and languages).
            json_schema_extra={"format": "date", "pattern": date_pattern(FIRST_YEAR, LAST_YEAR)},
        ),
    ],
    place: Annotated[str | None, Query(max_length=MAX_PLACE)] = None,
    latitude: Annotated[float | None, Query(ge=-90, le=90)] = None,
    longitude: Annotated[float | None, Query(ge=-180, le=180)] = None,
    zone: Annotated[str | None, Query(max_length=64, description="IANA time zone")] = None,
) -> Panchang:
    """Tithi, vara, nakshatra, yoga and karana with their end times, sunrise, sunset, moonrise,
    moonset, Rahu Kaal, Yamaganda, Gulika Kaal, Abhijit muhurat, the lunar month (amanta and
    purnimanta), the samvat years and the day's festivals, at a place given by name or by
    latitude, longitude and zone."""
    request = PanchangRequest(date, place, latitude, longitude, zone, language)
    # Ephemeris work: off the event loop.
    result = await asyncio.to_thread(panchang, request)
    if isinstance(result, Problem):
        raise refused(result, "invalid_panchang_request", language)
    return result
