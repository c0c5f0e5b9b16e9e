"""Which records have a receipt, and how each is paid, from the record alone (pure).

A receipt exists once a record is paid: online (it carries the transaction), or in cash once
the cash was taken (a cash-on-delivery order when delivered, a booking when its cash was
collected). A record still to be paid, in cash or online, has none: a receipt is proof of a
payment, not of a promise to pay."""

from __future__ import annotations

from api.receipts.schemas import ReceiptPayment
from data.models import CustomerRecord, StoreOrder
from data.statuses import PaymentStatus

COD = "cod"
NO_RECEIPT = "A receipt is ready once the booking or order is paid."
RECEIPT_FONT_MISSING = (
    "The receipt cannot be made as a PDF on this server right now (its font is missing: the "
    "server needs the Debian package {package}). Please print the receipt page instead."
)
# Not transactions a devotee could quote: the placeholder of cash orders, and the counter's
# own number for cash taken at a temple.
_NOT_ONLINE = ("COD_ORDER", "CASH_")


def _online_transaction(record: CustomerRecord) -> str | None:
    """The id of the online payment that paid the record (settlement notes it in the history;
    an order keeps it on the row too)."""
    found = record.transaction_id if isinstance(record, StoreOrder) else None
    for entry in reversed(record.status_history):
        if found is None and isinstance(entry.get("transactionId"), str):
            found = entry["transactionId"]
    if found is None or found.startswith(_NOT_ONLINE):
        return None
    return found


def paid_in_cash(record: CustomerRecord) -> bool:
    """Paid, and not online: cash on delivery, at a temple's counter, or to the priest."""
    if record.payment_status != PaymentStatus.PAID:
        return False
    if isinstance(record, StoreOrder):
        return record.payment_method == COD
    return _online_transaction(record) is None


def receipt_payment(record: CustomerRecord) -> ReceiptPayment | None:
    """How the receipt states the payment, or None while the record is not paid (a paid
    record keeps its receipt when cancelled later: its refunds are added to it)."""
    if record.payment_status != PaymentStatus.PAID:
        return None
    transaction = _online_transaction(record)
    if transaction is None:
        return ReceiptPayment(state="paid_cash")
    return ReceiptPayment(state="paid_online", transaction_id=transaction)
