"""Use cases of a priest's bookings in their app: the list, and accepting, declining, starting
and completing one (its photos: photos.py). A priest reaches only bookings they hold: any other id
is "Unknown Booking", whether it exists or not. Every change locks the booking's row and its
slot (as every change of a hold does), asks the visit table (and, to complete, the booking's
own table through the lifecycle), and commits once."""

from __future__ import annotations

from datetime import date, datetime

from api.common.clock import india_today
from api.common.errors import NotFound
from api.common.history import history_entry
from api.common.sankalp import sankalp_read
from api.common.translated import text_in
from api.priest_app import offers, rules
from api.priest_app.schemas import Declined, VisitList, VisitRead
from api.priests.messages import slot_start
from api.priests.slots import TIME_SLOTS
from api.records import lifecycle, transitions
from api.records.transitions import Facts, Kind
from assistant_core.texts import Language
from data.ids import short_id
from data.models import PriestAssignment, PriestBooking, PujaService
from data.models.base import stamp_updated
from data.repositories import priest_app as repo
from data.repositories import priest_assignments
from data.session_types import AsyncSession
from data.statuses import BookingStatus, VisitStatus

DECLINED_PASSED = "You declined booking {id}. It has been offered to another priest."
DECLINED_NOBODY = (
    "You declined booking {id}. No other priest is free for it, so the office has been told."
)


def _facts(booking: PriestBooking, held: PriestAssignment, now: datetime, window: float) -> Facts:
    """What the visit table's guards read: the offer in time, the day come, a photo added."""
    return Facts(
        in_time=now < offers.accept_by(held.offered_at, window),
        day_come=date.fromisoformat(booking.selected_date) <= india_today(now),
        photographed=bool(booking.photos),
    )


