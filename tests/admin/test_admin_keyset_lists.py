"""Keyset pages of the long admin lists (priest and temple bookings, store orders, refunds):
a walk by `nextCursor` covers the list once, newest first, rows of the same moment included;
filters hold across pages; a temple admin's cursor never reaches another temple; a cursor the
list did not give out is 400 bad_cursor; a searched list counts up to a cap."""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from data.db import Database
from data.models import Refund
from tests.admin.test_bookings_admin import START, priest_booking, temple_booking
from tests.admin.test_store_admin import order
from tests.admin_support import ADMIN_A, ADMIN_B, SUPER, TEMPLE_A, TEMPLE_B, ClientFor
from tests.support import add

PRIEST = "/api/admin/priest-bookings"
TEMPLE = "/api/admin/temple-bookings"
ORDERS = "/api/admin/store/orders"
REFUNDS = "/api/admin/refunds"


async def walk(
    http: httpx.AsyncClient, path: str, limit: int, **params: Any
) -> tuple[list[str], list[dict[str, Any]]]:
    """Every row of a list, page by page through nextCursor: (ids in order, the pages)."""
    ids: list[str] = []
    pages: list[dict[str, Any]] = []
    cursor: str | None = None
    for _ in range(100):
        query = {**params, "limit": limit, **({"cursor": cursor} if cursor else {})}
        response = await http.get(path, params=query)
        assert response.status_code == 200, response.text
        body = response.json()
        pages.append(body)
        ids.extend(item["id"] for item in body["items"])
        cursor = body["nextCursor"]
        if cursor is None:
            return ids, pages
        assert len(body["items"]) == limit  # only a full page says more follow
    raise AssertionError("the walk never ended")


def newest_first(rows: list[Any], keep: Callable[[Any], bool] = lambda _row: True) -> list[str]:
    """The ids the server should list: created_at descending, then id descending."""
    kept = sorted((r for r in rows if keep(r)), key=lambda r: (r.created_at, r.id), reverse=True)
    return [r.id for r in kept]


def at(minute: int) -> dict[str, Any]:
    created = START + timedelta(minutes=minute)
    return {"created_at": created, "updated_at": created}


# Seventeen priest bookings; several share a moment, so the id alone orders them.
PRIEST_ROWS = [
    ("PB-A", 1, "pending", "Asha Verma", "9876500001"),
    ("PB-B", 1, "completed", "Asha Verma", "9876500001"),
    ("PB-C", 1, "pending", "Gopal Rao", "9123456789"),
    ("PB-D", 2, "confirmed", "Meena Patil", "9000000004"),
    ("PB-E", 3, "pending", "Asha Verma", "9876500001"),
    ("PB-F", 3, "pending", "Asha Verma", "9876500001"),
    ("PB-G", 3, "cancelled", "Gopal Rao", "9123456789"),
    ("PB-H", 3, "pending", "Asha Verma", "9876500001"),
    ("PB-I", 4, "completed", "Ravi Tiwari", "9415011223"),
    ("PB-J", 5, "pending", "Asha Verma", "9876500001"),
    ("PB-K", 5, "pending", "Gopal Rao", "9123456789"),
    ("PB-L", 6, "confirmed", "Asha Verma", "9876500001"),
    ("PB-M", 7, "pending", "Asha Verma", "9876500001"),
    ("PB-N", 7, "pending", "Asha Verma", "9876500001"),
    ("PB-O", 7, "pending", "Asha Verma", "9876500001"),
    ("PB-P", 8, "completed", "Meena Patil", "9000000004"),
    ("PB-Q", 9, "pending", "Asha Verma", "9876500001"),
]


@pytest.fixture
async def priest_rows(db: Database) -> list[Any]:
    rows = [priest_booking(i, minute=m, status=s, name=n, phone=p) for i, m, s, n, p in PRIEST_ROWS]
    await add(db, *rows)
    return rows


