"""Priest bookings, temple bookings and store orders looked up by the customer's contact."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, StoreOrder, TempleBooking

CustomerRecord = TypeVar("CustomerRecord", PriestBooking, TempleBooking, StoreOrder)


async def by_contact(
    session: AsyncSession,
    model: type[CustomerRecord],
    *,
    phone: str | None,
    email: str | None,
    limit: int,
) -> Sequence[CustomerRecord]:
    """Records with this phone (10 digits) or e-mail (lower case), newest first."""
    conditions = []
    if phone:
        conditions.append(model.customer_phone == phone)
    if email:
        conditions.append(model.customer_email == email)
    if not conditions:
        return []
    stmt = select(model).where(or_(*conditions)).order_by(model.created_at.desc()).limit(limit)
    return (await session.execute(stmt)).scalars().all()


async def ids_by_short_code(
    session: AsyncSession,
    model: type[PriestBooking] | type[TempleBooking] | type[StoreOrder],
    *,
    prefix: str,
    code: str,
    client_ref: str,
) -> Sequence[str]:
    """Ids of the records this browser made whose id starts with `prefix` and ends with
    `code` (a short id's parts, already checked against the id alphabet, so no LIKE
    wildcard can be in them). At most two: one is the record, two means "give the full id"."""
    stmt = (
        select(model.id)
        .where(model.client_ref == client_ref, model.id.like(f"{prefix}%{code}"))
        .limit(2)
    )
    return (await session.execute(stmt)).scalars().all()
