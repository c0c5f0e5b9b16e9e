"""Helpers for the tests of issue 15's money rules (one payment per record, failed and released
records, refunds): start and answer payments through the API, read payments and refunds back,
and serve the app without its background reconciler, so each test runs the reconciler itself
at the time it names."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.settings import PaymentSettings, Settings
from data.db import Database
from data.models import Payment, PriestBooking, Refund, StoreOrder, TempleBooking
from tests.admin_support import SUPER, ClientFor
from tests.conftest import FROZEN_NOW, PUBLIC_URL
from tests.payments.fake_gateway import FakeGateway, install
from tests.payments.records import priest_booking
from tests.support import add

PAYMENTS = "/api/payments"
CANCEL = "/api/admin/priest-bookings/PB1001/status"
CALLBACK = "/api/payment/callback"
SETTINGS = PaymentSettings(give_up_minutes=20, release_minutes=30)
MODELS: dict[str, Any] = {"priest": PriestBooking, "temple": TempleBooking, "store": StoreOrder}


def at(minutes: float = 0, seconds: float = 0) -> datetime:
    """A moment after the frozen now of the tests."""
    return FROZEN_NOW + timedelta(minutes=minutes, seconds=seconds)


@asynccontextmanager
async def bare_client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """A client of the app without its lifespan: the reconciler does not run in the background,
    so a test decides when it runs and with what time."""
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
        yield http


# The fixtures `client` and `gateway` of the tests that run the reconciler themselves: a test
# module imports `client_without_lifespan` and `fake_gateway` to use them.
@pytest.fixture(name="client")
async def client_without_lifespan(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The app's client without its background reconciler (`bare_client`)."""
    async with bare_client(app) as http:
        yield http


@pytest.fixture(name="gateway")
def fake_gateway(app: FastAPI, settings: Settings) -> FakeGateway:
    """A payment gateway the test answers for, installed in the app."""
    fake = FakeGateway(settings.payment.salt_key.get_secret_value())
    install(app, fake)
    return fake


def pay_body(kind: str, record_id: str) -> dict[str, Any]:
    return {
        "targetKind": kind,
        "targetId": record_id,
        "customerName": "Ravi Tiwari",
        "customerPhone": "+91 94150-11223",
        "customerEmail": "ravi@example.in",
    }


async def initiate(client: httpx.AsyncClient, kind: str, record_id: str) -> httpx.Response:
    return await client.post(PAYMENTS, json=pay_body(kind, record_id))


async def started(client: httpx.AsyncClient, kind: str, record_id: str) -> str:
    """The transaction id of a payment started for the record (it must start)."""
    response = await initiate(client, kind, record_id)
    assert response.status_code == 201, response.text
    return str(response.json()["transactionId"])


async def callback(
    client: httpx.AsyncClient,
    gateway: FakeGateway,
    txn: str,
    code: str,
    paise: int,
    *,
    salt_key: str | None = None,
) -> httpx.Response:
    """The gateway's signed callback about `txn` (a payment or a refund)."""
    body, headers = gateway.callback(txn, code, paise, salt_key=salt_key)
    return await client.post(CALLBACK, content=body, headers=headers)


async def payments_of(db: Database, record_id: str) -> list[Payment]:
    async with db.reader() as session:
        stmt = select(Payment).where(Payment.target_id == record_id).order_by(Payment.created_at)
        return list((await session.execute(stmt)).scalars())


async def refunds_of(db: Database, record_id: str) -> list[Refund]:
    async with db.reader() as session:
        stmt = select(Refund).where(Refund.target_id == record_id).order_by(Refund.created_at)
        return list((await session.execute(stmt)).scalars())


async def record(db: Database, kind: str, record_id: str) -> Any:
    async with db.reader() as session:
        return await session.get(MODELS[kind], record_id)


def credits(history: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The status history's entries that say the record was paid."""
    return [entry for entry in history if entry.get("paymentStatus") == "paid"]


def payment_row(txn: str, record_id: str, kind: str = "priest", **changes: Any) -> Payment:
    """A payment written straight into the database (pending unless changed)."""
    fields: dict[str, Any] = {
        "id": txn,
        "target_kind": kind,
        "target_id": record_id,
        "amount": Decimal("1100"),
        "method": "phonepe",
        "gateway": "fake",
        "state": "PAYMENT_PENDING",
        "attempts": 0,
        "next_check_at": at(seconds=25),
        "details": {"callbackUrl": f"{PUBLIC_URL}/api/payment/callback", "merchantUserId": "MU1"},
        "created_at": FROZEN_NOW,
        "updated_at": FROZEN_NOW,
    }
    fields.update(changes)
    return Payment(**fields)


def refund_row(refund_id: str, payment: Payment, **changes: Any) -> Refund:
    """A refund written straight into the database (awaiting approval unless changed)."""
    fields: dict[str, Any] = {
        "id": refund_id,
        "payment_id": payment.id,
        "target_kind": payment.target_kind,
        "target_id": payment.target_id,
        "amount": payment.amount,
        "state": "AWAITING_APPROVAL",
        "reason": "return",
        "gateway": payment.gateway,
        "attempts": 0,
        "next_check_at": None,
        "details": {},
        "created_at": FROZEN_NOW,
        "updated_at": FROZEN_NOW,
    }
    fields.update(changes)
    return Refund(**fields)


async def paid_booking(client: httpx.AsyncClient, db: Database, gateway: FakeGateway) -> str:
    """Priest booking PB1001 (₹1,100) paid online through the API; its transaction id."""
    await add(db, priest_booking())
    txn = await started(client, "priest", "PB1001")
    paid = await callback(client, gateway, txn, "PAYMENT_SUCCESS", 110000)
    assert paid.json()["state"] == "PAYMENT_SUCCESS"
    return txn


async def cancelled_by_admin(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> tuple[str, Refund]:
    """PB1001 paid, then cancelled by a super admin: its transaction id and its refund."""
    txn = await paid_booking(client, db, gateway)
    root = await as_admin(SUPER)
    cancelled = await root.patch(CANCEL, json={"status": "cancelled"})
    assert cancelled.status_code == 200, cancelled.text
    [refund] = await refunds_of(db, "PB1001")
    return txn, refund


def refund_notes(history: list[dict[str, str]], key: str) -> list[str]:
    """The values of `key` in the status history (refund notes: "refundCredited")."""
    return [entry[key] for entry in history if key in entry]
