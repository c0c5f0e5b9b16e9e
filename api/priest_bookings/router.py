"""HTTP routes of priest bookings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.common.deps import ClientRef, IdempotencyKeyHeader, Now, WriteSession
from api.common.wire import IsoDate
from api.priest_bookings import service
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot

router = APIRouter(prefix="/api/priest-bookings", tags=["priest bookings"])


@router.post(
    "",
    status_code=201,
    response_model=PriestBookingRead,
    responses={409: {"description": "Idempotency-Key reused"}, 422: {"description": "Invalid"}},
)
async def create_priest_booking(
    payload: PriestBookingCreate,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    response: Response,
) -> dict[str, object]:
    created = await service.create_priest_booking(
        session, payload, now=now, client_ref=client, idempotency_key=key
    )
    return created.sent_with(response)


@router.get("/time-slots", response_model=list[TimeSlot])
async def time_slots(date: Annotated[IsoDate, Query()], now: Now) -> list[TimeSlot]:
    """The eight two-hour slots, each marked unavailable once it has begun (Indian time)."""
    return service.time_slots_on(date, now)
