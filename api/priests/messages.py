"""Messages to devotees about their priest bookings: confirmed (with the priest's name, or
that it follows), a new priest, and for an online puja the video-call link 30 minutes before
the slot. Each is a row in booking_messages, queued with the change that calls for it and
sent by `send_until`, which every server process runs: a restart loses nothing, and a claim
on the row lets one process send it. The words are read when the message goes, so they name
the priest and the slot as they are then; one no longer true (the booking cancelled) goes
nowhere."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from api.common.clock import INDIA
from api.priests.slots import TIME_SLOTS
from api.settings import BookingSettings
from api.verification.delivery import ChannelUnavailable, Delivery, DeliveryError, MessageNotice
from api.verification.rules import Channel
from data.db import Database
from data.ids import short_id
from data.models import BookingMessage, PriestBooking
from data.repositories import booking_messages as repo
from data.session_types import AsyncSession
from data.statuses import BookingStatus, MessageOutcome

log = logging.getLogger(__name__)

CONFIRMED = BookingStatus.CONFIRMED
MEETING = "meeting"
PRIEST = "priest:"  # + the priest's id and a token: one message per change of priest
# The spec's promise: "the meeting link is sent 30 minutes before the puja".
MEETING_BEFORE = timedelta(minutes=30)
BATCH = 20
# A claimed message whose sender died is taken up again after this long.
LEASE = timedelta(minutes=5)
MAX_ATTEMPTS = 6
RETRY_AFTER = timedelta(minutes=2)  # doubled on each failed attempt


def slot_start(booking: PriestBooking) -> datetime:
    """When the booking's slot begins, in UTC (slots are Indian times)."""
    day = datetime.fromisoformat(booking.selected_date).date()
    return datetime.combine(day, TIME_SLOTS[booking.selected_time], INDIA).astimezone(UTC)


