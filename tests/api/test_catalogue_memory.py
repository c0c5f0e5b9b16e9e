"""Public catalogue answers served from process memory are the database's answers: a change
through any session (or from another process, through the change bridge) is seen at once,
and temples near a point are paged exactly as the database pages them."""

from __future__ import annotations

from collections.abc import AsyncIterator
from decimal import Decimal

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.temples import service
from api.temples.cache import TempleCache
from data.changes import Change, row_to_dict
from data.db import Database
from data.models import Priest, PujaService, Temple
from tests.conftest import india_date

PUJAS = "/api/puja-services"


@pytest.fixture
async def other_db(db: Database) -> AsyncIterator[Database]:
    """The same database through a second Database: another server process's view."""
    second = Database(db.sync_url, schema=db.schema)
    yield second
    await second.dispose()


async def ganesh(client: httpx.AsyncClient) -> dict[str, object] | None:
    page = (await client.get(PUJAS, params={"search": "ganesh", "limit": 50})).json()
    return next((p for p in page["items"] if p["id"] == "ganesh-puja"), None)


async def test_the_puja_list_follows_every_change(client: httpx.AsyncClient, db: Database) -> None:
    assert (await ganesh(client) or {})["name"] == "Ganesh Puja"
    async with db.writer() as session:
        puja = await session.get(PujaService, "ganesh-puja")
        assert puja is not None
        puja.name, puja.price = "Shri Ganesh Puja", Decimal("1251")
        await session.commit()
    changed = await ganesh(client) or {}
    assert (changed["name"], changed["price"]) == ("Shri Ganesh Puja", 1251)
    async with db.writer() as session:
        puja = await session.get(PujaService, "ganesh-puja")
        assert puja is not None
        puja.is_active = False
        await session.commit()
    assert await ganesh(client) is None


async def test_a_change_from_another_process_is_seen_through_the_bridge(
    client: httpx.AsyncClient, db: Database, other_db: Database
) -> None:
    assert (await ganesh(client) or {})["price"] != 2100
    async with other_db.writer() as session:
        puja = await session.get(PujaService, "ganesh-puja")
        assert puja is not None
        puja.price = Decimal("2100")
        await session.commit()
        changed = row_to_dict(puja)
    # What the PostgreSQL bridge does with the other process's NOTIFY.
    db.feed.publish(Change("puja_services", "UPDATE", changed), from_elsewhere=True)
    assert (await ganesh(client) or {})["price"] == 2100


async def test_bookings_are_priced_and_refused_by_the_current_catalogue(
    client: httpx.AsyncClient, db: Database
) -> None:
    booking = {
        "serviceId": "ganesh-puja",
        "customerName": "Ravi Kumar",
        "customerPhone": "9876543210",
        "isOnline": True,
        "selectedDate": india_date(3),
        "selectedTime": "8:00 AM - 10:00 AM",
    }
    assert (await client.post("/api/priest-bookings", json=booking)).status_code == 201
    async with db.writer() as session:
        puja = await session.get(PujaService, "ganesh-puja")
        assert puja is not None
        puja.price = Decimal("999")
        await session.commit()
    again = await client.post("/api/priest-bookings", json=booking)
    assert (again.status_code, again.json()["price"]) == (201, 999)
    # Two of three priests off: the slot now holds one booking, and has two.
    async with db.writer() as session:
        for priest in (await session.scalars(select(Priest).order_by(Priest.id))).all()[1:]:
            priest.is_active = False
        await session.commit()
    full = await client.post("/api/priest-bookings", json=booking)
    assert (full.status_code, full.json()["code"]) == (409, "slot_full")
    async with db.writer() as session:
        puja = await session.get(PujaService, "ganesh-puja")
        assert puja is not None
        puja.is_active = False
        await session.commit()
    gone = await client.post(
        "/api/priest-bookings", json={**booking, "selectedDate": india_date(4)}
    )
    assert (gone.status_code, gone.json()["code"]) == (422, "unknown_service")


FAR_TEMPLES = [  # across the 180th meridian, near a pole, and two at one spot
    ("temple-far-east", "Far East Mandir", -16.5, 179.99),
    ("temple-far-west", "Far West Mandir", -16.5, -179.99),
    ("temple-north", "Northern Mandir", 89.99, 10.0),
    ("temple-twin-a", "Twin Mandir A", 18.52, 73.85),
    ("temple-twin-b", "Twin Mandir B", 18.52, 73.85),
]
POINTS = [
    (19.0760, 72.8777),
    (18.5204, 73.8567),
    (25.3176, 82.9739),
    (-16.5, 179.95),
    (-16.5, -179.95),
    (89.95, -170.0),
    (0.0, 0.0),
]


async def test_temples_near_a_point_are_paged_as_the_database_pages_them(
    app: FastAPI, client: httpx.AsyncClient, db: Database
) -> None:
    async with db.writer() as session:
        for temple_id, name, lat, lon in FAR_TEMPLES:
            session.add(
                Temple(
                    id=temple_id,
                    name=name,
                    address=f"{name} Road",
                    latitude=lat,
                    longitude=lon,
                    description="",
                    photos=[],
                    is_active=True,
                )
            )
        await session.commit()
    held: TempleCache = app.state.temple_cache
    for lat, lon in POINTS:
        for radius in (5, 10, 25, 50):
            near = service.Near(lat, lon, radius)
            async with db.reader() as session:
                expected = await service.list_temples(session, search="", near=near, page=1)
            assert await held.page(search="", near=near, page=1) == expected
    async with db.reader() as session:
        every = await service.list_temples(session, search="", near=None, page=2)
    assert await held.page(search="", near=None, page=2) == every
    assert every.total == 8
