"""Temple-booking rules: how many bookings one time slot of a pooja takes."""

from __future__ import annotations

from api.common.errors import ApiError
from data.statuses import BookingStatus

# Bookings in these statuses no longer hold a place in their slot.
RELEASED_STATUSES = (BookingStatus.CANCELLED,)
SLOT_FULL = (
    "This pooja is fully booked for this time slot. Please choose another time slot or date."
)


def is_full(taken: int, capacity: int | None) -> bool:
    """Whether a slot has no place left; a service without a capacity takes any number."""
    return capacity is not None and taken >= capacity


def slot_full() -> ApiError:
    return ApiError(409, "slot_full", SLOT_FULL, fields=["selectedTime"])
