"""The Kundli as JSON: the specification's fields first, then what a full chart carries."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from kundli_service.birth import Birth
from kundli_service.chart import Chart, Placement
from kundli_service.dasha import (
    YEAR_DAYS,
    Mahadasha,
    Period,
    day_number,
    running_at,
)
from kundli_service.doshas import Dosha
from kundli_service.ephemeris import AYANAMSA_NAME, NODE_NAME
from kundli_service.places.timezones import format_offset
from kundli_service.zodiac import SIGN_LORDS, SIGNS, SIGNS_SANSKRIT, dms

SPEC_PLANETS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")


def _placement(p: Placement) -> dict[str, Any]:
    return {
        "sign": SIGNS[p.sign],
        "sign_sanskrit": SIGNS_SANSKRIT[p.sign],
        "sign_lord": SIGN_LORDS[p.sign],
        "degree": round(p.degree, 4),
        "degree_dms": dms(p.degree),
        "longitude": round(p.longitude, 4),
        "nakshatra": p.nakshatra.name,
        "pada": p.nakshatra.pada,
        "nakshatra_lord": p.nakshatra.lord,
        "house": p.house,
        "retrograde": p.retrograde,
    }


def _houses(chart: Chart) -> list[dict[str, Any]]:
    occupants: list[list[str]] = [[] for _ in range(12)]
    for name, p in chart.grahas.items():
        occupants[p.house - 1].append(name)
    first = chart.ascendant.sign
    return [
        {
            "house": h + 1,
            "sign": SIGNS[(first + h) % 12],
            "lord": SIGN_LORDS[(first + h) % 12],
            "grahas": occupants[h],
        }
        for h in range(12)
    ]


def _iso(day: float) -> str:
    return date.fromordinal(int(day)).isoformat()


def _period(p: Period | Mahadasha) -> dict[str, Any]:
    return {"planet": p.lord, "start": _iso(p.start), "end": _iso(p.end)}


def _mahadasha(m: Mahadasha) -> dict[str, Any]:
    # Each sub-period starts where the previous ends: format each boundary date once
    # (this table is the costliest part of the report).
    edges = [_iso(a.start) for a in m.antardashas]
    edges.append(_iso(m.end))
    return {
        "planet": m.lord,
        "start": edges[0],
        "end": edges[-1],
        "antardashas": [
            {"planet": a.lord, "start": start, "end": end}
            for a, start, end in zip(m.antardashas, edges, edges[1:], strict=False)
        ],
    }


def _dasha(periods: list[Mahadasha], today: float) -> dict[str, Any]:
    current = running_at(periods, today)
    first = periods[0]
    return {
        "system": "Vimshottari (year = 365.25 days)",
        "balance_at_birth": {
            "planet": first.lord,
            "years": round((first.end - first.start) / YEAR_DAYS, 2),
        },
        "current": None
        if current is None
        else {"mahadasha": _period(current[0]), "antardasha": _period(current[1])},
        "mahadashas": [_mahadasha(m) for m in periods],
    }


def kundli_json(
    birth: Birth, chart: Chart, periods: list[Mahadasha], doshas: list[Dosha], now: datetime
) -> dict[str, Any]:
    asc, moon = chart.ascendant, chart.moon
    return {
        "name": birth.name,
        "birth_details": {
            "date": birth.local_date.isoformat(),
            "time": birth.local_time.strftime("%H:%M"),
            "place": birth.place.label(),
            "latitude": round(birth.place.latitude, 4),
            "longitude": round(birth.place.longitude, 4),
            "timezone": birth.place.timezone,
            "utc_offset": format_offset(birth.offset.seconds).removeprefix("UTC"),
            "utc_offset_rule": birth.offset.label,
            "utc_offset_source": birth.offset.source,
            "utc_datetime": chart.moment_utc.isoformat().replace("+00:00", "Z"),
        },
        "ascendant": _placement(asc),
        "rashi": {
            "name": SIGNS[moon.sign],
            "sanskrit": SIGNS_SANSKRIT[moon.sign],
            "lord": SIGN_LORDS[moon.sign],
        },
        "nakshatra": {
            "name": moon.nakshatra.name,
            "pada": moon.nakshatra.pada,
            "lord": moon.nakshatra.lord,
        },
        "planets": {name: _placement(p) for name, p in chart.grahas.items()},
        "houses": _houses(chart),
        "settings": {
            "zodiac": "sidereal",
            "ayanamsa": AYANAMSA_NAME,
            "ayanamsa_degrees": round(chart.ayanamsa, 6),
            "house_system": "whole sign, from the ascendant",
            "rahu_ketu": f"{NODE_NAME} (Ketu opposite Rahu)",
            "ephemeris": "Swiss Ephemeris (Moshier)",
        },
        "dasha": _dasha(periods, day_number(now.astimezone(birth.local_tz))),
        "doshas": [
            {"name": d.name, "present": d.present, "rule": d.rule, "reasons": list(d.reasons)}
            for d in doshas
        ],
        "language": birth.language,
    }
