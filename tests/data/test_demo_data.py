"""Generated demo data (data/demo_data): every record follows the app's rules, customers
repeat, the same seed gives the same records, and the admin screens read them."""

from __future__ import annotations

import shutil
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from api.priest_bookings.schemas import PriestBookingRead
from api.priests.rules import works_then
from api.priests.slots import TIME_SLOTS
from api.store.rules import order_totals
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead
from data.db import Database
from data.demo_data import MARKER, DemoRules, Sizes, generate
from data.models import (
    Payment,
    Priest,
    PriestAssignment,
    PriestBooking,
    PujaService,
    Refund,
    StoreOrder,
    StoreProduct,
    TempleBooking,
    TempleService,
)
from data.statuses import BookingStatus, OrderStatus, PaymentStatus
from tests.admin_support import SUPER, ClientFor
from tests.conftest import FROZEN_NOW

RULES = DemoRules(priest_slots=TIME_SLOTS, order_totals=order_totals, works_then=works_then)
SMALL = Sizes(priest_bookings=400, temple_bookings=150, store_orders=150)


async def fill(db: Database, sizes: Sizes = SMALL, seed: int = 7) -> None:
    await generate(db, sizes, RULES, seed=seed, now=FROZEN_NOW)


async def rows(db: Database, model: Any) -> list[Any]:
    async with db.reader() as session:
        return list((await session.execute(select(model).order_by(model.id))).scalars())


async def test_records_follow_the_catalogue_and_the_rules(db: Database) -> None:
    await fill(db)
    pujas = {p.id: p for p in await rows(db, PujaService)}
    services = {s.id: s for s in await rows(db, TempleService)}
    products = {p.id: p for p in await rows(db, StoreProduct)}
    priests = {p.id: p for p in await rows(db, Priest)}
    priest_bookings = await rows(db, PriestBooking)
    temple_bookings = await rows(db, TempleBooking)
    orders = await rows(db, StoreOrder)
    assert (len(priest_bookings), len(temple_bookings), len(orders)) == (400, 150, 150)

    for b in priest_bookings:
        PriestBookingRead.model_validate(b)  # statuses in their enums, history well formed
        assert b.price == pujas[b.service_id].price
        assert b.service_name == pujas[b.service_id].name
        assert b.selected_time in TIME_SLOTS
        if b.priest_id is not None:
            # A priest who performs the puja, at work then, assigned once it was confirmed.
            priest = priests[b.priest_id]
            assert b.priest_assigned == priest.name
            assert b.service_id in priest.pujas
            assert works_then(
                priest.availability,
                date.fromisoformat(b.selected_date),
                TIME_SLOTS[b.selected_time],
            )
            assert b.status != "cancelled"
            assert any(h["status"] == "confirmed" for h in b.status_history)
    held = await rows(db, PriestAssignment)
    assert {(a.booking_id, a.priest_id) for a in held} == {
        (b.id, b.priest_id) for b in priest_bookings if b.priest_id is not None
    }
    assert len(held) > 100  # most confirmed bookings have their priest
    for t in temple_bookings:
        TempleBookingRead.model_validate(t)
        service = services[t.service_id]
        assert (t.temple_id, t.total_amount) == (service.temple_id, service.price)
        assert t.selected_time in service.time_slots
    for o in orders:
        StoreOrderRead.model_validate(o)
        lines = [(products[i["productId"]].price, i["quantity"]) for i in o.items]
        totals = order_totals(lines)
        assert (o.subtotal, o.shipping, o.tax, o.total) == (
            totals.subtotal,
            totals.shipping,
            totals.tax,
            totals.total,
        )

    records = [*priest_bookings, *temple_bookings, *orders]
    assert {r.client_ref for r in records} == {MARKER}
    assert all(
        r.customer_email is None or r.customer_email.endswith("@example.com") for r in records
    )
    assert all(FROZEN_NOW - timedelta(days=800) < r.created_at < FROZEN_NOW for r in records)


async def test_every_status_occurs_and_done_means_paid(db: Database) -> None:
    await fill(db, Sizes(priest_bookings=2000, temple_bookings=600, store_orders=1500))
    bookings = [*await rows(db, PriestBooking), *await rows(db, TempleBooking)]
    orders = await rows(db, StoreOrder)
    assert {b.status for b in bookings} == set(BookingStatus)
    assert {o.order_status for o in orders} == set(OrderStatus)
    assert {r.payment_status for r in [*bookings, *orders]} == set(PaymentStatus)
    done = [b for b in bookings if b.status == "completed"]
    done += [o for o in orders if o.order_status == "delivered"]
    assert done and all(r.payment_status == "paid" for r in done)


