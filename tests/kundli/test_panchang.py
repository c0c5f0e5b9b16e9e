"""The Panchang engine on its own: a year of days at places north and south of the equator,
each day's limbs joining the next day's; the adhika months and the two reckonings of the
month; the parts of the day by weekday; refusals that name the field; Hindi; the place chosen
among same-named ones."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from functools import cache
from itertools import pairwise
from typing import Any

import pytest

from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.wire import Panchang
from kundli_service.problem import Problem
from tests.kundli.almanac import MONTH_NAMES

DAY = timedelta(days=1)
YEAR = 2026
CITIES = ["New Delhi", "Chennai", "Guwahati", "Leh", "London", "New York", "Sydney", "Johannesburg"]
WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]


def report(day: date | str, place: str | None = "New Delhi", **details: Any) -> dict[str, Any]:
    """The Panchang as the API sends it (JSON data)."""
    text = day if isinstance(day, str) else day.isoformat()
    found = panchang(PanchangRequest(text, place, **details))
    assert isinstance(found, Panchang), found
    return found.model_dump(mode="json")


def problem(day: str, place: str | None = None, **details: Any) -> Problem:
    found = panchang(PanchangRequest(day, place, **details))
    assert isinstance(found, Problem), found
    return found


def when(clock: str) -> datetime:
    return datetime.fromisoformat(clock)


@cache
def year_at(place: str, year: int = YEAR) -> list[dict[str, Any]]:
    """Every day of the year and the first of the next."""
    first = date(year, 1, 1)
    return [report(first + DAY * n, place) for n in range((date(year + 1, 1, 1) - first).days + 1)]


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """One element as two days show it (each day finds its ends anew: a second apart at most)."""
    return (
        a["number"] == b["number"]
        and abs(when(a["starts"]) - when(b["starts"])) <= timedelta(seconds=1)
        and abs(when(a["ends"]) - when(b["ends"])) <= timedelta(seconds=1)
    )


@pytest.mark.parametrize("place", CITIES)
@pytest.mark.parametrize(
    ("kind", "count", "at_two_sunrises"),
    [("tithi", 30, True), ("nakshatra", 27, True), ("yoga", 27, True), ("karana", 60, False)],
)
def test_a_year_of_days_joins_up(place: str, kind: str, count: int, at_two_sunrises: bool) -> None:
    skipped, doubled = [], []
    for today, tomorrow in pairwise(year_at(place)):
        shown, sunrise = today[kind], when(today["sun"]["rise"])
        assert shown, f"{today['date']}: no {kind}"
        assert when(shown[0]["starts"]) <= sunrise < when(shown[0]["ends"])
        for earlier, later in pairwise(shown):
            assert later["starts"] == earlier["ends"]
            assert later["number"] == earlier["number"] % count + 1
        # The one running at the next sunrise is the next day's first.
        next_sunrise = when(tomorrow["sun"]["rise"])
        assert when(shown[-1]["starts"]) <= next_sunrise < when(shown[-1]["ends"])
        assert same(shown[-1], tomorrow[kind][0]), (today["date"], shown[-1], tomorrow[kind][0])
        skipped += [s["number"] for s in shown[1:-1]]  # held no sunrise (kshaya)
        if len(shown) == 1:  # held both sunrises (adhika)
            doubled.append(shown[0]["number"])
    assert skipped, f"no {kind} at {place} in {YEAR} held no sunrise"
    assert bool(doubled) == at_two_sunrises


@pytest.mark.parametrize(
    ("first", "last", "before", "name"),
    [
        (date(2023, 7, 18), date(2023, 8, 16), "Ashadha", "Shravana"),
        (date(2026, 5, 17), date(2026, 6, 15), "Vaishakha", "Jyeshtha"),
    ],
)
def test_adhika_months(first: date, last: date, before: str, name: str) -> None:
    """An adhika month takes the name of the ordinary month that follows it."""
    for day, expected in ((first - DAY, before), (last + DAY, name)):
        month = report(day)["month"]
        assert (month["amanta"], month["adhika"]) == (expected, False)
    day = first
    while day <= last:
        month = report(day)["month"]
        # Kept whole, new moon to new moon, in both reckonings.
        assert month["adhika"] and month["amanta"] == month["purnimanta"] == f"Adhika {name}"
        day += DAY


def test_the_purnimanta_month_is_the_next_one_in_the_dark_half() -> None:
    for shown in year_at("New Delhi"):
        month = shown["month"]
        amanta = month["amanta"].removeprefix("Adhika ")
        if month["paksha"] == "Shukla" or month["adhika"]:
            assert month["purnimanta"] == month["amanta"], shown["date"]
        else:
            following = MONTH_NAMES[(MONTH_NAMES.index(amanta) + 1) % 12]
            assert month["purnimanta"] == following, shown["date"]
    # The dark half before Adhika Jyeshtha belongs to the ordinary Jyeshtha.
    assert report(date(2026, 5, 10))["month"] == {
        "amanta": "Vaishakha",
        "purnimanta": "Jyeshtha",
        "paksha": "Krishna",
        "adhika": False,
        "then": None,
    }


def test_samvat_years_turn_with_chaitra() -> None:
    assert report(date(2026, 3, 10))["samvat"] == {"vikram": 2082, "shaka": 1947}
    assert report(date(2026, 3, 25))["samvat"] == {"vikram": 2083, "shaka": 1948}
    assert report(date(2026, 12, 31))["samvat"] == {"vikram": 2083, "shaka": 1948}


@pytest.mark.parametrize("place", ["New Delhi", "New York"])
def test_a_new_or_full_moon_after_sunrise_turns_the_month_that_day(place: str) -> None:
    """The day's month is the one at sunrise; a new or full moon before the next sunrise says
    what it becomes, and that is the next day's month."""
    turns = 0
    for today, tomorrow in pairwise(year_at(place)):
        month, turn = today["month"], today["month"]["then"]
        moons = [t for t in today["tithi"][1:] if t["number"] in (1, 16)]
        if not moons:
            assert turn is None, today["date"]
            continue
        turns += 1
        assert turn["at"] == moons[0]["starts"]
        assert turn["paksha"] != month["paksha"]
        following = {k: v for k, v in tomorrow["month"].items() if k != "then"}
        assert {k: turn[k] for k in following} == following, today["date"]
        assert turn["samvat"] == tomorrow["samvat"], today["date"]
    assert 20 <= turns <= 25  # about two moons a month, some of them before sunrise


