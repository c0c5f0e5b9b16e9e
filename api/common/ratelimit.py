"""Rate limits: per key over a sliding window, counted in the database (every server process
counts the same requests) or, for what one connection does, in process memory."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from datetime import datetime, timedelta

from api.common.errors import ApiError
from data.db import Database
from data.repositories import verification as events

MAX_TRACKED_KEYS = 50_000
MAX_KEY_CHARS = 200
# Events of the shared limits are deleted by housekeeping once this old; no window is longer.
LONGEST_WINDOW = timedelta(days=1)
# RateEvent buckets of the shared limits start with this, then the limit's name.
BUCKET_PREFIX = "limit:"


def too_many(message: str, wait: int) -> ApiError:
    return ApiError(429, "rate_limited", message, headers={"Retry-After": str(wait)})


class SharedLimiter:
    """At most `max_hits` requests per key in any `window_seconds`, counted as RateEvent rows
    (the throttle events of owner verification, the same repository and locks), so the limit
    holds across server processes. A request allowed costs one statement that counts and adds
    (plus the key's advisory lock on PostgreSQL, so racing requests count one after the
    other); a refused one adds nothing, so a client that keeps asking waits no longer."""

    def __init__(
        self,
        db: Database,
        name: str,
        max_hits: int,
        window_seconds: float,
        clock: Callable[[], datetime],
    ) -> None:
        if timedelta(seconds=window_seconds) > LONGEST_WINDOW:
            raise ValueError(f"a shared limit's window is at most {LONGEST_WINDOW}")
        self.db = db
        self.prefix = f"{BUCKET_PREFIX}{name}:"
        self.max_hits = max_hits
        self.window = timedelta(seconds=window_seconds)
        self.clock = clock

    async def retry_after(self, key: str) -> int | None:
        """Count a request of `key`; return seconds to wait if it is over the limit, else None."""
        bucket = self.prefix + key[:MAX_KEY_CHARS]
        now = self.clock()
        since = now - self.window
        async with self.db.writer() as session:
            await events.lock_key(session, bucket)
            if await events.add_event_within(
                session, bucket, now=now, since=since, limit=self.max_hits
            ):
                await session.commit()
                return None
            recent = await events.recent_events(session, bucket, since=since, limit=self.max_hits)
        if len(recent) < self.max_hits:  # they left the window meanwhile
            return 1
        # A place frees when the oldest of the last `max_hits` leaves the window.
        left = (recent[-1] + self.window - now).total_seconds()
        return max(1, math.ceil(left))

    async def check(self, key: str, message: str) -> None:
        """Refuse (429 with Retry-After and `message`) a request over the limit."""
        wait = await self.retry_after(key)
        if wait is not None:
            raise too_many(message, wait)


class RateLimiter:
    """The same sliding window in process memory, bounded in size: for limits of one
    connection or of one process's own work, which no other process needs to count."""

    def __init__(self, max_hits: int, window_seconds: float) -> None:
        self.max_hits = max_hits
        self.window = window_seconds
        self._hits: dict[str, deque[float]] = {}

    def retry_after(self, key: str, now: float) -> int | None:
        """Record a hit; return seconds to wait if it is over the limit, else None."""
        hits = self._hits.get(key)
        if hits is None:
            if len(self._hits) >= MAX_TRACKED_KEYS:
                self._prune(now)
            hits = self._hits[key] = deque()
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        if len(hits) >= self.max_hits:
            return max(1, int(hits[0] + self.window - now + 0.999))
        hits.append(now)
        return None

    def check(self, key: str, now: float, message: str) -> None:
        wait = self.retry_after(key, now)
        if wait is not None:
            raise too_many(message, wait)

    def _prune(self, now: float) -> None:
        stale = [k for k, h in self._hits.items() if not h or h[-1] <= now - self.window]
        for k in stale:
            del self._hits[k]
        if len(self._hits) >= MAX_TRACKED_KEYS:  # all busy: forget the oldest half
            for k in list(self._hits)[: MAX_TRACKED_KEYS // 2]:
                del self._hits[k]
