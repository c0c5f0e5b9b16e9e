"""Offers to priests: a booking not accepted in time lapses to the next free qualified priest
(never back to one who passed on it), the admins are told when nobody is left, and the lapse
is done once however many server processes look for it at the same moment."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import httpx
from sqlalchemy import select

from api.priest_app import offers
from data.db import Database
from data.models import AdminNotice, PriestAssignment, PriestBooking, PriestPass
from data.statuses import VisitStatus
from tests.conftest import Clock
from tests.priests.test_choosing_a_priest import ALOK, BOOK, RAMESH, VENKATESH, booking
from tests.support import get

WINDOW = 60  # minutes, the default PUNYA_PRIEST_ACCEPT_MINUTES


async def _hold(db: Database, booking_id: str) -> PriestAssignment | None:
    async with db.reader() as session:
        found = await session.execute(
            select(PriestAssignment).where(PriestAssignment.booking_id == booking_id)
        )
        return found.scalar_one_or_none()


async def _passes(db: Database, booking_id: str) -> dict[str, str]:
    async with db.reader() as session:
        rows = await session.execute(select(PriestPass).where(PriestPass.booking_id == booking_id))
        return {p.priest_id: p.reason for p in rows.scalars()}


async def _notices(db: Database) -> list[AdminNotice]:
    async with db.reader() as session:
        return list((await session.execute(select(AdminNotice))).scalars())


async def test_an_offer_is_kept_until_its_time_has_passed(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    assert made.status_code == 201, made.text
    held = await _hold(db, made.json()["id"])
    assert held is not None
    assert (held.priest_id, held.status, held.offered_at) == (ALOK, VisitStatus.OFFERED, clock.now)
    almost = clock.now + timedelta(minutes=WINDOW - 1)
    assert await offers.lapse_due(db, almost, WINDOW) == 0
    assert (await get(db, PriestBooking, made.json()["id"])).priest_id == ALOK


async def test_a_lapsed_offer_goes_to_the_next_free_priest_until_nobody_is_left(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    booking_id = made.json()["id"]
    later = clock.now
    seen = [ALOK]
    for _ in range(2):
        later += timedelta(minutes=WINDOW)
        assert await offers.lapse_due(db, later, WINDOW) == 1
        held = await _hold(db, booking_id)
        assert held is not None and held.status == VisitStatus.OFFERED
        assert held.offered_at == later  # a new offer, with its own time to accept
        assert held.priest_id not in seen  # never back to one who let it lapse
        seen.append(held.priest_id)
    assert sorted(seen) == sorted([ALOK, RAMESH, VENKATESH])
    assert await _notices(db) == []
    # The third lets it lapse too: every priest who does the puja online has passed.
    later += timedelta(minutes=WINDOW)
    assert await offers.lapse_due(db, later, WINDOW) == 1
    assert await _hold(db, booking_id) is None
    stored = await get(db, PriestBooking, booking_id)
    assert (stored.priest_id, stored.priest_assigned) == (None, None)
    assert await _passes(db, booking_id) == dict.fromkeys(seen, VisitStatus.LAPSED)
    [notice] = await _notices(db)
    assert notice.kind == "no_priest_left"
    assert notice.booking_id == booking_id
    assert notice.dismissed_at is None
    assert notice.message.startswith(f"No priest is left for booking {made.json()['shortId']} ")
    assert "declined it or let it lapse" in notice.message
    # Nothing is left to lapse, and the notice is not written twice.
    assert await offers.lapse_due(db, later + timedelta(hours=3), WINDOW) == 0
    assert len(await _notices(db)) == 1


async def test_an_offer_still_open_when_its_slot_begins_is_left_to_the_admins(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    booking_id = made.json()["id"]
    # Monday 8 AM in India is 02:30 UTC; the booking was made Sunday noon.
    begun = clock.now + timedelta(hours=20, minutes=5)
    assert await offers.lapse_due(db, begun, WINDOW) == 1
    assert await _hold(db, booking_id) is None
    [notice] = await _notices(db)
    assert "its time slot began before a priest accepted it" in notice.message


async def test_processes_lapsing_the_same_offer_at_once_pass_it_on_once(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    booking_id = made.json()["id"]
    later = clock.now + timedelta(minutes=WINDOW + 1)
    results = await asyncio.gather(*(offers.lapse_due(db, later, WINDOW) for _ in range(4)))
    assert sum(results) == 1
    held = await _hold(db, booking_id)
    assert held is not None and held.priest_id in {RAMESH, VENKATESH}
    assert await _passes(db, booking_id) == {ALOK: VisitStatus.LAPSED}
    async with db.reader() as session:
        count = len(list((await session.execute(select(PriestAssignment))).scalars()))
    assert count == 1


async def test_a_cancelled_booking_lapses_nowhere(
    client: httpx.AsyncClient, db: Database, clock: Clock
) -> None:
    made = await client.post(BOOK, json=booking(priestId=ALOK))
    cancelled = await client.post(
        "/api/orders/cancel",
        json={"kind": "priest", "id": made.json()["id"], "phone": booking()["customerPhone"]},
    )
    assert cancelled.status_code == 200, cancelled.text
    assert await offers.lapse_due(db, clock.now + timedelta(hours=3), WINDOW) == 0
    assert await _notices(db) == []
