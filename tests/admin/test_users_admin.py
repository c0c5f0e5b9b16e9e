"""Users admin: customers derived from priest bookings, temple bookings and store orders,
grouped by phone (name from the newest record, e-mail the newest non-empty one, join date the
earliest record, bookings without store orders, spending over every status); search, the
join-date filter by Indian date, paging, details; super admin only."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from api.admin.common import encode_cursor
from api.admin.users import service as users_service
from data.db import Database
from data.models import Refund, StoreOrder
from data.repositories import customers as customers_repo
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
        # Money received minus refunds: 2299 (PB1) + 553 - 53 (SO1), both done, so earned as
        # well; the confirmed TB1 is unpaid, and nothing cancelled was paid.
        "revenue": {"collected": 2799, "earned": 2799},
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
    assert details["user"]["totalSpent"] == 2799  # PB2 is still pending and unpaid
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
        ("9999999999", 404, "Unknown User"),
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
        "totalExact": True,
        "nextCursor": None,
        "stats": {
            "totalUsers": 0,
            "activeUsers": 0,
            "totalBookings": 0,
            "revenue": {"collected": 0, "earned": 0},
        },
    }


# ---- keyset pages and search over many users ----

MANY = 23


def devotee(number: int) -> Any:
    """A customer with one priest booking; every four share their last activity."""
    phone = f"90000{number:05d}"
    email = f"devotee{number}@bhakti.example" if number % 3 else None
    when = RAVI_JOINED + timedelta(minutes=number // 4)
    record = priest_booking(
        f"PBM{number}", phone=phone, name=f"Devotee {number}", email=email, price="101"
    )
    return at(record, when)


@pytest.fixture
async def many(db: Database) -> list[str]:
    """The phones, most recently active first (then by phone, descending)."""
    await add(db, *(devotee(n) for n in range(MANY)))
    ordered = sorted(range(MANY), key=lambda n: (n // 4, f"90000{n:05d}"), reverse=True)
    return [f"90000{n:05d}" for n in ordered]


async def walk(http: Any, params: dict[str, Any]) -> tuple[list[str], set[int]]:
    """Every page of the list through nextCursor: the ids in order, and the totals seen."""
    seen: list[str] = []
    totals: set[int] = set()
    cursor = None
    for _ in range(MANY + 1):
        query = {**params, "limit": 5, **({"cursor": cursor} if cursor else {})}
        response = await http.get(USERS, params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        seen += [user["id"] for user in body["items"]]
        totals.add(body["total"])
        cursor = body["nextCursor"]
        if cursor is None:
            return seen, totals
    raise AssertionError("the pages never ended")


@pytest.mark.parametrize(
    ("params", "kept"),
    [
        ({}, lambda n: True),
        ({"q": "devotee 1"}, lambda n: str(n).startswith("1")),
        ({"q": "bhakti.example"}, lambda n: n % 3 != 0),
        ({"q": "de"}, lambda n: True),
        ({"since": "2026-11-21"}, lambda n: True),
    ],
)
async def test_cursor_pages_walk_every_user_once(
    as_admin: ClientFor, many: list[str], params: dict[str, Any], kept: Any
) -> None:
    expected = [phone for phone in many if kept(int(phone[5:]))]
    seen, totals = await walk(await as_admin(SUPER), params)
    assert seen == expected  # the same order, none twice, none left out, ties included
    assert totals == {len(expected)}


async def test_offset_pages_still_work(as_admin: ClientFor, many: list[str]) -> None:
    body = (await (await as_admin(SUPER)).get(USERS, params={"limit": 4, "offset": 8})).json()
    assert [user["id"] for user in body["items"]] == many[8:12]


@pytest.mark.parametrize(
    "cursor",
    [
        "not a cursor",
        "bm90IGpzb24",  # base64 of "not json"
        encode_cursor("priest-bookings", "2026-11-20T19:00:00+00:00", "9000000001"),
        encode_cursor("users", "2026-11-20T19:00:00", "9000000001"),  # no time zone
        encode_cursor("users", "yesterday", "9000000001"),
        encode_cursor("users", "2026-11-20T19:00:00+00:00", ""),
        encode_cursor("users", "2026-11-20T19:00:00+00:00"),
        encode_cursor("users", "0001-01-01T00:00:00+05:30", "9000000001"),
        encode_cursor("users", "2026-11-20T19:00:00+00:00", "9000000001")[:-3],
    ],
)
async def test_a_cursor_the_list_did_not_give_is_refused(
    as_admin: ClientFor, many: list[str], cursor: str
) -> None:
    response = await (await as_admin(SUPER)).get(USERS, params={"cursor": cursor})
    assert response.status_code == 400, response.text
    assert response.json()["code"] == "bad_cursor"


async def test_a_search_counts_up_to_the_cap(
    as_admin: ClientFor, many: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(users_service, "COUNT_CAP", 5)
    http = await as_admin(SUPER)
    body = (await http.get(USERS, params={"q": "devotee"})).json()
    assert (body["total"], body["totalExact"], len(body["items"])) == (5, False, MANY)
    unsearched = (await http.get(USERS)).json()
    assert (unsearched["total"], unsearched["totalExact"]) == (MANY, True)
    few = (await http.get(USERS, params={"q": "devotee 2"})).json()
    assert (few["total"], few["totalExact"]) == (4, True)  # 2, 20, 21, 22


@pytest.mark.parametrize(
    "term",
    [
        "devotee",  # common: a walk when matches exceed the budget
        "DEVOTEE 1",
        "evotee 2",
        "devotee1@bhakti.example",  # longer than the index reads: candidates are checked
        "90000000",
        "0001",
        "e 1",
        "%",
        "_",
        "zzz",
    ],
)
async def test_both_search_paths_find_the_same(
    as_admin: ClientFor, many: list[str], monkeypatch: pytest.MonkeyPatch, term: str
) -> None:
    """Reading matches through the trigram index and walking the newest-active index give
    the same users in the same order."""
    http = await as_admin(SUPER)
    monkeypatch.setattr(users_service, "COUNT_CAP", 3)
    found = []
    for sorted_matches in (5_000, 0):  # index and sort; walk once more than 3 match
        monkeypatch.setattr(customers_repo, "SORTED_MATCHES", sorted_matches)
        response = await http.get(USERS, params={"q": term, "limit": 500})
        assert response.status_code == 200, response.text
        found.append(response.json())
    needle = term.lower()
    expected = [
        p
        for p in many
        if needle in f"devotee {int(p[5:])}"
        or needle in p
        or (int(p[5:]) % 3 and needle in f"devotee{int(p[5:])}@bhakti.example")
    ]
    assert [u["id"] for u in found[0]["items"]] == expected
    assert found[0] == found[1]
    assert found[0]["total"] == min(len(expected), 3)


@pytest.mark.parametrize("walked_max", [20_000, 0])
async def test_a_join_date_and_a_search_together(
    as_admin: ClientFor, many: list[str], monkeypatch: pytest.MonkeyPatch, walked_max: int
) -> None:
    """A join date recent enough that few customers were active since is searched by
    testing them; an older one through the trigram index. Both find the same."""
    monkeypatch.setattr(customers_repo, "WALKED_MAX", walked_max)
    http = await as_admin(SUPER)
    body = (await http.get(USERS, params={"q": "devotee 2", "since": "2026-11-21"})).json()
    expected = [p for p in many if p[5:] in ("00022", "00021", "00020", "00002")]
    assert [u["id"] for u in body["items"]] == expected
    assert (await http.get(USERS, params={"q": "devotee 2", "since": "2026-11-22"})).json()[
        "items"
    ] == []
