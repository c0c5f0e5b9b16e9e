"""Swiss Ephemeris (pyswisseph) in the one configuration we use: the built-in Moshier
ephemeris (no data files), sidereal positions with the Lahiri ayanamsa, mean lunar node.

The Moshier flag is given explicitly on every call: without it the library looks for
ephemeris files on each call and runs several times slower. The library keeps its
settings per thread (the sidereal mode included: a thread that never set it computes
with the Fagan-Bradley ayanamsa), so each thread sets Lahiri once before its first
computation; calls are also serialised, in case a build keeps them global instead."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import lru_cache
from typing import NamedTuple

import swisseph as swe

AYANAMSA_NAME = "Lahiri (Chitrapaksha)"
NODE_NAME = "mean node"
_FLAGS = swe.FLG_MOSEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED
_BODIES = {
    "Sun": swe.SUN,
    "Moon": swe.MOON,
    "Mars": swe.MARS,
    "Mercury": swe.MERCURY,
    "Jupiter": swe.JUPITER,
    "Venus": swe.VENUS,
    "Saturn": swe.SATURN,
    "Rahu": swe.MEAN_NODE,
}
_LOCK = threading.Lock()
_THREAD = threading.local()


def _lahiri() -> None:
    # Once per thread: setting it on every call would discard the library's caches.
    if not getattr(_THREAD, "lahiri", False):
        swe.set_sid_mode(swe.SIDM_LAHIRI)
        _THREAD.lahiri = True


class BodyPosition(NamedTuple):
    longitude: float  # sidereal, degrees 0..360
    speed: float  # degrees per day; negative = retrograde


@dataclass(frozen=True)
class SkyAt:
    """Everything the chart needs for one instant and place."""

    julian_day: float
    ayanamsa: float
    ascendant: float  # sidereal longitude of the rising point
    bodies: dict[str, BodyPosition]


def julian_day(moment: datetime) -> float:
    """Julian day (UT) of an aware datetime."""
    utc = moment.astimezone(UTC)
    hours = utc.hour + utc.minute / 60 + (utc.second + utc.microsecond / 1e6) / 3600
    return float(swe.julday(utc.year, utc.month, utc.day, hours, swe.GREG_CAL))


def sky_at(moment: datetime, latitude: float, longitude: float) -> SkyAt:
    jd = julian_day(moment)
    with _LOCK:
        _lahiri()
        bodies = {}
        for name, body in _BODIES.items():
            values, _flags = swe.calc_ut(jd, body, _FLAGS)
            bodies[name] = BodyPosition(values[0], values[3])
        # Whole-sign houses; the ascendant comes from the apparent local sidereal time.
        _cusps, ascmc = swe.houses_ex(jd, latitude, longitude, b"W", _FLAGS)
        _mode, ayanamsa = swe.get_ayanamsa_ex_ut(jd, swe.FLG_MOSEPH)
    return SkyAt(jd, float(ayanamsa), float(ascmc[0]), bodies)


@lru_cache(maxsize=64)
def saturn_on(day: date) -> float:
    """Sidereal longitude of Saturn at noon UTC on a day (Sade Sati is judged by the day,
    and Saturn moves about two arc-minutes a day, so one value serves a whole day)."""
    moment = datetime(day.year, day.month, day.day, 12, tzinfo=UTC)
    with _LOCK:
        _lahiri()
        values, _flags = swe.calc_ut(julian_day(moment), swe.SATURN, _FLAGS)
    return float(values[0])
