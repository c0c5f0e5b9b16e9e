"""The lunar month and the year: which month a moment falls in, whether it is an adhika
(extra) month, its name in the amanta and purnimanta reckonings, and the samvat years.

Rules (Reingold and Dershowitz, Calendrical Calculations, "the modern Hindu calendars"):
- an amanta month runs from one new moon to the next and is named by the sidereal sign the Sun
  is in at the new moon that begins it: the Sun in Meena (Pisces) names Chaitra, in Mesha
  Vaishakha, and so on round;
- when the Sun is in the same sign at both new moons (it entered no sign during the month),
  the month is adhika and takes the name of the month that follows it;
- a purnimanta month runs from full moon to full moon: its bright half is the amanta month's,
  its dark half belongs to the next month. An adhika month is kept whole, new moon to new
  moon, in both reckonings, so the dark half before it belongs to the ordinary month of its
  name;
- Vikram Samvat and Shaka years begin with Chaitra's bright half (an adhika Chaitra's, when
  Chaitra is doubled): Vikram = Gregorian year + 57
  from then (+ 56 before), Shaka = Vikram - 135.
"""

from __future__ import annotations

from datetime import date
from functools import lru_cache
from typing import NamedTuple

from kundli_service.panchang.elements import TITHI, angle_at, crossing, sky_at

SYNODIC_MONTH = 29.530588853  # mean days from new moon to new moon
_PAUSHA = 10


class Month(NamedTuple):
    number: int  # 1 Chaitra .. 12 Phalguna
    adhika: bool
    start: float  # the new moon that begins it (Julian day, UT)
    end: float  # the next new moon


def new_moon_before(jd: float) -> float:
    elongation, rate = angle_at(TITHI, jd)
    return _new_moon(round(jd - elongation / rate, 1))


@lru_cache(maxsize=256)
def _new_moon(guess: float) -> float:
    # Cached by a rounded first guess: every moment of one lunation asks for the same one.
    return crossing(TITHI, 0.0, guess)


def _sun_sign(jd: float) -> int:
    sun, _moon = sky_at(jd)
    return int(sun.longitude % 360.0 // 30)  # 0 = Mesha


@lru_cache(maxsize=256)
def _month_from(start: float) -> Month:
    end = _new_moon(round(start + SYNODIC_MONTH, 1))
    sign = _sun_sign(start)
    return Month((sign + 1) % 12 + 1, sign == _sun_sign(end), start, end)


def month_at(jd: float) -> Month:
    """The amanta month running at an instant."""
    return _month_from(new_moon_before(jd))


def purnimanta(month: Month, krishna: bool) -> tuple[int, bool]:
    """The purnimanta month (number, adhika) of a moment in `month`'s bright or dark half."""
    if not krishna or month.adhika:
        return month.number, month.adhika
    return month.number % 12 + 1, False


def samvat(day: date, month: Month) -> tuple[int, int]:
    """(Vikram Samvat, Shaka Samvat) of a day in `month`."""
    began_last_year = month.number >= _PAUSHA and day.month <= 4
    vikram = day.year + (56 if began_last_year else 57)
    return vikram, vikram - 135
