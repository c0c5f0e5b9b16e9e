"""The demo catalogue's records, and which of them other records still refer to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from sqlalchemy import CompoundSelect, func, select, union
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import (
    AdminUser,
    Priest,
    Review,
    StoreCategory,
    StoreProduct,
    Temple,
    TempleBooking,
    TempleService,
)

DemoModel = TypeVar("DemoModel", Temple, TempleService, Priest, StoreCategory, StoreProduct)
DEMO_MODELS = (Temple, TempleService, Priest, StoreCategory, StoreProduct)


async def demo_records(session: AsyncSession, model: type[DemoModel]) -> Sequence[DemoModel]:
    """Every demo record of a kind, locked for the change."""
    stmt = select(model).where(model.is_demo).order_by(model.id).with_for_update()
    return (await session.execute(stmt)).scalars().all()


async def demo_counts(session: AsyncSession) -> dict[str, int]:
    """How many demo records of each kind the database holds (active or not), kinds with
    none left out."""
    counts = {}
    for model in DEMO_MODELS:
        stmt = select(func.count()).select_from(model).where(model.is_demo)
        if found := int(await session.scalar(stmt) or 0):
            counts[model.__tablename__] = found
    return counts


async def temples_in_use(session: AsyncSession, ids: Sequence[str]) -> set[str]:
    """The temples among `ids` that a booking, a review, a temple admin or a service of
    their own (one an admin added, or one kept for its bookings) refers to."""
    stmt: CompoundSelect[str | None] = union(
        select(TempleBooking.temple_id).where(TempleBooking.temple_id.in_(ids)),
        select(Review.temple_id).where(Review.temple_id.in_(ids)),
        select(AdminUser.temple_id).where(AdminUser.temple_id.in_(ids)),
        select(TempleService.temple_id).where(TempleService.temple_id.in_(ids)),
    )
    return {row[0] for row in await session.execute(stmt) if row[0] is not None}


async def services_in_use(session: AsyncSession, ids: Sequence[str]) -> set[str]:
    """The temple services among `ids` that a booking or a review refers to."""
    stmt: CompoundSelect[str | None] = union(
        select(TempleBooking.service_id).where(TempleBooking.service_id.in_(ids)),
        select(Review.subject_id).where(Review.record_kind == "temple", Review.subject_id.in_(ids)),
    )
    return {row[0] for row in await session.execute(stmt) if row[0] is not None}