async def test_paid_online_records_have_their_payment_and_refunds_theirs(db: Database) -> None:
    await fill(db)
    payments = await rows(db, Payment)
    succeeded = {p.target_id: p for p in payments if p.state == "PAYMENT_SUCCESS"}
    by_id = {p.id: p for p in payments}
    amounts = {b.id: b.price for b in await rows(db, PriestBooking)}
    amounts |= {t.id: t.total_amount for t in await rows(db, TempleBooking)}
    orders = await rows(db, StoreOrder)
    amounts |= {o.id: o.total for o in orders}
    assert all(p.amount == amounts[p.target_id] for p in payments)
    assert all(p.next_check_at is None for p in payments)  # nothing left for the reconciler
    for o in orders:
        if o.payment_method == "phonepe" and o.payment_status == "paid":
            assert o.transaction_id == succeeded[o.id].id
    refunds = await rows(db, Refund)
    assert refunds
    for r in refunds:
        paid = by_id[r.payment_id]
        assert (paid.state, paid.method, paid.target_id) == (
            "PAYMENT_SUCCESS",
            "phonepe",
            r.target_id,
        )
        assert 0 < r.amount <= paid.amount


async def test_customers_repeat_a_few_of_them_often(db: Database) -> None:
    await fill(db)
    records = [*await rows(db, PriestBooking), *await rows(db, TempleBooking)]
    records += await rows(db, StoreOrder)
    per_phone = Counter(r.customer_phone for r in records)
    assert len(per_phone) < len(records) / 2
    assert max(per_phone.values()) >= 10
    assert sum(1 for n in per_phone.values() if n <= 3) > len(per_phone) / 2


async def test_future_priest_slots_hold_no_more_than_the_priests(db: Database) -> None:
    await fill(db, Sizes(priest_bookings=4000, temple_bookings=0, store_orders=0))
    today = (FROZEN_NOW + timedelta(hours=5, minutes=30)).date().isoformat()
    live = Counter(
        (b.selected_date, b.selected_time)
        for b in await rows(db, PriestBooking)
        if b.selected_date >= today and b.status != "cancelled"
    )
    assert live and max(live.values()) <= len(await rows(db, Priest))


def revenue(
    records: list[Any], refunds: list[Refund], done: str, *, done_only: bool = True
) -> Decimal:
    """Money earned (done_only) or collected as data/repositories/reports.py defines it,
    counted here record by record."""
    credited: Counter[str] = Counter()
    for r in refunds:
        if r.state == "COMPLETED" and r.reason not in ("duplicate_payment", "amount_mismatch"):
            credited[r.target_id] += r.amount
    total = Decimal(0)
    for record in records:
        status = getattr(record, "order_status", None) or record.status
        if (status == done or not done_only) and record.payment_status == "paid":
            amount = getattr(record, "total", None) or getattr(record, "total_amount", None)
            total += (amount or record.price) - credited[record.id]
    return total


async def test_the_admin_screens_agree_with_the_generated_records(
    db: Database, as_admin: ClientFor
) -> None:
    await fill(db)  # the summaries are rebuilt at the end
    bookings = [*await rows(db, PriestBooking), *await rows(db, TempleBooking)]
    orders, refunds = await rows(db, StoreOrder), await rows(db, Refund)
    admin = await as_admin(SUPER)
    stats = (await admin.get("/api/admin/dashboard")).json()["stats"]
    assert (stats["totalBookings"], stats["storeOrders"]) == (550, 150)
    for figure, counted in (("earned", True), ("collected", False)):
        assert Decimal(str(stats["bookingsRevenue"][figure])) == revenue(
            bookings, refunds, "completed", done_only=counted
        )
        assert Decimal(str(stats["storeRevenue"][figure])) == revenue(
            orders, refunds, "delivered", done_only=counted
        )
    users = (await admin.get("/api/admin/users", params={"limit": 5})).json()
    assert users["total"] == len({r.customer_phone for r in [*bookings, *orders]})
    assert users["stats"]["totalBookings"] == 550
    for path in ("/api/admin/priest-bookings", "/api/admin/refunds", "/api/admin/store/orders"):
        assert (await admin.get(path, params={"limit": 5})).status_code == 200


def copy_of(template: Path, folder: Path, name: str) -> Database:
    path = folder / name
    shutil.copy(template, path)
    return Database(f"sqlite+aiosqlite:///{path}")


async def everything(db: Database) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for model in (PriestBooking, TempleBooking, StoreOrder, Payment, Refund):
        table = model.__table__
        async with db.reader() as session:
            found += [dict(r._mapping) for r in await session.execute(select(table).order_by("id"))]
    return found


async def test_the_same_seed_gives_the_same_records(
    sqlite_template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = (
        copy_of(sqlite_template, tmp_path, "a.db"),
        copy_of(sqlite_template, tmp_path, "b.db"),
    )
    other = copy_of(sqlite_template, tmp_path, "c.db")
    try:
        await fill(first, seed=3)
        # The other process (large runs) makes the same records as this one.
        monkeypatch.setattr("data.demo_data.run.PARALLEL_FROM", 1)
        await fill(second, seed=3)
        await fill(other, seed=4)
        made = await everything(first)
        assert made == await everything(second)
        assert {r["id"] for r in made}.isdisjoint({r["id"] for r in await everything(other)})
        # A second run adds other records (and no clash) rather than repeating the first.
        await fill(first, seed=3)
        assert len(await everything(first)) > len(made)
    finally:
        for db in (first, second, other):
            await db.dispose()
