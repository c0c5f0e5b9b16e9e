"""The admins are told at once, on their live feed, when a priest declines a booking nobody else
can take; a temple admin's feed does not carry it."""

from __future__ import annotations

import asyncio
import contextlib
import json

import httpx
from websockets.asyncio.client import ClientConnection, connect

from tests.admin.test_live_changes import cookie_of, frame
from tests.admin_support import ADMIN_A, SUPER, ClientFor
from tests.conftest import india_date
from tests.priest_app.support import MINE, RAMESH, PriestClient, book


async def tables_within(ws: ClientConnection, seconds: float) -> list[str]:
    """The tables of the changes `ws` receives in the next `seconds`."""
    seen: list[str] = []
    with contextlib.suppress(TimeoutError):
        while True:
            seen.append(json.loads(await asyncio.wait_for(ws.recv(), seconds))["table"])
    return seen


async def test_a_booking_nobody_is_left_for_reaches_the_admins_live(
    served: str, as_admin: ClientFor, as_priest: PriestClient, client: httpx.AsyncClient
) -> None:
    made = await book(client, india_date(1))  # a Pune home: Ramesh Shastri alone reaches it
    admin = await as_admin(SUPER)
    temple_admin = await as_admin(ADMIN_A)
    url = f"ws://{served}/ws/changes"
    async with (
        connect(url, additional_headers=cookie_of(admin)) as ws,
        connect(url, additional_headers=cookie_of(temple_admin)) as temple_ws,
    ):
        assert (await frame(ws))["type"] == "ready"
        assert (await frame(temple_ws))["type"] == "ready"
        declined = await (await as_priest(RAMESH)).post(f"{MINE}/{made['id']}/decline")
        assert declined.status_code == 200, declined.text
        event = await frame(ws)
        while event["table"] != "admin_notices":
            event = await frame(ws)
        # The temple admin sees only their temple's rows: nothing of this comes to them.
        assert await tables_within(temple_ws, 0.5) == []
    assert event["type"] == "INSERT"
    assert event["record"]["bookingId"] == made["id"]
    assert event["record"]["kind"] == "no_priest_left"
    assert event["record"]["message"].startswith(f"No priest is left for booking {made['shortId']}")
