"""Use cases of My Orders: look up a customer's bookings and orders; cancel a pending one
(only the browser that made it, or one verified for its phone or e-mail, may)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal
from typing import TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError, NotFound
from api.common.history import history_entry
from api.orders import rules
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
from api.receipts.rules import paid_in_cash, receipt_payment
from api.records import lifecycle
from api.reviews import rules as review_rules
from api.reviews.schemas import ReviewNote
from api.settings import CheckoutSettings
from api.store import cash_on_delivery
from api.verification import service as verification
from assistant_core.texts import Language
from data.ids import RECORD_PREFIXES, typed_short_id
from data.models import PriestBooking, Refund, Review, StoreOrder, TempleBooking
from data.repositories import admin_bookings, bookings, reviews, store_admin
from data.repositories import payments as payments_repo
from data.repositories import refunds as refunds_repo

LookedUp = TypeVar("LookedUp", LookedUpPriestBooking, LookedUpTempleBooking, LookedUpStoreOrder)
Customer = PriestBooking | TempleBooking | StoreOrder


_EXTRAS = frozenset(MyOrdersFields.model_fields)


def _view(
    record: Customer,
    schema: type[LookedUp],
    refunds: Sequence[Refund] = (),
    now: datetime | None = None,
    review: Review | None = None,
    language: Language = "en",
) -> LookedUp:
    data = {name: getattr(record, name) for name in schema.model_fields if name not in _EXTRAS}
    data.update(words_in(record, language))
    extras = {
        "receipt": receipt_payment(record),
        "refunds": [RefundNote.model_validate(r) for r in refunds],
        "payable": cash.offers_pay_now(record),
        "cancellable": now is not None and rules.cancel_problem(record, now) is None,
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


def _contacts(record: Customer) -> set[str]:
    return rules.record_contacts(record.customer_phone, record.customer_email)


def _owned(record: Customer, client_ref: str | None, verified: set[str]) -> bool:
    return rules.may_see_and_cancel(
        record_client_ref=record.client_ref,
        record_contacts=_contacts(record),
        client_ref=client_ref,
        verified=verified,
    )


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
    found: list[Customer] = [
        *await bookings.by_contact(session, PriestBooking, phone=phone, email=email, limit=limit),
        *await bookings.by_contact(session, TempleBooking, phone=phone, email=email, limit=limit),
        *await bookings.by_contact(session, StoreOrder, phone=phone, email=email, limit=limit),
    ]
    asked = {c for c in (phone, email) if c is not None}
    contacts = asked.union(*(_contacts(r) for r in found))
    verified = await verification.verified_for(session, client_ref, contacts, now)
    shown = [r for r in found if _owned(r, client_ref, verified)]
    paid_back = await refunds.for_records(session, [r.id for r in shown])
    rated = await reviews.for_records(session, [r.id for r in shown])

    def views(model: type[Customer], schema: type[LookedUp]) -> list[LookedUp]:
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


_MODELS: dict[RecordKind, type[Customer]] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}


async def _full_id(
    session: AsyncSession, kind: RecordKind, given: str, client_ref: str | None
) -> str:
    """The record's full id for an id as given: a full id as it is; a short one (PB-K2QM4PA9)
    only among the records this browser made, so that it can never reach someone else's.
    Two of them sharing it (rare: see data.ids) ask for the full id."""
    short = typed_short_id(given)
    if short is None:
        return given
    prefix, code = short
    if client_ref is None or prefix != RECORD_PREFIXES[kind]:
        raise NotFound.RECORD.error()
    model = _MODELS[kind]
    found = await bookings.ids_by_short_code(
        session, model, prefix=prefix, code=code, client_ref=client_ref
    )
    if len(found) > 1:
        raise ApiError(409, "ambiguous_id", rules.AMBIGUOUS_ID, fields=["id"])
    if not found:
        raise NotFound.RECORD.error()
    return found[0]


async def _locked(session: AsyncSession, kind: RecordKind, record_id: str) -> Customer | None:
    """The record, its row locked until commit so a concurrent admin change or payment waits."""
    if kind == "priest":
        return await admin_bookings.get_priest_booking(session, record_id, for_update=True)
    if kind == "temple":
        return await admin_bookings.get_temple_booking(session, record_id, for_update=True)
    return await store_admin.order_for_update(session, record_id)


async def full_view(
    session: AsyncSession, record: Customer, now: datetime, language: Language = "en"
) -> LookedUpPriestBooking | LookedUpTempleBooking | LookedUpStoreOrder:
    """The record in full (only its creator or a verified browser gets here), with its
    refunds and its review."""
    await session.flush()
    made = (await refunds.for_records(session, [record.id])).get(record.id, [])
    review = (await reviews.for_records(session, [record.id])).get(record.id)
    if isinstance(record, PriestBooking):
        return _view(record, LookedUpPriestBooking, made, now, review, language)
    if isinstance(record, TempleBooking):
        return _view(record, LookedUpTempleBooking, made, now, review, language)
    return _view(record, LookedUpStoreOrder, made, now, review, language)


async def owned_record(
    session: AsyncSession, request: CancelRequest, client_ref: str | None, now: datetime
) -> Customer:
    """The record, locked, when this browser may cancel it. Someone who gave the record's
    phone or e-mail but has not verified it is asked to (403); anyone else gets the same
    404 as for an unknown id, so ids cannot be probed. A short id is taken too."""
    record_id = await _full_id(session, request.kind, request.id, client_ref)
    record = await _locked(session, request.kind, record_id)
    if record is None:
        raise NotFound.RECORD.error()
    verified = await verification.verified_for(session, client_ref, _contacts(record), now)
    if _owned(record, client_ref, verified):
        return record
    if rules.knows_contact(
        record_phone=record.customer_phone,
        record_email=record.customer_email,
        phone=request.phone,
        email=request.email,
    ):
        message = rules.verification_required(is_order=request.kind == "store")
        raise ApiError(403, "verification_required", message)
    raise NotFound.RECORD.error()


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
    record = await owned_record(session, request, client_ref, now)
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


async def own_record(
    session: AsyncSession,
    request: RecordRequest,
    *,
    client_ref: str | None,
    now: datetime,
    language: Language = "en",
) -> RecordResult:
    """One of the caller's records in full (the result page's Pay now needs its details)."""
    record = await owned_record(
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
    record = await owned_record(
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
    """A return of a delivered order, within 7 days: its refund waits for an admin's approval."""
    order = await owned_record(session, CancelRequest(kind="store", id=request.id), client_ref, now)
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
