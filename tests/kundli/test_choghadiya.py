"""The choghadiyas of a day: eight equal parts of the daytime and eight of the night, named by
the weekday as the printed Panchangs name them, joining sunrise to the next sunrise."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from itertools import pairwise

import pytest

from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.choghadiya import choghadiya
from kundli_service.panchang.wire import Choghadiya, Panchang
from kundli_service.problem import Problem

SUNDAY = date(2024, 11, 3)
# Each weekday's day and night, Sunday first, as almanacs print them.
DAYS = (
    "Udveg Chal Labh Amrit Kaal Shubh Rog Udveg",
    "Amrit Kaal Shubh Rog Udveg Chal Labh Amrit",
    "Rog Udveg Chal Labh Amrit Kaal Shubh Rog",
    "Labh Amrit Kaal Shubh Rog Udveg Chal Labh",
    "Shubh Rog Udveg Chal Labh Amrit Kaal Shubh",
    "Chal Labh Amrit Kaal Shubh Rog Udveg Chal",
    "Kaal Shubh Rog Udveg Chal Labh Amrit Kaal",
)
NIGHTS = (
    "Shubh Amrit Chal Rog Kaal Labh Udveg Shubh",
    "Chal Rog Kaal Labh Udveg Shubh Amrit Chal",
    "Kaal Labh Udveg Shubh Amrit Chal Rog Kaal",
    "Udveg Shubh Amrit Chal Rog Kaal Labh Udveg",
    "Amrit Chal Rog Kaal Labh Udveg Shubh Amrit",
    "Rog Kaal Labh Udveg Shubh Amrit Chal Rog",
    "Labh Udveg Shubh Amrit Chal Rog Kaal Labh",
)
GOOD, BAD = {"Amrit", "Shubh", "Labh"}, {"Udveg", "Kaal", "Rog"}


def when(clock: str) -> datetime:
    return datetime.fromisoformat(clock)


@pytest.mark.parametrize("weekday", range(7))
def test_each_weekday_has_its_order(weekday: int) -> None:
    found = choghadiya(PanchangRequest((SUNDAY + timedelta(days=weekday)).isoformat(), "Pune"))
    assert isinstance(found, Choghadiya)
    day = [p.key for p in found.periods if not p.night]
    night = [p.key for p in found.periods if p.night]
    assert " ".join(day) == DAYS[weekday]
    assert " ".join(night) == NIGHTS[weekday]
    for part in found.periods:
        expected = "good" if part.key in GOOD else "bad" if part.key in BAD else "neutral"
        assert part.quality == expected


@pytest.mark.parametrize("place", ["New Delhi", "London"])
def test_the_parts_are_equal_and_run_from_sunrise_to_the_next(place: str) -> None:
    day = date(2024, 6, 16)
    found = choghadiya(PanchangRequest(day.isoformat(), place))
    this = panchang(PanchangRequest(day.isoformat(), place))
    after = panchang(PanchangRequest((day + timedelta(days=1)).isoformat(), place))
    assert (
        isinstance(found, Choghadiya) and isinstance(this, Panchang) and isinstance(after, Panchang)
    )
    periods = found.periods
    assert found.place == this.place
    assert periods[0].starts == this.sun.rise
    assert periods[8].starts == this.sun.set
    assert abs(when(periods[-1].ends) - when(after.sun.rise)) <= timedelta(minutes=1)
    for one, two in pairwise(periods):
        assert one.ends == two.starts
    for half in (periods[:8], periods[8:]):
        lengths = [when(p.ends) - when(p.starts) for p in half]
        assert max(lengths) - min(lengths) <= timedelta(seconds=2)
    # Rahu Kaal is one of the daytime's eighths, so it is one choghadiya exactly.
    rahu = this.periods.rahu_kaal
    assert any(p.starts == rahu.starts for p in periods[:8])


def test_hindi_names_and_a_refusal_in_the_panchangs_words() -> None:
    found = choghadiya(PanchangRequest("2024-11-03", "Varanasi", language="hi"))
    assert isinstance(found, Choghadiya)
    assert [p.name for p in found.periods[:3]] == ["उद्वेग", "चर", "लाभ"]
    refused = choghadiya(PanchangRequest("2024-11-03", "Xyzzyqwe"))
    assert isinstance(refused, Problem) and refused.field == "place"
