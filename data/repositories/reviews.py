"""Reviews: one per record, looked up by the records they review, listed newest first for the
back office; and the running totals they keep on their puja and on the priest who came."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Priest, PujaService, Review
from data.repositories import admin_lists
from data.repositories.admin_lists import Position


async def get(session: AsyncSession, review_id: str, *, for_update: bool = False) -> Review | None:
    return await session.get(Review, review_id, with_for_update=for_update)


async def for_record(session: AsyncSession, kind: str, record_id: str) -> Review | None:
    stmt = select(Review).where(Review.record_kind == kind, Review.record_id == record_id)
    return (await session.execute(stmt)).scalar_one_or_none()


async def for_records(session: AsyncSession, record_ids: Sequence[str]) -> dict[str, Review]:
    """The reviews of these records, by record id (ids are unique across kinds: their
    prefixes differ)."""
    if not record_ids:
        return {}
    stmt = select(Review).where(Review.record_id.in_(list(record_ids)))
    return {r.record_id: r for r in (await session.execute(stmt)).scalars()}


async def count_in_totals(
    session: AsyncSession, puja_id: str, *, count: int, stars: int
) -> PujaService | None:
    """Add `count` reviews of `stars` in all to the puja's totals (negative to take them
    out), its row locked (PostgreSQL) so that concurrent reviews add up; None when the puja
    is gone from the catalogue."""
    puja = await session.get(PujaService, puja_id, with_for_update=True)
    if puja is None:
        return None
    puja.rating_count = max(0, puja.rating_count + count)
    puja.rating_sum = max(0, puja.rating_sum + stars)
    return puja


async def count_in_priest_totals(
    session: AsyncSession, priest_id: str, *, count: int, stars: int
) -> Priest | None:
    """As count_in_totals, on the priest who held the booking; None when the priest is gone."""
    priest = await session.get(Priest, priest_id, with_for_update=True)
    if priest is None:
        return None
    priest.rating_count = max(0, priest.rating_count + count)
    priest.rating_sum = max(0, priest.rating_sum + stars)
    return priest


def listing_filters(
    *, kind: str | None, hidden: bool | None, temple_id: str | None
) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = []
    if kind is not None:
        where.append(Review.record_kind == kind)
    if hidden is not None:
        where.append(Review.hidden.is_(hidden))
    if temple_id is not None:
        where.append(Review.temple_id == temple_id)
    return where


async def listing(
    session: AsyncSession,
    where: Sequence[ColumnElement[bool]],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> tuple[list[Review], Position | None]:
    """A page of reviews, newest first, and where it ended when more follow."""
    stmt = admin_lists.newest_first(
        select(Review).where(*where), Review, after=after, offset=offset, limit=limit
    )
    rows = (await session.execute(stmt)).scalars().all()
    return admin_lists.page_of(rows, limit, lambda review: review)
