"""Refunds (issue 15, point 4) over a scripted gateway: what a cancellation makes due, the
reconciler sending a queued refund and following it from pending to completed, refunds that are
idempotent, and a forged refund callback refused while a genuine one is applied. On SQLite and
PostgreSQL. The gateway's refusals and retries after a crash: test_refund_retries.py."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy.exc import IntegrityError

from api.payments import refund_policy as policy
from api.payments import refunds
from api.payments.gateway import RefundRequest
from api.settlement.reconciler import reconcile_due
from data.db import Database
from data.models import Refund
from data.repositories import payments as payments_repo
from tests.admin_support import ADMIN_A, SUPER, ClientFor
from tests.conftest import FROZEN_NOW, PUBLIC_URL
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    CANCEL,
    SETTINGS,
    at,
    bare_client,
    callback,
    cancelled_by_admin,
    client_without_lifespan,
    fake_gateway,
    payment_row,
    record,
    refund_notes,
    refund_row,
    refunds_of,
)
from tests.payments.records import priest_booking, store_order, temple_booking
from tests.support import add, count, get


async def payment_of(db: Database, txn: str) -> Any:
    async with db.reader() as session:
        return await payments_repo.get(session, txn)


async def test_an_admins_cancel_is_refunded_through_pending_to_completed(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """We called it off, so everything goes back: a full refund is queued with the cancel,
    sent by the reconciler (the original transaction, the amount in paise, the callback URL
    the payment was made with), pending while the gateway works on it, completed when its
    status says so, and noted on the booking as credited."""
    txn, refund = await cancelled_by_admin(client, db, gateway, as_admin)
    assert (refund.payment_id, refund.amount, refund.state) == (txn, Decimal(1100), "QUEUED")
    assert (refund.reason, refund.gateway, refund.next_check_at) == (
        "cancelled_by_admin",
        "fake",
        FROZEN_NOW,
    )
    assert (await record(db, "priest", "PB1001")).status == "cancelled"
    payment = await payment_of(db, txn)

    await reconcile_due(db, gateway, at(), SETTINGS)
    assert gateway.refunded == [
        RefundRequest(
            refund_id=refund.id,
            payment_id=txn,
            amount_paise=110000,
            merchant_user_id=payment.details["merchantUserId"],
            callback_url=f"{PUBLIC_URL}/api/payment/callback",
        )
    ]
    sent = await get(db, Refund, refund.id)
    assert (sent.state, sent.attempts, sent.next_check_at) == ("PENDING", 1, at(seconds=30))
    assert sent.gateway_reference == f"R{refund.id}"

    await reconcile_due(db, gateway, at(seconds=29), SETTINGS)
    assert gateway.asked == []  # not due yet
    await reconcile_due(db, gateway, at(seconds=30), SETTINGS)
    assert gateway.asked == [refund.id]
    assert (await get(db, Refund, refund.id)).state == "PENDING"

    gateway.answer(refund.id, "PAYMENT_SUCCESS", 110000)
    await reconcile_due(db, gateway, at(minutes=5), SETTINGS)
    done = await get(db, Refund, refund.id)
    assert (done.state, done.next_check_at) == ("COMPLETED", None)
    credited = (await record(db, "priest", "PB1001")).status_history[-1]
    assert (credited["status"], credited["refundCredited"]) == ("cancelled", "1100.00")

    await reconcile_due(db, gateway, at(minutes=60 * 24), SETTINGS)
    assert len(gateway.refunded) == 1  # sent once
    assert gateway.asked == [refund.id, refund.id]  # and no longer asked about


async def test_refunding_one_payment_twice_makes_one_refund(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """One refund per payment: asking again (here, or a second cancel) refunds nothing more."""
    txn, refund = await cancelled_by_admin(client, db, gateway, as_admin)
    root = await as_admin(SUPER)
    again = await root.patch(CANCEL, json={"status": "cancelled"})
    assert again.status_code == 200
    async with db.writer() as session:
        payment = await payments_repo.get(session, txn)
        assert payment is not None
        assert await refunds.refund_payment(session, payment, policy.DUPLICATE, at()) is None
        booking = await payments_repo.get_target(session, "priest", "PB1001")
        assert booking is not None
        assert await refunds.refund_cancelled(session, booking, at(), by_admin=True) == []
        await session.commit()
    assert [r.id for r in await refunds_of(db, "PB1001")] == [refund.id]


async def test_the_database_holds_one_refund_per_payment(db: Database) -> None:
    """Two processes racing to refund one payment: the second insert is refused."""
    payment = payment_row("TXN_ONCE", "PB1001", state="PAYMENT_SUCCESS")
    await add(db, priest_booking(), payment, refund_row("RFD_FIRST", payment, state="QUEUED"))
    with pytest.raises(IntegrityError):
        await add(db, refund_row("RFD_SECOND", payment, state="QUEUED"))
    assert await count(db, Refund) == 1


@pytest.mark.parametrize(
    ("now", "refund"),
    [
        (FROZEN_NOW, Decimal(1100)),  # 68 hours before the 8:00 AM slot on the 25th
        (datetime.fromisoformat("2026-11-23T02:30:00+00:00"), Decimal(1100)),  # 48 hours
        (datetime.fromisoformat("2026-11-23T02:30:01+00:00"), Decimal(550)),
        (datetime.fromisoformat("2026-11-25T02:29:00+00:00"), Decimal(550)),
        (datetime.fromisoformat("2026-11-25T02:30:00+00:00"), None),  # begun
    ],
)
async def test_a_devotees_cancel_refunds_per_the_policy(
    db: Database, now: datetime, refund: Decimal | None
) -> None:
    """The devotee's own cancel: 100% 48 hours or more before the slot, 50% within, nothing
    once it has begun."""
    await add(
        db,
        priest_booking(payment_status="paid"),
        payment_row("TXN_PAID", "PB1001", state="PAYMENT_SUCCESS"),
    )
    async with db.writer() as session:
        booking = await payments_repo.get_target(session, "priest", "PB1001", for_update=True)
        assert booking is not None
        made = await refunds.refund_cancelled(session, booking, now)
        await session.commit()
    assert [(r.amount, r.reason, r.state) for r in made] == (
        [] if refund is None else [(refund, "cancelled", "QUEUED")]
    )
    assert len(await refunds_of(db, "PB1001")) == len(made)


@pytest.mark.parametrize(
    ("status", "refunded"),
    [("pending", True), ("confirmed", True), ("processing", True), ("shipped", False)],
)
async def test_an_order_is_refunded_in_full_only_before_shipping(
    db: Database, status: str, refunded: bool
) -> None:
    await add(
        db,
        store_order(order_status=status, payment_status="paid"),
        payment_row("TXN_SO", "SO1001", "store", amount=Decimal(1260), state="PAYMENT_SUCCESS"),
    )
    async with db.writer() as session:
        order = await payments_repo.get_target(session, "store", "SO1001", for_update=True)
        assert order is not None
        made = await refunds.refund_cancelled(session, order, at())
        await session.commit()
    assert [r.amount for r in made] == ([Decimal(1260)] if refunded else [])


async def test_cash_taken_at_the_counter_is_not_refunded_online(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """A booking paid in cash is given back at the counter: cancelling it queues nothing."""
    await add(db, temple_booking())
    admin = await as_admin(ADMIN_A)
    path = "/api/admin/temple-bookings/TB1001"
    assert (await admin.post(f"{path}/collect-payment", json={"method": "cash"})).status_code == 200
    cancelled = await admin.patch(f"{path}/status", json={"status": "cancelled"})
    assert cancelled.json()["status"] == "cancelled"
    assert await refunds_of(db, "TB1001") == []
    await reconcile_due(db, gateway, at(minutes=1), SETTINGS)
    assert gateway.refunded == []


async def test_a_forged_refund_callback_changes_nothing_and_a_genuine_one_completes_it(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """PG v1 reports refunds to the payment callback: one signed with another salt is refused
    (400) and changes nothing; the gateway's own completes the refund, once."""
    _txn, refund = await cancelled_by_admin(client, db, gateway, as_admin)
    await reconcile_due(db, gateway, at(), SETTINGS)
    forged = await callback(
        client, gateway, refund.id, "PAYMENT_SUCCESS", 110000, salt_key="a-forgers-salt"
    )
    assert forged.status_code == 400
    assert forged.json()["code"] == "invalid_callback"
    assert (await get(db, Refund, refund.id)).state == "PENDING"
    booking = await record(db, "priest", "PB1001")
    assert refund_notes(booking.status_history, "refundCredited") == []

    for _ in range(2):  # a replayed callback changes nothing twice
        genuine = await callback(client, gateway, refund.id, "PAYMENT_SUCCESS", 110000)
        assert genuine.status_code == 200, genuine.text
        assert genuine.json() == {"success": True, "state": "COMPLETED"}
    assert (await get(db, Refund, refund.id)).state == "COMPLETED"
    booking = await record(db, "priest", "PB1001")
    assert refund_notes(booking.status_history, "refundCredited") == ["1100.00"]
