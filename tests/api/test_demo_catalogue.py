"""The demo catalogue in a database: a production seed holds none of it; `seed --demo` puts
it into a new database with the seed, once; loading again adds nothing; devotees find it
through the API in both languages; and removing it takes every demo record away except those
bookings still refer to, which are deactivated, never broken."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import httpx
import pytest
from sqlalchemy import func, select

from api.admin.demo_catalogue import remove_demo_catalogue
from api.cli import main
from data.db import Database
from data.demo_seeding import load_demo_catalogue
from data.migrate import upgrade_to_head
from data.models import (
    Priest,
    PriestAssignment,
    PriestBooking,
    StoreCategory,
    StoreOrder,
    StoreProduct,
    Temple,
    TempleBooking,
    TempleService,
)
from data.repositories.demo_catalogue import demo_counts
from data.seeding import catalogue_rows, demo_catalogue_rows, seed_catalogue, table_counts
from data.statuses import BookingStatus, OrderStatus, PaymentStatus
from tests.conftest import FROZEN_NOW, india_date

DEMO = table_counts(demo_catalogue_rows())
SPEC = table_counts(catalogue_rows())
KALIGHAT, KALI_PUJA = "temple-kalighat-kolkata", "tsvc-kalighat-kolkata-kali-puja"
SUBRATA = "priest-subrata-chakraborty"


async def _count(db: Database, model: type[object]) -> int:
    async with db.reader() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_a_production_seed_holds_no_demo_record(db: Database) -> None:
    async with db.reader() as session:
        assert await demo_counts(session) == {}
    assert await _count(db, Priest) == SPEC["priests"] == 3


async def test_loading_into_a_seeded_database_adds_the_demo_once(db: Database) -> None:
    first = await load_demo_catalogue(db)
    assert first.added == DEMO and first.kept_out == 0
    assert DEMO["priests"] >= 60 and DEMO["temples"] >= 40 and DEMO["store_products"] >= 80
    again = await load_demo_catalogue(db)
    assert again.added == {} and again.kept_out == sum(DEMO.values())
    async with db.reader() as session:
        assert await demo_counts(session) == DEMO
    assert await _count(db, Priest) == SPEC["priests"] + DEMO["priests"]


async def test_a_new_database_gets_the_demo_with_the_seed_and_only_once(tmp_path: Path) -> None:
    db = Database(f"sqlite+aiosqlite:///{tmp_path / 'new.db'}")
    try:
        await upgrade_to_head(db)
        seeded = await seed_catalogue(db, demo=True)
        assert seeded.seeded and seeded.counts == SPEC and seeded.demo_counts == DEMO
        assert (await seed_catalogue(db, demo=True)).seeded is False
        async with db.reader() as session:
            assert await demo_counts(session) == DEMO
        assert await _count(db, StoreProduct) == SPEC["store_products"] + DEMO["store_products"]
    finally:
        await db.dispose()


def test_the_command_line_seeds_the_demo_and_removes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PUNYA_DATABASE_URL", f"sqlite+aiosqlite:///{tmp_path / 'cli.db'}")
    assert main(["seed"]) == 0
    assert "demo" not in capsys.readouterr().out
    assert main(["demo-catalogue", "load"]) == 0
    assert f"{DEMO['priests']} priests" in capsys.readouterr().out
    assert main(["seed", "--demo"]) == 0
    assert "nothing seeded" in capsys.readouterr().out
    assert main(["demo-catalogue", "remove"]) == 0
    out = capsys.readouterr().out
    assert f"{DEMO['temples']} temples" in out and "Demo records left: nothing" in out


async def test_devotees_find_the_demo_in_english_and_hindi(
    db: Database, client: httpx.AsyncClient
) -> None:
    await load_demo_catalogue(db)
    near = {"lat": 9.9195, "lon": 78.1193, "radiusKm": 5}  # Madurai
    temples = (await client.get("/api/temples", params=near)).json()
    assert temples["items"][0]["id"] == "temple-meenakshi-madurai"
    hindi = {"Accept-Language": "hi"}
    found = await client.get("/api/temples", params=near, headers=hindi)
    assert found.json()["items"][0]["name"] == "अरुलमिगु मीनाक्षी सुंदरेश्वरर मंदिर"
    products = await client.get(
        "/api/store/products", params={"category": "Gemstones"}, headers=hindi
    )
    body = products.json()
    items = body["items"] if isinstance(body, dict) else body
    assert len(items) == 9 and all(p["categoryLabel"] == "रत्न" for p in items)
    visit = {
        "serviceId": "durga-saptashati-path",
        "selectedDate": india_date(5),  # a Friday
        "selectedTime": "8:00 AM - 10:00 AM",
        "customerAddress": "12 Hazra Road, Kalighat, Kolkata, West Bengal 700026",
        "language": "Bengali",
    }
    free = (await client.get("/api/priests/free", params=visit)).json()["priests"]
    assert SUBRATA in {p["id"] for p in free}
    assert all(p["ratingAverage"] is None for p in free)  # nobody has rated them yet


async def _book_demo_records(db: Database) -> None:
    """A temple booking of a demo seva, a priest booking held by a demo priest, an order of a
    demo product, and an admin's own product in a demo category."""
    day = india_date(3)
    async with db.writer() as session:
        session.add_all(
            [
                TempleBooking(
                    id="TB-DEMO-1", temple_id=KALIGHAT, service_id=KALI_PUJA,
                    service_name="Ma Kali Puja with Jaba Mala", customer_name="Rina Das",
                    customer_phone="9830012345", selected_date=day, selected_time="6:00 AM",
                    status=BookingStatus.CONFIRMED, payment_status=PaymentStatus.PAID,
                    total_amount=Decimal(501),
                ),
                PriestBooking(
                    id="PB-DEMO-1", service_id="durga-saptashati-path",
                    service_name="Durga Saptashati Path", customer_name="Rina Das",
                    customer_phone="9830012345", customer_address="12 Hazra Road, Kolkata",
                    selected_date=day, selected_time="8:00 AM - 10:00 AM", price=Decimal(7499),
                    status=BookingStatus.CONFIRMED, payment_status=PaymentStatus.PAID,
                    priest_id=SUBRATA, priest_assigned="Purohit Subrata Chakraborty",
                ),
                PriestAssignment(
                    id="PA-DEMO-1", priest_id=SUBRATA, booking_id="PB-DEMO-1",
                    selected_date=day, selected_time="8:00 AM - 10:00 AM",
                ),
                StoreOrder(
                    id="SO-DEMO-1", customer_name="Rina Das", customer_phone="9830012345",
                    shipping_address="12 Hazra Road, Kolkata 700026",
                    items=[{"productId": "prod-kashi-prasad-box", "productName": "Kashi Prasad Box",
                            "quantity": 1, "price": "351.00", "total": "351.00"}],
                    subtotal=Decimal(351), shipping=Decimal(50), tax=Decimal(18),
                    total=Decimal(419), payment_method="cod", payment_status=PaymentStatus.PENDING,
                    order_status=OrderStatus.PENDING,
                ),
                StoreProduct(
                    id="prod-admins-own-yantra", name="Sri Yantra, Silver-plated",
                    description="An admin's own product.", category="Yantras",
                    price=Decimal(1500), sku="ADM-SRI-001", stock_quantity=5,
                ),
            ]
        )  # fmt: skip
        await session.commit()