@pytest.mark.parametrize("limit", [1, 3, 4, 17, 20])
async def test_a_cursor_walk_covers_the_list_once_newest_first(
    as_admin: ClientFor, priest_rows: list[Any], limit: int
) -> None:
    ids, pages = await walk(await as_admin(SUPER), PRIEST, limit)
    assert ids == newest_first(priest_rows)
    assert len(set(ids)) == len(ids) == 17
    assert {(p["total"], p["totalExact"]) for p in pages} == {(17, True)}
    assert all(p["stats"]["total"] == 17 for p in pages)


@pytest.mark.parametrize(
    ("params", "keep"),
    [
        ({"status": "pending"}, lambda r: r.status == "pending"),
        ({"q": "asha"}, lambda r: r.customer_name == "Asha Verma"),
        ({"q": "98765"}, lambda r: r.customer_phone.startswith("98765")),
        ({"q": "gopal", "status": "pending"}, lambda r: r.id in ("PB-C", "PB-K")),
    ],
)
async def test_filters_hold_on_every_page(
    as_admin: ClientFor,
    priest_rows: list[Any],
    params: dict[str, str],
    keep: Callable[[Any], bool],
) -> None:
    ids, pages = await walk(await as_admin(SUPER), PRIEST, 2, **params)
    expected = newest_first(priest_rows, keep)
    assert ids == expected
    assert {p["total"] for p in pages} == {len(expected)}


@pytest.mark.parametrize(
    ("term", "found"),
    [
        ("ASHA", 11),
        ("sha ve", 11),
        ("  gopal  ", 3),
        ("a_v", 0),  # _ and % are letters here, not wildcards
        ("a%v", 0),
        ("/", 0),
        ("patil", 2),
    ],
)
async def test_a_search_ignores_case_and_takes_wildcards_literally(
    as_admin: ClientFor, priest_rows: list[Any], term: str, found: int
) -> None:
    body = (await (await as_admin(SUPER)).get(PRIEST, params={"q": term, "limit": 50})).json()
    assert (len(body["items"]), body["total"]) == (found, found)


async def test_offset_still_pages_for_older_clients(
    as_admin: ClientFor, priest_rows: list[Any]
) -> None:
    http = await as_admin(SUPER)
    body = (await http.get(PRIEST, params={"limit": 5, "offset": 5})).json()
    assert [b["id"] for b in body["items"]] == newest_first(priest_rows)[5:10]
    # Going on by cursor from an offset page continues right after it.
    rest = (await http.get(PRIEST, params={"limit": 50, "cursor": body["nextCursor"]})).json()
    assert [b["id"] for b in rest["items"]] == newest_first(priest_rows)[10:]
    assert rest["nextCursor"] is None


