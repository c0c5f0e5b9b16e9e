"""Failed and abandoned payments (issue 15, point 3): a failed online payment marks its record
"failed" until a new attempt; a record left unpaid online for the configured time (30 minutes
after the last attempt) is released by the reconciler, cancelled with the reason and its stock
returned, never while a payment is pending and never when paid in cash; released records do not
count in revenue or Total Spent. On SQLite and PostgreSQL."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.settings import PaymentSettings
from api.settlement.reconciler import reconcile_due
from api.settlement.release import REASON
from data.db import Database
from data.models import StoreProduct
from tests.admin_support import SUPER, ClientFor
from tests.conftest import Clock
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    SETTINGS,
    at,
    bare_client,
    callback,
    client_without_lifespan,
    fake_gateway,
    initiate,
    payments_of,
    record,
    started,
)
from tests.payments.records import AMOUNTS, IDS, RECORDS, priest_booking
from tests.support import VARANASI, add, confirm_phone, get, product

KINDS = ["priest", "temple", "store"]
PRODUCT = "prod-release-test"
PHONE = "9415011223"


async def checkout(client: httpx.AsyncClient, method: str, quantity: int = 3) -> dict[str, Any]:
    """A store order placed through the store's checkout (stock taken at once)."""
    placed = await client.post(
        "/api/store/orders",
        json={
            "customerName": "Ravi Tiwari",
            "customerPhone": PHONE,
            "deliveryAddress": VARANASI,
            "paymentMethod": method,
            "items": [{"productId": PRODUCT, "quantity": quantity}],
        },
    )
    assert placed.status_code == 201, placed.text
    body: dict[str, Any] = placed.json()
    return body


async def stock(db: Database) -> int:
    return int((await get(db, StoreProduct, PRODUCT)).stock_quantity)


def paise(order: dict[str, Any]) -> int:
    return int(Decimal(str(order["total"])) * 100)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_failed_payment_marks_the_record_failed_until_paid_again(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, clock: Clock, kind: str
) -> None:
    """The record whose payment failed shows "failed" (Pay now); a new initiate starts a new
    payment and puts it back to "pending", its last attempt now."""
    await add(db, RECORDS[kind]())
    txn = await started(client, kind, IDS[kind])
    await callback(client, gateway, txn, "PAYMENT_ERROR", AMOUNTS[kind] * 100)
    assert (await record(db, kind, IDS[kind])).payment_status == "failed"
    clock.now = at(minutes=5)
    again = await started(client, kind, IDS[kind])
    assert again != txn
    retried = await record(db, kind, IDS[kind])
    assert retried.payment_status == "pending"
    assert retried.payment_attempted_at == at(minutes=5)


async def test_a_failure_while_another_payment_is_pending_keeps_the_record_waiting(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, clock: Clock
) -> None:
    """An older attempt failing says nothing about the newer one still pending."""
    await add(db, priest_booking())
    old = await started(client, "priest", "PB1001")
    clock.now = at(minutes=16)
    await started(client, "priest", "PB1001")
    await callback(client, gateway, old, "PAYMENT_DECLINED", 110000)
    assert (await record(db, "priest", "PB1001")).payment_status == "pending"


