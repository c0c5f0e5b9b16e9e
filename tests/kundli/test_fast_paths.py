"""The shortcuts a chart takes for speed give what the plain definitions give: dates from
tables, signs and nakshatras in one step, the running period found by bisection."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from kundli_service.dasha import (
    Mahadasha,
    Period,
    day_number,
    iso_dates,
    running_at,
    vimshottari,
)
from kundli_service.zodiac import (
    NAKSHATRA_SPAN,
    PADA_SPAN,
    SIGN_SPAN,
    Nakshatra,
    normalise,
    place_of,
    sign_index,
)


def test_every_date_of_the_table_and_beyond_it() -> None:
    first, end = date(1800, 1, 1).toordinal(), date(2300, 1, 1).toordinal()
    days = [n + 0.75 for n in range(first - 3, end + 3)]
    assert iso_dates(days) == [date.fromordinal(int(d)).isoformat() for d in days]
    assert iso_dates([1.0, 5.5, date.max.toordinal() + 0.5]) == [
        "0001-01-01",
        "0001-01-05",
        "9999-12-31",
    ]
    assert iso_dates([]) == []


EDGES = [
    k * span + nudge
    for span in (SIGN_SPAN, NAKSHATRA_SPAN, PADA_SPAN)
    for k in range(-1, int(360 / span) + 2)
    for nudge in (-1e-9, 0.0, 1e-9)
]


def test_a_place_in_one_step_is_the_place_step_by_step() -> None:
    for longitude in [*EDGES, -1e-20, 359.99999999999994, 720.5, 123.456]:
        normalised = normalise(longitude)
        expected = (normalised, sign_index(normalised), Nakshatra.of(normalised))
        assert place_of(longitude) == expected, longitude


def _running_by_scan(periods: list[Mahadasha], day: float) -> tuple[Mahadasha, Period] | None:
    for maha in periods:
        if maha.start <= day < maha.end:
            for antar in maha.antardashas:
                if antar.start <= day < antar.end:
                    return maha, antar
    return None


@pytest.mark.parametrize("moon", [0.0, NAKSHATRA_SPAN / 2, 100.0, 359.999])
def test_the_running_period_by_bisection_is_the_one_a_scan_finds(moon: float) -> None:
    birth = day_number(datetime(1990, 5, 15, 14, 30))
    periods = vimshottari(moon, birth)
    bounds = [b for m in periods for b in (*m.bounds, m.end)]
    days = [birth - 1, *bounds, *(b - 1e-6 for b in bounds), *(b + 0.5 for b in bounds)]
    for day in days:
        assert running_at(periods, day) == _running_by_scan(periods, day)
