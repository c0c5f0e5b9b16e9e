"""Vimshottari dasha: the 120-year cycle of planetary periods, starting from the lord of
the Moon's nakshatra at birth, with the part of that period already elapsed at birth
taken from how far the Moon has travelled through its nakshatra.

Antardashas (sub-periods) run in the same order starting from the mahadasha's own lord,
each lasting mahadasha years x sub-lord years / 120. A year here is 365.25 days.

Times are day numbers (days since 0001-01-01 in the birthplace's local time, with the
fraction of the day). A chart has about 90 periods, the hot part of a Kundli after the
ephemeris: each mahadasha keeps its sub-periods as bare floats (one list comprehension),
and `Period` tuples are made only when asked for."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from datetime import date, datetime
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
    sub_lords: tuple[str, ...]  # the antardashas of this life, in order
    bounds: tuple[float, ...]  # their starts, then the last one's end (one more than lords)

    @property
    def antardashas(self) -> tuple[Period, ...]:
        b = self.bounds
        return tuple(Period(lord, b[i], b[i + 1]) for i, lord in enumerate(self.sub_lords))


def _sequence_from(lord: str) -> tuple[str, ...]:
    i = DASHA_ORDER.index(lord)
    return tuple(DASHA_ORDER[(i + k) % 9] for k in range(9))


_LENGTHS = {lord: DASHA_YEARS[lord] * YEAR_DAYS for lord in DASHA_ORDER}
_SEQUENCES = {lord: _sequence_from(lord) for lord in DASHA_ORDER}
# For each mahadasha lord: its sub-lords, and how many days after the mahadasha's start
# each sub-period ends (mahadasha length x the sub-lords' years so far / 120).
_SUBS: dict[str, tuple[tuple[str, ...], tuple[float, ...]]] = {
    lord: (
        _SEQUENCES[lord],
        tuple(
            _LENGTHS[lord] * fraction
            for fraction in accumulate(DASHA_YEARS[s] / CYCLE_YEARS for s in _SEQUENCES[lord])
        ),
    )
    for lord in DASHA_ORDER
}


def day_number(moment: datetime) -> float:
    """The wall-clock time of `moment` (in its own zone) as a day number."""
    seconds = moment.hour * 3600 + moment.minute * 60 + moment.second + moment.microsecond / 1e6
    return moment.toordinal() + seconds / 86400


def vimshottari(moon_longitude: float, birth: float) -> list[Mahadasha]:
    """The nine mahadashas from the birth day number (the first one partly elapsed)."""
    index = nakshatra_index(moon_longitude)
    travelled = (moon_longitude % NAKSHATRA_SPAN) / NAKSHATRA_SPAN
    first = DASHA_ORDER[index % 9]
    start = birth - DASHA_YEARS[first] * travelled * YEAR_DAYS  # when that period began
    result = []
    for lord in _SEQUENCES[first]:
        subs, offsets = _SUBS[lord]
        end = start + _LENGTHS[lord]
        ends = [start + offset for offset in offsets]  # ascending
        if start > birth:  # wholly within this life
            result.append(Mahadasha(lord, start, end, subs, (start, *ends)))
        else:
            # Sub-periods that ended before birth are not part of this life; the one
            # running at birth starts, for this life, at birth.
            cut = bisect_right(ends, birth)
            result.append(Mahadasha(lord, birth, end, subs[cut:], (birth, *ends[cut:])))
        start = end
    return result


def running_at(periods: list[Mahadasha], day: float) -> tuple[Mahadasha, Period] | None:
    """The mahadasha and antardasha in force on a day number, if within the cycle."""
    for maha in periods:
        if maha.start <= day < maha.end:
            bounds = maha.bounds
            i = bisect_right(bounds, day) - 1  # the last sub-period begun by `day`
            if i < len(maha.sub_lords) and day < bounds[i + 1]:
                return maha, Period(maha.sub_lords[i], bounds[i], bounds[i + 1])
    return None


def iso_dates(days: Sequence[float]) -> list[str]:
    """The ISO dates ("1990-05-15") of day numbers, the fraction of the day dropped."""
    fromordinal = date.fromordinal
    return [fromordinal(int(day)).isoformat() for day in days]
