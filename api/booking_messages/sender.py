"""Sending the booking messages that are due, from every server process: a message is claimed
(committed) before it is sent and marked sent after, so two processes never send one twice; a
crash between sending and marking sends it again after the lease (at least once, never lost).
Failed deliveries are tried again, later each time. One sender for every kind of record."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
from collections.abc import Callable
from datetime import datetime, timedelta

from api.booking_messages.compose import Booked, Composed, compose
from api.booking_messages.queue import RecordKind
from api.common.background import settled
from api.settings import BookingSettings
from api.verification.delivery import ChannelUnavailable, Delivery, DeliveryError, MessageNotice
from api.verification.rules import Channel
from data.db import Database
from data.models import BookingMessage, PriestBooking, PujaService, Temple, TempleBooking
from data.repositories import booking_messages as repo
from data.session_types import AsyncSession
from data.statuses import MessageOutcome

log = logging.getLogger(__name__)

BATCH = 20
# A claimed message whose sender died is taken up again after this long.
LEASE = timedelta(minutes=5)
MAX_ATTEMPTS = 6
RETRY_AFTER = timedelta(minutes=2)  # doubled on each failed attempt


def _meeting_link(settings: BookingSettings) -> str:
    # Unguessable: the room is the booking's, and only the devotee and the priest are told.
    return f"{settings.meeting_url}punya-{secrets.token_urlsafe(12)}"


async def _booked(
    session: AsyncSession, message: BookingMessage, settings: BookingSettings
) -> Booked | None:
    """The booking the message is about, as it stands (None: gone)."""
    if message.record_kind == RecordKind.TEMPLE:
        temple_booking = await session.get(TempleBooking, message.booking_id)
        if temple_booking is None:
            return None
        temple = await session.get(Temple, temple_booking.temple_id)
        return Booked.of_temple_booking(temple_booking, temple)
    booking = await session.get(PriestBooking, message.booking_id)
    if booking is None:
        return None
    if booking.is_online and not booking.meeting_link:
        booking.meeting_link = _meeting_link(settings)  # made once, with its first message
    puja = await session.get(PujaService, booking.service_id)
    return Booked.of_priest_booking(booking, puja)


def _notices(booked: Booked, words: Composed, delivery: Delivery) -> list[MessageNotice]:
    """Where to send it, best first: SMS to the booking's mobile, then its e-mail (or the log
    on a machine with neither)."""
    found = [
        MessageNotice(
            Channel.SMS, booked.phone, words.subject, words.text, words.variables, words.language
        )
    ]
    if booked.email:
        found.append(
            MessageNotice(
                Channel.EMAIL,
                booked.email,
                words.subject,
                words.text,
                words.variables,
                words.language,
            )
        )
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
    """Send the messages due; returns how many went out."""
    async with db.reader() as session:
        ids = await repo.due(session, now, now - LEASE, BATCH)
    sent = 0
    for message_id in ids:
        async with db.writer() as session:
            if not await repo.claim(session, message_id, now, now - LEASE):
                continue
            message = await session.get(BookingMessage, message_id)
            if message is None:
                continue
            booked = await _booked(session, message, settings)
            words = compose(booked, message.key, now)
            await session.commit()
        outcome, retry = await _attempt(words, booked, delivery)
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
    words: Composed | None, booked: Booked | None, delivery: Delivery
) -> tuple[str, bool]:
    """(outcome, whether to try again)."""
    if words is None or booked is None:
        return MessageOutcome.DROPPED, False
    try:
        return await _deliver(_notices(booked, words, delivery), delivery), False
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
    """Send what is due every `check_every_seconds` from the start until `stop` is set."""
    if not await settled(stop, settings.check_every_seconds):
        return
    while not stop.is_set():
        try:
            await send_due(db, delivery_getter(), settings, clock())
        except Exception:
            log.exception("sending booking messages failed")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=settings.check_every_seconds)
