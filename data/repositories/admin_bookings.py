"""Bookings as the admin screens see them: searched, filtered by status and temple, counted by
status, newest first in keyset pages."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, StoreOrder, Temple, TempleBooking
from data.repositories import admin_lists
from data.repositories.admin_lists import Position

Booking = TypeVar("Booking", PriestBooking, TempleBooking)
Listed = TypeVar("Listed", PriestBooking, TempleBooking, StoreOrder)


async def booking_filters(
    session: AsyncSession,
    model: type[Booking],
    *,
    term: str,
    status: str | None,
    temple_id: str | None = None,
) -> list[ColumnElement[bool]]:
    """Search over customer name, phone and service name (a number's start through the phone
    index, a name few hold through the trigram table); an optional status; and for temple
    bookings an optional temple."""
    found = admin_lists.search(term, model.customer_phone, model.customer_name, model.service_name)
    where = [found]
    if status is not None:
        where.append(model.status == status)
    if temple_id is not None and model is TempleBooking:
        where.append(TempleBooking.temple_id == temple_id)
    return await admin_lists.narrowed(session, model, term, where)


async def status_counts(
    session: AsyncSession, model: type[Booking], *where: ColumnElement[bool]
) -> dict[str, int]:
    """How many bookings hold each status, in one grouped query."""
    stmt = select(model.status, func.count()).where(*where).group_by(model.status)
    return {status: int(n) for status, n in (await session.execute(stmt)).all()}


async def priest_bookings(
    session: AsyncSession,
    where: Sequence[ColumnElement[bool]],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> tuple[list[PriestBooking], Position | None]:
    """A page of priest bookings, newest first, and where it ended when more follow."""
    stmt = admin_lists.newest_first(
        select(PriestBooking).where(*where),
        PriestBooking,
        after=after,
        offset=offset,
        limit=limit,
    )
    rows = (await session.execute(stmt)).scalars().all()
    return admin_lists.page_of(rows, limit, lambda booking: booking)


async def temple_bookings(
    session: AsyncSession,
    where: Sequence[ColumnElement[bool]],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> tuple[list[tuple[TempleBooking, str]], Position | None]:
    """A page of temple bookings with their temple's name, newest first, and where it ended
    when more follow."""
    stmt = admin_lists.newest_first(
        select(TempleBooking, Temple.name)
        .join(Temple, Temple.id == TempleBooking.temple_id)
        .where(*where),
        TempleBooking,
        after=after,
        offset=offset,
        limit=limit,
    )
    rows = [(booking, name) for booking, name in (await session.execute(stmt)).all()]
    return admin_lists.page_of(rows, limit, lambda row: row[0])


async def newest(
    session: AsyncSession, model: type[Listed], limit: int, *where: ColumnElement[bool]
) -> Sequence[Listed]:
    stmt = (
        select(model).where(*where).order_by(model.created_at.desc(), model.id.desc()).limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()


async def get_temple_booking(
    session: AsyncSession, booking_id: str, *, for_update: bool = False
) -> TempleBooking | None:
    """One temple booking; `for_update` locks the row (PostgreSQL) so that two admins
    collecting the same payment cannot both succeed."""
    return await session.get(TempleBooking, booking_id, with_for_update=for_update)


async def get_priest_booking(
    session: AsyncSession, booking_id: str, *, for_update: bool = False
) -> PriestBooking | None:
    return await session.get(PriestBooking, booking_id, with_for_update=for_update)


async def temple_name(session: AsyncSession, temple_id: str) -> str | None:
    return await session.scalar(select(Temple.name).where(Temple.id == temple_id))
