"""Use cases of temple bookings."""

from __future__ import annotations

import logging
from datetime import date, datetime

from api.common.errors import ApiError, NotFound
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.schedule import check_visit, parse_clock
from api.common.wire import MessageLanguage
from api.records import lifecycle
from api.temple_bookings import messages, prasad, rules
from api.temple_bookings.schemas import TempleBookingCreate, TempleBookingRead, TempleTimeSlot
from data.ids import RECORD_PREFIXES, new_id
from data.models import TempleBooking, TempleService
from data.repositories import slots, temples
from data.session_types import AsyncSession
from data.statuses import BookingStatus, PaymentStatus

log = logging.getLogger(__name__)

# A temple booking is confirmed at once; it is paid when the payment verifies.
INITIAL_STATUS = BookingStatus.CONFIRMED
INITIAL_PAYMENT_STATUS = PaymentStatus.PENDING


async def create_temple_booking(
    session: AsyncSession,
    payload: TempleBookingCreate,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
    request_language: MessageLanguage = "en",
) -> Created:
    """Book a temple's pooja (confirmed at once) and queue its messages, in the language
    the body names, else `request_language`."""

    async def create() -> TempleBooking:
        temple = await temples.get_active(session, payload.temple_id)
        if temple is None:
            raise NotFound.TEMPLE.refused("templeId")
        service = await temples.get_active_service(session, temple.id, payload.service_id)
        if service is None:
            raise NotFound.TEMPLE_SERVICE.refused("serviceId")
        if payload.selected_time not in service.time_slots:
            raise ApiError(
                422,
                "invalid_time_slot",
                f"selectedTime must be one of this service's time slots: "
                f"{', '.join(service.time_slots)}",
                fields=["selectedTime"],
            )
        check_visit(payload.selected_date, parse_clock(payload.selected_time), now)
        wished = prasad.asked_for(service, payload)
        await take_place(session, service, payload.selected_date, payload.selected_time)
        booking = TempleBooking(
            id=new_id(RECORD_PREFIXES["temple"]),
            temple_id=temple.id,
            service_id=service.id,
            service_name=service.name,
            service_name_hi=service.name_hi,
            customer_name=payload.customer_name,
            customer_phone=payload.customer_phone,
            customer_email=payload.customer_email,
            selected_date=payload.selected_date.isoformat(),
            selected_time=payload.selected_time,
            special_requests=payload.special_requests,
            sankalp=payload.sankalp.stored() if payload.sankalp else None,
            status=INITIAL_STATUS,
            payment_status=INITIAL_PAYMENT_STATUS,
            total_amount=service.price,
            client_ref=client_ref,
            message_language=payload.message_language or request_language,
            **wished,
        )
        # The first line of its history says whether a prasad was asked for.
        booking.status_history = [{**history_entry(INITIAL_STATUS, now), **prasad.note(booking)}]
        session.add(booking)
        await messages.booking_made(session, booking, now)
        return booking

    return await create_once(
        session,
        scope="temple_booking",
        key=idempotency_key,
        request=payload,
        create=create,
        read=TempleBookingRead,
    )


async def take_place(session: AsyncSession, service: TempleService, day: date, label: str) -> None:
    """Refuse a full slot of a service with a capacity. The slot stays locked until this
    booking commits, so two bookings of its last place give one booking and one refusal."""
    if service.slot_capacity is None:
        return
    await slots.lock_slot(session, f"temple-slot {service.id} {day.isoformat()} {label}")
    taken = await slots.taken(
        session,
        TempleBooking,
        day=day.isoformat(),
        label=label,
        released=rules.RELEASED_STATUSES,
        service_id=service.id,
    )
    if rules.is_full(taken, service.slot_capacity):
        raise rules.slot_full()


def _bookable(day: date, label: str, now: datetime) -> bool:
    try:
        check_visit(day, parse_clock(label), now)
    except ApiError:
        return False
    return True


async def list_time_slots(
    session: AsyncSession, temple_id: str, service_id: str, day: date, now: datetime
) -> list[TempleTimeSlot]:
    """A service's slots of `day` as the booking form offers them: unavailable once begun
    (Indian time), and full when the service's capacity is taken."""
    temple = await temples.get_active(session, temple_id)
    if temple is None:
        raise NotFound.TEMPLE.error()
    service = await temples.get_active_service(session, temple.id, service_id)
    if service is None:
        raise NotFound.TEMPLE_SERVICE.error()
    taken: dict[str, int] = {}
    if service.slot_capacity is not None:
        taken = await slots.taken_by_slot(
            session,
            TempleBooking,
            day=day.isoformat(),
            released=rules.RELEASED_STATUSES,
            service_id=service.id,
        )
    result = []
    for label in service.time_slots:
        if not _bookable(day, label, now):
            result.append(TempleTimeSlot(label=label, available=False, full=False))
        elif rules.is_full(taken.get(label, 0), service.slot_capacity):
            result.append(TempleTimeSlot(label=label, available=False, full=True))
        else:
            result.append(TempleTimeSlot(label=label, available=True, full=False))
    return result


async def mark_payment_collected(
    session: AsyncSession, booking: TempleBooking, transaction_id: str, now: datetime
) -> None:
    """The collect-payment hook: `booking` becomes paid and confirmed (spec section 4); a paid
    booking is refused with 409. It does not commit: the caller owns the transaction. Cash at
    the temple counter comes here from the admin's bookings, an online payment from its
    settlement once the gateway verified it (each keeps its own payment record)."""
    rules.ensure_unpaid(booking.payment_status)
    lifecycle.check(booking, rules.CONFIRMED_WHEN_PAID, now)  # never a cancelled booking
    booking.payment_status = rules.PAID
    await lifecycle.move(session, booking, rules.CONFIRMED_WHEN_PAID, now, by_admin=True)
    await session.flush()
    log.info("payment %s collected for temple booking %s", transaction_id, booking.id)
