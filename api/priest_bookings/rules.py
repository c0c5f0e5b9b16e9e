"""Priest-booking rules: how a booking starts, how many bookings one slot takes, and the
refusals when it is full. The slots themselves, and what a puja at home or online needs of its
address, are the priests' rules (api/priests/slots, api/priests/rules)."""

from __future__ import annotations

from api.common.errors import ApiError
from api.priests.slots import RELEASED_STATUSES
from data.statuses import BookingStatus, PaymentStatus

INITIAL_STATUS = BookingStatus.PENDING
INITIAL_PAYMENT_STATUS = PaymentStatus.PENDING
# Bookings in these statuses no longer wait for a priest to be assigned.
SETTLED_STATUSES = (*RELEASED_STATUSES, BookingStatus.COMPLETED)
SLOT_FULL = (
    "All our priests are booked for this time slot. Please choose another time slot or date."
)


def is_full(taken: int, capacity: int) -> bool:
    """A slot takes as many bookings as there are priests to send (the active priests)."""
    return taken >= capacity


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
