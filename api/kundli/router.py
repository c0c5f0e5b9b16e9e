"""HTTP routes: /api/kundli (the chart), /api/kundli/report.pdf (the chart as a PDF) and
/api/kundli/match (Guna Milan)."""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request, Response

from api.common.deps import ClientAddress, SettingsDep
from api.common.errors import ApiError
from api.common.openapi import Responses, error_response
from api.common.ratelimit import SharedLimiter
from api.kundli.service import kundli_report_file
from kundli_service.app import (
    KundliBody,
    MatchBody,
    kundli_or_problem,
    match_or_problem,
    problem_body,
)
from kundli_service.birth import BirthProblem
from kundli_service.service import MatchProblem
from kundli_service.wire import KundliMatch, KundliReport

router = APIRouter(prefix="/api/kundli", tags=["kundli"])
TOO_MANY_REPORTS = (
    "Too many reports asked for from this device. Please wait a minute and try again."
)


def _refused(body: dict[str, Any]) -> ApiError:
    return ApiError(
        422,
        body["code"],
        body["detail"],
        fields=[body["field"]],
        extra={"suggestions": body["suggestions"]} if body["suggestions"] else None,
    )


_REFUSED: Responses = {422: error_response("A birth detail is missing or wrong (with suggestions)")}


@router.post("", responses=_REFUSED, response_model=KundliReport)
async def generate_kundli(body: KundliBody) -> KundliReport:
    """A Vedic birth chart (sidereal, Lahiri) from name, date, time and place of birth."""
    result = await kundli_or_problem(body.request())
    if isinstance(result, BirthProblem):
        raise _refused(problem_body(result, language=body.language))
    return result


@router.post("/match", responses=_REFUSED, response_model=KundliMatch)
async def match(body: MatchBody) -> KundliMatch:
    """Ashtakoot Guna Milan of a groom's and a bride's charts (out of 36)."""
    result = await match_or_problem(body.groom.request(), body.bride.request())
    if isinstance(result, MatchProblem):
        raise _refused(problem_body(result.problem, result.person, body.groom.language))
    return result


@router.post(
    "/report.pdf",
    response_class=Response,
    responses={
        **_REFUSED,
        200: {"content": {"application/pdf": {}}, "description": "The Kundli report as a PDF"},
        429: error_response("Too many reports asked for from this address; wait a minute"),
        503: error_response("The report's font is missing on this server"),
    },
)
async def report_pdf(
    body: KundliBody, settings: SettingsDep, request: Request, address: ClientAddress
) -> Response:
    """The same chart as an A4 PDF to download, in the language asked for (Devanagari shaped):
    birth details, the North Indian chart, planets, Vimshottari dasha, doshas and transits.
    A client address may have a few drawn a minute."""
    limiter: SharedLimiter = request.app.state.report_limiter
    await limiter.check(address, TOO_MANY_REPORTS)
    made = await kundli_report_file(body.request(), settings.site.receipt_font)
    if isinstance(made, BirthProblem):
        raise _refused(problem_body(made, language=body.language))
    disposition = f'attachment; filename="{made.filename}"'
    if made.filename_utf8:  # RFC 6266: browsers that read filename* take the name as written
        disposition += f"; filename*=UTF-8''{quote(made.filename_utf8, safe='')}"
    return Response(
        made.content,
        media_type="application/pdf",
        headers={"Content-Disposition": disposition, "Cache-Control": "private, no-store"},
    )
