"""Messages about a temple booking, through the one queue and sender of booking messages: a
confirmation when it is made and a reminder the evening before, in the language it was booked
in, each sent once however many senders run; a cancelled booking's reminder goes nowhere, and
a booking moved (a temple's by its admin, a priest booking from My Orders) gets a reminder of
its new date."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Any

import httpx
from sqlalchemy import select

from api.booking_messages import sender
from api.settings import BookingSettings
from api.verification.delivery import MessageNotice
from data.db import Database
from data.models import BookingMessage, TempleBooking
from tests.admin_support import SUPER, ClientFor
from tests.booking_messages.support import delivery
from tests.conftest import FROZEN_NOW, india_date
from tests.support import get

SETTINGS = BookingSettings()
TUESDAY = india_date(2)
# Monday 23 November, 6:00 PM in India: the evening before the pooja.
EVENING_BEFORE = datetime.fromisoformat(f"{india_date(1)}T12:30:00+00:00")


def temple_booking(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "templeId": "temple-kashi-vishwanath-varanasi",
        "serviceId": "tsvc-kashi-rudrabhishek",
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        "customerEmail": "meera@example.com",
        "selectedDate": TUESDAY,
        "selectedTime": "7:00 PM",
    }
    return {**body, **changes}


async def book(client: httpx.AsyncClient, **headers: str) -> str:
    made = await client.post("/api/temple-bookings", json=temple_booking(), headers=headers)
    assert made.status_code == 201, made.text
    return str(made.json()["id"])


async def queued(db: Database, booking_id: str) -> dict[str, BookingMessage]:
    async with db.reader() as session:
        rows = (
            await session.execute(
                select(BookingMessage).where(BookingMessage.booking_id == booking_id)
            )
        ).scalars()
        return {row.key: row for row in rows}


async def two_senders(db: Database, now: datetime) -> tuple[int, list[MessageNotice]]:
    """Two server processes' senders at the same moment: how many went, and what."""
    (first, one), (second, other) = delivery(), delivery()
    counts = await asyncio.gather(
        sender.send_due(db, first, SETTINGS, now), sender.send_due(db, second, SETTINGS, now)
    )
    return sum(counts), [*one.sent, *other.sent]


async def test_a_booking_in_hindi_is_confirmed_and_reminded_in_hindi_once(
    client: httpx.AsyncClient, db: Database
) -> None:
    booking_id = await book(client, **{"Accept-Language": "hi-IN,hi;q=0.9"})
    assert (await get(db, TempleBooking, booking_id)).message_language == "hi"
    rows = await queued(db, booking_id)
    assert set(rows) == {"confirmed", f"reminder:{TUESDAY}"}
    assert {row.record_kind for row in rows.values()} == {"temple"}
    assert rows[f"reminder:{TUESDAY}"].send_at == EVENING_BEFORE

    count, sent = await two_senders(db, FROZEN_NOW)
    assert count == 1
    [confirmation] = sent
    assert confirmation.to == "meera@example.com" and confirmation.language == "hi"
    assert "श्री काशी विश्वनाथ मंदिर में मंगलवार, 24 नवंबर को शाम 7 बजे रुद्राभिषेक के लिए" in (
        confirmation.text
    )
    assert "आपकी बुकिंग पक्की हो गई है" in confirmation.text
    assert confirmation.variables["temple"] == "श्री काशी विश्वनाथ मंदिर"

    assert (await two_senders(db, EVENING_BEFORE - timedelta(seconds=1)))[0] == 0
    count, sent = await two_senders(db, EVENING_BEFORE)
    assert count == 1
    [reminder] = sent
    assert "याद दिला दें: कल, मंगलवार, 24 नवंबर को शाम 7 बजे" in reminder.text
    assert "पता: लाहौरी टोला" in reminder.text
    # Both went once, and nothing is left to send.
    assert (await two_senders(db, EVENING_BEFORE + timedelta(days=2)))[0] == 0
    outcomes = {key: row.outcome for key, row in (await queued(db, booking_id)).items()}
    assert outcomes == {"confirmed": "email", f"reminder:{TUESDAY}": "email"}


