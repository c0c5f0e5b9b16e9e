"""Prasad sent home from a temple pooja: the service form's flag; a booking of a service that
ships it asks for the store checkout's delivery address (or "no prasad, thanks"); the back
office ships it with a courier and a tracking number once the pooja is offered, then marks it
delivered or returned, as the transition table allows, each move in the status history; only
the booking's own temple (or the super admin) may; the devotee reads it in My Orders."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import select

from api.booking_messages.queue import PRASAD_SHIPPED
from data.db import Database
from data.models import BookingMessage, TempleBooking, TempleService
from tests.admin_support import ADMIN_A, ADMIN_B, SERVICE_A, SUPER, TEMPLE_A, VIEWER_A, ClientFor
from tests.conftest import india_date
from tests.support import CHENNAI, count, get

BOOK = "/api/temple-bookings"
ADMIN = "/api/admin/temple-bookings"
SHIPMENT = {
    "status": "shipped",
    "courierName": "India Post (Speed Post)",
    "trackingNumber": "EE123456789IN",
}


def booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "templeId": TEMPLE_A,
        "serviceId": SERVICE_A,
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        # Today, at 7 PM (it is noon): the pooja's day has come, so its prasad may ship.
        "selectedDate": india_date(0),
        "selectedTime": "7:00 PM",
        "wantsPrasad": True,
        "deliveryAddress": CHENNAI,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


@pytest.fixture
async def ships(as_admin: ClientFor) -> None:
    """Kashi's Rudrabhishek ships its prasad: its temple admin ticks the service form's box."""
    edited = await (await as_admin(ADMIN_A)).patch(
        f"/api/admin/temple-services/{SERVICE_A}", json={"shipsPrasad": True}
    )
    assert edited.status_code == 200, edited.text
    assert edited.json()["shipsPrasad"] is True


async def booked(client: httpx.AsyncClient, **changes: Any) -> dict[str, Any]:
    response = await client.post(BOOK, json=booking(**changes))
    assert response.status_code == 201, response.text
    return dict(response.json())


# ---- the flag ----


async def test_the_flag_is_the_service_forms_and_devotees_read_it(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    temple = await client.get(f"/api/temples/{TEMPLE_A}")
    assert {s["id"]: s["shipsPrasad"] for s in temple.json()["services"]}[SERVICE_A] is False
    # Another temple's admin cannot set it; the super admin can, on any temple's service.
    other = await (await as_admin(ADMIN_B)).patch(
        f"/api/admin/temple-services/{SERVICE_A}", json={"shipsPrasad": True}
    )
    assert other.status_code == 404
    root = await as_admin(SUPER)
    assert (
        await root.patch(f"/api/admin/temple-services/{SERVICE_A}", json={"shipsPrasad": True})
    ).status_code == 200
    assert (await get(db, TempleService, SERVICE_A)).ships_prasad is True
    temple = await client.get(f"/api/temples/{TEMPLE_A}")
    assert {s["id"]: s["shipsPrasad"] for s in temple.json()["services"]}[SERVICE_A] is True
    created = await root.post(
        f"/api/admin/temples/{TEMPLE_A}/services",
        json={
            "name": "Bilva Archana",
            "description": "Archana with bilva leaves.",
            "price": 151,
            "shipsPrasad": True,
        },
    )
    assert created.status_code == 201, created.text
    assert created.json()["shipsPrasad"] is True


# ---- booking ----


async def test_a_booking_asks_for_prasad_with_the_checkouts_address(
    client: httpx.AsyncClient, ships: None, db: Database
) -> None:
    created = await booked(client, deliveryAddress={**CHENNAI, "pinCode": " 600 004 "})
    assert created["prasadStatus"] == "to_ship"
    assert created["deliveryAddress"] == {**CHENNAI, "landmark": ""}
    assert created["prasadCourier"] is None
    assert created["prasadTrackingNumber"] is None
    assert created["statusHistory"] == [
        {"status": "confirmed", "at": created["statusHistory"][0]["at"], "prasad": "to_ship"}
    ]
    stored = await get(db, TempleBooking, created["id"])
    # Kept as the store keeps an order's (api/store/address.py written_address reads it).
    assert stored.delivery_address == {
        "house_and_street": "12 Temple Street, Mylapore",
        "landmark": "",
        "state": "Tamil Nadu",
        "city": "Chennai",
        "pin_code": "600004",
    }


async def test_no_prasad_thanks_is_a_choice(client: httpx.AsyncClient, ships: None) -> None:
    created = await booked(client, wantsPrasad=False, deliveryAddress=None)
    assert created["prasadStatus"] is None
    assert created["deliveryAddress"] is None
    assert "prasad" not in created["statusHistory"][0]
    # As before prasad existed: a booking that says nothing of it asks for none.
    assert (await booked(client, wantsPrasad=None, deliveryAddress=None))["prasadStatus"] is None


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"deliveryAddress": None}, "required_fields_missing", "deliveryAddress"),
        ({"wantsPrasad": False}, "address_without_prasad", "deliveryAddress"),
        (
            {"deliveryAddress": {**CHENNAI, "pinCode": "110001"}},
            "pin_in_other_state",
            "deliveryAddress.pinCode",
        ),
        (
            {"deliveryAddress": {**CHENNAI, "houseAndStreet": " "}},
            "required_fields_missing",
            "deliveryAddress.houseAndStreet",
        ),
        (
            {"deliveryAddress": {**CHENNAI, "state": "Madras"}},
            "unknown_state",
            "deliveryAddress.state",
        ),
    ],
)
async def test_the_address_is_required_and_checked_as_the_checkouts(
    client: httpx.AsyncClient,
    ships: None,
    db: Database,
    changes: dict[str, Any],
    code: str,
    field: str,
) -> None:
    response = await client.post(BOOK, json=booking(**changes))
    assert response.status_code == 422, response.text
    assert response.json()["code"] == code
    assert [e["field"] for e in response.json()["errors"]] == [field]
    assert await count(db, TempleBooking) == 0


async def test_prasad_is_refused_where_the_temple_does_not_ship_it(
    client: httpx.AsyncClient, db: Database
) -> None:
    response = await client.post(BOOK, json=booking())
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "prasad_not_shipped"
    assert response.json()["errors"] == [
        {"field": "wantsPrasad", "message": "This pooja's temple does not send its prasad home"}
    ]
    assert await count(db, TempleBooking) == 0
    declined = await booked(client, wantsPrasad=False, deliveryAddress=None)
    assert declined["prasadStatus"] is None


# ---- shipping ----


async def prasad_messages(db: Database, booking_id: str) -> list[BookingMessage]:
    async with db.reader() as session:
        found = await session.execute(
            select(BookingMessage).where(
                BookingMessage.booking_id == booking_id, BookingMessage.key == PRASAD_SHIPPED
            )
        )
        return list(found.scalars())


async def test_shipped_then_delivered_each_in_the_history(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None, db: Database
) -> None:
    ahead = await booked(client, selectedDate=india_date(3), selectedTime="6:00 AM")
    kashi = await as_admin(ADMIN_A)
    read = (await kashi.get(f"{ADMIN}/{ahead['id']}")).json()
    assert read["nextPrasadStatuses"] == ["to_ship"]  # its day has not come
    early = await kashi.patch(f"{ADMIN}/{ahead['id']}/prasad", json=SHIPMENT)
    assert early.status_code == 409
    assert early.json()["code"] == "prasad_not_offered"
    assert early.json()["errors"][0]["field"] == "status"

    created = await booked(client)
    read = (await kashi.get(f"{ADMIN}/{created['id']}")).json()
    assert read["nextPrasadStatuses"] == ["to_ship", "shipped"]
    shipped = await kashi.patch(
        f"{ADMIN}/{created['id']}/prasad",
        json={
            **SHIPMENT,
            "courierName": "  India Post (Speed Post) ",
            "trackingNumber": " EE123456789IN",
        },
    )
    assert shipped.status_code == 200, shipped.text
    body = shipped.json()
    assert body["prasadStatus"] == "shipped"
    assert body["prasadCourier"] == "India Post (Speed Post)"
    assert body["prasadTrackingNumber"] == "EE123456789IN"
    assert body["nextPrasadStatuses"] == ["shipped", "delivered", "returned"]
    assert body["status"] == "confirmed"  # the booking's own status is its own
    # The devotee is told the courier's tracking, once.
    [told] = await prasad_messages(db, created["id"])
    assert told.record_kind == "temple" and told.sent_at is None

    delivered = await kashi.patch(f"{ADMIN}/{created['id']}/prasad", json={"status": "delivered"})
    assert delivered.status_code == 200, delivered.text
    history = delivered.json()["statusHistory"]
    assert [h.get("prasad") for h in history] == ["to_ship", "shipped", "delivered"]
    assert history[1]["courier"] == "India Post (Speed Post)"
    assert history[1]["trackingNumber"] == "EE123456789IN"
    assert history[2]["at"] == "2026-11-22T06:30:00Z"
    assert delivered.json()["nextPrasadStatuses"] == ["delivered"]
    assert len(await prasad_messages(db, created["id"])) == 1


async def test_a_returned_parcel_is_final(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None
) -> None:
    created = await booked(client)
    root = await as_admin(SUPER)
    url = f"{ADMIN}/{created['id']}/prasad"
    assert (await root.patch(url, json=SHIPMENT)).status_code == 200
    returned = await root.patch(url, json={"status": "returned"})
    assert returned.status_code == 200, returned.text
    again = await root.patch(url, json=SHIPMENT)
    assert again.status_code == 409
    assert again.json()["code"] == "status_final"
    assert again.json()["detail"] == (
        "This prasad is returned, which is final: it cannot be moved to shipped. "
        "Nothing more can be done with it."
    )


@pytest.mark.parametrize(
    ("move", "code", "message"),
    [
        ("delivered", "status_not_allowed", "A to ship prasad cannot be moved to delivered."),
        ("returned", "status_not_allowed", "A to ship prasad cannot be moved to returned."),
    ],
)
async def test_illegal_moves_are_refused_clearly(
    client: httpx.AsyncClient,
    as_admin: ClientFor,
    ships: None,
    move: str,
    code: str,
    message: str,
) -> None:
    created = await booked(client)
    response = await (await as_admin(ADMIN_A)).patch(
        f"{ADMIN}/{created['id']}/prasad", json={"status": move}
    )
    assert response.status_code == 409
    assert response.json() == {
        "detail": message,
        "code": code,
        "errors": [{"field": "status", "message": message}],
    }


async def test_a_cancelled_bookings_prasad_is_not_shipped(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None
) -> None:
    created = await booked(client)
    kashi = await as_admin(ADMIN_A)
    cancelled = await kashi.patch(f"{ADMIN}/{created['id']}/status", json={"status": "cancelled"})
    assert cancelled.status_code == 200, cancelled.text
    refused = await kashi.patch(f"{ADMIN}/{created['id']}/prasad", json=SHIPMENT)
    assert refused.status_code == 409
    assert refused.json()["code"] == "prasad_not_offered"


async def test_a_booking_without_prasad_has_none_to_ship(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None
) -> None:
    created = await booked(client, wantsPrasad=False, deliveryAddress=None)
    response = await (await as_admin(ADMIN_A)).patch(
        f"{ADMIN}/{created['id']}/prasad", json=SHIPMENT
    )
    assert response.status_code == 409
    assert response.json()["code"] == "no_prasad"


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"trackingNumber": "EE123<script>"}, "trackingNumber", "Tracking number must be"),
        ({"trackingNumber": "EE 123 456"}, "trackingNumber", "Tracking number must be"),
        ({"trackingNumber": "EE1"}, "trackingNumber", "Tracking number must be"),
        ({"trackingNumber": "E" * 41}, "trackingNumber", "at most 40 characters"),
        ({"courierName": "Blue Dart; DROP TABLE"}, "courierName", "Courier name must be"),
        ({"courierName": "-Blue Dart"}, "courierName", "Courier name must be"),
        ({"courierName": "ब्लू डार्ट"}, "courierName", "Courier name must be"),
        ({"trackingNumber": None}, "trackingNumber", "Please fill all required fields"),
        ({"courierName": " "}, "courierName", "Courier name must be"),
    ],
)
async def test_a_bad_shipment_is_refused_naming_the_field(
    client: httpx.AsyncClient,
    as_admin: ClientFor,
    ships: None,
    db: Database,
    changes: dict[str, Any],
    field: str,
    message: str,
) -> None:
    created = await booked(client)
    body = {k: v for k, v in {**SHIPMENT, **changes}.items() if v is not None}
    response = await (await as_admin(ADMIN_A)).patch(f"{ADMIN}/{created['id']}/prasad", json=body)
    assert response.status_code == 422, response.text
    [error] = response.json()["errors"]
    assert error["field"] == field
    assert message in error["message"]
    stored = await get(db, TempleBooking, created["id"])
    assert stored.prasad_status == "to_ship"
    assert stored.prasad_tracking_number is None


async def test_a_tracking_number_goes_only_with_shipping(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None
) -> None:
    created = await booked(client)
    url = f"{ADMIN}/{created['id']}/prasad"
    kashi = await as_admin(ADMIN_A)
    assert (await kashi.patch(url, json=SHIPMENT)).status_code == 200
    response = await kashi.patch(url, json={"status": "delivered", "trackingNumber": "X1234"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "trackingNumber"


async def test_only_the_bookings_temple_ships_its_prasad(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None, db: Database
) -> None:
    created = await booked(client)
    url = f"{ADMIN}/{created['id']}/prasad"
    other = await (await as_admin(ADMIN_B)).patch(url, json=SHIPMENT)
    assert other.status_code == 404
    unknown = await (await as_admin(ADMIN_B)).patch(f"{ADMIN}/TB-none/prasad", json=SHIPMENT)
    assert other.json() == unknown.json()  # the id reveals nothing
    assert (await (await as_admin(VIEWER_A)).patch(url, json=SHIPMENT)).status_code == 403
    assert (await get(db, TempleBooking, created["id"])).prasad_status == "to_ship"


# ---- the devotee ----


async def test_my_orders_shows_the_prasad_and_its_tracking(
    client: httpx.AsyncClient, as_admin: ClientFor, ships: None
) -> None:
    created = await booked(client)
    shipped = await (await as_admin(ADMIN_A)).patch(
        f"{ADMIN}/{created['id']}/prasad", json=SHIPMENT
    )
    assert shipped.status_code == 200
    found = await client.post("/api/orders/lookup", json={"phone": "9845012345"})
    assert found.status_code == 200, found.text
    [mine] = found.json()["templeBookings"]
    assert mine["prasadStatus"] == "shipped"
    assert mine["prasadCourier"] == "India Post (Speed Post)"
    assert mine["prasadTrackingNumber"] == "EE123456789IN"
    assert mine["deliveryAddress"]["pinCode"] == "600004"
