"""The puja catalogue's answers kept in process memory until a puja service changes: list
pages as the JSON sent, and the active pujas that bookings are priced from."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from pydantic import TypeAdapter

from api.common.feed_cache import FeedCache
from api.puja_services import service
from api.puja_services.schemas import PujaServicePage
from assistant_core.texts import Language
from data.db import Database
from data.repositories import puja_services as repo
from data.session_types import AsyncSession

# A puja's rating totals live on its row too, so a new or hidden review clears these as well.
TABLES = ("puja_services",)
PAGE = TypeAdapter(PujaServicePage)


@dataclass(frozen=True, slots=True)
class ActivePuja:
    """What a booking takes from the catalogue."""

    id: str
    name: str
    name_hi: str | None
    price: Decimal


class PujaCache:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._pages: FeedCache[bytes] = FeedCache(db.feed, TABLES)
        self._active: FeedCache[ActivePuja | None] = FeedCache(db.feed, TABLES)

    async def page_json(
        self, *, search: str, category: str | None, offset: int, limit: int, language: Language
    ) -> bytes:
        """A page of the list as the JSON sent (as FastAPI would write the response model)."""

        async def page() -> bytes:
            async with self.db.reader() as session:
                found = await service.search_puja_services(
                    session,
                    search=search,
                    category=category,
                    offset=offset,
                    limit=limit,
                    language=language,
                )
            return PAGE.dump_json(found, by_alias=True)

        return await self._pages.get((search, category, offset, limit, language), page)

    async def active(self, session: AsyncSession, puja_id: str) -> ActivePuja | None:
        """The puja if it exists and is active (unknown ids are remembered too). A miss is
        read through the caller's `session`: a booking's transaction takes no second
        connection from the pool (which concurrent bookings could have exhausted)."""

        async def load() -> ActivePuja | None:
            row = await repo.get_active(session, puja_id)
            return None if row is None else ActivePuja(row.id, row.name, row.name_hi, row.price)

        return await self._active.get(puja_id, load)
