"""Dashboards: the super admin's stats with revenue as two figures (money collected, money
earned), the first five priest bookings and store orders, the database engine; a temple's own
dashboard (a temple admin cannot open another temple's; a super admin names one) with today's
date in India."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
from sqlalchemy import func, select

from data.db import Database
from data.models import PriestBooking, StoreOrder, Temple, TempleBooking, TempleService
from data.repositories.reports import collected_of, earned_of
from tests.admin.test_bookings_admin import paid_when_done, priest_booking, temple_booking
from tests.admin.test_users_admin import credited_refund
from tests.admin_support import (
    ADMIN_A,
    ADMIN_B,
    INACTIVE_A,
    NOBODY,
    SUPER,
    TEMPLE_A,
    TEMPLE_B,
    VIEWER_A,
    ClientFor,
)
from tests.conftest import FROZEN_NOW, Clock, india_date
from tests.support import add

DASHBOARD = "/api/admin/dashboard"
TEMPLE_DASHBOARD = "/api/admin/temple-dashboard"


def store_order(order_id: str, *, minute: int, total: str, status: str) -> StoreOrder:
    created = FROZEN_NOW - timedelta(days=2) + timedelta(minutes=minute)
    return StoreOrder(
        id=order_id,
        customer_id="9811122233",
        customer_name=f"Customer {order_id}",
        customer_phone="9811122233",
        customer_email=None,
        shipping_address="7 Civil Lines, Prayagraj, Uttar Pradesh 211001",
        items=[],
        subtotal=Decimal(total),
        shipping=Decimal(0),
        tax=Decimal(0),
        total=Decimal(total),
        payment_method="cod",
        payment_status=paid_when_done(status),
        order_status=status,
        status_history=[],
        client_ref="r" * 64,
        created_at=created,
        updated_at=created,
    )


async def test_the_super_admins_dashboard(as_admin: ClientFor, db: Database) -> None:
    await add(
        db,
        *(priest_booking(f"PB{n}", minute=n, status="pending") for n in range(1, 6)),
        priest_booking("PB6", minute=6, status="completed", price="2299", service="Ganesh Puja"),
        priest_booking("PB7", minute=7, status="completed", price="1000.50"),
        temple_booking("TB-A1", status="completed"),  # 751
        temple_booking("TB-B1", temple="temple-siddhivinayak-mumbai", status="completed"),  # 101
        temple_booking("TB-A2", status="confirmed"),
        *(
            store_order(f"SO{n}", minute=n, total="100", status="delivered" if n < 3 else "shipped")
            for n in range(1, 8)
        ),
    )
    async with db.writer() as session:  # a soft-deleted temple is not active
        temple = await session.get(Temple, "temple-dagdusheth-pune")
        assert temple is not None
        temple.is_active = False
        await session.commit()
    response = await (await as_admin(SUPER)).get(DASHBOARD)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["stats"] == {
        "totalBookings": 10,
        "activeTemples": 2,
        "storeProducts": 9,  # the seed catalogue
        "storeOrders": 7,
        # 2299 + 1000.50 + 751 + 101: paid when completed (cash), so collected = earned
        "bookingsRevenue": {"collected": 4151.5, "earned": 4151.5},
        "storeRevenue": {"collected": 200, "earned": 200},  # delivered (paid on delivery)
        "revenue": {"collected": 4351.5, "earned": 4351.5},
    }
    assert body["recentBookings"][0] == {
        "id": "PB7",
        "serviceName": "Ganesh Puja",
        "customerName": "Asha Verma",
        "price": 1000.5,
        "status": "completed",
    }
    assert [b["id"] for b in body["recentBookings"]] == ["PB7", "PB6", "PB5", "PB4", "PB3"]
    assert body["recentOrders"][0] == {
        "id": "SO7",
        "shortId": "SO7",  # an id too short to shorten stays as it is
        "customerName": "Customer SO7",
        "total": 100,
        "orderStatus": "shipped",
    }
    assert [o["id"] for o in body["recentOrders"]] == ["SO7", "SO6", "SO5", "SO4", "SO3"]
    assert body["database"] == db.dialect


async def test_an_empty_dashboard(as_admin: ClientFor) -> None:
    body = (await (await as_admin(SUPER)).get(DASHBOARD)).json()
    assert body["stats"]["totalBookings"] == 0
    assert body["stats"]["revenue"] == {"collected": 0, "earned": 0}
    assert body["stats"]["activeTemples"] == 3
    assert body["recentBookings"] == []
    assert body["recentOrders"] == []


async def test_only_the_super_admin_opens_the_main_dashboard(as_admin: ClientFor) -> None:
    expected = {NOBODY: 401, INACTIVE_A: 401, ADMIN_A: 403, ADMIN_B: 403, VIEWER_A: 403}
    for caller, status in expected.items():
        assert (await (await as_admin(caller)).get(DASHBOARD)).status_code == status


async def kashi_rows(db: Database) -> None:
    await add(
        db,
        temple_booking("TB-A1", minute=1, status="pending", day=india_date(0)),
        temple_booking("TB-A2", minute=2, status="completed", day=india_date(-3)),
        temple_booking("TB-A3", minute=3, status="completed", day=india_date(1)),
        temple_booking("TB-A4", minute=4, status="confirmed", day=india_date(0)),
        temple_booking("TB-A5", minute=5, status="cancelled", day=india_date(2)),
        temple_booking("TB-A6", minute=6, status="confirmed", day=india_date(2)),
        temple_booking("TB-B1", temple=TEMPLE_B, minute=9, status="pending", day=india_date(0)),
        TempleService(
            id="tsvc-kashi-retired",
            temple_id=TEMPLE_A,
            name="Old Aarti",
            description="No longer offered",
            price=Decimal("51"),
            duration="",
            time_slots=["7:00 PM"],
            is_active=False,
        ),
    )


async def test_a_temple_admin_opens_its_own_dashboard(as_admin: ClientFor, db: Database) -> None:
    await kashi_rows(db)
    for caller in (ADMIN_A, VIEWER_A):
        kashi = await as_admin(caller)
        for params in ({}, {"templeId": TEMPLE_A}):
            response = await kashi.get(TEMPLE_DASHBOARD, params=params)
            assert response.status_code == 200, response.text
            body = response.json()
            assert body["temple"] == {
                "id": TEMPLE_A,
                "name": "Shri Kashi Vishwanath Temple",
                "address": "Lahori Tola, Domari, Varanasi, Uttar Pradesh 221001",
                "description": body["temple"]["description"],
                "photos": body["temple"]["photos"],
            }
            assert body["temple"]["description"]
            assert body["stats"] == {
                "totalBookings": 6,
                "pending": 1,
                "confirmed": 2,
                "todaysBookings": 2,
                # two completed Rudrabhishek bookings, paid when completed
                "revenue": {"collected": 1502, "earned": 1502},
            }
            assert [b["id"] for b in body["recentBookings"]] == [
                "TB-A6",
                "TB-A5",
                "TB-A4",
                "TB-A3",
                "TB-A2",
            ]
            assert "clientRef" not in str(body)
            services = {s["id"]: s for s in body["services"]}
            assert set(services) == {
                "tsvc-kashi-rudrabhishek",
                "tsvc-kashi-bilva-archana",
                "tsvc-kashi-retired",
            }
            assert services["tsvc-kashi-retired"]["isActive"] is False
            assert services["tsvc-kashi-rudrabhishek"] == {
                "id": "tsvc-kashi-rudrabhishek",
                "name": "Rudrabhishek",
                "description": services["tsvc-kashi-rudrabhishek"]["description"],
                "price": 751,
                "duration": "1 hour",
                "timeSlots": ["4:00 AM", "6:00 AM", "11:00 AM", "7:00 PM"],
                "isActive": True,
            }


async def test_todays_bookings_follow_the_indian_date(
    as_admin: ClientFor, db: Database, clock: Clock
) -> None:
    await add(
        db,
        temple_booking("TB-21", day="2026-11-21"),
        temple_booking("TB-22", day="2026-11-22"),
        temple_booking("TB-22b", day="2026-11-22"),
    )
    kashi = await as_admin(ADMIN_A)
    clock.now = datetime.fromisoformat("2026-11-21T20:00:00+00:00")  # 01:30 on the 22nd in India
    stats = (await kashi.get(TEMPLE_DASHBOARD)).json()["stats"]
    assert stats["todaysBookings"] == 2
    clock.now = datetime.fromisoformat("2026-11-21T18:00:00+00:00")  # 23:30 on the 21st
    assert (await kashi.get(TEMPLE_DASHBOARD)).json()["stats"]["todaysBookings"] == 1


async def test_a_temple_admin_cannot_open_another_temples_dashboard(
    as_admin: ClientFor, db: Database
) -> None:
    await kashi_rows(db)
    kashi = await as_admin(ADMIN_A)
    other = await kashi.get(TEMPLE_DASHBOARD, params={"templeId": TEMPLE_B})
    assert other.status_code == 403
    assert other.json()["detail"] == "You can only manage your own temple"
    unknown = await kashi.get(TEMPLE_DASHBOARD, params={"templeId": "temple-nowhere"})
    assert unknown.status_code == 403
    mumbai = (await (await as_admin(ADMIN_B)).get(TEMPLE_DASHBOARD)).json()
    assert mumbai["temple"]["id"] == TEMPLE_B
    assert [b["id"] for b in mumbai["recentBookings"]] == ["TB-B1"]
    assert mumbai["stats"]["totalBookings"] == 1
    for caller in (NOBODY, INACTIVE_A):
        assert (await (await as_admin(caller)).get(TEMPLE_DASHBOARD)).status_code == 401


async def test_a_super_admin_names_the_temple(as_admin: ClientFor, db: Database) -> None:
    await kashi_rows(db)
    superadmin: httpx.AsyncClient = await as_admin(SUPER)
    missing = await superadmin.get(TEMPLE_DASHBOARD)
    assert missing.status_code == 422
    assert missing.json()["detail"] == (
        "templeId is required: choose the temple whose dashboard to show"
    )
    unknown = await superadmin.get(TEMPLE_DASHBOARD, params={"templeId": "temple-nowhere"})
    assert unknown.status_code == 404
    assert unknown.json()["detail"] == "Unknown Temple"
    mumbai = await superadmin.get(TEMPLE_DASHBOARD, params={"templeId": TEMPLE_B})
    assert mumbai.status_code == 200
    assert mumbai.json()["temple"]["name"] == "Shree Siddhivinayak Temple"
    assert mumbai.json()["stats"]["todaysBookings"] == 1
    bad = await superadmin.get(TEMPLE_DASHBOARD, params={"templeId": "../etc"})
    assert bad.status_code == 422


async def _sums(db: Database, model: Any, *where: Any) -> tuple[int, dict[str, Decimal]]:
    """Records and money (collected, earned) counted from the records themselves, by the one
    definition."""
    async with db.reader() as session:
        figures = (func.sum(collected_of(model)), func.sum(earned_of(model)))
        stmt = select(func.count(), *(func.coalesce(f, 0) for f in figures)).where(*where)
        n, collected, earned = (await session.execute(stmt)).one()
    cents = Decimal("0.01")
    money = {"collected": collected, "earned": earned}
    return int(n), {name: Decimal(str(v)).quantize(cents) for name, v in money.items()}


def _both(*sums: tuple[int, dict[str, Decimal]]) -> dict[str, int | float]:
    return {
        name: _money(sum((figures[name] for _n, figures in sums), Decimal(0)))
        for name in ("collected", "earned")
    }


def _money(value: Decimal) -> int | float:
    return int(value) if value == value.to_integral_value() else float(value)


async def test_the_dashboards_equal_sums_of_their_records(
    as_admin: ClientFor, db: Database
) -> None:
    statuses = ("pending", "confirmed", "completed", "cancelled")
    await add(
        db,
        *(
            priest_booking(f"PB{n}", minute=n, status=statuses[n % 4], price=f"{1000 + n}.50")
            for n in range(9)
        ),
        *(
            temple_booking(
                f"TB{n}", temple=(TEMPLE_A, TEMPLE_B)[n % 2], minute=n, status=statuses[n % 4]
            )
            for n in range(11)
        ),
        *(
            store_order(
                f"SO{n}", minute=n, total=f"{200 + n}", status=("delivered", "shipped")[n % 2]
            )
            for n in range(5)
        ),
        credited_refund("SO0", "20"),
        credited_refund("PB2", "100.50"),
    )
    async with db.writer() as session:  # a later change moves records between buckets
        order = await session.get(StoreOrder, "SO1")
        assert order is not None
        order.order_status, order.payment_status = "delivered", "paid"
        await session.commit()
    body = (await (await as_admin(SUPER)).get(DASHBOARD)).json()["stats"]
    priest, temple, store = (
        await _sums(db, PriestBooking),
        await _sums(db, TempleBooking),
        await _sums(db, StoreOrder),
    )
    assert body["totalBookings"] == priest[0] + temple[0]
    assert body["storeOrders"] == store[0]
    assert body["bookingsRevenue"] == _both(priest, temple)
    assert body["storeRevenue"] == _both(store)
    assert body["revenue"] == _both(priest, temple, store)
    assert store[1]["earned"] == Decimal(200 + 201 + 202 + 204 - 20)  # the refund came off
    for caller, temple_id in ((ADMIN_A, TEMPLE_A), (ADMIN_B, TEMPLE_B)):
        stats = (await (await as_admin(caller)).get(TEMPLE_DASHBOARD)).json()["stats"]
        of_temple = TempleBooking.temple_id == temple_id
        sums = await _sums(db, TempleBooking, of_temple)
        assert stats["totalBookings"] == sums[0]
        assert stats["revenue"] == _both(sums)
        for status in ("pending", "confirmed"):
            assert (
                stats[status]
                == (await _sums(db, TempleBooking, of_temple, TempleBooking.status == status))[0]
            )
