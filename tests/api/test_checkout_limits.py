"""Nobody empties the store or holds every slot with made-up records: cash on delivery needs the
phone confirmed by a one-time code, stays under a total and a few open orders per phone; every
cancel and release puts the stock back; a client address places only so many bookings and
orders an hour."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.app import create_app
from api.settings import Settings
from data.db import Database
from data.models import StoreOrder, StoreProduct
from tests.conftest import Clock, india_date, serving
from tests.support import CHENNAI, add, confirm_phone, count, get, product

ORDERS = "/api/store/orders"
PHONE = "9845012345"


def order(items: list[tuple[str, int]], **changes: Any) -> dict[str, Any]:
    return {
        "customerName": "Meera Iyer",
        "customerPhone": PHONE,
        "deliveryAddress": CHENNAI,
        "paymentMethod": "cod",
        "items": [{"productId": p, "quantity": q} for p, q in items],
        **changes,
    }


async def stocks(db: Database) -> dict[str, int]:
    async with db.reader() as session:
        rows = (await session.execute(select(StoreProduct))).scalars().all()
    return {p.id: p.stock_quantity for p in rows}


async def test_anonymous_cash_orders_take_nothing_off_the_shelf(
    client: httpx.AsyncClient, db: Database
) -> None:
    """What emptied the store: ten cash-on-delivery orders from nowhere, each for everything."""
    before = await stocks(db)
    listed = (await client.get("/api/store/products")).json()["items"]
    # Everything that may be bought, as much as one line may take (20).
    in_stock = [
        (p["id"], min(p["stockQuantity"], 20))
        for p in listed
        if p["inStock"] and p["stockQuantity"]
    ]
    assert in_stock
    responses = await asyncio.gather(
        *(
            client.post(ORDERS, json=order(in_stock, customerPhone=f"98450{i:05d}"))
            for i in range(10)
        )
    )
    assert {r.status_code for r in responses} == {403}
    body = responses[0].json()
    assert body["code"] == "verification_required"
    assert body["errors"][0]["field"] == "customerPhone"
    assert await stocks(db) == before
    assert await count(db, StoreOrder) == 0


async def test_a_confirmed_phone_pays_cash_within_its_limits(
    client: httpx.AsyncClient, db: Database
) -> None:
    await add(db, product("big", 6000, stock=50))
    await confirm_phone(client, db, PHONE)
    over = await client.post(ORDERS, json=order([("big", 2)]))  # ₹12,600 with tax
    assert over.status_code == 422
    assert (over.json()["code"], over.json()["errors"][0]["field"]) == (
        "cod_over_limit",
        "paymentMethod",
    )
    assert "₹10,000" in over.json()["detail"]
    placed = [await client.post(ORDERS, json=order([("big", 1)])) for _ in range(3)]
    assert [p.status_code for p in placed] == [201, 201, 201]
    fourth = await client.post(ORDERS, json=order([("big", 1)]))
    assert (fourth.status_code, fourth.json()["code"]) == (409, "cod_too_many_open")
    assert (await get(db, StoreProduct, "big")).stock_quantity == 47
    # Online is always open; and once one cash order is cancelled, there is room again.
    online = await client.post(ORDERS, json=order([("big", 1)], paymentMethod="phonepe"))
    assert online.status_code == 201
    cancelled = await client.post(
        "/api/orders/cancel", json={"kind": "store", "id": placed[0].json()["id"]}
    )
    assert cancelled.status_code == 200, cancelled.text
    assert (await get(db, StoreProduct, "big")).stock_quantity == 47  # 3 cash + 1 online - 1
    again = await client.post(ORDERS, json=order([("big", 1)]))
    assert again.status_code == 201, again.text


async def test_a_devotees_cancel_puts_the_items_back(
    client: httpx.AsyncClient, db: Database
) -> None:
    await confirm_phone(client, db, PHONE)
    before = (await get(db, StoreProduct, "prod-bhimseni-camphor")).stock_quantity
    made = await client.post(ORDERS, json=order([("prod-bhimseni-camphor", 4)]))
    assert (await get(db, StoreProduct, "prod-bhimseni-camphor")).stock_quantity == before - 4
    cancel = await client.post(
        "/api/orders/cancel", json={"kind": "store", "id": made.json()["id"]}
    )
    assert cancel.status_code == 200, cancel.text
    assert (await get(db, StoreProduct, "prod-bhimseni-camphor")).stock_quantity == before


async def test_switching_a_failed_online_order_to_cash_needs_the_phone_confirmed(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await client.post(
        ORDERS, json=order([("prod-bhimseni-camphor", 1)], paymentMethod="phonepe")
    )
    assert made.status_code == 201
    body = {"kind": "store", "id": made.json()["id"]}
    refused = await client.post("/api/orders/pay-in-cash", json=body)
    assert (refused.status_code, refused.json()["code"]) == (403, "verification_required")
    await confirm_phone(client, db, PHONE)
    switched = await client.post("/api/orders/pay-in-cash", json=body)
    assert switched.status_code == 200, switched.text
    assert switched.json()["record"]["paymentMethod"] == "cod"


@pytest.fixture
def strict_app(db: Database, clock: Clock, settings: Settings) -> FastAPI:
    """The app with the default of 20 bookings and orders an hour brought down to 3."""
    settings.checkout.max_per_hour = 3
    return create_app(settings, db=db, migrate=False, clock=clock)


async def test_an_address_places_only_so_many_bookings_and_orders_an_hour(
    strict_app: FastAPI, clock: Clock
) -> None:
    async with serving(strict_app) as http:
        booking = {
            "templeId": "temple-kashi-vishwanath-varanasi",
            "serviceId": "tsvc-kashi-rudrabhishek",
            "customerName": "Meera Iyer",
            "customerPhone": PHONE,
            "selectedDate": india_date(2),
            "selectedTime": "7:00 PM",
        }
        made = [
            await http.post("/api/temple-bookings", json=booking),
            await http.post(
                ORDERS, json=order([("prod-bhimseni-camphor", 1)], paymentMethod="phonepe")
            ),
            await http.post(
                "/api/priest-bookings",
                json={
                    "serviceId": "ganesh-puja",
                    "customerName": "Meera Iyer",
                    "customerPhone": PHONE,
                    "isOnline": True,
                    "selectedDate": india_date(3),
                    "selectedTime": "8:00 AM - 10:00 AM",
                },
            ),
        ]
        assert [r.status_code for r in made] == [201, 201, 201]
        fourth = await http.post("/api/temple-bookings", json=booking)
        assert fourth.status_code == 429
        assert int(fourth.headers["Retry-After"]) > 0
        assert "Too many bookings and orders" in fourth.json()["detail"]
        clock.now += timedelta(hours=1, seconds=1)
        assert (await http.post("/api/temple-bookings", json=booking)).status_code == 201
