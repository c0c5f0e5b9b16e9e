"""One revenue truth as two named figures on every screen: money collected (received minus
refunds credited) and money earned (of completed bookings and delivered orders). A priest
booking of ₹2,299 and a temple booking of ₹751 paid online and not yet done: ₹3,050 collected
and nothing earned on the dashboard, the temple's dashboard, Users (stats, Total Spent, the
details) and Reports with its CSVs; the priest booking cancelled and its refund credited:
collected drops (not while the refund is on its way); the temple booking completed: earned
rises. On SQLite and PostgreSQL."""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from typing import Any

import httpx

from api.settlement.reconciler import reconcile_due
from data.db import Database
from tests.admin_support import SUPER, ClientFor
from tests.conftest import FROZEN_NOW
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    SETTINGS,
    at,
    bare_client,
    callback,
    client_without_lifespan,
    fake_gateway,
    refunds_of,
    started,
)
from tests.payments.records import KASHI, PHONE, TODAY, priest_booking, temple_booking
from tests.support import add

RANGE = {"from": "2026-11-01", "to": "2026-11-30"}


def csv_rows(response: httpx.Response) -> list[list[str]]:
    assert response.status_code == 200, response.text
    assert response.text.startswith("\ufeff")
    return list(csv.reader(io.StringIO(response.text.removeprefix("\ufeff"))))


def column_sum(rows: list[list[str]], name: str) -> str:
    at_column = rows[0].index(name)
    return str(sum((Decimal(row[at_column]) for row in rows[1:]), Decimal("0.00")))


async def everywhere(root: httpx.AsyncClient) -> dict[str, Any]:
    """(collected, earned) as each screen and export shows them."""
    dashboard = (await root.get("/api/admin/dashboard")).json()["stats"]
    temple = (await root.get("/api/admin/temple-dashboard", params={"templeId": KASHI})).json()
    users = (await root.get("/api/admin/users")).json()
    details = (await root.get(f"/api/admin/users/{PHONE}")).json()["user"]
    report = (await root.get("/api/admin/reports", params=RANGE)).json()
    bookings = csv_rows(await root.get("/api/admin/reports/bookings.csv", params=RANGE))
    by_day = csv_rows(await root.get("/api/admin/reports/revenue.csv", params=RANGE))

    def both(figures: dict[str, Any]) -> tuple[Any, Any]:
        return figures["collected"], figures["earned"]

    return {
        "dashboard": both(dashboard["revenue"]),
        "dashboard bookings": both(dashboard["bookingsRevenue"]),
        "temple dashboard": both(temple["stats"]["revenue"]),
        "users": both(users["stats"]["revenue"]),
        "total spent": [u["totalSpent"] for u in users["items"]],
        "user details": details["totalSpent"],
        "reports": both(report["revenue"]["total"]),
        "bookings csv": (
            column_sum(bookings, "money collected"),
            column_sum(bookings, "money earned"),
        ),
        "revenue csv": (
            column_sum(by_day, "money collected"),
            column_sum(by_day, "money earned"),
        ),
    }


def expected(collected: int, earned: int, *, temple: tuple[int, int]) -> dict[str, Any]:
    both = (collected, earned)
    as_csv = (f"{collected}.00", f"{earned}.00")
    return {
        "dashboard": both,
        "dashboard bookings": both,
        "temple dashboard": temple,
        "users": both,
        "total spent": [collected],
        "user details": collected,
        "reports": both,
        "bookings csv": as_csv,
        "revenue csv": as_csv,
    }


async def test_paid_online_is_collected_and_only_done_is_earned(
    client: httpx.AsyncClient,
    db: Database,
    gateway: FakeGateway,
    as_admin: ClientFor,
) -> None:
    await add(
        db,
        priest_booking(price="2299", created_at=FROZEN_NOW, updated_at=FROZEN_NOW),
        # For today: completed below, once its puja is done.
        temple_booking(selected_date=TODAY, created_at=FROZEN_NOW, updated_at=FROZEN_NOW),
    )
    for kind, record_id, paise in (("priest", "PB1001", 229900), ("temple", "TB1001", 75100)):
        txn = await started(client, kind, record_id)
        paid = await callback(client, gateway, txn, "PAYMENT_SUCCESS", paise)
        assert paid.json()["state"] == "PAYMENT_SUCCESS", paid.text
    root = await as_admin(SUPER)
    assert await everywhere(root) == expected(3050, 0, temple=(751, 0))

    cancelled = await root.patch(
        "/api/admin/priest-bookings/PB1001/status", json={"status": "cancelled"}
    )
    assert cancelled.status_code == 200, cancelled.text
    [refund] = await refunds_of(db, "PB1001")
    await reconcile_due(db, gateway, at(), SETTINGS)  # sent: on its way, not yet given back
    assert await everywhere(root) == expected(3050, 0, temple=(751, 0))
    gateway.answer(refund.id, "PAYMENT_SUCCESS", 229900)
    await reconcile_due(db, gateway, at(minutes=5), SETTINGS)
    assert (await refunds_of(db, "PB1001"))[0].state == "COMPLETED"
    assert await everywhere(root) == expected(751, 0, temple=(751, 0))

    completed = await root.patch(
        "/api/admin/temple-bookings/TB1001/status", json={"status": "completed"}
    )
    assert completed.status_code == 200, completed.text
    assert await everywhere(root) == expected(751, 751, temple=(751, 751))
