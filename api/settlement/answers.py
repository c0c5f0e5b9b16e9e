"""Applying a gateway's answer to a payment and to what it pays for: the one place a payment
changes state, used by the dialog's status, the callback and the reconciler."""

from __future__ import annotations

import logging
from datetime import datetime
from decimal import Decimal

from api.common.history import history_entry
from api.payments import refund_policy, refunds, rules
from api.payments.gateway import GatewayStatus
from api.priests import assignment
from api.temple_bookings.service import mark_payment_collected
from data.models import Payment, PriestBooking, StoreOrder, TempleBooking
from data.repositories import payments as repo
from data.repositories.payments import status_of
from data.session_types import AsyncSession
from data.statuses import OrderStatus

log = logging.getLogger(__name__)


def settle(payment: Payment, outcome: rules.Outcome, answer: GatewayStatus | None) -> None:
    assert outcome.state is not None
    payment.state = outcome.state
    payment.next_check_at = None
    if answer is not None and answer.reference:
        payment.gateway_reference = answer.reference[:80]
    if outcome.reason:
        payment.details = {**payment.details, "reason": outcome.reason[:200]}


async def _credit(session: AsyncSession, payment: Payment, now: datetime) -> None:
    """Mark what the payment was for as paid (spec section 4), the record locked. Money that
    was not due (the record paid already, or cancelled meanwhile) is refunded in full."""
    target = await repo.get_target(session, payment.target_kind, payment.target_id, for_update=True)
    if target is None:
        log.error("payment %s succeeded for a missing %s", payment.id, payment.target_kind)
        payment.details = {**payment.details, "note": "record missing"}
        return
    if target.payment_status == rules.PAID:
        # Paid twice (two gateways' pages open, or cash at the counter meanwhile).
        log.warning("payment %s succeeded for %s, which was already paid", payment.id, target.id)
        payment.details = {**payment.details, "note": "already paid: refunded"}
        await refunds.refund_payment(session, payment, refund_policy.DUPLICATE, now)
        return
    target.payment_attempted_at = None
    status = status_of(target)
    if status == rules.CANCELLED:
        # Cancelled while the devotee was paying: the cancellation stands (no confirmation, no
        # un-cancelling) and the money goes back.
        log.warning("payment %s succeeded for %s, which was cancelled", payment.id, target.id)
        payment.details = {**payment.details, "note": "cancelled: refunded"}
        target.payment_status = rules.PAID
        await refunds.refund_payment(session, payment, refund_policy.PAID_AFTER_CANCEL, now)
    elif isinstance(target, TempleBooking):
        await mark_payment_collected(session, target, payment.id, now)
        status = target.status
    else:
        target.payment_status = rules.PAID
        status = _confirmed_by_payment(target, status)
        if isinstance(target, PriestBooking):
            await assignment.status_changed(session, target, now)
    if isinstance(target, StoreOrder):
        target.transaction_id = payment.id
    entry = {**history_entry(status, now), "paymentStatus": rules.PAID, "transactionId": payment.id}
    target.status_history = [*target.status_history, entry]


def _confirmed_by_payment(target: PriestBooking | StoreOrder, status: str) -> str:
    """A pending booking or order paid online is confirmed, as collecting a payment confirms a
    temple booking (spec section 4; pending to confirmed is a move both allow): its status then
    agrees with the payment. Any other status stays as an admin set it."""
    if status != rules.AWAITING_CONFIRMATION:
        return status
    if isinstance(target, StoreOrder):
        target.order_status = OrderStatus(rules.CONFIRMED_BY_PAYMENT)
    else:
        target.status = rules.CONFIRMED_BY_PAYMENT
    return rules.CONFIRMED_BY_PAYMENT


async def note_failure(session: AsyncSession, payment: Payment) -> None:
    """An unpaid record whose last online payment failed shows "Payment failed" with Pay now;
    one with another payment still pending keeps waiting for that one."""
    target = await repo.get_target(session, payment.target_kind, payment.target_id, for_update=True)
    if target is None or target.payment_status == rules.PAID:
        return
    if not await repo.has_pending(session, target.id, other_than=payment.id):
        target.payment_status = rules.FAILED


async def apply_answer(
    session: AsyncSession, answer: GatewayStatus, now: datetime
) -> Payment | None:
    """Apply a gateway answer to its payment: the one place a payment changes state. The
    payment row is locked and only a pending payment moves, so a replayed or concurrent
    answer changes nothing twice. Does not commit. None: no such payment."""
    payment = await repo.get(session, answer.transaction_id, for_update=True)
    if payment is None:
        return None
    our_reason = str(payment.details.get("reason", ""))
    outcome = rules.outcome(payment.state, rules.to_paise(payment.amount), answer, our_reason)
    if outcome.state is None:
        return payment
    if outcome.reason == rules.AMOUNT_MISMATCH:
        log.warning(
            "payment %s: the gateway reports %s paise, we asked for %s; not credited, refunded",
            payment.id,
            answer.amount_paise,
            rules.to_paise(payment.amount),
        )
        taken = Decimal(answer.amount_paise or 0) / 100
        await refunds.refund_payment(
            session, payment, refund_policy.AMOUNT_MISMATCH, now, amount=taken
        )
    if outcome.credits:
        await _credit(session, payment, now)
    elif payment.method == refunds.ONLINE:
        await note_failure(session, payment)
    settle(payment, outcome, answer)
    log.info("payment %s is now %s", payment.id, payment.state)
    return payment
