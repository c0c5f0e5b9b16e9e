"""HTTP routes of priest bookings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from api.common.deps import ClientRef, IdempotencyKeyHeader, Now, ReadSession, WriteSession
from api.common.openapi import error_response
from api.common.wire import IsoDate
from api.priest_bookings import service
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot

router = APIRouter(prefix="/api/priest-bookings", tags=["priest bookings"])


@router.post(
    "",
    status_code=201,
    response_model=PriestBookingRead,
    responses={409: error_response("The time slot is full (slot_full)")},
)
async def create_priest_booking(
    payload: PriestBookingCreate,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    request: Request,
    response: Response,
) -> Response:
    created = await service.create_priest_booking(
        session,
        payload,
        now=now,
        client_ref=client,
        idempotency_key=key,
        catalogue=request.app.state.booking_catalogue,
    )
    return created.as_response(response, status_code=201)


@router.get("/time-slots", response_model=list[TimeSlot])
async def time_slots(
    date: Annotated[IsoDate, Query()], session: ReadSession, now: Now
) -> list[TimeSlot]:
    """The eight two-hour slots, each unavailable once it has begun (Indian time) or once
    every priest is booked for it (then also marked full)."""
    return await service.list_time_slots(session, date, now)
