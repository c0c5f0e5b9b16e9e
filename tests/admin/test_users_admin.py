"""Users admin: customers derived from priest bookings, temple bookings and store orders,
grouped by phone (name from the newest record, e-mail the newest non-empty one, join date the
earliest record, bookings without store orders, spending over every status); search, the
join-date filter by Indian date, paging, details; super admin only."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from data.db import Database
from data.models import Refund, StoreOrder
from tests.admin.test_bookings_admin import paid_when_done, priest_booking, temple_booking
from tests.admin_support import (
    ADMIN_A,
    ADMIN_B,
    INACTIVE_A,
    NOBODY,
    SUPER,
    TEMPLE_B,
    VIEWER_A,
    ClientFor,
)
from tests.support import add

USERS = "/api/admin/users"
DATE_FORMAT = "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31"
RAVI = "9415011223"
MEENA = "9822004455"
# 19:00 UTC on 20 November is 00:30 on 21 November in India.
RAVI_JOINED = datetime.fromisoformat("2026-11-20T19:00:00+00:00")


def credited_refund(order_id: str, amount: str) -> Refund:
    return Refund(
        id=f"RFD_{order_id}",
        payment_id=f"TXN_{order_id}",
        target_kind="store",
        target_id=order_id,
        amount=Decimal(amount),
        state="COMPLETED",
        reason="return",
        gateway="simulator",
        attempts=1,
        details={},
    )


def at(record: Any, when: datetime) -> Any:
    record.created_at = record.updated_at = when
    return record


def store_order(
    order_id: str,
    *,
    phone: str,
    name: str,
    email: str | None,
    total: str,
    status: str = "cancelled",
) -> Any:
    return StoreOrder(
        id=order_id,
        customer_id=phone,
        customer_name=name,
        customer_phone=phone,
        customer_email=email,
        shipping_address="FC Road, Pune, Maharashtra 411004",
        items=[],
        subtotal=Decimal(total),
        shipping=Decimal(0),
        tax=Decimal(0),
        total=Decimal(total),
        payment_method="phonepe",
        payment_status=paid_when_done(status),
        order_status=status,
        status_history=[],
        client_ref="r" * 64,
    )


@pytest.fixture
async def customers(db: Database) -> None:
    day = timedelta(days=1)
    await add(
        db,
        # Ravi: two bookings and an order; his newest record has no e-mail.
        at(
            priest_booking(
                "PB1",
                phone=RAVI,
                name="Ravi T",
                email="ravi@old.in",
                price="2299",
                status="completed",
            ),
            RAVI_JOINED,
        ),
        at(
            temple_booking("TB1", phone=RAVI, name="Ravi Tiwari", email="ravi@new.in"),
            RAVI_JOINED + day,
        ),
        at(
            store_order(
                "SO1",
                phone=RAVI,
                name="Ravi Shankar Tiwari",
                email=None,
                total="553",
                status="delivered",
            ),
            RAVI_JOINED + 2 * day,
        ),
        # Of the order's 553, 53 came back (a refund credited): 500 was received.
        credited_refund("SO1", "53"),
        # Meena: one cancelled temple booking; Asha: only a store order, no e-mail at all.
        at(
            temple_booking(
                "TB2",
                temple=TEMPLE_B,
                status="cancelled",
                phone=MEENA,
                name="Meena Patil",
                email="meena@example.in",
            ),
            RAVI_JOINED - 3 * day,
        ),
        at(
            store_order("SO2", phone="9000000001", name="Asha", email="", total="99.50"),
            RAVI_JOINED + 3 * day,
        ),
    )


async def test_users_are_derived_from_every_record_by_phone(
    as_admin: ClientFor, customers: None
) -> None:
    response = await (await as_admin(SUPER)).get(USERS)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["stats"] == {
        "totalUsers": 3,
        "activeUsers": 3,
        "totalBookings": 3,  # store orders are not bookings
        # Money received minus refunds, from completed bookings and delivered orders only:
        # 2299 (PB1) + 553 - 53 (SO1); not the confirmed TB1 nor anything cancelled.
        "totalRevenue": 2799,
    }
    assert body["total"] == 3
    assert [u["id"] for u in body["items"]] == ["9000000001", RAVI, MEENA]  # latest activity
    assert body["items"][1] == {
        "id": RAVI,
        "name": "Ravi Shankar Tiwari",  # from the newest record
        "email": "ravi@new.in",  # the newest non-empty e-mail
        "phone": RAVI,
        "joinDate": "2026-11-20T19:00:00Z",
        "totalBookings": 2,
        "totalSpent": 2799,
        "isActive": True,
        "lastActivity": "2026-11-22T19:00:00Z",
    }
    asha = body["items"][0]
    assert (asha["email"], asha["totalBookings"], asha["totalSpent"]) == ("", 0, 0)  # cancelled
    assert body["items"][2]["totalSpent"] == 0  # Meena's only booking is cancelled


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"q": "TIWARI"}, [RAVI]),
        ({"q": "meena@"}, [MEENA]),
        ({"q": "new.in"}, [RAVI]),
        ({"q": "old.in"}, []),  # only the user's own (newest) e-mail is searched
        ({"q": "0445"}, [MEENA]),
        ({"q": "a"}, ["9000000001", RAVI, MEENA]),
        ({"since": "2026-11-21"}, ["9000000001", RAVI]),  # Ravi joined 00:30 on the 21st
        ({"since": "2026-11-22"}, ["9000000001"]),
        ({"since": ""}, ["9000000001", RAVI, MEENA]),
        ({"since": "2026-11-21", "q": "asha"}, ["9000000001"]),
        ({"limit": 1, "offset": 1}, [RAVI]),
    ],
)
async def test_search_and_the_join_date_filter(
    as_admin: ClientFor, customers: None, params: dict[str, Any], expected: list[str]
) -> None:
    response = await (await as_admin(SUPER)).get(USERS, params=params)
    assert response.status_code == 200, response.text
    body = response.json()
    assert [u["id"] for u in body["items"]] == expected
    assert body["stats"]["totalUsers"] == 3  # the cards count every user
    if "limit" not in params:
        assert body["total"] == len(expected)


@pytest.mark.parametrize(
    ("params", "detail"),
    [
        (
            {"since": "21-11-2026"},
            "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31",
        ),
        (
            {"since": "2026-02-30"},
            "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31",
        ),
        ({"limit": 501}, None),
        ({"q": "x" * 101}, None),
    ],
)
async def test_bad_filters_are_refused(
    as_admin: ClientFor, params: dict[str, Any], detail: str | None
) -> None:
    response = await (await as_admin(SUPER)).get(USERS, params=params)
    assert response.status_code == 422
    if detail is not None:
        assert response.json()["detail"] == detail


async def test_a_users_details(as_admin: ClientFor, customers: None, db: Database) -> None:
    await add(db, at(priest_booking("PB2", phone=RAVI), RAVI_JOINED + timedelta(hours=1)))
    superadmin = await as_admin(SUPER)
    response = await superadmin.get(f"{USERS}/{RAVI}")
    assert response.status_code == 200, response.text
    details = response.json()
    assert details["user"]["totalBookings"] == 3
    assert details["user"]["totalSpent"] == 2799  # PB2 is still pending: not yet revenue
    assert details["counts"] == {"priestBookings": 2, "templeBookings": 1, "storeOrders": 1}
    assert [b["id"] for b in details["priestBookings"]] == ["PB2", "PB1"]  # newest first
    assert [b["id"] for b in details["templeBookings"]] == ["TB1"]
    assert [o["id"] for o in details["storeOrders"]] == ["SO1"]
    assert details["storeOrders"][0]["total"] == 553
    assert "clientRef" not in str(details) and "r" * 64 not in str(details)
    # A pasted +91 number names the same user.
    assert (await superadmin.get(f"{USERS}/+91-{RAVI}")).json()["user"]["id"] == RAVI


@pytest.mark.parametrize(
    ("phone", "status", "detail"),
    [
        ("9999999999", 404, "User not found"),
        ("12345", 422, "Phone number must be 10 digits"),
        ("5415011223", 422, "Invalid Indian mobile number format"),
        ("94150112234567890123456", 422, None),
    ],
)
async def test_unknown_or_malformed_phones(
    as_admin: ClientFor, customers: None, phone: str, status: int, detail: str | None
) -> None:
    response = await (await as_admin(SUPER)).get(f"{USERS}/{phone}")
    assert response.status_code == status
    if detail is not None:
        assert response.json()["detail"] == detail


async def test_users_are_the_super_admins_alone(as_admin: ClientFor, customers: None) -> None:
    expected = {NOBODY: 401, INACTIVE_A: 401, ADMIN_A: 403, ADMIN_B: 403, VIEWER_A: 403}
    for caller, status in expected.items():
        http = await as_admin(caller)
        assert (await http.get(USERS)).status_code == status
        assert (await http.get(f"{USERS}/{RAVI}")).status_code == status


async def test_no_customers_no_users(as_admin: ClientFor) -> None:
    body = (await (await as_admin(SUPER)).get(USERS)).json()
    assert body == {
        "items": [],
        "total": 0,
        "stats": {"totalUsers": 0, "activeUsers": 0, "totalBookings": 0, "totalRevenue": 0},
    }
