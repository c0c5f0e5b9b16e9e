"""Generate a Kundli, or a Guna Milan of two, from birth details as a person gives them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from kundli_service.birth import Birth, BirthProblem, check_birth
from kundli_service.chart import Chart, build_chart
from kundli_service.dasha import day_number, vimshottari
from kundli_service.doshas import all_doshas
from kundli_service.ephemeris import saturn_on, sky_at
from kundli_service.local_time import local_date
from kundli_service.match_doshas import match_doshas
from kundli_service.matching import KOOTA_NAMES, MoonPosition, guna_milan, verdict
from kundli_service.names import chart_names, lang_of
from kundli_service.report import kundli_report
from kundli_service.transits import gochar
from kundli_service.wire import Koota, KundliMatch, KundliReport, MatchPerson
from kundli_service.zodiac import SIGNS


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


def generate_kundli(request: KundliRequest, now: datetime) -> KundliReport | BirthProblem:
    """The chart with dashas and doshas (Sade Sati judged on `now`)."""
    birth = _birth(request, now)
    if isinstance(birth, BirthProblem):
        return birth
    chart = _chart(birth)
    periods = vimshottari(chart.moon.longitude, day_number(birth.local_datetime))
    today = local_date(now)  # the devotee's day, as everything they read
    doshas = all_doshas(chart, saturn_on(today), today.isoformat())
    transits = gochar(chart, today, lang_of(birth.language))
    return kundli_report(birth, chart, periods, doshas, now, transits)


@dataclass(frozen=True)
class MatchProblem:
    person: str  # "groom" or "bride"
    problem: BirthProblem


def match_kundlis(
    groom: KundliRequest, bride: KundliRequest, now: datetime
) -> KundliMatch | MatchProblem:
    """Ashtakoot Guna Milan of two charts, with the doshas it weighs (in the groom's request's
    language, which the screen sends for both)."""
    births: dict[str, Birth] = {}
    for role, request in (("groom", groom), ("bride", bride)):
        birth = _birth(request, now)
        if isinstance(birth, BirthProblem):
            return MatchProblem(role, birth)
        births[role] = birth
    lang = lang_of(groom.language)
    charts = {role: _chart(b) for role, b in births.items()}
    moons = {role: MoonPosition(c.moon.longitude) for role, c in charts.items()}
    kootas = guna_milan(moons["groom"], moons["bride"])
    total = sum(k.points for k in kootas)

    def person(role: str) -> MatchPerson:
        birth, moon = births[role], charts[role].moon
        return MatchPerson(
            name=birth.name,
            place=birth.place.label(lang),
            place_note=birth.place.choice_note(lang),
            moon_sign=SIGNS[moon.sign],
            moon_nakshatra=moon.nakshatra.name,
            pada=moon.nakshatra.pada,
        )

    return KundliMatch(
        system="Ashtakoot Guna Milan",
        groom=person("groom"),
        bride=person("bride"),
        kootas=[
            Koota(
                name=k.name,
                title=KOOTA_NAMES[k.name].in_(lang),
                points=k.points,
                maximum=k.maximum,
                groom=k.groom.in_(lang),
                bride=k.bride.in_(lang),
                note=k.note.in_(lang),
            )
            for k in kootas
        ],
        total=total,
        maximum=36,
        verdict=verdict(total).in_(lang),
        doshas=match_doshas(charts, moons, kootas, lang),
        names=chart_names(lang),
        language=lang,
    )
