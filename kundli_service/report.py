"""The Kundli as its wire model (kundli_service/wire.py): the specification's fields first, then
what a full chart carries."""

from __future__ import annotations

from datetime import datetime

from pydantic import TypeAdapter

from kundli_service import wire
from kundli_service.birth import Birth
from kundli_service.chart import Chart, Placement
from kundli_service.dasha import (
    YEAR_DAYS,
    Mahadasha,
    Period,
    day_number,
    iso_dates,
    running_at,
)
from kundli_service.doshas import DOSHA_NAMES, Dosha
from kundli_service.ephemeris import AYANAMSA_NAME, NODE_NAME
from kundli_service.names import chart_names, lang_of
from kundli_service.places.timezones import format_offset
from kundli_service.zodiac import SIGN_LORDS, SIGNS, SIGNS_SANSKRIT, dms

SPEC_PLANETS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")


def _placement(p: Placement) -> wire.Placement:
    _name, longitude, sign, degree, nakshatra, house, retrograde = p
    nakshatra_name, _number, pada, nakshatra_lord = nakshatra
    return wire.Placement(
        sign=SIGNS[sign],
        sign_sanskrit=SIGNS_SANSKRIT[sign],
        sign_lord=SIGN_LORDS[sign],
        degree=round(degree, 4),
        degree_dms=dms(degree),
        longitude=round(longitude, 4),
        nakshatra=nakshatra_name,
        pada=pada,
        nakshatra_lord=nakshatra_lord,
        house=house,
        retrograde=retrograde,
    )


# For each ascendant sign: the houses' numbers, signs and lords.
_HOUSES = tuple(
    tuple((h + 1, SIGNS[(first + h) % 12], SIGN_LORDS[(first + h) % 12]) for h in range(12))
    for first in range(12)
)


def _houses(chart: Chart) -> list[wire.House]:
    occupants: list[list[str]] = [[] for _ in range(12)]
    for name, p in chart.grahas.items():
        occupants[p.house - 1].append(name)
    return [
        wire.House(house=house, sign=sign, lord=lord, grahas=grahas)
        for (house, sign, lord), grahas in zip(
            _HOUSES[chart.ascendant.sign], occupants, strict=True
        )
    ]


def _period(p: Period | Mahadasha) -> wire.DashaPeriod:
    start, end = iso_dates((p.start, p.end))
    return wire.DashaPeriod(planet=p.lord, start=start, end=end)


# Checked in one call: the table is about 90 periods, and one model made per period would
# cost a third more than the rest of the report.
_MAHADASHAS = TypeAdapter(list[wire.Mahadasha])


def _mahadashas(periods: list[Mahadasha]) -> list[wire.Mahadasha]:
    # The costliest part of the report: every boundary's date in one batch, each
    # mahadasha's antardasha starts then its own end (each antardasha ends where the next
    # starts).
    texts = iso_dates([day for m in periods for day in (*m.bounds[:-1], m.end)])
    table = []
    at = 0
    for m in periods:
        edges = texts[at : at + len(m.sub_lords) + 1]
        at += len(edges)
        table.append(
            {
                "planet": m.lord,
                "start": edges[0],
                "end": edges[-1],
                "antardashas": [
                    {"planet": lord, "start": start, "end": end}
                    for lord, start, end in zip(m.sub_lords, edges, edges[1:], strict=False)
                ],
            }
        )
    return _MAHADASHAS.validate_python(table)


def _dasha(periods: list[Mahadasha], today: float) -> wire.Dasha:
    current = running_at(periods, today)
    first = periods[0]
    return wire.Dasha(
        system="Vimshottari (year = 365.25 days)",
        balance_at_birth=wire.DashaBalance(
            planet=first.lord, years=round((first.end - first.start) / YEAR_DAYS, 2)
        ),
        current=None
        if current is None
        else wire.RunningDasha(mahadasha=_period(current[0]), antardasha=_period(current[1])),
        mahadashas=_mahadashas(periods),
    )


def kundli_report(
    birth: Birth,
    chart: Chart,
    periods: list[Mahadasha],
    doshas: list[Dosha],
    now: datetime,
    transits: wire.Transits,
) -> wire.KundliReport:
    asc, moon = chart.ascendant, chart.moon
    lang = lang_of(birth.language)
    return wire.KundliReport(
        name=birth.name,
        birth_details=wire.BirthDetails(
            date=birth.local_date.isoformat(),
            time=birth.local_time.isoformat("minutes"),
            place=birth.place.label(lang),
            latitude=round(birth.place.latitude, 4),
            longitude=round(birth.place.longitude, 4),
            timezone=birth.place.timezone,
            utc_offset=format_offset(birth.offset.seconds).removeprefix("UTC"),
            utc_offset_rule=birth.offset.label_in(lang),
            utc_offset_source=birth.offset.source,
            utc_datetime=chart.moment_utc.isoformat().replace("+00:00", "Z"),
            place_note=birth.place.choice_note(lang),
        ),
        ascendant=_placement(asc),
        rashi=wire.Rashi(
            name=SIGNS[moon.sign], sanskrit=SIGNS_SANSKRIT[moon.sign], lord=SIGN_LORDS[moon.sign]
        ),
        nakshatra=wire.MoonNakshatra(
            name=moon.nakshatra.name, pada=moon.nakshatra.pada, lord=moon.nakshatra.lord
        ),
        planets={name: _placement(p) for name, p in chart.grahas.items()},
        houses=_houses(chart),
        settings=wire.ChartSettings(
            zodiac="sidereal",
            ayanamsa=AYANAMSA_NAME,
            ayanamsa_degrees=round(chart.ayanamsa, 6),
            house_system="whole sign, from the ascendant",
            rahu_ketu=f"{NODE_NAME} (Ketu opposite Rahu)",
            ephemeris="Swiss Ephemeris (Moshier)",
        ),
        dasha=_dasha(periods, day_number(now.astimezone(birth.local_tz))),
        doshas=[
            wire.Dosha(
                name=d.name,
                title=DOSHA_NAMES[d.name].in_(lang),
                present=d.present,
                rule=d.rule.in_(lang),
                reasons=[reason.in_(lang) for reason in d.reasons],
            )
            for d in doshas
        ],
        transits=transits,
        names=chart_names(lang),
        language=birth.language,
    )
