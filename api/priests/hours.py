"""A priest's weekly hours: time ranges per weekday, read and put in order. The admin's priest
form stores them; choosing a priest reads them (rules.works_then)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from api.common.wire import SPACE, choice_pattern, same_word

WEEKDAYS: tuple[str, ...] = (
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
)
MAX_RANGES_PER_DAY = 12
_RANGE = re.compile(
    rf"^[{SPACE}]*([0-9]{{1,2}}):([0-9]{{2}})[{SPACE}]*-[{SPACE}]*([0-9]{{1,2}}):([0-9]{{2}})[{SPACE}]*$"
)
# Published: a range's form, as range_minutes reads it (that the start comes before the end,
# and that a day's ranges do not overlap, are for the server to say).
_CLOCK = r"(?:[01]?[0-9]|2[0-3]):[0-5][0-9]|24:00"
RANGE_PATTERN = rf"^[{SPACE}]*(?:{_CLOCK})[{SPACE}]*-[{SPACE}]*(?:{_CLOCK})[{SPACE}]*$"
WEEKDAY_PATTERN = choice_pattern(WEEKDAYS, any_case=True)


class AvailabilityError(ValueError):
    """An availability the form cannot store; the message names the day and the range."""


def _minutes(hours: str, minutes: str) -> int | None:
    h, m = int(hours), int(minutes)
    if h > 24 or m > 59 or (h == 24 and m):
        return None
    return h * 60 + m


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def range_minutes(text: str) -> tuple[int, int] | None:
    """ "6:00 - 12:00" -> (360, 720), minutes into the day; None unless it is a range with
    the start before the end (24:00 may end a day)."""
    found = _RANGE.match(text)
    if found is None:
        return None
    start, end = _minutes(*found.group(1, 2)), _minutes(*found.group(3, 4))
    if start is None or end is None or start >= end:
        return None
    return start, end


def time_range(text: str) -> str | None:
    """ "6:00 - 12:00" -> "06:00-12:00"; None unless range_minutes reads it."""
    span = range_minutes(text)
    return None if span is None else f"{_clock(span[0])}-{_clock(span[1])}"


def weekday_named(name: str) -> str | None:
    return next((day for day in WEEKDAYS if same_word(name, day)), None)


def _day_ranges(day: str, ranges: Sequence[str]) -> list[str]:
    if len(ranges) > MAX_RANGES_PER_DAY:
        raise AvailabilityError(
            f"availability.{day}: at most {MAX_RANGES_PER_DAY} time ranges a day"
        )
    normalised: dict[str, None] = {}
    for text in ranges:
        span = time_range(text)
        if span is None:
            raise AvailabilityError(
                f"availability.{day}: {text.strip()[:40]!r} is not a time range like "
                "06:00-12:00 with the start before the end"
            )
        normalised[span] = None
    spans = sorted(normalised)
    for earlier, later in itertools.pairwise(spans):
        if later.split("-")[0] < earlier.split("-")[1]:
            raise AvailabilityError(
                f"availability.{day}: {earlier} and {later} overlap; give each hour once"
            )
    return spans


def weekly_availability(given: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """Every weekday Monday to Sunday with its distinct ranges in time order; days not
    given have none. Raises AvailabilityError for an unknown day or a bad range."""
    week: dict[str, list[str]] = {day: [] for day in WEEKDAYS}
    for name, ranges in given.items():
        day = weekday_named(name)
        if day is None:
            raise AvailabilityError(
                f"availability: {name.strip()[:20]!r} is not a weekday; use Monday to Sunday"
            )
        week[day] = _day_ranges(day, [*week[day], *ranges])
    return week