def test_gudi_padwa_begins_chaitra_and_the_new_samvat_in_its_day() -> None:
    """19 March 2026: the new moon comes 20 minutes after Delhi's sunrise."""
    shown = report(date(2026, 3, 19))
    assert (shown["month"]["amanta"], shown["samvat"]["vikram"]) == ("Phalguna", 2082)
    turn = shown["month"]["then"]
    assert turn["at"].startswith("2026-03-19T06:53")
    assert (turn["amanta"], turn["paksha"], turn["samvat"]) == (
        "Chaitra",
        "Shukla",
        {"vikram": 2083, "shaka": 1948},
    )
    hindi = report(date(2026, 3, 19), language="hi")["month"]["then"]
    assert (hindi["amanta"], hindi["paksha"]) == ("चैत्र", "शुक्ल")


def test_a_turn_into_an_adhika_month_says_so() -> None:
    turn = report(date(2026, 5, 16))["month"]["then"]
    assert (turn["amanta"], turn["purnimanta"], turn["adhika"]) == (
        "Adhika Jyeshtha",
        "Adhika Jyeshtha",
        True,
    )


# Where each part falls by the traditional clock of a 06:00 to 18:00 day, Sunday first; a
# real day is scaled: eighths of its own sunrise to sunset.
RAHU_KAAL = ("16:30", "07:30", "15:00", "12:00", "13:30", "10:30", "09:00")
YAMAGANDA = ("12:00", "10:30", "09:00", "07:30", "06:00", "15:00", "13:30")
GULIKA_KAAL = ("15:00", "13:30", "12:00", "10:30", "09:00", "07:30", "06:00")


def scaled(clock: str, sunrise: datetime, sunset: datetime) -> datetime:
    hours, minutes = map(int, clock.split(":"))
    return sunrise + (sunset - sunrise) * ((hours - 6) * 60 + minutes) / 720


@pytest.mark.parametrize(
    ("place", "sunday"), [("New Delhi", date(2024, 11, 3)), ("London", date(2024, 6, 16))]
)
def test_the_parts_of_the_day_by_weekday(place: str, sunday: date) -> None:
    for weekday in range(7):
        shown = report(sunday + DAY * weekday, place)
        assert shown["vara"]["number"] == weekday + 1
        assert WEEKDAYS[weekday] in shown["vara"]["key"]
        rise, set_ = when(shown["sun"]["rise"]), when(shown["sun"]["set"])
        eighth = (set_ - rise) / 8
        for key, table in (
            ("rahu_kaal", RAHU_KAAL),
            ("yamaganda", YAMAGANDA),
            ("gulika_kaal", GULIKA_KAAL),
        ):
            period = shown["periods"][key]
            start = scaled(table[weekday], rise, set_)
            assert abs(when(period["starts"]) - start) <= timedelta(seconds=1), (key, weekday)
            assert abs(when(period["ends"]) - (start + eighth)) <= timedelta(seconds=1)
        # Abhijit: the eighth of the daytime's fifteen muhurtas, not taken on a Wednesday.
        abhijit = shown["periods"]["abhijit"]
        muhurta = (set_ - rise) / 15
        assert abs(when(abhijit["starts"]) - (rise + 7 * muhurta)) <= timedelta(seconds=1)
        assert abs(when(abhijit["ends"]) - (rise + 8 * muhurta)) <= timedelta(seconds=1)
        assert abhijit["avoided"] == (WEEKDAYS[weekday] == "Wednesday")


