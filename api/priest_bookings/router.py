"""HTTP routes of priest bookings."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from api.common.deps import (
    ClientRef,
    CreationAllowed,
    IdempotencyKeyHeader,
    LanguageDep,
    Now,
    ReadSession,
    WriteSession,
)
from api.common.idempotency import Created
from api.common.openapi import error_response
from api.common.translated import body_in
from api.common.wire import Id, IsoDate, OptionalAddress
from api.places.geocode import GeocoderDep
from api.priest_bookings import service
from api.priest_bookings.schemas import PriestBookingCreate, PriestBookingRead, TimeSlot
from api.priests.rules import PriestLanguage
from api.priests.service import home_point
from data.models import PriestBooking

router = APIRouter(prefix="/api/priest-bookings", tags=["priest bookings"])


@router.post(
    "",
    status_code=201,
    response_model=PriestBookingRead,
    responses={
        409: error_response(
            "The time slot is full (slot_full), or the chosen priest is not free in it "
            "(priest_unavailable, priest_taken)"
        )
    },
)
async def create_priest_booking(
    payload: PriestBookingCreate,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    request: Request,
    response: Response,
    geocoder: GeocoderDep,
    language: LanguageDep,
    _allowed: CreationAllowed,
) -> Response:
    created = await service.create_priest_booking(
        session,
        payload,
        now=now,
        client_ref=client,
        idempotency_key=key,
        request_language=language,
        geocoder=geocoder,
        catalogue=request.app.state.booking_catalogue,
    )
    # Kept in English for replays; answered with the puja's and priest's names in Hindi
    # when the booking was made in Hindi.
    booking = await session.get(PriestBooking, created.body["id"])
    if booking is not None:
        created = Created(body_in(created.body, booking, language), created.replayed)
    return created.as_response(response, status_code=201)


@router.get("/time-slots", response_model=list[TimeSlot])
async def time_slots(
    date: Annotated[IsoDate, Query()],
    session: ReadSession,
    now: Now,
    geocoder: GeocoderDep,
    service_id: Annotated[Id | None, Query(alias="serviceId")] = None,
    is_online: Annotated[bool, Query(alias="isOnline")] = False,
    address: Annotated[OptionalAddress, Query(alias="customerAddress")] = "",
    language: Annotated[PriestLanguage | None, Query()] = None,
) -> list[TimeSlot]:
    """The eight two-hour slots, each unavailable once it has begun (Indian time) or once
    every priest is booked for it (then also marked full). Given the puja (`serviceId`) and
    where, a slot with no free priest for it who reaches the home (or works online), in
    `language` if given, is full too."""
    seeking = None
    if service_id is not None:
        point = await home_point(geocoder, address, online=is_online or not address)
        seeking = service.SlotQuestion(service_id, is_online, point, language)
    return await service.list_time_slots(session, date, now, seeking=seeking)
