"""The life of one generated booking or order, told as the app would have recorded it: status
steps, online payments (some failing), cash taken on the day, cancellations with their refunds,
and releases of records left unpaid. Produces the record's status fields and history and the
payment and refund rows that go with them. Times are seconds (data/demo_data/timeline.py)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, Decimal
from typing import Any

from data.demo_data.timeline import DAY, HOUR, MINUTE, iso, stamp
from data.statuses import (
    DONE,
    OPEN_BOOKING,
    UNSHIPPED,
    BookingStatus,
    OrderStatus,
    PaymentStatus,
    RefundReason,
    RefundState,
)

# The alphabet of data/ids.py, so generated ids look like the app's own.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CENTS = Decimal("0.01")
GATEWAY = "simulator"  # the default gateway; no real payment exists for demo records
ONLINE, CASH = "phonepe", "cash"
PAID, FAILED = PaymentStatus.PAID, PaymentStatus.FAILED
# The same words for a booking, an order and a payment.
PENDING, CONFIRMED, CANCELLED = (
    BookingStatus.PENDING,
    BookingStatus.CONFIRMED,
    BookingStatus.CANCELLED,
)
# Cancellable by the devotee until the visit (an order: until it ships), as api/orders/rules.py.
NOT_STARTED = OPEN_BOOKING | UNSHIPPED
Stage = BookingStatus | OrderStatus
RELEASE_REASON = "Payment not received in time"
RELEASE_AFTER = 30 * MINUTE
FULL_REFUND_BEFORE = 48 * HOUR  # the refund policy: half within 48 hours of the slot
REFUND_CREDITED = 0.93
PAYMENT_SUCCEEDS = 0.9
FAILED_PAYMENT_RETRIED = 0.6
DEVOTEE_CANCELS = 0.7  # of cancellations the devotee may still make; admins make the rest

_PAIRS = tuple(a + b for a in ALPHABET for b in ALPHABET)  # 10 random bits -> 2 letters
_MERCHANT_USERS: dict[str, str] = {}


def new_id(rng: random.Random, prefix: str, t: int) -> str:
    """The shape of data/ids.py: prefix, millisecond stamp, ten random letters."""
    bits = rng.getrandbits(60)
    p = _PAIRS
    suffix = p[bits & 1023] + p[bits >> 10 & 1023] + p[bits >> 20 & 1023] + p[bits >> 30 & 1023]
    return f"{prefix}{t * 1000 + (bits >> 50)}{suffix}{p[bits >> 40 & 1023]}"


def merchant_user(phone: str) -> str:
    # As api/settlement/service.py derives it, so a refund of a demo payment is well formed.
    found = _MERCHANT_USERS.get(phone)
    if found is None:
        found = "MU" + hashlib.sha256(phone.encode()).hexdigest()[:30].upper()
        _MERCHANT_USERS[phone] = found
    return found


@dataclass
class Rows:
    """Rows waiting to be inserted, per table."""

    records: list[dict[str, Any]] = field(default_factory=list)
    payments: list[dict[str, Any]] = field(default_factory=list)
    refunds: list[dict[str, Any]] = field(default_factory=list)
    assignments: list[dict[str, Any]] = field(default_factory=list)  # priests held for slots


@dataclass(frozen=True, slots=True)
class Plan:
    """What happens to a record, decided up front: its steps (status, when), an online payment
    or cash, and perhaps a cancellation. Anything later than the flow's `last` has not
    happened yet."""

    steps: Sequence[tuple[Stage, int]]
    online: bool
    cancel_at: int | None = None
    counter_cash_at: int | None = None  # cash taken at a temple's counter
    full_refund: bool = False  # an order not yet shipped gets everything back
    visit: int | None = None


class Flow:
    """Plays a plan through, the way the app's services change a record."""

    def __init__(
        self,
        rng: random.Random,
        rows: Rows,
        *,
        kind: str,
        record_id: str,
        amount: Decimal,
        phone: str,
        created: int,
        initial: Stage,
        last: int,
    ) -> None:
        self.rng, self.rows, self.kind, self.record_id = rng, rows, kind, record_id
        self.amount, self.phone, self.last = amount, phone, last
        self.status: Stage = initial
        self.payment_status = PaymentStatus.PENDING
        self.history: list[dict[str, Any]] = [{"status": initial, "at": iso(created)}]
        self.created = self.updated = created
        self.reached = {initial}
        self.online_payment: dict[str, Any] | None = None
        self.transaction_id: str | None = None

    def _note(self, t: int, **extra: str | bool) -> None:
        self.history.append({"status": self.status, "at": iso(t), **extra})
        self.updated = max(self.updated, t)

    def _later(self, t: int, low: int, high: int) -> int:
        return min(t + low + int(self.rng.random() * (high - low)), self.last)

    def _payment(
        self, t: int, state: str, *, prefix: str = "TXN_", cash: bool = False
    ) -> dict[str, Any]:
        settled = self._later(t, 5, 90)
        row = {
            "id": new_id(self.rng, prefix, t),
            "created_at": stamp(t),
            "updated_at": stamp(settled),
            "target_kind": self.kind,
            "target_id": self.record_id,
            "amount": self.amount,
            "method": CASH if cash else ONLINE,
            "gateway": "counter" if cash else GATEWAY,
            "state": state,
            "gateway_reference": None if cash else new_id(self.rng, "T", settled),
            "attempts": 0 if cash else 1,
            "next_check_at": None,
            "details": {} if cash else {"merchantUserId": merchant_user(self.phone)},
        }
        self.rows.payments.append(row)
        return row

    def pay_online(self) -> int | None:
        """The devotee pays on the gateway's page; a failure is sometimes retried. Returns when
        the record was released unpaid, or None when it was paid."""
        rng, t = self.rng, self._later(self.created, MINUTE, 10 * MINUTE)
        if rng.random() >= PAYMENT_SUCCEEDS:
            self._payment(t, "PAYMENT_DECLINED" if rng.random() < 0.5 else "PAYMENT_ERROR")
            self.payment_status = FAILED
            if rng.random() >= FAILED_PAYMENT_RETRIED:
                return self._later(self.created, RELEASE_AFTER, RELEASE_AFTER + 5 * MINUTE)
            t = self._later(t, MINUTE, 20 * MINUTE)
        self.online_payment = self._payment(t, "PAYMENT_SUCCESS")
        self.transaction_id = self.online_payment["id"]
        self.payment_status = PAID
        if self.status == PENDING:  # paid online confirms it (api/settlement/answers.py)
            self.status = CONFIRMED
            self.reached.add(CONFIRMED)
        self._note(t, paymentStatus=PAID, transactionId=self.transaction_id)
        return None

    def release(self, t: int) -> None:
        self.status, self.payment_status = CANCELLED, FAILED
        self._note(t, reason=RELEASE_REASON)

    def collect_cash(self, t: int) -> None:
        """Cash at a temple's counter: a payment row of its own; the status stays."""
        self._payment(t, "PAYMENT_SUCCESS", prefix="CASH_", cash=True)
        self.payment_status = PAID
        self.updated = max(self.updated, t)

    def step(self, status: Stage, t: int) -> None:
        if status == self.status:  # confirmed already by its online payment
            return
        self.status = status
        self.reached.add(status)
        if status in DONE and self.payment_status != PAID:  # cash taken on the day
            self.payment_status = PAID
            self._note(t, paymentStatus=PAID, method=CASH)
        else:
            self._note(t)

    def cancel(self, t: int, plan: Plan) -> None:
        # Devotees may cancel only what has not begun or shipped; admins anything (in full).
        before_visit = plan.visit is None or t < plan.visit
        may = self.status == PENDING or (self.status in NOT_STARTED and before_visit)
        by_devotee = may and self.rng.random() < DEVOTEE_CANCELS
        refund = None
        if self.online_payment is not None:
            share = Decimal(1)
            if by_devotee and not plan.full_refund and plan.visit is not None:
                share = Decimal(1) if plan.visit - t >= FULL_REFUND_BEFORE else Decimal("0.5")
            reason = (
                RefundReason.CANCELLED_BY_DEVOTEE if by_devotee else RefundReason.CANCELLED_BY_ADMIN
            )
            amount = (self.amount * share).quantize(CENTS, rounding=ROUND_DOWN)
            refund = self.refund(t, amount, reason)
        self.status = CANCELLED
        if refund is None:
            self._note(t)
            return
        self._note(t, refund=str(refund["amount"]))
        if refund["state"] == RefundState.COMPLETED and refund["done"] < self.last:
            self._note(refund["done"], refundCredited=str(refund["amount"]))

    def refund(
        self, t: int, amount: Decimal, reason: str, *, state: str | None = None
    ) -> dict[str, Any]:
        assert self.online_payment is not None
        if state is None:
            state = (
                RefundState.COMPLETED if self.rng.random() < REFUND_CREDITED else RefundState.FAILED
            )
        done = t if state == RefundState.AWAITING_APPROVAL else self._later(t, 2 * MINUTE, 3 * DAY)
        row = {
            "id": new_id(self.rng, "RFD_", t),
            "created_at": stamp(t),
            "updated_at": stamp(done),
            "payment_id": self.online_payment["id"],
            "target_kind": self.kind,
            "target_id": self.record_id,
            "amount": amount,
            "state": state,
            "reason": reason,
            "gateway": GATEWAY,
            "gateway_reference": new_id(self.rng, "R", done)
            if state == RefundState.COMPLETED
            else None,
            "attempts": 0 if state in (RefundState.AWAITING_APPROVAL, RefundState.REJECTED) else 1,
            "next_check_at": None,
            "details": {"reason": "PAYMENT_DECLINED"} if state == RefundState.FAILED else {},
        }
        self.rows.refunds.append(row)
        return {**row, "done": done}

    def request_return(self, t: int, state: str) -> None:
        """A delivered order sent back: a refund of the whole payment, for an admin to decide."""
        assert self.online_payment is not None
        refund = self.refund(t, self.online_payment["amount"], RefundReason.RETURN, state=state)
        self._note(t, returnRequested=True)
        self.updated = max(self.updated, refund["done"])

    def play(self, plan: Plan) -> None:
        """Pay (online, at once), then take the steps, cash and cancellation in time order."""
        if plan.online and (released := self.pay_online()) is not None:
            self.release(released)
            return
        # (when, order at the same moment, the step; None: cash taken at the counter)
        events: list[tuple[int, int, Stage | None]] = [(t, 1, step) for step, t in plan.steps]
        if plan.counter_cash_at is not None:
            events.append((plan.counter_cash_at, 0, None))
        if plan.cancel_at is not None:
            events.append((plan.cancel_at, 2, CANCELLED))
        for t, _order, what in sorted(events):
            if t > self.last:
                break
            if what == CANCELLED:
                self.cancel(t, plan)
                return
            if what is None:
                self.collect_cash(t)
            else:
                self.step(what, t)