async def test_a_searched_list_counts_up_to_the_cap(
    as_admin: ClientFor, priest_rows: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("api.admin.keyset.COUNT_CAP", 5)
    http = await as_admin(SUPER)
    many = (await http.get(PRIEST, params={"q": "asha", "limit": 2})).json()
    assert (many["total"], many["totalExact"]) == (5, False)  # eleven match
    few = (await http.get(PRIEST, params={"q": "gopal", "limit": 2})).json()
    assert (few["total"], few["totalExact"]) == (3, True)
    # A first page with nothing after it holds every match: that is the count.
    one_page = (await http.get(PRIEST, params={"q": "asha", "limit": 11})).json()
    assert (one_page["total"], one_page["totalExact"], one_page["nextCursor"]) == (11, True, None)
    # Without a search the statistics give the exact count, however large.
    whole = (await http.get(PRIEST, params={"limit": 2})).json()
    assert (whole["total"], whole["totalExact"]) == (17, True)
    pending = (await http.get(PRIEST, params={"limit": 2, "status": "pending"})).json()
    assert (pending["total"], pending["totalExact"]) == (11, True)


# ---- temple bookings: a cursor moves within the caller's view, never out of it ----


@pytest.fixture
async def temple_rows(db: Database) -> list[Any]:
    rows = [
        temple_booking(f"TB-{temple[-6:]}-{n:02}", temple=temple, minute=n // 3, status=status)
        for n in range(12)
        for temple, status in ((TEMPLE_A, "pending"), (TEMPLE_B, "confirmed"))
    ]
    rows.append(temple_booking("TB-A-SITA", minute=2, name="Sita Devi", phone="9000000002"))
    await add(db, *rows)
    return rows


async def test_temple_walks_stay_in_the_callers_view(
    as_admin: ClientFor, temple_rows: list[Any]
) -> None:
    root = await as_admin(SUPER)
    everything, _ = await walk(root, TEMPLE, 5)
    assert everything == newest_first(temple_rows)
    only_b, pages = await walk(root, TEMPLE, 4, templeId=TEMPLE_B)
    assert only_b == newest_first(temple_rows, lambda r: r.temple_id == TEMPLE_B)
    assert {p["total"] for p in pages} == {12}

    kashi = await as_admin(ADMIN_A)
    own, pages = await walk(kashi, TEMPLE, 4)
    assert own == newest_first(temple_rows, lambda r: r.temple_id == TEMPLE_A)
    assert {p["total"] for p in pages} == {13}
    searched, _ = await walk(kashi, TEMPLE, 1, q="sita")
    assert searched == ["TB-A-SITA"]


async def test_another_temples_cursor_shows_nothing_of_that_temple(
    as_admin: ClientFor, temple_rows: list[Any]
) -> None:
    """A cursor says only where to go on: temple A's admin, handed a cursor from a walk of
    temple B (or naming temple B), still sees temple A's bookings alone."""
    root = await as_admin(SUPER)
    of_b = (await root.get(TEMPLE, params={"templeId": TEMPLE_B, "limit": 2})).json()
    kashi = await as_admin(ADMIN_A)
    moved = await kashi.get(TEMPLE, params={"cursor": of_b["nextCursor"], "limit": 50})
    assert moved.status_code == 200
    assert moved.json()["items"]
    assert {b["templeId"] for b in moved.json()["items"]} == {TEMPLE_A}
    named = await kashi.get(TEMPLE, params={"cursor": of_b["nextCursor"], "templeId": TEMPLE_B})
    assert (named.status_code, named.json()["code"]) == (403, "other_temple")
    mumbai = await as_admin(ADMIN_B)
    of_a = (await kashi.get(TEMPLE, params={"limit": 1})).json()
    theirs = (await mumbai.get(TEMPLE, params={"cursor": of_a["nextCursor"], "limit": 50})).json()
    assert {b["templeId"] for b in theirs["items"]} == {TEMPLE_B}


# ---- cursors the list did not give out ----


def forged(*parts: Any) -> str:
    raw = json.dumps(list(parts)).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


BAD_CURSORS = [
    "not-a-cursor",
    "%%%",
    forged("priest-bookings", "2026-11-12T06:30:00+00:00"),  # a key short
    forged("priest-bookings", "yesterday", "PB-A"),
    forged("priest-bookings", "2026-11-12T06:30:00", "PB-A"),  # no time zone
    forged("priest-bookings", "9999-12-31T23:59:59-14:00", "PB-A"),  # past the calendar in UTC
    forged("priest-bookings", "2026-11-12T06:30:00+00:00", ""),
    forged("priest-bookings", 17, "PB-A"),
    forged({"list": "priest-bookings"}),
]


@pytest.mark.parametrize("cursor", BAD_CURSORS)
async def test_a_tampered_cursor_is_a_bad_cursor(
    as_admin: ClientFor, priest_rows: list[Any], cursor: str
) -> None:
    response = await (await as_admin(SUPER)).get(PRIEST, params={"cursor": cursor})
    assert response.status_code == 400, response.text
    assert response.json() == {
        "detail": "The cursor is not one this list gave out: start again",
        "code": "bad_cursor",
    }


@pytest.mark.parametrize(
    ("source", "target"),
    [(PRIEST, TEMPLE), (TEMPLE, PRIEST), (PRIEST, ORDERS), (ORDERS, REFUNDS), (REFUNDS, PRIEST)],
)
async def test_another_lists_cursor_is_a_bad_cursor(
    as_admin: ClientFor, db: Database, source: str, target: str
) -> None:
    await add(
        db,
        priest_booking("PB-1", minute=1),
        priest_booking("PB-2", minute=2),
        temple_booking("TB-1", minute=1),
        temple_booking("TB-2", minute=2),
        order("SO-1", **at(1)),
        order("SO-2", **at(2)),
        refund("RFD-1", 1),
        refund("RFD-2", 2),
    )
    root = await as_admin(SUPER)
    cursor = (await root.get(source, params={"limit": 1})).json()["nextCursor"]
    assert cursor
    response = await root.get(target, params={"cursor": cursor})
    assert (response.status_code, response.json()["code"]) == (400, "bad_cursor")


# ---- store orders and refunds ----


async def test_store_orders_walk_with_search_and_status(as_admin: ClientFor, db: Database) -> None:
    rows = [
        order(
            f"SO-{n:02}",
            ("pending", "delivered", "shipped")[n % 3],
            customer_name=("Meera Iyer", "Arjun Rao")[n % 2],
            customer_phone=("9845012345", "9123456780")[n % 2],
            **at(n // 4),
        )
        for n in range(14)
    ]
    await add(db, *rows)
    root = await as_admin(SUPER)
    ids, pages = await walk(root, ORDERS, 3)
    assert ids == newest_first(rows)
    assert {(p["total"], p["totalExact"]) for p in pages} == {(14, True)}
    shipped, pages = await walk(root, ORDERS, 2, status="shipped")
    assert shipped == newest_first(rows, lambda r: r.order_status == "shipped")
    assert {p["total"] for p in pages} == {len(shipped)}
    arjun, _ = await walk(root, ORDERS, 2, q="+91 91234 56780")
    assert arjun == newest_first(rows, lambda r: r.customer_name == "Arjun Rao")
    both, _ = await walk(root, ORDERS, 2, q="meera", status="delivered")
    assert both == newest_first(
        rows, lambda r: r.customer_name == "Meera Iyer" and r.order_status == "delivered"
    )


def refund(refund_id: str, minute: int, state: str = "COMPLETED", target: str = "SO-1") -> Refund:
    return Refund(
        id=refund_id,
        payment_id=f"TXN_{refund_id}",
        target_kind="store",
        target_id=target,
        amount=Decimal("1260"),
        state=state,
        reason="return",
        gateway="phonepe",
        attempts=0,
        details={},
        **at(minute),
    )


async def test_refunds_walk_by_states_and_record(as_admin: ClientFor, db: Database) -> None:
    states = ("QUEUED", "PENDING", "COMPLETED", "AWAITING_APPROVAL")
    rows = [
        refund(f"RFD-{n:02}", n // 3, states[n % 4], ("SO-1", "SO-2")[n % 2]) for n in range(15)
    ]
    await add(db, *rows)
    root = await as_admin(SUPER)
    ids, pages = await walk(root, REFUNDS, 4)
    assert ids == newest_first(rows)
    assert {p["total"] for p in pages} == {15}
    # The screen's "In progress" is two states at once.
    moving, pages = await walk(root, REFUNDS, 2, state=["QUEUED", "PENDING"])
    assert moving == newest_first(rows, lambda r: r.state in ("QUEUED", "PENDING"))
    assert {p["total"] for p in pages} == {len(moving)}
    one, _ = await walk(root, REFUNDS, 3, state="COMPLETED")
    assert one == newest_first(rows, lambda r: r.state == "COMPLETED")
    of_record, _ = await walk(root, REFUNDS, 3, recordId="SO-2")
    assert of_record == newest_first(rows, lambda r: r.target_id == "SO-2")
