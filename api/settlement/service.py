"""Use cases of online payments: start one, report its state, verify it for the result page,
and take the gateway's callback (answers are applied by api/settlement/answers.py).

No transaction is open while the gateway is asked: on SQLite a writer holds the database's
only write lock, and a gateway may take seconds to answer."""

from __future__ import annotations

import hashlib
import logging
import re
from datetime import datetime
from decimal import Decimal

from api.common.errors import ApiError, NotFound, Problem
from api.common.idempotency import Created, prior_response, request_hash
from api.common.wire import phone_digits
from api.payments import cash, rules
from api.payments.gateway import (
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
    Gateway,
    PayRequest,
    PayStarted,
    ask_gateway,
    status_text,
)
from api.payments.refund_reconciler import apply_refund_answer
from api.payments.schemas import (
    CallbackAck,
    PaymentCreate,
    PaymentRead,
    PaymentStarted,
    PaymentVerification,
)
from api.settlement.answers import apply_answer, note_failure, settle
from data.ids import new_id
from data.models import CustomerRecord, Payment, StoreOrder, TempleBooking
from data.repositories import idempotency as keys
from data.repositories import payments as repo
from data.repositories import refunds as refunds_repo
from data.repositories.payments import status_of
from data.session_types import AsyncSession, IntegrityError

log = logging.getLogger(__name__)

SCOPE = "payment"
METHOD = "phonepe"
_TXN_ID = re.compile(r"^[A-Za-z0-9_-]{1,80}$")
_LABELS = {"priest": "Booking", "temple": "Booking", "store": "Order"}
_TARGETS = {
    "priest": NotFound.PRIEST_BOOKING,
    "temple": NotFound.TEMPLE_BOOKING,
    "store": NotFound.STORE_ORDER,
}


def amount_of(target: CustomerRecord) -> Decimal:
    """What the record costs: the only amount a payment is ever made for."""
    if isinstance(target, TempleBooking):
        return target.total_amount
    if isinstance(target, StoreOrder):
        return target.total
    return target.price


def _problem(problem: Problem) -> ApiError:
    return ApiError(422, problem.code, problem.message, fields=[problem.field])


async def _payable(session: AsyncSession, payload: PaymentCreate) -> tuple[CustomerRecord, Decimal]:
    """The record to pay for and its amount, once every rule of the request holds."""
    problem = rules.request_problem(
        phone=payload.customer_phone,
        email=payload.customer_email,
        name=payload.customer_name,
        order_id=payload.target_id,
    )
    if problem is not None:
        raise _problem(problem)
    label = _LABELS[payload.target_kind]
    # Locked until the pending payment is written, so two initiations for one record (two
    # tabs, a retry without a key) are taken one after the other: the second finds the first.
    target = await repo.get_target(session, payload.target_kind, payload.target_id, for_update=True)
    if target is None:
        raise _TARGETS[payload.target_kind].error(fields=["targetId"])
    if target.payment_status == rules.PAID:
        raise ApiError(
            409,
            "already_paid",
            f"This {label.lower()} is already paid: nothing more is due",
        )
    if isinstance(target, StoreOrder) and target.payment_method == rules.COD:
        raise ApiError(409, "cash_on_delivery", "This order is paid in cash on delivery")
    status = status_of(target)
    if status == rules.CANCELLED:
        raise ApiError(409, rules.CANCELLED, f"This {label.lower()} is cancelled")
    amount = amount_of(target)
    if (problem := rules.amount_problem(amount)) is not None:
        raise _problem(problem)
    return target, amount


def _started(payment: Payment) -> Created:
    """The answer to an initiate (or to its retry under the same Idempotency-Key)."""
    if (
        payment.state != PAYMENT_PENDING
        and payment.details.get("reason") == rules.INITIATION_FAILED
    ):
        raise ApiError(502, "payment_initiation_failed", "Payment initiation failed")
    redirect = payment.details.get("redirectUrl")
    if not redirect:
        raise ApiError(
            409, "payment_starting", "This payment is still being started. Please try again."
        )
    body = PaymentStarted(
        transaction_id=payment.id, redirect_url=redirect, amount=payment.amount, state=payment.state
    )
    return Created(body.model_dump(mode="json", by_alias=True))