async def test_a_cancelled_booking_gets_no_reminder(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await book(client)
    assert (await get(db, TempleBooking, booking_id)).message_language == "en"
    admin = await as_admin(SUPER)
    cancelled = await admin.patch(
        f"/api/admin/temple-bookings/{booking_id}/status", json={"status": "cancelled"}
    )
    assert cancelled.status_code == 200, cancelled.text
    count, sent = await two_senders(db, EVENING_BEFORE)
    assert count == 0 and sent == []
    rows = await queued(db, booking_id)
    assert rows[f"reminder:{TUESDAY}"].outcome == "dropped"


async def test_a_booking_moved_by_its_temple_is_reminded_of_its_new_date(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    booking_id = await book(client)
    friday = india_date(5)
    admin = await as_admin(SUPER)
    moved = await admin.patch(
        f"/api/admin/temple-bookings/{booking_id}", json={"selectedDate": friday}
    )
    assert moved.status_code == 200, moved.text
    rows = await queued(db, booking_id)
    assert set(rows) == {"confirmed", f"reminder:{TUESDAY}", f"reminder:{friday}"}
    count, sent = await two_senders(db, EVENING_BEFORE)
    assert count == 1 and "confirmed" in sent[0].text  # the old date's reminder lapsed
    assert (await queued(db, booking_id))[f"reminder:{TUESDAY}"].outcome == "dropped"
    thursday_evening = datetime.fromisoformat(f"{india_date(4)}T12:30:00+00:00")
    count, sent = await two_senders(db, thursday_evening)
    assert count == 1
    assert "a reminder: your Rudrabhishek at Shri Kashi Vishwanath Temple is tomorrow, " in (
        sent[0].text
    )
    assert "Friday, 27 November, 7:00 PM" in sent[0].text


async def test_a_priest_booking_moved_from_my_orders_is_reminded_of_its_new_date_and_slot(
    client: httpx.AsyncClient, as_admin: ClientFor, db: Database
) -> None:
    made = await client.post(
        "/api/priest-bookings",
        json={
            "serviceId": "ganesh-puja",
            "customerName": "Meera Iyer",
            "customerPhone": "9845012345",
            "customerEmail": "meera@example.com",
            "isOnline": True,
            "selectedDate": india_date(5),
            "selectedTime": "8:00 AM - 10:00 AM",
            "messageLanguage": "hinglish",
        },
    )
    assert made.status_code == 201, made.text
    booking_id = made.json()["id"]
    admin = await as_admin(SUPER)
    url = f"/api/admin/priest-bookings/{booking_id}/status"
    assert (await admin.patch(url, json={"status": "confirmed"})).status_code == 200
    moved = await client.post(
        "/api/orders/reschedule",
        json={
            "kind": "priest",
            "id": booking_id,
            "selectedDate": india_date(7),
            "selectedTime": "4:00 PM - 6:00 PM",
        },
    )
    assert moved.status_code == 200, moved.text
    rows = await queued(db, booking_id)
    assert {f"reminder:{india_date(5)}", f"reminder:{india_date(7)}"} <= set(rows)
    # 4:00 PM in India is 10:30 UTC; the link goes 30 minutes before.
    assert rows["meeting"].send_at.isoformat() == f"{india_date(7)}T10:00:00+00:00"
    evening = datetime.fromisoformat(f"{india_date(6)}T12:30:00+00:00")
    _, sent = await two_senders(db, evening)
    reminders = [n.text for n in sent if "yaad dila dein" in n.text]
    assert len(reminders) == 1
    assert "kal, Ravivar, 29 November ko shaam 4 se 6 baje tak Ganesh Puja" in (reminders[0])
    assert (await queued(db, booking_id))[f"reminder:{india_date(5)}"].outcome == "dropped"
