"""The payment gateway interface and its values (PhonePe PG v1's protocol, whatever speaks it).

Failures of the gateway are values; exceptions are for bugs."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Protocol

log = logging.getLogger(__name__)

# PhonePe's answer codes (spec section 4 "Gateway states") and the texts the spec shows.
PAYMENT_SUCCESS = "PAYMENT_SUCCESS"
PAYMENT_ERROR = "PAYMENT_ERROR"
PAYMENT_PENDING = "PAYMENT_PENDING"
PAYMENT_DECLINED = "PAYMENT_DECLINED"
INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR"
STATUS_TEXTS = {
    PAYMENT_SUCCESS: "Payment Successful",
    PAYMENT_ERROR: "Payment Failed",
    PAYMENT_PENDING: "Payment Pending",
    PAYMENT_DECLINED: "Payment Declined",
    INTERNAL_SERVER_ERROR: "Server Error",
}
UNKNOWN_STATUS = "Unknown Status"
FINAL_CODES = frozenset({PAYMENT_SUCCESS, PAYMENT_ERROR, PAYMENT_DECLINED})


def status_text(code: str) -> str:
    return STATUS_TEXTS.get(code, UNKNOWN_STATUS)


@dataclass(frozen=True, slots=True)
class PayRequest:
    transaction_id: str  # our merchantTransactionId, TXN_...
    amount_paise: int
    merchant_user_id: str
    mobile_number: str
    redirect_url: str  # /payment/success?txnId=...
    callback_url: str  # /api/payment/callback


@dataclass(frozen=True, slots=True)
class PayStarted:
    """The gateway's answer to pay: where to send the devotee, or why not."""

    success: bool
    redirect_url: str | None = None
    message: str = ""


@dataclass(frozen=True, slots=True)
class RefundRequest:
    refund_id: str  # our merchantTransactionId for the refund, RFD_...
    payment_id: str  # the original payment's merchantTransactionId, TXN_...
    amount_paise: int
    merchant_user_id: str
    callback_url: str  # /api/payment/callback: refunds are reported there too


@dataclass(frozen=True, slots=True)
class GatewayStatus:
    """A transaction's state as the gateway reports it (status call or verified callback)."""

    transaction_id: str
    code: str  # one of the codes above, or another the gateway sent
    success: bool
    amount_paise: int | None = None
    reference: str | None = None  # the gateway's own transaction id
    message: str = ""

    @property
    def final(self) -> bool:
        return self.code in FINAL_CODES


class Gateway(Protocol):
    name: str  # "phonepe" | "simulator"

    async def pay(self, request: PayRequest) -> PayStarted: ...

    async def status(self, transaction_id: str) -> GatewayStatus:
        """A payment's or a refund's state (PG v1 answers both at one address)."""
        ...

    async def refund(self, request: RefundRequest) -> GatewayStatus:
        """Ask for money back; the answer is the refund's state (pending, as a rule)."""
        ...

    def read_callback(self, body: bytes, x_verify: str | None) -> GatewayStatus | None:
        """The callback's status when its checksum (and merchant) verify, else None."""
        ...


async def ask_gateway(gateway: Gateway, transaction_id: str) -> GatewayStatus | None:
    """The gateway's answer about one transaction, or None when it could not give one."""
    try:
        answer = await gateway.status(transaction_id)
    except Exception:
        log.warning("payment %s: the status check failed", transaction_id, exc_info=True)
        return None
    if answer.transaction_id != transaction_id:
        log.warning(
            "payment %s: the gateway answered about %s", transaction_id, answer.transaction_id
        )
        return None
    return answer