async def _replay(session: AsyncSession, key: str, digest: str) -> Created | None:
    response = await prior_response(session, SCOPE, key, digest)
    if response is None:
        return None
    payment = await repo.get(session, str(response.get("transactionId", "")))
    if payment is None:  # the key outlived nothing we delete; a bug if reached
        raise NotFound.PAYMENT.error()
    return Created(_started(payment).body, replayed=True)


def _merchant_user(phone: str) -> str:
    # PhonePe wants a stable id for the payer; a hash keeps the phone number out of it.
    return "MU" + hashlib.sha256(phone_digits(phone).encode()).hexdigest()[:30].upper()


async def _record_payment(
    session: AsyncSession,
    gateway: Gateway,
    payload: PaymentCreate,
    *,
    now: datetime,
    key: str | None,
    digest: str,
    callback_url: str,
) -> Payment | Created:
    """The pending payment, committed before the gateway hears of it, so that a crash leaves
    a record the reconciler can resolve. A concurrent twin under the same key wins instead,
    and so does a payment of the record already in progress (one live payment per record)."""
    phone = payload.customer_phone or ""
    target, amount = await _payable(session, payload)
    live = await repo.live_payment(session, target.id, now - rules.LIVE_FOR)
    if live is not None:
        # One still waiting for its pay page (a concurrent initiate) is a 409 to retry, never a
        # second payment: the devotee could pay on both pages.
        log.info("payment for %s already in progress: %s returned", target.id, live.id)
        try:
            return Created(_started(live).body, replayed=True)
        finally:
            await session.rollback()
    target.payment_attempted_at = now
    if target.payment_status == rules.FAILED:
        target.payment_status = rules.PENDING
    payment = Payment(
        id=new_id("TXN_"),
        target_kind=payload.target_kind,
        target_id=target.id,
        amount=amount,
        method=METHOD,
        gateway=gateway.name,
        state=PAYMENT_PENDING,
        attempts=0,
        next_check_at=now + rules.FIRST_CHECK,
        # What a refund of it needs later, when no request is there to say it.
        details={"callbackUrl": callback_url, "merchantUserId": _merchant_user(phone)},
        created_at=now,
        updated_at=now,
    )
    session.add(payment)
    if key is not None:
        response = {"transactionId": payment.id}
        keys.add(
            session, scope=SCOPE, key=key, request_hash=digest, status_code=201, response=response
        )
    try:
        await session.commit()
    except IntegrityError:
        await session.rollback()
        if key is None or (prior := await _replay(session, key, digest)) is None:
            raise
        return prior
    return payment


async def initiate_payment(
    session: AsyncSession,
    gateway: Gateway,
    payload: PaymentCreate,
    *,
    now: datetime,
    public_url: str,
    idempotency_key: str | None,
) -> Created:
    """Start paying for a booking or an order: the amount is the stored record's."""
    digest = request_hash(payload.model_dump(mode="json"))
    if idempotency_key is not None and (prior := await _replay(session, idempotency_key, digest)):
        return prior
    base = public_url.rstrip("/")
    callback_url = f"{base}/api/payment/callback"
    recorded = await _record_payment(
        session,
        gateway,
        payload,
        now=now,
        key=idempotency_key,
        digest=digest,
        callback_url=callback_url,
    )
    if isinstance(recorded, Created):
        return recorded
    request = PayRequest(
        transaction_id=recorded.id,
        amount_paise=rules.to_paise(recorded.amount),
        merchant_user_id=_merchant_user(payload.customer_phone or ""),
        mobile_number=phone_digits(payload.customer_phone or ""),
        redirect_url=f"{base}/payment/success?txnId={recorded.id}",
        callback_url=callback_url,
    )
    try:
        started = await gateway.pay(request)
    except Exception:  # the port failed (network, timeout): the same as a refusal
        log.exception("payment %s: the gateway's pay call failed", recorded.id)
        started = PayStarted(success=False, message="gateway unreachable")
    payment = await repo.get(session, recorded.id, for_update=True)
    assert payment is not None  # committed above, and payments are never deleted
    if started.success and started.redirect_url:
        payment.details = {**payment.details, "redirectUrl": started.redirect_url}
        await session.commit()
        return _started(payment)
    log.warning("payment %s: the gateway refused to start it: %s", payment.id, started.message)
    if payment.state == PAYMENT_PENDING:
        settle(payment, rules.Outcome(PAYMENT_ERROR, rules.INITIATION_FAILED), None)
        await note_failure(session, payment)
        payment.details = {**payment.details, "gatewayMessage": started.message[:200]}
    await session.commit()
    raise ApiError(502, "payment_initiation_failed", "Payment initiation failed")


