"""/ws/changes: signed-in admins only, same-origin pages only, committed changes in the REST
API's shape, and a temple admin sees only its own temple's rows."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.typing import Origin

from api.auth.sessions import SESSION_COOKIE
from api.live import router as live
from data.db import Database
from tests.admin_support import (
    ADMIN_A,
    ADMIN_B,
    SERVICE_A,
    SERVICE_B,
    SUPER,
    TEMPLE_A,
    TEMPLE_B,
    ClientFor,
)
from tests.conftest import india_date
from tests.support import CHENNAI, confirm_phone

WAIT = 10.0  # seconds before a missing frame fails the test (not a speed requirement)


@pytest.fixture
def live_url(served: str) -> str:
    return f"ws://{served}/ws/changes"


def cookie_of(http: httpx.AsyncClient) -> dict[str, str]:
    return {"Cookie": f"{SESSION_COOKIE}={http.cookies[SESSION_COOKIE]}"}


async def frame(ws: ClientConnection) -> dict[str, Any]:
    message: Any = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
    return dict(message)


async def book_temple(client: httpx.AsyncClient, temple: str, service: str, time: str) -> str:
    response = await client.post(
        "/api/temple-bookings",
        json={
            "templeId": temple,
            "serviceId": service,
            "customerName": "Meera Iyer",
            "customerPhone": "9840012345",
            "selectedDate": india_date(2),
            "selectedTime": time,
        },
    )
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


async def test_nobody_and_forged_sessions_are_turned_away(live_url: str) -> None:
    async with connect(live_url) as ws:
        refused = await frame(ws)
        assert refused == {
            "type": "error",
            "code": "not_signed_in",
            "message": "Please sign in to continue",
        }
        await ws.wait_closed()
        assert ws.close_code == 4401
    forged = {"Cookie": f"{SESSION_COOKIE}={'f' * 43}"}
    async with connect(live_url, additional_headers=forged) as ws:
        assert (await frame(ws))["message"] == "Your session has ended. Please sign in again."


async def test_pages_of_other_sites_are_refused(live_url: str, as_admin: ClientFor) -> None:
    admin = await as_admin(SUPER)
    async with connect(
        live_url, additional_headers=cookie_of(admin), origin=Origin("https://evil.example")
    ) as ws:
        assert (await frame(ws))["code"] == "forbidden_origin"
        await ws.wait_closed()
        assert ws.close_code == 4403


async def test_a_super_admin_sees_a_public_booking_arrive(
    live_url: str, as_admin: ClientFor, client: httpx.AsyncClient
) -> None:
    admin = await as_admin(SUPER)
    async with connect(live_url, additional_headers=cookie_of(admin)) as ws:
        assert (await frame(ws))["type"] == "ready"
        booking_id = await book_temple(client, TEMPLE_A, SERVICE_A, "6:00 AM")
        event = await frame(ws)
    assert event["table"] == "temple_bookings"
    assert event["type"] == "INSERT"
    record = event["record"]
    assert record["id"] == booking_id
    assert record["templeId"] == TEMPLE_A
    assert record["totalAmount"] == 751
    assert record["customerName"] == "Meera Iyer"
    assert "clientRef" not in record
    assert "client_ref" not in record


async def test_a_temple_admin_sees_only_its_own_temple(
    live_url: str, as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    await confirm_phone(client, db, "9840012345")  # the order below is cash on delivery
    admin_b = await as_admin(ADMIN_B)
    admin_a = await as_admin(ADMIN_A)
    async with (
        connect(live_url, additional_headers=cookie_of(admin_b)) as ws_b,
        connect(live_url, additional_headers=cookie_of(admin_a)) as ws_a,
    ):
        assert (await frame(ws_b))["type"] == "ready"
        assert (await frame(ws_a))["type"] == "ready"
        # Temple A's booking, a store order and then temple B's booking, in that order:
        # B's first frame must be its own booking, A's first frame A's booking.
        a_booking = await book_temple(client, TEMPLE_A, SERVICE_A, "6:00 AM")
        order = await client.post(
            "/api/store/orders",
            json={
                "customerName": "Meera Iyer",
                "customerPhone": "9840012345",
                "deliveryAddress": CHENNAI,
                "items": [{"productId": "prod-besan-laddu-box", "quantity": 1}],
                "paymentMethod": "cod",
            },
        )
        b_booking = await book_temple(client, TEMPLE_B, SERVICE_B, "9:00 AM")
        seen_by_b = await frame(ws_b)
        seen_by_a = await frame(ws_a)
    assert order.status_code == 201, order.text
    assert seen_by_b["record"]["id"] == b_booking
    assert seen_by_a["record"]["id"] == a_booking


async def test_the_feed_stops_when_the_session_ends(
    live_url: str, as_admin: ClientFor, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live, "RECHECK_SECONDS", 0.2)
    admin = await as_admin(SUPER)
    async with connect(live_url, additional_headers=cookie_of(admin)) as ws:
        assert (await frame(ws))["type"] == "ready"
        assert (await admin.post("/api/auth/logout")).status_code == 204
        ended = await frame(ws)
        await ws.wait_closed()
    assert ended["code"] == "session_expired"
    assert ws.close_code == 4401
