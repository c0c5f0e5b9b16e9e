"""Use cases of temple bookings."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.schedule import check_visit, parse_clock
from api.temple_bookings.schemas import TempleBookingCreate, TempleBookingRead
from data.ids import new_id
from data.models import TempleBooking
from data.repositories import temples

# A temple booking is confirmed at once; it is paid when the payment verifies.
INITIAL_STATUS = "confirmed"
INITIAL_PAYMENT_STATUS = "pending"


async def create_temple_booking(
    session: AsyncSession,
    payload: TempleBookingCreate,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
) -> Created:
    async def create() -> TempleBooking:
        temple = await temples.get_active(session, payload.temple_id)
        if temple is None:
            raise ApiError(422, "unknown_temple", "Unknown Temple", fields=["templeId"])
        service = await temples.get_active_service(session, temple.id, payload.service_id)
        if service is None:
            raise ApiError(422, "unknown_service", "Unknown Service", fields=["serviceId"])
        if payload.selected_time not in service.time_slots:
            raise ApiError(
                422,
                "invalid_time_slot",
                f"selectedTime must be one of this service's time slots: "
                f"{', '.join(service.time_slots)}",
                fields=["selectedTime"],
            )
        check_visit(payload.selected_date, parse_clock(payload.selected_time), now)
        return TempleBooking(
            id=new_id("TB"),
            temple_id=temple.id,
            service_id=service.id,
            service_name=service.name,
            customer_name=payload.customer_name,
            customer_phone=payload.customer_phone,
            customer_email=payload.customer_email,
            selected_date=payload.selected_date.isoformat(),
            selected_time=payload.selected_time,
            special_requests=payload.special_requests,
            status=INITIAL_STATUS,
            payment_status=INITIAL_PAYMENT_STATUS,
            total_amount=service.price,
            status_history=[history_entry(INITIAL_STATUS, now)],
            client_ref=client_ref,
        )

    return await create_once(
        session,
        scope="temple_booking",
        key=idempotency_key,
        request=payload,
        create=create,
        read=TempleBookingRead,
    )
