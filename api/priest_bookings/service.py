"""Use cases of priest bookings."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime, time

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.schedule import check_visit
from api.priest_bookings import rules
from api.priest_bookings.cache import BookingCatalogue
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot
from api.puja_services.cache import ActivePuja
from data.ids import RECORD_PREFIXES, new_id
from data.models import PriestBooking, PujaService
from data.repositories import priests, puja_services, slots


async def create_priest_booking(
    session: AsyncSession,
    payload: PriestBookingCreate,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
    catalogue: BookingCatalogue | None = None,
) -> Created:
    """Book a priest. With `catalogue` the puja and the priests' count are usually in memory,
    so the transaction (on SQLite, the one writer) holds only the slot's count and the insert."""

    async def create() -> PriestBooking:
        start = rules.slot_start(payload.selected_time)
        check_visit(payload.selected_date, start, now)
        address = rules.address_for(payload.customer_address, online=payload.is_online)
        service = await _active_puja(session, payload.service_id, catalogue)
        if service is None:
            raise ApiError(422, "unknown_service", "Unknown Service", fields=["serviceId"])
        await _take_place(session, payload.selected_date, payload.selected_time, catalogue)
        return PriestBooking(
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
            price=service.price,  # from the catalogue, never from the client
            status=rules.INITIAL_STATUS,
            payment_status=rules.INITIAL_PAYMENT_STATUS,
            status_history=[history_entry(rules.INITIAL_STATUS, now)],
            client_ref=client_ref,
        )

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


async def _take_place(
    session: AsyncSession, day: date, label: str, catalogue: BookingCatalogue | None
) -> None:
    """Refuse a full slot. The slot stays locked until this booking commits, so two
    bookings of its last place give one booking and one refusal."""
    await slots.lock_slot(session, f"priest-slot {day.isoformat()} {label}")
    taken = await slots.taken(
        session,
        PriestBooking,
        day=day.isoformat(),
        label=label,
        released=rules.RELEASED_STATUSES,
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
    for label, start in rules.TIME_SLOTS.items():
        if not _bookable(day, start, now):
            result.append(TimeSlot(label=label, available=False, full=False))
        elif capacity is not None and rules.is_full(places.get(label, 0), capacity):
            result.append(TimeSlot(label=label, available=False, full=True))
        else:
            result.append(TimeSlot(label=label, available=True, full=False))
    return result


async def list_time_slots(session: AsyncSession, day: date, now: datetime) -> list[TimeSlot]:
    """The slots of `day` as the booking form offers them: begun and full ones marked."""
    taken = await slots.taken_by_slot(
        session, PriestBooking, day=day.isoformat(), released=rules.RELEASED_STATUSES
    )
    return time_slots_on(day, now, taken=taken, capacity=await priests.count_active(session))
