"""Generate a Kundli, or a Guna Milan of two, from birth details as a person gives them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from kundli_service.birth import Birth, BirthProblem, check_birth
from kundli_service.chart import Chart, build_chart
from kundli_service.dasha import day_number, vimshottari
from kundli_service.doshas import all_doshas
from kundli_service.ephemeris import saturn_on, sky_at
from kundli_service.matching import MoonPosition, guna_milan, verdict
from kundli_service.report import kundli_json


@dataclass(frozen=True)
class KundliRequest:
    name: str
    date_of_birth: str
    time_of_birth: str
    place_of_birth: str
    language: str = "english"


def _today_anywhere(now: datetime) -> date:
    # The furthest-ahead time zone is UTC+14: a birth "today" there is not in the future.
    return (now.astimezone(UTC) + timedelta(hours=14)).date()


def _birth(request: KundliRequest, now: datetime) -> Birth | BirthProblem:
    return check_birth(
        request.name,
        request.date_of_birth,
        request.time_of_birth,
        request.place_of_birth,
        request.language,
        today=_today_anywhere(now),
    )


def _chart(birth: Birth) -> Chart:
    moment = birth.moment_utc
    sky = sky_at(moment, birth.place.latitude, birth.place.longitude)
    return build_chart(sky, moment)


def generate_kundli(request: KundliRequest, now: datetime) -> dict[str, Any] | BirthProblem:
    """The chart with dashas and doshas (Sade Sati judged on `now`)."""
    birth = _birth(request, now)
    if isinstance(birth, BirthProblem):
        return birth
    chart = _chart(birth)
    periods = vimshottari(chart.moon.longitude, day_number(birth.local_datetime))
    today = now.astimezone(UTC).date()
    doshas = all_doshas(chart, saturn_on(today), today.isoformat())
    return kundli_json(birth, chart, periods, doshas, now)


@dataclass(frozen=True)
class MatchProblem:
    person: str  # "groom" or "bride"
    problem: BirthProblem


def match_kundlis(
    groom: KundliRequest, bride: KundliRequest, now: datetime
) -> dict[str, Any] | MatchProblem:
    births: dict[str, Birth] = {}
    for role, request in (("groom", groom), ("bride", bride)):
        birth = _birth(request, now)
        if isinstance(birth, BirthProblem):
            return MatchProblem(role, birth)
        births[role] = birth
    moons = {role: _chart(b).moon for role, b in births.items()}
    kootas = guna_milan(
        MoonPosition(moons["groom"].longitude), MoonPosition(moons["bride"].longitude)
    )
    total = sum(k.points for k in kootas)
    return {
        "system": "Ashtakoot Guna Milan",
        "groom": {
            "name": births["groom"].name,
            "place": births["groom"].place.label(),
            "moon_nakshatra": moons["groom"].nakshatra.name,
        },
        "bride": {
            "name": births["bride"].name,
            "place": births["bride"].place.label(),
            "moon_nakshatra": moons["bride"].nakshatra.name,
        },
        "kootas": [
            {
                "name": k.name,
                "points": k.points,
                "maximum": k.maximum,
                "groom": k.groom,
                "bride": k.bride,
                "note": k.note,
            }
            for k in kootas
        ],
        "total": total,
        "maximum": 36,
        "verdict": verdict(total),
    }
