"""HTTP routes: /api/kundli (the chart) and /api/kundli/match (Guna Milan)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from api.common.errors import ApiError
from api.common.openapi import Responses, error_response
from kundli_service.app import (
    KundliBody,
    MatchBody,
    kundli_or_problem,
    match_or_problem,
    problem_body,
)
from kundli_service.birth import BirthProblem
from kundli_service.service import MatchProblem

router = APIRouter(prefix="/api/kundli", tags=["kundli"])


def _refused(body: dict[str, Any]) -> ApiError:
    return ApiError(
        422,
        body["code"],
        body["detail"],
        fields=[body["field"]],
        extra={"suggestions": body["suggestions"]} if body["suggestions"] else None,
    )


_REFUSED: Responses = {422: error_response("A birth detail is missing or wrong (with suggestions)")}


@router.post("", responses=_REFUSED)
async def generate_kundli(body: KundliBody) -> dict[str, Any]:
    """A Vedic birth chart (sidereal, Lahiri) from name, date, time and place of birth."""
    result = await kundli_or_problem(body.request())
    if isinstance(result, BirthProblem):
        raise _refused(problem_body(result))
    return result


@router.post("/match", responses=_REFUSED)
async def match(body: MatchBody) -> dict[str, Any]:
    """Ashtakoot Guna Milan of a groom's and a bride's charts (out of 36)."""
    result = await match_or_problem(body.groom.request(), body.bride.request())
    if isinstance(result, MatchProblem):
        raise _refused(problem_body(result.problem, result.person))
    return result
