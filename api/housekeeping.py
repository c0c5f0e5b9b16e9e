"""Hourly housekeeping: drop idempotency keys past their retention, expired assistant
conversations, spent verification codes and verifications, throttle events past every window,
and priests' sessions that ended, so no table grows without bound.

Every server process runs it (`punya serve --workers N` too): each purge is a set of deletes
of rows past a cut-off, idempotent, so a second process purging at the same time deletes
what is left and nothing more. It sweeps several domains' tables, so it sits above them (beside
the app that starts it), not in api/common."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from datetime import datetime, timedelta

from api.common import ratelimit
from api.common.idempotency import purge_expired_keys
from api.verification.rules import BUCKET_PREFIX, CODE_RETENTION, LONGEST_WINDOW
from data.db import Database
from data.repositories import assistant_sessions, priest_app, verification

log = logging.getLogger(__name__)

EVERY_SECONDS = 3600
# A priest's ended session is kept a day (for the record), then deleted.
SESSIONS_KEPT = timedelta(days=1)


async def purge_expired(db: Database, now: datetime) -> None:
    await purge_expired_keys(db, now)
    async with db.writer() as session:
        await assistant_sessions.purge_expired(session, now)
        await verification.purge(
            session,
            now=now,
            bucket_prefix=BUCKET_PREFIX,
            events_before=now - LONGEST_WINDOW,
            codes_before=now - CODE_RETENTION,
        )
        await verification.delete_events(
            session, before=now - ratelimit.LONGEST_WINDOW, prefix=ratelimit.BUCKET_PREFIX
        )
        await priest_app.purge_sessions(session, ended_before=now - SESSIONS_KEPT)
        await session.commit()


async def housekeep_until(stop: asyncio.Event, db: Database, clock: Callable[[], datetime]) -> None:
    """Purge now and then every hour until `stop` is set. Stopping waits for a purge in
    progress to finish rather than cancelling it half-way through a database call."""
    while not stop.is_set():
        try:
            await purge_expired(db, clock())
        except Exception:
            log.exception("housekeeping failed")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=EVERY_SECONDS)
