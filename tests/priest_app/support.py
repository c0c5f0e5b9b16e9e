"""Priests in tests: a client signed in to the priests' app (the session stored directly: the
sign-in itself is tested on its own), and a booking made as a devotee makes one."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from datetime import datetime, timedelta
from typing import Any

import httpx

from api.priest_app.sessions import PRIEST_COOKIE, open_session
from data.db import Database
from data.models import Priest

RAMESH, VENKATESH, ALOK = "priest-ramesh-shastri", "priest-venkatesh-iyer", "priest-alok-mishra"
PHONES = {RAMESH: "9822012345", VENKATESH: "9845067890", ALOK: "9415023456"}
BOOK = "/api/priest-bookings"
MINE = "/api/priest/bookings"
DEVOTEE_PHONE = "9876512345"
PUNE_HOME = "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038"

PriestClient = Callable[[str], Awaitable[httpx.AsyncClient]]


async def store_session(db: Database, priest_id: str, now: datetime) -> str:
    async with db.writer() as session:
        priest = await session.get(Priest, priest_id)
        assert priest is not None
        token = await open_session(session, priest, now=now - timedelta(minutes=1), days=30)
        await session.commit()
    return token


async def priest_clients(
    app: Any, db: Database, now: datetime, base_url: str
) -> AsyncIterator[PriestClient]:
    async with AsyncExitStack() as stack:
        made: dict[str, httpx.AsyncClient] = {}

        async def client_for(priest_id: str) -> httpx.AsyncClient:
            if priest_id not in made:
                http = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=base_url)
                made[priest_id] = await stack.enter_async_context(http)
                http.cookies.set(PRIEST_COOKIE, await store_session(db, priest_id, now))
            return made[priest_id]

        yield client_for


def booking(day: str, **changes: Any) -> dict[str, Any]:
    """A Ganesh Puja at the Pune home, 8 to 10 AM on `day`, for Ramesh Shastri (the one
    priest reaching that home)."""
    body: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "customerName": "Ravi Kulkarni",
        "customerPhone": DEVOTEE_PHONE,
        "isOnline": False,
        "customerAddress": PUNE_HOME,
        "selectedDate": day,
        "selectedTime": "8:00 AM - 10:00 AM",
        "specialRequests": "Gotra Kashyap; please explain each step in Marathi.",
        "priestId": RAMESH,
    }
    body.update(changes)
    return body


async def book(client: httpx.AsyncClient, day: str, **changes: Any) -> dict[str, Any]:
    made = await client.post(BOOK, json=booking(day, **changes))
    assert made.status_code == 201, made.text
    result: dict[str, Any] = made.json()
    return result
