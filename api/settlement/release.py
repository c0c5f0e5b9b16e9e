"""Records left unpaid online are released: once no payment is pending and the last attempt
is older than the configured time (30 minutes by default), the reconciler cancels the record
with the reason and returns an order's stock, so abandoned checkouts hold no slot or stock."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from api.payments import rules
from api.records import lifecycle
from data.db import Database
from data.repositories import payments as repo
from data.session_types import AsyncSession

log = logging.getLogger(__name__)

BATCH = 50
REASON = "Payment not received in time"


async def _release(session: AsyncSession, kind: str, now: datetime, cutoff: datetime) -> int:
    released = 0
    for record in await repo.abandoned(session, kind, cutoff, BATCH):
        if await repo.has_pending(session, record.id):
            continue  # the reconciler settles that payment first
        await lifecycle.move(
            session, record, rules.CANCELLED, now, by_admin=True, note={"reason": REASON}
        )
        record.payment_status = rules.FAILED
        released += 1
        log.info("%s %s released: %s", kind, record.id, REASON.lower())
    return released


async def release_abandoned(db: Database, now: datetime, release_minutes: float) -> int:
    """Release every record due, in one transaction; returns how many were cancelled."""
    cutoff = now - timedelta(minutes=release_minutes)
    async with db.writer() as session:
        released = [await _release(session, kind, now, cutoff) for kind in repo.TARGET_MODELS]
        await session.commit()
    return sum(released)
