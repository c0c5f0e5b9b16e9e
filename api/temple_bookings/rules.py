"""Temple-booking rules: how many bookings one time slot of a pooja takes, and that a paid
booking is not paid again."""

from __future__ import annotations

from api.common.errors import ApiError
from data.statuses import BookingStatus, PaymentStatus

# Bookings in these statuses no longer hold a place in their slot.
RELEASED_STATUSES = (BookingStatus.CANCELLED,)
# Collecting a payment (cash at the counter, or online) makes a booking paid and confirmed.
PAID = PaymentStatus.PAID
CONFIRMED_WHEN_PAID = BookingStatus.CONFIRMED
ALREADY_PAID = "This booking is already paid"
SLOT_FULL = (
    "This pooja is fully booked for this time slot. Please choose another time slot or date."
)


def is_full(taken: int, capacity: int | None) -> bool:
    """Whether a slot has no place left; a service without a capacity takes any number."""
    return capacity is not None and taken >= capacity


def slot_full() -> ApiError:
    return ApiError(409, "slot_full", SLOT_FULL, fields=["selectedTime"])


def ensure_unpaid(payment_status: str) -> None:
    """Collecting a payment for a paid booking is refused."""
    if payment_status == PAID:
        raise ApiError(409, "already_paid", ALREADY_PAID)
