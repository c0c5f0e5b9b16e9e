"""Use cases of My Orders: look up a customer's bookings and orders; cancel a pending one, pay
in cash instead, return an order, rate a finished one, fetch its receipt (only the browser that
made it, or one verified for its phone or e-mail, may: see ownership)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import TypeVar

from api.common.errors import ApiError
from api.common.history import history_entry
from api.orders import ownership, rules
from api.orders.language import words_in
from api.orders.schemas import (
    CancelRequest,
    CancelResult,
    LookedUpPriestBooking,
    LookedUpStoreOrder,
    LookedUpTempleBooking,
    LookupRequest,
    LookupResult,
    MyOrdersFields,
    RecordKind,
    RecordRequest,
    RecordResult,
    RefundNote,
    ReturnRequest,
)
from api.payments import cash, refund_policy, refunds
from api.receipts import service as receipts
from api.receipts.rules import paid_in_cash, receipt_payment
from api.receipts.service import ReceiptFile
from api.records import lifecycle
from api.reviews import rules as review_rules
from api.reviews import service as reviews
from api.reviews.schemas import ReviewNote, ReviewRequest
from api.settings import CheckoutSettings, SiteSettings
from api.store import cash_on_delivery
from api.verification import service as verification
from assistant_core.texts import Language
from data.models import CustomerRecord, PriestBooking, Refund, Review, StoreOrder, TempleBooking
from data.repositories import bookings
from data.repositories import payments as payments_repo
from data.repositories import refunds as refunds_repo
from data.repositories import reviews as reviews_repo
from data.session_types import AsyncSession

LookedUp = TypeVar("LookedUp", LookedUpPriestBooking, LookedUpTempleBooking, LookedUpStoreOrder)


_EXTRAS = frozenset(MyOrdersFields.model_fields)


def _view(
    record: CustomerRecord,
    schema: type[LookedUp],
    refunds: Sequence[Refund] = (),
    now: datetime | None = None,
    review: Review | None = None,
    language: Language = "en",
) -> LookedUp:
    data = {
        name: getattr(record, name)
        for name in schema.model_fields
        if name not in _EXTRAS and hasattr(record, name)  # the rest: words_in, or written
    }
    data.update(words_in(record, language))
    extras = {
        "receipt": receipt_payment(record),
        "refunds": [RefundNote.model_validate(r) for r in refunds],
        "payable": cash.offers_pay_now(record),
        "cancellable": now is not None and rules.cancel_problem(record, now) is None,
        "movable": now is not None and rules.move_problem(record, now) is None,
        "returnable": now is not None and rules.may_return(record, refunds, now),
        # Offered on a finished record not rated yet.
        "reviewable": review is None and review_rules.finished(record),
        "review": _review_note(review),
    }
    return schema.model_validate({**data, **extras})


def _review_note(review: Review | None) -> ReviewNote | None:
    if review is None:
        return None
    return ReviewNote(stars=review.stars, comment=review.comment, created_at=review.created_at)


async def lookup_orders(
    session: AsyncSession,
    request: LookupRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> LookupResult:
    """The records of a phone or e-mail that this browser may see: those it made, and every one
    of a contact it proved with a one-time code. Of the others only how many there are is
    said (`hidden`), so that knowing a phone number reveals nothing of its records."""
    if request.phone is None and request.email is None:
        raise ApiError(422, "contact_required", rules.CONTACT_REQUIRED, fields=["phone", "email"])
    phone, email, limit = request.phone, request.email, rules.LOOKUP_LIMIT
    found: list[CustomerRecord] = [
        *await bookings.by_contact(session, PriestBooking, phone=phone, email=email, limit=limit),
        *await bookings.by_contact(session, TempleBooking, phone=phone, email=email, limit=limit),
        *await bookings.by_contact(session, StoreOrder, phone=phone, email=email, limit=limit),
    ]
    asked = {c for c in (phone, email) if c is not None}
    contacts = asked.union(*(ownership.contacts(r) for r in found))
    verified = await verification.verified_for(session, client_ref, contacts, now)
    shown = [r for r in found if ownership.owned(r, client_ref, verified)]
    paid_back = await refunds.for_records(session, [r.id for r in shown])
    rated = await reviews_repo.for_records(session, [r.id for r in shown])

    def views(model: type[CustomerRecord], schema: type[LookedUp]) -> list[LookedUp]:
        return [
            _view(r, schema, paid_back.get(r.id, []), now, rated.get(r.id), language)
            for r in shown
            if isinstance(r, model)
        ]

    return LookupResult(
        priest_bookings=views(PriestBooking, LookedUpPriestBooking),
        temple_bookings=views(TempleBooking, LookedUpTempleBooking),
        store_orders=views(StoreOrder, LookedUpStoreOrder),
        hidden=len(found) - len(shown),
        verified=asked <= verified,
    )


async def full_view(
    session: AsyncSession, record: CustomerRecord, now: datetime, language: Language = "en"
) -> LookedUpPriestBooking | LookedUpTempleBooking | LookedUpStoreOrder:
    """The record in full (only its creator or a verified browser gets here), with its
    refunds and its review."""
    await session.flush()
    made = (await refunds.for_records(session, [record.id])).get(record.id, [])
    review = (await reviews_repo.for_records(session, [record.id])).get(record.id)
    if isinstance(record, PriestBooking):
        return _view(record, LookedUpPriestBooking, made, now, review, language)
    if isinstance(record, TempleBooking):
        return _view(record, LookedUpTempleBooking, made, now, review, language)
    return _view(record, LookedUpStoreOrder, made, now, review, language)


async def cancel_order(
    session: AsyncSession,
    request: CancelRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> CancelResult:
    """Cancel the caller's own booking or order, recording it in the status history
    as an admin's status change does; what was paid online is refunded per the policy, an
    order's items go back on the shelf and a priest booking's priest is freed."""
    record = await ownership.owned_record(session, request, client_ref, now)
    problem = rules.cancel_problem(record, now)  # 409 once shipped, begun or finished
    if problem is not None:
        raise ApiError(409, "not_cancellable", problem)
    made = await lifecycle.move(session, record, rules.CANCELLED, now, by_admin=False)
    refund = sum((r.amount for r in made), Decimal(0)) if made else None
    paid = record.payment_status == rules.PAID
    result = CancelResult(
        kind=request.kind,
        record=await full_view(session, record, now, language),
        refund_due=paid,
        refund_amount=refund,
        message=rules.cancelled_message(
            is_order=request.kind == "store", paid=paid, refund=refund, cash=paid_in_cash(record)
        ),
    )
    await session.commit()
    return result


@dataclass(frozen=True, slots=True)
class CancelTerms:
    """What cancelling one of the caller's records now would do: why it may not be (the
    refusal's words), or the refund the policy gives (0 when nothing was paid online)."""

    problem: str | None
    refund: Decimal


