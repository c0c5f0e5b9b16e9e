"""A sliding-window rate limiter kept in process memory, bounded in size.

Per process: with several server processes the effective limit is multiplied by their
number, which is acceptable for the lookups it guards today."""

from __future__ import annotations

from collections import deque

from api.common.errors import ApiError

MAX_TRACKED_KEYS = 50_000


class RateLimiter:
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
            raise ApiError(429, "rate_limited", message, headers={"Retry-After": str(wait)})

    def _prune(self, now: float) -> None:
        stale = [k for k, h in self._hits.items() if not h or h[-1] <= now - self.window]
        for k in stale:
            del self._hits[k]
        if len(self._hits) >= MAX_TRACKED_KEYS:  # all busy: forget the oldest half
            for k in list(self._hits)[: MAX_TRACKED_KEYS // 2]:
                del self._hits[k]
