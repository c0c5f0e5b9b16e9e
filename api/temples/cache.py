"""The active temples kept in process memory until a temple changes: the list and the
temples near a point are then paged without a database session, and the pages last asked
for are kept as the JSON sent."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import TypeAdapter

from api.common.feed_cache import FeedCache
from api.temples import rules
from api.temples.schemas import TemplePage
from api.temples.service import Near, in_box, list_temples, temple_page
from assistant_core.texts import Language
from data.db import Database
from data.models import Temple
from data.repositories import temples as repo

TABLES = ("temples",)
PAGE = TypeAdapter(TemplePage)
# More active temples than this are listed by the database, box filter and all.
MAX_HELD = 2000


class TempleCache:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._active: FeedCache[Sequence[Temple] | None] = FeedCache(db.feed, TABLES)
        self._pages: FeedCache[bytes] = FeedCache(db.feed, TABLES)

    async def _all_active(self) -> Sequence[Temple] | None:
        """Every active temple, by name as the database orders them; None when too many."""

        async def load() -> Sequence[Temple] | None:
            async with self.db.reader() as session:
                found = await repo.active_temples(session, term="", limit=MAX_HELD + 1)
            return None if len(found) > MAX_HELD else found

        return await self._active.get("all", load)

    async def page_json(
        self, *, search: str, near: Near | None, page: int, language: Language
    ) -> bytes:
        """A page as the JSON sent (as FastAPI would write the response model)."""

        async def written() -> bytes:
            found = await self.page(search=search, near=near, page=page, language=language)
            return PAGE.dump_json(found, by_alias=True)

        return await self._pages.get((search, near, page, language), written)

    async def page(
        self, *, search: str, near: Near | None, page: int, language: Language = "en"
    ) -> TemplePage:
        """The same page as service.list_temples. Searches go to the database (its text
        matching); the rest is paged from the held temples, which are only read."""
        held = None if search else await self._all_active()
        if held is None:
            async with self.db.reader() as session:
                return await list_temples(
                    session, search=search, near=near, page=page, language=language
                )
        if near is not None:
            box = rules.bounding_box(near.latitude, near.longitude, near.radius_km)
            held = [t for t in held if in_box(t, box)]
        return temple_page(held, near, page, language)
