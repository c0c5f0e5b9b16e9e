"""Refunds through the app as it is wired, with the built-in simulator as the gateway (PhonePe
PG v1's refund and status calls in-process): a booking paid on the simulator's page, cancelled
by an admin, refunded by the reconciler, pending at the gateway at first, then credited. On
SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest
from fastapi import FastAPI

from api.payments.gateway import Gateway
from api.payments.simulator import SimulatorStore
from api.settings import Settings
from api.settlement.reconciler import reconcile_due
from data.db import Database
from data.models import PriestBooking, Refund
from tests.admin_support import SUPER, ClientFor
from tests.conftest import india_date
from tests.payments.money_support import at, bare_client, payments_of, refund_row, refunds_of
from tests.support import add, get


class Ticker:
    """The simulator's monotonic clock, moved by the test."""

    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    async with bare_client(app) as http:
        yield http


@pytest.fixture
def ticker(app: FastAPI) -> Ticker:
    clock = Ticker()
    app.state.payment_simulator.store = SimulatorStore(clock=clock)
    return clock


async def paid_on_the_simulator(client: httpx.AsyncClient) -> tuple[str, str]:
    """A priest booking (₹2,299) paid by UPI on the simulator's page: (booking id, txn)."""
    made = await client.post(
        "/api/priest-bookings",
        json={
            "serviceId": "ganesh-puja",
            "customerName": "Ravi Shankar Tiwari",
            "customerPhone": "9415011223",
            "isOnline": True,
            "selectedDate": india_date(3),
            "selectedTime": "8:00 AM - 10:00 AM",
        },
    )
    assert made.status_code == 201, made.text
    booking_id = str(made.json()["id"])
    started = await client.post(
        "/api/payments",
        json={
            "targetKind": "priest",
            "targetId": booking_id,
            "customerName": "Ravi Shankar Tiwari",
            "customerPhone": "9415011223",
        },
    )
    assert started.status_code == 201, started.text
    back = await client.post(started.json()["redirectUrl"], data={"choice": "upi"})
    assert back.status_code == 303
    return booking_id, str(started.json()["transactionId"])


async def test_a_cancelled_booking_is_refunded_pending_then_credited(
    client: httpx.AsyncClient,
    db: Database,
    app: FastAPI,
    settings: Settings,
    ticker: Ticker,
    as_admin: ClientFor,
) -> None:
    """The simulator keeps a refund pending for simulator_refund_seconds, as a bank would:
    the reconciler sends it (PENDING), asks again later and finds it credited (COMPLETED)."""
    gateway: Gateway = app.state.payment_gateway
    booking_id, txn = await paid_on_the_simulator(client)
    assert (await get(db, PriestBooking, booking_id)).payment_status == "paid"
    root = await as_admin(SUPER)
    cancel = await root.patch(
        f"/api/admin/priest-bookings/{booking_id}/status", json={"status": "cancelled"}
    )
    assert cancel.status_code == 200, cancel.text
    [refund] = await refunds_of(db, booking_id)
    assert (refund.payment_id, refund.amount, refund.gateway) == (txn, Decimal(2299), "simulator")

    assert settings.payment.simulator_refund_seconds > 0
    await reconcile_due(db, gateway, at(), settings.payment)
    sent = await get(db, Refund, refund.id)
    assert sent.state == "PENDING"
    assert sent.gateway_reference is not None and sent.gateway_reference.startswith("SIMR")
    simulated = app.state.payment_simulator.store.get_refund(refund.id)
    assert (simulated.original_id, simulated.amount_paise) == (txn, 229900)

    await reconcile_due(db, gateway, at(seconds=30), settings.payment)
    assert (await get(db, Refund, refund.id)).state == "PENDING"  # the bank is still at it

    ticker.seconds += settings.payment.simulator_refund_seconds
    await reconcile_due(db, gateway, at(minutes=2), settings.payment)
    done = await get(db, Refund, refund.id)
    assert (done.state, done.next_check_at) == ("COMPLETED", None)
    booking = await get(db, PriestBooking, booking_id)
    assert booking.status_history[-1]["refundCredited"] == "2299.00"
    assert app.state.payment_simulator.store.refunded_paise(txn) == 229900


async def test_the_simulator_refuses_more_than_was_paid(
    client: httpx.AsyncClient, db: Database, app: FastAPI, settings: Settings, ticker: Ticker
) -> None:
    """The gateway's refusal (EXCESS_REFUND_AMOUNT) fails the refund with its reason."""
    booking_id, _txn = await paid_on_the_simulator(client)
    [payment] = await payments_of(db, booking_id)
    too_much = refund_row(
        "RFD_TOO_MUCH", payment, state="QUEUED", amount=Decimal(5000), next_check_at=at()
    )
    await add(db, too_much)
    await reconcile_due(db, app.state.payment_gateway, at(), settings.payment)
    failed = await get(db, Refund, "RFD_TOO_MUCH")
    assert failed.state == "FAILED"
    assert failed.details["reason"] == "Excess refund amount"
    assert app.state.payment_simulator.store.get_refund("RFD_TOO_MUCH") is None
