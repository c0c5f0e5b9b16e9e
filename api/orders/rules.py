"""Pure rules of My Orders: whose records a browser sees, and who may cancel which record.

Anyone can type a phone number, so a lookup must reveal nothing of a stranger's records but
how many there are. The creator's own browser (recognised by its client cookie) sees its
records, and so does a browser that proved with a one-time code that it holds the record's
phone or e-mail. Only those may cancel a record: a booking until its time begins (a pending
one at any time, as the spec's My Orders allows), an order until it ships."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from datetime import datetime
from decimal import Decimal

from api.payments.refund_policy import (
    FULL_REFUND_BEFORE,
    FULL_REFUND_HOURS,
    RETURN_DAYS,
    return_problem,
    slot_begins,
)
from api.verification.rules import contact_key
from data.models import CustomerRecord, PriestBooking, Refund, StoreOrder
from data.statuses import UNSHIPPED, BookingStatus, OrderStatus, PaymentStatus

LOOKUP_LIMIT = 100  # per kind of record
MAX_RETURN_REASON_CHARS = 500  # what a devotee writes about why an order goes back
CONTACT_REQUIRED = "Please enter either your phone number or email address"

ONLINE = "phonepe"
NOT_PAYABLE = "This booking or order is not waiting for a payment"
PAYMENT_IN_PROGRESS = (
    "A payment for this is still in progress. Please wait a few minutes and check again."
)
RETURN_NOT_ONLINE = (
    "This order was paid in cash: please contact us to return it and we will arrange the refund."
)
RETURN_REQUESTED = (
    "Your return request has been received. Once it is approved, the refund is credited to your "
    "original payment method within 7-10 business days."
)
CANCELLED = BookingStatus.CANCELLED
PAID = PaymentStatus.PAID
# Why a record can no longer be cancelled, by its status.
NOT_CANCELLABLE: dict[str, str] = {
    BookingStatus.CANCELLED: "This booking or order is already cancelled",
    BookingStatus.COMPLETED: "This booking is completed, so it can no longer be cancelled",
    OrderStatus.SHIPPED: (
        "This order has been shipped, so it can no longer be cancelled. Once it is delivered "
        f"you may return it within {RETURN_DAYS} days."
    ),
    OrderStatus.DELIVERED: (
        "This order has been delivered, so it can no longer be cancelled: you may return it "
        f"within {RETURN_DAYS} days of delivery."
    ),
}
NO_LONGER = "This booking or order can no longer be cancelled"  # any other status
BEGUN = "This booking's time has begun, so it can no longer be cancelled"
REFUND_NOTE = (
    "Your payment will be refunded as per our refund policy, to the original payment method "
    "within 7-10 business days."
)
# Cash paid is not refunded by the gateway: the devotee comes to us for it.
CASH_REFUND_NOTE = (
    "You paid in cash: please contact us with its ID and we will arrange your refund as our "
    "refund policy provides."
)
_NON_DIGITS = re.compile(r"\D")
AMBIGUOUS_ID = (
    "More than one of your bookings or orders has this short id. Please use the full id "
    "shown on the receipt or in My Orders."
)


def record_contacts(phone: str, email: str | None) -> set[str]:
    """The destinations (10 phone digits, lower-case e-mail) a record's owner verifies with."""
    keys = (contact_key(phone=phone), contact_key(email=email))
    return {key for key in keys if key}


def may_see_and_cancel(
    *,
    record_client_ref: str | None,
    record_contacts: set[str],
    client_ref: str | None,
    verified: Collection[str],
) -> bool:
    """The browser that made the record, or one verified (by a one-time code) for the
    record's phone or e-mail. Knowing the phone or e-mail alone is not enough."""
    if client_ref is not None and record_client_ref == client_ref:
        return True
    return not record_contacts.isdisjoint(verified)


