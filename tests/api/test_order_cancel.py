"""Cancel Order in My Orders: a customer cancels their own booking until its time begins (a
pending one at any time) or order until it ships; anything else is refused with 409 naming
why; another browser that gives the record's phone or e-mail is
asked to verify it (403); an unknown id and someone else's record get the same 404; a refusal
changes nothing; the cancel shares the lookup's rate limit."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from data.changes import Change, row_to_dict
from data.db import Database
from data.models import PriestBooking, StoreOrder, TempleBooking
from tests.api.test_app import NASTY
from tests.conftest import india_date
from tests.support import CHENNAI, confirm_phone

URL = "/api/orders/cancel"
LOOKUP = "/api/orders/lookup"
PHONE = "9845012345"
EMAIL = "meera@example.com"
NOT_FOUND = "We could not find this booking or order for your phone number or email address"
ALREADY_CANCELLED = "This booking or order is already cancelled"
COMPLETED = "This booking is completed, so it can no longer be cancelled"
SHIPPED = (
    "This order has been shipped, so it can no longer be cancelled. Once it is delivered you may "
    "return it within 7 days."
)
DELIVERED = (
    "This order has been delivered, so it can no longer be cancelled: you may return it within "
    "7 days of delivery."
)
BEGUN = "This booking's time has begun, so it can no longer be cancelled"
CANCELLED_AT = {"status": "cancelled", "at": "2026-11-22T06:30:00Z"}  # the frozen clock
MODELS: dict[str, type[PriestBooking | TempleBooking | StoreOrder]] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}
CREATE = {
    "priest": (
        "/api/priest-bookings",
        {
            "serviceId": "ganesh-puja",
            "customerName": "Meera Iyer",
            "customerPhone": "+91 98450 12345",
            "customerEmail": "Meera@Example.com",
            "customerAddress": "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038",
            "selectedDate": india_date(1),
            "selectedTime": "8:00 AM - 10:00 AM",
        },
    ),
    "temple": (
        "/api/temple-bookings",
        {
            "templeId": "temple-kashi-vishwanath-varanasi",
            "serviceId": "tsvc-kashi-rudrabhishek",
            "customerName": "Meera Iyer",
            "customerPhone": "09845012345",
            "customerEmail": EMAIL,
            "selectedDate": india_date(2),
            "selectedTime": "7:00 PM",
        },
    ),
    "store": (
        "/api/store/orders",
        {
            "customerName": "Meera Iyer",
            "customerPhone": "98450-12345",
            "customerEmail": EMAIL,
            "deliveryAddress": CHENNAI,
            "paymentMethod": "cod",
            "items": [{"productId": "prod-bhimseni-camphor", "quantity": 1}],
        },
    ),
}
KINDS = tuple(CREATE)
RESULT_LISTS = ("priestBookings", "templeBookings", "storeOrders")


def status_of(record: dict[str, Any]) -> str:
    return str(record.get("orderStatus", record.get("status")))


async def make(client: httpx.AsyncClient, db: Database, kind: str) -> dict[str, Any]:
    """A pending record of `kind` made by `client`'s browser. Temple bookings start
    confirmed (spec section 4), so the test moves that one back to pending, as an admin can."""
    url, body = CREATE[kind]
    if kind == "store":  # paid cash on delivery: the browser confirmed the phone first
        await confirm_phone(client, db, PHONE)
    response = await client.post(url, json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    if kind == "temple":
        await change_row(db, kind, created["id"], status="pending")
    return created


async def change_row(db: Database, kind: str, record_id: str, **values: Any) -> None:
    async with db.writer() as session:
        row = await session.get(MODELS[kind], record_id)
        assert row is not None
        for name, value in values.items():
            setattr(row, name, value)
        await session.commit()


async def snapshot(db: Database, kind: str, record_id: str) -> dict[str, Any]:
    async with db.reader() as session:
        row = await session.get(MODELS[kind], record_id)
        assert row is not None
        return row_to_dict(row)


def drain(queue: asyncio.Queue[Change | None]) -> list[Change]:
    changes = []
    while not queue.empty():
        item = queue.get_nowait()
        if item is not None:
            changes.append(item)
    return changes


@pytest.mark.parametrize("kind", KINDS)
async def test_the_creator_cancels_a_pending_record(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    made = await make(client, db, kind)
    feed = db.feed.subscribe()
    response = await client.post(URL, json={"kind": kind, "id": made["id"]})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["kind"] == kind
    assert result["refundDue"] is False
    noun = "order" if kind == "store" else "booking"
    assert result["message"] == f"Your {noun} has been cancelled."
    record = result["record"]
    assert (record["id"], status_of(record)) == (made["id"], "cancelled")
    assert record["customerName"] == "Meera Iyer"
    # The same history entry an admin's status change writes.
    assert record["statusHistory"][-1] == CANCELLED_AT
    assert record["updatedAt"] == "2026-11-22T06:30:00Z"
    row = await snapshot(db, kind, made["id"])
    assert row["order_status" if kind == "store" else "status"] == "cancelled"
    assert row["status_history"][-1] == CANCELLED_AT
    # Admin screens hear of it through the change feed.
    changes = [(c.table, c.type, c.record["id"]) for c in drain(feed.queue)]
    table = MODELS[kind].__tablename__
    assert [c for c in changes if c[0] == table] == [(table, "UPDATE", made["id"])]
    # An order's items went back on the shelf, and the stock screens hear of that too.
    assert {c[0] for c in changes} - {table} == ({"store_products"} if kind == "store" else set())
    feed.close()
    # My Orders now shows it cancelled.
    found = (await client.post(LOOKUP, json={"phone": PHONE})).json()
    listed = {r["id"]: status_of(r) for kind in RESULT_LISTS for r in found[kind]}
    assert listed[made["id"]] == "cancelled"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "contact", [{"phone": "+91 98450 12345"}, {"phone": PHONE}, {"email": "MEERA@example.com"}]
)
async def test_another_browser_with_the_right_contact_must_verify_it_first(
    client: httpx.AsyncClient,
    stranger: httpx.AsyncClient,
    db: Database,
    kind: str,
    contact: dict[str, str],
) -> None:
    """Knowing the phone or e-mail is no longer enough: the browser is asked to prove it
    holds it with a one-time code (tests/verification has the verified browser cancelling)."""
    made = await make(client, db, kind)
    before = await snapshot(db, kind, made["id"])
    response = await stranger.post(URL, json={"kind": kind, "id": made["id"], **contact})
    assert response.status_code == 403, response.text
    noun = "order" if kind == "store" else "booking"
    assert response.json() == {
        "detail": "Verify your phone number or email address with a one-time code to cancel "
        f"this {noun}.",
        "code": "verification_required",
    }
    assert await snapshot(db, kind, made["id"]) == before


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "contact",
    [
        {},
        {"phone": "9845012346"},
        {"email": "meera@example.org"},
        {"phone": "9845012346", "email": "meera@example.org"},
    ],
)
async def test_someone_else_gets_the_same_404_as_for_an_unknown_id(
    client: httpx.AsyncClient,
    stranger: httpx.AsyncClient,
    db: Database,
    kind: str,
    contact: dict[str, str],
) -> None:
    made = await make(client, db, kind)
    before = await snapshot(db, kind, made["id"])
    feed = db.feed.subscribe()
    theirs = await stranger.post(URL, json={"kind": kind, "id": made["id"], **contact})
    unknown = await stranger.post(URL, json={"kind": kind, "id": made["id"] + "9", **contact})
    for response in (theirs, unknown):
        assert response.status_code == 404
        assert response.json() == {"detail": NOT_FOUND, "code": "unknown_record"}
    assert await snapshot(db, kind, made["id"]) == before
    assert drain(feed.queue) == []
    feed.close()


async def test_an_id_of_another_kind_is_not_found(client: httpx.AsyncClient, db: Database) -> None:
    order = await make(client, db, "store")
    response = await client.post(URL, json={"kind": "priest", "id": order["id"], "phone": PHONE})
    assert response.status_code == 404
    assert response.json()["detail"] == NOT_FOUND
    assert (await snapshot(db, "store", order["id"]))["order_status"] == "pending"


@pytest.mark.parametrize(
    ("kind", "status"),
    [
        ("priest", "confirmed"),  # paid online, before its day
        ("temple", "confirmed"),  # temple bookings start confirmed
        ("store", "confirmed"),
        ("store", "processing"),  # not shipped yet
    ],
)
async def test_a_record_not_yet_begun_or_shipped_is_cancelled(
    client: httpx.AsyncClient, db: Database, kind: str, status: str
) -> None:
    made = await make(client, db, kind)
    field = "order_status" if kind == "store" else "status"
    await change_row(db, kind, made["id"], **{field: status})
    found = await client.post(LOOKUP, json={"phone": PHONE})
    listed = [r for kind_list in RESULT_LISTS for r in found.json()[kind_list]]
    assert [r["cancellable"] for r in listed if r["id"] == made["id"]] == [True]
    response = await client.post(URL, json={"kind": kind, "id": made["id"]})
    assert response.status_code == 200, response.text
    assert (await snapshot(db, kind, made["id"]))[field] == "cancelled"


@pytest.mark.parametrize(
    ("kind", "status", "why"),
    [
        ("priest", "completed", COMPLETED),
        ("temple", "completed", COMPLETED),
        ("priest", "cancelled", ALREADY_CANCELLED),
        ("store", "cancelled", ALREADY_CANCELLED),
        ("store", "shipped", SHIPPED),
        ("store", "delivered", DELIVERED),
    ],
)
async def test_a_finished_shipped_or_cancelled_record_is_not_cancelled(
    client: httpx.AsyncClient, db: Database, kind: str, status: str, why: str
) -> None:
    made = await make(client, db, kind)
    field = "order_status" if kind == "store" else "status"
    await change_row(db, kind, made["id"], **{field: status})
    before = await snapshot(db, kind, made["id"])
    found = await client.post(LOOKUP, json={"phone": PHONE})
    listed = [r for kind_list in RESULT_LISTS for r in found.json()[kind_list]]
    assert [r["cancellable"] for r in listed if r["id"] == made["id"]] == [False]
    response = await client.post(URL, json={"kind": kind, "id": made["id"], "phone": PHONE})
    assert response.status_code == 409
    assert response.json() == {"detail": why, "code": "not_cancellable"}
    assert await snapshot(db, kind, made["id"]) == before


@pytest.mark.parametrize("kind", ["priest", "temple"])
async def test_a_confirmed_booking_whose_time_has_begun_is_not_cancelled(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    """Confirmed, and its slot began an hour ago (a pending one may still be cancelled, as
    the spec's My Orders allows: nobody confirmed it would happen)."""
    made = await make(client, db, kind)
    await change_row(
        db,
        kind,
        made["id"],
        status="confirmed",
        selected_date=india_date(0),
        selected_time="5:00 AM",
    )
    before = await snapshot(db, kind, made["id"])
    response = await client.post(URL, json={"kind": kind, "id": made["id"]})
    assert response.status_code == 409
    assert response.json() == {"detail": BEGUN, "code": "not_cancellable"}
    assert await snapshot(db, kind, made["id"]) == before
    await change_row(db, kind, made["id"], status="pending")
    assert (await client.post(URL, json={"kind": kind, "id": made["id"]})).status_code == 200


async def test_a_second_cancel_is_refused_and_changes_nothing(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "priest")
    assert (await client.post(URL, json={"kind": "priest", "id": made["id"]})).status_code == 200
    after_first = await snapshot(db, "priest", made["id"])
    again = await client.post(URL, json={"kind": "priest", "id": made["id"]})
    assert again.status_code == 409
    assert await snapshot(db, "priest", made["id"]) == after_first
    assert [e["status"] for e in after_first["status_history"]] == ["pending", "cancelled"]


async def test_a_paid_pending_order_is_cancelled_with_the_refund_note(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "store")
    await change_row(db, "store", made["id"], payment_method="phonepe", payment_status="paid")
    response = await client.post(URL, json={"kind": "store", "id": made["id"]})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["refundDue"] is True
    assert result["message"].startswith("Your order has been cancelled. ")
    assert "refund policy" in result["message"]
    assert "7-10 business days" in result["message"]
    assert result["record"]["paymentStatus"] == "paid"  # the refund follows; nothing is faked


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"kind": "puja", "id": "PB1"}, 422),
        ({"kind": "store"}, 422),
        ({"kind": "store", "id": ""}, 422),
        ({"kind": "store", "id": "SO1", "phone": "12345"}, 422),
        ({"kind": "store", "id": "SO1", "email": "meera@"}, 422),
        ({"kind": "store", "id": "SO1", "reason": "changed my mind"}, 422),
        ({"kind": "store", "id": "SO1", "phone": "", "email": ""}, 404),
    ],
)
async def test_malformed_requests_are_refused(
    client: httpx.AsyncClient, body: dict[str, Any], status: int
) -> None:
    response = await client.post(URL, json=body)
    assert response.status_code == status, response.text


async def test_cancels_share_the_lookup_rate_limit(client: httpx.AsyncClient, db: Database) -> None:
    made = await make(client, db, "store")
    for _ in range(10):
        assert (await client.post(LOOKUP, json={"phone": PHONE})).status_code == 200
    refused = await client.post(URL, json={"kind": "store", "id": made["id"], "phone": PHONE})
    assert refused.status_code == 429
    assert refused.json()["code"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert (await snapshot(db, "store", made["id"]))["order_status"] == "pending"


async def test_no_garbage_body_causes_a_server_error(client: httpx.AsyncClient) -> None:
    for body in NASTY:
        response = await client.post(
            URL, content=body.encode(), headers={"content-type": "application/json"}
        )
        assert 400 <= response.status_code < 500, (body, response.text)
        assert set(response.json()) >= {"detail", "code"}
