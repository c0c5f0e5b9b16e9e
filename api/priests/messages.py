"""Which messages a priest booking gets, queued with the change that calls for them: when it
is confirmed, the confirmation, the reminder the evening before, and for an online puja the
video-call link 30 minutes before the slot; a new priest, when one is assigned or sent
instead; the reminder and the link moved with the booking. The words and the sending are
api/booking_messages' (in the language the devotee booked in)."""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

from api.booking_messages.queue import (
    CONFIRMED,
    MEETING,
    MEETING_BEFORE,
    PRIEST,
    RecordKind,
    queue,
    queue_reminder,
    retime,
)
from api.common.clock import INDIA
from api.priests.slots import TIME_SLOTS
from data.models import PriestBooking
from data.session_types import AsyncSession
from data.statuses import BookingStatus

KIND = RecordKind.PRIEST


def slot_start(booking: PriestBooking) -> datetime:
    """When the booking's slot begins, in UTC (slots are Indian times)."""
    day = datetime.fromisoformat(booking.selected_date).date()
    return datetime.combine(day, TIME_SLOTS[booking.selected_time], INDIA).astimezone(UTC)


def _link_at(booking: PriestBooking, now: datetime) -> datetime:
    return max(now, slot_start(booking) - MEETING_BEFORE)


async def booking_confirmed(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """Queue the confirmation, the reminder, and for an online puja the link before it begins."""
    await queue(session, KIND, booking.id, CONFIRMED, now)
    await queue_reminder(session, KIND, booking.id, booking.selected_date, now)
    if booking.is_online:
        await queue(session, KIND, booking.id, MEETING, _link_at(booking, now))


async def priest_changed(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """A confirmed booking's priest changed (assigned later, or another sent): say who."""
    if booking.status == BookingStatus.CONFIRMED and booking.priest_id is not None:
        key = f"{PRIEST}:{booking.priest_id}:{secrets.token_hex(4)}"
        await queue(session, KIND, booking.id, key, now)


async def booking_moved(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """The booking has a new date or slot: a reminder of the new date (a confirmed one's),
    and the link before the new slot."""
    if booking.status != BookingStatus.CONFIRMED:
        return  # its messages are queued when it is confirmed
    await queue_reminder(session, KIND, booking.id, booking.selected_date, now)
    if booking.is_online:
        await retime(session, booking.id, MEETING, _link_at(booking, now))
