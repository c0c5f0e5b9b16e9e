"""Temple Management: stats, the searchable temple list, temple forms with geocoding, soft
deletes, services (a temple admin only on its own temple, with manageServices) and temple
admins (hashed passwords never returned, sessions ended on a new password or deactivation)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from decimal import Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.admin.temples import rules
from api.auth.passwords import verify_password
from api.auth.sessions import SESSION_COOKIE
from api.places.geocode import Geocoder
from api.settings import GeocoderSettings
from data.db import Database
from data.models import AdminSession, AdminUser, Temple, TempleBooking, TempleService
from tests.admin_support import (
    ADMIN_A,
    ADMIN_B,
    INACTIVE_A,
    NOBODY,
    SERVICE_A,
    SERVICE_B,
    SUPER,
    TEMPLE_A,
    TEMPLE_B,
    VIEWER_A,
    ClientFor,
    admin_user,
    store_session,
)
from tests.conftest import PUBLIC_URL, Clock, india_date
from tests.support import add, count, get

TEMPLES = "/api/admin/temples"
SUMMARY = "/api/admin/temples/summary"
TEMPLE_DUNGESHWAR = "temple-dagdusheth-pune"
REQUIRED = "Please fill all required fields"
NEW_TEMPLE = {
    "name": "Shri Mahakaleshwar Jyotirlinga",
    "address": "Jaisinghpura, Ujjain, Madhya Pradesh 456006",
    "description": "One of the twelve Jyotirlingas, known for the Bhasma Aarti at dawn.",
    "latitude": 23.182778,
    "longitude": 75.768333,
    "photos": ["https://example.in/mahakal.jpg"],
}
NEW_SERVICE = {
    "name": "Bhasma Aarti Darshan",
    "description": "Darshan of the dawn aarti with sacred ash.",
    "price": 251,
    "duration": "2 hours",
    "timeSlots": ["4:00 AM", "5:00 am", "04:00 AM"],
}
NEW_ADMIN = {
    "adminName": "Ravi Sharma",
    "adminEmail": "Ravi.Sharma@Example.in",
    "adminPhone": "+91 98765 43210",
    "username": "Ravi.Kashi",
    "password": "Har-Har-Mahadev-2026",
}
OLD_ADMIN_ID = "temple-admin-kashi-admin"

PHOTO_RULE_START = "Each photo must be a picture uploaded here, or a web address"


def booking(booking_id: str, status: str, amount: int, temple_id: str = TEMPLE_A) -> TempleBooking:
    return TempleBooking(
        id=booking_id,
        temple_id=temple_id,
        service_id=SERVICE_A if temple_id == TEMPLE_A else SERVICE_B,
        service_name="Rudrabhishek",
        customer_name="Asha Verma",
        customer_phone="9812345678",
        selected_date="2026-11-25",
        selected_time="6:00 AM",
        status=status,
        payment_status="paid",
        total_amount=Decimal(amount),
    )


def no_secrets(text: str) -> None:
    assert "password" not in text.lower()
    assert "$argon2" not in text


# --- stats and list ---------------------------------------------------------------------


async def test_the_summary_counts_what_the_spec_says(as_admin: ClientFor, db: Database) -> None:
    super_admin = await as_admin(SUPER)
    gone = Temple(
        id="temple-gone", name="Closed", address="Somewhere", description="x", is_active=False
    )
    await add(db, gone)
    await add(
        db,
        TempleService(
            id="tsvc-gone", temple_id="temple-gone", name="x", description="x", price=Decimal(1)
        ),
        booking("TB1", "completed", 751),
        booking("TB2", "completed", 101, TEMPLE_B),
        booking("TB3", "confirmed", 5000),
        booking("TB4", "cancelled", 151),
    )
    response = await super_admin.get(SUMMARY)
    assert response.status_code == 200, response.text
    # 3 active temples; 5 active services of active temples; every booking; revenue of the
    # completed ones; active temple admins (kashi-admin, kashi-viewer, mumbai-admin).
    assert response.json() == {
        "totalTemples": 3,
        "totalServices": 5,
        "totalBookings": 4,
        "totalRevenue": 852,
        "templeAdmins": 3,
    }


async def test_the_list_searches_name_and_address_with_tab_counts(as_admin: ClientFor) -> None:
    super_admin = await as_admin(SUPER)
    everything = (await super_admin.get(TEMPLES)).json()
    assert everything["total"] == 3
    assert [t["name"] for t in everything["items"]] == [
        "Shree Siddhivinayak Temple",
        "Shri Kashi Vishwanath Temple",
        "Shrimant Dagdusheth Halwai Ganpati Temple",
    ]
    by_address = (await super_admin.get(TEMPLES, params={"q": "VARANASI"})).json()
    assert [t["id"] for t in by_address["items"]] == [TEMPLE_A]
    kashi = by_address["items"][0]
    assert kashi["coordinates"] == {"latitude": 25.310833, "longitude": 83.010556}
    assert kashi["isActive"] is True
    # Two services; three admins of whom the retired one is inactive.
    assert (kashi["serviceCount"], kashi["activeServiceCount"]) == (2, 2)
    assert (kashi["adminCount"], kashi["activeAdminCount"]) == (3, 2)
    by_name = (await super_admin.get(TEMPLES, params={"q": "ganpati"})).json()
    assert [t["id"] for t in by_name["items"]] == [TEMPLE_DUNGESHWAR]
    assert by_name["items"][0]["adminCount"] == 0
    assert (await super_admin.get(TEMPLES, params={"q": "description-only"})).json()["total"] == 0
    page = (await super_admin.get(TEMPLES, params={"limit": 1, "offset": 1})).json()
    assert page["total"] == 3
    assert [t["id"] for t in page["items"]] == [TEMPLE_A]


async def test_a_literal_percent_matches_nothing(as_admin: ClientFor) -> None:
    super_admin = await as_admin(SUPER)
    assert (await super_admin.get(TEMPLES, params={"q": "%"})).json()["total"] == 0


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", SUMMARY),
        ("GET", TEMPLES),
        ("POST", TEMPLES),
        ("PATCH", f"{TEMPLES}/{TEMPLE_A}"),
        ("DELETE", f"{TEMPLES}/{TEMPLE_A}"),
        ("POST", f"{TEMPLES}/{TEMPLE_A}/admins"),
        ("PATCH", f"/api/admin/temple-admins/{OLD_ADMIN_ID}"),
        ("DELETE", f"/api/admin/temple-admins/{OLD_ADMIN_ID}"),
    ],
)
async def test_super_admin_only_screens_refuse_everyone_else(
    as_admin: ClientFor, db: Database, method: str, path: str
) -> None:
    bodies = {"POST": NEW_TEMPLE if path == TEMPLES else NEW_ADMIN, "PATCH": {"name": "X Y"}}
    body = bodies.get(method)
    for caller, status in ((NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403)):
        response = await (await as_admin(caller)).request(method, path, json=body)
        assert response.status_code == status, (caller, response.text)
    temple = await get(db, Temple, TEMPLE_A)
    assert temple.is_active
    assert temple.name == "Shri Kashi Vishwanath Temple"
    assert await count(db, Temple) == 3
    assert await get(db, AdminUser, OLD_ADMIN_ID) is not None


# --- temple detail ----------------------------------------------------------------------


async def test_the_super_admin_sees_every_service_and_the_admins_without_secrets(
    as_admin: ClientFor, db: Database
) -> None:
    async with db.writer() as session:
        service = await session.get(TempleService, "tsvc-kashi-bilva-archana")
        assert service is not None
        service.is_active = False
        await session.commit()
    response = await (await as_admin(SUPER)).get(f"{TEMPLES}/{TEMPLE_A}")
    assert response.status_code == 200
    body = response.json()
    assert body["name"] == "Shri Kashi Vishwanath Temple"
    assert [(s["id"], s["isActive"]) for s in body["services"]] == [
        ("tsvc-kashi-bilva-archana", False),
        ("tsvc-kashi-rudrabhishek", True),
    ]
    rudrabhishek = body["services"][1]
    assert rudrabhishek["price"] == 751
    assert rudrabhishek["timeSlots"] == ["4:00 AM", "6:00 AM", "11:00 AM", "7:00 PM"]
    assert [a["username"] for a in body["admins"]] == [
        "kashi-admin",
        "kashi-retired",
        "kashi-viewer",
    ]
    first = body["admins"][0]
    assert set(first) == {
        "id",
        "templeId",
        "adminId",
        "adminName",
        "adminEmail",
        "adminPhone",
        "username",
        "permissions",
        "isActive",
        "createdAt",
        "updatedAt",
    }
    assert first["adminEmail"] == "kashi-admin@example.in"
    no_secrets(response.text)


async def test_a_temple_admin_sees_only_its_own_temple_without_the_admins(
    as_admin: ClientFor,
) -> None:
    own = await (await as_admin(ADMIN_A)).get(f"{TEMPLES}/{TEMPLE_A}")
    assert own.status_code == 200
    assert own.json()["admins"] is None
    assert len(own.json()["services"]) == 2
    other = await (await as_admin(ADMIN_A)).get(f"{TEMPLES}/{TEMPLE_B}")
    assert other.status_code == 404
    guessed = await (await as_admin(ADMIN_A)).get(f"{TEMPLES}/temple-made-up")
    assert guessed.status_code == 404
    assert other.json() == guessed.json() == {"detail": "Unknown Temple", "code": "unknown_temple"}
    assert (await (await as_admin(NOBODY)).get(f"{TEMPLES}/{TEMPLE_A}")).status_code == 401
    assert (await (await as_admin(INACTIVE_A)).get(f"{TEMPLES}/{TEMPLE_A}")).status_code == 401


async def test_an_unknown_temple_is_404_for_the_super_admin(as_admin: ClientFor) -> None:
    super_admin = await as_admin(SUPER)
    assert (await super_admin.get(f"{TEMPLES}/temple-nowhere")).status_code == 404
    assert (await super_admin.get(f"{TEMPLES}/bad%20id")).status_code == 422


# --- temple form ------------------------------------------------------------------------


async def test_a_temple_is_created_with_distinct_photos(as_admin: ClientFor, db: Database) -> None:
    body = {**NEW_TEMPLE, "photos": ["https://a.in/1.jpg", " https://a.in/1.jpg", "", "http://b"]}
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("temple-")
    assert created["name"] == NEW_TEMPLE["name"]
    assert created["coordinates"] == {"latitude": 23.182778, "longitude": 75.768333}
    assert created["photos"] == ["https://a.in/1.jpg", "http://b"]
    assert created["isActive"] is True
    assert created["createdAt"] == "2026-11-22T06:30:00Z"
    stored = await get(db, Temple, created["id"])
    assert stored.address == NEW_TEMPLE["address"]
    assert stored.photos == ["https://a.in/1.jpg", "http://b"]


@pytest.mark.parametrize("missing", ["name", "address", "description"])
async def test_name_address_and_description_are_required(
    as_admin: ClientFor, db: Database, missing: str
) -> None:
    super_admin = await as_admin(SUPER)
    for body in (
        {k: v for k, v in NEW_TEMPLE.items() if k != missing},
        {**NEW_TEMPLE, missing: "   "},
    ):
        response = await super_admin.post(TEMPLES, json=body)
        assert response.status_code == 422
        assert response.json()["detail"] == REQUIRED
        assert response.json()["errors"][0]["field"] == missing
    assert await count(db, Temple) == 3


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"latitude": 91}, "Latitude must be between -90 and 90"),
        ({"longitude": "-180.5"}, "Longitude must be between -180 and 180"),
        (
            {"photos": ["ftp://a.in/x.jpg"]},
            "Each photo must be a picture uploaded here, or a web address",
        ),
        (
            {"photos": ["javascript:alert(1)"]},
            "Each photo must be a picture uploaded here, or a web address",
        ),
        ({"photos": [f"https://a.in/{n}.jpg" for n in range(21)]}, "photos: List should have"),
        ({"name": "x" * 161}, "name: String should have at most 160 characters"),
        ({"rating": 5}, "Unknown field: rating"),
    ],
)
async def test_bad_temple_fields_are_refused_with_a_clear_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], message: str
) -> None:
    response = await (await as_admin(SUPER)).post(TEMPLES, json={**NEW_TEMPLE, **changes})
    assert response.status_code == 422
    assert response.json()["detail"].startswith(message)
    assert await count(db, Temple) == 3


async def test_without_coordinates_the_pin_code_places_the_temple(as_admin: ClientFor) -> None:
    body = {
        **NEW_TEMPLE,
        "address": "Vishwanath Gali, Varanasi, Uttar Pradesh 221001",
        "latitude": "not a number",  # the form's rule: non-numeric becomes 0
    }
    del body["longitude"]
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201, response.text
    # The middle of PIN 221001's post offices, not Varanasi's town centre (25.31668, 83.01041).
    assert response.json()["coordinates"] == {"latitude": 25.31879, "longitude": 83.01296}


async def test_without_a_pin_code_the_gazetteer_places_the_temple(as_admin: ClientFor) -> None:
    body = {**NEW_TEMPLE, "address": "Vishwanath Gali, Varanasi, Uttar Pradesh"}
    body.update(latitude=0, longitude=0)
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["coordinates"] == {"latitude": 25.31668, "longitude": 83.01041}


async def test_an_unplaceable_address_keeps_zero_without_a_search_url(as_admin: ClientFor) -> None:
    body = {**NEW_TEMPLE, "address": "Behind the old banyan tree", "latitude": 0, "longitude": 0}
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201
    assert response.json()["coordinates"] == {"latitude": 0, "longitude": 0}


Handler = Callable[[httpx.Request], httpx.Response]


@pytest.fixture
def search_service(app: FastAPI) -> Callable[[Handler], list[httpx.Request]]:
    """Point the temple forms at a fake Nominatim; returns the requests it received."""

    def install(handler: Handler) -> list[httpx.Request]:
        seen: list[httpx.Request] = []

        def record(request: httpx.Request) -> httpx.Response:
            seen.append(request)
            return handler(request)

        settings = GeocoderSettings(url="http://maps.test/search", user_agent="Punya tests")
        transport = httpx.MockTransport(record)
        app.state.geocoder = Geocoder(settings, transport=transport)
        return seen

    return install


async def test_the_search_service_places_what_the_gazetteer_cannot(
    as_admin: ClientFor, search_service: Callable[[Handler], list[httpx.Request]]
) -> None:
    answer = [{"lat": "23.1827", "lon": "75.7682", "display_name": "Mahakal"}]
    seen = search_service(lambda _request: httpx.Response(200, json=answer))
    body = {**NEW_TEMPLE, "address": "Mahakal Lok Corridor, Jaisinghpura", "latitude": 0}
    body["longitude"] = 0
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["coordinates"] == {"latitude": 23.1827, "longitude": 75.7682}
    [request] = seen
    assert request.url.host == "maps.test"
    assert request.url.path == "/search"
    assert dict(request.url.params) == {
        "format": "json",
        "q": "Mahakal Lok Corridor, Jaisinghpura",
        "limit": "1",
    }
    assert request.headers["user-agent"] == "Punya tests"


async def test_coordinates_given_are_never_looked_up(
    as_admin: ClientFor, search_service: Callable[[Handler], list[httpx.Request]]
) -> None:
    seen = search_service(lambda _request: httpx.Response(200, json=[]))
    response = await (await as_admin(SUPER)).post(TEMPLES, json=NEW_TEMPLE)
    assert response.status_code == 201
    assert seen == []


def _raise_timeout(request: httpx.Request) -> httpx.Response:
    raise httpx.ReadTimeout("too slow", request=request)


@pytest.mark.parametrize(
    "handler",
    [
        lambda _r: httpx.Response(503, text="overloaded"),
        lambda _r: httpx.Response(200, text="<html>not json</html>"),
        lambda _r: httpx.Response(200, json=[]),
        lambda _r: httpx.Response(200, json=[{"lat": "north", "lon": "east"}]),
        _raise_timeout,
    ],
    ids=["503", "not-json", "no-result", "bad-numbers", "timeout"],
)
async def test_a_failing_search_service_never_fails_the_save(
    as_admin: ClientFor,
    db: Database,
    search_service: Callable[[Handler], list[httpx.Request]],
    handler: Handler,
) -> None:
    seen = search_service(handler)
    body = {**NEW_TEMPLE, "address": "Unmapped lane", "latitude": 0, "longitude": 0}
    response = await (await as_admin(SUPER)).post(TEMPLES, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["coordinates"] == {"latitude": 0, "longitude": 0}
    assert len(seen) == 1
    assert await count(db, Temple) == 4


async def test_a_temple_is_edited_field_by_field(as_admin: ClientFor, db: Database) -> None:
    super_admin = await as_admin(SUPER)
    response = await super_admin.patch(
        f"{TEMPLES}/{TEMPLE_B}", json={"name": "Shri Siddhivinayak Mandir", "photos": []}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["name"] == "Shri Siddhivinayak Mandir"
    assert body["address"] == "S.K. Bole Marg, Prabhadevi, Mumbai, Maharashtra 400028"
    assert body["coordinates"] == {"latitude": 19.016944, "longitude": 72.830278}
    assert body["updatedAt"] == "2026-11-22T06:30:00Z"
    assert (await get(db, Temple, TEMPLE_B)).name == "Shri Siddhivinayak Mandir"


async def test_an_edit_that_zeroes_the_coordinates_geocodes_the_address(
    as_admin: ClientFor, search_service: Callable[[Handler], list[httpx.Request]]
) -> None:
    seen = search_service(lambda _r: httpx.Response(200, json=[{"lat": "1.5", "lon": "2.5"}]))
    response = await (await as_admin(SUPER)).patch(
        f"{TEMPLES}/{TEMPLE_B}", json={"latitude": 0, "longitude": 0}
    )
    # Its PIN (400028) is on the map: the search service is not asked.
    assert response.json()["coordinates"] == {"latitude": 19.02206, "longitude": 72.83889}
    assert seen == []
    moved = await (await as_admin(SUPER)).patch(
        f"{TEMPLES}/{TEMPLE_B}",
        json={"address": "Unmapped lane", "latitude": 0, "longitude": 0},
    )
    assert moved.json()["coordinates"] == {"latitude": 1.5, "longitude": 2.5}
    assert len(seen) == 1


async def test_a_temple_edit_checks_photos_and_coordinates(
    as_admin: ClientFor, db: Database
) -> None:
    super_admin = await as_admin(SUPER)
    path = f"{TEMPLES}/{TEMPLE_B}"
    seeded = (await get(db, Temple, TEMPLE_B)).photos
    too_many = {"photos": [f"https://a.in/{n}.jpg" for n in range(21)]}
    assert (await super_admin.patch(path, json=too_many)).status_code == 422
    bad = await super_admin.patch(path, json={"photos": ["file:///etc/passwd"]})
    assert bad.json()["detail"] == f"{PHOTO_RULE_START} starting with http:// or https://"
    far = await super_admin.patch(path, json={"longitude": 181})
    assert far.json()["detail"] == "Longitude must be between -180 and 180"
    assert (await get(db, Temple, TEMPLE_B)).photos == seeded  # refused edits change nothing


@pytest.mark.parametrize(
    ("body", "field"),
    [({"name": None}, "name"), ({"isActive": None}, "isActive"), ({"address": ""}, "address")],
)
async def test_an_edit_cannot_clear_a_required_field(
    as_admin: ClientFor, db: Database, body: dict[str, Any], field: str
) -> None:
    response = await (await as_admin(SUPER)).patch(f"{TEMPLES}/{TEMPLE_B}", json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == REQUIRED
    assert response.json()["errors"][0]["field"] == field
    temple = await get(db, Temple, TEMPLE_B)
    assert temple.name == "Shree Siddhivinayak Temple"
    assert temple.is_active


async def test_editing_an_unknown_temple_is_404(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).patch(f"{TEMPLES}/temple-nowhere", json={"name": "X"})
    assert response.status_code == 404
    assert response.json()["detail"] == "Unknown Temple"


async def test_deleting_a_temple_is_soft_and_can_be_undone(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    super_admin = await as_admin(SUPER)
    deleted = await super_admin.delete(f"{TEMPLES}/{TEMPLE_B}")
    assert deleted.status_code == 204
    assert deleted.content == b""
    temple = await get(db, Temple, TEMPLE_B)
    assert temple.is_active is False
    assert await count(db, TempleService) == 5  # its services and bookings stay
    assert (await super_admin.get(TEMPLES)).json()["total"] == 2
    assert (await super_admin.get(SUMMARY)).json()["totalServices"] == 3
    assert (await client.get(f"/api/temples/{TEMPLE_B}")).status_code == 404
    # Deleting it again changes nothing; the detail still shows it, flagged.
    assert (await super_admin.delete(f"{TEMPLES}/{TEMPLE_B}")).status_code == 204
    assert (await super_admin.get(f"{TEMPLES}/{TEMPLE_B}")).json()["isActive"] is False
    restored = await super_admin.patch(f"{TEMPLES}/{TEMPLE_B}", json={"isActive": True})
    assert restored.json()["isActive"] is True
    assert (await client.get(f"/api/temples/{TEMPLE_B}")).status_code == 200
    assert (await super_admin.delete(f"{TEMPLES}/temple-nowhere")).status_code == 404


# --- temple services --------------------------------------------------------------------

SERVICES_A = f"{TEMPLES}/{TEMPLE_A}/services"
SERVICES_B = f"{TEMPLES}/{TEMPLE_B}/services"
NO_SERVICES = "kashi-no-services"


@pytest.fixture
async def signed_in(
    app: FastAPI, db: Database, clock: Clock
) -> AsyncIterator[Callable[[AdminUser], Any]]:
    """`await signed_in(user)`: store `user` and return a client with a session for it."""
    clients: list[httpx.AsyncClient] = []

    async def sign_in(user: AdminUser) -> httpx.AsyncClient:
        await add(db, user)
        http = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=PUBLIC_URL)
        http.cookies.set(SESSION_COOKIE, await store_session(db, user, clock.now))
        clients.append(http)
        return http

    yield sign_in
    for http in clients:
        await http.aclose()


def without_manage_services() -> AdminUser:
    return admin_user(
        NO_SERVICES,
        temple_id=TEMPLE_A,
        permissions={"manageServices": False, "manageBookings": True, "viewReports": True},
    )


async def test_a_service_is_added_with_clean_time_slots(as_admin: ClientFor, db: Database) -> None:
    response = await (await as_admin(SUPER)).post(SERVICES_A, json=NEW_SERVICE)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("tsvc-")
    assert {k: v for k, v in created.items() if k not in ("id", "createdAt", "updatedAt")} == {
        "templeId": TEMPLE_A,
        "name": "Bhasma Aarti Darshan",
        "description": "Darshan of the dawn aarti with sacred ash.",
        "price": 251,
        "duration": "2 hours",
        "timeSlots": ["4:00 AM", "5:00 AM"],
        "slotCapacity": None,
        "shipsPrasad": False,
        "nameHi": None,
        "descriptionHi": None,
        "durationHi": None,
        "isActive": True,
    }
    stored = await get(db, TempleService, created["id"])
    assert stored.price == Decimal("251.00")
    assert stored.time_slots == ["4:00 AM", "5:00 AM"]


async def test_a_temple_admin_adds_services_to_its_own_temple_only(
    as_admin: ClientFor, db: Database
) -> None:
    own = await (await as_admin(ADMIN_A)).post(SERVICES_A, json=NEW_SERVICE)
    assert own.status_code == 201
    assert own.json()["templeId"] == TEMPLE_A
    # VIEWER_A lacks manageBookings, not manageServices.
    assert (await (await as_admin(VIEWER_A)).post(SERVICES_A, json=NEW_SERVICE)).status_code == 201
    other = await (await as_admin(ADMIN_A)).post(SERVICES_B, json=NEW_SERVICE)
    assert other.status_code == 403
    assert other.json()["detail"] == "You can only manage your own temple"
    named = await (await as_admin(ADMIN_A)).post(
        SERVICES_A, json={**NEW_SERVICE, "templeId": TEMPLE_B}
    )
    assert named.status_code == 403
    assert (
        await (await as_admin(INACTIVE_A)).post(SERVICES_A, json=NEW_SERVICE)
    ).status_code == 401
    assert (await (await as_admin(NOBODY)).post(SERVICES_A, json=NEW_SERVICE)).status_code == 401
    assert await count(db, TempleService) == 7


async def test_without_manage_services_a_temple_admin_cannot_touch_services(
    signed_in: Callable[[AdminUser], Any], db: Database
) -> None:
    admin = await signed_in(without_manage_services())
    for response in (
        await admin.post(SERVICES_A, json=NEW_SERVICE),
        await admin.patch(f"/api/admin/temple-services/{SERVICE_A}", json={"price": 1}),
        await admin.delete(f"/api/admin/temple-services/{SERVICE_A}"),
    ):
        assert response.status_code == 403
        assert response.json()["detail"] == "You do not have permission to manage services"
    service = await get(db, TempleService, SERVICE_A)
    assert (service.price, service.is_active) == (Decimal("751.00"), True)
    assert await count(db, TempleService) == 5


async def test_a_mismatched_temple_id_in_the_body_is_refused(
    as_admin: ClientFor, db: Database
) -> None:
    super_admin = await as_admin(SUPER)
    response = await super_admin.post(SERVICES_A, json={**NEW_SERVICE, "templeId": TEMPLE_B})
    assert response.status_code == 422
    assert response.json()["detail"] == "templeId must be the temple in the address"
    same = await super_admin.post(SERVICES_A, json={**NEW_SERVICE, "templeId": TEMPLE_A})
    assert same.status_code == 201
    unknown = await super_admin.post(f"{TEMPLES}/temple-nowhere/services", json=NEW_SERVICE)
    assert unknown.status_code == 404
    assert unknown.json()["detail"] == "Unknown Temple"
    assert await count(db, TempleService) == 6


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"price": -1}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"price": 10.5}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"price": "ten"}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"price": 200_001}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"price": True}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"price": None}, REQUIRED),
        ({"name": ""}, REQUIRED),
        ({"description": None}, REQUIRED),
        ({"timeSlots": ["9am"]}, 'Time slot "9am" is not a clock time like 9:00 AM'),
        ({"timeSlots": ["25:00 PM"]}, 'Time slot "25:00 PM" is not a clock time like 9:00 AM'),
        ({"duration": "d" * 61}, "duration: String should have at most 60 characters"),
    ],
)
async def test_bad_service_fields_are_refused_with_a_clear_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], message: str
) -> None:
    response = await (await as_admin(SUPER)).post(SERVICES_A, json={**NEW_SERVICE, **changes})
    assert response.status_code == 422, response.text
    assert response.json()["detail"] == message
    assert await count(db, TempleService) == 5


async def test_a_free_service_without_duration_or_slots_is_fine(as_admin: ClientFor) -> None:
    body = {"name": "Darshan", "description": "Free darshan", "price": "0", "duration": None}
    response = await (await as_admin(SUPER)).post(SERVICES_A, json=body)
    assert response.status_code == 201, response.text
    assert (response.json()["price"], response.json()["duration"]) == (0, "")
    assert response.json()["timeSlots"] == []


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"price": 0.5}, "Price must be a whole number of rupees from 0 to 200000"),
        ({"timeSlots": ["noon"]}, 'Time slot "noon" is not a clock time like 9:00 AM'),
        ({"timeSlots": None}, REQUIRED),
        ({"name": "  "}, REQUIRED),
    ],
)
async def test_a_service_edit_checks_fields_like_the_form(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], message: str
) -> None:
    path = f"/api/admin/temple-services/{SERVICE_A}"
    response = await (await as_admin(ADMIN_A)).patch(path, json=changes)
    assert response.status_code == 422
    assert response.json()["detail"] == message
    service = await get(db, TempleService, SERVICE_A)
    assert (service.name, service.price) == ("Rudrabhishek", Decimal("751.00"))
    assert service.time_slots == ["4:00 AM", "6:00 AM", "11:00 AM", "7:00 PM"]


async def test_a_service_is_edited_by_its_temple_admin(as_admin: ClientFor, db: Database) -> None:
    response = await (await as_admin(ADMIN_A)).patch(
        f"/api/admin/temple-services/{SERVICE_A}",
        json={"price": 1001, "timeSlots": ["06:00 pm", "6:00 PM"], "templeId": TEMPLE_A},
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["price"], body["timeSlots"], body["name"]) == (1001, ["6:00 PM"], "Rudrabhishek")
    assert body["updatedAt"] == "2026-11-22T06:30:00Z"
    stored = await get(db, TempleService, SERVICE_A)
    assert (stored.price, stored.time_slots) == (Decimal("1001.00"), ["6:00 PM"])


async def test_another_temples_service_is_not_found_for_a_temple_admin(
    as_admin: ClientFor, db: Database
) -> None:
    admin_b = await as_admin(ADMIN_B)
    path = f"/api/admin/temple-services/{SERVICE_A}"
    patched = await admin_b.patch(path, json={"price": 1})
    deleted = await admin_b.delete(path)
    guessed = await admin_b.patch("/api/admin/temple-services/tsvc-made-up", json={"price": 1})
    for response in (patched, deleted, guessed):
        assert response.status_code == 404
        assert response.json()["detail"] == "Unknown Service"
    service = await get(db, TempleService, SERVICE_A)
    assert (service.price, service.is_active) == (Decimal("751.00"), True)


async def test_a_service_never_moves_to_another_temple(as_admin: ClientFor, db: Database) -> None:
    path = f"/api/admin/temple-services/{SERVICE_A}"
    by_admin = await (await as_admin(ADMIN_A)).patch(path, json={"templeId": TEMPLE_B})
    assert by_admin.status_code == 403
    by_super = await (await as_admin(SUPER)).patch(path, json={"templeId": TEMPLE_B, "price": 5})
    assert by_super.status_code == 422
    assert by_super.json()["detail"] == "A service cannot be moved to another temple"
    service = await get(db, TempleService, SERVICE_A)
    assert (service.temple_id, service.price) == (TEMPLE_A, Decimal("751.00"))


async def test_a_deleted_service_is_hidden_from_devotees(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    admin_a = await as_admin(ADMIN_A)
    path = f"/api/admin/temple-services/{SERVICE_A}"
    assert (await admin_a.delete(path)).status_code == 204
    assert (await get(db, TempleService, SERVICE_A)).is_active is False
    public = (await client.get(f"/api/temples/{TEMPLE_A}")).json()
    assert [s["id"] for s in public["services"]] == ["tsvc-kashi-bilva-archana"]
    assert (await admin_a.delete(path)).status_code == 204  # again: nothing changes
    detail = (await admin_a.get(f"{TEMPLES}/{TEMPLE_A}")).json()
    assert {s["id"]: s["isActive"] for s in detail["services"]}[SERVICE_A] is False
    back = await admin_a.patch(path, json={"isActive": True})
    assert back.json()["isActive"] is True
    unknown = await (await as_admin(SUPER)).delete("/api/admin/temple-services/tsvc-nowhere")
    assert unknown.status_code == 404


CAPACITY_RULE = (
    "Bookings per time slot must be a whole number from 1 to 10000, or empty for no limit"
)


async def test_an_admin_sets_a_services_slot_capacity(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    created = await (await as_admin(SUPER)).post(
        SERVICES_A, json={**NEW_SERVICE, "slotCapacity": 25}
    )
    assert created.status_code == 201, created.text
    assert created.json()["slotCapacity"] == 25
    assert (await get(db, TempleService, created.json()["id"])).slot_capacity == 25
    admin_a = await as_admin(ADMIN_A)
    path = f"/api/admin/temple-services/{SERVICE_A}"
    assert (await get(db, TempleService, SERVICE_A)).slot_capacity is None  # the seed's: no limit
    set_to_one = await admin_a.patch(path, json={"slotCapacity": "1"})
    assert set_to_one.status_code == 200, set_to_one.text
    assert set_to_one.json()["slotCapacity"] == 1
    # Another field's edit keeps it; the temple detail shows it.
    assert (await admin_a.patch(path, json={"price": 800})).json()["slotCapacity"] == 1
    detail = (await admin_a.get(f"{TEMPLES}/{TEMPLE_A}")).json()
    assert {s["id"]: s["slotCapacity"] for s in detail["services"]}[SERVICE_A] == 1
    # Devotees: one booking of a slot, then that slot is full.
    body = {
        "templeId": TEMPLE_A,
        "serviceId": SERVICE_A,
        "customerName": "Ravi Shankar Tiwari",
        "customerPhone": "9415011223",
        "selectedDate": india_date(3),
        "selectedTime": "6:00 AM",
    }
    assert (await client.post("/api/temple-bookings", json=body)).status_code == 201
    full = await client.post("/api/temple-bookings", json=body)
    assert (full.status_code, full.json()["code"]) == (409, "slot_full")
    # null (or an emptied field) takes the limit away again.
    cleared = await admin_a.patch(path, json={"slotCapacity": None})
    assert cleared.status_code == 200
    assert cleared.json()["slotCapacity"] is None
    assert (await get(db, TempleService, SERVICE_A)).slot_capacity is None
    assert (await client.post("/api/temple-bookings", json=body)).status_code == 201
    await admin_a.patch(path, json={"slotCapacity": 4})
    assert (await admin_a.patch(path, json={"slotCapacity": " "})).json()["slotCapacity"] is None


@pytest.mark.parametrize("capacity", [0, -1, 1.5, "many", True, 10_001, [3]])
async def test_a_bad_slot_capacity_is_refused(
    as_admin: ClientFor, db: Database, capacity: object
) -> None:
    admin_a = await as_admin(ADMIN_A)
    created = await admin_a.post(SERVICES_A, json={**NEW_SERVICE, "slotCapacity": capacity})
    edited = await admin_a.patch(
        f"/api/admin/temple-services/{SERVICE_A}", json={"slotCapacity": capacity}
    )
    for response in (created, edited):
        assert response.status_code == 422, response.text
        assert response.json()["detail"] == CAPACITY_RULE
        assert [e["field"] for e in response.json()["errors"]] == ["slotCapacity"]
    assert await count(db, TempleService) == 5
    assert (await get(db, TempleService, SERVICE_A)).slot_capacity is None


# --- temple admins ----------------------------------------------------------------------

ADMINS_A = f"{TEMPLES}/{TEMPLE_A}/admins"
ME = "/api/auth/me"


def admin_path(admin_user_id: str = OLD_ADMIN_ID) -> str:
    return f"/api/admin/temple-admins/{admin_user_id}"


async def test_a_temple_admin_is_added_with_the_spec_defaults(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    response = await (await as_admin(SUPER)).post(ADMINS_A, json=NEW_ADMIN)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("temple-admin-")
    assert created["adminId"].startswith("admin-")
    assert {k: v for k, v in created.items() if k not in ("id", "adminId")} == {
        "templeId": TEMPLE_A,
        "adminName": "Ravi Sharma",
        "adminEmail": "ravi.sharma@example.in",
        "adminPhone": "9876543210",
        "username": "ravi.kashi",
        "permissions": {
            "manageServices": True,
            "manageBookings": True,
            "viewReports": True,
            "manageTimings": False,
        },
        "isActive": True,
        "createdAt": "2026-11-22T06:30:00Z",
        "updatedAt": "2026-11-22T06:30:00Z",
    }
    no_secrets(response.text)
    stored = await get(db, AdminUser, created["id"])
    assert stored.role == "temple-admin"
    assert stored.password_hash.startswith("$argon2id$")
    assert NEW_ADMIN["password"] not in stored.password_hash
    # The new admin signs in with the password and lands on its temple.
    login = await client.post(
        "/api/auth/login", json={"username": "ravi.kashi", "password": NEW_ADMIN["password"]}
    )
    assert login.status_code == 200
    assert login.json()["user"]["templeId"] == TEMPLE_A


async def test_given_ids_and_permissions_are_kept(as_admin: ClientFor) -> None:
    body = {
        **NEW_ADMIN,
        "adminId": "admin-ravi",
        "permissions": {"manageBookings": False, "manageTimings": True},
        "isActive": False,
        "templeId": TEMPLE_A,
    }
    response = await (await as_admin(SUPER)).post(ADMINS_A, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["adminId"] == "admin-ravi"
    assert response.json()["isActive"] is False
    assert response.json()["permissions"] == {
        "manageServices": True,
        "manageBookings": False,
        "viewReports": True,
        "manageTimings": True,
    }


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"adminName": None}, REQUIRED),
        ({"adminEmail": ""}, REQUIRED),
        ({"adminPhone": " "}, REQUIRED),
        ({"username": None}, REQUIRED),
        ({"password": ""}, REQUIRED),
        ({"adminEmail": "ravi.example.in"}, "Invalid email format"),
        ({"adminPhone": "98765"}, "Phone number must be 10 digits"),
        ({"adminPhone": "5876543210"}, "Invalid Indian mobile number format"),
        ({"username": "r!"}, "Username must be 3 to 60 characters: letters, digits, '.', '_',"),
        ({"password": "short"}, "Password must be 8 to 128 characters long"),
        ({"password": "x" * 129}, "Password must be 8 to 128 characters long"),
        (
            {"permissions": {"manageEverything": True}},
            "Unknown field: permissions.manageEverything",
        ),
        ({"templeId": TEMPLE_B}, "templeId must be the temple in the address"),
    ],
)
async def test_bad_admin_fields_are_refused_with_a_clear_message(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], message: str
) -> None:
    response = await (await as_admin(SUPER)).post(ADMINS_A, json={**NEW_ADMIN, **changes})
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith(message)
    assert await count(db, AdminUser) == 5


async def test_null_optional_fields_take_their_defaults(as_admin: ClientFor) -> None:
    body = {**NEW_ADMIN, "permissions": None, "isActive": None, "adminId": None}
    response = await (await as_admin(SUPER)).post(ADMINS_A, json=body)
    assert response.status_code == 201, response.text
    assert response.json()["isActive"] is True
    assert response.json()["permissions"]["manageServices"] is True


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"adminEmail": "nope"}, "Invalid email format"),
        ({"adminPhone": "12345"}, "Phone number must be 10 digits"),
        ({"password": "short"}, "Password must be 8 to 128 characters long"),
        ({"adminName": None}, REQUIRED),
        ({"username": " "}, REQUIRED),
        ({"permissions": None}, REQUIRED),
    ],
)
async def test_an_admin_edit_checks_fields_like_the_form(
    as_admin: ClientFor, db: Database, changes: dict[str, Any], message: str
) -> None:
    before = await get(db, AdminUser, OLD_ADMIN_ID)
    response = await (await as_admin(SUPER)).patch(admin_path(), json=changes)
    assert response.status_code == 422
    assert response.json()["detail"] == message
    after = await get(db, AdminUser, OLD_ADMIN_ID)
    assert (after.email, after.phone, after.password_hash, after.updated_at) == (
        before.email,
        before.phone,
        before.password_hash,
        before.updated_at,
    )


async def test_a_username_is_unique_across_all_admins(as_admin: ClientFor, db: Database) -> None:
    super_admin = await as_admin(SUPER)
    for taken in ("Kashi-Admin", "root"):
        response = await super_admin.post(ADMINS_A, json={**NEW_ADMIN, "username": taken})
        assert response.status_code == 409
        assert response.json()["detail"] == (
            f'The username "{taken.lower()}" is already taken; choose another username'
        )
        assert response.json()["errors"][0]["field"] == "username"
    renamed = await super_admin.patch(admin_path(), json={"username": "mumbai-admin"})
    assert renamed.status_code == 409
    assert await count(db, AdminUser) == 5
    assert (await get(db, AdminUser, OLD_ADMIN_ID)).username == "kashi-admin"
    # Keeping one's own username is no conflict.
    assert (await super_admin.patch(admin_path(), json={"username": "KASHI-ADMIN"})).is_success


async def test_an_admin_for_an_unknown_temple_is_404(as_admin: ClientFor, db: Database) -> None:
    response = await (await as_admin(SUPER)).post(
        f"{TEMPLES}/temple-nowhere/admins", json=NEW_ADMIN
    )
    assert response.status_code == 404
    assert response.json()["detail"] == "Unknown Temple"
    assert await count(db, AdminUser) == 5


async def test_an_edit_keeps_the_password_and_merges_permissions(
    as_admin: ClientFor, db: Database
) -> None:
    kashi = await as_admin(ADMIN_A)
    before = (await get(db, AdminUser, OLD_ADMIN_ID)).password_hash
    response = await (await as_admin(SUPER)).patch(
        admin_path(),
        json={
            "adminName": "Kashi Admin Ji",
            "password": "",
            "permissions": {"manageTimings": True},
            "adminId": "",
        },
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["adminName"] == "Kashi Admin Ji"
    assert body["adminId"] == "admin-kashi-admin"
    assert body["permissions"] == {
        "manageServices": True,
        "manageBookings": True,
        "viewReports": True,
        "manageTimings": True,
    }
    no_secrets(response.text)
    assert (await get(db, AdminUser, OLD_ADMIN_ID)).password_hash == before
    assert (await kashi.get(ME)).status_code == 200  # no new password: still signed in


async def test_a_new_password_ends_the_admins_sessions(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    kashi = await as_admin(ADMIN_A)
    assert (await kashi.get(ME)).status_code == 200
    response = await (await as_admin(SUPER)).patch(
        admin_path(), json={"password": "Bol-Bam-Bol-Bam-108"}
    )
    assert response.status_code == 200
    no_secrets(response.text)
    assert (await kashi.get(ME)).status_code == 401
    user = await get(db, AdminUser, OLD_ADMIN_ID)
    assert await verify_password("Bol-Bam-Bol-Bam-108", user.password_hash)
    async with db.reader() as session:
        sessions = (
            await session.execute(
                select(AdminSession).where(AdminSession.admin_user_id == OLD_ADMIN_ID)
            )
        ).scalars()
        assert [s.revoked_at is not None for s in sessions] == [True]
    login = await client.post(
        "/api/auth/login", json={"username": "kashi-admin", "password": "Bol-Bam-Bol-Bam-108"}
    )
    assert login.status_code == 200


async def test_deactivating_an_admin_ends_their_sessions_and_moving_changes_their_temple(
    as_admin: ClientFor, db: Database, clock: Clock
) -> None:
    kashi = await as_admin(ADMIN_A)
    viewer = await as_admin(VIEWER_A)
    super_admin = await as_admin(SUPER)
    off = await super_admin.patch(admin_path(), json={"isActive": False})
    assert off.json()["isActive"] is False
    assert (await kashi.get(ME)).status_code == 401
    async with db.reader() as session:
        revoked = await session.scalars(
            select(AdminSession.revoked_at).where(AdminSession.admin_user_id == OLD_ADMIN_ID)
        )
        assert list(revoked) == [clock.now]
    moved = await super_admin.patch(
        admin_path("temple-admin-kashi-viewer"), json={"templeId": TEMPLE_B}
    )
    assert moved.json()["templeId"] == TEMPLE_B
    assert (await viewer.get(ME)).json()["user"]["templeId"] == TEMPLE_B
    nowhere = await super_admin.patch(admin_path(), json={"templeId": "temple-nowhere"})
    assert nowhere.status_code == 422
    assert nowhere.json()["detail"] == "Unknown Temple"


async def test_only_temple_admins_are_edited_here(as_admin: ClientFor, db: Database) -> None:
    super_admin = await as_admin(SUPER)
    for path in (admin_path("admin-root"), admin_path("temple-admin-nobody")):
        assert (await super_admin.patch(path, json={"isActive": False})).status_code == 404
        assert (await super_admin.delete(path)).status_code == 404
    root = await get(db, AdminUser, "admin-root")
    assert root.is_active


async def test_removing_an_admin_deletes_them_and_their_sessions(
    as_admin: ClientFor, db: Database
) -> None:
    kashi = await as_admin(ADMIN_A)
    response = await (await as_admin(SUPER)).delete(admin_path())
    assert response.status_code == 204
    assert await get(db, AdminUser, OLD_ADMIN_ID) is None
    async with db.reader() as session:
        left = await session.scalar(
            select(AdminSession.id).where(AdminSession.admin_user_id == OLD_ADMIN_ID)
        )
    assert left is None
    assert (await kashi.get(ME)).status_code == 401
    assert (await (await as_admin(SUPER)).delete(admin_path())).status_code == 404
    detail = (await (await as_admin(SUPER)).get(f"{TEMPLES}/{TEMPLE_A}")).json()
    assert [a["username"] for a in detail["admins"]] == ["kashi-retired", "kashi-viewer"]


# --- pure rules -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "expected"),
    [("9:00 AM", "9:00 AM"), ("09:00 am", "9:00 AM"), ("12:30 PM", "12:30 PM"), ("9am", None)],
)
def test_slots_are_written_the_way_bookings_match_them(label: str, expected: str | None) -> None:
    assert rules.canonical_slot(label) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [(None, 0.0), ("", 0.0), ("abc", 0.0), (True, 0.0), ("nan", 0.0), ("25.5", 25.5), (-3, -3.0)],
)
def test_non_numeric_coordinates_become_zero(raw: object, expected: float) -> None:
    assert rules.coordinate_or_zero(raw) == expected


def test_permissions_merge_over_what_is_stored() -> None:
    stored = {"manageServices": False, "manageBookings": True, "legacy": True}
    assert rules.merged_permissions(stored, {"viewReports": True, "manageBookings": None}) == {
        "manageServices": False,
        "manageBookings": True,
        "viewReports": True,
        "manageTimings": False,
    }


TEMPLE_INACTIVE = (
    "Your temple has been deactivated, so its admins cannot sign in. Please contact the "
    "super admin."
)


@pytest.mark.parametrize("how", ["delete", "patch"])
async def test_a_deactivated_temples_admins_are_signed_out_and_cannot_sign_in(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database, clock: Clock, how: str
) -> None:
    super_admin = await as_admin(SUPER)
    password = "Bol-Bam-Bol-Bam-108"
    assert (await super_admin.patch(admin_path(), json={"password": password})).status_code == 200
    kashi = await as_admin(ADMIN_A)
    other_temple = await as_admin(ADMIN_B)
    assert (await kashi.get(ME)).status_code == 200
    if how == "delete":
        assert (await super_admin.delete(f"{TEMPLES}/{TEMPLE_A}")).status_code == 204
    else:
        off = await super_admin.patch(f"{TEMPLES}/{TEMPLE_A}", json={"isActive": False})
        assert off.json()["isActive"] is False
    # Its admins' sessions end at once; another temple's admin and the super admin stay.
    assert (await kashi.get(ME)).status_code == 401
    assert (await other_temple.get(ME)).status_code == 200
    assert (await super_admin.get(ME)).status_code == 200
    async with db.reader() as session:
        admins = select(AdminUser.id).where(AdminUser.temple_id == TEMPLE_A)
        open_sessions = await session.scalars(
            select(AdminSession.id).where(
                AdminSession.admin_user_id.in_(admins), AdminSession.revoked_at.is_(None)
            )
        )
        assert list(open_sessions) == []
    # The right password is told why; a wrong one learns nothing new.
    login = {"username": "kashi-admin", "password": password}
    refused = await client.post("/api/auth/login", json=login)
    assert refused.status_code == 403
    assert refused.json()["detail"] == TEMPLE_INACTIVE
    assert refused.json()["code"] == "temple_inactive"
    wrong = await client.post("/api/auth/login", json={**login, "password": "guess-guess-1"})
    assert wrong.status_code == 401
    # Active again: the admin signs in again.
    await super_admin.patch(f"{TEMPLES}/{TEMPLE_A}", json={"isActive": True})
    assert (await client.post("/api/auth/login", json=login)).status_code == 200
