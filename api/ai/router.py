"""HTTP routes of the built-in AI services: POST {question} -> {response, sources}, answered
in the request's language (?lang=, then Accept-Language; English by default). Public, as the
seeded AI services' endpoints; the assistant asks the same use cases in process
(api/ai/in_process.py)."""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable
from typing import Annotated

from fastapi import APIRouter, Depends, Header, Request
from pydantic import WithJsonSchema

from api.ai import service
from api.ai.schemas import AIQuestion, AIReply
from api.common.clock import india_today
from api.common.deps import DatabaseDep, LanguageDep, Now, SettingsDep
from api.common.errors import ApiError
from api.common.openapi import error_response
from assistant_core.ports import LOCATION_HEADER, Coordinates

log = logging.getLogger(__name__)

router = APIRouter(prefix="/api/ai", tags=["ai services"])

UNAVAILABLE = "This service cannot answer right now. Please try again later."


def get_builtins(request: Request) -> service.Builtins:
    """The process's built-in services (shared with the assistant, which asks them in
    process: api/ai/in_process.py)."""
    return service.builtins_of(request.app.state)


BuiltinsDep = Annotated[service.Builtins, Depends(get_builtins)]
_DECIMALS = r"(?:\.[0-9]{1,8})?"
_LATITUDE = rf"-?(?:90(?:\.0{{1,8}})?|[1-8]?[0-9]{_DECIMALS})"
_LONGITUDE = rf"-?(?:180(?:\.0{{1,8}})?|(?:1[0-7][0-9]|[1-9]?[0-9]){_DECIMALS})"
# Checked with this and published: degrees in range, up to 8 decimals, spaces around the comma.
LOCATION_PATTERN = rf"^[ \t]*({_LATITUDE})[ \t]*,[ \t]*({_LONGITUDE})[ \t]*$"
_LOCATION = re.compile(LOCATION_PATTERN)
LOCATION_RULE = (
    f"{LOCATION_HEADER} must be the latitude (-90 to 90) and longitude (-180 to 180) in "
    "degrees, as 18.52040,73.85670"
)


async def device_location(
    location: Annotated[
        str | None,
        # Published as a text (the header is there or not; it is never null).
        WithJsonSchema({"type": "string", "maxLength": 40, "pattern": LOCATION_PATTERN}),
        Header(
            alias=LOCATION_HEADER,
            max_length=40,
            description="Where the devotee is, for the day's Panchang (sent by the assistant)",
        ),
    ] = None,
) -> Coordinates | None:
    """Where the devotee is, as the assistant says with a question; None when it does not."""
    if location is None:
        return None
    matched = _LOCATION.match(location)
    if matched is not None:
        return float(matched[1]), float(matched[2])
    raise ApiError(422, "invalid_location", LOCATION_RULE, fields=(LOCATION_HEADER,))


NearDep = Annotated[Coordinates | None, Depends(device_location)]
_RESPONSES: dict[int | str, dict[str, object]] = {
    422: error_response(
        "The question is empty, too long or has control characters, or the location is not "
        "latitude,longitude"
    ),
    503: error_response("The service failed unexpectedly (logged)"),
}


async def _answered(name: str, pending: Awaitable[AIReply]) -> AIReply:
    # The assistant shows the spec's "trouble connecting" text for a non-OK answer: a bug
    # here is logged with its traceback and answered with 503, never a bare 500.
    try:
        return await pending
    except Exception as exc:
        log.exception("built-in AI service %s failed", name)
        raise ApiError(503, "ai_service_failed", UNAVAILABLE) from exc


@router.post("/general-assistant", response_model=AIReply, responses=_RESPONSES)
async def general_assistant(
    body: AIQuestion,
    db: DatabaseDep,
    settings: SettingsDep,
    builtins: BuiltinsDep,
    language: LanguageDep,
    now: Now,
    near: NearDep,
) -> AIReply:
    """Answers about our pujas, temples, store and policies, citing prices and durations, and
    about the day's Panchang (where the devotee is, when the request says)."""
    today = india_today(now)
    pending = service.ask_general(db, builtins, settings, body.question, language, today, near)
    return await _answered("general-assistant", pending)


@router.post("/astrology-expert", response_model=AIReply, responses=_RESPONSES)
async def astrology_expert(
    body: AIQuestion, builtins: BuiltinsDep, language: LanguageDep, now: Now, near: NearDep
) -> AIReply:
    """Explains rashis, nakshatras, grahas, doshas and horoscopes; reads the chart when the
    question gives a date, time and place of birth; answers about the day's Panchang (where
    the devotee is, when the request says)."""
    today = india_today(now)
    pending = service.ask_astrology(builtins, body.question, language, today, near)
    return await _answered("astrology-expert", pending)


@router.post("/numerology-specialist", response_model=AIReply, responses=_RESPONSES)
async def numerology_specialist(
    body: AIQuestion, builtins: BuiltinsDep, language: LanguageDep
) -> AIReply:
    """Life path, birth number and name numbers (Pythagorean and Chaldean), with working."""
    pending = service.ask_numerology(builtins, body.question, language)
    return await _answered("numerology-specialist", pending)


@router.post("/palmistry-reader", response_model=AIReply, responses=_RESPONSES)
async def palmistry_reader(
    body: AIQuestion, builtins: BuiltinsDep, language: LanguageDep
) -> AIReply:
    """What palmists say about the lines, mounts and hand shapes."""
    pending = service.ask_palmistry(builtins, body.question, language)
    return await _answered("palmistry-reader", pending)
