"""Sending refunds to the gateway and following them to the end, for the reconciler. A refund
is claimed (given its next check time) before the gateway is asked, so another server process
skips it and a crash half-way only delays it; a refund sent before a crash is asked about
before it is sent again, so it is never sent twice."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from api.common.history import history_entry
from api.payments import refund_policy as policy
from api.payments import refunds
from api.payments.gateway import (
    INTERNAL_SERVER_ERROR,
    Gateway,
    GatewayStatus,
    RefundRequest,
    ask_gateway,
)
from api.payments.rules import to_paise
from data.db import Database
from data.models import Refund
from data.repositories import payments as payments_repo
from data.repositories import refunds as repo
from data.repositories.payments import status_of
from data.session_types import AsyncSession

log = logging.getLogger(__name__)

BATCH = 50
CLAIM_FOR = timedelta(seconds=60)
NOT_FOUND = "TRANSACTION_NOT_FOUND"


async def _claim(db: Database, now: datetime) -> list[str]:
    async with db.reader() as session:  # most ticks have nothing to do: no write for them
        if not await repo.any_due(session, now):
            return []
    async with db.writer() as session:
        due = await repo.claim_due(session, now, BATCH)
        for refund in due:
            refund.attempts += 1
            refund.next_check_at = now + CLAIM_FOR
        ids = [refund.id for refund in due]
        await session.commit()
    return ids


async def _send(gateway: Gateway, refund: Refund, callback_url: str, user: str) -> GatewayStatus:
    request = RefundRequest(
        refund_id=refund.id,
        payment_id=refund.payment_id,
        amount_paise=to_paise(refund.amount),
        merchant_user_id=user,
        callback_url=callback_url,
    )
    try:
        return await gateway.refund(request)
    except Exception:  # the port failed: the same as no answer, asked again later
        log.warning("refund %s: the refund call failed", refund.id, exc_info=True)
        return GatewayStatus(refund.id, INTERNAL_SERVER_ERROR, False, message="no answer")


async def _answer(gateway: Gateway, refund: Refund, db: Database) -> tuple[GatewayStatus, bool]:
    """The gateway's word on a due refund, and whether it answers the refund call itself."""
    if refund.state == policy.PENDING or refund.attempts > 1:
        known = await ask_gateway(gateway, refund.id)
        # Sent again only when the gateway says it never got it; no answer may mean it did.
        if refund.state == policy.PENDING or known is None or known.code != NOT_FOUND:
            return known or GatewayStatus(refund.id, INTERNAL_SERVER_ERROR, False), False
    async with db.reader() as session:
        payment = await payments_repo.get(session, refund.payment_id)
    details = payment.details if payment is not None else {}
    callback = str(details.get("callbackUrl", ""))
    user = str(details.get("merchantUserId", "")) or "MUPUNYA"
    return await _send(gateway, refund, callback, user), True


async def apply_refund_answer(
    db_session: AsyncSession, refund: Refund, answer: GatewayStatus, now: datetime, *, sent: bool
) -> None:
    """Apply an answer to a locked refund and note a credited one on its record."""
    if not refunds.apply_answer(refund, answer, now, sent=sent):
        return
    log.info("refund %s is now %s", refund.id, refund.state)
    if refund.state != policy.COMPLETED:
        return
    target = await payments_repo.get_target(
        db_session, refund.target_kind, refund.target_id, for_update=True
    )
    if target is not None:
        status = status_of(target)
        note = {**history_entry(status, now), "refundCredited": str(refund.amount)}
        target.status_history = [*target.status_history, note]


async def _work(db: Database, gateway: Gateway, refund_id: str, now: datetime) -> None:
    async with db.reader() as session:
        refund = await repo.get(session, refund_id)
    if refund is None or refund.gateway != gateway.name:
        return
    answer, sent = await _answer(gateway, refund, db)
    async with db.writer() as session:
        locked = await repo.get(session, refund_id, for_update=True)
        if locked is not None:
            await apply_refund_answer(session, locked, answer, now, sent=sent)
            await session.commit()


async def reconcile_refunds(db: Database, gateway: Gateway, now: datetime) -> int:
    """Send every queued refund and ask about every pending one that is due."""
    worked = 0
    while ids := await _claim(db, now):
        for refund_id in ids:
            await _work(db, gateway, refund_id, now)
        worked += len(ids)
        if len(ids) < BATCH:
            break
    return worked
