"""HTTP routes of temple bookings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from api.common.deps import (
    ClientRef,
    CreationAllowed,
    IdempotencyKeyHeader,
    LanguageDep,
    Now,
    ReadSession,
    WriteSession,
)
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import error_response
from api.common.translated import body_in
from api.common.wire import IsoDate
from api.temple_bookings import service
from api.temple_bookings.schemas import TempleBookingCreate, TempleBookingRead, TempleTimeSlot
from data.models import TempleBooking

router = APIRouter(prefix="/api/temple-bookings", tags=["temple bookings"])


# Ids in a query: letters, digits, "-" and "_", as in a path (api.common.wire.PathId).
_ID = r"^[A-Za-z0-9_-]{1,80}$"


@router.post(
    "",
    status_code=201,
    response_model=TempleBookingRead,
    responses={409: error_response("The time slot is full (slot_full)")},
)
async def create_temple_booking(
    payload: TempleBookingCreate,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    response: Response,
    language: LanguageDep,
    _allowed: CreationAllowed,
) -> dict[str, object]:
    created = await service.create_temple_booking(
        session,
        payload,
        now=now,
        client_ref=client,
        idempotency_key=key,
        request_language=language,
    )
    booking = await session.get(TempleBooking, created.body["id"])
    body = created.sent_with(response)
    return body if booking is None else body_in(body, booking, language)


@router.get(
    "/time-slots",
    response_model=list[TempleTimeSlot],
    responses=not_found_responses(NotFound.TEMPLE, NotFound.TEMPLE_SERVICE),
)
async def time_slots(
    temple_id: Annotated[str, Query(alias="templeId", pattern=_ID)],
    service_id: Annotated[str, Query(alias="serviceId", pattern=_ID)],
    date: Annotated[IsoDate, Query()],
    session: ReadSession,
    now: Now,
) -> list[TempleTimeSlot]:
    """A temple service's time slots on `date`, each unavailable once it has begun (Indian
    time) or once the service's places in it are taken (then also marked full)."""
    return await service.list_time_slots(session, temple_id, service_id, date, now)
