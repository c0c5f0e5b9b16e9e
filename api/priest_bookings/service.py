"""Use cases of priest bookings."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, time

from api.common.errors import ApiError
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.schedule import check_visit
from api.common.wire import MessageLanguage
from api.places.geocode import Geocoder
from api.priest_bookings import rules
from api.priest_bookings.cache import BookingCatalogue
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot
from api.priests import assignment
from api.priests import rules as rules_of_priests
from api.priests.rules import Candidate, Visit
from api.priests.service import home_point
from api.priests.slots import RELEASED_STATUSES, TIME_SLOTS, slot_start
from api.puja_services.cache import ActivePuja
from api.puja_services.rules import unknown_service
from data.ids import RECORD_PREFIXES, new_id
from data.models import PriestBooking, PujaService
from data.repositories import priest_assignments, priests, puja_services, slots
from data.session_types import AsyncSession


async def create_priest_booking(
    session: AsyncSession,
    payload: PriestBookingCreate,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
    geocoder: Geocoder | None = None,
    catalogue: BookingCatalogue | None = None,
    request_language: MessageLanguage = "en",
) -> Created:
    """Book a priest: the one the devotee chose, or (the default) any free one, assigned at
    confirmation. With `catalogue` the puja and the roster are usually in memory, so the
    transaction (on SQLite, the one writer) holds only the slot's reads and the inserts.
    Messages about it are written in the language the body names, else `request_language`."""
    start = slot_start(payload.selected_time)
    address = rules_of_priests.address_for(payload.customer_address, online=payload.is_online)
    # The map before the transaction: the write begins at the session's first use.
    point = await home_point(geocoder, address, online=payload.is_online)

    async def create() -> PriestBooking:
        # Checked here, not before: a retry of a booking made just before its slot began
        # gets that booking back (create_once) rather than "slot started".
        check_visit(payload.selected_date, start, now)
        service = await _active_puja(session, payload.service_id, catalogue)
        if service is None:
            raise unknown_service()
        await take_place(session, payload.selected_date, payload.selected_time, catalogue)
        visit = Visit(service.id, payload.selected_date, start, payload.is_online, point)
        chosen = await _priest_for(session, payload, visit, catalogue)
        booking = PriestBooking(
            id=new_id(RECORD_PREFIXES["priest"]),
            service_id=service.id,
            service_name=service.name,
            service_name_hi=service.name_hi,
            customer_name=payload.customer_name,
            customer_phone=payload.customer_phone,
            customer_email=payload.customer_email,
            customer_address=address,
            is_online=payload.is_online,
            selected_date=payload.selected_date.isoformat(),
            selected_time=payload.selected_time,
            special_requests=payload.special_requests,
            sankalp=payload.sankalp.stored() if payload.sankalp else None,
            price=service.price,  # from the catalogue, never from the client
            status=rules.INITIAL_STATUS,
            payment_status=rules.INITIAL_PAYMENT_STATUS,
            status_history=[history_entry(rules.INITIAL_STATUS, now)],
            client_ref=client_ref,
            language=payload.language,
            message_language=payload.message_language or request_language,
            latitude=point[0] if point else None,
            longitude=point[1] if point else None,
        )
        if chosen is not None:
            session.add(booking)
            await assignment.hold(session, booking, chosen, now)
        return booking

    return await create_once(
        session,
        scope="priest_booking",
        key=idempotency_key,
        request=payload,
        create=create,
        read=PriestBookingRead,
    )


async def _active_puja(
    session: AsyncSession, puja_id: str, catalogue: BookingCatalogue | None
) -> ActivePuja | PujaService | None:
    if catalogue is not None:
        return await catalogue.puja(session, puja_id)
    return await puja_services.get_active(session, puja_id)


async def _priest_for(
    session: AsyncSession,
    payload: PriestBookingCreate,
    visit: Visit,
    catalogue: BookingCatalogue | None,
) -> Candidate | None:
    """The chosen priest if still free (409 naming the slot if not); for "any", None once
    we know a free priest remains for this booking beside those already waiting for one."""
    roster = await catalogue.candidates(session) if catalogue is not None else None
    label, day = payload.selected_time, payload.selected_date.isoformat()
    free = await assignment.free_for(
        session, visit, label, language=payload.language, priests=roster
    )
    if payload.priest_id is not None:
        chosen = next((p for p in free if p.id == payload.priest_id), None)
        if chosen is None:
            everyone = roster if roster is not None else await assignment.active_candidates(session)
            name = next((p.name for p in everyone if p.id == payload.priest_id), None)
            if name is None:
                raise assignment.unknown_priest()
            raise assignment.priest_unavailable(name, day, label)
        return chosen
    waiting = (await priest_assignments.waiting_by_slot(session, day, rules.SETTLED_STATUSES)).get(
        label, 0
    )
    if len(free) <= waiting:
        raise rules.no_priest_free(payload.language, online=payload.is_online)
    return None


async def take_place(
    session: AsyncSession, day: date, label: str, catalogue: BookingCatalogue | None
) -> None:
    """Refuse a full slot. The slot stays locked until this booking commits, so two
    bookings of its last place give one booking and one refusal."""
    await slots.lock_slot(session, assignment.slot_key(day.isoformat(), label))
    taken = await slots.taken(
        session,
        PriestBooking,
        day=day.isoformat(),
        label=label,
        released=RELEASED_STATUSES,
    )
    # Read under the slot's lock. SQLite (one process, one writer): no priest changes
    # meanwhile, and an earlier change has already cleared the cache. PostgreSQL: a change in
    # another process arrives with the bridge's delay; a priest switched off in that instant
    # may leave a slot one over, as switching one off after bookings may anyway.
    if catalogue is not None:
        capacity = await catalogue.active_priests(session)
    else:
        capacity = await priests.count_active(session)
    if rules.is_full(taken, capacity):
        raise rules.slot_full()


def _bookable(day: date, start: time, now: datetime) -> bool:
    try:
        check_visit(day, start, now)
    except ApiError:
        return False
    return True


def time_slots_on(
    day: date,
    now: datetime,
    *,
    taken: Mapping[str, int] | None = None,
    capacity: int | None = None,
) -> list[TimeSlot]:
    """The eight slots of `day`, unavailable once begun (Indian time); given the places
    `taken` in each and a slot's `capacity`, one with no place left is full."""
    places = taken or {}
    result = []
    for label, start in TIME_SLOTS.items():
        if not _bookable(day, start, now):
            result.append(TimeSlot(label=label, available=False, full=False))
        elif capacity is not None and rules.is_full(places.get(label, 0), capacity):
            result.append(TimeSlot(label=label, available=False, full=True))
        else:
            result.append(TimeSlot(label=label, available=True, full=False))
    return result


