"""One payment per record (issue 15, point 2): a live pending payment is returned rather than a
second one started, two concurrent initiations make one payment and one credit, a paid record
refuses another payment, and a second success (possible with real gateways) is refunded in
full automatically, on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from data.db import Database
from tests.admin_support import ADMIN_A, ClientFor
from tests.conftest import Clock
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    at,
    bare_client,
    callback,
    client_without_lifespan,
    credits,
    fake_gateway,
    initiate,
    payments_of,
    record,
    refunds_of,
    started,
)
from tests.payments.records import AMOUNTS, IDS, RECORDS
from tests.support import add

KINDS = ["priest", "temple", "store"]


@pytest.mark.parametrize("kind", KINDS)
async def test_a_second_initiate_returns_the_live_payment(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    """A record with a pending payment younger than LIVE_FOR gets that payment back (the
    devotee may still be on its pay page): same transaction, same redirect, no second call."""
    await add(db, RECORDS[kind]())
    first = await initiate(client, kind, IDS[kind])
    again = await initiate(client, kind, IDS[kind])
    assert first.status_code == again.status_code == 201, again.text
    assert again.json() == first.json()
    assert again.json()["redirectUrl"] == f"https://pay.example/{first.json()['transactionId']}"
    assert len(gateway.paid) == 1
    assert len(await payments_of(db, IDS[kind])) == 1


async def test_a_pending_payment_older_than_live_for_is_not_returned(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, clock: Clock
) -> None:
    """After 15 minutes the devotee has left that pay page: a new initiate starts a new
    payment (the old one is left to the reconciler)."""
    await add(db, RECORDS["priest"]())
    first = await started(client, "priest", "PB1001")
    clock.now = at(minutes=15, seconds=1)
    second = await started(client, "priest", "PB1001")
    assert second != first
    assert [p.transaction_id for p in gateway.paid] == [first, second]


async def test_two_concurrent_initiations_make_one_payment_and_one_credit(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """Two tabs (no Idempotency-Key) paying for one record at once are taken one after the
    other: the second finds the first's payment (returned, or "still being started"), so one
    payment exists and the record is credited once, whatever the callbacks say."""
    await add(db, RECORDS["priest"]())
    responses = await asyncio.gather(
        initiate(client, "priest", "PB1001"), initiate(client, "priest", "PB1001")
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses in ([201, 201], [201, 409]), [r.text for r in responses]
    for response in responses:
        if response.status_code == 409:
            assert response.json()["code"] == "payment_starting"
    [payment] = await payments_of(db, "PB1001")
    txns = {r.json()["transactionId"] for r in responses if r.status_code == 201}
    assert txns == {payment.id}
    assert len(gateway.paid) == 1
    for _ in responses:  # the gateway reports the success once per tab's page
        answered = await callback(client, gateway, payment.id, "PAYMENT_SUCCESS", 110000)
        assert answered.json() == {"success": True, "state": "PAYMENT_SUCCESS"}
    booking = await record(db, "priest", "PB1001")
    assert booking.payment_status == "paid"
    assert len(credits(booking.status_history)) == 1
    assert await refunds_of(db, "PB1001") == []


async def test_an_initiate_while_the_first_is_still_starting_starts_no_second_payment(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    """While the first payment waits for the gateway's pay page, a second initiate for the
    record is told to try again: no second payment, no second gateway call. Once started,
    the first payment is the one returned."""
    await add(db, RECORDS["priest"]())
    held = gateway.hold_pay = asyncio.Event()
    first = asyncio.create_task(initiate(client, "priest", "PB1001"))
    await asyncio.wait_for(gateway.pay_called.wait(), timeout=10)
    second = await initiate(client, "priest", "PB1001")
    held.set()
    assert second.status_code == 409, second.text
    assert second.json()["code"] == "payment_starting"
    assert second.json()["detail"] == "This payment is still being started. Please try again."
    done = await asyncio.wait_for(first, timeout=10)
    assert done.status_code == 201, done.text
    [payment] = await payments_of(db, "PB1001")
    assert done.json()["transactionId"] == payment.id
    assert len(gateway.paid) == 1
    third = await initiate(client, "priest", "PB1001")
    assert third.json() == done.json()


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("priest", "This booking is already paid: nothing more is due"),
        ("temple", "This booking is already paid: nothing more is due"),
        ("store", "This order is already paid: nothing more is due"),
    ],
)
async def test_a_paid_record_refuses_another_payment(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str, message: str
) -> None:
    """Once paid, a record takes no new payment: 409 already_paid with a clear message."""
    await add(db, RECORDS[kind]())
    txn = await started(client, kind, IDS[kind])
    await callback(client, gateway, txn, "PAYMENT_SUCCESS", AMOUNTS[kind] * 100)
    response = await initiate(client, kind, IDS[kind])
    assert response.status_code == 409
    assert response.json()["code"] == "already_paid"
    assert response.json()["detail"] == message
    assert len(gateway.paid) == 1
    assert len(await payments_of(db, IDS[kind])) == 1


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("order", ["in order", "reversed"])
async def test_a_second_success_is_refunded_in_full_and_credited_once(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    clock: Clock,
    kind: str,
    order: str,
) -> None:
    """Two payments for one record both succeed (the first outlived LIVE_FOR, so a second was
    started): the first success credits the record, the other is queued for a full refund as
    a duplicate, and the record shows one credit."""
    await add(db, RECORDS[kind]())
    first = await started(client, kind, IDS[kind])
    clock.now = at(minutes=16)
    second = await started(client, kind, IDS[kind])
    answers = [first, second] if order == "in order" else [second, first]
    paise = AMOUNTS[kind] * 100
    for txn in answers:
        response = await callback(client, gateway, txn, "PAYMENT_SUCCESS", paise)
        assert response.json() == {"success": True, "state": "PAYMENT_SUCCESS"}
    credited, duplicate = answers
    paid = await record(db, kind, IDS[kind])
    assert paid.payment_status == "paid"
    assert [entry["transactionId"] for entry in credits(paid.status_history)] == [credited]
    [refund] = await refunds_of(db, IDS[kind])
    assert (refund.payment_id, refund.reason, refund.state) == (
        duplicate,
        "duplicate_payment",
        "QUEUED",
    )
    assert refund.amount == AMOUNTS[kind]
    assert refund.next_check_at == at(minutes=16)  # due at once: the reconciler sends it
    payments = {p.id: p for p in await payments_of(db, IDS[kind])}
    assert payments[duplicate].state == "PAYMENT_SUCCESS"
    assert payments[duplicate].details["note"] == "already paid: refunded"
    assert "note" not in payments[credited].details
    if kind == "store":
        assert paid.transaction_id == credited


async def test_a_success_after_cash_at_the_counter_is_refunded(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """A temple admin collects cash while the devotee's online payment is pending; when that
    payment succeeds too, it is refunded in full and the booking keeps one payment."""
    await add(db, RECORDS["temple"]())
    txn = await started(client, "temple", "TB1001")
    admin = await as_admin(ADMIN_A)
    cash = await admin.post(
        "/api/admin/temple-bookings/TB1001/collect-payment", json={"method": "cash"}
    )
    assert cash.status_code == 200, cash.text
    await callback(client, gateway, txn, "PAYMENT_SUCCESS", AMOUNTS["temple"] * 100)
    [refund] = await refunds_of(db, "TB1001")
    assert (refund.payment_id, refund.reason) == (txn, "duplicate_payment")
    assert refund.amount == 751
    booking = await record(db, "temple", "TB1001")
    assert (booking.payment_status, booking.status) == ("paid", "confirmed")
    assert [e for e in booking.status_history if e.get("transactionId") == txn] == []
