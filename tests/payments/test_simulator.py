"""The payment simulator: PhonePe's protocol in-process, its pay page, its signed callbacks."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse

from api.payments import protocol
from api.payments.gateway import (
    PAYMENT_DECLINED,
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
    Gateway,
    GatewayStatus,
    PayRequest,
    status_text,
)
from api.payments.gateways import gateway_from_settings, simulator_from_settings
from api.payments.phonepe import PhonePeClient
from api.payments.simulator import PREFIX, PaymentSimulator, SimulatorStore
from api.payments.simulator.page import message_page, pay_page, rupees
from api.payments.simulator.store import SimTransaction
from api.settings import Settings
from tests.conftest import PUBLIC_URL

TXN = "TXN_1795329000000ABCDEFGHJK"
SUCCESS_URL = f"{PUBLIC_URL}/payment/success?txnId={TXN}"
CALLBACK_URL = f"{PUBLIC_URL}/api/payment/callback"


def pay_request(txn: str = TXN, amount_paise: int = 12_345_600) -> PayRequest:
    return PayRequest(txn, amount_paise, "U9876543210", "9876543210", SUCCESS_URL, CALLBACK_URL)


@dataclass
class Rig:
    """An app serving the simulator and a callback endpoint like ours, and a browser."""

    app: FastAPI
    simulator: PaymentSimulator
    gateway: Gateway
    browser: httpx.AsyncClient
    settings: Settings
    callbacks: list[GatewayStatus | None] = field(default_factory=list)
    callback_answer: int = 200

    def signed(self, path: str) -> dict[str, str]:
        payment = self.settings.payment
        salt = payment.salt_key.get_secret_value()
        return {
            "X-MERCHANT-ID": payment.merchant_id,
            "X-VERIFY": protocol.checksum(path, salt, payment.salt_index),
        }


@pytest.fixture
async def rig(settings: Settings) -> AsyncIterator[Rig]:
    app = FastAPI()
    simulator = simulator_from_settings(settings)
    assert simulator is not None
    app.include_router(simulator.router)
    gateway = gateway_from_settings(settings, httpx.ASGITransport(app=app))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL
    ) as browser:
        rig = Rig(app, simulator, gateway, browser, settings)

        @app.post("/api/payment/callback")
        async def receive(request: Request) -> Response:
            found = gateway.read_callback(await request.body(), request.headers.get("x-verify"))
            rig.callbacks.append(found)
            status = 400 if found is None else rig.callback_answer
            return JSONResponse({"ok": found is not None}, status_code=status)

        yield rig


async def start(rig: Rig, txn: str = TXN) -> str:
    started = await rig.gateway.pay(pay_request(txn))
    assert started.success, started.message
    assert started.redirect_url == f"{PUBLIC_URL}{PREFIX}/pay/{txn}"
    return started.redirect_url


@pytest.mark.parametrize(
    ("choice", "code"),
    [
        ("upi", PAYMENT_SUCCESS),
        ("card", PAYMENT_SUCCESS),
        ("fail", PAYMENT_ERROR),
        ("cancel", PAYMENT_DECLINED),
    ],
)
async def test_the_whole_round_trip(rig: Rig, choice: str, code: str) -> None:
    page_url = await start(rig)
    pending = await rig.gateway.status(TXN)
    assert (pending.code, pending.success, pending.final) == (PAYMENT_PENDING, False, False)

    page = await rig.browser.get(page_url)
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    for text in ("Punya", "₹1,23,456.00", TXN, "Pay by UPI", "Pay by card", "Make it fail"):
        assert text in page.text
    assert "Cancel" in page.text

    chosen = await rig.browser.post(page_url, data={"choice": choice})
    assert chosen.status_code == 303 and chosen.headers["location"] == SUCCESS_URL

    assert len(rig.callbacks) == 1 and rig.callbacks[0] is not None
    heard = rig.callbacks[0]
    assert (heard.transaction_id, heard.code, heard.amount_paise) == (TXN, code, 12_345_600)
    assert heard.success is (code == PAYMENT_SUCCESS) and heard.final
    assert heard.reference and heard.reference.startswith("SIM")

    found = await rig.gateway.status(TXN)
    assert (found.code, found.success, found.reference) == (code, heard.success, heard.reference)
    assert status_text(found.code) != "Unknown Status"

    # A second choice changes nothing and sends no second callback.
    again = await rig.browser.post(page_url, data={"choice": "fail" if choice != "fail" else "upi"})
    assert again.status_code == 303 and len(rig.callbacks) == 1
    assert (await rig.gateway.status(TXN)).code == code
    assert (await rig.browser.get(page_url)).status_code == 409


async def test_a_failed_callback_is_logged_and_status_still_answers(
    rig: Rig, caplog: pytest.LogCaptureFixture
) -> None:
    rig.callback_answer = 500
    page_url = await start(rig)
    chosen = await rig.browser.post(page_url, data={"choice": "upi"})
    assert chosen.status_code == 303
    assert "simulator callback for" in caplog.text
    assert (await rig.gateway.status(TXN)).code == PAYMENT_SUCCESS  # the reconciler's way


async def test_a_callback_that_cannot_be_delivered_is_logged(settings: Settings) -> None:
    class Broken(httpx.AsyncBaseTransport):
        async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
            raise httpx.ConnectError("down")

    simulator = simulator_from_settings(settings, callback_transport=Broken())
    assert simulator is not None
    txn = SimTransaction(
        TXN, "M", "U", 100, "", SUCCESS_URL, CALLBACK_URL, "x", simulator.store.now()
    )
    assert await simulator.send_callback(txn, app=None) is False


async def test_pay_with_a_bad_checksum_is_refused(rig: Rig) -> None:
    payment = rig.settings.payment
    wrong = PhonePeClient(
        PUBLIC_URL + PREFIX,
        payment.merchant_id,
        "not-the-salt",
        payment.salt_index,
        timeout=2,
        transport=httpx.ASGITransport(app=rig.app),
    )
    started = await wrong.pay(pay_request())
    assert not started.success and started.message == "X-VERIFY header is incorrect"
    assert len(rig.simulator.store) == 0
    assert (await wrong.status(TXN)).code == "AUTHORIZATION_FAILED"


async def test_status_checks_the_checksum_and_merchant(rig: Rig) -> None:
    await start(rig)
    merchant = rig.settings.payment.merchant_id
    path = protocol.status_path(merchant, TXN)
    ok = await rig.browser.get(PREFIX + path, headers=rig.signed(path))
    assert ok.status_code == 200 and ok.json()["code"] == PAYMENT_PENDING
    bad = {**rig.signed(path), "X-VERIFY": "0" * 64 + "###1"}
    assert (await rig.browser.get(PREFIX + path, headers=bad)).status_code == 401
    other = {**rig.signed(path), "X-MERCHANT-ID": "SOMEONEELSE"}
    refused = await rig.browser.get(PREFIX + path, headers=other)
    assert refused.status_code == 401 and refused.json()["code"] == "AUTHORIZATION_FAILED"
    assert (await rig.browser.get(PREFIX + path)).status_code == 401


async def test_an_unknown_transaction_is_404_in_phonepes_shape(rig: Rig) -> None:
    path = protocol.status_path(rig.settings.payment.merchant_id, "TXN_UNKNOWN")
    got = await rig.browser.get(PREFIX + path, headers=rig.signed(path))
    assert got.status_code == 404
    assert got.json() == {
        "success": False,
        "code": "TRANSACTION_NOT_FOUND",
        "message": "No Transaction found with the given details",
        "data": {},
    }
    assert (await rig.gateway.status("TXN_UNKNOWN")).code == "TRANSACTION_NOT_FOUND"
    assert (await rig.browser.get(f"{PREFIX}/pay/TXN_UNKNOWN")).status_code == 404
    posted = await rig.browser.post(f"{PREFIX}/pay/TXN_UNKNOWN", data={"choice": "upi"})
    assert posted.status_code == 404 and rig.callbacks == []


async def test_an_unknown_choice_is_refused(rig: Rig) -> None:
    page_url = await start(rig)
    for data in ({"choice": "free"}, {}):
        assert (await rig.browser.post(page_url, data=data)).status_code == 400
    assert rig.callbacks == [] and (await rig.gateway.status(TXN)).code == PAYMENT_PENDING


def signed_pay(rig: Rig, **changes: Any) -> tuple[dict[str, str], dict[str, str]]:
    payment = rig.settings.payment
    payload: dict[str, Any] = {
        "merchantId": payment.merchant_id,
        "merchantTransactionId": TXN,
        "merchantUserId": "U1",
        "amount": 10_000,
        "redirectUrl": SUCCESS_URL,
        "redirectMode": "POST",
        "callbackUrl": CALLBACK_URL,
        "mobileNumber": "9876543210",
        "paymentInstrument": {"type": "PAY_PAGE"},
        **changes,
    }
    encoded = protocol.encode(payload)
    salt = payment.salt_key.get_secret_value()
    headers = {"X-VERIFY": protocol.pay_checksum(encoded, salt, payment.salt_index)}
    return {"request": encoded}, headers


@pytest.mark.parametrize(
    "changes",
    [
        {"merchantId": "OTHERMERCHANT"},
        {"merchantTransactionId": "TXN<script>"},
        {"amount": 99},
        {"amount": 20_000_001},
        {"amount": "10000"},
        {"callbackUrl": "http://169.254.169.254/latest/meta-data"},
        {"redirectUrl": "https://evil.example/phish"},
        {"redirectUrl": PUBLIC_URL + ".evil.example/x"},
        {"paymentInstrument": {"type": "UPI_COLLECT"}},
    ],
)
async def test_invalid_pay_requests_are_refused(rig: Rig, changes: dict[str, Any]) -> None:
    body, headers = signed_pay(rig, **changes)
    got = await rig.browser.post(f"{PREFIX}/pg/v1/pay", json=body, headers=headers)
    assert got.status_code == 400 and got.json()["code"] == "BAD_REQUEST"
    assert got.json()["success"] is False and len(rig.simulator.store) == 0


async def test_a_retried_pay_request_gets_the_same_page_a_different_one_is_refused(
    rig: Rig,
) -> None:
    body, headers = signed_pay(rig)
    url = f"{PREFIX}/pg/v1/pay"
    first = await rig.browser.post(url, json=body, headers=headers)
    again = await rig.browser.post(url, json=body, headers=headers)
    assert first.json() == again.json() and first.json()["success"] is True
    body, headers = signed_pay(rig, amount=20_000)
    other = await rig.browser.post(url, json=body, headers=headers)
    assert other.status_code == 400 and other.json()["code"] == "DUPLICATE_TRANSACTION"


@pytest.mark.parametrize(
    "content", [b"not json", b"[]", b'{"request": 1}', b'{"request": "' + b"A" * 70_000 + b'"}']
)
async def test_malformed_pay_bodies_are_refused(rig: Rig, content: bytes) -> None:
    got = await rig.browser.post(f"{PREFIX}/pg/v1/pay", content=content)
    assert got.status_code in (400, 401, 413) and got.json()["success"] is False


async def test_a_signed_but_garbled_pay_request_is_refused(rig: Rig) -> None:
    payment = rig.settings.payment
    encoded = "eyJtZXJjaGFudElkIjoiUFVOWUFTSU1VTEFUT1Ii"  # truncated base64 JSON
    salt = payment.salt_key.get_secret_value()
    headers = {"X-VERIFY": protocol.pay_checksum(encoded, salt, payment.salt_index)}
    got = await rig.browser.post(f"{PREFIX}/pg/v1/pay", json={"request": encoded}, headers=headers)
    assert got.status_code == 400


def test_the_page_escapes_what_it_shows() -> None:
    html = pay_page('<script>alert("x")</script>', 100, '/pay/"><script>')
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert '"><script>' not in html
    shown = message_page("<b>t</b>", "<i>x</i>", 'javascript:"><img src=x onerror=alert(1)>')
    assert "<b>" not in shown and "<i>" not in shown and "<img" not in shown


async def test_the_page_is_self_contained(rig: Rig) -> None:
    page = await rig.browser.get(await start(rig))
    for outside in ("<script", "<link", "src=", "http://", "https://", "@import"):
        assert outside not in page.text
    assert "default-src 'none'" in page.headers["content-security-policy"]
    assert 'name="viewport"' in page.text
    assert page.headers["cache-control"] == "no-store"


def test_rupees_use_indian_grouping() -> None:
    assert rupees(100) == "₹1.00"
    assert rupees(99_999) == "₹999.99"
    assert rupees(100_000) == "₹1,000.00"
    assert rupees(12_345_600) == "₹1,23,456.00"
    assert rupees(20_000_000) == "₹2,00,000.00"


def test_the_store_is_bounded_and_expires() -> None:
    now = [0.0]
    store = SimulatorStore(capacity=3, ttl_seconds=60, clock=lambda: now[0])

    def txn(i: int) -> SimTransaction:
        return SimTransaction(f"T{i}", "M", "U", 100, "", "u", "c", f"r{i}", now[0])

    for i in range(5):
        assert store.add(txn(i)) is not None
    assert len(store) == 3 and store.get("T0") is None and store.get("T4") is not None
    now[0] = 61
    assert len(store) == 0 and store.get("T4") is None


def test_the_settings_choose_the_gateway(settings: Settings) -> None:
    local = httpx.ASGITransport(app=FastAPI())
    simulator = gateway_from_settings(settings, local)
    assert simulator.name == "simulator"
    phonepe_settings = settings.model_copy(
        update={"payment": settings.payment.model_copy(update={"gateway": "phonepe"})}
    )
    phonepe = gateway_from_settings(phonepe_settings, local)
    assert phonepe.name == "phonepe" and settings.payment.host in repr(phonepe)
    assert simulator_from_settings(phonepe_settings) is None
    salt = settings.payment.salt_key.get_secret_value()
    assert salt not in repr(simulator) and salt not in repr(phonepe)
    assert salt not in repr(simulator_from_settings(settings))
