"""Add the demo catalogue (data/demo_catalogue/) to a database that already has a catalogue:
every demo record it lacks, so that loading twice adds nothing. A new database gets the demo
with the seed itself (`seed_catalogue(db, demo=True)`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.db import Database
from data.models import StoreCategory, StoreProduct
from data.seeding import demo_catalogue_rows, lock_catalogue, table_counts


@dataclass(frozen=True)
class DemoLoad:
    added: dict[str, int]
    # Demo records left out because the database has their id, or a product with their SKU
    # or a category with their name (an admin's own): those are never overwritten.
    kept_out: int


async def _taken(session: AsyncSession, rows: Iterable[Any]) -> set[tuple[str, str]]:
    """(table, key) pairs the database already holds: ids, product SKUs, category names."""
    by_model: dict[Any, list[str]] = {}
    for row in rows:
        by_model.setdefault(type(row), []).append(row.id)
    taken = set()
    for model, ids in by_model.items():
        found = await session.scalars(select(model.id).where(model.id.in_(ids)))
        taken |= {(model.__tablename__, i) for i in found}
    skus = await session.scalars(select(StoreProduct.sku))
    names = await session.scalars(select(func.lower(StoreCategory.name)))
    return taken | {("sku", s) for s in skus} | {("category", n) for n in names}


def _keys(row: Any) -> list[tuple[str, str]]:
    keys = [(row.__tablename__, row.id)]
    if isinstance(row, StoreProduct):
        keys.append(("sku", row.sku))
    if isinstance(row, StoreCategory):
        keys.append(("category", row.name.lower()))
    return keys


async def load_demo_catalogue(db: Database) -> DemoLoad:
    """Add the demo records the database lacks (by id), in one transaction."""
    rows = demo_catalogue_rows()
    async with db.writer() as session, session.begin():
        await lock_catalogue(session, db.dialect)
        taken = await _taken(session, rows)
        new = [row for row in rows if not taken.intersection(_keys(row))]
        # Parents first: temples before their services (the files' order).
        session.add_all(new)
    return DemoLoad(added=table_counts(new), kept_out=len(rows) - len(new))
