"""The simulator's transactions, in this process's memory: bounded and expiring."""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from api.payments import protocol
from api.payments.gateway import (
    PAYMENT_DECLINED,
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one button of the pay page does."""

    code: str
    instrument: str  # paymentInstrument.type in the answers
    response_code: str  # data.responseCode
    message: str


# The pay page's choices. Cancel is PAYMENT_DECLINED: the devotee declined to pay, and the
# result page shows "Payment Declined"; "Make it fail" is a failure on the bank's side.
OUTCOMES = {
    "upi": Outcome(PAYMENT_SUCCESS, "UPI", "SUCCESS", "Your payment is successful."),
    "card": Outcome(PAYMENT_SUCCESS, "CARD", "SUCCESS", "Your payment is successful."),
    "fail": Outcome(PAYMENT_ERROR, "UPI", "PAYMENT_ERROR", "Payment failed (simulated)."),
    "cancel": Outcome(
        PAYMENT_DECLINED, "PAY_PAGE", "USER_CANCELLED", "Payment cancelled by the user."
    ),
}
_STATES = {PAYMENT_SUCCESS: protocol.COMPLETED, PAYMENT_PENDING: protocol.PENDING}


@dataclass(slots=True)
class SimTransaction:
    transaction_id: str
    merchant_id: str
    merchant_user_id: str
    amount_paise: int
    mobile_number: str
    redirect_url: str
    callback_url: str
    request: str  # the base64 pay request, to recognise a retry of the same request
    created: float
    reference: str = ""
    outcome: Outcome | None = None  # None while pending

    @property
    def code(self) -> str:
        return self.outcome.code if self.outcome else PAYMENT_PENDING

    def answer(self) -> dict[str, Any]:
        """The status answer and callback payload, in PhonePe PG v1's shape."""
        code = self.code
        data: dict[str, Any] = {
            "merchantId": self.merchant_id,
            "merchantTransactionId": self.transaction_id,
            "transactionId": self.reference,
            "amount": self.amount_paise,
            "state": _STATES.get(code, protocol.FAILED),
            "responseCode": self.outcome.response_code if self.outcome else protocol.PENDING,
        }
        if self.outcome is not None:
            data["paymentInstrument"] = {"type": self.outcome.instrument}
        message = self.outcome.message if self.outcome else "Your payment is in pending state."
        return {"success": code == PAYMENT_SUCCESS, "code": code, "message": message, "data": data}


@dataclass(slots=True)
class SimRefund:
    """A refund the simulator took: pending until `completes_at`, then credited (a real
    gateway takes minutes to days; the delay lets the pending state be seen)."""

    transaction_id: str  # the refund's merchantTransactionId
    original_id: str
    merchant_id: str
    amount_paise: int
    request: str
    created: float
    completes_at: float
    reference: str = ""

    def answer(self, now: float) -> dict[str, Any]:
        done = now >= self.completes_at
        code = PAYMENT_SUCCESS if done else PAYMENT_PENDING
        data = {
            "merchantId": self.merchant_id,
            "merchantTransactionId": self.transaction_id,
            "transactionId": self.reference,
            "amount": self.amount_paise,
            "state": protocol.COMPLETED if done else protocol.PENDING,
            "responseCode": "SUCCESS" if done else protocol.PENDING,
        }
        message = "Refund is successful." if done else "Refund is in pending state."
        return {"success": True, "code": code, "message": message, "data": data}


class SimulatorStore:
    """At most `capacity` transactions, each forgotten `ttl_seconds` after it was started.

    Memory of one process: the simulator is for development and tests with one server process
    (a second process would not know the first one's transactions)."""

    def __init__(
        self,
        capacity: int = 2000,
        ttl_seconds: float = 2 * 3600,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._items: OrderedDict[str, SimTransaction] = OrderedDict()
        self._refunds: OrderedDict[str, SimRefund] = OrderedDict()
        self._capacity = capacity
        self._ttl = ttl_seconds
        self._clock = clock

    def __len__(self) -> int:
        self._expire()
        return len(self._items)

    def now(self) -> float:
        return self._clock()

    def add(self, txn: SimTransaction) -> SimTransaction | None:
        """Keep a new transaction (or return the kept one for a retry of the same request);
        None when the id is taken by a different request."""
        self._expire()
        kept = self._items.get(txn.transaction_id)
        if kept is not None:
            return kept if kept.request == txn.request else None
        txn.reference = "SIM" + secrets.token_hex(10).upper()
        self._items[txn.transaction_id] = txn
        while len(self._items) > self._capacity:
            self._items.popitem(last=False)  # the oldest goes first
        return txn

    def get(self, transaction_id: str) -> SimTransaction | None:
        self._expire()
        return self._items.get(transaction_id)

    def settle(self, transaction_id: str, choice: str) -> SimTransaction | None:
        """Record the pay page's choice; None when unknown or already settled (no change)."""
        txn = self.get(transaction_id)
        if txn is None or txn.outcome is not None or choice not in OUTCOMES:
            return None
        txn.outcome = OUTCOMES[choice]
        return txn

    def refunded_paise(self, original_id: str) -> int:
        return sum(r.amount_paise for r in self._refunds.values() if r.original_id == original_id)

    def add_refund(self, refund: SimRefund) -> SimRefund | str:
        """Keep a refund of a paid transaction, or return the kept one for a retry of the same
        request; otherwise why not (PhonePe's codes)."""
        self._expire()
        kept = self._refunds.get(refund.transaction_id)
        if kept is not None:
            return kept if kept.request == refund.request else "DUPLICATE_TRANSACTION"
        if refund.transaction_id in self._items:
            return "DUPLICATE_TRANSACTION"
        original = self._items.get(refund.original_id)
        if original is None or original.code != PAYMENT_SUCCESS:
            return "TRANSACTION_NOT_FOUND"
        if self.refunded_paise(refund.original_id) + refund.amount_paise > original.amount_paise:
            return "EXCESS_REFUND_AMOUNT"
        refund.reference = "SIMR" + secrets.token_hex(10).upper()
        self._refunds[refund.transaction_id] = refund
        while len(self._refunds) > self._capacity:
            self._refunds.popitem(last=False)
        return refund

    def get_refund(self, transaction_id: str) -> SimRefund | None:
        self._expire()
        return self._refunds.get(transaction_id)

    def _expire(self) -> None:
        limit = self._clock() - self._ttl
        for items in (self._items, self._refunds):
            while items and next(iter(items.values())).created < limit:  # type: ignore[attr-defined]
                items.popitem(last=False)