async def list_time_slots(
    session: AsyncSession,
    day: date,
    now: datetime,
    *,
    seeking: SlotQuestion | None = None,
) -> list[TimeSlot]:
    """The slots of `day` as the booking form offers them: begun and full ones marked. With
    `seeking` (a puja, and where), a slot with no free priest for it is full too."""
    released = RELEASED_STATUSES
    taken = await slots.taken_by_slot(
        session, PriestBooking, day=day.isoformat(), released=released
    )
    listed = time_slots_on(day, now, taken=taken, capacity=await priests.count_active(session))
    if seeking is None:
        return listed
    everyone = await assignment.active_candidates(session)
    booked = await priest_assignments.booked_by_slot(session, day.isoformat())
    waiting = await priest_assignments.waiting_by_slot(
        session, day.isoformat(), rules.SETTLED_STATUSES
    )
    for slot in listed:
        if not slot.available:
            continue
        visit = Visit(seeking.puja_id, day, TIME_SLOTS[slot.label], seeking.online, seeking.point)
        free = rules_of_priests.free_priests(
            everyone, visit, booked.get(slot.label, set()), language=seeking.language
        )
        if len(free) <= waiting.get(slot.label, 0):
            slot.available, slot.full = False, True
    return listed


@dataclass(frozen=True)
class SlotQuestion:
    """Which puja the slots are sought for, online or at a home (its point, if placed), and
    in which language."""

    puja_id: str
    online: bool
    point: tuple[float, float] | None
    language: str | None