def knows_contact(
    *, record_phone: str, record_email: str | None, phone: str | None, email: str | None
) -> bool:
    """The caller gave the record's phone (`phone` is already its 10 digits) or e-mail: they
    are told to verify it rather than that the record does not exist."""
    if phone is not None and _NON_DIGITS.sub("", record_phone)[-10:] == phone:
        return True
    return email is not None and (record_email or "").lower() == email.lower()


def verification_required(*, is_order: bool) -> str:
    what = "order" if is_order else "booking"
    return f"Verify your phone number or email address with a one-time code to cancel this {what}."


def cancel_problem(record: CustomerRecord, now: datetime) -> str | None:
    """Why the devotee may not cancel `record` now, or None when they may: an order until it
    ships; a pending booking at any time; a confirmed one (paid online, or a temple booking)
    until its time begins. The refund policy says how much of a payment comes back."""
    if isinstance(record, StoreOrder):
        if record.order_status in UNSHIPPED:
            return None
        return NOT_CANCELLABLE.get(record.order_status, NO_LONGER)
    if record.status == BookingStatus.PENDING:
        return None
    if record.status == BookingStatus.CONFIRMED:
        begins = slot_begins(record.selected_date, record.selected_time)
        return None if begins is not None and now < begins else BEGUN
    return NOT_CANCELLABLE.get(record.status, NO_LONGER)


def cancelled_message(
    *, is_order: bool, paid: bool, refund: Decimal | None = None, cash: bool = False
) -> str:
    """What the devotee is told: the refund the cancel initiated (the policy's share of what
    was paid online); for cash paid, to come to us for it (no payment method to refund to)."""
    what = "order" if is_order else "booking"
    done = f"Your {what} has been cancelled."
    if refund is not None:
        return (
            f"{done} A refund of {rupees(refund)} has been initiated to your original payment "
            "method; it is credited within 7-10 business days."
        )
    if not paid:
        return done
    return f"{done} {CASH_REFUND_NOTE if cash else REFUND_NOTE}"


def rupees(amount: Decimal) -> str:
    """₹1,149.50; whole rupees without paise: ₹2,299."""
    whole = amount == amount.to_integral_value()
    return f"₹{amount:,.0f}" if whole else f"₹{amount:,.2f}"


def may_return(record: CustomerRecord, refunds: Sequence[Refund], now: datetime) -> bool:
    """A delivered order paid online, within the return window, with nothing refunded yet."""
    if not isinstance(record, StoreOrder) or record.payment_method != ONLINE or refunds:
        return False
    return return_problem(record.order_status, record.status_history, now) is None


def cash_message(kind: str) -> str:
    if kind == "store":
        return "Your order will be paid in cash on delivery."
    return "Your booking will be paid in cash on the day."


# A booking moves while a cancel would refund it in full: moving then costs nothing.
MOVE_BEFORE = FULL_REFUND_BEFORE
MOVABLE = frozenset({BookingStatus.PENDING, BookingStatus.CONFIRMED})
NOT_A_PRIEST_BOOKING = (
    "Only a priest booking can be moved to another time. A temple pooja keeps the temple's "
    "times: cancel it and book the new time instead."
)
NOT_MOVABLE = "This booking can no longer be moved: it is {status}."
TOO_LATE = (
    f"A booking can be moved up to {FULL_REFUND_HOURS} hours before its time. It is closer "
    "than that now: you may cancel it as our refund policy provides and book again."
)
SAME_SLOT = "The booking is already at this date and time."
MOVED = "Your booking is moved to {date}, {slot}."


def move_problem(record: CustomerRecord, now: datetime) -> str | None:
    """Why the record cannot be moved now, or None."""
    if not isinstance(record, PriestBooking):
        return NOT_A_PRIEST_BOOKING
    if record.status not in MOVABLE:
        return NOT_MOVABLE.format(status=record.status)
    begins = slot_begins(record.selected_date, record.selected_time)
    if begins is None or begins - now < MOVE_BEFORE:
        return TOO_LATE
    return None
