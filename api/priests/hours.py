"""A priest's weekly hours: time ranges per weekday, read and put in order. The admin's priest
form stores the hours the office agreed with the priest (`availability`); the priest may choose
narrower ones in their app (`own_hours`), each range inside one of the office's that day.
Choosing a priest reads the hours they work (`working_hours`: their own, within the office's)."""

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


def _spans(ranges: Sequence[str]) -> list[tuple[int, int]]:
    return [span for span in map(range_minutes, ranges) if span is not None]


def _text(span: tuple[int, int]) -> str:
    return f"{_clock(span[0])}-{_clock(span[1])}"


def check_within(own: Mapping[str, Sequence[str]], allowed: Mapping[str, Sequence[str]]) -> None:
    """Raise AvailabilityError naming the first of `own` ranges (a normalised week) that is
    not inside one of the `allowed` ranges of its day."""
    for day in WEEKDAYS:
        limits = _spans(allowed.get(day, ()))
        for text in own.get(day, ()):
            span = range_minutes(text)
            if span is None or any(lo <= span[0] and span[1] <= hi for lo, hi in limits):
                continue
            offered = ", ".join(_text(limit) for limit in limits) or "none"
            raise AvailabilityError(
                f"availability.{day}: {text} is outside the hours the office allows on {day} "
                f"({offered})"
            )


def working_hours(
    allowed: Mapping[str, Sequence[str]], own: Mapping[str, Sequence[str]] | None
) -> dict[str, list[str]]:
    """The hours a priest takes bookings in: their own within the office's (the overlap, day
    by day, should the office have narrowed its hours since), or the office's when they chose
    none."""
    if own is None:
        return {day: list(allowed.get(day, ())) for day in WEEKDAYS}
    week: dict[str, list[str]] = {}
    for day in WEEKDAYS:
        limits = _spans(allowed.get(day, ()))
        overlaps = {
            (max(a, lo), min(b, hi))
            for a, b in _spans(own.get(day, ()))
            for lo, hi in limits
            if max(a, lo) < min(b, hi)
        }
        week[day] = [_text(span) for span in sorted(overlaps)]
    return week
