"""Which messages a booking gets, and when: the kinds of record a message is about, the keys
that name each message, and the reminder's hour. Queued in the transaction of the change that
calls for it; the sender (sender.py) composes and sends each when it is due."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum

from api.common.clock import INDIA
from data.repositories import booking_messages as repo
from data.session_types import AsyncSession
from data.statuses import BookingStatus


class RecordKind(StrEnum):
    """What a queued message is about (booking_messages.record_kind)."""

    PRIEST = "priest"
    TEMPLE = "temple"


# The keys of messages (one message per booking and key; a suffix after ":" tells apart the
# messages of one kind that a booking may get more than once).
CONFIRMED = BookingStatus.CONFIRMED.value
REMINDER = "reminder"  # + ":" + the date it reminds of: a booking moved gets a new one
PRIEST = "priest"  # + ":" + the priest's id and a token: one message per change of priest
MEETING = "meeting"
PRASAD_SHIPPED = "prasad_shipped"  # a temple booking's prasad sent home: courier and tracking
# A new kind is a key here, its subject and text in each table of texts/, one branch in
# compose.py's table of its record kind, and a call of `queue` where the change happens.

# The spec's promise: "the meeting link is sent 30 minutes before the puja".
MEETING_BEFORE = timedelta(minutes=30)
# Reminders go the evening before, at this hour in India (at once when booked later).
REMINDER_AT = time(18)


def kind_of(key: str) -> str:
    """The message a key names, without its suffix ("priest:p-1:ab12": "priest")."""
    return key.split(":", 1)[0]


def reminder_key(day: str) -> str:
    return f"{REMINDER}:{day}"


def reminder_at(day: date, now: datetime) -> datetime:
    """18:00 India time the evening before `day`, or now when that has passed."""
    evening = datetime.combine(day - timedelta(days=1), REMINDER_AT, INDIA).astimezone(UTC)
    return max(now, evening)


async def queue(
    session: AsyncSession, kind: RecordKind, booking_id: str, key: str, send_at: datetime
) -> None:
    """Queue one message (again: nothing changes)."""
    await repo.queue(session, kind.value, booking_id, key, send_at)


async def queue_reminder(
    session: AsyncSession, kind: RecordKind, booking_id: str, day: str, now: datetime
) -> None:
    """The reminder of the booking's date (a moved booking's earlier one lapses by itself:
    it names a date the booking no longer has)."""
    send_at = reminder_at(date.fromisoformat(day), now)
    await queue(session, kind, booking_id, reminder_key(day), send_at)


async def retime(session: AsyncSession, booking_id: str, key: str, send_at: datetime) -> None:
    """A message not yet sent goes at `send_at` instead."""
    await repo.retime(session, booking_id, key, send_at)
