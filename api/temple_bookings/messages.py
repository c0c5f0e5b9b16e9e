"""Which messages a temple booking gets, queued with the change that calls for them: made
(confirmed at once), the confirmation and the reminder the evening before; moved, a reminder
of the new date. The words and the sending are api/booking_messages' (in the language the
devotee booked in); prasad shipped, when the temple ships it."""

from __future__ import annotations

from datetime import datetime

from api.booking_messages.queue import (
    CONFIRMED,
    PRASAD_SHIPPED,
    RecordKind,
    queue,
    queue_reminder,
)
from data.models import TempleBooking
from data.session_types import AsyncSession

KIND = RecordKind.TEMPLE


async def booking_made(session: AsyncSession, booking: TempleBooking, now: datetime) -> None:
    await queue(session, KIND, booking.id, CONFIRMED, now)
    await queue_reminder(session, KIND, booking.id, booking.selected_date, now)


async def booking_moved(session: AsyncSession, booking: TempleBooking, now: datetime) -> None:
    """A reminder of the new date (the one of the old date lapses by itself)."""
    await queue_reminder(session, KIND, booking.id, booking.selected_date, now)


async def prasad_shipped(session: AsyncSession, booking: TempleBooking, now: datetime) -> None:
    """The courier and tracking number, as soon as the temple ships the prasad."""
    await queue(session, KIND, booking.id, PRASAD_SHIPPED, now)
