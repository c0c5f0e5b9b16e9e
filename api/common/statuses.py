"""The statuses a booking, a store order and their payment can have, defined once: the
schemas publish them as enums (so the web app's generated types are unions) and the rules
compare against these members rather than against strings."""

from __future__ import annotations

from enum import StrEnum


class BookingStatus(StrEnum):
    """A priest or temple booking (spec section 4: an admin may set any of them)."""

    PENDING = "pending"
    CONFIRMED = "confirmed"
    COMPLETED = "completed"
    CANCELLED = "cancelled"


class OrderStatus(StrEnum):
    """A store order (spec section 4: an admin may move it to any of them, in any order)."""

    PENDING = "pending"
    CONFIRMED = "confirmed"
    PROCESSING = "processing"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    CANCELLED = "cancelled"


class PaymentStatus(StrEnum):
    """Whether a booking or order is paid: `failed` when its last online payment failed or
    was abandoned (My Orders then offers Pay now)."""

    PENDING = "pending"
    PAID = "paid"
    FAILED = "failed"
