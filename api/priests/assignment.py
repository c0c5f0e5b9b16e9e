"""Holding a priest for a booking: the free priests of a slot, the hold itself (a row the
database refuses twice), automatic assignment at confirmation, reassignment and release.

Every change here runs under the slot's lock (data.repositories.slots.lock_slot), so the
free list a decision is made from is still true when its hold is written; the unique
constraint on priest_assignments is the guarantee should anything get past the lock."""

from __future__ import annotations

import logging
from collections.abc import Collection
from datetime import date, datetime

from api.common.errors import ApiError, NotFound
from api.priests import hours, messages, notices, rules
from api.priests.rules import Candidate, Visit
from api.priests.slots import RELEASED_STATUSES, TIME_SLOTS
from data.ids import new_id
from data.models import Priest, PriestAssignment, PriestBooking
from data.repositories import priest_assignments as repo
from data.repositories import slots
from data.session_types import AsyncSession, IntegrityError
from data.statuses import BookingStatus, VisitStatus

log = logging.getLogger(__name__)


def slot_key(day: str, label: str) -> str:
    """The lock a slot's bookings and assignments take turns under."""
    return f"priest-slot {day} {label}"


def candidate(priest: Priest) -> Candidate:
    return Candidate(
        id=priest.id,
        name=priest.name,
        languages=tuple(priest.languages),
        pujas=frozenset(priest.pujas),
        availability=hours.working_hours(priest.availability, priest.own_hours),
        days_off=frozenset(priest.days_off),
        online=priest.online,
        latitude=priest.latitude,
        longitude=priest.longitude,
        travel_radius_km=priest.travel_radius_km,
        total_bookings=priest.total_bookings,
        name_hi=priest.name_hi,
    )


def visit_of(booking: PriestBooking) -> Visit:
    point = None
    if booking.latitude is not None and booking.longitude is not None:
        point = (booking.latitude, booking.longitude)
    return Visit(
        puja_id=booking.service_id,
        day=date.fromisoformat(booking.selected_date),
        start=TIME_SLOTS[booking.selected_time],
        online=booking.is_online,
        point=point,
    )


async def free_for(
    session: AsyncSession,
    visit: Visit,
    label: str,
    *,
    language: str | None = None,
    must_speak: bool = True,
    priests: list[Candidate] | None = None,
    passed: Collection[str] = (),
) -> list[Candidate]:
    """The priests free for the visit, best first (see rules.free_priests), but for those who
    `passed` on the booking (declined it, or let its offer lapse)."""
    everyone = priests if priests is not None else await active_candidates(session)
    booked = await repo.booked(session, visit.day.isoformat(), label)
    free = rules.free_priests(everyone, visit, booked, language=language, must_speak=must_speak)
    return [p for p in free if p.id not in passed]


async def active_candidates(session: AsyncSession) -> list[Candidate]:
    return [candidate(p) for p in await repo.active_priests(session)]


def _not_free(code: str, why: str, day: str, label: str) -> ApiError:
    return ApiError(
        409,
        code,
        f"{why} {label} on {day}. Please choose another priest or another time slot.",
        fields=["priestId", "selectedTime"],
        extra={"slot": label, "date": day},
    )


def priest_taken(name: str, day: str, label: str) -> ApiError:
    """Held by another booking meanwhile (the database refused the second hold)."""
    return _not_free("priest_taken", f"{name} is already booked for", day, label)


def priest_unavailable(name: str, day: str, label: str) -> ApiError:
    """Not free for this booking: booked then, off, away or not performing the puja."""
    return _not_free("priest_unavailable", f"{name} is not free for", day, label)


def unknown_priest() -> ApiError:
    return NotFound.PRIEST.refused("priestId")


