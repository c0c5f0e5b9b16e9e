"""Whether the database answers, asked at most once a second per process: a health check
polled by load balancers (or under load) costs no database round trip per call."""

from __future__ import annotations

import asyncio
import time

from data.db import Database
from data.session_types import SQLAlchemyError

MAX_AGE_SECONDS = 1.0
TIMEOUT_SECONDS = 5.0


class DatabaseCheck:
    """The last answer to `SELECT 1`, reused for a second; callers meanwhile share one check."""

    def __init__(self, db: Database, max_age: float = MAX_AGE_SECONDS) -> None:
        self.db = db
        self.max_age = max_age
        self._answer: tuple[float, bool] | None = None
        self._asking: asyncio.Future[bool] | None = None

    async def answers(self) -> bool:
        answer = self._answer
        if answer is not None and time.monotonic() - answer[0] < self.max_age:
            return answer[1]
        if self._asking is None or self._asking.done():
            self._asking = asyncio.ensure_future(self._ask())
        # Shielded: a caller that goes away does not cancel the check the others wait for.
        return await asyncio.shield(self._asking)

    async def _ask(self) -> bool:
        try:
            async with asyncio.timeout(TIMEOUT_SECONDS):
                await self.db.ping()
            ok = True
        except (SQLAlchemyError, OSError, TimeoutError):
            ok = False
        self._answer = (time.monotonic(), ok)
        return ok
