"""Conversations held by this process's sockets: kept in memory, written behind in batches.

A conversation is read from the database once, when a socket (or a REST request) opens or
resumes it; while anyone holds it, turns change only memory. Changed conversations are
written in one transaction (one upsert statement executed for all their rows):
- every FLUSH_SECONDS (counted from the start of the previous write). A turn is durable
  once the write that began after its reply went out commits: a process killed with SIGKILL
  loses the turns of the last FLUSH_SECONDS plus one write's duration (under a second while
  a write takes under half a second), never older ones;
- at once when the last holder lets go (the server has handled a socket's close, or a REST
  request ends), so that an open anywhere after that reads the latest state;
- all of them at a clean shutdown (`flush_until` returns after its last write).
Acknowledged means committed. Until then a changed conversation stays in memory (it is never
evicted unwritten), and a write that fails (database locked or away) is retried every
FLUSH_SECONDS with everything changed meanwhile: a failure loses nothing unless the process
dies before the database comes back.

Several processes (PostgreSQL): each process holds its own copy of the conversations its
sockets use, and reads one from the database when it opens it. Guaranteed: another process
opening a conversation reads every turn written as above, i.e. all but the last second's
turns of a socket still open elsewhere, and all of them once that socket's close was
handled. A client that drops a socket and resumes at once on another process may miss that
last second. Two sockets using one conversation at the same time in two processes each see
their own turns and the last write wins, as two concurrent load-and-save turns did before.

Memory: a conversation leaves memory once no one holds it and it is written. At most
`max_held` are kept; beyond that, conversations are read and written per turn, as they were
before this store (slower, but bounded)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from assistant_core.state import ConversationState
from data.db import Database
from data.repositories import assistant_sessions

log = logging.getLogger(__name__)

FLUSH_SECONDS = 0.5
# Far above the sockets one process serves; a conversation in memory takes a few to some
# tens of kilobytes (its history is capped at 50 messages).
MAX_HELD = 10_000
# At shutdown a database that is away gets this many more tries, FLUSH_SECONDS apart.
SHUTDOWN_TRIES = 20


@dataclass(eq=False, slots=True)
class Live:
    """One conversation as its holders see it; `kept` is False past the memory cap."""

    session_id: str
    state: ConversationState
    expires: datetime
    holders: int = 0
    kept: bool = True


class LiveConversations:
    def __init__(
        self,
        db: Database,
        clock: Callable[[], datetime],
        lifetime: timedelta,
        *,
        max_held: int = MAX_HELD,
    ) -> None:
        self.db = db
        self.clock = clock
        self.lifetime = lifetime
        self.max_held = max_held
        self._held: dict[str, Live] = {}
        self._dirty: dict[str, Live] = {}  # changed since their last committed write
        self._loading: dict[str, asyncio.Future[None]] = {}
        self._writing = asyncio.Lock()

    def __len__(self) -> int:
        return len(self._held)

    def get(self, session_id: str) -> Live | None:
        """The conversation if this process keeps it in memory."""
        return self._held.get(session_id) or self._dirty.get(session_id)

    async def hold(self, session_id: str) -> Live | None:
        """The stored conversation, held until `release` (None: unknown or expired)."""
        while True:
            live = self.get(session_id)
            if live is not None:
                if live.expires <= self.clock():
                    return None
                live.holders += 1
                self._held[session_id] = live
                return live
            loading = self._loading.get(session_id)
            if loading is None:
                break
            # One read per conversation: others wait for it, then find it held.
            await asyncio.shield(loading)
        self._loading[session_id] = asyncio.get_running_loop().create_future()
        try:
            async with self.db.reader() as session:
                stored = await assistant_sessions.get_live(session, session_id, self.clock())
        finally:
            self._loading.pop(session_id).set_result(None)
        if stored is None:
            return None
        state = ConversationState.from_dict(stored.state)
        return self._admit(Live(session_id, state, stored.expires_at, holders=1))

    async def start(self, session_id: str, state: ConversationState) -> Live:
        """A new conversation, held until `release`, written with the next batch."""
        live = self._admit(Live(session_id, state, self.clock() + self.lifetime, holders=1))
        await self.change(live, state)
        return live

    def _admit(self, live: Live) -> Live:
        if len(self._held) >= self.max_held:
            return replace(live, holders=0, kept=False)
        self._held[live.session_id] = live
        return live

    async def change(self, live: Live, state: ConversationState) -> None:
        """The conversation's new state: written with the next batch, or now when not kept."""
        if not live.kept:
            await self._write([replace(live, state=state, expires=self.clock() + self.lifetime)])
        live.state = state
        live.expires = self.clock() + self.lifetime
        if live.kept:
            self._dirty[live.session_id] = live

    async def release(self, live: Live) -> None:
        """One holder is done; the last one writes the conversation now and frees it."""
        if not live.kept or live.holders == 0:
            return
        live.holders -= 1
        if live.holders > 0:
            return
        if live.session_id in self._dirty:
            try:
                await self.flush()
            except Exception:  # stays due: the flusher retries
                log.warning("writing a closed conversation failed; retrying", exc_info=True)
        elif self._held.get(live.session_id) is live:
            del self._held[live.session_id]

    async def flush(self) -> None:
        """Write every changed conversation in one transaction and free the ones no one
        holds. A failure raises and leaves them all due."""
        async with self._writing:  # one batch at a time; a batch waits for the one before
            due, self._dirty = self._dirty, {}
            if not due:
                return
            try:
                await self._write(list(due.values()))
            except BaseException:
                for session_id, live in due.items():  # changed again meanwhile: same object
                    self._dirty.setdefault(session_id, live)
                raise
            for session_id, live in due.items():
                unused = live.holders == 0 and session_id not in self._dirty
                if unused and self._held.get(session_id) is live:
                    del self._held[session_id]

    async def _write(self, lives: list[Live]) -> None:
        # By id: two processes writing overlapping batches take row locks in one order.
        rows = [
            assistant_sessions.Row(live.session_id, live.state.to_dict(), live.expires)
            for live in sorted(lives, key=lambda live: live.session_id)
        ]
        async with self.db.writer() as session:
            await assistant_sessions.save_many(session, rows, now=self.clock())
            await session.commit()

    async def flush_until(self, stop: asyncio.Event) -> None:
        """Flush every FLUSH_SECONDS until `stop`, then write what is left (retrying a while
        when the database is away)."""
        failing = False
        while not stop.is_set():
            began = time.monotonic()
            failing = await self._try_flush(failing)
            with contextlib.suppress(TimeoutError):
                left = FLUSH_SECONDS - (time.monotonic() - began)
                await asyncio.wait_for(stop.wait(), max(0.0, left))
        for _ in range(SHUTDOWN_TRIES):
            if not await self._try_flush(failing):
                return
            failing = True
            await asyncio.sleep(FLUSH_SECONDS)
        log.error("%d assistant conversations could not be written at shutdown", len(self._dirty))

    async def _try_flush(self, failing: bool) -> bool:
        """Flush; True when it failed (logged once per outage, not every half second)."""
        try:
            await self.flush()
        except Exception:
            if not failing:
                log.exception("writing assistant conversations failed; retrying")
            return True
        if failing:
            log.info("assistant conversations are written again")
        return False
