"""Refunds in the back office: one revenue (issue 15, point 5: money received minus refunds
credited, from completed bookings and delivered orders, the same on every screen) and the
super admin's approval or refusal of store returns. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.settlement.reconciler import reconcile_due
from data.db import Database
from data.models import PriestBooking, Refund, StoreOrder
from tests.admin_support import ADMIN_A, ADMIN_B, INACTIVE_A, NOBODY, SUPER, ClientFor
from tests.conftest import FROZEN_NOW
from tests.payments.fake_gateway import FakeGateway
from tests.payments.money_support import (  # noqa: F401 (fixtures)
    SETTINGS,
    bare_client,
    client_without_lifespan,
    fake_gateway,
    payment_row,
    refund_row,
)
from tests.payments.records import (
    KASHI,
    PHONE,
    TODAY,
    priest_booking,
    store_order,
    temple_booking,
)
from tests.support import add, get

REFUNDS = "/api/admin/refunds"
NOT_AWAITING = "Only a return awaiting approval can be approved or declined"


def paid(txn: str, record_id: str, kind: str, amount: int) -> Any:
    return payment_row(txn, record_id, kind, amount=Decimal(amount), state="PAYMENT_SUCCESS")


def both(revenue: dict[str, Any]) -> tuple[Any, Any]:
    """A screen's two revenue figures: (money collected, money earned)."""
    return revenue["collected"], revenue["earned"]


async def revenue_everywhere(root: httpx.AsyncClient) -> dict[str, Any]:
    """Every figure the admin screens show that comes from revenue."""
    dashboard = (await root.get("/api/admin/dashboard")).json()["stats"]
    users = (await root.get("/api/admin/users", params={"q": PHONE})).json()
    details = (await root.get(f"/api/admin/users/{PHONE}")).json()["user"]
    priest = (await root.get("/api/admin/priest-bookings")).json()["stats"]
    temple = (await root.get("/api/admin/temple-dashboard", params={"templeId": KASHI})).json()
    store = (await root.get("/api/admin/store/summary")).json()
    return {
        "total": both(dashboard["revenue"]),
        "bookings": both(dashboard["bookingsRevenue"]),
        "store": both(dashboard["storeRevenue"]),
        "priest tab": priest["revenue"],
        "temple dashboard": both(temple["stats"]["revenue"]),
        "store summary": store["totalRevenue"],
        "users total": both(users["stats"]["revenue"]),
        "total spent": [u["totalSpent"] for u in users["items"]],
        "user details": details["totalSpent"],
    }


async def test_revenue_is_received_minus_credited_refunds_on_every_screen(
    db: Database, as_admin: ClientFor
) -> None:
    """A completed booking counts its amount minus the refunds credited on it (a refund still
    on its way is not yet money gone); a delivered order whose return was credited counts
    nothing; cancelled and unpaid records never count."""
    priest = paid("TXN_P", "PB1001", "priest", 1100)
    temple = paid("TXN_T", "TB1001", "temple", 751)
    order = paid("TXN_S", "SO1001", "store", 1260)
    cancelled = paid("TXN_C", "PB1002", "priest", 1100)
    await add(
        db,
        priest_booking(status="completed", payment_status="paid"),
        temple_booking(status="completed", payment_status="paid"),
        store_order(order_status="delivered", payment_status="paid"),
        priest_booking("PB1002", status="cancelled", payment_status="paid"),
        priest_booking("PB1003", status="completed", payment_status="pending"),
        priest,
        temple,
        order,
        cancelled,
        refund_row("RFD_P", priest, state="COMPLETED", amount=Decimal(550), reason="cancelled"),
        refund_row("RFD_T", temple, state="PENDING", amount=Decimal(100), reason="cancelled"),
        refund_row("RFD_S", order, state="COMPLETED", reason="return"),
        refund_row("RFD_C", cancelled, state="COMPLETED", reason="paid_after_cancel"),
    )
    root = await as_admin(SUPER)
    assert await revenue_everywhere(root) == {
        "total": (1301, 1301),
        "bookings": (1301, 1301),
        "store": (0, 0),
        "priest tab": 550,
        "temple dashboard": (751, 751),
        "store summary": 0,
        "users total": (1301, 1301),
        "total spent": [1301],
        "user details": 1301,
    }


