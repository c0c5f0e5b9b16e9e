"""Slot capacity: a priest slot takes as many bookings as there are active priests (free for
the booking: the seeded three all perform Ganesh Puja online on Monday mornings), a temple
service's slot as many as its capacity (none: no limit); a full slot is listed as full and
refused with 409; cancelled bookings free their place; racing for the last place gives one."""

from __future__ import annotations

import asyncio
from datetime import date
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from api.priest_bookings import rules as priest_rules
from api.priest_bookings.service import time_slots_on
from api.temple_bookings import rules as temple_rules
from data.db import Database
from data.models import Priest, PriestBooking, TempleBooking, TempleService
from tests.conftest import FROZEN_NOW, india_date
from tests.support import count

PRIESTS = "/api/priest-bookings"
TEMPLES = "/api/temple-bookings"
MORNING = "8:00 AM - 10:00 AM"
KASHI = "temple-kashi-vishwanath-varanasi"
RUDRABHISHEK = "tsvc-kashi-rudrabhishek"  # slots 4:00 AM, 6:00 AM, 11:00 AM, 7:00 PM
BILVA = "tsvc-kashi-bilva-archana"  # slots 5:00 AM, 9:00 AM, 4:00 PM
SIDDHIVINAYAK = "temple-siddhivinayak-mumbai"
SEEDED_PRIESTS = 3


def priest_booking(n: int = 0, **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "customerName": f"Devotee Number {n}",
        "customerPhone": f"98765{n:05d}",
        "isOnline": True,
        "selectedDate": india_date(1),  # a Monday
        "selectedTime": MORNING,
    }
    body.update(changes)
    return body


def temple_booking(n: int = 0, **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "templeId": KASHI,
        "serviceId": RUDRABHISHEK,
        "customerName": f"Devotee Number {n}",
        "customerPhone": f"94150{n:05d}",
        "selectedDate": india_date(3),
        "selectedTime": "6:00 AM",
    }
    body.update(changes)
    return body


async def book_priests(client: httpx.AsyncClient, how_many: int, **changes: Any) -> list[str]:
    ids = []
    for n in range(how_many):
        response = await client.post(PRIESTS, json=priest_booking(n, **changes))
        assert response.status_code == 201, response.text
        ids.append(response.json()["id"])
    return ids


async def book_temple(client: httpx.AsyncClient, how_many: int, **changes: Any) -> list[str]:
    ids = []
    for n in range(how_many):
        response = await client.post(TEMPLES, json=temple_booking(n, **changes))
        assert response.status_code == 201, response.text
        ids.append(response.json()["id"])
    return ids


async def set_status(db: Database, model: Any, booking_id: str, status: str) -> None:
    async with db.writer() as session:
        await session.execute(update(model).where(model.id == booking_id).values(status=status))
        await session.commit()


async def set_capacity(db: Database, service_id: str, capacity: int | None) -> None:
    async with db.writer() as session:
        await session.execute(
            update(TempleService)
            .where(TempleService.id == service_id)
            .values(slot_capacity=capacity)
        )
        await session.commit()


async def priest_slots(client: httpx.AsyncClient, day: str) -> dict[str, dict[str, Any]]:
    response = await client.get(f"{PRIESTS}/time-slots", params={"date": day})
    assert response.status_code == 200, response.text
    return {s["label"]: s for s in response.json()}


async def temple_slots(
    client: httpx.AsyncClient, day: str, service_id: str = RUDRABHISHEK, temple_id: str = KASHI
) -> dict[str, dict[str, Any]]:
    params = {"templeId": temple_id, "serviceId": service_id, "date": day}
    response = await client.get(f"{TEMPLES}/time-slots", params=params)
    assert response.status_code == 200, response.text
    return {s["label"]: s for s in response.json()}


def assert_full(response: httpx.Response, message: str) -> None:
    assert response.status_code == 409, response.text
    body = response.json()
    assert body["code"] == "slot_full"
    assert body["detail"] == message
    assert [e["field"] for e in body["errors"]] == ["selectedTime"]


# --- the pure slot list -------------------------------------------------------------------


def test_a_slot_is_full_only_when_its_places_are_taken_and_it_has_not_begun() -> None:
    today = date(2026, 11, 22)  # the frozen clock: noon in India
    slots = time_slots_on(
        today, FROZEN_NOW, taken={"6:00 AM - 8:00 AM": 9, "2:00 PM - 4:00 PM": 3}, capacity=3
    )
    state = {s.label: (s.available, s.full) for s in slots}
    assert state["6:00 AM - 8:00 AM"] == (False, False)  # begun: unavailable, not "full"
    assert state["2:00 PM - 4:00 PM"] == (False, True)
    assert state["4:00 PM - 6:00 PM"] == (True, False)
    unlimited = time_slots_on(today, FROZEN_NOW, taken={"2:00 PM - 4:00 PM": 99})
    assert [s.full for s in unlimited] == [False] * 8


