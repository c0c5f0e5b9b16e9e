"""Values held until their tables change: a change forgets them, a value computed while a
change happened is not kept, the least recently used go first, and old ones are recomputed."""

from __future__ import annotations

import asyncio

import pytest

from api.common.feed_cache import FeedCache
from data.changes import Change, ChangeFeed


class Counter:
    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self) -> int:
        self.calls += 1
        return self.calls


def change(table: str) -> Change:
    return Change(table, "UPDATE", {"id": "x"})


async def test_a_value_is_kept_until_its_table_changes() -> None:
    feed, compute = ChangeFeed(), Counter()
    cache: FeedCache[int] = FeedCache(feed, {"puja_services"})
    assert [await cache.get("k", compute) for _ in range(3)] == [1, 1, 1]
    feed.publish(change("temples"))  # not its table
    assert await cache.get("k", compute) == 1
    feed.publish(change("puja_services"), from_elsewhere=True)  # as the bridge delivers it
    assert await cache.get("k", compute) == 2


async def test_a_value_computed_while_its_table_changed_is_not_kept() -> None:
    feed = ChangeFeed()
    cache: FeedCache[str] = FeedCache(feed, {"temples"})
    started, finish = asyncio.Event(), asyncio.Event()

    async def slow() -> str:
        started.set()
        await finish.wait()
        return "read before the change"

    reading = asyncio.create_task(cache.get("k", slow))
    await started.wait()
    feed.publish(change("temples"))
    finish.set()
    assert await reading == "read before the change"  # this caller gets what it read...

    async def fresh() -> str:
        return "read after the change"

    assert await cache.get("k", fresh) == "read after the change"  # ...but it was not kept


async def test_the_least_recently_used_go_first() -> None:
    feed, compute = ChangeFeed(), Counter()
    cache: FeedCache[int] = FeedCache(feed, {"t"}, max_entries=2)
    assert await cache.get("a", compute) == 1
    assert await cache.get("b", compute) == 2
    assert await cache.get("a", compute) == 1  # a is now the most recent
    assert await cache.get("c", compute) == 3  # b goes
    assert await cache.get("a", compute) == 1
    assert await cache.get("b", compute) == 4


async def test_old_values_are_computed_again() -> None:
    feed, compute = ChangeFeed(), Counter()
    cache: FeedCache[int] = FeedCache(feed, {"t"}, max_age=0)
    assert [await cache.get("k", compute) for _ in range(2)] == [1, 2]


async def test_a_failure_keeps_nothing() -> None:
    cache: FeedCache[int] = FeedCache(ChangeFeed(), {"t"})

    async def refuse() -> int:
        raise ValueError("unknown category")

    with pytest.raises(ValueError, match="unknown category"):
        await cache.get("k", refuse)
    assert await cache.get("k", Counter()) == 1
