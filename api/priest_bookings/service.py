"""Use cases of priest bookings."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.schedule import check_visit
from api.priest_bookings import rules
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot
from data.ids import new_id
from data.models import PriestBooking
from data.repositories import puja_services


async def create_priest_booking(
    session: AsyncSession,
    payload: PriestBookingCreate,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
) -> Created:
    async def create() -> PriestBooking:
        start = rules.slot_start(payload.selected_time)
        check_visit(payload.selected_date, start, now)
        address = rules.address_for(payload.customer_address, online=payload.is_online)
        service = await puja_services.get_active(session, payload.service_id)
        if service is None:
            raise ApiError(422, "unknown_service", "Unknown Service", fields=["serviceId"])
        return PriestBooking(
            id=new_id("PB"),
            service_id=service.id,
            service_name=service.name,
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


def time_slots_on(day: date, now: datetime) -> list[TimeSlot]:
    slots = []
    for label, start in rules.TIME_SLOTS.items():
        try:
            check_visit(day, start, now)
            available = True
        except ApiError:
            available = False
        slots.append(TimeSlot(label=label, available=available))
    return slots
