"""Payment decisions: the request rules of spec section 5, what a gateway answer does to a
pending payment, and when the reconciler asks the gateway again."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from api.common.errors import Problem
from api.common.wire import EMAIL_FORMAT, email_address, mobile_problem
from api.payments.gateway import (
    PAYMENT_DECLINED,
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
    GatewayStatus,
)
from data.statuses import DONE, BookingStatus, PaymentStatus

MIN_AMOUNT = Decimal(1)
MAX_AMOUNT = Decimal(200_000)
AMOUNT_POSITIVE = "Amount must be greater than 0"
AMOUNT_MINIMUM = f"Minimum amount is ₹{MIN_AMOUNT:,}"
AMOUNT_MAXIMUM = f"Maximum amount is ₹{MAX_AMOUNT:,}"
PHONE_REQUIRED = "Phone number is required"
MIN_NAME_CHARS = 2  # of a customer's name, spaces around it aside
NAME_LENGTH = f"Customer name must be at least {MIN_NAME_CHARS} characters"
ORDER_ID_REQUIRED = "Order ID is required"

PAID = PaymentStatus.PAID
PENDING = PaymentStatus.PENDING
FAILED = PaymentStatus.FAILED  # the last online payment failed or was abandoned: Pay now
CANCELLED = BookingStatus.CANCELLED  # the same word for orders
# An online payment confirms a record still waiting for confirmation (the same words for
# bookings and orders).
AWAITING_CONFIRMATION = BookingStatus.PENDING
CONFIRMED_BY_PAYMENT = BookingStatus.CONFIRMED
COD = "cod"
COD_ORDER = "COD_ORDER"
INVALID_SESSION = "Invalid payment session"
# Our own reasons for failing a payment the gateway did not fail.
AMOUNT_MISMATCH = "amount mismatch"
TIMED_OUT = "timed out"
INITIATION_FAILED = "initiation failed"

FIRST_CHECK = timedelta(seconds=25)
# A pending payment younger than this is returned to a second initiation for its record
# rather than starting another (the devotee may still be on its pay page).
LIVE_FOR = timedelta(minutes=15)
# PhonePe's advice after the first check (20-25 s after paying): every 3 s for 30 s, every
# 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute. Each entry is
# (seconds since the payment started, below which this interval applies, the interval).
CHECK_INTERVALS: tuple[tuple[int, int], ...] = ((55, 3), (115, 6), (175, 10), (235, 30))
LATE_INTERVAL = 60


def amount_problem(amount: Decimal) -> Problem | None:
    if amount <= 0:
        return Problem("amount", "amount_not_positive", AMOUNT_POSITIVE)
    if amount < MIN_AMOUNT:
        return Problem("amount", "amount_too_small", AMOUNT_MINIMUM)
    if amount > MAX_AMOUNT:
        return Problem("amount", "amount_too_large", AMOUNT_MAXIMUM)
    return None


def phone_problem(raw: str | None) -> Problem | None:
    if raw is None or not raw.strip():
        return Problem("customerPhone", "phone_required", PHONE_REQUIRED)
    return mobile_problem(raw, "customerPhone")


def email_problem(raw: str | None) -> Problem | None:
    if raw is None or not raw.strip() or email_address(raw) is not None:
        return None
    return Problem("customerEmail", "email_format", EMAIL_FORMAT)


def name_problem(raw: str | None) -> Problem | None:
    if raw is not None and len(raw.strip()) >= MIN_NAME_CHARS:
        return None
    return Problem("customerName", "name_too_short", NAME_LENGTH)


def order_id_problem(raw: str | None) -> Problem | None:
    if raw is not None and len(raw.strip()) >= 3:
        return None
    return Problem("targetId", "order_id_required", ORDER_ID_REQUIRED)


def request_problem(
    *, phone: str | None, email: str | None, name: str | None, order_id: str | None
) -> Problem | None:
    """The first broken rule about the customer and the order, in the spec's order, or None.
    The amount's rules (`amount_problem`) apply once the order's record is found."""
    return (
        phone_problem(phone)
        or email_problem(email)
        or name_problem(name)
        or order_id_problem(order_id)
    )


def payable(payment_status: str, status: str) -> bool:
    """Whether Pay now is offered for a record: not paid, not cancelled, not yet done."""
    return payment_status != PAID and status != CANCELLED and status not in DONE


def to_paise(amount: Decimal) -> int:
    return int((amount * 100).to_integral_value())


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a gateway answer does to a payment: its new state (None: leave it) and why."""

    state: str | None
    reason: str = ""

    @property
    def credits(self) -> bool:
        return self.state == PAYMENT_SUCCESS


UNCHANGED = Outcome(None)


# Failures that were our own call, not the gateway's: a success may still come for them.
OUR_FAILURES = frozenset({TIMED_OUT, INITIATION_FAILED})


def outcome(
    current_state: str, amount_paise: int, answer: GatewayStatus, our_reason: str = ""
) -> Outcome:
    """Only a pending payment moves, and only on a final answer; and a payment we gave up on
    (timed out, or its start seemed to fail) when the gateway reports it paid after all.
    A success for another amount is not a success: the payment fails, nothing is credited."""
    late_success = (
        current_state == PAYMENT_ERROR
        and our_reason in OUR_FAILURES
        and answer.code == PAYMENT_SUCCESS
    )
    if (current_state != PAYMENT_PENDING and not late_success) or not answer.final:
        return UNCHANGED
    if answer.code == PAYMENT_SUCCESS:
        if answer.amount_paise != amount_paise:
            return Outcome(PAYMENT_ERROR, AMOUNT_MISMATCH)
        return Outcome(PAYMENT_SUCCESS)
    state = answer.code if answer.code in (PAYMENT_ERROR, PAYMENT_DECLINED) else PAYMENT_ERROR
    return Outcome(state, answer.message)


def timed_out(started: datetime, now: datetime, give_up_minutes: float) -> bool:
    return now - started >= timedelta(minutes=give_up_minutes)


def next_check(started: datetime, now: datetime, give_up_minutes: float) -> datetime:
    """When to ask the gateway next, on PhonePe's schedule, with one last check at the moment
    the reconciler gives up."""
    elapsed = (now - started).total_seconds()
    if elapsed < FIRST_CHECK.total_seconds():
        upcoming = started + FIRST_CHECK
    else:
        seconds = next((step for limit, step in CHECK_INTERVALS if elapsed < limit), LATE_INTERVAL)
        upcoming = now + timedelta(seconds=seconds)
    return min(upcoming, started + timedelta(minutes=give_up_minutes))
