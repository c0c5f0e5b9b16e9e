"""What a devotee is told on cancelling a booking or order they paid in cash: that the cash
comes back by contacting us, never that it was refunded "to the original payment method"
(there is no online payment to refund)."""

from __future__ import annotations

import httpx
import pytest

from data.db import Database
from tests.api.test_order_cancel import URL, change_row, make

CASH_NOTE = (
    "You paid in cash: please contact us with its ID and we will arrange your refund as our "
    "refund policy provides."
)


@pytest.mark.parametrize(
    ("kind", "entry"),
    [
        # Cash taken at the temple's counter for a booking still to come.
        ("temple", {"transactionId": "CASH_1795664656742ABCDEFGHJK"}),
        # A priest booking paid to the priest ahead of the day.
        ("priest", {"method": "cash"}),
    ],
)
async def test_a_booking_paid_in_cash_is_not_told_of_an_online_refund(
    client: httpx.AsyncClient, db: Database, kind: str, entry: dict[str, str]
) -> None:
    made = await make(client, db, kind)
    history = [
        {"status": "pending", "at": "2026-11-22T06:30:00Z", "paymentStatus": "paid", **entry}
    ]
    await change_row(db, kind, made["id"], payment_status="paid", status_history=history)
    response = await client.post(URL, json={"kind": kind, "id": made["id"]})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["message"] == f"Your booking has been cancelled. {CASH_NOTE}"
    assert "original payment method" not in result["message"]
    assert (result["refundDue"], result["refundAmount"]) == (True, None)


async def test_an_unpaid_cash_booking_is_only_told_it_is_cancelled(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "priest")
    response = await client.post(URL, json={"kind": "priest", "id": made["id"]})
    assert response.json()["message"] == "Your booking has been cancelled."
