"""The eight two-hour slots a priest's puja is booked in, and which bookings hold a priest for
theirs."""

from __future__ import annotations

from datetime import time

from api.common.errors import ApiError
from api.common.wire import choice_pattern
from data.statuses import BookingStatus

SLOT_HOURS = 2
# Bookings in these statuses no longer hold a priest for their slot.
RELEASED_STATUSES = (BookingStatus.CANCELLED,)

# The eight two-hour slots, 6 AM to 10 PM, with their start times.
TIME_SLOTS: dict[str, time] = {
    "6:00 AM - 8:00 AM": time(6),
    "8:00 AM - 10:00 AM": time(8),
    "10:00 AM - 12:00 PM": time(10),
    "12:00 PM - 2:00 PM": time(12),
    "2:00 PM - 4:00 PM": time(14),
    "4:00 PM - 6:00 PM": time(16),
    "6:00 PM - 8:00 PM": time(18),
    "8:00 PM - 10:00 PM": time(20),
}

# The same, published for the forms that name one (a label, with spaces around it if any).
TIME_SLOT_PATTERN = choice_pattern(TIME_SLOTS)


def slot_start(label: str) -> time:
    start = TIME_SLOTS.get(label)
    if start is None:
        raise ApiError(
            422,
            "invalid_time_slot",
            f"selectedTime must be one of: {', '.join(TIME_SLOTS)}",
            fields=["selectedTime"],
        )
    return start
