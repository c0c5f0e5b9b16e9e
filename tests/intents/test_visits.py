"""Dates and parts of the day for a booking, and why an impossible date is impossible."""

from __future__ import annotations

# ruff: noqa: E501 (one case a line reads best)
from datetime import date

import pytest

from intents import (
    DateProblem,
    any_time,
    date_problem,
    read_part_of_day,
    read_visit_date,
    says_after,
    says_party,
)

SUNDAY = date(2026, 11, 22)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("today", "2026-11-22"), ("aaj", "2026-11-22"), ("आज", "2026-11-22"),
        ("tomorrow", "2026-11-23"), ("kal", "2026-11-23"), ("कल", "2026-11-23"),
        ("day after tomorrow", "2026-11-24"), ("parso", "2026-11-24"), ("परसों", "2026-11-24"),
        ("Monday", "2026-11-23"), ("somvar", "2026-11-23"), ("रविवार", "2026-11-29"),
        ("next Sunday", "2026-11-29"), ("this Friday", "2026-11-27"), ("agle mangalvar", "2026-11-24"),
        ("15 Dec", "2026-12-15"), ("December 15", "2026-12-15"), ("15/12", "2026-12-15"),
        ("15 दिसंबर", "2026-12-15"), ("5 Jan", "2027-01-05"), ("2027-02-10", "2027-02-10"),
        ("1 November 2026", "2026-11-01"), ("kal subah 8 baje", "2026-11-23"),
        ("whenever", None), ("8 baje", None), ("Sat sri akal ji, jaap karwana hai", None),
        ("on sat", "2026-11-28"),
        # A danda ends the month's word as a full stop does.
        ("मकर संक्रांति के दिन, 15 जनवरी। पंडित जी बोले इस बार 15 को पड़ रहा है", "2027-01-15"),
        ("रविवार।", "2026-11-29"),
        # A day of the month said beside its weekday is that day, not the coming weekday.
        ("next friday, 4th", "2026-12-04"), ("sunday 29th", "2026-11-29"),
    ],
)  # fmt: skip
def test_visit_dates_look_ahead(text: str, day: str | None) -> None:
    found = read_visit_date(text, SUNDAY)
    assert (found.isoformat() if found else None) == day


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("28 tarikh", "2026-11-28"), ("28 tareekh ko", "2026-11-28"), ("23rd", "2026-11-23"),
        ("on the 12th", "2026-12-12"), ("15th", "2026-12-15"), ("the 31st", "2026-12-31"),
        ("25th of this month", "2026-11-25"), ("इस महीने की 25 तारीख", "2026-11-25"),
        ("15th of this month", "2026-11-15"),  # said so: refused as past, not moved on
        ("5th of next month", "2026-12-05"), ("agle mahine ki 5 tarikh", "2026-12-05"),
        ("31 tarikh agle mahine", "2026-12-31"), ("12 tarikh ko shaam 7 baje", "2026-12-12"),
        ("15", None), ("my son's 1st birthday", None), ("2nd floor, Lajpat Nagar", None),
    ],
)  # fmt: skip
def test_a_day_of_the_month_is_this_months_until_it_passes(text: str, day: str | None) -> None:
    found = read_visit_date(text, SUNDAY)
    assert (found.isoformat() if found else None) == day


def test_a_day_of_the_month_past_in_december_is_in_january() -> None:
    assert read_visit_date("5 tarikh", date(2026, 12, 20)) == date(2027, 1, 5)
    assert read_visit_date("next month 31st", date(2026, 1, 10)) is None  # no 31 February


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("kal subah", "morning"), ("सुबह", "morning"), ("in the afternoon", "afternoon"),
        ("dopahar", "afternoon"), ("shaam ko", "evening"), ("शाम", "evening"),
        ("raat", "night"), ("any time", None),
    ],
)  # fmt: skip
def test_parts_of_the_day(text: str, part: str | None) -> None:
    assert read_part_of_day(text) == part


@pytest.mark.parametrize(
    ("text", "after"),
    [
        ("after 6 pm", True), ("shaam 6 baje ke baad", True), ("6 बजे के बाद", True),
        ("6 pm onwards", True), ("6 pm", False), ("baad mein batata hoon", False),
    ],
)  # fmt: skip
def test_the_earliest_time_that_will_do(text: str, after: bool) -> None:
    assert says_after(text) is after


@pytest.mark.parametrize(
    ("text", "any_will_do"),
    [
        ("koi bhi time chalega", True), ("any time is fine", True), ("पता नहीं", True),
        ("आप देख लीजिए", True), ("6 pm", False), ("subah", False),
    ],
)  # fmt: skip
def test_no_time_preferred(text: str, any_will_do: bool) -> None:
    assert any_time(text) is any_will_do


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("31 February", DateProblem("day_out_of_month", month=2, day=31, max_day=29)),
        ("31/02/1990", DateProblem("day_out_of_month", month=2, day=31, max_day=29)),
        ("31 फरवरी", DateProblem("day_out_of_month", month=2, day=31, max_day=29)),
        ("31 April", DateProblem("day_out_of_month", month=4, day=31, max_day=30)),
        ("15/13/1990", DateProblem("month_out_of_range", month=13)),
        ("0 May", DateProblem("day_zero", month=5)),
        ("28 February", None), ("15 May 1990", None), ("hello", None),
    ],
)  # fmt: skip
def test_impossible_dates_say_why(text: str, problem: DateProblem | None) -> None:
    assert date_problem(text, 2026) == problem


@pytest.mark.parametrize(
    ("text", "party"),
    [
        ("हम तीन लोग हैं", True), ("we are three people", True), ("family of five", True),
        ("6 family members", True), ("hum chaar log aayenge", True),
        ("I need 2 pandits", False), ("3 din ki puja", False), ("2 packet agarbatti", False),
    ],
)  # fmt: skip
def test_how_many_are_coming(text: str, party: bool) -> None:
    assert says_party(text) is party