LONGYEARBYEN = {"latitude": 78.2, "longitude": 15.6, "zone": "Arctic/Longyearbyen"}


@pytest.mark.parametrize(
    ("day", "place", "details", "field", "words"),
    [
        ("1799-12-31", "Varanasi", {}, "date", "between 1800-01-01 and 2199-12-31"),
        ("2200-01-01", "Varanasi", {}, "date", "between 1800-01-01 and 2199-12-31"),
        ("2024-02-30", "Varanasi", {}, "date", "is not a date"),
        ("next tuesday", "Varanasi", {}, "date", "is not a date"),
        ("2024-11-01", None, {}, "place", "place is required"),
        ("2024-11-01", "Xyzzyqwe", {}, "place", "Xyzzyqwe"),
        ("2024-11-01", None, {"latitude": 95.0, "longitude": 10.0}, "latitude", "-90 to 90"),
        ("2024-11-01", None, {"latitude": 10.0, "longitude": 190.0}, "longitude", "-180 to 180"),
        ("2024-11-01", None, {"latitude": 10.0, "longitude": 20.0}, "zone", "IANA time zone"),
        ("2024-11-01", None, {**LONGYEARBYEN, "zone": "Mars/Olympus"}, "zone", "IANA"),
        ("2024-12-21", None, LONGYEARBYEN, "latitude", "the Sun does not rise on 2024-12-21"),
        ("2024-06-21", None, LONGYEARBYEN, "latitude", "the Sun stays above the horizon all day"),
        ("2024-12-21", "Tromso", {}, "place", "At Tromsø, Norway the Sun does not rise"),
    ],
)
def test_refusals_name_the_field(
    day: str, place: str | None, details: dict[str, Any], field: str, words: str
) -> None:
    found = problem(day, place, **details)
    assert found.field == field
    assert words in found.message


def test_an_unknown_place_comes_with_suggestions() -> None:
    found = problem("2024-11-01", "Varanashi")
    assert found.field == "place"
    assert "Varanasi, Uttar Pradesh, India" in found.suggestions


def test_the_polar_night_is_a_season_not_a_place() -> None:
    """Above the polar circle the Panchang has days again once the Sun rises and sets."""
    assert report("2024-03-01", None, **LONGYEARBYEN)["sun"]["rise"].startswith("2024-03-01T")


DEVANAGARI = re.compile(r"[\u0900-\u097F][\u0900-\u097F ()]*")


def test_hindi_names() -> None:
    shown = report(date(2024, 10, 31), language="hi")
    names = [
        shown["vara"]["name"],
        shown["month"]["amanta"],
        shown["month"]["purnimanta"],
        shown["month"]["paksha"],
        *(
            limb["name"]
            for kind in ("tithi", "nakshatra", "yoga", "karana")
            for limb in shown[kind]
        ),
        *(f["name"] for f in shown["festivals"]),
        *(f["rule"] for f in shown["festivals"]),
    ]
    assert [n for n in names if not DEVANAGARI.fullmatch(n.replace(",", ""))] == []
    tithi = {"key": "Chaturdashi", "name": "चतुर्दशी", "paksha": "कृष्ण"}
    assert shown["tithi"][0].items() >= tithi.items()
    assert shown["month"]["amanta"] == "आश्विन"
    assert {f["key"]: f["name"] for f in shown["festivals"]}["diwali"] == "दीपावली (लक्ष्मी पूजा)"
    assert report(date(2026, 6, 1), language="hi")["month"]["amanta"] == "अधिक ज्येष्ठ"


def test_the_place_chosen_among_same_named_ones_says_so() -> None:
    place = report(date(2024, 11, 1), "Rameswaram")["place"]
    assert place["label"] == "Rameswaram, Tamil Nadu, India"
    assert place["note"] == (
        "Rameswaram, Tamil Nadu — if you meant another (Rameswaram, Andhra Pradesh), add the state"
    )
    hindi = report(date(2024, 11, 1), "Rameswaram", language="hi")["place"]["note"]
    assert hindi.startswith("रामेश्वरम, तमिलनाडु — अगर आपका मतलब")
    assert report(date(2024, 11, 1), "New Delhi")["place"]["note"] is None
    by_point = report("2024-11-01", None, latitude=9.29, longitude=79.31, zone="Asia/Kolkata")
    assert by_point["place"]["note"] is None
    assert "Rameswaram" in by_point["place"]["near"]
