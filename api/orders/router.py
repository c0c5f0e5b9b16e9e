"""HTTP routes of My Orders."""

from __future__ import annotations

import time
from typing import Any

from fastapi import APIRouter, Request

from api.common.deps import ClientAddress, KnownClientRef, Now, ReadSession, WriteSession
from api.common.ratelimit import RateLimiter
from api.orders import service
from api.orders.schemas import (
    CancelRequest,
    CancelResult,
    LookupRequest,
    LookupResult,
    RecordRequest,
    RecordResult,
    ReturnRequest,
)

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
    now: Now,
) -> LookupResult:
    """Bookings and orders for a phone number or e-mail (POST keeps them out of URLs and
    logs). Records come back with personal details masked unless this browser created them
    or is verified (POST /api/verification/confirm) for their phone or e-mail."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY)
    return await service.lookup_orders(session, body, client_ref=client, now=now)


@router.post(
    "/cancel",
    response_model=CancelResult,
    responses={
        403: {"description": "The record's contact was given but is not verified"},
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
    made it or is verified by a one-time code for the record's phone or e-mail; knowing the
    phone is not enough. Shares the lookup's rate limit."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY_CANCELS)
    return await service.cancel_order(session, body, client_ref=client, now=now)


OWN_RECORD: dict[int | str, dict[str, Any]] = {
    403: {"description": "The record's contact is not verified by this browser"},
    404: {"description": "No such record, or not the caller's (the same answer)"},
    429: {"description": "Slow down"},
}


@router.post("/record", response_model=RecordResult, responses=OWN_RECORD)
async def own_record(
    body: RecordRequest,
    request: Request,
    session: WriteSession,
    client: KnownClientRef,
    address: ClientAddress,
    now: Now,
) -> RecordResult:
    """One of the caller's own records in full, with its refunds and whether Pay now applies
    (the payment result page offers Pay now from it)."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY_CANCELS)
    return await service.own_record(session, body, client_ref=client, now=now)


@router.post(
    "/pay-in-cash",
    response_model=RecordResult,
    responses={**OWN_RECORD, 409: {"description": "Not waiting for a payment, or one is on"}},
)
async def pay_in_cash(
    body: RecordRequest,
    request: Request,
    session: WriteSession,
    client: KnownClientRef,
    address: ClientAddress,
    now: Now,
) -> RecordResult:
    """Pay in cash instead, after an online payment failed: the record is kept and no longer
    released for want of an online payment."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY_CANCELS)
    return await service.pay_in_cash(session, body, client_ref=client, now=now)


@router.post(
    "/return",
    response_model=RecordResult,
    responses={**OWN_RECORD, 409: {"description": "Not delivered, past 7 days, or paid in cash"}},
)
async def request_return(
    body: ReturnRequest,
    request: Request,
    session: WriteSession,
    client: KnownClientRef,
    address: ClientAddress,
    now: Now,
) -> RecordResult:
    """Ask to return a delivered order (within 7 days of delivery): an admin approves it and
    the payment is refunded in full."""
    limiter: RateLimiter = request.app.state.lookup_limiter
    limiter.check(address, time.monotonic(), TOO_MANY_CANCELS)
    return await service.request_return(session, body, client_ref=client, now=now)
