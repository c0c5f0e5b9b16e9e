"""My Orders: one lookup finds priest bookings, temple bookings and store orders by phone or
e-mail; only the browser that made a record (or one verified for its contact by a one-time
code: tests/verification) sees its personal details; lookups are rate-limited."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from data.db import Database
from tests.conftest import PUBLIC_URL, india_date
from tests.support import CHENNAI, CHENNAI_LINE, confirm_phone

URL = "/api/orders/lookup"
CONTACT_REQUIRED = "Please enter either your phone number or email address"
ADDRESS = "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038"
SHIPPING = CHENNAI_LINE
RESULT_LISTS = ("priestBookings", "templeBookings", "storeOrders")


def priest_booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "customerName": "Meera Iyer",
        "customerPhone": "+91 98450 12345",
        "customerEmail": "Meera@Example.com",
        "customerAddress": ADDRESS,
        "selectedDate": india_date(1),
        "selectedTime": "8:00 AM - 10:00 AM",
        "specialRequests": "Please bring a small havan kund",
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


def temple_booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "templeId": "temple-kashi-vishwanath-varanasi",
        "serviceId": "tsvc-kashi-rudrabhishek",
        "customerName": "Meera Iyer",
        "customerPhone": "09845012345",
        "customerEmail": "meera@example.com",
        "selectedDate": india_date(2),
        "selectedTime": "7:00 PM",
        "specialRequests": "Sankalp for the Iyer family",
    }
    body.update(changes)
    return body


def store_order(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "customerName": "Meera Iyer",
        "customerPhone": "98450-12345",
        "customerEmail": "MEERA@example.com",
        "deliveryAddress": CHENNAI,
        "paymentMethod": "cod",
        "items": [{"productId": "prod-bhimseni-camphor", "quantity": 1}],
    }
    body.update(changes)
    return body


@pytest.fixture(autouse=True)
async def cash_allowed(client: httpx.AsyncClient, db: Database) -> None:
    """The tests' browser has confirmed the phone it orders with (cash on delivery needs it)."""
    await confirm_phone(client, db, "9845012345")


