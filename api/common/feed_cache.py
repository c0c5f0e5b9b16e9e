"""Values computed from catalogue tables that change rarely (public list pages as the JSON
sent, the active pujas), kept in process memory and forgotten as soon as the change feed
says one of their tables changed: in this process, or in another through the PostgreSQL
bridge. An age limit is the backstop for a change the feed could not carry (the bridge
reconnecting, a command-line tool writing to the database)."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Collection, Hashable
from typing import Generic, TypeVar

from data.changes import Change, ChangeFeed

T = TypeVar("T")

MAX_AGE_SECONDS = 5.0
MAX_ENTRIES = 1024


class FeedCache(Generic[T]):
    """Values by key, least recently used dropped first, all forgotten when `tables` change."""

    def __init__(
        self,
        feed: ChangeFeed,
        tables: Collection[str],
        *,
        max_entries: int = MAX_ENTRIES,
        max_age: float = MAX_AGE_SECONDS,
    ) -> None:
        self.tables = frozenset(tables)
        self.max_entries = max_entries
        self.max_age = max_age
        self._values: OrderedDict[Hashable, tuple[float, T]] = OrderedDict()
        # Counts the changes seen: a value computed while one happened may be stale already.
        self._generation = 0
        feed.add_listener(self._forget)

    def _forget(self, change: Change) -> None:
        if change.table in self.tables:
            self._generation += 1
            self._values.clear()

    async def get(self, key: Hashable, compute: Callable[[], Awaitable[T]]) -> T:
        """The value of `key`, computed (and kept) when missing or too old. An exception
        from `compute` (a refusal, say) is raised and nothing is kept."""
        now = time.monotonic()
        held = self._values.get(key)
        if held is not None and now - held[0] < self.max_age:
            self._values.move_to_end(key)
            return held[1]
        generation = self._generation
        value = await compute()
        if generation == self._generation:
            self._values[key] = (now, value)
            self._values.move_to_end(key)
            while len(self._values) > self.max_entries:
                self._values.popitem(last=False)
        return value
