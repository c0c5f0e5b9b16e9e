"""HTTP routes of online payments: initiate, status, the result page's verify, the callback."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Header, Query, Request, Response
from fastapi.responses import RedirectResponse

from api.common.deps import IdempotencyKeyHeader, Now, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.json_input import check_json
from api.common.openapi import error_response
from api.common.wire import PathId
from api.payments.gateway import Gateway
from api.payments.phonepe import TRANSACTION_ID
from api.payments.public_url import PublicUrl
from api.payments.schemas import (
    CallbackAck,
    PaymentCreate,
    PaymentRead,
    PaymentStarted,
    PaymentVerification,
)
from api.settlement import service

router = APIRouter(tags=["payments"])


def get_gateway(request: Request) -> Gateway:
    gateway: Gateway = request.app.state.payment_gateway
    return gateway


GatewayDep = Annotated[Gateway, Depends(get_gateway)]


@router.post(
    "/api/payments",
    status_code=201,
    response_model=PaymentStarted,
    responses={
        **not_found_responses(
            NotFound.PRIEST_BOOKING, NotFound.TEMPLE_BOOKING, NotFound.STORE_ORDER
        ),
        409: error_response("Already paid, cancelled, cash on delivery, or still starting"),
        502: error_response("The gateway would not start the payment"),
    },
)
async def initiate_payment(
    payload: PaymentCreate,
    session: WriteSession,
    gateway: GatewayDep,
    public_url: PublicUrl,
    now: Now,
    key: IdempotencyKeyHeader,
    response: Response,
) -> dict[str, object]:
    created = await service.initiate_payment(
        session,
        gateway,
        payload,
        now=now,
        public_url=public_url,
        idempotency_key=key,
    )
    return created.sent_with(response)


# Declared before /{transaction_id}, which would otherwise take "verify" for an id.
@router.get("/api/payments/verify", response_model=PaymentVerification)
async def verify_payment(
    session: WriteSession,
    gateway: GatewayDep,
    now: Now,
    txn_id: Annotated[str | None, Query(alias="txnId", max_length=200)] = None,
    status: Annotated[str | None, Query(max_length=40)] = None,
) -> PaymentVerification:
    return await service.verify_payment(
        session, gateway, transaction_id=txn_id, status=status, now=now
    )


@router.get(
    "/api/payments/{transaction_id}",
    response_model=PaymentRead,
    responses=not_found_responses(NotFound.PAYMENT),
)
async def payment_status(
    transaction_id: PathId,
    session: WriteSession,
    gateway: GatewayDep,
    now: Now,
) -> PaymentRead:
    return await service.payment_status(session, gateway, transaction_id, now)


@router.post(
    "/api/payment/callback",
    response_model=CallbackAck,
    responses={
        400: error_response(
            "Not a verified callback: checksum, merchant or content (invalid_callback)"
        ),
        **not_found_responses(NotFound.TRANSACTION),
    },
)
async def payment_callback(
    request: Request,
    session: WriteSession,
    gateway: GatewayDep,
    now: Now,
    x_verify: Annotated[str | None, Header(alias="X-VERIFY", max_length=200)] = None,
) -> CallbackAck:
    body = await request.body()
    # Whatever its Content-Type says, the gateway's reader parses it as JSON: it is held to
    # the nesting and text rules of every JSON body first (a 4xx that says which).
    check_json(body)
    return await service.receive_callback(session, gateway, body, x_verify, now)


@router.post("/payment/success", include_in_schema=False)
async def payment_return(request: Request) -> RedirectResponse:
    """PhonePe sends the browser back with a form POST (redirectMode POST); the result page
    is the web app's GET route, so the browser is sent there with the transaction id."""
    txn = request.query_params.get("txnId", "")
    target = (
        f"/payment/success?txnId={txn}" if TRANSACTION_ID.fullmatch(txn) else "/payment/success"
    )
    return RedirectResponse(target, status_code=303)
