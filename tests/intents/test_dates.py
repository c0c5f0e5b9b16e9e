"""Dates of birth: the spec's two forms, then every form people use; always day first."""

from __future__ import annotations

import pytest

from intents import parse_date, read_date
from intents.dates import year_of


@pytest.mark.parametrize("text", ["15th May 1990", "May 15, 1990"])
def test_the_specs_forms(text: str) -> None:
    assert parse_date(text) == "1990-05-15"


@pytest.mark.parametrize(
    "text",
    [
        "15/05/1990",
        "15-5-1990",
        "15.05.1990",
        "15 / 05 / 1990",
        "15-5-90",
        "15 may 90",
        "15 May '90",
        "15-May-1990",
        "15th of May, 1990",
        "May the 15th 1990",
        "may 15th 1990",
        "15 MAY 1990",
        "1990-05-15",
        "fifteenth May nineteen ninety",
        "the fifteenth of may, nineteen hundred and ninety",
        "may fifteenth nineteen ninety",
        "15 मई 1990",
        "१५ मई १९९०",
        "I was born on 15th May 1990",
        "dob: 15/05/1990, at 2:30 pm in Pune",
    ],
)
def test_forms_people_use(text: str) -> None:
    assert read_date(text, this_year=2026) == "1990-05-15"


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("03/04/1985", "1985-04-03"),  # day first, as in India: 3 April, not March 4
        ("1-1-2000", "2000-01-01"),
        ("Sept. 9 1999", "1999-09-09"),
        ("the twenty-first of march two thousand and one", "2001-03-21"),
        ("2 January nineteen oh five", "1905-01-02"),
        ("29/02/2000", "2000-02-29"),
        ("12 दिसम्बर 1975", "1975-12-12"),
        ("5 सितंबर 2001", "2001-09-05"),
    ],
)
def test_more_dates(text: str, iso: str | None) -> None:
    assert read_date(text, this_year=2026) == iso


@pytest.mark.parametrize(
    ("written", "this_year", "year"),
    [
        ("90", 2026, 1990),
        ("26", 2026, 2026),
        ("27", 2026, 1927),
        ("05", 2026, 2005),
        ("00", 2026, 2000),
        ("30", 2031, 2030),
        ("1990", 2026, 1990),
    ],
)
def test_two_digit_years_are_birth_years(written: str, this_year: int, year: int) -> None:
    assert year_of(written, this_year) == year


def test_two_digit_year_follows_the_reference_year() -> None:
    assert read_date("15-5-28", this_year=2026) == "1928-05-15"
    assert read_date("15-5-28", this_year=2030) == "2028-05-15"


@pytest.mark.parametrize(
    "text",
    [
        "31/02/1990",  # no 31st of February
        "29/02/1900",  # 1900 was not a leap year
        "05/15/1990",  # month 15: day first, always
        "32 May 1990",
        "15 May",  # no year
        "15 Smarch 1990",
        "15 May 1799",  # before any birth we chart
        "15 May 2099",  # not born yet
        "tomorrow",
        "",
        "2:30 PM",
    ],
)
def test_invalid_or_missing_dates_are_none(text: str) -> None:
    assert read_date(text, this_year=2026) is None


def test_parse_date_keeps_the_raw_text_when_it_is_not_a_date() -> None:
    assert parse_date("sometime in the monsoon") == "sometime in the monsoon"
    assert parse_date("31/02/1990") == "31/02/1990"