async def _refreshed(
    session: AsyncSession, gateway: Gateway, payment: Payment, now: datetime
) -> Payment:
    """A pending payment after asking its gateway once; others as they are."""
    if payment.state != PAYMENT_PENDING or payment.gateway != gateway.name:
        return payment
    await session.commit()  # end the read's transaction before the network call
    answer = await ask_gateway(gateway, payment.id)
    if answer is None:
        return payment
    updated = await apply_answer(session, answer, now)
    await session.commit()
    return updated or payment


def payment_read(payment: Payment, record_status: str | None = None) -> PaymentRead:
    return PaymentRead(
        record_status=record_status,
        transaction_id=payment.id,
        target_kind=payment.target_kind,
        target_id=payment.target_id,
        amount=payment.amount,
        state=payment.state,
        status_text=status_text(payment.state),
        success=payment.state == PAYMENT_SUCCESS,
        final=payment.state != PAYMENT_PENDING,
        reason=payment.details.get("reason"),
    )


async def payment_status(
    session: AsyncSession, gateway: Gateway, transaction_id: str, now: datetime
) -> PaymentRead:
    """The dialog's poll: a pending payment is asked about once and the answer applied."""
    payment = await repo.get(session, transaction_id)
    if payment is None:
        raise NotFound.PAYMENT.error()
    payment = await _refreshed(session, gateway, payment, now)
    if payment.state != PAYMENT_SUCCESS:
        return payment_read(payment)
    target = await repo.get_target(session, payment.target_kind, payment.target_id)
    return payment_read(payment, None if target is None else status_of(target))


def _invalid_session() -> PaymentVerification:
    return PaymentVerification(success=False, status=rules.INVALID_SESSION, amount=Decimal(0))


async def verify_payment(
    session: AsyncSession,
    gateway: Gateway,
    *,
    transaction_id: str | None,
    status: str | None,
    now: datetime,
) -> PaymentVerification:
    """The result page's verification (spec section 4 "Payment result page")."""
    if not transaction_id:
        if status == "success":  # cash on delivery: confirmed with nothing paid online
            return PaymentVerification(
                success=True,
                status=rules.COD_ORDER,
                amount=Decimal(0),
                transaction_id=rules.COD_ORDER,
            )
        return _invalid_session()
    if not _TXN_ID.match(transaction_id):
        return _invalid_session()
    payment = await repo.get(session, transaction_id)
    if payment is None:
        return _invalid_session()
    payment = await _refreshed(session, gateway, payment, now)
    target = await repo.get_target(session, payment.target_kind, payment.target_id)
    return PaymentVerification(
        success=payment.state == PAYMENT_SUCCESS,
        status=payment.state,
        amount=payment.amount,
        transaction_id=payment.id,
        target_kind=payment.target_kind,
        target_id=payment.target_id,
        payable=target is not None
        and payment.state != PAYMENT_PENDING
        and cash.offers_pay_now(target),
    )


async def receive_callback(
    session: AsyncSession, gateway: Gateway, body: bytes, x_verify: str | None, now: datetime
) -> CallbackAck:
    """The gateway's server-to-server callback: verified before anything changes."""
    answer = gateway.read_callback(body, x_verify)
    if answer is None:
        log.warning("payment callback rejected: checksum, merchant or payload did not verify")
        raise ApiError(
            400,
            "invalid_callback",
            "Payment callback rejected: its checksum or content could not be verified",
        )
    refund = await refunds_repo.get(session, answer.transaction_id, for_update=True)
    if refund is not None:  # PG v1 reports refunds to the same callback
        await apply_refund_answer(session, refund, answer, now, sent=False)
        await session.commit()
        return CallbackAck(success=True, state=refund.state)
    payment = await apply_answer(session, answer, now)
    if payment is None:
        log.warning("payment callback for unknown transaction %r", answer.transaction_id[:80])
        raise NotFound.TRANSACTION.error()
    await session.commit()
    return CallbackAck(success=True, state=payment.state)