async def create(client: httpx.AsyncClient, url: str, body: dict[str, Any]) -> dict[str, Any]:
    response = await client.post(url, json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


async def make_all_three(client: httpx.AsyncClient) -> dict[str, dict[str, Any]]:
    return {
        "priest": await create(client, "/api/priest-bookings", priest_booking()),
        "temple": await create(client, "/api/temple-bookings", temple_booking()),
        "store": await create(client, "/api/store/orders", store_order()),
    }


def ids(found: dict[str, Any]) -> dict[str, list[str]]:
    return {kind: [r["id"] for r in found[kind]] for kind in RESULT_LISTS}


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"phone": "", "email": ""},
        {"phone": "   ", "email": "  "},
        {"phone": None, "email": None},
    ],
)
async def test_a_lookup_needs_a_phone_or_an_email(
    client: httpx.AsyncClient, body: dict[str, Any]
) -> None:
    response = await client.post(URL, json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == CONTACT_REQUIRED
    assert response.json()["code"] == "contact_required"
    assert {e["field"] for e in response.json()["errors"]} == {"phone", "email"}


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"phone": "12345"}, "Phone number must be 10 digits"),
        ({"phone": "+91 98450 1234"}, "Phone number must be 10 digits"),
        ({"phone": "5845012345"}, "Invalid Indian mobile number format"),
        ({"email": "meera@"}, "Invalid email format"),
        ({"phone": "9845012345", "name": "Meera"}, "Unknown field: name"),
    ],
)
async def test_a_malformed_contact_is_named(
    client: httpx.AsyncClient, body: dict[str, Any], detail: str
) -> None:
    response = await client.post(URL, json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == detail


async def test_a_contact_with_no_records_finds_nothing(client: httpx.AsyncClient) -> None:
    await make_all_three(client)
    for body in ({"phone": "9845012346"}, {"email": "meera@example.org"}):
        response = await client.post(URL, json=body)
        assert response.status_code == 200
        assert response.json() == {
            "priestBookings": [],
            "templeBookings": [],
            "storeOrders": [],
            "hidden": 0,
            "verified": False,
        }


@pytest.mark.parametrize(
    "body",
    [
        {"phone": "9845012345"},
        {"phone": "+91 98450 12345"},
        {"phone": "09845012345"},
        {"phone": "+91-98450-12345", "email": ""},
        {"email": "meera@example.com"},
        {"email": "  MEERA@Example.COM "},
        {"phone": "", "email": "Meera@example.com"},
    ],
)
async def test_the_creator_finds_all_three_by_phone_or_email(
    client: httpx.AsyncClient, body: dict[str, Any]
) -> None:
    made = await make_all_three(client)
    response = await client.post(URL, json=body)
    assert response.status_code == 200, response.text
    found = response.json()
    assert ids(found) == {
        "priestBookings": [made["priest"]["id"]],
        "templeBookings": [made["temple"]["id"]],
        "storeOrders": [made["store"]["id"]],
    }
    priest = found["priestBookings"][0]
    temple = found["templeBookings"][0]
    order = found["storeOrders"][0]
    assert found["hidden"] == 0
    for record in (priest, temple, order):
        assert record["customerName"] == "Meera Iyer"
        assert record["customerPhone"] == "9845012345"
        assert record["customerEmail"] == "meera@example.com"
    assert priest["customerAddress"] == ADDRESS
    assert priest["specialRequests"] == "Please bring a small havan kund"
    assert temple["specialRequests"] == "Sankalp for the Iyer family"
    assert order["shippingAddress"] == SHIPPING
    assert order["customerId"] == "9845012345"
    # Everything else is as the create returned it.
    mine = {
        "refunds",
        "payable",
        "cancellable",
        "movable",
        "returnable",
        "reviewable",
        "review",
        "receipt",
    }
    assert {k: v for k, v in priest.items() if k not in mine} == made["priest"]
    assert {k: v for k, v in temple.items() if k not in mine} == made["temple"]
    assert {k: v for k, v in order.items() if k not in mine} == made["store"]
    # A cash booking, nothing refunded, nothing to return: no Pay now, no Return.
    assert (priest["refunds"], priest["payable"], priest["returnable"]) == ([], False, False)
    # Pending, so nothing to rate yet; not begun or shipped, so each may be cancelled.
    assert (priest["reviewable"], priest["review"]) == (False, None)
    assert priest["cancellable"] is temple["cancellable"] is order["cancellable"] is True


async def test_another_browser_is_told_only_how_many_there_are(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient
) -> None:
    made = await make_all_three(client)
    assert not stranger.cookies
    for asked in ({"phone": "98450 12345"}, {"email": "MEERA@EXAMPLE.COM"}):
        response = await stranger.post(URL, json=asked)
        assert response.status_code == 200, response.text
        assert response.json() == {
            "priestBookings": [],
            "templeBookings": [],
            "storeOrders": [],
            "hidden": 3,
            "verified": False,
        }
        # Not an id, a puja, a time, a city or a PIN of them travels.
        for record in made.values():
            assert record["id"] not in response.text
        for secret in ("Ganesh", "Rudrabhishek", "7:00 PM", "Chennai", "600004", "Iyer"):
            assert secret not in response.text


async def test_each_browser_sees_only_its_own_records(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient
) -> None:
    # A phone neither browser has confirmed (this module's browser confirmed the usual one).
    phone = "9000000009"
    mine = await create(client, "/api/temple-bookings", temple_booking(customerPhone=phone))
    theirs = await create(
        stranger,
        "/api/temple-bookings",
        temple_booking(
            customerName="Lakshmi Narayanan", customerPhone=phone, selectedTime="4:00 AM"
        ),
    )
    assert "punya_client" in stranger.cookies
    assert stranger.cookies["punya_client"] != client.cookies["punya_client"]
    for who, own in ((client, mine), (stranger, theirs)):
        found = (await who.post(URL, json={"phone": phone})).json()
        assert [r["id"] for r in found["templeBookings"]] == [own["id"]]
        assert found["templeBookings"][0]["customerName"] == own["customerName"]
        assert found["hidden"] == 1


async def test_results_come_newest_first(client: httpx.AsyncClient) -> None:
    made: dict[str, list[str]] = {"priestBookings": [], "templeBookings": [], "storeOrders": []}
    for n in range(3):
        made["priestBookings"].append(
            (
                await create(
                    client, "/api/priest-bookings", priest_booking(selectedDate=india_date(n + 1))
                )
            )["id"]
        )
        made["templeBookings"].append(
            (
                await create(
                    client, "/api/temple-bookings", temple_booking(selectedDate=india_date(5 - n))
                )
            )["id"]
        )
        made["storeOrders"].append((await create(client, "/api/store/orders", store_order()))["id"])
    found = (await client.post(URL, json={"phone": "9845012345"})).json()
    assert ids(found) == {kind: list(reversed(order)) for kind, order in made.items()}
    created_at = [r["createdAt"] for r in found["templeBookings"]]
    assert created_at == sorted(created_at, reverse=True)


async def test_phone_and_email_together_find_records_matching_either(
    client: httpx.AsyncClient,
) -> None:
    by_phone = await create(
        client, "/api/temple-bookings", temple_booking(customerEmail="other@example.com")
    )
    by_email = await create(
        client, "/api/temple-bookings", temple_booking(customerPhone="9000000001")
    )
    neither = await create(
        client,
        "/api/temple-bookings",
        temple_booking(customerPhone="9000000002", customerEmail="nobody@example.com"),
    )
    found = (
        await client.post(URL, json={"phone": "9845012345", "email": "meera@example.com"})
    ).json()
    found_ids = {r["id"] for r in found["templeBookings"]}
    assert found_ids == {by_phone["id"], by_email["id"]}
    assert neither["id"] not in found_ids


async def test_the_eleventh_lookup_in_a_minute_is_refused(
    app: FastAPI, client: httpx.AsyncClient, stranger: httpx.AsyncClient
) -> None:
    for _ in range(10):
        response = await client.post(URL, json={"phone": "9845012345"})
        assert response.status_code == 200
    eleventh = await client.post(URL, json={"phone": "9845012345"})
    assert eleventh.status_code == 429
    assert eleventh.json()["code"] == "rate_limited"
    assert eleventh.json()["detail"].startswith("Too many order lookups")
    assert 1 <= int(eleventh.headers["Retry-After"]) <= 60
    # The limit is per client address, not per browser cookie...
    same_address = await stranger.post(URL, json={"email": "meera@example.com"})
    assert same_address.status_code == 429
    # ...so another address is still served.
    elsewhere = httpx.ASGITransport(app=app, client=("203.0.113.7", 40000))
    async with httpx.AsyncClient(transport=elsewhere, base_url=PUBLIC_URL) as other:
        assert (await other.post(URL, json={"phone": "9845012345"})).status_code == 200