@pytest.mark.parametrize("first_paid_by", ["online", "cash"])
async def test_a_refunded_second_payment_leaves_the_records_revenue_whole(
    db: Database, as_admin: ClientFor, first_paid_by: str
) -> None:
    """Paid twice, the second payment refunded as a duplicate: money in twice and out once,
    so the completed booking still brought in its price, once."""
    first = paid("TXN_FIRST", "TB1001", "temple", 751)
    if first_paid_by == "cash":
        first.method, first.gateway = "cash", "counter"
    second = paid("TXN_SECOND", "TB1001", "temple", 751)
    await add(
        db,
        temple_booking(status="completed", payment_status="paid"),
        first,
        second,
        refund_row("RFD_DUP", second, state="COMPLETED", reason="duplicate_payment"),
    )
    figures = await revenue_everywhere(await as_admin(SUPER))
    assert (figures["total"], figures["temple dashboard"], figures["total spent"]) == (
        (751, 751),
        (751, 751),
        [751],
    )


async def test_cash_is_received_when_an_unpaid_record_is_completed(
    db: Database, as_admin: ClientFor
) -> None:
    """A booking nobody paid online and an order paid on the doorstep: marking them completed
    or delivered records the cash, so revenue counts them; an online payment is not re-marked
    as cash."""
    await add(
        db,
        # For today: the pujas are done, and the admin marks them completed.
        priest_booking(selected_date=TODAY),
        priest_booking("PB1002", selected_date=TODAY, payment_status="paid"),
        store_order(payment_method="cod"),
    )
    root = await as_admin(SUPER)
    for booking_id in ("PB1001", "PB1002"):
        done = await root.patch(
            f"/api/admin/priest-bookings/{booking_id}/status", json={"status": "completed"}
        )
        assert done.json()["paymentStatus"] == "paid"
    shipped = await root.patch(
        "/api/admin/store/orders/SO1001/status", json={"orderStatus": "shipped"}
    )
    assert shipped.status_code == 200, shipped.text
    delivered = await root.patch(
        "/api/admin/store/orders/SO1001/status", json={"orderStatus": "delivered"}
    )
    assert delivered.json()["paymentStatus"] == "paid"
    cash = (await get(db, PriestBooking, "PB1001")).status_history[-1]
    assert (cash["status"], cash["paymentStatus"], cash["method"]) == ("completed", "paid", "cash")
    assert "method" not in (await get(db, PriestBooking, "PB1002")).status_history[-1]
    figures = await revenue_everywhere(root)
    assert (figures["bookings"], figures["store"], figures["total spent"]) == (
        (2200, 2200),
        (1260, 1260),
        [3460],
    )


async def returns_awaiting(db: Database) -> tuple[Refund, Refund]:
    """Two delivered, paid orders whose devotees asked for a return."""
    one = paid("TXN_S1", "SO1001", "store", 1260)
    two = paid("TXN_S2", "SO1002", "store", 1260)
    first = refund_row("RFD_RET1", one)
    second = refund_row("RFD_RET2", two)
    await add(
        db,
        store_order(order_status="delivered", payment_status="paid"),
        store_order("SO1002", order_status="delivered", payment_status="paid"),
        one,
        two,
        first,
        second,
    )
    return first, second


async def test_the_refunds_list_for_the_back_office(db: Database, as_admin: ClientFor) -> None:
    await returns_awaiting(db)
    root = await as_admin(SUPER)
    listed = await root.get(REFUNDS, params={"state": "AWAITING_APPROVAL"})
    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert body["total"] == 2
    assert {item["id"] for item in body["items"]} == {"RFD_RET1", "RFD_RET2"}
    item = next(i for i in body["items"] if i["id"] == "RFD_RET1")
    assert {k: item[k] for k in ("paymentId", "targetKind", "targetId", "amount", "reason")} == {
        "paymentId": "TXN_S1",
        "targetKind": "store",
        "targetId": "SO1001",
        "amount": 1260,
        "reason": "return",
    }
    none = await root.get(REFUNDS, params={"state": "COMPLETED"})
    assert (none.json()["total"], none.json()["items"]) == (0, [])


