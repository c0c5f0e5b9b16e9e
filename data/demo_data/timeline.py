"""Time for generated records: whole seconds since 1970 (UTC) until a row is written, since
datetime arithmetic costs several times more and a million records take a dozen times each;
and the calendar they fall in: the two years up to the start of today in India."""

from __future__ import annotations

import math
import random
from bisect import bisect
from datetime import UTC, date, datetime
from itertools import accumulate

MINUTE, HOUR, DAY = 60, 3600, 86400
INDIA_OFFSET = 5 * HOUR + 30 * MINUTE  # India keeps no daylight saving
EPOCH_ORDINAL = date(1970, 1, 1).toordinal()
WINDOW_DAYS = 730
UNIFORM_SHARE = 0.4  # the rest grows with time: a business taking more records each month
HOUR_CUMULATIVE = tuple(
    accumulate((1, 1, 1, 1, 1, 2, 4, 5, 6, 6, 6, 6, 5, 5, 5, 5, 5, 6, 7, 7, 7, 6, 4, 2))
)
_CLOCK = tuple(f"{s // HOUR:02d}:{s // MINUTE % 60:02d}:{s % 60:02d}Z" for s in range(DAY))
_DAY_TEXT: dict[int, str] = {}


def day_text(day: int) -> str:
    """A day counted from 1970-01-01 as YYYY-MM-DD."""
    text = _DAY_TEXT.get(day)
    if text is None:
        text = _DAY_TEXT[day] = date.fromordinal(EPOCH_ORDINAL + day).isoformat()
    return text


def iso(t: int) -> str:
    """As the app's history writes a time: 2025-01-31T04:30:00Z."""
    day, into = divmod(t, DAY)
    return f"{day_text(day)}T{_CLOCK[into]}"


def stamp(t: int) -> datetime:
    return datetime.fromtimestamp(t, UTC)


def india_day(t: int) -> int:
    return (t + INDIA_OFFSET) // DAY


def between(rng: random.Random, start: int, end: int) -> int:
    """A second from `start` to before `end` (`start` when the span is empty)."""
    return start + int(rng.random() * (end - start)) if end > start else start


def pick(rng: random.Random, cumulative: tuple[int, ...]) -> int:
    """An index drawn with the weights whose running totals are `cumulative`."""
    return bisect(cumulative, rng.random() * cumulative[-1])


class Calendar:
    """Two years up to the start of today in India. Everything is decided against that
    moment, so a seed gives the same records all day."""

    def __init__(self, now: datetime) -> None:
        self.today = india_day(int(now.timestamp()))  # days since 1970-01-01
        self.today_date: date = date.fromordinal(EPOCH_ORDINAL + self.today)
        self.anchor = self.today * DAY - INDIA_OFFSET
        self.last = self.anchor - 1

    def created(self, rng: random.Random) -> int:
        x = rng.random() if rng.random() < UNIFORM_SHARE else math.sqrt(rng.random())
        day = min(int(WINDOW_DAYS * x), WINDOW_DAYS - 1)
        into_day = pick(rng, HOUR_CUMULATIVE) * HOUR + int(rng.random() * HOUR)
        return self.anchor - (WINDOW_DAYS - day) * DAY + into_day
