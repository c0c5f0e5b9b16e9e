"""Committed changes reach subscribers; rolled-back ones never do."""

from __future__ import annotations

import asyncio

import httpx

from data.changes import Change, final_changes
from data.db import Database
from data.models import Priest
from tests.conftest import india_date
from tests.support import DELHI, confirm_phone


def drain(queue: asyncio.Queue[Change | None]) -> list[Change]:
    changes = []
    while not queue.empty():
        item = queue.get_nowait()
        if item is not None:
            changes.append(item)
    return changes


async def test_a_checkout_publishes_its_order_and_the_stock_change(
    client: httpx.AsyncClient, db: Database
) -> None:
    await confirm_phone(client, db, "9811122233")  # cash on delivery
    feed = db.feed.subscribe()
    response = await client.post(
        "/api/store/orders",
        json={
            "customerName": "Ravi",
            "customerPhone": "9811122233",
            "deliveryAddress": DELHI,
            "paymentMethod": "cod",
            "items": [{"productId": "prod-bhimseni-camphor", "quantity": 2}],
        },
    )
    assert response.status_code == 201
    changes = drain(feed.queue)
    kinds = [(c.table, c.type) for c in changes]
    assert ("store_orders", "INSERT") in kinds
    assert ("store_products", "UPDATE") in kinds
    order = next(c.record for c in changes if c.table == "store_orders")
    assert order["id"] == response.json()["id"]
    assert order["total"] == "575.00"  # 500 + shipping 50 (not above 500) + tax 25
    stock = next(c.record for c in changes if c.table == "store_products")
    assert stock["stock_quantity"] == 148
    feed.close()


async def test_a_refused_request_publishes_nothing(client: httpx.AsyncClient, db: Database) -> None:
    await confirm_phone(client, db, "9811122233")  # cash on delivery
    feed = db.feed.subscribe()
    refused = await client.post(
        "/api/store/orders",
        json={
            "customerName": "Ravi",
            "customerPhone": "9811122233",
            "deliveryAddress": DELHI,
            "paymentMethod": "cod",
            "items": [
                {"productId": "prod-bhimseni-camphor", "quantity": 1},
                {"productId": "prod-gauri-shankar-rudraksha", "quantity": 1},
            ],
        },
    )
    assert refused.status_code == 409
    past = await client.post(
        "/api/priest-bookings",
        json={
            "serviceId": "ganesh-puja",
            "customerName": "Ravi",
            "customerPhone": "9811122233",
            "isOnline": True,
            "selectedDate": india_date(-1),
            "selectedTime": "6:00 PM - 8:00 PM",
        },
    )
    assert past.status_code == 422
    assert drain(feed.queue) == []
    feed.close()


async def test_subscribers_iterate_until_closed(db: Database) -> None:
    feed = db.feed.subscribe()
    db.feed.publish(Change("temples", "UPDATE", {"id": "t1"}))
    feed.close()
    assert [c.record async for c in feed] == [{"id": "t1"}]


async def test_a_transaction_with_a_savepoint_publishes_once_what_it_committed(
    db: Database,
) -> None:
    """A savepoint's release is not the commit: nothing is published until the transaction
    ends, and a row flushed twice is published once, as committed."""
    feed = db.feed.subscribe()
    async with db.writer() as session:
        priest = await session.get(Priest, "priest-alok-mishra")
        assert priest is not None
        priest.experience = 13
        async with session.begin_nested():
            await session.flush()
        assert drain(feed.queue) == []  # not yet committed
        priest.experience = 14
        await session.commit()
    changes = [c for c in drain(feed.queue) if c.table == "priests"]
    assert [(c.type, c.record["experience"]) for c in changes] == [("UPDATE", 14)]
    feed.close()


def test_a_row_inserted_then_updated_is_one_insert() -> None:
    changes = [
        Change("priest_bookings", "INSERT", {"id": "PB1", "status": "pending"}),
        Change("priests", "UPDATE", {"id": "p1"}),
        Change("priest_bookings", "UPDATE", {"id": "PB1", "status": "confirmed"}),
    ]
    assert final_changes(changes) == [
        Change("priests", "UPDATE", {"id": "p1"}),
        Change("priest_bookings", "INSERT", {"id": "PB1", "status": "confirmed"}),
    ]
