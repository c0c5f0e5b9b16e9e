"""Offers of a booking to its priest. A hold is offered to the priest (assignment.hold), who
accepts it in their app within the accept window (PUNYA_PRIEST_ACCEPT_MINUTES). A declined
offer, or one left past the window, passes to the next free qualified priest by assignment's
own choice (assignment.best_free), never back to one who passed on it; when nobody is left,
or the slot has begun, the admins are told (api/priests/notices).

Every server process looks for lapsed offers (`lapse_until`), the way housekeeping purges:
each lapse runs in its own transaction with the booking's row and its slot locked, and reads
the hold again there, so two processes that found the same lapsed offer pass it on once (the
second finds a new offer, still in time, and leaves it)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from api.common.background import settled
from api.priests import assignment, messages, notices
from api.records import transitions
from api.records.transitions import Kind
from api.settings import PriestSettings
from data.db import Database
from data.models import PriestAssignment, PriestBooking
from data.models.base import stamp_updated
from data.repositories import priest_assignments as repo
from data.repositories import slots
from data.session_types import AsyncSession
from data.statuses import OPEN_BOOKING, VisitStatus

log = logging.getLogger(__name__)

BATCH = 50


def accept_by(offered_at: datetime, accept_minutes: float) -> datetime:
    """When an offer made at `offered_at` lapses."""
    return offered_at + timedelta(minutes=accept_minutes)


async def lock(session: AsyncSession, booking_id: str) -> PriestBooking | None:
    """The booking's row and its slot, locked (in this order, as every change of a hold
    takes them) until the transaction ends; None when there is no such booking."""
    booking = await session.get(PriestBooking, booking_id, with_for_update=True)
    if booking is not None:
        key = assignment.slot_key(booking.selected_date, booking.selected_time)
        await slots.lock_slot(session, key)
    return booking


async def pass_on(
    session: AsyncSession,
    booking: PriestBooking,
    held: PriestAssignment,
    reason: VisitStatus,
    now: datetime,
) -> str | None:
    """The priest of `held` passes on the booking (`reason`: declined or lapsed; the caller
    holds the locks and asked the visit table). The booking is offered to the next free
    priest, whose id is returned; None when nobody is left (the admins are told)."""
    priest_id = held.priest_id
    if priest_id not in await repo.passed_on(session, booking.id):
        repo.add_pass(session, booking.id, priest_id, reason, now)
    await assignment.release(session, booking)
    stamp_updated(booking, now)
    if messages.slot_start(booking) <= now:
        await notices.nobody_left(session, booking, notices.Why.BEGUN, priest_id, now)
        return None
    chosen = await assignment.best_free(session, booking)
    if chosen is None:
        await notices.nobody_left(session, booking, notices.Why.PASSED, priest_id, now)
        log.warning("booking %s: no priest is left to offer it to", booking.id)
        return None
    await assignment.hold(session, booking, chosen, now)
    await messages.priest_changed(session, booking, now)
    return chosen.id


async def _lapse(session: AsyncSession, booking_id: str, cutoff: datetime, now: datetime) -> bool:
    booking = await lock(session, booking_id)
    if booking is None or booking.status not in OPEN_BOOKING:
        return False
    held = await repo.of_booking(session, booking_id, for_update=True)
    if held is None or held.status != VisitStatus.OFFERED or held.offered_at > cutoff:
        return False  # accepted, declined or passed on meanwhile
    transitions.check(Kind.VISIT, held.status, VisitStatus.LAPSED, transitions.Facts())
    await pass_on(session, booking, held, VisitStatus.LAPSED, now)
    return True


async def lapse_due(db: Database, now: datetime, accept_minutes: float) -> int:
    """Pass on every offer not accepted within `accept_minutes`; returns how many."""
    cutoff = now - timedelta(minutes=accept_minutes)
    lapsed = 0
    while True:
        async with db.reader() as session:  # most rounds find nothing: no write for them
            due = await repo.lapsed_offers(session, cutoff, OPEN_BOOKING, BATCH)
        done = 0
        for booking_id in due:
            try:
                async with db.writer() as session:
                    if await _lapse(session, booking_id, cutoff, now):
                        await session.commit()
                        done += 1
            except Exception:  # one booking's trouble holds up no other's
                log.exception("booking %s: its lapsed offer could not be passed on", booking_id)
        lapsed += done
        if len(due) < BATCH or done == 0:
            return lapsed


async def lapse_until(
    stop: asyncio.Event, db: Database, clock: Callable[[], datetime], settings: PriestSettings
) -> None:
    """Pass on lapsed offers every `check_every_seconds` from the start until `stop` is set. A
    lapse in progress finishes rather than being cancelled half-way through a database call."""
    if not await settled(stop, settings.check_every_seconds):
        return
    while not stop.is_set():
        try:
            await lapse_due(db, clock(), settings.accept_minutes)
        except Exception:
            log.exception("passing on lapsed offers failed")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=settings.check_every_seconds)
