"""A priest's hours and days off in their app: their own hours inside the office's (the admin's
priest form), days off from today on in the roster's one list, and nothing that would leave a
booking they hold without them. Assignment reads the hours they chose."""

from __future__ import annotations

import httpx

from data.db import Database
from data.models import Priest
from tests.conftest import india_date
from tests.priest_app.support import RAMESH, PriestClient, book
from tests.priests.test_choosing_a_priest import FREE, PUNE_HOME
from tests.support import get

SCHEDULE = "/api/priest/schedule"
OFFICE_MONDAY = ["06:00-12:00", "16:00-20:00"]
MONDAY = india_date(1)


async def free_for_pune_monday(client: httpx.AsyncClient, slot: str) -> list[str]:
    params = {
        "serviceId": "ganesh-puja",
        "selectedDate": MONDAY,
        "selectedTime": slot,
        "customerAddress": PUNE_HOME,
    }
    answer = await client.get(FREE, params=params)
    assert answer.status_code == 200, answer.text
    return [p["id"] for p in answer.json()["priests"]]


async def test_own_hours_inside_the_offices_decide_when_a_priest_is_sent(
    client: httpx.AsyncClient, as_priest: PriestClient, db: Database
) -> None:
    priest = await as_priest(RAMESH)
    shown = (await priest.get(SCHEDULE)).json()
    assert shown["officeHours"]["Monday"] == OFFICE_MONDAY
    assert shown["ownHours"] is None
    assert shown["workingHours"] == shown["officeHours"]
    assert (shown["maxRangesPerDay"], shown["maxDaysOff"]) == (12, 366)
    assert shown["slots"][0] == {"label": "6:00 AM - 8:00 AM", "start": "06:00", "end": "08:00"}
    assert len(shown["slots"]) == 8
    assert await free_for_pune_monday(client, "4:00 PM - 6:00 PM") == [RAMESH]
    mornings = {day: ["06:00-10:00"] for day in shown["officeHours"] if shown["officeHours"][day]}
    changed = await priest.put(SCHEDULE, json={"ownHours": mornings, "daysOff": []})
    assert changed.status_code == 200, changed.text
    assert changed.json()["workingHours"]["Monday"] == ["06:00-10:00"]
    assert changed.json()["officeHours"]["Monday"] == OFFICE_MONDAY  # the office's stay
    assert await free_for_pune_monday(client, "4:00 PM - 6:00 PM") == []
    assert await free_for_pune_monday(client, "8:00 AM - 10:00 AM") == [RAMESH]
    stored = await get(db, Priest, RAMESH)
    assert stored.availability["Monday"] == OFFICE_MONDAY
    back = await priest.put(SCHEDULE, json={"ownHours": None, "daysOff": []})
    assert back.json()["workingHours"]["Monday"] == OFFICE_MONDAY


async def test_hours_outside_the_offices_are_refused_naming_the_day(
    as_priest: PriestClient,
) -> None:
    priest = await as_priest(RAMESH)
    wider = await priest.put(
        SCHEDULE, json={"ownHours": {"Monday": ["05:00-09:00"]}, "daysOff": []}
    )
    assert wider.status_code == 422
    assert wider.json()["code"] == "outside_office_hours"
    assert wider.json()["detail"] == (
        "availability.Monday: 05:00-09:00 is outside the hours the office allows on Monday "
        "(06:00-12:00, 16:00-20:00)"
    )
    malformed = await priest.put(
        SCHEDULE, json={"ownHours": {"Moonday": ["06:00-09:00"]}, "daysOff": []}
    )
    assert malformed.status_code == 422
    overlapping = await priest.put(
        SCHEDULE, json={"ownHours": {"Monday": ["06:00-09:00", "08:00-10:00"]}, "daysOff": []}
    )
    assert overlapping.status_code == 422
    assert "overlap" in overlapping.json()["detail"]


async def test_days_off_are_from_today_on_and_free_the_priest_of_new_bookings(
    client: httpx.AsyncClient, as_priest: PriestClient, db: Database
) -> None:
    priest = await as_priest(RAMESH)
    past = await priest.put(SCHEDULE, json={"ownHours": None, "daysOff": [india_date(-1)]})
    assert (past.status_code, past.json()["code"]) == (422, "day_off_past")
    off = await priest.put(SCHEDULE, json={"ownHours": None, "daysOff": [MONDAY, MONDAY]})
    assert off.status_code == 200, off.text
    assert off.json()["daysOff"] == [MONDAY]
    assert (await get(db, Priest, RAMESH)).days_off == [MONDAY]
    assert await free_for_pune_monday(client, "8:00 AM - 10:00 AM") == []


async def test_a_change_that_would_leave_a_held_booking_is_refused_naming_it(
    client: httpx.AsyncClient, as_priest: PriestClient, db: Database
) -> None:
    made = await book(client, MONDAY)
    priest = await as_priest(RAMESH)
    day_off = await priest.put(SCHEDULE, json={"ownHours": None, "daysOff": [MONDAY]})
    assert day_off.status_code == 409
    assert day_off.json()["code"] == "schedule_conflict"
    assert day_off.json()["detail"] == (
        f"These hours and days off would leave bookings you hold without you: "
        f"{made['shortId']} ({MONDAY}, 8:00 AM - 10:00 AM). Decline it first, or keep working "
        "then."
    )
    evenings = await priest.put(
        SCHEDULE, json={"ownHours": {"Monday": ["16:00-20:00"]}, "daysOff": []}
    )
    assert evenings.status_code == 409
    assert (await get(db, Priest, RAMESH)).days_off == []
    declined = await priest.post(f"/api/priest/bookings/{made['id']}/decline")
    assert declined.status_code == 200
    now_off = await priest.put(SCHEDULE, json={"ownHours": None, "daysOff": [MONDAY]})
    assert now_off.status_code == 200, now_off.text
