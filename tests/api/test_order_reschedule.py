"""Moving a priest booking to another date and slot from My Orders: its owner moves it while a
cancel would refund it in full (48 hours or more before), to a slot with a priest free, the
move in its history; too late, not a priest booking, the same slot, a full slot or a
stranger are refused and change nothing."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from data.db import Database
from tests.api.test_order_cancel import CREATE, make, snapshot
from tests.conftest import india_date

URL = "/api/orders/reschedule"


async def priest_booking(client: httpx.AsyncClient, days: int) -> dict[str, Any]:
    url, body = CREATE["priest"]
    response = await client.post(url, json={**body, "selectedDate": india_date(days)})
    assert response.status_code == 201, response.text
    return response.json()  # type: ignore[no-any-return]


def move(made: dict[str, Any], days: int, slot: str = "4:00 PM - 6:00 PM") -> dict[str, Any]:
    return {
        "kind": "priest",
        "id": made["id"],
        "selectedDate": india_date(days),
        "selectedTime": slot,
    }


async def test_the_owner_moves_a_booking_and_the_move_is_in_its_history(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await priest_booking(client, 5)
    response = await client.post(URL, json=move(made, 7))
    assert response.status_code == 200, response.text
    body = response.json()
    record = body["record"]
    assert (record["selectedDate"], record["selectedTime"]) == (india_date(7), "4:00 PM - 6:00 PM")
    assert body["message"].startswith("Your booking is moved to ")
    moved = record["statusHistory"][-1]
    assert moved["status"] == "pending"
    assert moved["movedFrom"] == f"{india_date(5)} 8:00 AM - 10:00 AM"


async def test_within_48_hours_it_is_refused_and_nothing_changes(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await priest_booking(client, 1)  # tomorrow morning: within 48 hours
    before = await snapshot(db, "priest", made["id"])
    response = await client.post(URL, json=move(made, 6))
    assert response.status_code == 409
    assert response.json()["code"] == "not_movable"
    assert "up to 48 hours before its time" in response.json()["detail"]
    assert await snapshot(db, "priest", made["id"]) == before


async def test_a_temple_pooja_is_not_moved_but_cancelled_and_booked_again(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "temple")
    response = await client.post(URL, json={**move(made, 6), "kind": "temple"})
    assert response.status_code == 409
    assert "Only a priest booking can be moved" in response.json()["detail"]


async def test_the_same_slot_and_a_past_date_are_refused(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await priest_booking(client, 5)
    same = await client.post(URL, json=move(made, 5, "8:00 AM - 10:00 AM"))
    assert same.status_code == 409 and same.json()["code"] == "same_slot"
    past = await client.post(URL, json=move(made, -1))
    assert past.status_code == 422 and past.json()["code"] == "date_in_past"


@pytest.mark.parametrize("slot", ["9 AM", "4:00 PM - 7:00 PM", ""])
async def test_a_slot_that_is_not_one_of_ours_is_refused_naming_it(
    client: httpx.AsyncClient, db: Database, slot: str
) -> None:
    made = await priest_booking(client, 5)
    response = await client.post(URL, json=move(made, 6, slot))
    assert response.status_code == 422
    assert "selectedTime" in response.text


async def test_a_stranger_gets_the_same_404_and_nothing_moves(
    client: httpx.AsyncClient, stranger: httpx.AsyncClient, db: Database
) -> None:
    made = await priest_booking(client, 5)
    before = await snapshot(db, "priest", made["id"])
    response = await stranger.post(URL, json={**move(made, 6), "phone": "9845012346"})
    assert response.status_code == 404
    assert await snapshot(db, "priest", made["id"]) == before


async def test_the_priest_chosen_moves_with_the_booking_and_frees_the_old_slot(
    client: httpx.AsyncClient, db: Database
) -> None:
    url, body = CREATE["priest"]
    visit = {k: body[k] for k in ("serviceId", "customerAddress", "selectedTime")}
    free = await client.get("/api/priests/free", params={**visit, "selectedDate": india_date(5)})
    priest = free.json()["priests"][0]["id"]
    chosen = {**body, "selectedDate": india_date(5), "priestId": priest}
    made = (await client.post(url, json=chosen)).json()
    response = await client.post(URL, json=move(made, 6))
    assert response.status_code == 200, response.text
    assert response.json()["record"]["priestId"] == priest
    again = await client.get("/api/priests/free", params={**visit, "selectedDate": india_date(5)})
    assert priest in [p["id"] for p in again.json()["priests"]]  # free at the old time again


async def test_my_orders_says_which_bookings_can_be_moved(
    client: httpx.AsyncClient, db: Database
) -> None:
    far = await priest_booking(client, 5)
    near = await priest_booking(client, 1)
    found = (await client.post("/api/orders/lookup", json={"phone": "9845012345"})).json()
    movable = {r["id"]: r["movable"] for r in found["priestBookings"]}
    assert movable == {far["id"]: True, near["id"]: False}
