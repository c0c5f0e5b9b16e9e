"""HTTP routes of owner verification: ask for a one-time code, confirm it."""

from __future__ import annotations

from fastapi import APIRouter, Request, status

from api.common.deps import ClientAddress, ClientRef, Now, SettingsDep, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.verification import service
from api.verification.delivery import Delivery
from api.verification.schemas import CodeRequest, CodeSent, Confirmed, ConfirmRequest

router = APIRouter(prefix="/api/verification", tags=["owner verification"])


@router.post(
    "/codes",
    response_model=CodeSent,
    status_code=status.HTTP_202_ACCEPTED,
    responses={
        422: {"description": "No contact, both, a malformed one, or its channel is off"},
        429: {"description": "Too many codes for this contact or from this address"},
        503: {"description": "The mail server or SMS provider did not take the code"},
    },
)
async def send_code(
    body: CodeRequest,
    request: Request,
    session: WriteSession,
    settings: SettingsDep,
    client: ClientRef,
    address: ClientAddress,
    now: Now,
) -> CodeSent:
    """Send a 6-digit code by SMS to a phone or by e-mail. It expires in 10 minutes, allows
    5 tries and replaces any earlier code for that contact."""
    delivery: Delivery = request.app.state.code_delivery
    return await service.send_code(
        session,
        body,
        delivery=delivery,
        settings=settings.verification,
        client_ref=client,
        address=address,
        now=now,
    )


@router.post(
    "/confirm",
    response_model=Confirmed,
    responses={
        **not_found_responses(NotFound.CODE),
        410: {"description": "The code expired, was used, or was tried too often"},
        422: {"description": "A wrong code, or a malformed request"},
    },
)
async def confirm_code(
    body: ConfirmRequest, session: WriteSession, settings: SettingsDep, client: ClientRef, now: Now
) -> Confirmed:
    """Confirm a code: this browser is then verified for that phone or e-mail (for 30 days
    by default), and My Orders shows and lets it cancel that contact's records."""
    return await service.confirm_code(
        session, body, settings=settings.verification, client_ref=client, now=now
    )
