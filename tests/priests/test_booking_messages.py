"""Messages about a priest booking: queued when it is confirmed or its priest changes, sent by
the scheduled sender when due (the reminder the evening before, the online puja's link 30
minutes before the slot), once, across a restart, and dropped when no longer true."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import select, update

from api.booking_messages import sender
from api.priests import messages
from api.settings import BookingSettings
from api.verification.delivery import Delivery, LogSender
from data.db import Database
from data.models import BookingMessage, PriestBooking, PujaService
from tests.admin_support import SUPER, ClientFor
from tests.booking_messages.support import delivery
from tests.conftest import FROZEN_NOW, india_date
from tests.priests.test_choosing_a_priest import ALOK, BOOK, MONDAY, VENKATESH, booking
from tests.support import get

SETTINGS = BookingSettings()
SUNDAY = india_date(0)  # the frozen today


async def confirmed(client: httpx.AsyncClient, as_admin: ClientFor, **changes: Any) -> str:
    made = await client.post(BOOK, json=booking(customerEmail="meera@example.com", **changes))
    assert made.status_code == 201, made.text
    admin = await as_admin(SUPER)
    url = f"/api/admin/priest-bookings/{made.json()['id']}/status"
    assert (await admin.patch(url, json={"status": "confirmed"})).status_code == 200
    return str(made.json()["id"])


async def queued(db: Database, booking_id: str) -> dict[str, BookingMessage]:
    async with db.reader() as session:
        rows = (
            await session.execute(
                select(BookingMessage).where(BookingMessage.booking_id == booking_id)
            )
        ).scalars()
        return {row.key.split(":")[0]: row for row in rows}


async def test_confirmation_now_and_the_link_30_minutes_before_the_slot(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await confirmed(client, as_admin, priestId=VENKATESH, language="Tamil")
    rows = await queued(db, booking_id)
    assert set(rows) == {"confirmed", "reminder", "meeting"}
    start = messages.slot_start(await get(db, PriestBooking, booking_id))
    assert start.isoformat() == f"{MONDAY}T02:30:00+00:00"  # 8:00 AM in India
    assert rows["meeting"].send_at == start - timedelta(minutes=30)
    evening = rows["reminder"].send_at
    assert evening.isoformat() == f"{SUNDAY}T12:30:00+00:00"  # 6:00 PM in India, the day before

    channels, email = delivery()
    assert await sender.send_due(db, channels, SETTINGS, FROZEN_NOW) == 1
    [first] = email.sent
    assert first.to == "meera@example.com"
    assert "Vedamurthy Venkatesh Iyer" in first.text and "is confirmed" in first.text
    assert "8:00 AM - 10:00 AM" in first.text
    # The samagri the family keeps ready goes with it: the puja's own list, as it is now.
    ganesh = await get(db, PujaService, "ganesh-puja")
    assert f"Please keep this samagri ready: {ganesh.samagri_family[0]};" in first.text
    # The reminder the evening before; nothing more until the link is due; then the link,
    # with the room made once.
    assert await sender.send_due(db, channels, SETTINGS, evening - timedelta(seconds=1)) == 0
    assert await sender.send_due(db, channels, SETTINGS, evening) == 1
    assert "a reminder: your Ganesh Puja is tomorrow, Monday, 23 November" in email.sent[1].text
    assert await sender.send_due(db, channels, SETTINGS, start - timedelta(minutes=31)) == 0
    assert await sender.send_due(db, channels, SETTINGS, start - timedelta(minutes=30)) == 1
    link = (await get(db, PriestBooking, booking_id)).meeting_link
    assert link is not None and link.startswith("https://meet.jit.si/punya-")
    assert link in email.sent[2].text and "begins at 8:00 AM" in email.sent[2].text


async def test_each_message_goes_once_across_a_restart(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await confirmed(client, as_admin, priestId=ALOK)
    first, before = delivery()
    assert await sender.send_due(db, first, SETTINGS, FROZEN_NOW) == 1
    # A new process with its own channels (the server restarted): nothing is sent again.
    again, after = delivery()
    assert await sender.send_due(db, again, SETTINGS, FROZEN_NOW + timedelta(minutes=1)) == 0
    assert len(before.sent) == 1 and after.sent == []
    assert (await queued(db, booking_id))["confirmed"].outcome == "email"


async def test_a_message_claimed_by_a_channelsthat_died_goes_after_the_lease(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await confirmed(client, as_admin, priestId=ALOK)
    async with db.writer() as session:
        await session.execute(
            update(BookingMessage)
            .where(BookingMessage.booking_id == booking_id)
            .values(claimed_at=FROZEN_NOW)
        )
        await session.commit()
    channels, email = delivery()
    assert await sender.send_due(db, channels, SETTINGS, FROZEN_NOW + timedelta(minutes=1)) == 0
    later = FROZEN_NOW + sender.LEASE + timedelta(seconds=1)
    assert await sender.send_due(db, channels, SETTINGS, later) == 1
    assert len(email.sent) == 1


async def test_a_new_priest_is_announced_and_a_cancelled_puja_gets_no_link(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await confirmed(client, as_admin, priestId=ALOK)
    admin = await as_admin(SUPER)
    moved = await admin.put(
        f"/api/admin/priest-bookings/{booking_id}/priest", json={"priestId": VENKATESH}
    )
    assert moved.status_code == 200, moved.text
    channels, email = delivery()
    assert await sender.send_due(db, channels, SETTINGS, FROZEN_NOW) == 2
    assert any("Vedamurthy Venkatesh Iyer will perform" in n.text for n in email.sent)
    cancelled = await admin.patch(
        f"/api/admin/priest-bookings/{booking_id}/status", json={"status": "cancelled"}
    )
    assert cancelled.status_code == 200
    start = messages.slot_start(await get(db, PriestBooking, booking_id))
    # The reminder and the link were queued; the cancelled puja gets neither.
    assert await sender.send_due(db, channels, SETTINGS, start) == 0
    rows = await queued(db, booking_id)
    assert rows["reminder"].outcome == "dropped" and rows["meeting"].outcome == "dropped"
    assert len(email.sent) == 2


async def test_without_any_channel_configured_the_message_is_written_to_the_log(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database, caplog: Any
) -> None:
    booking_id = await confirmed(client, as_admin, priestId=ALOK)
    logged = Delivery(sms=LogSender(), email=LogSender(), to_log=True)
    assert await sender.send_due(db, logged, SETTINGS, FROZEN_NOW) == 1
    assert "Acharya Alok Mishra" in caplog.text
    assert (await queued(db, booking_id))["confirmed"].outcome == "log"