async def test_an_approved_return_is_sent_and_a_declined_one_never_is(
    db: Database, gateway: FakeGateway, as_admin: ClientFor
) -> None:
    """Approving queues the refund for the reconciler's next tick; declining closes it."""
    await returns_awaiting(db)
    root = await as_admin(SUPER)
    approved = await root.post(f"{REFUNDS}/RFD_RET1/approve")
    assert approved.status_code == 200, approved.text
    assert approved.json()["state"] == "QUEUED"
    declined = await root.post(f"{REFUNDS}/RFD_RET2/decline")
    assert declined.json()["state"] == "REJECTED"
    assert (await get(db, Refund, "RFD_RET1")).next_check_at == FROZEN_NOW
    assert (await get(db, Refund, "RFD_RET2")).next_check_at is None

    await reconcile_due(db, gateway, FROZEN_NOW, SETTINGS)
    [sent] = gateway.refunded
    assert (sent.refund_id, sent.payment_id, sent.amount_paise) == ("RFD_RET1", "TXN_S1", 126000)
    assert (await get(db, Refund, "RFD_RET1")).state == "PENDING"
    gateway.answer("RFD_RET1", "PAYMENT_SUCCESS", 126000)
    await reconcile_due(db, gateway, FROZEN_NOW + timedelta(minutes=1), SETTINGS)
    assert (await get(db, Refund, "RFD_RET1")).state == "COMPLETED"
    credited = (await get(db, StoreOrder, "SO1001")).status_history[-1]
    assert (credited["status"], credited["refundCredited"]) == ("delivered", "1260.00")
    assert (await get(db, Refund, "RFD_RET2")).state == "REJECTED"
    assert len(gateway.refunded) == 1


@pytest.mark.parametrize("decision", ["approve", "decline"])
async def test_only_a_return_awaiting_approval_is_decided(
    db: Database, as_admin: ClientFor, decision: str
) -> None:
    """A refund already decided (or one the policy made due, never awaiting) is a 409; an
    unknown one is a 404."""
    await returns_awaiting(db)
    root = await as_admin(SUPER)
    assert (await root.post(f"{REFUNDS}/RFD_RET1/{decision}")).status_code == 200
    decided = await get(db, Refund, "RFD_RET1")
    for again in ("approve", "decline"):
        refused = await root.post(f"{REFUNDS}/RFD_RET1/{again}")
        assert refused.status_code == 409
        assert refused.json() == {"detail": NOT_AWAITING, "code": "not_awaiting_approval"}
    assert (await get(db, Refund, "RFD_RET1")).state == decided.state
    await add(db, refund_row("RFD_DUE", paid("TXN_S3", "SO1002", "store", 10), state="QUEUED"))
    due = await root.post(f"{REFUNDS}/RFD_DUE/{decision}")
    assert (due.status_code, due.json()["code"]) == (409, "not_awaiting_approval")
    missing = await root.post(f"{REFUNDS}/RFD_NOPE/{decision}")
    assert missing.status_code == 404
    assert missing.json()["code"] == "unknown_refund"


@pytest.mark.parametrize(
    ("caller", "status"), [(NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403)]
)
async def test_refunds_are_for_super_admins_only(
    db: Database, as_admin: ClientFor, caller: str, status: int
) -> None:
    await returns_awaiting(db)
    other = await as_admin(caller)
    assert (await other.get(REFUNDS)).status_code == status
    assert (await other.post(f"{REFUNDS}/RFD_RET1/approve")).status_code == status
    assert (await other.post(f"{REFUNDS}/RFD_RET2/decline")).status_code == status
    assert (await get(db, Refund, "RFD_RET1")).state == "AWAITING_APPROVAL"
    assert (await get(db, Refund, "RFD_RET2")).state == "AWAITING_APPROVAL"