async def cancel_terms(
    session: AsyncSession, request: CancelRequest, *, client_ref: str | None, now: datetime
) -> CancelTerms:
    """Asked before a cancel (the same owner check): whether it may be, and the refund."""
    record = await ownership.owned_record(session, request, client_ref, now)
    problem = rules.cancel_problem(record, now)
    refund = Decimal(0) if problem else await refunds.due_if_cancelled(session, record, now)
    await session.rollback()
    return CancelTerms(problem, refund)


async def own_record(
    session: AsyncSession,
    request: RecordRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> RecordResult:
    """One of the caller's records in full (the result page's Pay now needs its details)."""
    record = await ownership.owned_record(
        session, CancelRequest(kind=request.kind, id=request.id), client_ref, now
    )
    view = await full_view(session, record, now, language)
    await session.rollback()
    return RecordResult(kind=request.kind, record=view, message="")


async def pay_in_cash(
    session: AsyncSession,
    request: RecordRequest,
    *,
    client_ref: str | None,
    now: datetime,
    limits: CheckoutSettings,
    language: Language = "en",
) -> RecordResult:
    """The devotee whose online payment failed pays in cash instead (where cash is taken:
    every kind of record today): the record stays, no longer waiting for an online payment."""
    record = await ownership.owned_record(
        session, CancelRequest(kind=request.kind, id=request.id), client_ref, now
    )
    if not cash.offers_pay_now(record):
        raise ApiError(409, "not_payable", rules.NOT_PAYABLE)
    if await payments_repo.has_pending(session, record.id):
        raise ApiError(409, "payment_in_progress", rules.PAYMENT_IN_PROGRESS)
    if isinstance(record, StoreOrder):  # its stock is held: cash on delivery's own terms
        await cash_on_delivery.check(
            session,
            phone=record.customer_phone,
            total=record.total,
            client_ref=client_ref,
            now=now,
            limits=limits,
            exclude_id=record.id,
        )
    cash.pay_in_cash(record)
    record.updated_at = now
    view = await full_view(session, record, now, language)
    await session.commit()
    return RecordResult(kind=request.kind, record=view, message=rules.cash_message(request.kind))


async def request_return(
    session: AsyncSession,
    request: ReturnRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> RecordResult:
    """A return of a delivered order, within the return window: its refund waits for an admin's
    approval."""
    order = await ownership.owned_record(
        session, CancelRequest(kind="store", id=request.id), client_ref, now
    )
    assert isinstance(order, StoreOrder)
    problem = refund_policy.return_problem(order.order_status, order.status_history, now)
    if problem is not None:
        raise ApiError(409, "not_returnable", problem)
    payments = await refunds_repo.refundable_payments(session, order.id)
    if not payments:
        raise ApiError(409, "not_returnable", rules.RETURN_NOT_ONLINE)
    for payment in payments:
        refund = refunds.queue(
            session, payment, payment.amount, refund_policy.RETURN, now, awaiting_approval=True
        )
        refund.details = {"returnReason": request.reason}
    order.status_history = [
        *order.status_history,
        {**history_entry(order.order_status, now), "returnRequested": True},
    ]
    order.updated_at = now
    view = await full_view(session, order, now, language)
    await session.commit()
    return RecordResult(kind="store", record=view, message=rules.RETURN_REQUESTED)


async def review_record(
    session: AsyncSession,
    request: ReviewRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> RecordResult:
    """Rate a completed booking or a delivered order of the caller's (the same owner check as
    cancelling: this browser made it, or is verified for its phone or e-mail), once."""
    owner_check = CancelRequest(kind=request.kind, id=request.id)
    record = await ownership.owned_record(session, owner_check, client_ref, now)  # row locked
    await reviews.add_review(session, record, request, now)
    view = await full_view(session, record, now, language)
    await session.commit()
    return RecordResult(kind=request.kind, record=view, message=review_rules.THANKS)


async def receipt_file(
    session: AsyncSession,
    kind: RecordKind,
    record_id: str,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language,
    site: SiteSettings,
) -> ReceiptFile:
    """The receipt of the caller's own record as PDF (the browser that made it, or one
    verified for its contact: it shows their name, phone and address)."""
    wanted = CancelRequest(kind=kind, id=record_id)
    record = await ownership.owned_record(session, wanted, client_ref, now)
    return await receipts.receipt_file(session, record, language=language, site=site)
