"""Priest roster decisions: weekly availability, search matching and the screen's stats."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from api.common.wire import SPACE, choice_pattern, same_word
from api.reviews.rules import average

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
MAX_EXPERIENCE_YEARS = 80
_RANGE = re.compile(
    rf"^[{SPACE}]*([0-9]{{1,2}}):([0-9]{{2}})[{SPACE}]*-[{SPACE}]*([0-9]{{1,2}}):([0-9]{{2}})[{SPACE}]*$"
)
# Published: a range's form, as range_minutes reads it (that the start comes before the end,
# and that a day's ranges do not overlap, are for the server to say).
_CLOCK = r"(?:[01]?[0-9]|2[0-3]):[0-5][0-9]|24:00"
RANGE_PATTERN = rf"^[{SPACE}]*(?:{_CLOCK})[{SPACE}]*-[{SPACE}]*(?:{_CLOCK})[{SPACE}]*$"
WEEKDAY_PATTERN = choice_pattern(WEEKDAYS, any_case=True)
_SEPARATORS = re.compile(r"[\s\-+()]")


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


def _digits(text: str) -> str:
    return _SEPARATORS.sub("", text)


def priest_matches(
    term: str, *, name: str, email: str, phone: str, specializations: Iterable[str]
) -> bool:
    """Case-insensitive substring search over name, e-mail, phone and specializations; a
    phone typed with spaces, dashes or +91 still finds the stored 10 digits."""
    needle = term.strip().casefold()
    if not needle:
        return True
    texts = (name, email, phone, *specializations)
    if any(needle in text.casefold() for text in texts):
        return True
    digits = _digits(needle)
    if digits.isdigit():
        digits = digits[2:] if len(digits) == 12 and digits.startswith("91") else digits
        return digits in phone
    return False


@dataclass(frozen=True)
class RosterStats:
    total: int
    active: int
    average_rating: float | None
    rating_count: int
    total_bookings: int


def roster_stats(priests: Sequence[tuple[bool, int, int, int]]) -> RosterStats:
    """Stats over (is_active, rating_count, rating_sum, total_bookings) of every priest: the
    average rating is the mean of all their reviews (not of their means: a priest with one
    review weighs one review), one decimal, halves rounded up; None while nobody is rated."""
    count = sum(reviews for _, reviews, _, _ in priests)
    return RosterStats(
        total=len(priests),
        active=sum(1 for active, _, _, _ in priests if active),
        average_rating=average(count, sum(stars for _, _, stars, _ in priests)),
        rating_count=count,
        total_bookings=sum(bookings for _, _, _, bookings in priests),
    )
