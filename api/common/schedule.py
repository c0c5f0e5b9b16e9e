"""When a visit may be booked: not in the past (Indian date and time), not too far ahead."""

from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta

from api.common.clock import india_now
from api.common.errors import ApiError
from api.common.wire import SPACE

MAX_DAYS_AHEAD = 365


# A clock time as people write it: 9:00 AM, 09:30 pm, 12:05 PM (hours 1 to 12, minutes 0 to
# 59); published as the pattern of the fields that hold one.
CLOCK = r"(1[0-2]|0?[1-9]):([0-5]?[0-9])"
CLOCK_PATTERN = rf"^[{SPACE}]*{CLOCK}[{SPACE}]+([AaPp][Mm])[{SPACE}]*$"
_CLOCK = re.compile(CLOCK_PATTERN)


def parse_clock(label: str) -> time | None:
    """'9:00 AM' -> 09:00; '12:30 PM' -> 12:30; None if it is not such a time."""
    found = _CLOCK.match(label)
    if found is None:
        return None
    hour, minute, half = int(found[1]), int(found[2]), found[3].upper()
    return time(hour % 12 + (12 if half == "PM" else 0), minute)


def check_visit(day: date, start: time | None, now: datetime) -> None:
    """Refuse a date before today, beyond a year ahead, or a slot that has begun today."""
    local = india_now(now)
    today = local.date()
    if day < today:
        raise ApiError(422, "date_in_past", "Date cannot be before today", fields=["selectedDate"])
    if day > today + timedelta(days=MAX_DAYS_AHEAD):
        raise ApiError(
            422,
            "date_too_far",
            f"Bookings open at most {MAX_DAYS_AHEAD} days ahead",
            fields=["selectedDate"],
        )
    if day == today and start is not None and start <= local.time():
        raise ApiError(
            422,
            "slot_started",
            "This time slot has already started today; please choose a later slot or another date",
            fields=["selectedTime"],
        )
