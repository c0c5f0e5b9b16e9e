"""Vimshottari dasha: the 120-year cycle of planetary periods, starting from the lord of
the Moon's nakshatra at birth, with the part of that period already elapsed at birth
taken from how far the Moon has travelled through its nakshatra.

Antardashas (sub-periods) run in the same order starting from the mahadasha's own lord,
each lasting mahadasha years x sub-lord years / 120. A year here is 365.25 days.

Times are day numbers (days since 0001-01-01 in the birthplace's local time, with the
fraction of the day). A chart has about 90 periods, so they are plain tuples built from
precomputed fractions: this is the hot part of a Kundli after the ephemeris itself."""

from __future__ import annotations

from datetime import datetime
from itertools import accumulate
from typing import NamedTuple

from kundli_service.zodiac import DASHA_ORDER, DASHA_YEARS, NAKSHATRA_SPAN, nakshatra_index

CYCLE_YEARS = 120
YEAR_DAYS = 365.25


class Period(NamedTuple):
    lord: str
    start: float  # day number
    end: float


class Mahadasha(NamedTuple):
    lord: str
    start: float
    end: float
    antardashas: tuple[Period, ...]


def _sequence_from(lord: str) -> tuple[str, ...]:
    i = DASHA_ORDER.index(lord)
    return tuple(DASHA_ORDER[(i + k) % 9] for k in range(9))


# For each mahadasha lord: its sub-lords with the fraction of the mahadasha at which each
# sub-period ends (the last is 1.0).
_SUBS: dict[str, tuple[tuple[str, ...], tuple[float, ...]]] = {
    lord: (
        _sequence_from(lord),
        tuple(accumulate(DASHA_YEARS[s] / CYCLE_YEARS for s in _sequence_from(lord))),
    )
    for lord in DASHA_ORDER
}


def day_number(moment: datetime) -> float:
    """The wall-clock time of `moment` (in its own zone) as a day number."""
    seconds = moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6
    return moment.toordinal() + seconds / 86400


def _antardashas(lord: str, start: float, length: float, birth: float) -> tuple[Period, ...]:
    subs, ends = _SUBS[lord]
    periods = []
    previous = start
    for sub, fraction in zip(subs, ends, strict=True):
        end = start + length * fraction
        if end > birth:  # sub-periods that ended before birth are not part of this life
            periods.append(Period(sub, previous if previous > birth else birth, end))
        previous = end
    return tuple(periods)


def vimshottari(moon_longitude: float, birth: float) -> list[Mahadasha]:
    """The nine mahadashas from the birth day number (the first one partly elapsed)."""
    index = nakshatra_index(moon_longitude)
    travelled = (moon_longitude % NAKSHATRA_SPAN) / NAKSHATRA_SPAN
    first = DASHA_ORDER[index % 9]
    start = birth - DASHA_YEARS[first] * travelled * YEAR_DAYS  # when that period began
    result = []
    for lord in _sequence_from(first):
        length = DASHA_YEARS[lord] * YEAR_DAYS
        end = start + length
        result.append(
            Mahadasha(lord, max(start, birth), end, _antardashas(lord, start, length, birth))
        )
        start = end
    return result


def running_at(periods: list[Mahadasha], day: float) -> tuple[Mahadasha, Period] | None:
    """The mahadasha and antardasha in force on a day number, if within the cycle."""
    for maha in periods:
        if maha.start <= day < maha.end:
            for antar in maha.antardashas:
                if antar.start <= day < antar.end:
                    return maha, antar
    return None
