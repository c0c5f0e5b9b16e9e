"""The payments API over a scripted gateway: initiate (amount from the record, spec section 5's
rules), the dialog's status, the result page's verify, and the callback (verified, replayed,
concurrent), on SQLite and PostgreSQL."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from api.common.deps import CLIENT_COOKIE, client_ref_of
from api.payments.gateway import PayStarted
from api.settings import Settings
from data.db import Database
from data.models import (
    IdempotencyKey,
    Payment,
    PriestBooking,
    Refund,
    StoreOrder,
    TempleBooking,
)
from tests.conftest import FROZEN_NOW
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import fake_gateway  # noqa: F401 (fixtures)
from tests.payments.records import AMOUNTS, IDS, RECORDS, priest_booking
from tests.support import add, count, get

URL = "/api/payments"
CALLBACK = "/api/payment/callback"
MODELS: dict[str, Any] = {"priest": PriestBooking, "temple": TempleBooking, "store": StoreOrder}


def pay(kind: str = "priest", **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "targetKind": kind,
        "targetId": IDS[kind],
        "customerName": "Ravi Tiwari",
        "customerPhone": "+91 94150-11223",
        "customerEmail": "ravi@example.in",
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


async def start(client: httpx.AsyncClient, db: Database, kind: str = "priest") -> str:
    await add(db, RECORDS[kind]())
    response = await client.post(URL, json=pay(kind))
    assert response.status_code == 201, response.text
    return str(response.json()["transactionId"])


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
async def test_initiate_charges_the_records_amount(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    await add(db, RECORDS[kind]())
    response = await client.post(URL, json=pay(kind))
    assert response.status_code == 201, response.text
    body = response.json()
    txn = body["transactionId"]
    assert txn.startswith("TXN_")
    assert body == {
        "transactionId": txn,
        "redirectUrl": f"https://pay.example/{txn}",
        "amount": AMOUNTS[kind],
        "state": "PAYMENT_PENDING",
    }
    [sent] = gateway.paid
    assert sent.amount_paise == AMOUNTS[kind] * 100
    assert sent.mobile_number == "9415011223"
    assert sent.redirect_url == f"http://testserver/payment/success?txnId={txn}"
    assert sent.callback_url == "http://testserver/api/payment/callback"
    assert "9415011223" not in sent.merchant_user_id
    payment = await get(db, Payment, txn)
    assert (payment.target_kind, payment.target_id) == (kind, IDS[kind])
    assert payment.state == "PAYMENT_PENDING"
    assert payment.gateway == "fake"
    assert payment.next_check_at == FROZEN_NOW + timedelta(seconds=25)


async def test_the_client_cannot_name_an_amount(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    await add(db, priest_booking())
    response = await client.post(URL, json={**pay(), "amount": 1})
    assert response.status_code == 422
    assert response.json()["detail"] == "Unknown field: amount"
    assert gateway.paid == []


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"customerPhone": None}, "customerPhone", "Phone number is required"),
        ({"customerPhone": " "}, "customerPhone", "Phone number is required"),
        ({"customerPhone": "94150 1122"[:9]}, "customerPhone", "Phone number must be 10 digits"),
        ({"customerPhone": "5415011223"}, "customerPhone", "Invalid Indian mobile number format"),
        ({"customerEmail": "ravi@example"}, "customerEmail", "Invalid email format"),
        ({"customerName": "R"}, "customerName", "Customer name must be at least 2 characters"),
        ({"customerName": None}, "customerName", "Customer name must be at least 2 characters"),
        ({"targetId": "PB"}, "targetId", "Order ID is required"),
        ({"targetId": None}, "targetId", "Order ID is required"),
    ],
)
async def test_request_rules_with_the_specs_messages(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    changes: dict[str, Any],
    field: str,
    message: str,
) -> None:
    await add(db, priest_booking())
    response = await client.post(URL, json=pay(**changes))
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == message
    assert response.json()["errors"] == [{"field": field, "message": message}]
    assert await count(db, Payment) == 0
    assert gateway.paid == []


@pytest.mark.parametrize(
    ("price", "message"),
    [
        ("0", "Amount must be greater than 0"),
        ("0.50", "Minimum amount is ₹1"),
        ("250000", "Maximum amount is ₹200,000"),
    ],
)
async def test_amount_rules_apply_to_the_records_amount(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, price: str, message: str
) -> None:
    await add(db, priest_booking(price=price))
    response = await client.post(URL, json=pay())
    assert response.status_code == 422
    assert response.json()["detail"] == message
    assert await count(db, Payment) == 0


@pytest.mark.parametrize(
    ("record", "kind", "status", "code"),
    [
        (None, "priest", 404, "unknown_priest_booking"),
        ({"payment_status": "paid"}, "priest", 409, "already_paid"),
        ({"status": "cancelled"}, "priest", 409, "cancelled"),
        ({"payment_method": "cod"}, "store", 409, "cash_on_delivery"),
        ({"payment_status": "paid"}, "store", 409, "already_paid"),
        ({"order_status": "cancelled"}, "store", 409, "cancelled"),
    ],
)
async def test_records_that_cannot_be_paid_online(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    record: dict[str, Any] | None,
    kind: str,
    status: int,
    code: str,
) -> None:
    if record is not None:
        await add(db, RECORDS[kind](**record))
    response = await client.post(URL, json=pay(kind))
    assert (response.status_code, response.json()["code"]) == (status, code)
    assert await count(db, Payment) == 0


@pytest.mark.parametrize("how", ["refused", "raises"])
async def test_a_gateway_failure_is_502_and_the_payment_failed(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, how: str
) -> None:
    gateway.pay_result = PayStarted(False, None, "KEY_NOT_CONFIGURED")
    gateway.pay_raises = how == "raises"
    await add(db, priest_booking())
    response = await client.post(URL, json=pay())
    assert response.status_code == 502
    assert response.json()["detail"] == "Payment initiation failed"
    [payment] = await all_payments(db)
    assert payment.state == "PAYMENT_ERROR"
    assert payment.details["reason"] == "initiation failed"
    assert payment.next_check_at is None


async def all_payments(db: Database) -> list[Payment]:
    async with db.reader() as session:
        return list((await session.execute(select(Payment))).scalars())


async def test_an_idempotent_retry_gets_the_same_payment(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    await add(db, priest_booking())
    headers = {"Idempotency-Key": "pay-once-123"}
    first = await client.post(URL, json=pay(), headers=headers)
    again = await client.post(URL, json=pay(), headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(gateway.paid) == 1
    assert await count(db, Payment) == 1
    assert await count(db, IdempotencyKey) == 1
    other = await client.post(URL, json=pay(customerName="Sita Devi"), headers=headers)
    assert other.status_code == 409


async def callback(
    client: httpx.AsyncClient, gateway: FakeGateway, txn: str, code: str, paise: int, **kw: Any
) -> httpx.Response:
    body, headers = gateway.callback(txn, code, paise, **kw)
    return await client.post(CALLBACK, content=body, headers=headers)


def payment_entries(record: Any) -> list[dict[str, Any]]:
    return [h for h in record.status_history if "transactionId" in h]


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
async def test_a_verified_success_callback_marks_the_record_paid(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    txn = await start(client, db, kind)
    response = await callback(client, gateway, txn, "PAYMENT_SUCCESS", AMOUNTS[kind] * 100)
    assert response.status_code == 200, response.text
    assert response.json() == {"success": True, "state": "PAYMENT_SUCCESS"}
    payment = await get(db, Payment, txn)
    assert payment.state == "PAYMENT_SUCCESS"
    assert payment.gateway_reference == f"T{txn}"
    assert payment.next_check_at is None
    record = await get(db, MODELS[kind], IDS[kind])
    assert record.payment_status == "paid"
    assert [h["transactionId"] for h in payment_entries(record)] == [txn]
    if kind == "temple":  # collected payment: paid and confirmed (spec section 4)
        assert record.status == "confirmed"
    if kind == "store":
        assert record.transaction_id == txn


async def own_in_this_browser(client: httpx.AsyncClient, db: Database, kind: str) -> None:
    """Make the record this test browser's own (as if it had made it): only its maker or a
    browser verified for its phone may cancel it."""
    token = "t" * 32
    client.cookies.set(CLIENT_COOKIE, token)
    async with db.writer() as session:
        record = await session.get(MODELS[kind], IDS[kind])
        assert record is not None
        record.client_ref = client_ref_of({CLIENT_COOKIE: token})
        await session.commit()


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
async def test_a_payment_landing_after_a_cancel_keeps_it_cancelled_and_is_refunded(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    txn = await start(client, db, kind)
    await own_in_this_browser(client, db, kind)
    cancel = await client.post("/api/orders/cancel", json={"kind": kind, "id": IDS[kind]})
    assert cancel.status_code == 200, cancel.text
    response = await callback(client, gateway, txn, "PAYMENT_SUCCESS", AMOUNTS[kind] * 100)
    assert response.json() == {"success": True, "state": "PAYMENT_SUCCESS"}
    record = await get(db, MODELS[kind], IDS[kind])
    status = record.order_status if kind == "store" else record.status
    # The money is on record; the cancellation stands (a temple booking is not re-confirmed).
    assert (status, record.payment_status) == ("cancelled", "paid")
    assert (await get(db, Payment, txn)).details["note"] == "cancelled: refunded"
    async with db.reader() as session:
        [refund] = (await session.execute(select(Refund))).scalars().all()
    assert (refund.payment_id, refund.amount, refund.state) == (
        txn,
        Decimal(AMOUNTS[kind]),
        "QUEUED",
    )
    assert refund.reason == "paid_after_cancel"


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
@pytest.mark.parametrize("code", ["PAYMENT_ERROR", "PAYMENT_DECLINED"])
async def test_a_failed_payment_marks_the_record_payment_failed(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str, code: str
) -> None:
    txn = await start(client, db, kind)
    response = await callback(client, gateway, txn, code, AMOUNTS[kind] * 100)
    assert response.json() == {"success": True, "state": code}
    record = await get(db, MODELS[kind], IDS[kind])
    assert record.payment_status == "failed"  # My Orders offers Pay now
    assert payment_entries(record) == []
    status = await client.get(f"{URL}/{txn}")
    assert status.json()["success"] is False
    assert status.json()["final"] is True
    assert gateway.asked == []  # a final payment is not asked about again


@pytest.mark.parametrize(
    ("make", "detail"),
    [
        (lambda g, t: g.callback(t, "PAYMENT_SUCCESS", 110000, salt_key="forged"), "checksum"),
        (lambda g, t: g.callback(t, "PAYMENT_SUCCESS", 110000, merchant="OTHER"), "merchant"),
        (lambda g, t: (g.callback(t, "PAYMENT_SUCCESS", 110000)[0], {}), "no header"),
        (lambda g, t: (b'{"response": "eyJzdWNj"}', {"X-VERIFY": "x###1"}), "truncated"),
        (lambda g, t: (b"not json", {"X-VERIFY": "x###1"}), "garbage"),
    ],
)
async def test_an_unverified_callback_is_400_and_changes_nothing(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    make: Any,
    detail: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    txn = await start(client, db)
    body, headers = make(gateway, txn)
    response = await client.post(CALLBACK, content=body, headers=headers)
    assert response.status_code == 400, detail
    assert response.json()["code"] == "invalid_callback"
    assert "could not be verified" in response.json()["detail"]
    assert "callback rejected" in caplog.text
    assert (await get(db, Payment, txn)).state == "PAYMENT_PENDING"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "pending"


async def test_a_success_for_another_amount_is_not_credited(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, caplog: pytest.LogCaptureFixture
) -> None:
    txn = await start(client, db)
    response = await callback(client, gateway, txn, "PAYMENT_SUCCESS", 100)
    assert response.json()["state"] == "PAYMENT_ERROR"
    payment = await get(db, Payment, txn)
    assert payment.details["reason"] == "amount mismatch"
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"
    assert "not credited" in caplog.text


async def test_a_callback_for_an_unknown_transaction(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    response = await callback(client, gateway, "TXN_NOPE", "PAYMENT_SUCCESS", 100)
    assert response.status_code == 404
    assert response.json()["detail"] == "Unknown Transaction"
    assert (await client.get(f"{URL}/TXN_NOPE")).status_code == 404


async def test_a_replayed_callback_changes_nothing_twice(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    txn = await start(client, db)
    for _ in range(2):
        response = await callback(client, gateway, txn, "PAYMENT_SUCCESS", 110000)
        assert response.json() == {"success": True, "state": "PAYMENT_SUCCESS"}
    late_failure = await callback(client, gateway, txn, "PAYMENT_ERROR", 110000)
    assert late_failure.json()["state"] == "PAYMENT_SUCCESS"
    record = await get(db, PriestBooking, "PB1001")
    assert len(payment_entries(record)) == 1


@pytest.mark.parametrize("kind", ["priest", "temple", "store"])
async def test_two_callbacks_at_once_make_one_transition(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, kind: str
) -> None:
    txn = await start(client, db, kind)
    paise = AMOUNTS[kind] * 100
    responses = await asyncio.gather(
        *(callback(client, gateway, txn, "PAYMENT_SUCCESS", paise) for _ in range(2)),
        callback(client, gateway, txn, "PAYMENT_DECLINED", paise),
    )
    assert all(r.status_code == 200 for r in responses)
    payment = await get(db, Payment, txn)
    record = await get(db, MODELS[kind], IDS[kind])
    assert {r.json()["state"] for r in responses} == {payment.state}
    paid = payment.state == "PAYMENT_SUCCESS"
    assert record.payment_status == ("paid" if paid else "failed")
    assert len(payment_entries(record)) == (1 if paid else 0)


async def test_status_asks_the_gateway_once_while_pending(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    txn = await start(client, db)
    pending = await client.get(f"{URL}/{txn}")
    assert pending.json() == {
        "transactionId": txn,
        "targetKind": "priest",
        "targetId": "PB1001",
        "amount": 1100,
        "state": "PAYMENT_PENDING",
        "statusText": "Payment Pending",
        "success": False,
        "final": False,
        "reason": None,
        "recordStatus": None,  # said once paid
    }
    assert gateway.asked == [txn]
    gateway.answer(txn, "PAYMENT_SUCCESS", 110000)
    done = await client.get(f"{URL}/{txn}")
    assert done.json()["state"] == "PAYMENT_SUCCESS"
    assert done.json()["recordStatus"] == "confirmed"  # the pending booking, confirmed by it
    assert done.json()["statusText"] == "Payment Successful"
    assert done.json()["success"] is True
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "paid"
    await client.get(f"{URL}/{txn}")
    assert gateway.asked == [txn, txn]


async def test_status_survives_a_gateway_that_is_down(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    txn = await start(client, db)
    gateway.status_raises = True
    response = await client.get(f"{URL}/{txn}")
    assert response.status_code == 200
    assert response.json()["state"] == "PAYMENT_PENDING"


async def test_verify_for_the_result_page(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway
) -> None:
    txn = await start(client, db)
    pending = await client.get(f"{URL}/verify", params={"txnId": txn})
    # What it paid for comes too; Pay now is not offered while the payment is pending.
    paid_for = {"targetKind": "priest", "targetId": "PB1001", "payable": False}
    assert pending.json() == {
        "success": False,
        "status": "PAYMENT_PENDING",
        "amount": 1100,
        "transactionId": txn,
        **paid_for,
    }
    gateway.answer(txn, "PAYMENT_SUCCESS", 110000)
    paid = await client.get(f"{URL}/verify", params={"txnId": txn})
    assert paid.json() == {
        "success": True,
        "status": "PAYMENT_SUCCESS",
        "amount": 1100,
        "transactionId": txn,
        **paid_for,
    }
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "paid"


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"status": "success"}, {"success": True, "status": "COD_ORDER", "amount": 0}),
        ({}, {"success": False, "status": "Invalid payment session", "amount": 0}),
        (
            {"status": "failed"},
            {"success": False, "status": "Invalid payment session", "amount": 0},
        ),
        (
            {"txnId": "TXN_UNKNOWN"},
            {"success": False, "status": "Invalid payment session", "amount": 0},
        ),
        ({"txnId": "../etc"}, {"success": False, "status": "Invalid payment session", "amount": 0}),
        ({"txnId": ""}, {"success": False, "status": "Invalid payment session", "amount": 0}),
    ],
)
async def test_verify_without_a_known_transaction(
    client: httpx.AsyncClient, gateway: FakeGateway, params: dict[str, str], expected: Any
) -> None:
    response = await client.get(f"{URL}/verify", params=params)
    assert response.status_code == 200
    body = response.json()
    assert {k: body[k] for k in expected} == expected
    assert gateway.asked == []


async def test_no_response_contains_the_salt_key(
    client: httpx.AsyncClient, db: Database, gateway: FakeGateway, settings: Settings
) -> None:
    salt = settings.payment.salt_key.get_secret_value()
    txn = await start(client, db)
    responses = [
        await client.post(URL, json=pay()),
        await client.post(URL, json={**pay(), "amount": 1}),
        await client.get(f"{URL}/{txn}"),
        await client.get(f"{URL}/verify", params={"txnId": txn}),
        await callback(client, gateway, txn, "PAYMENT_SUCCESS", 1, salt_key="forged"),
        await callback(client, gateway, txn, "PAYMENT_SUCCESS", 110000),
        await client.get(f"{URL}/verify", params={"txnId": txn}),
        await client.get("/api/openapi.json"),
    ]
    for response in responses:
        assert salt not in response.text
        assert salt not in str(response.headers)
