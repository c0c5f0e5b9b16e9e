"""Every admin endpoint x every kind of caller, with the status each must get, and nothing
written by a refused call. A new admin endpoint without a row here fails the first test."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from data.db import Database
from data.models import AdminNotice, Base, Refund, Review, StoreCategory
from tests.admin_support import (
    ADMIN_A,
    ADMIN_B,
    CALLERS,
    INACTIVE_A,
    NOBODY,
    SERVICE_A,
    SUPER,
    TEMPLE_A,
    VIEWER_A,
    ClientFor,
)
from tests.conftest import india_date
from tests.media.pictures import picture
from tests.support import PUNE, VARANASI, add, confirm_phone

# Callers in the order they call: refusals first, so the allowed calls find rows unchanged.
ORDER = (NOBODY, INACTIVE_A, ADMIN_B, VIEWER_A, ADMIN_A, SUPER)
assert set(ORDER) == set(CALLERS)

PHONE = "9415011223"
EMPTY_CATEGORY = "cat-test-empty"
RETURN_REFUND = "RFD_MATRIX_RETURN"
SHOWN_REVIEW = "RV_MATRIX_SHOWN"
HIDDEN_REVIEW = "RV_MATRIX_HIDDEN"
NOTICE = "an-matrix"
IDS = {
    "temple": TEMPLE_A,
    "service": SERVICE_A,
    "admin": "temple-admin-kashi-admin",
    "product": "prod-besan-laddu-box",
    "category": EMPTY_CATEGORY,
    "priest": "priest-ramesh-shastri",
    "puja": "ganesh-puja",
    "ai": "numerology-specialist",
    "phone": PHONE,
}


def expect(
    nobody: int, inactive: int, b: int, viewer: int, a: int, superadmin: int
) -> dict[str, int]:
    return {
        NOBODY: nobody,
        INACTIVE_A: inactive,
        ADMIN_B: b,
        VIEWER_A: viewer,
        ADMIN_A: a,
        SUPER: superadmin,
    }


def super_only(ok: int) -> dict[str, int]:
    return expect(401, 401, 403, 403, 403, ok)


@dataclass(frozen=True)
class Row:
    method: str
    path: str  # with {placeholders} as in the OpenAPI schema
    expected: dict[str, int]
    body: dict[str, Any] | None = None
    query: str = ""
    content: bytes | None = None  # a raw body (a picture) instead of JSON


PRIEST = {
    "name": "Pandit Suresh Joshi",
    "email": "suresh.joshi@example.in",
    "phone": "9876543210",
    "experience": 12,
    "address": "Ramkund, Nashik",
    "city": "Nashik, Maharashtra",
    "languages": ["Marathi"],
    "pujas": ["kaal-sarp-dosh-puja"],
    "bio": "Performs Kaal Sarp shanti.",
    "pricePerHour": 650,
}
PUJA = {
    "name": "Tulsi Vivah",
    "category": "Special",
    "description": "The wedding of Tulsi and Shaligram.",
    "price": 4599,
    "duration": "2-3 hours",
}
AI = {
    "name": "Vastu Advisor",
    "description": "Answers questions about home layout.",
    "endpoint": "https://ai.example.com/api/vastu",
    "category": "general",
}
TEMPLE = {
    "name": "Shri Mahakaleshwar Jyotirlinga",
    "address": "Jaisinghpura, Ujjain, Madhya Pradesh 456006",
    "description": "One of the twelve Jyotirlingas.",
    "latitude": 23.182778,
    "longitude": 75.768333,
}
TEMPLE_SERVICE = {
    "name": "Bhasma Aarti Darshan",
    "description": "Dawn aarti darshan.",
    "price": 251,
    "timeSlots": ["4:00 AM"],
}
TIMINGS = {
    "timings": [{"label": "Darshan", "opens": "4:00 AM", "closes": "11:00 PM"}],
    "note": "Closed during an eclipse",
}
TEMPLE_ADMIN = {
    "adminName": "Ravi Sharma",
    "adminEmail": "ravi@example.in",
    "adminPhone": "9876543210",
    "username": "ravi.kashi",
    "password": "Har-Har-Mahadev-2026",
}
PRODUCT = {
    "name": "Tulsi Japa Mala",
    "category": "Rudraksha",
    "description": "108 tulsi beads",
    "price": 349.5,
    "stockQuantity": 12,
    "sku": "RDK-TLS-108",
}

# A temple admin of A's own rows: B gets 404 (guessed ids reveal nothing); with a
# permission it lacks, the viewer gets 403.
A_READ = expect(401, 401, 404, 200, 200, 200)
A_BOOKING_CHANGE = expect(401, 401, 404, 403, 200, 200)

PICTURE = picture(64, 48)

MATRIX: tuple[Row, ...] = (
    Row("POST", "/api/admin/media/products", super_only(201), content=PICTURE),
    Row("POST", "/api/admin/media/pujas", super_only(201), content=PICTURE),
    Row("POST", "/api/admin/media/priests", super_only(201), content=PICTURE),
    Row("POST", "/api/admin/media/temples", super_only(201), content=PICTURE),
    # A temple admin uploads for its own temple (another's is refused, 403 other_temple).
    Row(
        "POST",
        "/api/admin/media/temples/{temple_id}",
        expect(401, 401, 403, 201, 201, 201),
        content=PICTURE,
    ),
    Row("GET", "/api/auth/me", expect(401, 401, 200, 200, 200, 200)),
    Row("GET", "/api/admin/dashboard", super_only(200)),
    Row(
        "GET",
        "/api/admin/temple-dashboard",
        expect(401, 401, 403, 200, 200, 200),
        query=f"templeId={TEMPLE_A}",
    ),
    Row(
        "GET",
        "/api/admin/reports",
        expect(401, 401, 403, 200, 200, 200),
        query=f"templeId={TEMPLE_A}",
    ),
    Row(
        "GET",
        "/api/admin/reports/{table}.csv",
        expect(401, 401, 403, 200, 200, 200),
        query=f"templeId={TEMPLE_A}",
    ),
    Row("GET", "/api/admin/priest-bookings", super_only(200)),
    Row("GET", "/api/admin/priest-bookings/{booking_id}", super_only(200)),
    Row(
        "PATCH",
        "/api/admin/priest-bookings/{booking_id}/status",
        super_only(200),
        {"status": "confirmed"},
    ),
    Row("GET", "/api/admin/priest-bookings/{booking_id}/priests", super_only(200)),
    Row(
        "PUT",
        "/api/admin/priest-bookings/{booking_id}/priest",
        super_only(200),
        {"priestId": "priest-alok-mishra"},
    ),
    Row("GET", "/api/admin/temple-bookings", expect(401, 401, 200, 200, 200, 200)),
    Row("GET", "/api/admin/temple-bookings/{booking_id}", A_READ),
    Row(
        "PATCH",
        "/api/admin/temple-bookings/{booking_id}",
        A_BOOKING_CHANGE,
        {"specialRequests": "Family of five"},
    ),
    Row(
        "PATCH",
        "/api/admin/temple-bookings/{booking_id}/status",
        A_BOOKING_CHANGE,
        {"status": "pending"},
    ),
    Row("POST", "/api/admin/temple-bookings/{booking_id}/approve", A_BOOKING_CHANGE),
    Row(
        "PATCH",
        "/api/admin/temple-bookings/{booking_id}/prasad",
        expect(401, 401, 404, 403, 409, 409),  # allowed, but this booking sends no prasad
        {"status": "delivered"},
    ),
    Row(
        "POST",
        "/api/admin/temple-bookings/{booking_id}/collect-payment",
        expect(401, 401, 404, 403, 200, 409),  # the super admin finds it paid already
        {"method": "cash"},
    ),
    Row("GET", "/api/admin/temples/summary", super_only(200)),
    Row("GET", "/api/admin/temples", super_only(200)),
    Row("POST", "/api/admin/temples", super_only(201), TEMPLE),
    Row("GET", "/api/admin/temples/{temple_id}", A_READ),
    Row("PATCH", "/api/admin/temples/{temple_id}", super_only(200), {"name": "Kashi Vishwanath"}),
    Row("DELETE", "/api/admin/temples/{temple_id}", super_only(204)),
    # Temple A's timings: B is refused (403 other_temple); A has the default manageTimings
    # off, the viewer has it on.
    Row(
        "PUT",
        "/api/admin/temples/{temple_id}/timings",
        expect(401, 401, 403, 200, 403, 200),
        TIMINGS,
    ),
    Row(
        "POST",
        "/api/admin/temples/{temple_id}/services",
        expect(401, 401, 403, 201, 201, 201),  # the viewer still has manageServices
        TEMPLE_SERVICE,
    ),
    Row(
        "PATCH",
        "/api/admin/temple-services/{service_id}",
        expect(401, 401, 404, 200, 200, 200),
        {"price": 1001},
    ),
    Row("DELETE", "/api/admin/temple-services/{service_id}", expect(401, 401, 404, 204, 204, 204)),
    Row("POST", "/api/admin/temples/{temple_id}/admins", super_only(201), TEMPLE_ADMIN),
    Row("PATCH", "/api/admin/temple-admins/{admin_user_id}", super_only(200), {"adminName": "Ji"}),
    Row("DELETE", "/api/admin/temple-admins/{admin_user_id}", super_only(204)),
    Row("GET", "/api/admin/store/summary", super_only(200)),
    Row("GET", "/api/admin/store/products", super_only(200)),
    Row("POST", "/api/admin/store/products", super_only(201), PRODUCT),
    Row("PATCH", "/api/admin/store/products/{product_id}", super_only(200), {"price": 399}),
    Row("DELETE", "/api/admin/store/products/{product_id}", super_only(204)),
    Row("GET", "/api/admin/store/categories", super_only(200)),
    Row(
        "POST",
        "/api/admin/store/categories",
        super_only(201),
        {"name": "Gemstones", "description": "Certified stones"},
    ),
    Row(
        "PATCH",
        "/api/admin/store/categories/{category_id}",
        super_only(200),
        {"description": "Kept empty for tests"},
    ),
    Row("DELETE", "/api/admin/store/categories/{category_id}", super_only(204)),
    Row("GET", "/api/admin/store/orders", super_only(200)),
    Row("GET", "/api/admin/store/orders/{order_id}", super_only(200)),
    Row(
        "PATCH",
        "/api/admin/store/orders/{order_id}/status",
        super_only(200),
        {"orderStatus": "shipped"},
    ),
    Row(
        "PATCH",
        "/api/admin/store/orders/{order_id}/shipping-address",
        super_only(200),
        {"deliveryAddress": PUNE},
    ),
    Row("GET", "/api/admin/notices", super_only(200)),
    Row("POST", "/api/admin/notices/{notice_id}/dismiss", super_only(200)),
    Row("GET", "/api/admin/refunds", super_only(200)),
    Row("POST", "/api/admin/refunds/{refund_id}/decline", super_only(200)),
    Row("POST", "/api/admin/refunds/{refund_id}/approve", super_only(200)),
    Row("GET", "/api/admin/reviews", expect(401, 401, 200, 200, 200, 200)),
    # Temple A's reviews: the viewer lacks manageBookings; the super admin, coming after A,
    # finds the review hidden (or shown) already.
    Row("POST", "/api/admin/reviews/{review_id}/hide", expect(401, 401, 404, 403, 200, 409)),
    Row("POST", "/api/admin/reviews/{review_id}/unhide", expect(401, 401, 404, 403, 200, 409)),
    Row("GET", "/api/admin/priests", super_only(200)),
    Row("POST", "/api/admin/priests", super_only(201), PRIEST),
    Row("GET", "/api/admin/priests/{priest_id}", super_only(200)),
    Row("PATCH", "/api/admin/priests/{priest_id}", super_only(200), {"name": "Changed"}),
    Row("DELETE", "/api/admin/priests/{priest_id}", super_only(204)),
    Row("GET", "/api/admin/puja-services", super_only(200)),
    Row("POST", "/api/admin/puja-services", super_only(201), PUJA),
    Row("GET", "/api/admin/puja-services/categories", super_only(200)),
    Row("PATCH", "/api/admin/puja-services/{service_id}", super_only(200), {"name": "Changed"}),
    Row("DELETE", "/api/admin/puja-services/{service_id}", super_only(204)),
    Row("GET", "/api/admin/users", super_only(200)),
    Row("GET", "/api/admin/users/{phone}", super_only(200)),
    Row("GET", "/api/admin/ai-services", super_only(200)),
    Row("POST", "/api/admin/ai-services", super_only(201), AI),
    Row("PATCH", "/api/admin/ai-services/{service_id}", super_only(200), {"name": "Changed"}),
    Row("DELETE", "/api/admin/ai-services/{service_id}", super_only(204)),
    Row("POST", "/api/admin/ai-services/{service_id}/toggle", super_only(200)),
)


def admin_endpoints(app: FastAPI) -> set[tuple[str, str]]:
    return {
        (method.upper(), path)
        for path, operations in app.openapi()["paths"].items()
        if path.startswith("/api/admin")
        for method in operations
    }


async def test_every_admin_endpoint_has_a_row(app: FastAPI) -> None:
    rows = {(row.method, row.path) for row in MATRIX if row.path.startswith("/api/admin")}
    assert admin_endpoints(app) == rows


async def public_records(client: httpx.AsyncClient, db: Database) -> dict[str, str]:
    """A priest booking, a temple A booking and a store order, made as devotees make them."""
    customer = {"customerName": "Ravi Shankar Tiwari", "customerPhone": PHONE}
    priest = await client.post(
        "/api/priest-bookings",
        json={
            **customer,
            "serviceId": "ganesh-puja",
            "isOnline": True,
            "selectedDate": india_date(3),
            "selectedTime": "8:00 AM - 10:00 AM",
        },
    )
    temple = await client.post(
        "/api/temple-bookings",
        json={
            **customer,
            "templeId": TEMPLE_A,
            "serviceId": SERVICE_A,
            "selectedDate": india_date(3),
            "selectedTime": "6:00 AM",
        },
    )
    await confirm_phone(client, db, PHONE)  # the order is paid cash on delivery
    order = await client.post(
        "/api/store/orders",
        json={
            **customer,
            "deliveryAddress": VARANASI,
            "items": [{"productId": "prod-panchmeva-prasad", "quantity": 1}],
            "paymentMethod": "cod",
        },
    )
    for made in (priest, temple, order):
        assert made.status_code == 201, made.text
    await add(db, StoreCategory(id=EMPTY_CATEGORY, name="Empty", description="No products"))
    await add(
        db,
        Refund(
            id=RETURN_REFUND,
            payment_id="TXN_RETURNED",
            target_kind="store",
            target_id=order.json()["id"],
            amount=Decimal(300),
            state="AWAITING_APPROVAL",
            reason="return",
            gateway="simulator",
            attempts=0,
            details={},
        ),
    )
    review = {"record_kind": "temple", "subject_id": SERVICE_A, "temple_id": TEMPLE_A}
    await add(
        db,
        Review(
            id=SHOWN_REVIEW,
            record_id=temple.json()["id"],
            subject_name="Rudrabhishek",
            customer_name="Ravi Shankar Tiwari",
            stars=2,
            comment="Crowded",
            hidden=False,
            **review,
        ),
        Review(
            id=HIDDEN_REVIEW,
            record_id="TB_MATRIX_EARLIER",
            subject_name="Rudrabhishek",
            customer_name="Ravi Shankar Tiwari",
            stars=1,
            comment="Rude words",
            hidden=True,
            **review,
        ),
    )
    notice = AdminNotice(
        id=NOTICE, key=NOTICE, kind="no_priest_left", booking_id=None, message="No priest left"
    )
    await add(db, notice)
    return {
        **IDS,
        "booking": "",
        "priest_booking": priest.json()["id"],
        "temple_booking": temple.json()["id"],
        "order": order.json()["id"],
    }


def url_of(row: Row, ids: dict[str, str]) -> str:
    booking = ids["temple_booking"] if "temple-bookings" in row.path else ids["priest_booking"]
    service = ids["service"] if "temple-services" in row.path else ids["puja"]
    if row.path.startswith("/api/admin/ai-services"):
        service = ids["ai"]
    url = row.path.format(
        booking_id=booking,
        temple_id=ids["temple"],
        service_id=service,
        admin_user_id=ids["admin"],
        product_id=ids["product"],
        category_id=ids["category"],
        order_id=ids["order"],
        priest_id=ids["priest"],
        phone=ids["phone"],
        refund_id=RETURN_REFUND,
        notice_id=NOTICE,
        table="services",
        review_id=HIDDEN_REVIEW if row.path.endswith("/unhide") else SHOWN_REVIEW,
    )
    return f"{url}?{row.query}" if row.query else url


async def fingerprint(db: Database) -> list[tuple[str, int, Any]]:
    """Row count and latest change of every table the admin endpoints write."""
    skip = {"admin_sessions", "login_failures", "idempotency_keys"}
    found = []
    async with db.reader() as session:
        for table in Base.metadata.sorted_tables:
            if table.name in skip:
                continue
            # Summary tables keep no stamps: they change only with the records they summarise.
            stamp = table.c.updated_at if "updated_at" in table.c else None
            stmt = select(func.count(), func.max(stamp)).select_from(table)
            count, latest = (await session.execute(stmt)).one()
            found.append((table.name, count, latest))
    return found


@pytest.mark.parametrize("row", MATRIX, ids=lambda r: f"{r.method} {r.path}")
async def test_each_caller_gets_the_expected_status(
    row: Row, as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    ids = await public_records(client, db)
    url = url_of(row, ids)
    got: dict[str, int] = {}
    for caller in ORDER:
        http = await as_admin(caller)
        before = await fingerprint(db)
        if row.content is not None:
            response = await http.request(row.method, url, content=row.content)
        else:
            response = await http.request(row.method, url, json=row.body)
        got[caller] = response.status_code
        if response.status_code >= 400:
            assert await fingerprint(db) == before, f"{caller} was refused but changed data"
            assert response.json()["detail"], response.text
    assert got == row.expected
