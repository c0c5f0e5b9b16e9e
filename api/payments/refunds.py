"""Refunds: owed when a paid record is cancelled (per the policy), when a record is paid twice or
paid after it was cancelled, and when an admin approves a store return.

A refund is first written as QUEUED in the same transaction as what made it due, so a crash
loses none; the reconciler then sends it to the gateway (never inside a database transaction)
and follows it to COMPLETED or FAILED like a payment. One refund per payment (a unique key):
asking twice refunds once."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta
from decimal import Decimal

from api.payments import refund_policy as policy
from api.payments.gateway import (
    INTERNAL_SERVER_ERROR,
    PAYMENT_DECLINED,
    PAYMENT_ERROR,
    PAYMENT_PENDING,
    PAYMENT_SUCCESS,
    GatewayStatus,
)
from data.ids import new_id
from data.models import CustomerRecord, Payment, Refund, StoreOrder
from data.repositories import refunds as repo
from data.repositories.payments import status_of
from data.session_types import AsyncSession
from data.statuses import BookingStatus

log = logging.getLogger(__name__)

ONLINE = "phonepe"  # cash taken at a counter is given back at the counter, not here
GIVE_UP_AFTER = timedelta(days=30)
# Answers to a refund call that will not change on asking again.
_REFUSALS = frozenset({"BAD_REQUEST", "EXCESS_REFUND_AMOUNT", "TRANSACTION_NOT_FOUND"})


def queue(
    session: AsyncSession,
    payment: Payment,
    amount: Decimal,
    reason: str,
    now: datetime,
    *,
    awaiting_approval: bool = False,
) -> Refund:
    """A new refund of `amount` for `payment` (the caller checked there is none yet)."""
    refund = Refund(
        id=new_id("RFD_"),
        payment_id=payment.id,
        target_kind=payment.target_kind,
        target_id=payment.target_id,
        amount=amount,
        state=policy.AWAITING_APPROVAL if awaiting_approval else policy.QUEUED,
        reason=reason,
        gateway=payment.gateway,
        attempts=0,
        next_check_at=None if awaiting_approval else now,
        details={},
        created_at=now,
        updated_at=now,
    )
    session.add(refund)
    log.info("refund %s of %s queued for payment %s (%s)", refund.id, amount, payment.id, reason)
    return refund


async def refund_payment(
    session: AsyncSession,
    payment: Payment,
    reason: str,
    now: datetime,
    *,
    amount: Decimal | None = None,
) -> Refund | None:
    """Give back the whole of one online payment (paid twice, after the cancel, or for another
    amount than asked: then `amount`, what was taken)."""
    if payment.method != ONLINE or await repo.for_payment(session, payment.id) is not None:
        return None
    taken = payment.amount if amount is None else amount
    if taken < policy.MIN_REFUND:
        return None
    return queue(session, payment, taken, reason, now)


def _share(record: CustomerRecord, now: datetime, *, by_admin: bool) -> Decimal:
    if by_admin:  # we called it off, not the devotee: everything goes back
        return Decimal(1)
    if isinstance(record, StoreOrder):
        return policy.order_share(record.order_status)
    return policy.booking_share(policy.slot_begins(record.selected_date, record.selected_time), now)


async def due_if_cancelled(session: AsyncSession, record: CustomerRecord, now: datetime) -> Decimal:
    """What a cancel by the devotee at `now` would give back, per the policy (nothing for what
    was paid in cash or not paid): the figure the chat quotes before it cancels."""
    share = _share(record, now, by_admin=False)
    payments = await repo.refundable_payments(session, record.id)
    return sum((policy.refundable(p.amount, share) for p in payments), Decimal(0))


async def refund_cancelled(
    session: AsyncSession, record: CustomerRecord, now: datetime, *, by_admin: bool = False
) -> list[Refund]:
    """The refunds a cancellation makes due, per the policy; call before the record's status
    changes (an order's share depends on the status it had). Records paid in cash get none."""
    share = _share(record, now, by_admin=by_admin)
    reason = policy.CANCELLED_BY_ADMIN if by_admin else policy.CANCELLED_BY_DEVOTEE
    made = []
    for payment in await repo.refundable_payments(session, record.id):
        amount = policy.refundable(payment.amount, share)
        if amount > 0:
            made.append(queue(session, payment, amount, reason, now))
    return made


def next_check(refund: Refund, now: datetime) -> datetime:
    """Asked again soon at first (PhonePe settles most refunds within 90 s), then less often:
    a bank may take days."""
    elapsed = now - refund.created_at
    wait = min(max(timedelta(seconds=30), elapsed / 10), timedelta(hours=1))
    return now + wait


def apply_answer(refund: Refund, answer: GatewayStatus, now: datetime, *, sent: bool) -> bool:
    """Move an open refund on a gateway answer (`sent`: the answer to the refund call itself).
    Returns whether it changed. Only QUEUED and PENDING refunds move."""
    if refund.state not in policy.OPEN_STATES:
        return False
    refund.updated_at = now
    if answer.reference:
        refund.gateway_reference = answer.reference[:80]
    if answer.code == PAYMENT_SUCCESS:
        refund.state, refund.next_check_at = policy.COMPLETED, None
    elif answer.code == PAYMENT_PENDING:
        refund.state, refund.next_check_at = policy.PENDING, next_check(refund, now)
    elif answer.code in (PAYMENT_ERROR, PAYMENT_DECLINED) or (sent and answer.code in _REFUSALS):
        refund.state, refund.next_check_at = policy.FAILED, None
        refund.details = {**refund.details, "reason": (answer.message or answer.code)[:200]}
        log.warning("refund %s failed: %s %s", refund.id, answer.code, answer.message)
    elif now - refund.created_at > GIVE_UP_AFTER:
        refund.state, refund.next_check_at = policy.FAILED, None
        refund.details = {**refund.details, "reason": "no answer from the gateway"}
    else:  # unreachable gateway or an answer we cannot read: ask again later
        refund.next_check_at = next_check(refund, now)
        return answer.code != INTERNAL_SERVER_ERROR
    return True


def approve(refund: Refund, now: datetime) -> None:
    """An admin approved a return: the refund goes to the gateway at the reconciler's next tick."""
    refund.state, refund.next_check_at, refund.updated_at = policy.QUEUED, now, now


async def for_records(session: AsyncSession, record_ids: Sequence[str]) -> dict[str, list[Refund]]:
    """Every refund of these records, by record id, oldest first."""
    found: dict[str, list[Refund]] = {}
    for refund in await repo.for_targets(session, record_ids):
        found.setdefault(refund.target_id, []).append(refund)
    return found


async def refund_if_cancelled(
    session: AsyncSession, record: CustomerRecord, new_status: str, now: datetime
) -> list[Refund]:
    """An admin's status change: cancelling a paid record refunds it in full (we called it
    off). Call before the status changes."""
    if new_status != BookingStatus.CANCELLED or status_of(record) == BookingStatus.CANCELLED:
        return []
    return await refund_cancelled(session, record, now, by_admin=True)