async def test_an_abandoned_store_order_is_released_after_30_minutes_with_its_stock(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """An order placed to pay online whose payment failed is released 30 minutes after the
    attempt (not at 29): cancelled with the reason in its history, its items back on the
    shelf."""
    await add(db, product(PRODUCT, 499, stock=10))
    order = await checkout(client, "phonepe", quantity=3)
    assert await stock(db) == 7
    txn = await started(client, "store", order["id"])
    await callback(client, gateway, txn, "PAYMENT_ERROR", paise(order))

    await reconcile_due(db, gateway, at(minutes=29), SETTINGS)
    kept = await record(db, "store", order["id"])
    assert (kept.order_status, kept.payment_status) == ("pending", "failed")
    assert await stock(db) == 7

    await reconcile_due(db, gateway, at(minutes=31), SETTINGS)
    released = await record(db, "store", order["id"])
    assert released.order_status == "cancelled"
    assert released.payment_status == "failed"
    assert released.payment_attempted_at is None
    assert released.status_history[-1] == {
        "status": "cancelled",
        "at": "2026-11-22T07:01:00Z",
        "reason": REASON,
    }
    assert REASON == "Payment not received in time"
    assert await stock(db) == 10
    pay_now = await initiate(client, "store", order["id"])
    assert (pay_now.status_code, pay_now.json()["code"]) == (409, "cancelled")

    await reconcile_due(db, gateway, at(minutes=90), SETTINGS)  # released once, restocked once
    assert await stock(db) == 10
    assert len((await record(db, "store", order["id"])).status_history) == 2


async def test_an_order_never_paid_is_released_from_when_it_was_placed(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """An order placed to pay online whose payment was never even started counts its
    30 minutes from the checkout."""
    await add(db, product(PRODUCT, 499, stock=10))
    order = await checkout(client, "phonepe", quantity=2)
    await reconcile_due(db, gateway, at(minutes=30, seconds=1), SETTINGS)
    assert (await record(db, "store", order["id"])).order_status == "cancelled"
    assert await stock(db) == 10


@pytest.mark.parametrize("kind", ["priest", "temple"])
async def test_an_abandoned_booking_is_failed_then_released(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    """A devotee who closed the pay page: the gateway never answers, the reconciler fails the
    payment when its window passes (20 minutes), and the booking is released at 30."""
    await add(db, RECORDS[kind]())
    txn = await started(client, kind, IDS[kind])
    await reconcile_due(db, gateway, at(minutes=20), SETTINGS)
    [payment] = await payments_of(db, IDS[kind])
    assert (payment.id, payment.state) == (txn, "PAYMENT_ERROR")
    waiting = await record(db, kind, IDS[kind])
    assert (waiting.status, waiting.payment_status) == ("pending", "failed")
    await reconcile_due(db, gateway, at(minutes=30, seconds=1), SETTINGS)
    released = await record(db, kind, IDS[kind])
    assert (released.status, released.status_history[-1]["reason"]) == ("cancelled", REASON)


async def test_no_record_is_released_while_a_payment_is_pending(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """A payment still pending (the gateway has not answered yet) holds the record, however
    old the attempt; once it fails, the record is released."""
    patient = PaymentSettings(give_up_minutes=120, release_minutes=30)
    await add(db, product(PRODUCT, 499, stock=10))
    order = await checkout(client, "phonepe")
    txn = await started(client, "store", order["id"])
    await reconcile_due(db, gateway, at(minutes=31), patient)
    assert gateway.asked == [txn]
    assert (await record(db, "store", order["id"])).order_status == "pending"
    assert await stock(db) == 7
    gateway.answer(txn, "PAYMENT_ERROR", paise(order))
    await reconcile_due(db, gateway, at(minutes=32), patient)
    assert (await record(db, "store", order["id"])).order_status == "cancelled"
    assert await stock(db) == 10


async def test_a_paid_record_is_never_released(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """A payment that succeeded ends the wait: the order stays, its stock sold."""
    await add(db, product(PRODUCT, 499, stock=10))
    order = await checkout(client, "phonepe")
    txn = await started(client, "store", order["id"])
    await callback(client, gateway, txn, "PAYMENT_SUCCESS", paise(order))
    await reconcile_due(db, gateway, at(minutes=600), SETTINGS)
    kept = await record(db, "store", order["id"])
    assert (kept.order_status, kept.payment_status) == ("confirmed", "paid")  # paid confirms it
    assert await stock(db) == 7


async def test_a_cash_on_delivery_order_is_never_released(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """Cash on delivery waits for no online payment, so no time releases it."""
    await add(db, product(PRODUCT, 499, stock=10))
    await confirm_phone(client, db, PHONE)
    order = await checkout(client, "cod")
    assert (await record(db, "store", order["id"])).payment_attempted_at is None
    await reconcile_due(db, gateway, at(minutes=7 * 24 * 60), SETTINGS)
    kept = await record(db, "store", order["id"])
    assert (kept.order_status, kept.payment_status) == ("pending", "pending")
    assert await stock(db) == 7


async def test_a_released_record_counts_in_no_revenue(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """Released records are cancelled and unpaid: the dashboard's revenue and the customer's
    Total Spent count only the completed, paid booking beside them."""
    await add(
        db,
        priest_booking("PB2001", status="completed", payment_status="paid"),
        product(PRODUCT, 499, stock=10),
    )
    order = await checkout(client, "phonepe")
    txn = await started(client, "store", order["id"])
    await callback(client, gateway, txn, "PAYMENT_ERROR", paise(order))
    await reconcile_due(db, gateway, at(minutes=31), SETTINGS)
    assert (await record(db, "store", order["id"])).order_status == "cancelled"

    admin = await as_admin(SUPER)
    stats = (await admin.get("/api/admin/dashboard")).json()["stats"]
    assert stats["revenue"] == {"collected": 1100, "earned": 1100}
    assert stats["storeRevenue"] == {"collected": 0, "earned": 0}
    users = (await admin.get("/api/admin/users", params={"q": PHONE})).json()
    [user] = users["items"]
    assert user["totalSpent"] == 1100
    assert users["stats"]["revenue"] == {"collected": 1100, "earned": 1100}
    store = (await admin.get("/api/admin/store/summary")).json()
    assert store["totalRevenue"] == 0
