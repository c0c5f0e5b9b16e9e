"""The server-side reconciler: pending payments are asked about on PhonePe's schedule until
they are final or the window passes, so a lost callback or a closed browser loses no payment;
refunds are sent and followed the same way, and abandoned unpaid records are released."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime

from api.common.background import settled
from api.payments import rules
from api.payments.gateway import PAYMENT_ERROR, PAYMENT_PENDING, Gateway, ask_gateway
from api.payments.refund_reconciler import reconcile_refunds
from api.settings import PaymentSettings
from api.settlement.answers import apply_answer, note_failure
from api.settlement.release import release_abandoned
from data.db import Database
from data.repositories import payments as repo

log = logging.getLogger(__name__)

BATCH = 50
TICK_SECONDS = 1.0  # the schedule's shortest interval is 3 s
RELEASE_EVERY_TICKS = 30


async def _claim(db: Database, now: datetime, settings: PaymentSettings) -> list[str]:
    """Due payments, each given its next check time before the gateway is asked: another
    server process skips them, and a crash half-way only delays the check."""
    async with db.reader() as session:  # most ticks have nothing to do: no write for them
        if not await repo.any_due(session, now):
            return []
    async with db.writer() as session:
        due = await repo.claim_due(session, now, BATCH)
        for payment in due:
            payment.attempts += 1
            payment.next_check_at = rules.next_check(
                payment.created_at, now, settings.give_up_minutes
            )
        ids = [payment.id for payment in due]
        await session.commit()
    return ids


async def _give_up(db: Database, transaction_id: str) -> bool:
    async with db.writer() as session:
        payment = await repo.get(session, transaction_id, for_update=True)
        if payment is None or payment.state != PAYMENT_PENDING:
            return False
        payment.state = PAYMENT_ERROR
        payment.next_check_at = None
        payment.details = {**payment.details, "reason": rules.TIMED_OUT}
        await note_failure(session, payment)
        await session.commit()
    log.warning("payment %s: no final answer in time; marked failed", transaction_id)
    return True


async def _check(
    db: Database, gateway: Gateway, transaction_id: str, now: datetime, settings: PaymentSettings
) -> None:
    async with db.reader() as session:
        payment = await repo.get(session, transaction_id)
    if payment is None:
        return
    if payment.gateway == gateway.name:
        answer = await ask_gateway(gateway, transaction_id)
        if answer is not None and answer.final:
            async with db.writer() as session:
                await apply_answer(session, answer, now)
                await session.commit()
            return
    if rules.timed_out(payment.created_at, now, settings.give_up_minutes):
        await _give_up(db, transaction_id)


async def reconcile_due(
    db: Database,
    gateway: Gateway,
    now: datetime,
    settings: PaymentSettings,
    *,
    release: bool = True,
) -> int:
    """Ask the gateway about every pending payment whose check is due and apply the answers;
    returns how many were checked. Those still pending after the window are failed. Then
    refunds are sent and followed, and (with `release`) records left unpaid too long are
    released."""
    checked = await _reconcile_payments(db, gateway, now, settings)
    await reconcile_refunds(db, gateway, now)
    if release:
        await release_abandoned(db, now, settings.release_minutes)
    return checked


async def _reconcile_payments(
    db: Database, gateway: Gateway, now: datetime, settings: PaymentSettings
) -> int:
    checked = 0
    while ids := await _claim(db, now, settings):
        for transaction_id in ids:
            await _check(db, gateway, transaction_id, now, settings)
        checked += len(ids)
        if len(ids) < BATCH:
            break
    return checked


async def reconcile_until(
    stop: asyncio.Event,
    db: Database,
    gateway_getter: Callable[[], Gateway],
    clock: Callable[[], datetime],
    settings: PaymentSettings,
) -> None:
    """Reconcile a second after the start, then every second, until `stop` is set (for the
    app's lifespan). A check in progress finishes rather than being cancelled half-way
    through a database call."""
    if not await settled(stop, TICK_SECONDS):
        return
    ticks = 1  # records left unpaid are first looked for RELEASE_EVERY_TICKS after the start
    while not stop.is_set():
        try:
            # Releasing is counted in tens of minutes: looked for twice a minute, not every tick.
            release = ticks % RELEASE_EVERY_TICKS == 0
            await reconcile_due(db, gateway_getter(), clock(), settings, release=release)
        except Exception:
            log.exception("payment reconciliation failed")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=TICK_SECONDS)
        ticks += 1
