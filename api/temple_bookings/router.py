"""HTTP routes of temple bookings."""

from __future__ import annotations

from fastapi import APIRouter, Response

from api.common.deps import ClientRef, IdempotencyKeyHeader, Now, WriteSession
from api.temple_bookings import service
from api.temple_bookings.schemas import TempleBookingCreate, TempleBookingRead

router = APIRouter(prefix="/api/temple-bookings", tags=["temple bookings"])


@router.post("", status_code=201, response_model=TempleBookingRead)
async def create_temple_booking(
    payload: TempleBookingCreate,
    session: WriteSession,
    now: Now,
    client: ClientRef,
    key: IdempotencyKeyHeader,
    response: Response,
) -> dict[str, object]:
    created = await service.create_temple_booking(
        session, payload, now=now, client_ref=client, idempotency_key=key
    )
    return created.sent_with(response)
