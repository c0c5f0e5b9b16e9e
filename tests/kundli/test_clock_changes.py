"""A birth time at a clock change abroad: an hour that never happened is refused naming
time_of_birth; an hour that happened twice is asked about, and taken with the zone's
abbreviation saying which. India has had no clock changes since 1945 (war time is a period,
read as it stood)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from kundli_service.birth import Birth, check_birth
from kundli_service.problem import Problem
from kundli_service.service import KundliRequest, generate_kundli

TODAY = date(2026, 11, 22)


def birth(day: str, time: str, place: str = "New York") -> Birth | Problem:
    return check_birth("Asha", day, time, place, "english", today=TODAY)


def test_a_time_the_clocks_skipped_is_refused_naming_the_field() -> None:
    found = birth("2021-03-14", "02:30")  # clocks went from 02:00 EST to 03:00 EDT
    assert isinstance(found, Problem)
    assert found.field == "time_of_birth"
    assert "did not exist: the clocks went forward an hour" in found.message
    assert "घड़ियाँ एक घंटा आगे" in found.hi


def test_a_time_that_happened_twice_is_asked_about() -> None:
    found = birth("2021-11-07", "01:30")  # 01:00-02:00 happened in EDT, then again in EST
    assert isinstance(found, Problem)
    assert found.field == "time_of_birth"
    assert '"01:30 EDT" (the first, summer time) or "01:30 EST" (the second)' in found.message


@pytest.mark.parametrize(("said", "offset"), [("01:30 EDT", -4), ("1:30 AM EST", -5)])
def test_the_zone_abbreviation_says_which_of_the_two(said: str, offset: int) -> None:
    found = birth("2021-11-07", said)
    assert isinstance(found, Birth)
    assert found.offset.seconds == offset * 3600
    assert found.moment_utc == datetime(2021, 11, 7, 1 - offset, 30, tzinfo=UTC)
    # A zone abroad is named by its identifiers, the same in both languages.
    zone = f"America/New_York {said[-3:]} (UTC-0{-offset}:00)"
    assert found.offset.label == found.offset.label_in("hi") == zone


def test_an_ordinary_time_and_a_london_change() -> None:
    plain = birth("2021-07-01", "14:30 EDT")  # an abbreviation where nothing is in doubt
    assert isinstance(plain, Birth) and plain.offset.seconds == -4 * 3600
    skipped = birth("2022-03-27", "01:15", "London, UK")  # 01:00 GMT went to 02:00 BST
    assert isinstance(skipped, Problem) and skipped.field == "time_of_birth"


def test_the_chart_refuses_the_same_way() -> None:
    refused = generate_kundli(
        KundliRequest("Asha", "2021-03-14", "02:30", "New York", "english"),
        datetime(2026, 11, 22, tzinfo=UTC),
    )
    assert isinstance(refused, Problem) and refused.field == "time_of_birth"