async def hold(
    session: AsyncSession, booking: PriestBooking, priest: Candidate, now: datetime
) -> None:
    """Hold `priest` for the booking's slot, offered to them from `now` (they accept it in
    their app, or it lapses to the next free priest); 409 naming the slot if they are held
    already."""
    session.add(
        PriestAssignment(
            id=new_id("pa-"),
            priest_id=priest.id,
            booking_id=booking.id,
            selected_date=booking.selected_date,
            selected_time=booking.selected_time,
            status=VisitStatus.OFFERED,
            offered_at=now,
            created_at=now,
            updated_at=now,
        )
    )
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError:
        raise priest_taken(priest.name, booking.selected_date, booking.selected_time) from None
    booking.priest_id = priest.id
    booking.priest_assigned = priest.name
    booking.priest_assigned_hi = priest.name_hi
    await repo.count_booking(session, priest.id, +1)


async def release(session: AsyncSession, booking: PriestBooking) -> None:
    """The booking no longer holds a priest (cancelled, or about to take another)."""
    await repo.release(session, booking.id)
    if booking.priest_id is not None:
        await repo.count_booking(session, booking.priest_id, -1)
    booking.priest_id = None
    booking.priest_assigned = None
    booking.priest_assigned_hi = None


async def assign_on_confirmation(
    session: AsyncSession, booking: PriestBooking, now: datetime
) -> bool:
    """A confirmed booking left to us is offered to the best free priest (best_free). False
    when none is free (an admin assigns one then)."""
    if booking.priest_id is not None or booking.status in RELEASED_STATUSES:
        return False
    await slots.lock_slot(session, slot_key(booking.selected_date, booking.selected_time))
    chosen = await best_free(session, booking)
    if chosen is None:
        log.warning("no priest is free for booking %s; an admin must assign one", booking.id)
        await notices.nobody_left(session, booking, notices.Why.NONE_FREE, "confirmation", now)
        return False
    await hold(session, booking, chosen, now)
    return True


async def best_free(session: AsyncSession, booking: PriestBooking) -> Candidate | None:
    """Who is sent when the devotee lets us choose (under the slot's lock): the best free
    priest, one speaking the devotee's language first, then the nearest; never one who
    passed on this booking before."""
    passed = await repo.passed_on(session, booking.id)
    free = await free_for(
        session,
        visit_of(booking),
        booking.selected_time,
        language=booking.language,
        must_speak=False,
        passed=passed,
    )
    return free[0] if free else None


async def reassign(
    session: AsyncSession, booking: PriestBooking, priest_id: str, now: datetime
) -> bool:
    """An admin sends `priest_id` instead: only a free, qualified priest who reaches the home.
    False when that priest already holds the booking (nothing changes)."""
    if booking.priest_id == priest_id:
        return False
    await slots.lock_slot(session, slot_key(booking.selected_date, booking.selected_time))
    free = await free_for(session, visit_of(booking), booking.selected_time)
    chosen = next((p for p in free if p.id == priest_id), None)
    if chosen is None:
        name = next((p.name for p in await active_candidates(session) if p.id == priest_id), None)
        if name is None:
            raise unknown_priest()
        raise priest_unavailable(name, booking.selected_date, booking.selected_time)
    await release(session, booking)
    await hold(session, booking, chosen, now)
    await messages.priest_changed(session, booking, now)
    return True


async def release_priest_bookings(session: AsyncSession, priest_id: str, *, now: datetime) -> None:
    """A priest leaves the roster: their bookings still to be done lose them (and wait for
    another); those done keep the name they were served under."""
    for booking in await repo.bookings_of(session, priest_id):
        if booking.status == BookingStatus.COMPLETED:
            await repo.release(session, booking.id)
        else:
            await release(session, booking)
            booking.updated_at = now


async def status_changed(session: AsyncSession, booking: PriestBooking, now: datetime) -> None:
    """After any change of a booking's status: a cancelled booking frees its priest; a
    confirmed one left to us is given one, and the devotee is told (once); a completed one's
    visit is done (by the priest's app, or an admin's say)."""
    if booking.status in RELEASED_STATUSES:
        if booking.priest_id is not None:
            await release(session, booking)
    elif booking.status == BookingStatus.COMPLETED:
        await repo.mark_done(session, booking.id, now)
    elif booking.status == BookingStatus.CONFIRMED:
        await assign_on_confirmation(session, booking, now)
        await messages.booking_confirmed(session, booking, now)
