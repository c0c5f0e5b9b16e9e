"""Choosing a priest: the free list (qualified, reaching the home or online, in a language),
booking a chosen priest, the database refusing to double-book one, automatic assignment at
confirmation, an admin's reassignment, and cancellation setting the priest free."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy.exc import IntegrityError

from data.db import Database
from data.models import PriestAssignment, PriestBooking
from tests.admin_support import SUPER, ClientFor
from tests.conftest import FROZEN_NOW, Clock, india_date
from tests.support import count, get

FREE = "/api/priests/free"
BOOK = "/api/priest-bookings"
RAMESH, VENKATESH, ALOK = "priest-ramesh-shastri", "priest-venkatesh-iyer", "priest-alok-mishra"
MONDAY = india_date(1)
MORNING = "8:00 AM - 10:00 AM"
PUNE_HOME = "Flat 4, Shanti Kunj, Kothrud, Pune, Maharashtra 411038"


def seeking(**changes: Any) -> dict[str, Any]:
    query: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "selectedDate": MONDAY,
        "selectedTime": MORNING,
        "customerAddress": PUNE_HOME,
    }
    query.update(changes)
    return {k: v for k, v in query.items() if v is not None}


def booking(n: int = 0, **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "serviceId": "ganesh-puja",
        "customerName": f"Devotee Number {n}",
        "customerPhone": f"98765{n:05d}",
        "isOnline": True,
        "selectedDate": MONDAY,
        "selectedTime": MORNING,
    }
    body.update(changes)
    return body


async def free_ids(client: httpx.AsyncClient, **changes: Any) -> list[str]:
    response = await client.get(FREE, params=seeking(**changes))
    assert response.status_code == 200, response.text
    return [p["id"] for p in response.json()["priests"]]


async def test_a_home_in_pune_is_reached_by_the_pune_priest_alone(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get(FREE, params=seeking())
    answer = response.json()
    assert answer["located"] is True
    [ramesh] = answer["priests"]
    assert ramesh["id"] == RAMESH
    assert ramesh["name"] == "Pandit Ramesh Shastri"
    assert ramesh["languages"] == ["Marathi", "Hindi", "Sanskrit"]
    assert ramesh["city"] == "Pune, Maharashtra"
    # The home is placed at its PIN's offices (411038, Kothrud), 4 km from his base in Pune.
    assert ramesh["distanceKm"] == 4.4
    assert ramesh["verifiedAt"] is None
    assert ramesh["completedBookings"] == 0


async def test_online_pujas_are_offered_every_priest_who_does_them(
    client: httpx.AsyncClient,
) -> None:
    assert sorted(await free_ids(client, isOnline="true", customerAddress=None)) == [
        ALOK,
        RAMESH,
        VENKATESH,
    ]
    # Only the puja's priests: Chandi Homa is Venkatesh Iyer's alone.
    assert await free_ids(
        client, isOnline="true", customerAddress=None, serviceId="chandi-homa"
    ) == [VENKATESH]
    assert await free_ids(client, isOnline="true", customerAddress=None, language="Tamil") == [
        VENKATESH
    ]


async def test_the_profile_reads_in_hindi(client: httpx.AsyncClient) -> None:
    response = await client.get(FREE, params=seeking(), headers={"Accept-Language": "hi"})
    [ramesh] = response.json()["priests"]
    assert ramesh["name"] == "पंडित रमेश शास्त्री"
    assert ramesh["city"] == "पुणे, महाराष्ट्र"


async def test_the_free_list_refuses_what_names_nothing(client: httpx.AsyncClient) -> None:
    unknown = await client.get(FREE, params=seeking(serviceId="no-such-puja"))
    assert unknown.status_code == 422
    assert unknown.json()["errors"][0]["field"] == "serviceId"
    bad_language = await client.get(FREE, params=seeking(language="Klingon"))
    assert bad_language.status_code == 422
    assert bad_language.json()["errors"][0]["field"] == "language"
    bad_slot = await client.get(FREE, params=seeking(selectedTime="3:00 AM - 5:00 AM"))
    assert bad_slot.status_code == 422


async def test_a_chosen_tamil_priest_is_booked_and_no_longer_free(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await client.post(BOOK, json=booking(language="Tamil", priestId=VENKATESH))
    assert made.status_code == 201, made.text
    record = made.json()
    assert record["priestId"] == VENKATESH
    assert record["priestAssigned"] == "Vedamurthy Venkatesh Iyer"
    assert record["language"] == "Tamil"
    assert VENKATESH not in await free_ids(client, isOnline="true", customerAddress=None)
    again = await client.post(BOOK, json=booking(1, priestId=VENKATESH))
    assert again.status_code == 409
    assert again.json()["code"] == "priest_unavailable"
    assert MORNING in again.json()["detail"] and MONDAY in again.json()["detail"]
    assert await count(db, PriestAssignment) == 1


async def test_two_devotees_racing_for_one_priest_get_one_booking(
    client: httpx.AsyncClient, db: Database
) -> None:
    responses = await asyncio.gather(
        *(client.post(BOOK, json=booking(n, priestId=ALOK)) for n in range(6))
    )
    assert sorted(r.status_code for r in responses) == [201] + [409] * 5
    for refused in (r for r in responses if r.status_code == 409):
        assert refused.json()["code"] in {"priest_unavailable", "priest_taken"}
        assert MORNING in refused.json()["detail"]
    assert await count(db, PriestBooking) == 1


async def test_the_database_itself_refuses_a_second_hold_of_a_priest(db: Database) -> None:
    async with db.writer() as session:
        for n in range(2):
            session.add(
                PriestAssignment(
                    id=f"pa-{n}",
                    priest_id=ALOK,
                    booking_id=f"PB-{n}",
                    selected_date=MONDAY,
                    selected_time=MORNING,
                )
            )
        with pytest.raises(IntegrityError):
            await session.commit()


async def test_any_priest_is_assigned_at_confirmation_by_language(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    made = await client.post(BOOK, json=booking(language="Tamil"))
    assert made.status_code == 201, made.text
    assert made.json()["priestAssigned"] is None
    admin = await as_admin(SUPER)
    confirmed = await admin.patch(
        f"/api/admin/priest-bookings/{made.json()['id']}/status", json={"status": "confirmed"}
    )
    assert confirmed.status_code == 200, confirmed.text
    assert confirmed.json()["priestAssigned"] == "Vedamurthy Venkatesh Iyer"
    stored = await get(db, PriestBooking, made.json()["id"])
    assert stored.priest_id == VENKATESH


async def test_a_home_booking_gets_the_nearest_priest(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    made = await client.post(
        BOOK, json=booking(isOnline=False, customerAddress=PUNE_HOME, language="Hindi")
    )
    assert made.status_code == 201, made.text
    admin = await as_admin(SUPER)
    confirmed = await admin.patch(
        f"/api/admin/priest-bookings/{made.json()['id']}/status", json={"status": "confirmed"}
    )
    assert confirmed.json()["priestAssigned"] == "Pandit Ramesh Shastri"
    # Ramesh Shastri is the one priest reaching that home: the slot is now full for it.
    refused = await client.post(BOOK, json=booking(1, isOnline=False, customerAddress=PUNE_HOME))
    assert refused.status_code == 409
    assert refused.json()["code"] == "slot_full"


async def test_an_admin_reassigns_only_to_a_free_priest(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    taken = await client.post(BOOK, json=booking(priestId=ALOK))
    mine = await client.post(BOOK, json=booking(1, priestId=RAMESH))
    booking_id = mine.json()["id"]
    admin = await as_admin(SUPER)
    offered = await admin.get(f"/api/admin/priest-bookings/{booking_id}/priests")
    assert [p["id"] for p in offered.json()["priests"]] == [VENKATESH]
    busy = await admin.put(
        f"/api/admin/priest-bookings/{booking_id}/priest", json={"priestId": ALOK}
    )
    assert busy.status_code == 409
    assert busy.json()["code"] == "priest_unavailable"
    assert taken.json()["priestId"] == ALOK
    moved = await admin.put(
        f"/api/admin/priest-bookings/{booking_id}/priest", json={"priestId": VENKATESH}
    )
    assert moved.status_code == 200, moved.text
    assert moved.json()["priestAssigned"] == "Vedamurthy Venkatesh Iyer"
    # Ramesh Shastri is free again for that slot.
    assert RAMESH in await free_ids(client, isOnline="true", customerAddress=None)


async def test_cancelling_sets_the_priest_free(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    admin = await as_admin(SUPER)
    cancelled = await admin.patch(
        f"/api/admin/priest-bookings/{made.json()['id']}/status", json={"status": "cancelled"}
    )
    assert cancelled.json()["priestAssigned"] is None
    assert await count(db, PriestAssignment) == 0
    assert ALOK in await free_ids(client, isOnline="true", customerAddress=None)
    cannot = await admin.put(
        f"/api/admin/priest-bookings/{made.json()['id']}/priest", json={"priestId": ALOK}
    )
    assert cannot.status_code == 409
    assert cannot.json()["code"] == "booking_cancelled"


async def test_my_orders_names_the_priest_in_the_devotees_language(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    made = await client.post(BOOK, json=booking(7, priestId=RAMESH))
    assert made.status_code == 201, made.text
    phone = {"phone": booking(7)["customerPhone"]}
    english = await client.post("/api/orders/lookup", json=phone)
    [record] = english.json()["priestBookings"]
    assert record["priestAssigned"] == "Pandit Ramesh Shastri"
    hindi = await client.post("/api/orders/lookup", json=phone, headers={"Accept-Language": "hi"})
    [record] = hindi.json()["priestBookings"]
    assert record["priestAssigned"] == "पंडित रमेश शास्त्री"


async def test_a_priests_total_bookings_follows_their_holds(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    admin = await as_admin(SUPER)

    async def total() -> int:
        return int((await admin.get(f"/api/admin/priests/{ALOK}")).json()["totalBookings"])

    made = await client.post(BOOK, json=booking(priestId=ALOK))
    assert await total() == 1
    url = f"/api/admin/priest-bookings/{made.json()['id']}"
    await admin.put(f"{url}/priest", json={"priestId": VENKATESH})
    assert await total() == 0
    await admin.put(f"{url}/priest", json={"priestId": ALOK})
    assert await total() == 1
    await admin.patch(f"{url}/status", json={"status": "cancelled"})
    assert await total() == 0


async def test_a_retry_after_the_slot_began_gets_the_booking_made_before(
    client: httpx.AsyncClient, clock: Clock
) -> None:
    """Today 12:00 in India: the 4 PM slot is bookable; retried after 4 PM, the same key
    returns the booking rather than refusing a slot that has begun."""
    body = booking(selectedDate=india_date(0), selectedTime="4:00 PM - 6:00 PM")
    headers = {"Idempotency-Key": "just-before-four"}
    first = await client.post(BOOK, json=body, headers=headers)
    assert first.status_code == 201, first.text
    clock.now = FROZEN_NOW + timedelta(hours=5)  # 5 PM in India
    again = await client.post(BOOK, json=body, headers=headers)
    assert again.status_code == 201 and again.json()["id"] == first.json()["id"]
    fresh = await client.post(
        BOOK, json=booking(1, **{k: body[k] for k in ("selectedDate", "selectedTime")})
    )
    assert fresh.status_code == 422 and fresh.json()["code"] == "slot_started"
