"""A second Panchang almanac for the tests, sharing no code with kundli_service: PyEphem (the
Sun by VSOP87, the Moon by ELP 2000, its own refraction and rising search), textbook
corrections, the Lahiri ayanamsa from its definition, and crossings found by bisection.

Angles are degrees, instants Julian days (UT). The Sun's and the Moon's longitudes are
apparent and referred to the mean equinox of date: PyEphem's astrometric position precessed
to the date, plus the Sun's aberration (the Moon's is under 1.5", 3 s of its motion, and
left out). Nutation is left out on purpose: it moves every tropical longitude alike, so the
tithi does not feel it, and the sidereal zodiac is counted from a point that nutates with
the equinox (the Lahiri ayanamsa is defined as a mean value plus nutation)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from functools import lru_cache
from typing import Literal

import ephem

from kundli_service import names

DUBLIN = 2415020.0  # PyEphem counts days from 1899-12-31 12:00 UT (Julian day 2415020)
SECOND = 1 / 86400
ABERRATION = 20.4898  # arc-seconds, the Sun's annual aberration at 1 AU
TITHI_STEP = 12.0
NAKSHATRA_STEP = 360 / 27

Angle = Callable[[float], float]
Body = Literal["Sun", "Moon"]

# The names are the Panchang's own definitions (kundli_service.names), not something computed:
# what this almanac checks independently is which number holds when.
TITHI_NAMES = [n.en for n in names.TITHIS[:14]]  # of each half; the 15th is Purnima or Amavasya
NAKSHATRA_NAMES = [n.en for n in names.NAKSHATRAS]
MONTH_NAMES = [n.en for n in names.MONTHS]


def tithi_name(number: int) -> str:
    """1-15 the bright half, 16-30 the dark half."""
    if number == 30:
        return "Amavasya"
    return "Purnima" if number == 15 else TITHI_NAMES[(number - 1) % 15]


def jd_of(moment: datetime) -> float:
    return float(ephem.Date(moment.astimezone(UTC).replace(tzinfo=None))) + DUBLIN


def moment_of(jd: float) -> datetime:
    naive: datetime = ephem.Date(jd - DUBLIN).datetime()
    return naive.replace(tzinfo=UTC)


def local_midnight(clock: tzinfo, day: date) -> float:
    return jd_of(datetime.combine(day, time(), clock))


@lru_cache(maxsize=65536)
def longitudes(jd: float) -> tuple[float, float]:
    """The Sun's and the Moon's apparent longitudes, mean equinox of date."""
    when = ephem.Date(jd - DUBLIN)
    sun, moon = ephem.Sun(), ephem.Moon()
    sun.compute(when, epoch=when)
    moon.compute(when, epoch=when)
    sun_lon = math.degrees(ephem.Ecliptic(sun, epoch=when).lon)
    sun_lon -= ABERRATION / 3600 / sun.earth_distance
    return sun_lon % 360, math.degrees(ephem.Ecliptic(moon, epoch=when).lon) % 360


def nutation_in_longitude(jd: float) -> float:
    """Arc-seconds, to about half an arc-second (Meeus, Astronomical Algorithms, ch. 22)."""
    t = (jd - 2451545.0) / 36525
    node = math.radians(125.04452 - 1934.136261 * t)
    sun = math.radians(280.4665 + 36000.7698 * t)
    moon = math.radians(218.3165 + 481267.8813 * t)
    return (
        -17.20 * math.sin(node)
        - 1.32 * math.sin(2 * sun)
        - 0.23 * math.sin(2 * moon)
        + 0.21 * math.sin(2 * node)
    )


# Lahiri (Chitrapaksha), as the Indian Calendar Reform Committee fixed it: the ayanamsa was
# 23°15'00.658" at 0h on 21 March 1956 (a true value, nutation included). Its zero point is
# that far back along the mean ecliptic of that date; precessed to any date, its longitude is
# the (mean) ayanamsa of that date.
_ICRC_EPOCH = 2435553.5
_ICRC_AYANAMSA = 23 + 15 / 60 + 0.658 / 3600
_LAHIRI_ZERO = ephem.Ecliptic(
    math.radians(_ICRC_AYANAMSA - nutation_in_longitude(_ICRC_EPOCH) / 3600),
    0.0,
    epoch=ephem.Date(_ICRC_EPOCH - DUBLIN),
)


def lahiri(jd: float) -> float:
    return math.degrees(ephem.Ecliptic(_LAHIRI_ZERO, epoch=ephem.Date(jd - DUBLIN)).lon)


def elongation(jd: float) -> float:
    """The Moon's distance east of the Sun: the tithi's angle."""
    sun, moon = longitudes(jd)
    return (moon - sun) % 360


def moon_sidereal(jd: float) -> float:
    """The Moon's sidereal longitude: the nakshatra's angle."""
    return (longitudes(jd)[1] - lahiri(jd)) % 360


def sun_sidereal(jd: float) -> float:
    return (longitudes(jd)[0] - lahiri(jd)) % 360


def number_at(angle: Angle, step: float, jd: float) -> int:
    """Which element (1-based) the angle is in."""
    return int(angle(jd) // step) + 1


def crossing_after(angle: Angle, target: float, start: float, within: float = 1.3) -> float:
    """When an angle that only grows (less than a turn in `within` days) next reaches `target`,
    by bisection to a tenth of a second."""
    begin = angle(start)
    need = (target - begin) % 360

    def past(jd: float) -> bool:
        return (angle(jd) - begin) % 360 >= need

    low, high = start, start + within
    assert past(high), f"no crossing of {target}° within {within} days"
    while high - low > SECOND / 10:
        middle = (low + high) / 2
        low, high = (low, middle) if past(middle) else (middle, high)
    return (low + high) / 2


def crossing_before(angle: Angle, target: float, end: float, within: float = 1.3) -> float:
    """When the growing angle last reached `target` before `end`."""
    finish = angle(end)
    back = (finish - target) % 360

    def before(jd: float) -> bool:
        return (finish - angle(jd)) % 360 >= back

    low, high = end - within, end
    assert before(low), f"no crossing of {target}° within {within} days"
    while high - low > SECOND / 10:
        middle = (low + high) / 2
        low, high = (middle, high) if before(middle) else (low, middle)
    return (low + high) / 2


@dataclass(frozen=True)
class Span:
    number: int
    start: float
    end: float


def spans_between(angle: Angle, step: float, start: float, end: float) -> list[Span]:
    """Every element running from `start` to `end`, each with its beginning and its end."""
    count = round(360 / step)
    number = number_at(angle, step, start)
    began = crossing_before(angle, (number - 1) * step, start)
    found = []
    while True:
        ends = crossing_after(angle, number * step % 360, max(began, start))
        found.append(Span(number, began, ends))
        if ends >= end:
            return found
        began, number = ends, number % count + 1


# Risings and settings: the upper limb on a sea-level horizon, refraction for 1013.25 hPa
# and 15 °C (PyEphem's default limb, its own refraction formula).
def observer(latitude: float, longitude: float) -> ephem.Observer:
    place = ephem.Observer()
    place.lat, place.lon = math.radians(latitude), math.radians(longitude)
    place.elevation = 0.0
    place.pressure = 1013.25
    place.temp = 15.0
    place.horizon = 0.0
    return place


def next_event(
    place: ephem.Observer, body: Body, after: float, *, setting: bool = False
) -> float | None:
    """The body's first rising (or setting) after an instant; None if it stays up or down."""
    sky = ephem.Sun() if body == "Sun" else ephem.Moon()
    look = place.next_setting if setting else place.next_rising
    try:
        return float(look(sky, start=ephem.Date(after - DUBLIN))) + DUBLIN
    except ephem.CircumpolarError:
        return None


