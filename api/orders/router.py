"""HTTP routes of My Orders. Every one shares the lookup's per-device limit: guessing contacts
or ids through any of them is as slow as through the lookup."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response

from api.common.deps import (
    ClientAddress,
    KnownClientRef,
    LanguageDep,
    Now,
    ReadSession,
    SettingsDep,
    WriteSession,
)
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import Responses, error_response
from api.common.ratelimit import SharedLimiter
from api.common.wire import PathId
from api.orders import reschedule, rules, service
from api.orders.schemas import (
    CancelRequest,
    CancelResult,
    LookupRequest,
    LookupResult,
    RecordKind,
    RecordRequest,
    RecordResult,
    RescheduleRequest,
    ReturnRequest,
)
from api.reviews.schemas import ReviewRequest

router = APIRouter(prefix="/api/orders", tags=["my orders"])

TOO_MANY = "Too many order lookups from this device. Please wait a minute and try again."
TOO_MANY_CANCELS = "Too many attempts from this device. Please wait a minute and try again."
SLOW_DOWN: Responses = {429: error_response("Slow down")}
OWN_RECORD: Responses = {
    **SLOW_DOWN,
    403: error_response("The record's contact is not verified by this browser"),
    **not_found_responses(NotFound.RECORD),
}


def _throttled(message: str) -> object:
    async def check(request: Request, address: ClientAddress, client: KnownClientRef) -> str | None:
        limiter: SharedLimiter = request.app.state.lookup_limiter
        await limiter.check(address, message)
        return client

    return Depends(check)


# The caller's client reference (None without a cookie), once the device's limit allows it.
LookupCaller = Annotated[str | None, _throttled(TOO_MANY)]
OwnerCaller = Annotated[str | None, _throttled(TOO_MANY_CANCELS)]


@router.post("/lookup", response_model=LookupResult, responses=SLOW_DOWN)
async def lookup_orders(
    body: LookupRequest,
    session: ReadSession,
    client: LookupCaller,
    now: Now,
    language: LanguageDep,
) -> LookupResult:
    """Bookings and orders for a phone number or e-mail (POST keeps them out of URLs and
    logs). Records come back with personal details masked unless this browser created them
    or is verified (POST /api/verification/confirm) for their phone or e-mail."""
    return await service.lookup_orders(session, body, client_ref=client, now=now, language=language)


@router.post(
    "/cancel",
    response_model=CancelResult,
    responses={**OWN_RECORD, 409: error_response(rules.NO_LONGER)},
)
async def cancel_order(
    body: CancelRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
) -> CancelResult:
    """Cancel one of the caller's bookings (until its time begins) or orders (until shipped).
    It is theirs when this browser made it or is verified by a one-time code for the record's
    phone or e-mail; knowing the phone is not enough."""
    return await service.cancel_order(session, body, client_ref=client, now=now, language=language)


@router.post(
    "/reschedule",
    response_model=RecordResult,
    responses={**OWN_RECORD, 409: error_response(rules.TOO_LATE)},
)
async def reschedule_booking(
    body: RescheduleRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
) -> RecordResult:
    """Move one of the caller's priest bookings to another date and slot: pending or
    confirmed, while a cancel would refund it in full, to a slot with a priest free (the same one
    when free then). The same owner check as a cancel."""
    return await reschedule.reschedule_booking(
        session, body, client_ref=client, now=now, language=language
    )


@router.post("/record", response_model=RecordResult, responses=OWN_RECORD)
async def own_record(
    body: RecordRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
) -> RecordResult:
    """One of the caller's own records in full, with its refunds and whether Pay now applies
    (the payment result page offers Pay now from it)."""
    return await service.own_record(session, body, client_ref=client, now=now, language=language)


@router.post(
    "/pay-in-cash",
    response_model=RecordResult,
    responses={
        **OWN_RECORD,
        409: error_response(
            "Not waiting for a payment, one is on, or the phone has too many open cash orders"
        ),
        422: error_response("An order over the cash-on-delivery limit"),
    },
)
async def pay_in_cash(
    body: RecordRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
    settings: SettingsDep,
) -> RecordResult:
    """Pay in cash instead, after an online payment failed: the record is kept and no longer
    released for want of an online payment. An order becomes cash on delivery only on the
    terms of a new one (the phone confirmed by a code, the limits)."""
    return await service.pay_in_cash(
        session, body, client_ref=client, now=now, language=language, limits=settings.checkout
    )


@router.post(
    "/return",
    response_model=RecordResult,
    responses={
        **OWN_RECORD,
        409: error_response("Not delivered, past the return window, or paid in cash"),
    },
)
async def request_return(
    body: ReturnRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
) -> RecordResult:
    """Ask to return a delivered order (within the return window, GET /api/site's
    `returnDays` after delivery): an admin approves it and the payment is refunded in full."""
    return await service.request_return(
        session, body, client_ref=client, now=now, language=language
    )


@router.post(
    "/review",
    response_model=RecordResult,
    status_code=201,
    responses={
        **OWN_RECORD,
        409: error_response("Not completed or delivered yet, or rated already"),
        422: error_response("Stars outside 1 to 5, or a comment too long"),
    },
)
async def review_record(
    body: ReviewRequest,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
) -> RecordResult:
    """Rate a completed booking or a delivered order of the caller's, 1 to 5 stars with an
    optional comment, once. The same owner check as cancelling applies."""
    return await service.review_record(session, body, client_ref=client, now=now, language=language)


@router.get(
    "/{kind}/{record_id}/receipt.pdf",
    response_class=Response,
    responses={
        **OWN_RECORD,
        200: {"content": {"application/pdf": {}}, "description": "The receipt as a PDF"},
        409: error_response("Not paid, and cash not confirmed: no receipt yet"),
        503: error_response("The receipt font is missing on this server"),
    },
)
async def receipt_pdf(
    kind: RecordKind,
    record_id: PathId,
    session: WriteSession,
    client: OwnerCaller,
    now: Now,
    language: LanguageDep,
    settings: SettingsDep,
) -> Response:
    """The receipt of one of the caller's records as a PDF (full or short id), in the language
    asked for (?lang= or Accept-Language): only to the browser that made the record or one
    verified for its phone or e-mail, as it shows their name, phone and address."""
    made = await service.receipt_file(
        session,
        kind,
        record_id,
        client_ref=client,
        now=now,
        language=language,
        site=settings.site,
    )
    return Response(
        made.content,
        media_type="application/pdf",
        headers={
            "Content-Disposition": f'attachment; filename="{made.filename}"',
            "Cache-Control": "private, no-store",
        },
    )