def visit_of(
    booking: PriestBooking,
    held: PriestAssignment,
    puja: PujaService | None,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    begins = slot_start(booking)
    at_home = not booking.is_online
    family = text_in(puja, "samagri_family", language) if puja is not None else []
    brings = text_in(puja, "samagri_priest", language) if puja is not None else []
    offered = held.status == VisitStatus.OFFERED
    return VisitRead(
        booking_id=booking.id,
        short_id=short_id(booking.id),
        puja_id=booking.service_id,
        puja=text_in(booking, "service_name", language),
        selected_date=date.fromisoformat(booking.selected_date),
        selected_time=booking.selected_time,
        starts_at=begins,
        is_online=booking.is_online,
        address=booking.customer_address if at_home else None,
        map_url=rules.map_url(booking.customer_address) if at_home else None,
        meeting_link=booking.meeting_link if booking.is_online else None,
        customer_name=booking.customer_name,
        # The server's rule, not the screen's: before it holds, the phone is not sent at all.
        customer_phone=booking.customer_phone
        if rules.phone_shown(held.status, begins, now)
        else None,
        phone_from=rules.phone_from(begins),
        language=booking.language,
        special_requests=booking.special_requests,
        sankalp=sankalp_read(booking.sankalp),
        samagri_family=list(family or []),
        samagri_priest=list(brings or []),
        price=booking.price,
        booking_status=booking.status,
        payment_status=booking.payment_status,
        visit_status=held.status,
        accept_by=offers.accept_by(held.offered_at, window) if offered else None,
        moves=rules.moves(held.status, _facts(booking, held, now, window)),
        photos=list(booking.photos),
        max_photos=rules.MAX_PHOTOS,
    )


def _order(pair: tuple[PriestBooking, PriestAssignment]) -> tuple[str, int]:
    booking = pair[0]
    start = TIME_SLOTS.get(booking.selected_time)
    return booking.selected_date, (start.hour * 60 + start.minute) if start else 0


async def list_visits(
    session: AsyncSession, priest_id: str, *, now: datetime, window: float, language: Language
) -> VisitList:
    """The bookings the priest holds from today on, and those completed today."""
    today = india_today(now)
    held = await repo.held_by(
        session,
        priest_id,
        from_day=today.isoformat(),
        statuses=rules.LISTED_STATUSES,
        started=VisitStatus.STARTED,
    )
    shown = sorted(
        (pair for pair in held if rules.listed(pair[0].status, pair[0].selected_date, today)),
        key=_order,
    )
    pujas = await repo.pujas(session, {booking.service_id for booking, _ in shown})
    visits = [
        visit_of(b, a, pujas.get(b.service_id), now=now, window=window, language=language)
        for b, a in shown
    ]
    return VisitList(today=today, visits=visits)


async def held_by(
    session: AsyncSession, priest_id: str, booking_id: str, *, lock: bool
) -> tuple[PriestBooking, PriestAssignment]:
    """The booking and its hold, when this priest holds it (locked for a change)."""
    if lock:
        booking = await offers.lock(session, booking_id)
    else:
        booking = await session.get(PriestBooking, booking_id)
    held = await priest_assignments.of_booking(session, booking_id, for_update=lock)
    if booking is None or held is None or held.priest_id != priest_id:
        raise NotFound.PRIEST_BOOKING.error()
    return booking, held


async def read(
    session: AsyncSession,
    booking: PriestBooking,
    held: PriestAssignment,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    puja = await session.get(PujaService, booking.service_id)
    return visit_of(booking, held, puja, now=now, window=window, language=language)


async def get_visit(
    session: AsyncSession,
    priest_id: str,
    booking_id: str,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    booking, held = await held_by(session, priest_id, booking_id, lock=False)
    return await read(session, booking, held, now=now, window=window, language=language)


def _check(
    booking: PriestBooking,
    held: PriestAssignment,
    new: VisitStatus,
    now: datetime,
    window: float,
) -> None:
    transitions.check(
        Kind.VISIT, held.status, new, _facts(booking, held, now, window), field="visitStatus"
    )


def _note(booking: PriestBooking, visit: VisitStatus, now: datetime) -> None:
    """The booking's history says what the priest did, for the devotee's Track Booking."""
    entry = {**history_entry(booking.status, now), "visit": visit.value}
    booking.status_history = [*booking.status_history, entry]
    stamp_updated(booking, now)


async def move_visit(
    session: AsyncSession,
    priest_id: str,
    booking_id: str,
    new: VisitStatus,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    """Accept or start the visit (409 naming why not, from the visit table)."""
    booking, held = await held_by(session, priest_id, booking_id, lock=True)
    _check(booking, held, new, now, window)
    if held.status != new:
        held.status = new
        held.updated_at = now
        if new == VisitStatus.ACCEPTED:
            held.accepted_at = now
        elif new == VisitStatus.STARTED:
            held.started_at = now
        _note(booking, new, now)
    view = await read(session, booking, held, now=now, window=window, language=language)
    await session.commit()
    return view


async def decline(
    session: AsyncSession, priest_id: str, booking_id: str, *, now: datetime, window: float
) -> Declined:
    """The priest cannot take it: it goes to the next free priest (or to the office)."""
    booking, held = await held_by(session, priest_id, booking_id, lock=True)
    _check(booking, held, VisitStatus.DECLINED, now, window)
    passed_to = await offers.pass_on(session, booking, held, VisitStatus.DECLINED, now)
    await session.commit()
    words = DECLINED_PASSED if passed_to is not None else DECLINED_NOBODY
    return Declined(booking_id=booking.id, message=words.format(id=short_id(booking.id)))


async def complete(
    session: AsyncSession,
    priest_id: str,
    booking_id: str,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    """The puja is done: with at least one photo, the booking is completed through its own
    lifecycle (an unpaid one was paid in cash to the priest), and the visit with it."""
    booking, held = await held_by(session, priest_id, booking_id, lock=True)
    _check(booking, held, VisitStatus.COMPLETED, now, window)
    note = {"visit": VisitStatus.COMPLETED.value}
    # The booking's table is asked before anything changes; the visit follows the booking.
    await lifecycle.move(session, booking, BookingStatus.COMPLETED, now, by_admin=False, note=note)
    view = await read(session, booking, held, now=now, window=window, language=language)
    await session.commit()
    return view