ARUNODAYA_DAYS = 96 / 1440  # four ghatis (96 minutes) before sunrise


@dataclass(frozen=True)
class SunDay:
    """A Panchang day by this almanac: sunrise to the next sunrise."""

    sunrise: float
    sunset: float
    next_sunrise: float
    midnight: float  # the date's, on the place's clock
    next_midnight: float

    def moment(self, name: str, place: ephem.Observer) -> float | None:
        daytime, night = self.sunset - self.sunrise, self.next_sunrise - self.sunset
        if name == "moonrise":
            rise = next_event(place, "Moon", self.midnight)
            return rise if rise is not None and rise < self.next_midnight else None
        return {
            "arunodaya": self.sunrise - ARUNODAYA_DAYS,
            "sunrise": self.sunrise,
            "madhyahna": self.sunrise + 0.5 * daytime,
            "aparahna": self.sunrise + 0.7 * daytime,
            "sunset": self.sunset,
            "pradosh": self.sunset + 0.1 * night,
            "nishita": self.sunset + 0.5 * night,
        }[name]


def sun_day(place: ephem.Observer, clock: tzinfo, day: date) -> SunDay:
    midnight = local_midnight(clock, day)
    sunrise = next_event(place, "Sun", midnight)
    assert sunrise is not None
    sunset = next_event(place, "Sun", sunrise, setting=True)
    assert sunset is not None
    next_sunrise = next_event(place, "Sun", sunset)
    assert next_sunrise is not None
    next_midnight = local_midnight(clock, day + timedelta(days=1))
    return SunDay(sunrise, sunset, next_sunrise, midnight, next_midnight)


@dataclass(frozen=True)
class LunarMonth:
    number: int  # 1 Chaitra .. 12 Phalguna
    adhika: bool
    start: float
    end: float


def new_moon_near(guess: float) -> float:
    return crossing_after(elongation, 0.0, guess - 0.1, within=0.2)


def amanta_month(jd: float) -> LunarMonth:
    """The new moon to new moon month an instant falls in, named by the sidereal sign the Sun
    is in at the new moon that begins it (Meena: Chaitra), adhika when the Sun is still in that
    sign at the next new moon."""
    # PyEphem's own new moons are the first guesses, refined on the longitudes above.
    when = ephem.Date(jd - DUBLIN)
    start = new_moon_near(float(ephem.previous_new_moon(when)) + DUBLIN)
    end = new_moon_near(float(ephem.next_new_moon(when)) + DUBLIN)
    sign = int(sun_sidereal(start) // 30)
    return LunarMonth((sign + 1) % 12 + 1, sign == int(sun_sidereal(end) // 30), start, end)
