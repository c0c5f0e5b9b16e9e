"""HTTP routes of My Orders."""

from __future__ import annotations

import time

from fastapi import APIRouter, Request

from api.common.deps import ClientAddress, KnownClientRef, ReadSession
from api.common.ratelimit import RateLimiter
from api.orders import service
from api.orders.schemas import LookupRequest, LookupResult

router = APIRouter(prefix="/api/orders", tags=["my orders"])

TOO_MANY = "Too many order lookups from this device. Please wait a minute and try again."


@router.post("/lookup", response_model=LookupResult, responses={429: {"description": "Slow down"}})
async def lookup_orders(
    body: LookupRequest,
    request: Request,
    session: ReadSession,
    client: KnownClientRef,
    address: ClientAddress,
) -> LookupResult:
    """Bookings and orders for a phone number or e-mail (POST keeps them out of URLs and
    logs). Records this browser did not create come back with personal details masked."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY)
    return await service.lookup_orders(session, body, client_ref=client)