async def test_removing_the_demo_keeps_what_bookings_refer_to(db: Database) -> None:
    await load_demo_catalogue(db)
    await _book_demo_records(db)
    now = FROZEN_NOW
    async with db.writer() as session:
        done = await remove_demo_catalogue(session, now=now)
    assert done.removed == {
        "priests": DEMO["priests"],
        "store_products": DEMO["store_products"],
        "store_categories": DEMO["store_categories"] - 1,
        "temple_services": DEMO["temple_services"] - 1,
        "temples": DEMO["temples"] - 1,
    }
    assert done.deactivated == {"temple_services": 1, "temples": 1}
    assert done.kept_categories == ["Yantras"] and done.released_bookings == 1
    async with db.reader() as session:
        assert await demo_counts(session) == {
            "temples": 1, "temple_services": 1, "store_categories": 1,
        }  # fmt: skip
        temple = await session.get(Temple, KALIGHAT)
        service = await session.get(TempleService, KALI_PUJA)
        assert temple is not None and not temple.is_active
        assert service is not None and not service.is_active
        booking = await session.get(PriestBooking, "PB-DEMO-1")
        assert booking is not None and booking.priest_id is None  # waits for another priest
        assert not (await session.scalars(select(PriestAssignment))).all()
        order = await session.get(StoreOrder, "SO-DEMO-1")
        assert order is not None and order.items[0]["productName"] == "Kashi Prasad Box"
        assert await session.get(StoreCategory, "cat-yantras") is not None
    # The spec's catalogue is untouched, and the admin's own product stays.
    assert await _count(db, Priest) == SPEC["priests"]
    assert await _count(db, StoreProduct) == SPEC["store_products"] + 1
    assert await _count(db, Temple) == SPEC["temples"] + 1
    async with db.writer() as session:
        again = await remove_demo_catalogue(session, now=datetime.now(UTC))
    assert again.removed == {} and again.deactivated == {}
