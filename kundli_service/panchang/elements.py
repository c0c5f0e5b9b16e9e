"""The four limbs read from the Sun and the Moon: tithi, nakshatra, yoga and karana, each a
stretch of an angle, and the moments each one ends.

- tithi: the Moon's elongation from the Sun in steps of 12° (30 a lunar month);
- karana: the same elongation in steps of 6° (half a tithi, 60 a month);
- nakshatra: the Moon's sidereal longitude in steps of 13°20' (27);
- yoga: the Sun's and the Moon's sidereal longitudes added, in steps of 13°20' (27).

An end is found by Newton's method on the angle and its rate: three or four steps reach a
hundredth of a second. The Sun and the Moon are read from the ephemeris every half day and
interpolated between (`sky_at`): a Panchang asks for the Moon about fifty times, at a dozen
different half days at most."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from kundli_service.ephemeris import BodyPosition, sun_and_moon
from kundli_service.names import (
    AMAVASYA,
    FIXED_KARANAS,
    KIMSTUGHNA,
    MOVABLE_KARANAS,
    NAKSHATRAS,
    TITHIS,
    YOGAS,
    Name,
)

# Angle (degrees, 0..360) and its rate (degrees a day) at an instant, from the Sun and Moon.
Angle = Callable[[BodyPosition, BodyPosition], tuple[float, float]]


class Kind(NamedTuple):
    key: str
    step: float  # degrees per element
    angle: Angle


def _elongation(sun: BodyPosition, moon: BodyPosition) -> tuple[float, float]:
    return (moon.longitude - sun.longitude) % 360.0, moon.speed - sun.speed


def _moon(_sun: BodyPosition, moon: BodyPosition) -> tuple[float, float]:
    return moon.longitude % 360.0, moon.speed


def _sum(sun: BodyPosition, moon: BodyPosition) -> tuple[float, float]:
    return (sun.longitude + moon.longitude) % 360.0, sun.speed + moon.speed


TITHI = Kind("tithi", 12.0, _elongation)
KARANA = Kind("karana", 6.0, _elongation)
NAKSHATRA = Kind("nakshatra", 360.0 / 27, _moon)
YOGA = Kind("yoga", 360.0 / 27, _sum)
KINDS = (TITHI, NAKSHATRA, YOGA, KARANA)

_TOLERANCE_DAYS = 1e-7  # about 0.01 s
_MAX_STEPS = 12


_KNOT_DAYS = 0.5


@lru_cache(maxsize=8192)
def _knot(i: int) -> tuple[float, float, float, float]:
    """The ephemeris at the i-th half day (Julian day i / 2): shared by every place and day."""
    sun, moon = sun_and_moon(i * _KNOT_DAYS)
    return sun.longitude, sun.speed, moon.longitude, moon.speed


def sky_at(jd: float) -> tuple[BodyPosition, BodyPosition]:
    """The Sun and the Moon from the ephemeris at knots half a day apart, and between two
    knots the cubic that matches both ends' longitudes and speeds (Hermite). The Moon's
    longitude bends slowly enough that this stays within a few hundredths of an arc-second of
    the ephemeris, under a tenth of a second of time (tests check it)."""
    h = _KNOT_DAYS
    i = math.floor(jd / h)
    s = jd / h - i
    a, b = _knot(i), _knot(i + 1)
    s2, s3 = s * s, s * s * s
    h00, h10, h01, h11 = 2 * s3 - 3 * s2 + 1, s3 - 2 * s2 + s, 3 * s2 - 2 * s3, s3 - s2
    d00, d10, d01, d11 = 6 * s2 - 6 * s, 3 * s2 - 4 * s + 1, 6 * s - 6 * s2, 3 * s2 - 2 * s

    def body(k: int) -> BodyPosition:
        # The later longitude unwrapped to within 180° of the earlier one.
        p0, p1 = a[k], a[k] + (b[k] - a[k] + 180.0) % 360.0 - 180.0
        v0, v1 = a[k + 1] * h, b[k + 1] * h
        return BodyPosition(
            (h00 * p0 + h10 * v0 + h01 * p1 + h11 * v1) % 360.0,
            (d00 * p0 + d10 * v0 + d01 * p1 + d11 * v1) / h,
        )

    return body(0), body(2)


class Span(NamedTuple):
    """One element (its number, 1-based) and when it began and ends (Julian days, UT)."""

    number: int
    start: float
    end: float


def angle_at(kind: Kind, jd: float) -> tuple[float, float]:
    sun, moon = sky_at(jd)
    return kind.angle(sun, moon)


def crossing(kind: Kind, target: float, guess: float) -> float:
    """The instant near `guess` when the angle reaches `target` (degrees)."""
    jd = guess
    for _ in range(_MAX_STEPS):
        value, rate = angle_at(kind, jd)
        behind = (target - value + 180.0) % 360.0 - 180.0
        step = behind / rate
        jd += step
        if abs(step) < _TOLERANCE_DAYS:
            break
    return jd


def spans(kind: Kind, start: float, end: float) -> list[Span]:
    """Every element running between two instants, the first one with its beginning (before
    `start`) and the last with its end (after `end`)."""
    value, rate = angle_at(kind, start)
    count = round(360.0 / kind.step)
    number = int(value // kind.step) + 1
    into = value - (number - 1) * kind.step  # degrees since the first one began
    # Back to where the first one began, then forward to where each ends (the next end is a
    # whole step on from the last: a first guess Newton's method corrects).
    began = crossing(kind, (number - 1) * kind.step, start - into / rate)
    guess = start + (kind.step - into) / rate
    found = []
    while True:
        ends = crossing(kind, (number * kind.step) % 360.0, guess)
        found.append(Span(number, began, ends))
        if ends >= end:
            return found
        began, number = ends, number % count + 1
        guess = ends + kind.step / rate


def tithi_name(number: int) -> Name:
    """1-15 the bright half (15 Purnima), 16-30 the dark half (30 Amavasya)."""
    return AMAVASYA if number == 30 else TITHIS[(number - 1) % 15]


def paksha_of(tithi_number: int) -> int:
    """0 Shukla (bright), 1 Krishna (dark)."""
    return 0 if tithi_number <= 15 else 1


def karana_name(number: int) -> Name:
    """1 Kimstughna, 2-57 the movable seven in turn, 58-60 Shakuni, Chatushpada, Naga."""
    if number == 1:
        return KIMSTUGHNA
    if number >= 58:
        return FIXED_KARANAS[number - 58]
    return MOVABLE_KARANAS[(number - 2) % 7]


def name_of(kind: Kind, number: int) -> Name:
    if kind is TITHI:
        return tithi_name(number)
    if kind is KARANA:
        return karana_name(number)
    return (NAKSHATRAS if kind is NAKSHATRA else YOGAS)[number - 1]


# Vishti (Bhadra) is the 7th movable karana: numbers 8, 15, ... 57 of the month's sixty.
VISHTI = frozenset(range(8, 58, 7))


def in_bhadra(jd: float) -> bool:
    value, _rate = angle_at(KARANA, jd)
    return int(value // KARANA.step) + 1 in VISHTI


def bhadra_end(jd: float) -> float:
    """When the Vishti karana running at `jd` ends."""
    value, rate = angle_at(KARANA, jd)
    boundary = (int(value // KARANA.step) + 1) * KARANA.step
    return crossing(KARANA, boundary % 360.0, jd + (boundary - value) / rate)
