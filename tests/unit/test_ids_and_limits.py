"""Ids stay unique under concurrency; the rate limiter forgets old hits."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from api.common.ratelimit import RateLimiter
from data.ids import new_id


def test_ids_keep_the_prefix_and_never_collide_in_the_same_millisecond() -> None:
    same_ms = {new_id("PB", now_ms=1_763_775_000_123) for _ in range(20_000)}
    assert len(same_ms) == 20_000
    assert all(i.startswith("PB1763775000123") and len(i) == 25 for i in same_ms)


def test_ids_from_many_threads_are_unique() -> None:
    with ThreadPoolExecutor(8) as pool:
        batches = list(pool.map(lambda _: [new_id("SO") for _ in range(2000)], range(8)))
    ids = [i for batch in batches for i in batch]
    assert len(set(ids)) == len(ids)


def test_rate_limiter_allows_the_limit_then_asks_to_wait() -> None:
    limiter = RateLimiter(max_hits=3, window_seconds=60)
    assert [limiter.retry_after("1.2.3.4", now=t) for t in (0, 1, 2)] == [None, None, None]
    assert limiter.retry_after("1.2.3.4", now=3) == 57
    assert limiter.retry_after("5.6.7.8", now=3) is None  # others are unaffected
    assert limiter.retry_after("1.2.3.4", now=60.5) is None  # the first hit has expired
