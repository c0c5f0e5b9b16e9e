"""Admin bookings: priest bookings for the super admin only; temple bookings confined to the
caller's temple (another temple's booking is not found, naming another temple is forbidden),
changes only with manageBookings; stats, search, status filter, edit rules, quick approve,
cash collection; nothing written on a refusal; no client reference ever returned."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import select

from api.common.history import history_entry
from data.db import Database
from data.models import Payment, PriestBooking, TempleBooking, TempleService
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
)
from tests.conftest import FROZEN_NOW, india_date
from tests.support import add, count, get

PRIEST = "/api/admin/priest-bookings"
TEMPLE = "/api/admin/temple-bookings"
STATUS_ERROR = "status must be one of: pending, confirmed, completed, cancelled"
RUDRA_SLOTS = "4:00 AM, 6:00 AM, 11:00 AM, 7:00 PM"
START = FROZEN_NOW - timedelta(days=10)
CLIENT_REF = "c" * 64


def paid_when_done(status: str) -> str:
    """A record completed or delivered was paid (cash is recorded on completion)."""
    return "paid" if status in ("completed", "delivered") else "pending"


def priest_booking(
    booking_id: str,
    *,
    minute: int = 0,
    status: str = "pending",
    price: str = "2299",
    name: str = "Asha Verma",
    phone: str = "9876500001",
    email: str | None = "asha@example.in",
    service: str = "Ganesh Puja",
    day: str | None = None,
) -> PriestBooking:
    created = START + timedelta(minutes=minute)
    return PriestBooking(
        id=booking_id,
        service_id="ganesh-puja",
        service_name=service,
        customer_name=name,
        customer_phone=phone,
        customer_email=email,
        customer_address="14 Hazratganj, Lucknow, Uttar Pradesh 226001",
        is_online=False,
        selected_date=day or india_date(5),
        selected_time="10:00 AM - 12:00 PM",
        special_requests="Please bring the kalash",
        price=Decimal(price),
        status=status,
        payment_status=paid_when_done(status),
        status_history=[history_entry(status, created)],
        client_ref=CLIENT_REF,
        created_at=created,
        updated_at=created,
    )


def temple_booking(
    booking_id: str,
    *,
    temple: str = TEMPLE_A,
    minute: int = 0,
    status: str = "confirmed",
    payment: str | None = None,
    name: str = "Ravi Tiwari",
    phone: str = "9415011223",
    email: str | None = "ravi@example.in",
    day: str | None = None,
    time: str | None = None,
) -> TempleBooking:
    created = START + timedelta(minutes=minute)
    kashi = temple == TEMPLE_A
    return TempleBooking(
        id=booking_id,
        temple_id=temple,
        service_id=SERVICE_A if kashi else SERVICE_B,
        service_name="Rudrabhishek" if kashi else "Modak Naivedya Offering",
        customer_name=name,
        customer_phone=phone,
        customer_email=email,
        selected_date=day or india_date(3),
        selected_time=time or ("6:00 AM" if kashi else "9:00 AM"),
        special_requests="Sankalp for the Tiwari family",
        status=status,
        payment_status=payment or paid_when_done(status),
        total_amount=Decimal("751" if kashi else "101"),
        status_history=[history_entry(status, created)],
        client_ref=CLIENT_REF,
        created_at=created,
        updated_at=created,
    )


def no_client_ref(body: Any) -> bool:
    text = str(body)
    return "clientRef" not in text and "client_ref" not in text and CLIENT_REF not in text


@pytest.fixture
async def temple_rows(db: Database) -> None:
    await add(
        db,
        temple_booking("TB-A1", minute=1, status="pending"),
        temple_booking("TB-A2", minute=2, status="completed", name="Sita Devi", phone="9000000002"),
        temple_booking("TB-A3", minute=3, status="cancelled"),
        temple_booking("TB-B1", temple=TEMPLE_B, minute=4, status="completed"),
        temple_booking("TB-B2", temple=TEMPLE_B, minute=5, status="pending", name="Meena Patil"),
    )


# ---- priest bookings: the super admin's tab ----


async def test_priest_bookings_list_with_stats_newest_first(
    as_admin: ClientFor, db: Database
) -> None:
    await add(
        db,
        priest_booking("PB1", minute=1, status="completed", price="2299"),
        priest_booking("PB2", minute=2, status="completed", price="5100.50"),
        priest_booking("PB3", minute=3, status="confirmed"),
        priest_booking("PB4", minute=4, status="cancelled", price="9999"),
        priest_booking("PB5", minute=5, status="pending", name="Gopal Rao", phone="9123456789"),
    )
    response = await (await as_admin(SUPER)).get(PRIEST)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["stats"] == {"total": 5, "pending": 1, "confirmed": 1, "revenue": 7399.5}
    assert body["total"] == 5
    assert [b["id"] for b in body["items"]] == ["PB5", "PB4", "PB3", "PB2", "PB1"]
    first = body["items"][0]
    assert first["customerName"] == "Gopal Rao"
    assert first["customerAddress"] == "14 Hazratganj, Lucknow, Uttar Pradesh 226001"
    assert first["paymentStatus"] == "pending"
    assert first["statusHistory"][0]["status"] == "pending"
    assert no_client_ref(body)


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ({"q": "gopal"}, ["PB5"]),  # customer name, any case
        ({"q": "91234"}, ["PB5"]),  # a phone number's start
        ({"q": "+91 91234-56789"}, ["PB5"]),  # a whole number, as customers write it
        ({"q": "34567"}, []),  # five digits or more are the start of a number
        ({"q": "789"}, ["PB5"]),  # fewer are found anywhere in it
        ({"q": "navagraha"}, ["PB2"]),  # service name
        ({"q": "100%"}, []),  # % is literal, not a wildcard
        ({"status": "completed"}, ["PB5", "PB2"]),
        ({"status": " Cancelled "}, []),
        ({"status": "all"}, ["PB5", "PB2", "PB1"]),
        ({"status": "pending", "q": "asha"}, ["PB1"]),
        ({"limit": 1, "offset": 1}, ["PB2"]),
    ],
)
async def test_priest_bookings_search_and_status_filter(
    as_admin: ClientFor, db: Database, query: dict[str, Any], expected: list[str]
) -> None:
    await add(
        db,
        priest_booking("PB1", minute=1, status="pending"),
        priest_booking("PB2", minute=2, status="completed", service="Navagraha Shanti"),
        priest_booking("PB5", minute=5, status="completed", name="Gopal Rao", phone="9123456789"),
    )
    response = await (await as_admin(SUPER)).get(PRIEST, params=query)
    assert response.status_code == 200, response.text
    body = response.json()
    assert [b["id"] for b in body["items"]] == expected
    # The stats describe the whole tab whatever the filter.
    assert body["stats"]["total"] == 3
    if "limit" not in query:
        assert body["total"] == len(expected)


async def test_a_bad_status_filter_names_the_allowed_values(as_admin: ClientFor) -> None:
    response = await (await as_admin(SUPER)).get(PRIEST, params={"status": "done"})
    assert response.status_code == 422
    assert response.json()["detail"] == STATUS_ERROR


async def test_priest_booking_details(as_admin: ClientFor, db: Database) -> None:
    await add(db, priest_booking("PB1"))
    superadmin = await as_admin(SUPER)
    response = await superadmin.get(f"{PRIEST}/PB1")
    assert response.status_code == 200
    details = response.json()
    assert details["customerName"] == "Asha Verma"
    assert details["customerPhone"] == "9876500001"
    assert details["customerEmail"] == "asha@example.in"
    assert details["specialRequests"] == "Please bring the kalash"
    assert details["selectedTime"] == "10:00 AM - 12:00 PM"
    assert details["price"] == 2299
    assert no_client_ref(details)
    missing = await superadmin.get(f"{PRIEST}/PB-unknown")
    assert missing.status_code == 404
    assert missing.json()["detail"] == "Unknown Booking"
    assert (await superadmin.get(f"{PRIEST}/PB1%20x")).status_code == 422


async def test_a_priest_booking_moves_as_the_transition_table_allows(
    as_admin: ClientFor, db: Database
) -> None:
    await add(db, priest_booking("PB1", status="pending", day=india_date(0)))
    superadmin = await as_admin(SUPER)
    first = await superadmin.get(f"{PRIEST}/PB1")
    assert first.json()["nextStatuses"] == ["pending", "confirmed", "completed", "cancelled"]
    for status in ("confirmed", "pending", "confirmed", "completed"):
        response = await superadmin.patch(f"{PRIEST}/PB1/status", json={"status": status})
        assert response.status_code == 200, response.text
        assert response.json()["status"] == status
    history = response.json()["statusHistory"]
    assert [h["status"] for h in history] == [
        "pending",
        "confirmed",
        "pending",
        "confirmed",
        "completed",
    ]
    assert history[-1]["at"] == "2026-11-22T06:30:00Z"
    # Completed recorded the cash taken on the day: it is final, and says so.
    assert response.json()["nextStatuses"] == ["completed"]
    back = await superadmin.patch(f"{PRIEST}/PB1/status", json={"status": "confirmed"})
    assert back.status_code == 409
    assert back.json()["code"] == "status_final"
    assert back.json()["errors"][0]["field"] == "status"
    # The same status again changes nothing.
    again = await superadmin.patch(f"{PRIEST}/PB1/status", json={"status": "completed"})
    assert len(again.json()["statusHistory"]) == 5
    stored = await get(db, PriestBooking, "PB1")
    assert stored.status == "completed"
    assert len(stored.status_history) == 5


async def test_a_booking_is_completed_on_or_after_its_day(
    as_admin: ClientFor, db: Database
) -> None:
    """Completing a puja still to come would open its review and count it as earned."""
    await add(
        db,
        priest_booking("PB1", status="confirmed"),  # five days on
        temple_booking("TB1", status="confirmed", day=india_date(1)),
        temple_booking("TB2", status="confirmed", day=india_date(-1)),
    )
    superadmin = await as_admin(SUPER)
    for url in (f"{PRIEST}/PB1", f"{TEMPLE}/TB1"):
        assert "completed" not in (await superadmin.get(url)).json()["nextStatuses"]
        early = await superadmin.patch(f"{url}/status", json={"status": "completed"})
        assert early.status_code == 409, early.text
        assert early.json()["code"] == "status_too_early"
        assert early.json()["errors"][0]["field"] == "status"
        assert "day still to come" in early.json()["detail"]
    yesterday = f"{TEMPLE}/TB2"
    assert "completed" in (await superadmin.get(yesterday)).json()["nextStatuses"]
    done = await superadmin.patch(f"{yesterday}/status", json={"status": "completed"})
    assert done.status_code == 200, done.text
    assert (await get(db, PriestBooking, "PB1")).status == "confirmed"
    assert (await get(db, TempleBooking, "TB1")).status == "confirmed"


async def test_a_cancelled_booking_is_final(as_admin: ClientFor, db: Database) -> None:
    """Reopening a cancelled booking would show "Confirmed" beside the refund it gave."""
    await add(db, priest_booking("PB1", status="cancelled"))
    superadmin = await as_admin(SUPER)
    for status in ("pending", "confirmed", "completed"):
        response = await superadmin.patch(f"{PRIEST}/PB1/status", json={"status": status})
        assert response.status_code == 409, response.text
        assert "final" in response.json()["detail"]
    assert (await get(db, PriestBooking, "PB1")).status == "cancelled"


async def test_a_paid_booking_does_not_go_back_to_pending(
    as_admin: ClientFor, db: Database
) -> None:
    booking = priest_booking("PB1", status="confirmed")
    booking.payment_status = "paid"
    await add(db, booking)
    superadmin = await as_admin(SUPER)
    read = (await superadmin.get(f"{PRIEST}/PB1")).json()
    assert read["nextStatuses"] == ["confirmed", "cancelled"]
    response = await superadmin.patch(f"{PRIEST}/PB1/status", json={"status": "pending"})
    assert response.status_code == 409
    assert response.json()["code"] == "status_not_allowed"


@pytest.mark.parametrize(
    ("body", "detail"),
    [
        ({"status": "shipped"}, STATUS_ERROR),
        ({"status": 3}, STATUS_ERROR),
        ({"status": ""}, "Please fill all required fields"),
        ({}, "Please fill all required fields"),
        ({"status": "completed", "price": 1}, "Unknown field: price"),
    ],
)
async def test_a_bad_status_change_writes_nothing(
    as_admin: ClientFor, db: Database, body: dict[str, Any], detail: str
) -> None:
    await add(db, priest_booking("PB1"), temple_booking("TB-A1"))
    superadmin = await as_admin(SUPER)
    for url in (f"{PRIEST}/PB1/status", f"{TEMPLE}/TB-A1/status"):
        response = await superadmin.patch(url, json=body)
        assert response.status_code == 422
        assert response.json()["detail"] == detail
    assert (await get(db, PriestBooking, "PB1")).status == "pending"
    assert (await get(db, TempleBooking, "TB-A1")).status == "confirmed"


async def test_unknown_ids_are_not_found(as_admin: ClientFor) -> None:
    superadmin = await as_admin(SUPER)
    for method, url, body in (
        ("PATCH", f"{PRIEST}/PB-nope/status", {"status": "confirmed"}),
        ("GET", f"{TEMPLE}/TB-nope", None),
        ("PATCH", f"{TEMPLE}/TB-nope/status", {"status": "confirmed"}),
        ("POST", f"{TEMPLE}/TB-nope/approve", None),
        ("PATCH", f"{TEMPLE}/TB-nope", {"customerName": "Sita"}),
        ("POST", f"{TEMPLE}/TB-nope/collect-payment", {"method": "cash"}),
    ):
        response = await superadmin.request(method, url, json=body)
        assert response.status_code == 404, url
        assert response.json()["detail"] == "Unknown Booking"


async def test_priest_bookings_are_the_super_admins_alone(
    as_admin: ClientFor, db: Database
) -> None:
    await add(db, priest_booking("PB1"))
    expected = {NOBODY: 401, INACTIVE_A: 401, ADMIN_A: 403, ADMIN_B: 403, VIEWER_A: 403}
    for caller, status in expected.items():
        http = await as_admin(caller)
        assert (await http.get(PRIEST)).status_code == status
        assert (await http.get(f"{PRIEST}/PB1")).status_code == status
        change = await http.patch(f"{PRIEST}/PB1/status", json={"status": "cancelled"})
        assert change.status_code == status
    assert (await get(db, PriestBooking, "PB1")).status == "pending"


# ---- temple bookings: confined to the caller's temple ----


async def test_the_super_admin_sees_every_temples_bookings(
    as_admin: ClientFor, temple_rows: None
) -> None:
    superadmin = await as_admin(SUPER)
    body = (await superadmin.get(TEMPLE)).json()
    assert [b["id"] for b in body["items"]] == ["TB-B2", "TB-B1", "TB-A3", "TB-A2", "TB-A1"]
    assert body["stats"] == {"total": 5, "pending": 2, "confirmed": 0, "revenue": 852}
    assert body["items"][0]["templeName"] == "Shree Siddhivinayak Temple"
    assert body["items"][-1]["templeName"] == "Shri Kashi Vishwanath Temple"
    assert no_client_ref(body)
    one = (await superadmin.get(TEMPLE, params={"templeId": TEMPLE_B})).json()
    assert [b["id"] for b in one["items"]] == ["TB-B2", "TB-B1"]
    assert one["stats"] == {"total": 2, "pending": 1, "confirmed": 0, "revenue": 101}
    unknown = await superadmin.get(TEMPLE, params={"templeId": "temple-nowhere"})
    assert unknown.status_code == 404
    assert unknown.json()["detail"] == "Unknown Temple"
    bad = await superadmin.get(TEMPLE, params={"templeId": "temple a; drop"})
    assert bad.status_code == 422


async def test_a_temple_admin_sees_only_its_own_temples_bookings(
    as_admin: ClientFor, temple_rows: None
) -> None:
    for caller in (ADMIN_A, VIEWER_A):
        admin = await as_admin(caller)
        body = (await admin.get(TEMPLE)).json()
        assert [b["id"] for b in body["items"]] == ["TB-A3", "TB-A2", "TB-A1"]
        assert body["stats"] == {"total": 3, "pending": 1, "confirmed": 0, "revenue": 751}
        own = await admin.get(TEMPLE, params={"templeId": TEMPLE_A, "q": "sita"})
        assert [b["id"] for b in own.json()["items"]] == ["TB-A2"]
        assert own.json()["total"] == 1
        # Searching cannot reach another temple's rows either.
        assert (await admin.get(TEMPLE, params={"q": "meena"})).json()["items"] == []
        other = await admin.get(TEMPLE, params={"templeId": TEMPLE_B})
        assert other.status_code == 403
        assert other.json()["detail"] == "You can only manage your own temple"
    mumbai = (await (await as_admin(ADMIN_B)).get(TEMPLE, params={"status": "pending"})).json()
    assert [b["id"] for b in mumbai["items"]] == ["TB-B2"]
    assert mumbai["stats"]["total"] == 2


async def test_another_temples_booking_is_not_found(as_admin: ClientFor, temple_rows: None) -> None:
    kashi = await as_admin(ADMIN_A)
    own = await kashi.get(f"{TEMPLE}/TB-A1")
    assert own.status_code == 200
    assert own.json()["templeName"] == "Shri Kashi Vishwanath Temple"
    assert own.json()["totalAmount"] == 751
    assert no_client_ref(own.json())
    theirs = await kashi.get(f"{TEMPLE}/TB-B1")
    assert theirs.status_code == 404
    # Exactly what an id that does not exist gets: the id reveals nothing.
    assert theirs.json() == (await kashi.get(f"{TEMPLE}/TB-none")).json()
    assert (await (await as_admin(VIEWER_A)).get(f"{TEMPLE}/TB-A1")).status_code == 200
    assert (await (await as_admin(SUPER)).get(f"{TEMPLE}/TB-B1")).status_code == 200
    for caller, status in ((NOBODY, 401), (INACTIVE_A, 401)):
        assert (await (await as_admin(caller)).get(f"{TEMPLE}/TB-A1")).status_code == status
        assert (await (await as_admin(caller)).get(TEMPLE)).status_code == status


CHANGES: list[tuple[str, str, dict[str, Any] | None]] = [
    ("PATCH", "/status", {"status": "cancelled"}),
    ("POST", "/approve", None),
    ("PATCH", "", {"customerName": "Changed Name"}),
    ("POST", "/collect-payment", {"method": "cash"}),
]


@pytest.mark.parametrize(("method", "suffix", "body"), CHANGES)
async def test_who_may_change_a_temple_booking(
    as_admin: ClientFor,
    temple_rows: None,
    db: Database,
    method: str,
    suffix: str,
    body: dict[str, Any] | None,
) -> None:
    refused = {
        (NOBODY, "TB-A1"): 401,
        (INACTIVE_A, "TB-A1"): 401,
        (VIEWER_A, "TB-A1"): 403,  # own temple, but without manageBookings
        (VIEWER_A, "TB-B1"): 403,  # permission is checked before the row is looked at
        (VIEWER_A, "TB-none"): 403,
        (ADMIN_A, "TB-B1"): 404,  # another temple's booking
        (ADMIN_B, "TB-A1"): 404,
    }
    for (caller, booking_id), status in refused.items():
        response = await (await as_admin(caller)).request(
            method, f"{TEMPLE}/{booking_id}{suffix}", json=body
        )
        assert response.status_code == status, (caller, booking_id, response.text)
    async with db.reader() as session:
        rows = (await session.execute(select(TempleBooking))).scalars().all()
    assert all(
        r.customer_name != "Changed Name" and r.payment_status == paid_when_done(r.status)
        for r in rows
    )
    assert {r.id: r.status for r in rows}["TB-A1"] == "pending"
    assert {r.id: r.status for r in rows}["TB-B1"] == "completed"
    assert await count(db, Payment) == 0
    await add(db, temple_booking("TB-A4", minute=6, status="pending"))
    for caller, booking_id in ((ADMIN_A, "TB-A1"), (ADMIN_B, "TB-B2"), (SUPER, "TB-A4")):
        response = await (await as_admin(caller)).request(
            method, f"{TEMPLE}/{booking_id}{suffix}", json=body
        )
        assert response.status_code == 200, (caller, response.text)


async def test_status_change_and_quick_approve(
    as_admin: ClientFor, db: Database, temple_rows: None
) -> None:
    await add(db, temple_booking("TB-A9", status="pending", day=india_date(0)))  # for today
    kashi = await as_admin(ADMIN_A)
    approved = await kashi.post(f"{TEMPLE}/TB-A9/approve")
    assert approved.status_code == 200, approved.text
    assert approved.json()["status"] == "confirmed"
    assert approved.json()["templeName"] == "Shri Kashi Vishwanath Temple"
    completed = await kashi.patch(f"{TEMPLE}/TB-A9/status", json={"status": "completed"})
    assert completed.status_code == 200
    assert [h["status"] for h in completed.json()["statusHistory"]] == [
        "pending",
        "confirmed",
        "completed",
    ]
    # Completed is final: approving it again would undo the cash it recorded.
    again = await kashi.post(f"{TEMPLE}/TB-A9/approve")
    assert again.status_code == 409
    assert again.json()["code"] == "status_final"
    # So is cancelled: its place in the slot was given back.
    reopened = await kashi.post(f"{TEMPLE}/TB-A3/approve")
    assert reopened.status_code == 409


async def test_collecting_cash_marks_the_booking_paid_and_confirmed(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    kashi = await as_admin(ADMIN_A)
    cancelled = await kashi.post(f"{TEMPLE}/TB-A3/collect-payment", json={"method": "cash"})
    assert cancelled.status_code == 409
    assert cancelled.json()["code"] == "status_final"
    response = await kashi.post(f"{TEMPLE}/TB-A1/collect-payment", json={"method": "cash"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    assert body["transactionId"].startswith("CASH_")
    assert body["booking"]["paymentStatus"] == "paid"
    assert body["booking"]["status"] == "confirmed"
    assert [h["status"] for h in body["booking"]["statusHistory"]] == ["pending", "confirmed"]
    payment = await get(db, Payment, body["transactionId"])
    assert (payment.target_kind, payment.target_id) == ("temple", "TB-A1")
    assert (payment.amount, payment.method) == (Decimal("751.00"), "cash")
    # Paid once: a second collection is refused and changes nothing.
    again = await kashi.post(f"{TEMPLE}/TB-A1/collect-payment", json={"method": "cash"})
    assert again.status_code == 409
    assert again.json()["detail"] == "This booking is already paid"
    assert await count(db, Payment) == 1
    stored = await get(db, TempleBooking, "TB-A1")
    assert len(stored.status_history) == 2


async def test_two_admins_collecting_at_once_collect_once(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    kashi, superadmin = await as_admin(ADMIN_A), await as_admin(SUPER)
    url, body = f"{TEMPLE}/TB-A1/collect-payment", {"method": "cash"}
    responses = await asyncio.gather(kashi.post(url, json=body), superadmin.post(url, json=body))
    assert sorted(r.status_code for r in responses) == [200, 409]
    assert await count(db, Payment) == 1


@pytest.mark.parametrize("body", [{"method": "card"}, {}, {"method": "cash", "amount": 1}])
async def test_only_cash_is_collected_at_the_counter(
    as_admin: ClientFor, temple_rows: None, db: Database, body: dict[str, Any]
) -> None:
    response = await (await as_admin(ADMIN_A)).post(f"{TEMPLE}/TB-A1/collect-payment", json=body)
    assert response.status_code == 422
    assert (await get(db, TempleBooking, "TB-A1")).payment_status == "pending"
    assert await count(db, Payment) == 0


# ---- Edit Booking ----


async def test_editing_the_editable_fields(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    response = await (await as_admin(ADMIN_A)).patch(
        f"{TEMPLE}/TB-A1",
        json={
            "customerName": "  Ravi Shankar Tiwari ",
            "customerPhone": "+91 94150-99887",
            "customerEmail": "Ravi.T@Example.IN",
            "selectedDate": india_date(7),
            "selectedTime": "7:00 PM",
            "specialRequests": "Family of five",
        },
    )
    assert response.status_code == 200, response.text
    edited = response.json()
    assert edited["customerName"] == "Ravi Shankar Tiwari"
    assert edited["customerPhone"] == "9415099887"
    assert edited["customerEmail"] == "ravi.t@example.in"
    assert edited["selectedDate"] == india_date(7)
    assert edited["selectedTime"] == "7:00 PM"
    assert edited["specialRequests"] == "Family of five"
    assert edited["status"] == "pending"  # an edit is not a status change
    assert edited["totalAmount"] == 751
    stored = await get(db, TempleBooking, "TB-A1")
    assert (stored.customer_phone, stored.selected_date) == ("9415099887", india_date(7))


async def test_an_edit_into_a_full_slot_is_refused_like_a_booking(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    """A service taking one booking per slot: moving a booking into a free slot takes it, and
    moving a second one there is refused with 409 and changes nothing."""
    async with db.writer() as session:
        service = await session.get(TempleService, SERVICE_A)
        assert service is not None
        service.slot_capacity = 1
        await session.commit()
    kashi = await as_admin(ADMIN_A)
    moved = {"selectedDate": india_date(7), "selectedTime": "7:00 PM"}
    first = await kashi.patch(f"{TEMPLE}/TB-A1", json=moved)
    assert first.status_code == 200, first.text
    second = await kashi.patch(f"{TEMPLE}/TB-A2", json=moved)
    assert second.status_code == 409, second.text
    assert second.json()["code"] == "slot_full"
    assert (await get(db, TempleBooking, "TB-A2")).selected_date == india_date(3)


async def test_an_edit_changes_only_what_is_sent(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    kashi = await as_admin(ADMIN_A)
    cleared = await kashi.patch(
        f"{TEMPLE}/TB-A1", json={"customerEmail": "", "specialRequests": None}
    )
    assert cleared.status_code == 200, cleared.text
    assert cleared.json()["customerEmail"] is None
    assert cleared.json()["specialRequests"] == ""
    assert cleared.json()["customerName"] == "Ravi Tiwari"
    assert cleared.json()["selectedTime"] == "6:00 AM"
    assert (await kashi.patch(f"{TEMPLE}/TB-A1", json={})).status_code == 200


async def test_an_unchanged_time_is_kept_when_the_service_dropped_that_slot(
    as_admin: ClientFor, db: Database
) -> None:
    await add(db, temple_booking("TB-A1", time="5:30 AM", day=india_date(-2)))
    response = await (await as_admin(ADMIN_A)).patch(
        f"{TEMPLE}/TB-A1",
        json={"customerName": "Ravi T", "selectedTime": "5:30 AM", "selectedDate": india_date(-2)},
    )
    assert response.status_code == 200, response.text
    assert response.json()["customerName"] == "Ravi T"


@pytest.mark.parametrize(
    ("body", "status", "detail"),
    [
        (
            {"selectedTime": "9:00 AM"},  # a slot of Kashi's other pooja
            422,
            f"selectedTime must be one of this service's time slots: {RUDRA_SLOTS}",
        ),
        ({"selectedDate": india_date(-1)}, 422, "Date cannot be before today"),
        # Today, but 6:00 AM has begun (it is noon in India).
        (
            {"selectedDate": india_date(0)},
            422,
            "This time slot has already started today; please choose a later slot or another date",
        ),
        ({"selectedDate": "22-11-2026"}, 422, None),
        ({"customerName": ""}, 422, "Please fill all required fields"),
        ({"customerName": None}, 422, "Please fill all required fields"),
        ({"selectedTime": None}, 422, "Please fill all required fields"),
        ({"customerPhone": "12345"}, 422, "Phone number must be 10 digits"),
        ({"customerPhone": "5123456789"}, 422, "Invalid Indian mobile number format"),
        ({"customerEmail": "ravi@"}, 422, "Invalid email format"),
        ({"totalAmount": 1}, 422, "Unknown field: totalAmount"),
        ({"status": "confirmed"}, 422, "Unknown field: status"),
        ({"templeId": TEMPLE_B}, 422, "Unknown field: templeId"),
        ({"customerName": "x" * 121}, 422, None),
    ],
)
async def test_a_bad_edit_is_refused_and_writes_nothing(
    as_admin: ClientFor,
    temple_rows: None,
    db: Database,
    body: dict[str, Any],
    status: int,
    detail: str | None,
) -> None:
    before = await get(db, TempleBooking, "TB-A1")
    response = await (await as_admin(ADMIN_A)).patch(f"{TEMPLE}/TB-A1", json=body)
    assert response.status_code == status, response.text
    if detail is not None:
        assert response.json()["detail"] == detail
    after = await get(db, TempleBooking, "TB-A1")
    assert (after.customer_name, after.selected_date, after.selected_time) == (
        before.customer_name,
        before.selected_date,
        before.selected_time,
    )
    assert after.updated_at == before.updated_at


async def test_a_changed_date_is_judged_by_the_indian_calendar(
    as_admin: ClientFor, temple_rows: None, clock: Any
) -> None:
    # 20:00 UTC on the 21st is 01:30 on the 22nd in India: the 21st is already past.
    clock.now = datetime.fromisoformat("2026-11-21T20:00:00+00:00")
    kashi = await as_admin(ADMIN_A)
    past = await kashi.patch(f"{TEMPLE}/TB-A1", json={"selectedDate": "2026-11-21"})
    assert past.status_code == 422
    assert past.json()["detail"] == "Date cannot be before today"
    today = await kashi.patch(f"{TEMPLE}/TB-A1", json={"selectedDate": "2026-11-22"})
    assert today.status_code == 200, today.text  # 6:00 AM has not begun at 01:30


async def test_a_soft_deleted_service_still_offers_its_slots_to_edits(
    as_admin: ClientFor, temple_rows: None, db: Database
) -> None:
    async with db.writer() as session:
        service = await session.get(TempleService, SERVICE_A)
        assert service is not None
        service.is_active = False
        await session.commit()
    kashi = await as_admin(ADMIN_A)
    moved = await kashi.patch(f"{TEMPLE}/TB-A1", json={"selectedTime": "7:00 PM"})
    assert moved.status_code == 200, moved.text
    refused = await kashi.patch(f"{TEMPLE}/TB-A1", json={"selectedTime": "9:00 AM"})
    assert refused.json()["detail"] == (
        f"selectedTime must be one of this service's time slots: {RUDRA_SLOTS}"
    )
