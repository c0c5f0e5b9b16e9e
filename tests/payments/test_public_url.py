"""Links back to the server follow the request when PUNYA_SERVER_PUBLIC_URL is not set (so online
payment works on any port), and the setting wins when it is."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi import FastAPI

from api.app import create_app
from api.payments.public_url import plain_base
from api.payments.simulator import PREFIX, PaymentSimulator
from data.db import Database
from data.models import PriestBooking
from tests.conftest import Clock
from tests.payments.fake_gateway import FakeGateway, install
from tests.payments.public_support import PAY, TXN, browser, settings_with, simulator_pay
from tests.payments.records import priest_booking
from tests.support import add, get


@pytest.fixture
async def on_own_port(db: Database, clock: Clock, tmp_path: Path) -> AsyncIterator[str]:
    """The app with default settings served by uvicorn on a port the OS picks (never 8000):
    yields its base URL, http://127.0.0.1:PORT."""
    app = create_app(settings_with(tmp_path), db=db, migrate=False, clock=clock)
    await add(db, priest_booking())
    server = uvicorn.Server(
        uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="on", log_level="warning")
    )
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    assert port != 8000
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


async def test_a_payment_on_an_unusual_port_comes_back_to_that_port(
    on_own_port: str, db: Database
) -> None:
    async with httpx.AsyncClient(base_url=on_own_port) as browser:
        started = await browser.post("/api/payments", json=PAY)
        assert started.status_code == 201, started.text
        txn = started.json()["transactionId"]
        page_url = started.json()["redirectUrl"]
        assert page_url == f"{on_own_port}/api/payment-simulator/pay/{txn}"
        page = await browser.get(page_url)
        assert page.status_code == 200
        back = await browser.post(page_url, data={"choice": "upi"})
        assert back.status_code == 303
        assert back.headers["location"] == f"{on_own_port}/payment/success?txnId={txn}"
        verified = (await browser.get("/api/payments/verify", params={"txnId": txn})).json()
    assert verified["success"] is True
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "paid"


@pytest.fixture
def fake_app(db: Database, clock: Clock, tmp_path: Path) -> tuple[FastAPI, FakeGateway]:
    app = create_app(settings_with(tmp_path), db=db, migrate=False, clock=clock)
    fake = FakeGateway("fake-salt")
    install(app, fake)
    return app, fake


@pytest.mark.parametrize(
    "base",
    ["http://192.168.1.20:8765", "https://punya.example", "http://[2001:db8::7]:9000"],
)
async def test_the_gateway_is_given_the_requests_scheme_host_and_port(
    fake_app: tuple[FastAPI, FakeGateway], db: Database, base: str
) -> None:
    app, fake = fake_app
    await add(db, priest_booking())
    async with browser(app, base) as http:
        started = await http.post("/api/payments", json=PAY)
    assert started.status_code == 201, started.text
    [sent] = fake.paid
    assert sent.redirect_url == f"{base}/payment/success?txnId={sent.transaction_id}"
    assert sent.callback_url == f"{base}/api/payment/callback"


@pytest.mark.parametrize("host", ["evil.example/x?y=", "a b", "user@evil.example", "evil#x"])
async def test_a_host_header_that_is_not_a_host_is_refused_not_echoed(
    fake_app: tuple[FastAPI, FakeGateway], db: Database, host: str
) -> None:
    app, fake = fake_app
    await add(db, priest_booking())
    async with browser(app, "http://testserver") as http:
        refused = await http.post("/api/payments", json=PAY, headers={"Host": host})
    assert refused.status_code == 400
    assert refused.json()["code"] == "bad_host"
    assert fake.paid == []


async def test_the_public_url_setting_wins_over_the_request(
    db: Database, clock: Clock, tmp_path: Path
) -> None:
    settings = settings_with(
        tmp_path, {"salt_key": "a-private-demo-key"}, public_url="https://punya.example/"
    )
    app = create_app(settings, db=db, migrate=False, clock=clock)
    await add(db, priest_booking())
    async with browser(app, "http://127.0.0.1:8765") as http:
        started = await http.post("/api/payments", json=PAY)
        assert started.status_code == 201, started.text
        txn = started.json()["transactionId"]
        assert started.json()["redirectUrl"] == (
            f"https://punya.example/api/payment-simulator/pay/{txn}"
        )
        simulator: PaymentSimulator = app.state.payment_simulator
        sent = simulator.store.get(txn)
        assert sent is not None
        assert sent.redirect_url == f"https://punya.example/payment/success?txnId={txn}"
        assert sent.callback_url == "https://punya.example/api/payment/callback"


# --- the simulator without a public URL --------------------------------------------------


@pytest.mark.parametrize(
    "base", ["http://127.0.0.1:8765", "https://punya.example", "http://[::1]:9000/shop"]
)
async def test_the_pay_page_is_served_where_the_devotee_came_from(base: str) -> None:
    got = await simulator_pay(f"{base}/payment/success?txnId={TXN}", f"{base}/api/payment/callback")
    assert got.status_code == 200, got.text
    page = got.json()["data"]["instrumentResponse"]["redirectInfo"]["url"]
    assert page == f"{base}{PREFIX}/pay/{TXN}"


@pytest.mark.parametrize(
    ("redirect", "callback"),
    [
        # the two on different sites: the pay page could not be on both
        ("https://evil.example/payment/success", "http://127.0.0.1:8765/api/payment/callback"),
        ("http://127.0.0.1:8765/payment/success", "https://evil.example/api/payment/callback"),
        # not our callback path, or not a plain address
        ("http://127.0.0.1:8765/payment/success", "http://127.0.0.1:8765/api/other"),
        ("http://u@evil.example/payment/success", "http://u@evil.example/api/payment/callback"),
        ("ftp://punya.example/payment/success", "ftp://punya.example/api/payment/callback"),
        ("/payment/success", "/api/payment/callback"),
    ],
)
async def test_addresses_that_are_not_one_site_are_refused(redirect: str, callback: str) -> None:
    got = await simulator_pay(redirect, callback)
    assert got.status_code == 400
    assert got.json()["message"] == (
        "redirectUrl and callbackUrl must be under one address of this server"
    )


# --- the pure part -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "base"),
    [
        ("http://127.0.0.1:8765/", "http://127.0.0.1:8765"),
        ("https://punya.app/shop/", "https://punya.app/shop"),
        ("http://[::1]:8000", "http://[::1]:8000"),
        ("ftp://punya.app", None),
        ("http://user@punya.app", None),
        ("http://punya.app/?x=1", None),
        ("http://punya.app/#x", None),
        ("http://punya.app:99999999", None),
        ("http://[::1", None),
    ],
)
def test_plain_bases(url: str, base: str | None) -> None:
    assert plain_base(url) == base
