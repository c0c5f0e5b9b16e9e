"""Helpers for tests: put rows straight into the database, count rows."""

from __future__ import annotations

import asyncio
import json
import secrets
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import httpx
from sqlalchemy import func, select
from websockets.asyncio.client import ClientConnection

from api.common.deps import CLIENT_COOKIE, client_ref_of
from api.verification.rules import contact_key
from data.db import Database
from data.models import StoreProduct
from data.repositories import verification

# Seconds a test's WebSocket may take to open, and a frame it waits for may take to come,
# before the test fails: failure timeouts, not speed requirements. Seconds, not a minute, now
# that the suite no longer keeps every app alive (and pauses to collect them).
OPEN_TIMEOUT = 15.0
FRAME_WAIT = 15.0


async def frame_of(ws: ClientConnection, *kinds: str) -> dict[str, Any]:
    """The next frame of one of these kinds (binary audio and other kinds passed over)."""
    while True:
        message = await asyncio.wait_for(ws.recv(), FRAME_WAIT)
        if isinstance(message, str):
            frame: dict[str, Any] = json.loads(message)
            if frame["type"] in kinds:
                return frame


# A delivery address in its parts, as the store's checkout form sends it; it reads, on one line,
# as CHENNAI_LINE.
CHENNAI: dict[str, str] = {
    "houseAndStreet": "12 Temple Street, Mylapore",
    "city": "Chennai",
    "state": "Tamil Nadu",
    "pinCode": "600004",
}
CHENNAI_LINE = "12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004"
VARANASI: dict[str, str] = {
    "houseAndStreet": "12 Assi Ghat",
    "city": "Varanasi",
    "state": "Uttar Pradesh",
    "pinCode": "221005",
}
DELHI: dict[str, str] = {
    "houseAndStreet": "4 Chandni Chowk",
    "city": "Delhi",
    "state": "Delhi",
    "pinCode": "110006",
}
PUNE: dict[str, str] = {
    "houseAndStreet": "1 MG Road",
    "city": "Pune",
    "state": "Maharashtra",
    "pinCode": "411001",
}


async def add(db: Database, *rows: Any) -> None:
    async with db.writer() as session:
        session.add_all(rows)
        await session.commit()


async def count(db: Database, model: Any) -> int:
    async with db.reader() as session:
        return await session.scalar(select(func.count()).select_from(model)) or 0


async def get(db: Database, model: Any, row_id: str) -> Any:
    async with db.reader() as session:
        return await session.get(model, row_id)


def product(product_id: str, price: int | str, stock: int = 50, **changes: Any) -> StoreProduct:
    fields: dict[str, Any] = {
        "id": product_id,
        "name": f"Test item {product_id}",
        "description": "For tests",
        "category": "Puja Materials",
        "price": Decimal(str(price)),
        "images": ["🪔"],
        "in_stock": True,
        "stock_quantity": stock,
        "sku": f"SKU-{product_id}",
        "tags": [],
    }
    fields.update(changes)
    return StoreProduct(**fields)


async def confirm_phone(client: httpx.AsyncClient, db: Database, *phones: str) -> None:
    """This test browser has confirmed these phones with a one-time code, as a devotee does
    before cash on delivery (the code itself is tested in tests/verification)."""
    if client_ref_of(client.cookies) is None:  # as the server would set it for this host
        client.cookies.set(CLIENT_COOKIE, secrets.token_urlsafe(32))
    ref = client_ref_of(client.cookies)
    assert ref is not None
    now = datetime.now(UTC)
    async with db.writer() as session:
        for phone in phones:
            destination = contact_key(phone=phone)
            assert destination is not None
            await verification.verify_contact(
                session, ref, destination, expires_at=now + timedelta(days=3650), now=now
            )
        await session.commit()
