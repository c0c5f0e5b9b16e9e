"""Temple booking: the catalogue's price, required fields, the service's own slots, dates,
active temples and services only, nothing written on a refusal, idempotent retries."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest

from data.db import Database
from data.models import IdempotencyKey, Temple, TempleBooking, TempleService
from tests.conftest import india_date
from tests.support import add, count, get

URL = "/api/temple-bookings"
KASHI = "temple-kashi-vishwanath-varanasi"
RUDRABHISHEK = "tsvc-kashi-rudrabhishek"
SIDDHIVINAYAK = "temple-siddhivinayak-mumbai"
MODAK = "tsvc-siddhivinayak-modak"


def booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "templeId": KASHI,
        "serviceId": RUDRABHISHEK,
        "customerName": "Ravi Shankar Tiwari",
        "customerPhone": "+91 94150-11223",
        "customerEmail": "Ravi.Tiwari@Example.IN",
        "selectedDate": india_date(3),
        "selectedTime": "6:00 AM",
        "specialRequests": "Sankalp for the Tiwari family of Jaunpur",
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


async def test_a_booking_is_confirmed_at_the_services_price(
    client: httpx.AsyncClient, db: Database
) -> None:
    response = await client.post(URL, json=booking())
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("TB")
    assert created["status"] == "confirmed"
    assert created["paymentStatus"] == "pending"
    assert created["totalAmount"] == 751
    assert created["templeId"] == KASHI
    assert created["serviceId"] == RUDRABHISHEK
    assert created["serviceName"] == "Rudrabhishek"
    assert created["customerName"] == "Ravi Shankar Tiwari"
    assert created["customerPhone"] == "9415011223"
    assert created["customerEmail"] == "ravi.tiwari@example.in"
    assert created["selectedDate"] == india_date(3)
    assert created["selectedTime"] == "6:00 AM"
    assert created["specialRequests"] == "Sankalp for the Tiwari family of Jaunpur"
    assert [h["status"] for h in created["statusHistory"]] == ["confirmed"]
    assert "punya_client" in response.cookies

    stored = await get(db, TempleBooking, created["id"])
    assert stored.total_amount == Decimal("751.00")
    assert stored.client_ref is not None
    assert await count(db, TempleBooking) == 1


async def test_another_temples_service_has_its_own_price(client: httpx.AsyncClient) -> None:
    response = await client.post(
        URL, json=booking(templeId=SIDDHIVINAYAK, serviceId=MODAK, selectedTime="12:00 PM")
    )
    assert response.status_code == 201, response.text
    assert response.json()["totalAmount"] == 101
    assert response.json()["serviceName"] == "Modak Naivedya Offering"


async def test_email_and_special_requests_are_optional(client: httpx.AsyncClient) -> None:
    response = await client.post(
        URL, json=booking(customerEmail=None, specialRequests=None, customerName="  Sita Devi  ")
    )
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["customerEmail"] is None
    assert created["specialRequests"] == ""
    assert created["customerName"] == "Sita Devi"


async def test_the_price_in_the_request_is_not_trusted(
    client: httpx.AsyncClient, db: Database
) -> None:
    response = await client.post(URL, json=booking(totalAmount=1))
    assert response.status_code == 422
    assert response.json()["detail"] == "Unknown field: totalAmount"
    assert await count(db, TempleBooking) == 0


@pytest.mark.parametrize(
    "missing",
    ["customerName", "customerPhone", "selectedDate", "selectedTime", "templeId", "serviceId"],
)
async def test_each_required_field_missing_or_blank(
    client: httpx.AsyncClient, db: Database, missing: str
) -> None:
    for value in (None, "", "   "):
        body = booking()
        body.pop(missing)
        if value is not None:
            body[missing] = value
        response = await client.post(URL, json=body)
        assert response.status_code == 422, body
        assert response.json()["detail"] == "Please fill all required fields"
        assert response.json()["code"] == "required_fields_missing"
        assert missing in [e["field"] for e in response.json()["errors"]]
    assert await count(db, TempleBooking) == 0


@pytest.mark.parametrize("time", ["5:00 AM", "9:00 AM", "7:00 AM", "6:00 AM - 8:00 AM", "noon"])
async def test_a_time_outside_the_services_slots_is_refused(
    client: httpx.AsyncClient, db: Database, time: str
) -> None:
    # 5:00 AM and 9:00 AM are slots of Kashi's other pooja, not of the Rudrabhishek.
    response = await client.post(URL, json=booking(selectedTime=time))
    assert response.status_code == 422
    refused = response.json()
    assert refused["code"] == "invalid_time_slot"
    assert refused["detail"] == (
        "selectedTime must be one of this service's time slots: 4:00 AM, 6:00 AM, 11:00 AM, 7:00 PM"
    )
    assert [e["field"] for e in refused["errors"]] == ["selectedTime"]
    assert await count(db, TempleBooking) == 0


async def test_a_service_of_another_temple_is_unknown(
    client: httpx.AsyncClient, db: Database
) -> None:
    response = await client.post(URL, json=booking(serviceId=MODAK, selectedTime="9:00 AM"))
    assert response.status_code == 422
    assert response.json()["detail"] == "Unknown Service"
    assert response.json()["code"] == "unknown_temple_service"
    assert [e["field"] for e in response.json()["errors"]] == ["serviceId"]
    nowhere = await client.post(URL, json=booking(serviceId="tsvc-no-such-pooja"))
    assert nowhere.status_code == 422
    assert nowhere.json()["detail"] == "Unknown Service"
    assert await count(db, TempleBooking) == 0


async def test_a_deactivated_service_is_unknown(client: httpx.AsyncClient, db: Database) -> None:
    async with db.writer() as session:
        service = await session.get(TempleService, RUDRABHISHEK)
        assert service is not None
        service.is_active = False
        await session.commit()
    response = await client.post(URL, json=booking())
    assert response.status_code == 422
    assert response.json()["detail"] == "Unknown Service"
    assert await count(db, TempleBooking) == 0


async def test_an_unknown_or_inactive_temple_is_refused(
    client: httpx.AsyncClient, db: Database
) -> None:
    closed = Temple(
        id="temple-test-closed",
        name="Closed Mandir",
        address="Test Road, Varanasi, Uttar Pradesh 221001",
        latitude=25.3,
        longitude=83.0,
        description="For tests",
        photos=[],
        is_active=False,
    )
    archana = TempleService(
        id="tsvc-test-closed-archana",
        temple_id="temple-test-closed",
        name="Archana",
        description="For tests",
        price=Decimal("51"),
        duration="10 minutes",
        time_slots=["6:00 AM"],
    )
    await add(db, closed, archana)
    for temple_id, service_id in [
        ("temple-nowhere", RUDRABHISHEK),
        ("temple-test-closed", "tsvc-test-closed-archana"),
    ]:
        response = await client.post(URL, json=booking(templeId=temple_id, serviceId=service_id))
        assert response.status_code == 422, temple_id
        assert response.json()["detail"] == "Unknown Temple"
        assert response.json()["code"] == "unknown_temple"
        assert [e["field"] for e in response.json()["errors"]] == ["templeId"]
    assert await count(db, TempleBooking) == 0


@pytest.mark.parametrize("days", [-1, -30])
async def test_a_date_before_today_is_refused(
    client: httpx.AsyncClient, db: Database, days: int
) -> None:
    response = await client.post(URL, json=booking(selectedDate=india_date(days)))
    assert response.status_code == 422
    assert response.json()["detail"] == "Date cannot be before today"
    assert response.json()["code"] == "date_in_past"
    assert await count(db, TempleBooking) == 0


async def test_bookings_open_a_year_ahead_and_no_further(
    client: httpx.AsyncClient, db: Database
) -> None:
    last = await client.post(URL, json=booking(selectedDate=india_date(365)))
    assert last.status_code == 201, last.text
    too_far = await client.post(URL, json=booking(selectedDate=india_date(366)))
    assert too_far.status_code == 422
    assert too_far.json()["code"] == "date_too_far"
    assert await count(db, TempleBooking) == 1


@pytest.mark.parametrize(
    ("changes", "detail"),
    [
        ({"selectedDate": "2026-02-30"}, "Date must be a real date"),
        ({"selectedDate": "22/11/2026"}, "Date must be a real date"),
        ({"customerPhone": "94150"}, "Phone number must be 10 digits"),
        ({"customerPhone": "1415011223"}, "Invalid Indian mobile number format"),
        ({"customerEmail": "ravi@example"}, "Invalid email format"),
    ],
)
async def test_malformed_contact_and_date_are_named(
    client: httpx.AsyncClient, db: Database, changes: dict[str, Any], detail: str
) -> None:
    response = await client.post(URL, json=booking(**changes))
    assert response.status_code == 422
    assert response.json()["detail"].startswith(detail)
    assert await count(db, TempleBooking) == 0


@pytest.mark.parametrize(
    ("temple_id", "service_id", "started", "later"),
    [
        (KASHI, RUDRABHISHEK, "11:00 AM", "7:00 PM"),
        (SIDDHIVINAYAK, MODAK, "12:00 PM", "6:00 PM"),  # a slot starting this very minute
    ],
)
async def test_today_only_for_slots_that_have_not_begun(
    client: httpx.AsyncClient,
    db: Database,
    temple_id: str,
    service_id: str,
    started: str,
    later: str,
) -> None:
    # The frozen clock says 12:00 noon in India.
    today = {"templeId": temple_id, "serviceId": service_id, "selectedDate": india_date(0)}
    refused = await client.post(URL, json=booking(**today, selectedTime=started))
    assert refused.status_code == 422
    assert refused.json()["code"] == "slot_started"
    assert [e["field"] for e in refused.json()["errors"]] == ["selectedTime"]
    assert await count(db, TempleBooking) == 0
    accepted = await client.post(URL, json=booking(**today, selectedTime=later))
    assert accepted.status_code == 201, accepted.text
    assert accepted.json()["selectedDate"] == india_date(0)
    # Tomorrow even the earliest slot is open.
    tomorrow = await client.post(
        URL, json=booking(**{**today, "selectedDate": india_date(1)}, selectedTime=started)
    )
    assert tomorrow.status_code == 201
    assert await count(db, TempleBooking) == 2


async def test_a_retry_with_the_same_key_returns_the_first_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    headers = {"Idempotency-Key": "tb-retry-5c1e"}
    first = await client.post(URL, json=booking(), headers=headers)
    again = await client.post(
        URL, json=booking(customerPhone="09415011223"), headers=headers
    )  # the same number written another way is the same request
    assert first.status_code == again.status_code == 201
    assert again.json()["id"] == first.json()["id"]
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    assert await count(db, TempleBooking) == 1
    assert await count(db, IdempotencyKey) == 1

    other = await client.post(URL, json=booking(selectedTime="4:00 AM"), headers=headers)
    assert other.status_code == 409
    assert other.json()["code"] == "idempotency_key_reused"
    assert await count(db, TempleBooking) == 1

    fresh = await client.post(URL, json=booking(), headers={"Idempotency-Key": "tb-other-key"})
    assert fresh.status_code == 201
    assert fresh.json()["id"] != first.json()["id"]
    assert await count(db, TempleBooking) == 2


async def test_a_refused_booking_stores_no_key(client: httpx.AsyncClient, db: Database) -> None:
    headers = {"Idempotency-Key": "tb-fails-first"}
    bad = await client.post(URL, json=booking(selectedTime="5:00 AM"), headers=headers)
    assert bad.status_code == 422
    assert await count(db, IdempotencyKey) == 0
    good = await client.post(URL, json=booking(selectedTime="4:00 AM"), headers=headers)
    assert good.status_code == 201
    assert "Idempotent-Replayed" not in good.headers
