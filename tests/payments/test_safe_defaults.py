"""Safe payment defaults on the server: the simulator's built-in (public) salt key is refused
anywhere but on this machine, at start and for each payment's site."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from sqlalchemy import select

import api.cli
from api.app import create_app
from api.payments.gateways import PublicSimulatorError
from api.payments.public_url import is_local, site_url
from api.settings import ServerSettings
from data.db import Database
from data.models import Payment, PriestBooking
from tests.conftest import Clock
from tests.payments.public_support import PAY, browser, settings_with, simulator_pay
from tests.payments.records import priest_booking
from tests.support import add, get


@pytest.mark.parametrize(
    "server",
    [
        {"public_url": "https://punya.app"},
        {"public_url": "http://punya.example:8080"},  # http is no safer than https
        {"public_url": "http://192.168.1.20:8000"},
        {"host": "0.0.0.0"},  # no public URL: where it listens decides
        {"host": "192.168.1.20", "port": 9000},
    ],
)
def test_the_built_in_salt_key_refuses_to_start_when_the_site_is_not_local(
    db: Database, tmp_path: Path, server: dict[str, Any]
) -> None:
    with pytest.raises(PublicSimulatorError) as refused:
        create_app(settings_with(tmp_path, **server), db=db, migrate=False)
    message = str(refused.value)
    assert "PUNYA_PAYMENT_SALT_KEY" in message
    assert "PUNYA_PAYMENT_GATEWAY=phonepe" in message
    assert site_url(settings_with(tmp_path, **server).server) in message


@pytest.mark.parametrize(
    "server",
    [
        {},  # 127.0.0.1:8000, the defaults
        {"public_url": "http://localhost:5173"},
        {"public_url": "http://127.0.0.1:8123"},
        {"public_url": "http://[::1]:8000"},
        {"host": "::1", "port": 9000},
    ],
)
def test_the_built_in_salt_key_starts_on_this_machine(
    db: Database, tmp_path: Path, server: dict[str, Any]
) -> None:
    create_app(settings_with(tmp_path, **server), db=db, migrate=False)


def test_a_private_key_or_phonepe_starts_anywhere(db: Database, tmp_path: Path) -> None:
    for payment in ({"salt_key": "a-private-demo-key"}, {"gateway": "phonepe"}):
        settings = settings_with(tmp_path, payment, public_url="https://punya.app")
        create_app(settings, db=db, migrate=False)


def test_punya_serve_stops_with_the_message_instead_of_serving(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def must_not_serve(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("uvicorn.run was reached")

    monkeypatch.setattr(uvicorn, "run", must_not_serve)
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'punya.db'}")
    monkeypatch.delenv("PUNYA_SERVER_PUBLIC_URL", raising=False)
    monkeypatch.delenv("PUNYA_PAYMENT_SALT_KEY", raising=False)
    with pytest.raises(SystemExit) as stopped:
        api.cli.main(["serve", "--host", "0.0.0.0", "--port", "8765"])
    assert "http://0.0.0.0:8765" in str(stopped.value.code)
    assert "PUNYA_PAYMENT_SALT_KEY" in str(stopped.value.code)


# --- each payment's site ------------------------------------------------------------------


async def test_the_simulators_public_key_takes_no_payment_for_a_site_that_is_not_local(
    db: Database, clock: Clock, tmp_path: Path
) -> None:
    """Behind a proxy the server may listen on 127.0.0.1 and still be a public site: with the
    built-in key the simulator refuses a payment for any address but this machine's."""
    app = create_app(settings_with(tmp_path), db=db, migrate=False, clock=clock)
    await add(db, priest_booking())
    async with browser(app, "https://punya.example") as http:
        refused = await http.post("/api/payments", json=PAY)
    assert refused.status_code == 502
    assert refused.json()["code"] == "payment_initiation_failed"
    async with db.reader() as session:
        [payment] = (await session.execute(select(Payment))).scalars().all()
    assert "PUNYA_PAYMENT_SALT_KEY" in payment.details["gatewayMessage"]
    assert (await get(db, PriestBooking, "PB1001")).payment_status == "failed"


async def test_with_the_public_key_only_local_sites_are_served() -> None:
    local = "http://localhost:5173"
    assert (
        await simulator_pay(
            f"{local}/payment/success", f"{local}/api/payment/callback", public_key=True
        )
    ).status_code == 200
    public = "https://punya.example"
    refused = await simulator_pay(
        f"{public}/payment/success", f"{public}/api/payment/callback", public_key=True
    )
    assert refused.status_code == 400
    assert "PUNYA_PAYMENT_SALT_KEY" in refused.json()["message"]


# --- the pure parts ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://localhost:8000", True),
        ("http://LOCALHOST", True),
        ("http://127.0.0.1:9", True),
        ("http://127.0.0.2:8000", True),  # the loopback range
        ("http://[::1]:8000", True),
        ("http://0.0.0.0:8000", False),
        ("http://[::]:8000", False),
        ("https://punya.app", False),
        ("http://localhost.evil.example", False),
        ("http://10.0.0.7:8000", False),
        ("not a url", False),
    ],
)
def test_what_counts_as_local(url: str, local: bool) -> None:
    assert is_local(url) is local


def test_the_site_is_the_public_url_or_where_the_server_listens() -> None:
    assert site_url(ServerSettings(public_url="https://punya.app")) == "https://punya.app"
    assert site_url(ServerSettings(host="0.0.0.0", port=9000)) == "http://0.0.0.0:9000"
    assert site_url(ServerSettings(host="::1")) == "http://[::1]:8000"
