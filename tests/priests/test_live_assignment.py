"""A priest assigned or changed by one admin reaches every admin's screen on /ws/changes."""

from __future__ import annotations

import httpx
from websockets.asyncio.client import connect

from tests.admin.test_live_changes import cookie_of, frame
from tests.admin_support import SUPER, ClientFor
from tests.priests.test_choosing_a_priest import ALOK, BOOK, VENKATESH, booking


async def test_a_reassignment_arrives_on_the_change_feed(
    served: str, as_admin: ClientFor, client: httpx.AsyncClient
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    assert made.status_code == 201, made.text
    admin = await as_admin(SUPER)
    async with connect(f"ws://{served}/ws/changes", additional_headers=cookie_of(admin)) as ws:
        assert (await frame(ws))["type"] == "ready"
        moved = await admin.put(
            f"/api/admin/priest-bookings/{made.json()['id']}/priest", json={"priestId": VENKATESH}
        )
        assert moved.status_code == 200, moved.text
        event = await frame(ws)
        while event["table"] != "priest_bookings":
            event = await frame(ws)
    assert event["type"] == "UPDATE"
    assert event["record"]["id"] == made.json()["id"]
    assert event["record"]["priestId"] == VENKATESH
    assert event["record"]["priestAssigned"] == "Vedamurthy Venkatesh Iyer"