async def booking_confirmed(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """Queue the confirmation, and for an online puja the link before it begins."""
    await repo.queue(session, booking.id, CONFIRMED, now)
    if booking.is_online:
        await repo.queue(
            session, booking.id, MEETING, max(now, slot_start(booking) - MEETING_BEFORE)
        )


async def priest_changed(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """A confirmed booking's priest changed (assigned later, or another sent): say who."""
    if booking.status == BookingStatus.CONFIRMED and booking.priest_id is not None:
        key = f"{PRIEST}{booking.priest_id}:{secrets.token_hex(4)}"
        await repo.queue(session, booking.id, key, now)


def _words(booking: PriestBooking) -> dict[str, str]:
    return {
        "name": booking.customer_name,
        "puja": booking.service_name,
        "date": datetime.fromisoformat(booking.selected_date).strftime("%d %b %Y"),
        "slot": booking.selected_time,
        "priest": booking.priest_assigned or "",
        "link": booking.meeting_link or "",
        "id": short_id(booking.id),
    }


def compose(message: BookingMessage, booking: PriestBooking | None) -> tuple[str, str] | None:
    """(subject, text) of the message as things stand; None when it no longer holds."""
    if booking is None or booking.status == BookingStatus.CANCELLED:
        return None
    w = _words(booking)
    opening = f"Namaste {w['name']}, "
    ending = f" Booking {w['id']}. - Punya"
    if message.key == CONFIRMED:
        priest = (
            f"Your priest: {w['priest']}."
            if w["priest"]
            else "We will tell you your priest's name as soon as one is assigned."
        )
        online = (
            " The video-call link reaches you 30 minutes before the puja."
            if booking.is_online
            else ""
        )
        text = (
            f"{opening}your {w['puja']} on {w['date']}, {w['slot']} is confirmed. {priest}{online}"
        )
        return f"Booking confirmed: {w['puja']} on {w['date']}", text + ending
    if message.key.startswith(PRIEST):
        if not w["priest"] or not message.key.startswith(f"{PRIEST}{booking.priest_id}:"):
            return None  # changed again since: the newer message says who
        text = f"{opening}{w['priest']} will perform your {w['puja']} on {w['date']}, {w['slot']}."
        return f"Your priest for {w['puja']}: {w['priest']}", text + ending
    if message.key == MEETING:
        if not booking.is_online or booking.status != BookingStatus.CONFIRMED:
            return None
        with_priest = f" with {w['priest']}" if w["priest"] else ""
        text = (
            f"{opening}your online {w['puja']}{with_priest} begins at {w['slot'].split(' - ')[0]} "
            f"today ({w['date']}). Join the video call: {w['link']}"
        )
        return f"Join your {w['puja']}: the video-call link", text + ending
    log.error("booking message %s has an unknown key %r", message.id, message.key)
    return None


def _meeting_link(settings: BookingSettings) -> str:
    # Unguessable: the room is the booking's, and only the devotee and the priest are told.
    return f"{settings.meeting_url}punya-{secrets.token_urlsafe(12)}"


def _notices(
    booking: PriestBooking, subject: str, text: str, delivery: Delivery
) -> list[MessageNotice]:
    """Where to send it, best first: SMS to the booking's mobile, then its e-mail (or the log
    on a machine with neither)."""
    variables = {k: v for k, v in _words(booking).items() if k != "id"}
    found = [MessageNotice(Channel.SMS, booking.customer_phone, subject, text, variables)]
    if booking.customer_email:
        found.append(MessageNotice(Channel.EMAIL, booking.customer_email, subject, text, variables))
    return [n for n in found if delivery.available(n.channel) or delivery.to_log]


async def _deliver(notices: list[MessageNotice], delivery: Delivery) -> str:
    """The channel that took it ("log" on a machine without delivery); "undeliverable" when
    no configured channel reaches the devotee. Raises DeliveryError when one failed."""
    failed: DeliveryError | None = None
    for notice in notices:
        try:
            await delivery.for_channel(notice.channel).send_message(notice)
        except DeliveryError as exc:
            failed = failed or exc
            continue
        return MessageOutcome.LOG if delivery.to_log else notice.channel.value
    if failed is not None and not isinstance(failed, ChannelUnavailable):
        raise failed
    return MessageOutcome.UNDELIVERABLE


async def send_due(
    db: Database, delivery: Delivery, settings: BookingSettings, now: datetime
) -> int:
    """Send the messages due; returns how many went out. A message is claimed (committed)
    before it is sent and marked sent after, so two processes never send one twice; a crash
    between sending and marking sends it again after the lease (at least once, never lost)."""
    async with db.reader() as session:
        ids = await repo.due(session, now, now - LEASE, BATCH)
    sent = 0
    for message_id in ids:
        async with db.writer() as session:
            if not await repo.claim(session, message_id, now, now - LEASE):
                continue
            message = await session.get(BookingMessage, message_id)
            booking = await session.get(PriestBooking, message.booking_id) if message else None
            if message is None:
                continue
            if booking is not None and booking.is_online and not booking.meeting_link:
                booking.meeting_link = _meeting_link(settings)
            words = compose(message, booking)
            await session.commit()
        outcome, retry = await _attempt(words, booking, delivery)
        async with db.writer() as session:
            message = await session.get(BookingMessage, message_id)
            if message is None:
                continue
            _record(message, outcome, retry, now)
            await session.commit()
        sent += outcome not in {
            MessageOutcome.UNDELIVERABLE,
            MessageOutcome.DROPPED,
            MessageOutcome.FAILED,
        }
    return sent


async def _attempt(
    words: tuple[str, str] | None, booking: PriestBooking | None, delivery: Delivery
) -> tuple[str, bool]:
    """(outcome, whether to try again)."""
    if words is None or booking is None:
        return MessageOutcome.DROPPED, False
    try:
        return await _deliver(_notices(booking, *words, delivery), delivery), False
    except DeliveryError:
        return MessageOutcome.FAILED, True


def _record(message: BookingMessage, outcome: str, retry: bool, now: datetime) -> None:
    message.attempts += 1
    message.claimed_at = None
    if retry and message.attempts < MAX_ATTEMPTS:
        message.send_at = now + RETRY_AFTER * 2 ** (message.attempts - 1)
        return
    message.sent_at = now
    message.outcome = outcome


async def send_until(
    stop: asyncio.Event,
    db: Database,
    delivery_getter: Callable[[], Delivery],
    clock: Callable[[], datetime],
    settings: BookingSettings,
) -> None:
    """Send what is due now and then every `check_every_seconds` until `stop` is set."""
    while not stop.is_set():
        try:
            await send_due(db, delivery_getter(), settings, clock())
        except Exception:
            log.exception("sending booking messages failed")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=settings.check_every_seconds)
