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
# The years charts and Panchangs are computed for: the built-in ephemeris is good far beyond
# them, but time zones and our checks are not.
FIRST_YEAR = 1800
LAST_YEAR = 2199
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
    return transits_on(day)["Saturn"].longitude


@lru_cache(maxsize=64)
def transits_on(day: date) -> dict[str, BodyPosition]:
    """Where the slow grahas stand at noon UTC on a day (gochar is read by the day): Saturn,
    Jupiter and Rahu, sidereal."""
    jd = julian_day(datetime(day.year, day.month, day.day, 12, tzinfo=UTC))
    found = {}
    with _LOCK:
        _lahiri()
        for name in ("Saturn", "Jupiter", "Rahu"):
            values, _flags = swe.calc_ut(jd, _BODIES[name], _FLAGS)
            found[name] = BodyPosition(values[0], values[3])
    return found


def sun_and_moon(jd: float) -> tuple[BodyPosition, BodyPosition]:
    """The Sun's and the Moon's sidereal longitudes and speeds at a Julian day (UT): every
    Panchang element is read from these two."""
    with _LOCK:
        _lahiri()
        sun, _flags = swe.calc_ut(jd, swe.SUN, _FLAGS)
        moon, _flags = swe.calc_ut(jd, swe.MOON, _FLAGS)
    return BodyPosition(sun[0], sun[3]), BodyPosition(moon[0], moon[3])


# Rising and setting: the upper limb of the disc on a sea-level horizon, with refraction for
# the standard atmosphere (Swiss Ephemeris' default disc and refraction, given the pressure and
# temperature here). Panchangs in the Drik tradition time sunrise the same way.
RISING_CONVENTION = (
    "upper limb of the disc on the horizon, with atmospheric refraction "
    "(1013.25 hPa, 15 °C), at sea level"
)
_PRESSURE_HPA = 1013.25
_TEMPERATURE_C = 15.0
_RISE_BODIES = {"Sun": swe.SUN, "Moon": swe.MOON}


def next_rising(
    jd: float, body: str, latitude: float, longitude: float, *, setting: bool = False
) -> float | None:
    """The first rising (or setting) of the Sun or Moon after `jd` (UT), or None when the body
    does not rise or set there then (a polar day or night)."""
    event = swe.CALC_SET if setting else swe.CALC_RISE
    with _LOCK:
        try:
            found, times = swe.rise_trans(
                jd,
                _RISE_BODIES[body],
                event,
                (longitude, latitude, 0.0),
                _PRESSURE_HPA,
                _TEMPERATURE_C,
                swe.FLG_MOSEPH,
            )
        except swe.Error:
            return None
    return float(times[0]) if found == 0 else None


def sun_declination(jd: float) -> float:
    """The Sun's declination (degrees north of the equator) at a Julian day (UT)."""
    with _LOCK:
        values, _flags = swe.calc_ut(jd, swe.SUN, swe.FLG_MOSEPH | swe.FLG_EQUATORIAL)
    return float(values[1])
