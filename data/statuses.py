"""The statuses a booking, a store order, their payment and a temple booking's prasad can
have, defined once, in the lowest layer: the tables' status columns hold these members, the
api's schemas publish them as enums (so the web app's generated types are unions), and the
rules, repositories, reports and demo data compare against these members rather than against
strings."""

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


class VisitStatus(StrEnum):
    """Where the priest holding a booking stands with it. A hold is offered to the priest,
    who accepts it (or declines it, or lets the time to accept pass: then it lapses and the
    next free priest is offered it), starts the puja on its day and completes it with a
    photo. Offered, accepted, started and completed are kept on the hold (completed follows
    the booking's completion, however it came); a declined or lapsed offer is kept as the
    priest's pass on the booking."""

    OFFERED = "offered"
    ACCEPTED = "accepted"
    STARTED = "started"
    COMPLETED = "completed"
    DECLINED = "declined"
    LAPSED = "lapsed"


class PrasadStatus(StrEnum):
    """Where the prasad of a temple booking stands, when the temple ships it and the devotee
    asked for it: to be shipped, on its way with a courier's tracking number, then delivered
    to the home or returned to the temple (refused, or nobody at the address)."""

    TO_SHIP = "to_ship"
    SHIPPED = "shipped"
    DELIVERED = "delivered"
    RETURNED = "returned"


class RefundState(StrEnum):
    """Where money going back stands: held for an admin's approval (an order's return),
    queued for the gateway, pending there, then credited (COMPLETED), failed or rejected
    (the gateway's own words, kept as it writes them)."""

    AWAITING_APPROVAL = "AWAITING_APPROVAL"
    QUEUED = "QUEUED"
    PENDING = "PENDING"
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"
    REJECTED = "REJECTED"


class RefundReason(StrEnum):
    """Why money goes back."""

    CANCELLED_BY_DEVOTEE = "cancelled"
    CANCELLED_BY_ADMIN = "cancelled_by_admin"
    DUPLICATE = "duplicate_payment"
    PAID_AFTER_CANCEL = "paid_after_cancel"
    AMOUNT_MISMATCH = "amount_mismatch"
    RETURN = "return"


# An order not yet shipped: its devotee may still cancel it, and unpaid it still waits for
# its payment.
UNSHIPPED = frozenset({OrderStatus.PENDING, OrderStatus.CONFIRMED, OrderStatus.PROCESSING})
# A booking whose puja is neither done nor called off.
OPEN_BOOKING = frozenset({BookingStatus.PENDING, BookingStatus.CONFIRMED})
# The service was given (the puja done, the order delivered): what money earned counts.
DONE = frozenset({BookingStatus.COMPLETED, OrderStatus.DELIVERED})
# Money given back that was never counted as the record's: a second payment (in twice, out
# once, so the price still counts once) and a payment of a wrong amount (never credited).
UNCOUNTED_REFUNDS = frozenset({RefundReason.DUPLICATE, RefundReason.AMOUNT_MISMATCH})


class MessageOutcome(StrEnum):
    """How a booking's message ended, beside the channel that took it (sms or email)."""

    LOG = "log"  # written to the server's log: no delivery is configured on this machine
    UNDELIVERABLE = "undeliverable"  # no configured channel reaches the devotee
    DROPPED = "dropped"  # nothing left to say (the booking is gone)
    FAILED = "failed"  # a channel failed: tried again later
