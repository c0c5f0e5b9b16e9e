"""What a priest booking reads from tables that change rarely, kept in process memory until
the change feed says they changed: the puja (its name and price), how many priests are
active (the places in each slot) and their profiles (who is free). A miss is read through
the booking's own session, so a booking never waits for a second connection from the pool."""

from __future__ import annotations

from api.common.feed_cache import FeedCache
from api.priests.assignment import active_candidates
from api.priests.rules import Candidate
from api.puja_services.cache import ActivePuja, PujaCache
from data.db import Database
from data.repositories import priests
from data.session_types import AsyncSession

PRIESTS = ("priests",)


class BookingCatalogue:
    def __init__(self, db: Database, pujas: PujaCache) -> None:
        self.pujas = pujas
        self._active_priests: FeedCache[int] = FeedCache(db.feed, PRIESTS)
        self._candidates: FeedCache[list[Candidate]] = FeedCache(db.feed, PRIESTS)

    async def puja(self, session: AsyncSession, puja_id: str) -> ActivePuja | None:
        return await self.pujas.active(session, puja_id)

    async def active_priests(self, session: AsyncSession) -> int:
        async def count() -> int:
            return await priests.count_active(session)

        return await self._active_priests.get("count", count)

    async def candidates(self, session: AsyncSession) -> list[Candidate]:
        """The active priests as availability sees them."""

        async def read() -> list[Candidate]:
            return await active_candidates(session)

        return await self._candidates.get("roster", read)
