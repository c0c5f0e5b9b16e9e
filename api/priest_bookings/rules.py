"""Priest-booking rules: the eight two-hour slots, how many bookings one takes, and what a
booking must contain."""

from __future__ import annotations

from datetime import time

from api.common.errors import ApiError, NotFound, required_fields_missing
from api.common.wire import choice_pattern
from data.statuses import BookingStatus, PaymentStatus

ONLINE_ADDRESS = "Online Service"
INITIAL_STATUS = BookingStatus.PENDING
INITIAL_PAYMENT_STATUS = PaymentStatus.PENDING
# Bookings in these statuses no longer hold a priest for their slot.
RELEASED_STATUSES = (BookingStatus.CANCELLED,)
# Bookings in these statuses no longer wait for a priest to be assigned.
SETTLED_STATUSES = (*RELEASED_STATUSES, BookingStatus.COMPLETED)
SLOT_FULL = (
    "All our priests are booked for this time slot. Please choose another time slot or date."
)

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


def address_for(address: str, *, online: bool) -> str:
    """Online pujas need no address; at home, the address is required."""
    if online:
        return ONLINE_ADDRESS
    if not address:
        raise required_fields_missing(["customerAddress"])
    return address


def is_full(taken: int, capacity: int) -> bool:
    """A slot takes as many bookings as there are priests to send (the active priests)."""
    return taken >= capacity


def unknown_service() -> ApiError:
    return NotFound.PUJA_SERVICE.refused("serviceId")


def slot_full() -> ApiError:
    return ApiError(409, "slot_full", SLOT_FULL, fields=["selectedTime"])


NO_PRIEST_FREE = (
    "No priest who performs this puja {where} is free at this time. Please choose another time "
    "slot or date."
)


def no_priest_free(language: str | None, *, online: bool) -> ApiError:
    """Every priest who could come (qualified, reaching the home or online, at work then)
    is taken."""
    where = "online" if online else "and reaches you"
    if language:
        where = f"in {language} {where}"
    return ApiError(409, "slot_full", NO_PRIEST_FREE.format(where=where), fields=["selectedTime"])
