"""When a visit may be booked: not in the past (Indian date and time), not too far ahead."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from api.common.clock import india_now
from api.common.errors import ApiError

MAX_DAYS_AHEAD = 365


def parse_clock(label: str) -> time | None:
    """'9:00 AM' -> 09:00; '12:30 PM' -> 12:30; None if it is not such a time."""
    try:
        return datetime.strptime(label.strip().upper(), "%I:%M %p").time()
    except ValueError:
        return None


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
