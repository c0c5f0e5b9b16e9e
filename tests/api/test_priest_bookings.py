"""Priest booking: the spec's required fields and messages, dates, slots, idempotency."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from api.common.idempotency import purge_expired_keys
from data.db import Database
from data.models import IdempotencyKey, PriestBooking
from tests.conftest import india_date

URL = "/api/priest-bookings"


def booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "customerName": "Asha Kulkarni",
        "customerPhone": "+91 98765-43210",
        "customerEmail": "Asha@Example.in",
        "customerAddress": "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038",
        "selectedDate": india_date(1),
        "selectedTime": "8:00 AM - 10:00 AM",
        "specialRequests": "Please bring a small havan kund",
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


async def count(db: Database) -> int:
    async with db.reader() as session:
        return await session.scalar(select(func.count()).select_from(PriestBooking)) or 0


async def test_booking_is_pending_with_the_catalogue_price(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json=booking())
    assert response.status_code == 201
    created = response.json()
    assert created["id"].startswith("PB")
    assert created["status"] == "pending"
    assert created["paymentStatus"] == "pending"
    assert created["price"] == 2299
    assert created["serviceName"] == "Ganesh Puja"
    assert created["customerPhone"] == "9876543210"
    assert created["customerEmail"] == "asha@example.in"
    assert created["statusHistory"][0]["status"] == "pending"
    assert "punya_client" in response.cookies


async def test_online_booking_needs_no_address(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json=booking(isOnline=True, customerAddress=None))
    assert response.status_code == 201
    assert response.json()["customerAddress"] == "Online Service"


@pytest.mark.parametrize(
    "missing", ["customerName", "customerPhone", "selectedDate", "selectedTime", "customerAddress"]
)
async def test_each_required_field(client: httpx.AsyncClient, db: Database, missing: str) -> None:
    for value in (None, "   "):
        body = booking()
        body.pop(missing)
        if value is not None:
            body[missing] = value
        response = await client.post(URL, json=body)
        assert response.status_code == 422, body
        assert response.json()["detail"] == "Please fill all required fields"
        assert missing in [e["field"] for e in response.json()["errors"]]
    assert await count(db) == 0


async def test_date_before_today_is_refused(client: httpx.AsyncClient, db: Database) -> None:
    response = await client.post(URL, json=booking(selectedDate=india_date(-1)))
    assert response.status_code == 422
    assert response.json()["detail"] == "Date cannot be before today"
    assert await count(db) == 0


async def test_today_only_for_slots_that_have_not_begun(client: httpx.AsyncClient) -> None:
    # The frozen clock says 12:00 noon in India.
    started = await client.post(
        URL, json=booking(selectedDate=india_date(0), selectedTime="12:00 PM - 2:00 PM")
    )
    assert started.status_code == 422
    assert started.json()["code"] == "slot_started"
    later = await client.post(
        URL, json=booking(selectedDate=india_date(0), selectedTime="2:00 PM - 4:00 PM")
    )
    assert later.status_code == 201


async def test_time_slots_of_today_mark_started_ones(client: httpx.AsyncClient) -> None:
    slots = (await client.get(f"{URL}/time-slots", params={"date": india_date(0)})).json()
    assert len(slots) == 8
    assert [s["available"] for s in slots] == [False] * 4 + [True] * 4
    tomorrow = (await client.get(f"{URL}/time-slots", params={"date": india_date(1)})).json()
    assert all(s["available"] for s in tomorrow)


@pytest.mark.parametrize(
    ("changes", "status", "detail"),
    [
        ({"selectedTime": "9 AM"}, 422, "selectedTime must be one of: 6:00 AM - 8:00 AM"),
        ({"selectedDate": "2026-02-31"}, 422, "Date must be a real date"),
        ({"selectedDate": 20261231}, 422, "Date must be a real date"),
        ({"selectedDate": india_date(400)}, 422, "Bookings open at most 365 days ahead"),
        ({"customerPhone": "12345"}, 422, "Phone number must be 10 digits"),
        ({"customerPhone": "5876543210"}, 422, "Invalid Indian mobile number format"),
        ({"customerEmail": "asha@"}, 422, "Invalid email format"),
        ({"customerName": "A" * 121}, 422, "customerName: String should have at most 120"),
        ({"specialRequests": "x" * 1001}, 422, "specialRequests: String should have at most"),
        ({"price": 1}, 422, "Unknown field: price"),
        ({"customerName": "Asha\u0000"}, 422, "customerName: contains a NUL character"),
        ({"customerAddress": "Pune\x1b[31m"}, 422, "customerAddress: contains control"),
        ({"isOnline": "perhaps"}, 422, "isOnline: Input should be a valid boolean"),
        ({"serviceId": "no-such-puja"}, 422, "Unknown Service"),
    ],
)
async def test_bad_input_is_named(
    client: httpx.AsyncClient, db: Database, changes: dict[str, Any], status: int, detail: str
) -> None:
    response = await client.post(URL, json=booking(**changes))
    assert response.status_code == status
    assert response.json()["detail"].startswith(detail)
    assert await count(db) == 0


async def test_malformed_bodies(client: httpx.AsyncClient) -> None:
    broken = await client.post(
        URL, content=b'{"customerName": ', headers={"content-type": "application/json"}
    )
    assert broken.status_code == 400
    assert broken.json() == {"detail": "The request body is not valid JSON", "code": "invalid_json"}
    not_object = await client.post(URL, json=["a"])
    assert not_object.status_code in (400, 422)
    assert "detail" in not_object.json()
    huge = await client.post(
        URL, content=b"x" * 70_000, headers={"content-type": "application/json"}
    )
    assert huge.status_code == 413
    assert huge.json()["code"] == "body_too_large"


async def test_a_retry_with_the_same_key_returns_the_first_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    headers = {"Idempotency-Key": "3f1c2a9e-retry"}
    first = await client.post(URL, json=booking(), headers=headers)
    again = await client.post(URL, json=booking(), headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert await count(db) == 1
    other = await client.post(URL, json=booking(customerName="Someone Else"), headers=headers)
    assert other.status_code == 409
    assert other.json()["code"] == "idempotency_key_reused"


async def test_concurrent_retries_create_one_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    headers = {"Idempotency-Key": "concurrent-key-1"}
    responses = await asyncio.gather(
        *(client.post(URL, json=booking(), headers=headers) for _ in range(8))
    )
    assert {r.status_code for r in responses} == {201}
    assert len({r.json()["id"] for r in responses}) == 1
    assert await count(db) == 1
    async with db.reader() as session:
        assert await session.scalar(select(func.count()).select_from(IdempotencyKey)) == 1


async def test_a_failed_create_stores_no_key(client: httpx.AsyncClient, db: Database) -> None:
    headers = {"Idempotency-Key": "fails-first"}
    bad = await client.post(URL, json=booking(selectedDate=india_date(-3)), headers=headers)
    assert bad.status_code == 422
    good = await client.post(URL, json=booking(), headers=headers)
    assert good.status_code == 201
    assert "Idempotent-Replayed" not in good.headers


async def test_bad_idempotency_key(client: httpx.AsyncClient) -> None:
    response = await client.post(URL, json=booking(), headers={"Idempotency-Key": "k" * 300})
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_idempotency_key"


async def test_a_streamed_body_over_the_limit_is_refused(client: httpx.AsyncClient) -> None:
    async def chunks():  # no Content-Length: the server must count as it reads
        for _ in range(20):
            yield b" " * 5000

    response = await client.post(
        URL, content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert response.json()["code"] == "body_too_large"


async def test_keys_older_than_a_day_are_purged(client: httpx.AsyncClient, db: Database) -> None:
    await client.post(URL, json=booking(), headers={"Idempotency-Key": "old-key"})
    assert await purge_expired_keys(db, datetime.now(UTC)) == 0
    assert await purge_expired_keys(db, datetime.now(UTC) + timedelta(hours=25)) == 1
    async with db.reader() as session:
        assert await session.scalar(select(func.count()).select_from(IdempotencyKey)) == 0
