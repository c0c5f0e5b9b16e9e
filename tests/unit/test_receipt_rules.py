"""Which records have a receipt and how it states the payment, from the record alone: only a
paid record has one (a receipt proves a payment, not a promise to pay)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from api.receipts.rules import receipt_payment
from data.models import PriestBooking, StoreOrder, TempleBooking

NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)
TXN = "TXN_1763775000123X7K2QM4PA9"


def order(**values: Any) -> StoreOrder:
    fields: dict[str, Any] = {
        "payment_method": "cod",
        "payment_status": "pending",
        "order_status": "pending",
        "transaction_id": None,
        "status_history": [],
        "payment_attempted_at": None,
        "total": Decimal(313),
    }
    return StoreOrder(**(fields | values))


def booking(model: type[PriestBooking | TempleBooking], **values: Any) -> Any:
    fields: dict[str, Any] = {
        "payment_status": "pending",
        "status": "confirmed",
        "status_history": [],
        "payment_attempted_at": None,
    }
    return model(**(fields | values))


def test_cash_on_delivery_not_yet_delivered_has_no_receipt() -> None:
    assert receipt_payment(order(transaction_id="COD_ORDER")) is None
    assert receipt_payment(order(transaction_id="COD_ORDER", order_status="shipped")) is None


def test_an_order_paid_online_carries_its_transaction() -> None:
    paid = receipt_payment(
        order(payment_method="phonepe", payment_status="paid", transaction_id=TXN)
    )
    assert paid is not None
    assert (paid.state, paid.transaction_id) == ("paid_online", TXN)


def test_a_delivered_cash_order_is_paid_in_cash() -> None:
    history = [{"status": "delivered", "paymentStatus": "paid", "method": "cash"}]
    paid = receipt_payment(
        order(payment_status="paid", order_status="delivered", status_history=history)
    )
    assert paid is not None
    assert (paid.state, paid.transaction_id) == ("paid_cash", None)


def test_a_booking_paid_online_takes_its_transaction_from_the_history() -> None:
    history = [{"status": "confirmed", "paymentStatus": "paid", "transactionId": TXN}]
    paid = receipt_payment(booking(PriestBooking, payment_status="paid", status_history=history))
    assert paid is not None
    assert (paid.state, paid.transaction_id) == ("paid_online", TXN)


def test_cash_taken_at_the_temple_counter_is_no_online_transaction() -> None:
    history = [{"status": "confirmed", "transactionId": "CASH_1763775000123X7K2QM4PA9"}]
    paid = receipt_payment(booking(TempleBooking, payment_status="paid", status_history=history))
    assert paid is not None
    assert (paid.state, paid.transaction_id) == ("paid_cash", None)


def test_bookings_to_be_paid_in_cash_have_no_receipt_until_the_cash_is_taken() -> None:
    assert receipt_payment(booking(TempleBooking)) is None
    assert receipt_payment(booking(PriestBooking, status="pending")) is None
    # A future booking confirmed by the temple or an admin is still unpaid.
    assert receipt_payment(booking(PriestBooking, status="confirmed")) is None
    history = [{"status": "completed", "paymentStatus": "paid", "method": "cash"}]
    done = booking(PriestBooking, status="completed", payment_status="paid", status_history=history)
    paid = receipt_payment(done)
    assert paid is not None and (paid.state, paid.transaction_id) == ("paid_cash", None)


def test_no_receipt_while_paying_online_after_a_failure_or_once_cancelled_unpaid() -> None:
    assert receipt_payment(booking(PriestBooking, payment_attempted_at=NOW)) is None
    assert receipt_payment(order(payment_method="phonepe", payment_attempted_at=NOW)) is None
    assert receipt_payment(booking(TempleBooking, payment_status="failed")) is None
    assert receipt_payment(order(order_status="cancelled")) is None
    # An order to be paid online that is no longer waiting for it has no cash to confirm.
    assert receipt_payment(order(payment_method="phonepe")) is None


def test_a_paid_record_cancelled_later_keeps_its_receipt() -> None:
    paid = receipt_payment(
        order(
            payment_method="phonepe",
            payment_status="paid",
            order_status="cancelled",
            transaction_id=TXN,
        )
    )
    assert paid is not None and paid.state == "paid_online"
