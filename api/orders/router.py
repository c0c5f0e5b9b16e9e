"""HTTP routes of My Orders."""

from __future__ import annotations

import time

from fastapi import APIRouter, Request

from api.common.deps import ClientAddress, KnownClientRef, Now, ReadSession, WriteSession
from api.common.ratelimit import RateLimiter
from api.orders import service
from api.orders.schemas import CancelRequest, CancelResult, LookupRequest, LookupResult

router = APIRouter(prefix="/api/orders", tags=["my orders"])

TOO_MANY = "Too many order lookups from this device. Please wait a minute and try again."
TOO_MANY_CANCELS = "Too many attempts from this device. Please wait a minute and try again."


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


@router.post(
    "/cancel",
    response_model=CancelResult,
    responses={
        404: {"description": "No such record, or not the caller's (the same answer)"},
        409: {"description": "Only pending orders can be cancelled"},
        429: {"description": "Slow down"},
    },
)
async def cancel_order(
    body: CancelRequest,
    request: Request,
    session: WriteSession,
    client: KnownClientRef,
    address: ClientAddress,
    now: Now,
) -> CancelResult:
    """Cancel one of the caller's pending bookings or orders. It is theirs when this browser
    made it or the phone or e-mail given is the record's. Shares the lookup's rate limit, so
    guessing contacts here is as slow as guessing them there."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY_CANCELS)
    return await service.cancel_order(session, body, client_ref=client, now=now)
