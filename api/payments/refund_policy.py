"""The published refund policy (spec section 9 "Policies", the Refund and Return Policy pages)
as pure rules: how much of a payment comes back, and the states a refund moves through.

Bookings: 100% when cancelled 48 hours or more before the slot, 50% within 48 hours, nothing
once the slot has begun. Store orders: everything while not yet shipped; after delivery, a
return within 7 days that an admin approves. Money we should never have taken (a second
payment for one record, a payment that completed after the record was cancelled) goes back
in full, whatever the time.

GET /api/site publishes these numbers (its limits: fullRefundHours, partialRefundPercent,
returnDays) from the constants below, and the web app writes its texts with them."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from api.common.clock import INDIA
from api.common.schedule import parse_clock
from api.priests.slots import TIME_SLOTS
from data.statuses import UNSHIPPED, OrderStatus, RefundReason, RefundState

FULL_REFUND_BEFORE = timedelta(hours=48)
PARTIAL_SHARE = Decimal("0.5")
RETURN_WINDOW = timedelta(days=7)
# The same three numbers as people read them: the site's limits and the assistant quote these.
FULL_REFUND_HOURS = FULL_REFUND_BEFORE // timedelta(hours=1)
PARTIAL_REFUND_PERCENT = int(PARTIAL_SHARE * 100)
RETURN_DAYS = RETURN_WINDOW.days
MIN_REFUND = Decimal(1)  # the gateway refunds at least 100 paise
DELIVERED = OrderStatus.DELIVERED

# A refund's states. A store return waits for an admin; a queued refund is sent to the gateway
# by the reconciler (right after the cancel, or again after a failed attempt to reach it).
AWAITING_APPROVAL = RefundState.AWAITING_APPROVAL
QUEUED = RefundState.QUEUED
PENDING = RefundState.PENDING
COMPLETED = RefundState.COMPLETED
FAILED = RefundState.FAILED
REJECTED = RefundState.REJECTED
OPEN_STATES = frozenset({QUEUED, PENDING})  # the reconciler's work
# Why money goes back.
CANCELLED_BY_DEVOTEE = RefundReason.CANCELLED_BY_DEVOTEE
CANCELLED_BY_ADMIN = RefundReason.CANCELLED_BY_ADMIN
DUPLICATE = RefundReason.DUPLICATE
PAID_AFTER_CANCEL = RefundReason.PAID_AFTER_CANCEL
AMOUNT_MISMATCH = RefundReason.AMOUNT_MISMATCH
RETURN = RefundReason.RETURN

RETURN_CLOSED = f"Returns are accepted within {RETURN_DAYS} days of delivery"
NOT_DELIVERED = "Only a delivered order can be returned"


def slot_begins(selected_date: str, selected_time: str) -> datetime | None:
    """When a booking's slot begins, in India; None when its date or time do not parse
    (old records written before the forms were strict)."""
    try:
        day = date.fromisoformat(selected_date)
    except ValueError:
        return None
    start: time | None = TIME_SLOTS.get(selected_time) or parse_clock(selected_time.split("-")[0])
    if start is None:
        return None
    return datetime.combine(day, start, tzinfo=INDIA)


def booking_share(begins: datetime | None, now: datetime) -> Decimal:
    """The share of a booking's payment refunded when the devotee cancels it at `now`."""
    if begins is None or now >= begins:
        return Decimal(0)
    if begins - now >= FULL_REFUND_BEFORE:
        return Decimal(1)
    return PARTIAL_SHARE


def order_share(order_status: str) -> Decimal:
    """The share of an order's payment refunded when it is cancelled in `order_status`."""
    return Decimal(1) if order_status in UNSHIPPED else Decimal(0)


def refundable(amount: Decimal, share: Decimal) -> Decimal:
    """The amount to refund, to the paisa (rounded down: never more than the share)."""
    value = (amount * share).quantize(Decimal("0.01"), rounding="ROUND_DOWN")
    return value if value >= MIN_REFUND else Decimal(0)


def delivered_at(history: list[dict[str, Any]]) -> datetime | None:
    """When an order was (last) marked delivered, from its status history."""
    for entry in reversed(history):
        if entry.get("status") == DELIVERED and isinstance(entry.get("at"), str):
            try:
                return datetime.fromisoformat(entry["at"].replace("Z", "+00:00"))
            except ValueError:
                return None
    return None


def return_problem(order_status: str, history: list[dict[str, Any]], now: datetime) -> str | None:
    """Why a return cannot be asked for now, or None when it can."""
    if order_status != DELIVERED:
        return NOT_DELIVERED
    when = delivered_at(history)
    if when is None or now - when > RETURN_WINDOW:
        return RETURN_CLOSED
    return None