def test_capacity_rules() -> None:
    assert priest_rules.is_full(3, 3) and not priest_rules.is_full(2, 3)
    assert priest_rules.is_full(0, 0)  # no active priest: nobody can be sent
    assert not temple_rules.is_full(10_000, None)
    assert temple_rules.is_full(2, 2) and not temple_rules.is_full(1, 2)


# --- priest slots -------------------------------------------------------------------------


async def test_a_priest_slot_takes_as_many_bookings_as_there_are_priests(
    client: httpx.AsyncClient, db: Database
) -> None:
    await book_priests(client, SEEDED_PRIESTS)
    refused = await client.post(PRIESTS, json=priest_booking(9, serviceId="satyanarayan-katha"))
    assert_full(refused, priest_rules.SLOT_FULL)
    assert await count(db, PriestBooking) == SEEDED_PRIESTS
    # Another slot of that day, and the same slot on another day, still have places.
    later = await client.post(PRIESTS, json=priest_booking(9, selectedTime="4:00 PM - 6:00 PM"))
    assert later.status_code == 201
    next_day = await client.post(PRIESTS, json=priest_booking(9, selectedDate=india_date(2)))
    assert next_day.status_code == 201


async def test_the_slot_list_says_full(client: httpx.AsyncClient) -> None:
    before = await priest_slots(client, india_date(1))
    assert before[MORNING] == {"label": MORNING, "available": True, "full": False}
    await book_priests(client, SEEDED_PRIESTS)
    after = await priest_slots(client, india_date(1))
    assert after[MORNING] == {"label": MORNING, "available": False, "full": True}
    assert [label for label, s in after.items() if not s["available"]] == [MORNING]
    today = await priest_slots(client, india_date(0))
    assert [s["full"] for s in today.values()] == [False] * 8


async def test_a_cancelled_booking_frees_its_place(client: httpx.AsyncClient, db: Database) -> None:
    ids = await book_priests(client, SEEDED_PRIESTS)
    await set_status(db, PriestBooking, ids[0], "cancelled")
    assert (await priest_slots(client, india_date(1)))[MORNING]["available"] is True
    again = await client.post(PRIESTS, json=priest_booking(7))
    assert again.status_code == 201
    assert_full(await client.post(PRIESTS, json=priest_booking(8)), priest_rules.SLOT_FULL)
    # Completed and confirmed bookings keep their place.
    await set_status(db, PriestBooking, ids[1], "completed")
    await set_status(db, PriestBooking, ids[2], "confirmed")
    assert_full(await client.post(PRIESTS, json=priest_booking(8)), priest_rules.SLOT_FULL)


async def test_only_active_priests_count(client: httpx.AsyncClient, db: Database) -> None:
    async with db.writer() as session:
        await session.execute(
            update(Priest).where(Priest.id == "priest-alok-mishra").values(is_active=False)
        )
        await session.commit()
    await book_priests(client, SEEDED_PRIESTS - 1)
    assert (await priest_slots(client, india_date(1)))[MORNING]["full"] is True
    assert_full(await client.post(PRIESTS, json=priest_booking(8)), priest_rules.SLOT_FULL)


