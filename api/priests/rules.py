"""Who may take a booking: a priest is free for a slot when active, qualified for the puja,
at work then (weekly hours, not a day off), able to reach the address (or doing online
pujas), and not already booked then. And who is sent when the devotee lets us choose."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, time
from enum import StrEnum

from api.common.errors import required_fields_missing
from api.places.rules import distance_km
from api.priests.hours import WEEKDAYS, range_minutes
from api.priests.slots import SLOT_HOURS


class PriestLanguage(StrEnum):
    """The languages a priest may list, and a devotee may ask for."""

    HINDI = "Hindi"
    SANSKRIT = "Sanskrit"
    ENGLISH = "English"
    TAMIL = "Tamil"
    TELUGU = "Telugu"
    KANNADA = "Kannada"
    MALAYALAM = "Malayalam"
    MARATHI = "Marathi"
    BENGALI = "Bengali"
    GUJARATI = "Gujarati"
    ODIA = "Odia"
    PUNJABI = "Punjabi"


# How far a priest may say they travel for a puja at home: a town's reach, not a country's.
MIN_RADIUS_KM = 1
MAX_RADIUS_KM = 500
DEFAULT_RADIUS_KM = 25
MAX_DAYS_OFF = 366
ONLINE_ADDRESS = "Online Service"


@dataclass(frozen=True, slots=True)
class Candidate:
    """What availability needs to know of a priest."""

    id: str
    name: str
    languages: Sequence[str]
    pujas: Collection[str]
    availability: Mapping[str, Sequence[str]]
    days_off: Collection[str]
    online: bool
    latitude: float | None
    longitude: float | None
    travel_radius_km: int
    total_bookings: int = 0
    name_hi: str | None = None


@dataclass(frozen=True, slots=True)
class Visit:
    """The booking a priest is sought for. `point` is the home's (latitude, longitude), None
    when the address could not be placed on the map: then distance cannot rule anyone out."""

    puja_id: str
    day: date
    start: time
    online: bool
    point: tuple[float, float] | None = None


def address_for(address: str, *, online: bool) -> str:
    """Online pujas need no address; at home, the address is required."""
    if online:
        return ONLINE_ADDRESS
    if not address:
        raise required_fields_missing(["customerAddress"])
    return address


def _minutes(clock: time) -> int:
    return clock.hour * 60 + clock.minute


def works_then(availability: Mapping[str, Sequence[str]], day: date, start: time) -> bool:
    """One of the weekday's ranges covers the whole two-hour slot."""
    begin = _minutes(start)
    end = begin + SLOT_HOURS * 60
    spans = (range_minutes(text) for text in availability.get(WEEKDAYS[day.weekday()], ()))
    return any(span is not None and span[0] <= begin and end <= span[1] for span in spans)


def distance_to(priest: Candidate, point: tuple[float, float] | None) -> float | None:
    """Kilometres from the priest's base to the home; None when either is not on the map."""
    if point is None or priest.latitude is None or priest.longitude is None:
        return None
    return distance_km(priest.latitude, priest.longitude, *point)


def reaches(priest: Candidate, visit: Visit) -> bool:
    if visit.online:
        return priest.online
    away = distance_to(priest, visit.point)
    return away is None or away <= priest.travel_radius_km


def is_free(priest: Candidate, visit: Visit, booked: Collection[str]) -> bool:
    """`booked`: ids of the priests already assigned in the visit's slot."""
    return (
        priest.id not in booked
        and visit.puja_id in priest.pujas
        and visit.day.isoformat() not in priest.days_off
        and works_then(priest.availability, visit.day, visit.start)
        and reaches(priest, visit)
    )


def free_priests(
    priests: Sequence[Candidate],
    visit: Visit,
    booked: Collection[str],
    *,
    language: str | None = None,
    must_speak: bool = True,
) -> list[Candidate]:
    """The free priests, best first (see rank); only those speaking `language` when one is
    asked for, unless not `must_speak` (then they only come first)."""
    free = [
        p
        for p in priests
        if is_free(p, visit, booked) and (not must_speak or not language or language in p.languages)
    ]
    return sorted(free, key=lambda p: rank(p, visit, language))


def rank(priest: Candidate, visit: Visit, language: str | None) -> tuple[bool, float, int, str]:
    """Who is sent when the devotee lets us choose: one speaking their language first, then
    the nearest (unknown distances last), then the one with fewer bookings, then by name."""
    away = distance_to(priest, visit.point)
    return (
        bool(language) and language not in priest.languages,
        away if away is not None else float("inf"),
        priest.total_bookings,
        priest.name,
    )
