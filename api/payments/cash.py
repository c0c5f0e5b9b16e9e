"""Cash: a devotee whose online payment failed may pay in cash instead, and cash taken at the
service or at the door is recorded as received when an admin marks the record completed or
delivered (so revenue counts it, and only it)."""

from __future__ import annotations

from datetime import datetime

from api.common.history import history_entry
from api.payments import rules
from data.models import CustomerRecord, StoreOrder
from data.repositories.payments import status_of
from data.statuses import BookingStatus, OrderStatus

DONE = frozenset({BookingStatus.COMPLETED, OrderStatus.DELIVERED})  # revenue counts from here


def offers_pay_now(record: CustomerRecord) -> bool:
    """Pay now is offered (My Orders, the result page) when the online payment failed or was
    left unfinished and the record still wants paying (not paid, cancelled or done)."""
    waiting = record.payment_status == rules.FAILED or record.payment_attempted_at is not None
    return waiting and rules.payable(record.payment_status, status_of(record))


def pay_in_cash(record: CustomerRecord) -> None:
    """From now on the record is paid in cash: no online payment is awaited, so it is not
    released as abandoned, and Pay now is no longer offered."""
    record.payment_attempted_at = None
    if record.payment_status == rules.FAILED:
        record.payment_status = rules.PENDING
    if isinstance(record, StoreOrder):
        record.payment_method = rules.COD


def cash_received_on_completion(record: CustomerRecord, new_status: str, now: datetime) -> None:
    """An unpaid record marked completed or delivered was paid in cash on the day."""
    if new_status not in DONE or record.payment_status == rules.PAID:
        return
    record.payment_status = rules.PAID
    record.payment_attempted_at = None
    history = list(record.status_history)
    if history and history[-1].get("status") == new_status:  # the change's own entry says it
        history[-1] = {**history[-1], "paymentStatus": rules.PAID, "method": "cash"}
    else:
        history.append(
            {**history_entry(new_status, now), "paymentStatus": rules.PAID, "method": "cash"}
        )
    record.status_history = history