async def test_a_retry_of_the_last_booking_is_not_refused_as_full(
    client: httpx.AsyncClient,
) -> None:
    await book_priests(client, SEEDED_PRIESTS - 1)
    headers = {"Idempotency-Key": "last-place-retry"}
    first = await client.post(PRIESTS, json=priest_booking(5), headers=headers)
    again = await client.post(PRIESTS, json=priest_booking(5), headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json()["id"] == first.json()["id"]


async def test_racing_for_the_last_priest_gives_exactly_one_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    await book_priests(client, SEEDED_PRIESTS - 1)
    responses = await asyncio.gather(
        *(client.post(PRIESTS, json=priest_booking(100 + n)) for n in range(8))
    )
    assert sorted(r.status_code for r in responses) == [201] + [409] * 7
    assert await count(db, PriestBooking) == SEEDED_PRIESTS


# --- temple slots -------------------------------------------------------------------------


async def test_a_service_without_capacity_takes_any_number(
    client: httpx.AsyncClient, db: Database
) -> None:
    await book_temple(client, 6)
    assert await count(db, TempleBooking) == 6
    slots = await temple_slots(client, india_date(3))
    assert all(s["available"] and not s["full"] for s in slots.values())


async def test_a_temple_slot_takes_the_services_capacity(
    client: httpx.AsyncClient, db: Database
) -> None:
    await set_capacity(db, RUDRABHISHEK, 2)
    await book_temple(client, 2)
    assert_full(await client.post(TEMPLES, json=temple_booking(9)), temple_rules.SLOT_FULL)
    assert await count(db, TempleBooking) == 2
    slots = await temple_slots(client, india_date(3))
    assert slots["6:00 AM"] == {"label": "6:00 AM", "available": False, "full": True}
    assert [label for label, s in slots.items() if s["full"]] == ["6:00 AM"]
    # Another slot, another date and another service keep their places.
    assert (await client.post(TEMPLES, json=temple_booking(9, selectedTime="7:00 PM"))).is_success
    other_day = temple_booking(9, selectedDate=india_date(4))
    assert (await client.post(TEMPLES, json=other_day)).status_code == 201
    async with db.writer() as session:  # another pooja of that temple, at the same hour
        await session.execute(
            update(TempleService)
            .where(TempleService.id == BILVA)
            .values(time_slots=["6:00 AM"], slot_capacity=1)
        )
        await session.commit()
    bilva = temple_booking(9, serviceId=BILVA)
    assert (await client.post(TEMPLES, json=bilva)).status_code == 201
    assert_full(await client.post(TEMPLES, json=bilva), temple_rules.SLOT_FULL)


async def test_a_cancelled_temple_booking_frees_its_place(
    client: httpx.AsyncClient, db: Database
) -> None:
    await set_capacity(db, RUDRABHISHEK, 1)
    [first] = await book_temple(client, 1)
    assert_full(await client.post(TEMPLES, json=temple_booking(2)), temple_rules.SLOT_FULL)
    await set_status(db, TempleBooking, first, "cancelled")
    assert (await temple_slots(client, india_date(3)))["6:00 AM"]["available"] is True
    assert (await client.post(TEMPLES, json=temple_booking(2))).status_code == 201


async def test_racing_for_a_temples_last_place_gives_exactly_one_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    await set_capacity(db, RUDRABHISHEK, 3)
    await book_temple(client, 2)
    responses = await asyncio.gather(
        *(client.post(TEMPLES, json=temple_booking(100 + n)) for n in range(8))
    )
    assert sorted(r.status_code for r in responses) == [201] + [409] * 7
    assert await count(db, TempleBooking) == 3


async def test_the_temple_slot_list_marks_begun_slots(client: httpx.AsyncClient) -> None:
    # The frozen clock says noon in India: 4, 6 and 11 AM have begun today.
    today = await temple_slots(client, india_date(0))
    assert [(s["available"], s["full"]) for s in today.values()] == [(False, False)] * 3 + [
        (True, False)
    ]


@pytest.mark.parametrize(
    ("params", "status", "detail"),
    [
        ({"templeId": "temple-nowhere"}, 404, "Unknown Temple"),
        ({"serviceId": "tsvc-nowhere"}, 404, "Unknown Service"),
        ({"templeId": SIDDHIVINAYAK}, 404, "Unknown Service"),  # another temple's service
        ({"templeId": "../x"}, 422, None),
        (
            {"date": "2026-02-31"},
            422,
            "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31",
        ),
        ({"date": None}, 422, None),
    ],
)
async def test_the_temple_slot_list_refuses_what_names_nothing(
    client: httpx.AsyncClient, params: dict[str, Any], status: int, detail: str | None
) -> None:
    query = {"templeId": KASHI, "serviceId": RUDRABHISHEK, "date": india_date(1), **params}
    response = await client.get(
        f"{TEMPLES}/time-slots", params={k: v for k, v in query.items() if v is not None}
    )
    assert response.status_code == status
    if detail is not None:
        assert response.json()["detail"] == detail


async def test_an_inactive_service_has_no_slot_list(
    client: httpx.AsyncClient, db: Database
) -> None:
    async with db.writer() as session:
        await session.execute(
            update(TempleService).where(TempleService.id == RUDRABHISHEK).values(is_active=False)
        )
        await session.commit()
    params = {"templeId": KASHI, "serviceId": RUDRABHISHEK, "date": india_date(1)}
    assert (await client.get(f"{TEMPLES}/time-slots", params=params)).status_code == 404
