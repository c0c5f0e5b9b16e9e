"""Which records have a receipt, and how each is paid, from the record alone (pure).

A receipt exists the moment a record is paid online, or once cash is the way it will be paid:
cash on delivery for an order, and for a booking with no online payment under way (cash is
taken at the temple or on the day of the puja). A failed or unfinished online payment, or a
record cancelled before anything was paid, has none."""

from __future__ import annotations

from api.common.statuses import BookingStatus, PaymentStatus
from api.receipts.schemas import ReceiptPayment, ReceiptState
from data.models import PriestBooking, StoreOrder, TempleBooking

Customer = PriestBooking | TempleBooking | StoreOrder
COD = "cod"
# Not transactions a devotee could quote: the placeholder of cash orders, and the counter's
# own number for cash taken at a temple.
_NOT_ONLINE = ("COD_ORDER", "CASH_")


def _online_transaction(record: Customer) -> str | None:
    """The id of the online payment that paid the record (settlement notes it in the history;
    an order keeps it on the row too)."""
    found = record.transaction_id if isinstance(record, StoreOrder) else None
    for entry in reversed(record.status_history):
        if found is None and isinstance(entry.get("transactionId"), str):
            found = entry["transactionId"]
    if found is None or found.startswith(_NOT_ONLINE):
        return None
    return found


def _cash_due(record: Customer) -> ReceiptState | None:
    if isinstance(record, StoreOrder):
        return "due_on_delivery" if record.payment_method == COD else None
    return "due_at_temple" if isinstance(record, TempleBooking) else "due_on_the_day"


def receipt_payment(record: Customer) -> ReceiptPayment | None:
    """How the receipt states the payment, or None when the record has no receipt yet."""
    if record.payment_status == PaymentStatus.PAID:
        transaction = _online_transaction(record)
        if transaction is None:
            return ReceiptPayment(state="paid_cash")
        return ReceiptPayment(state="paid_online", transaction_id=transaction)
    status = record.order_status if isinstance(record, StoreOrder) else record.status
    waiting_online = record.payment_attempted_at is not None
    if status == BookingStatus.CANCELLED or record.payment_status != PaymentStatus.PENDING:
        return None
    if waiting_online:
        return None
    state = _cash_due(record)
    return None if state is None else ReceiptPayment(state=state)
