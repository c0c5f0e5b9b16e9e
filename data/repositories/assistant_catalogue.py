"""What the assistant knows of the customer-visible catalogue: the rows its general answers
are indexed from, a cheap fingerprint that says when they changed, and the names its speech
recognition is taught."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PujaService, StoreCategory, StoreProduct, Temple, TempleService
from data.repositories import temples as temples_repo

MAX_ROWS = 2000  # per table: bounds memory and the index whatever an admin adds
CATALOGUE_TABLES = (PujaService, Temple, TempleService, StoreProduct, StoreCategory)
MAX_NAMES = 5000  # per table, for speech recognition
NAMED = (PujaService, Temple, TempleService, StoreProduct)
# The tables whose changes make the taught names stale.
NAMED_TABLES = frozenset(model.__tablename__ for model in NAMED)


async def fingerprint(session: AsyncSession) -> str:
    """Row count and newest updated_at of every catalogue table, in one round trip: any
    insert, edit, soft delete or delete through the app changes it."""
    stamps = union_all(
        *(
            select(
                literal(model.__tablename__),
                func.count(),
                func.max(model.updated_at),
            ).select_from(model)
            for model in CATALOGUE_TABLES
        )
    )
    rows = (await session.execute(stamps)).all()
    return "|".join(f"{name}:{count}:{newest}" for name, count, newest in sorted(rows))


async def pujas(session: AsyncSession) -> Sequence[PujaService]:
    """Active pujas by category, then cheapest first."""
    stmt = (
        select(PujaService)
        .where(PujaService.is_active)
        .order_by(PujaService.category, PujaService.price, PujaService.id)
        .limit(MAX_ROWS)
    )
    return (await session.execute(stmt)).scalars().all()


async def temples(session: AsyncSession) -> Sequence[Temple]:
    """Active temples by name."""
    return await temples_repo.active_temples(session, term="", limit=MAX_ROWS)


async def temple_services(session: AsyncSession) -> Sequence[TempleService]:
    """Active poojas of every temple, cheapest first."""
    stmt = (
        select(TempleService)
        .where(TempleService.is_active)
        .order_by(TempleService.price, TempleService.name)
        .limit(MAX_ROWS)
    )
    return (await session.execute(stmt)).scalars().all()


async def products(session: AsyncSession) -> Sequence[StoreProduct]:
    """Active products by category and name, out of stock or not."""
    stmt = (
        select(StoreProduct)
        .where(StoreProduct.is_active)
        .order_by(StoreProduct.category, StoreProduct.name)
        .limit(MAX_ROWS)
    )
    return (await session.execute(stmt)).scalars().all()


async def spoken_names(session: AsyncSession) -> list[str]:
    """Names of pujas, temples, poojas and products, active or not."""
    names: list[str] = []
    for model in NAMED:
        names += (await session.execute(select(model.name).limit(MAX_NAMES))).scalars().all()
    return names
