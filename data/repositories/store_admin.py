"""Store queries of the admin screen: every product, categories with their product counts,
orders by search and status in keyset pages. Products name their category by text, matched
ignoring case."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import StoreCategory, StoreOrder, StoreProduct
from data.repositories import admin_lists
from data.repositories.admin_lists import Position
from data.repositories.common import text_matches


def _in_category(name: str) -> ColumnElement[bool]:
    return func.lower(StoreProduct.category) == name.lower()


async def products(
    session: AsyncSession, *, term: str, category: str | None, offset: int, limit: int
) -> tuple[Sequence[StoreProduct], int]:
    """Every product, inactive and out of stock included, newest first."""
    where = [text_matches(term, StoreProduct.name, StoreProduct.description)]
    if category is not None:
        where.append(_in_category(category))
    total = await session.scalar(select(func.count()).select_from(StoreProduct).where(*where))
    stmt = (
        select(StoreProduct)
        .where(*where)
        .order_by(StoreProduct.created_at.desc(), StoreProduct.name, StoreProduct.id)
        .offset(offset)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all(), total or 0


async def product_with_sku(
    session: AsyncSession, sku: str, *, other_than: str | None = None
) -> StoreProduct | None:
    """A product holding this SKU (ignoring case), other than the one being edited."""
    stmt = select(StoreProduct).where(func.lower(StoreProduct.sku) == sku.lower())
    if other_than is not None:
        stmt = stmt.where(StoreProduct.id != other_than)
    return (await session.execute(stmt.limit(1))).scalar_one_or_none()


async def products_in_category(session: AsyncSession, name: str) -> Sequence[StoreProduct]:
    stmt = select(StoreProduct).where(_in_category(name)).order_by(StoreProduct.id)
    return (await session.execute(stmt)).scalars().all()


async def count_in_category(session: AsyncSession, name: str) -> int:
    stmt = select(func.count()).select_from(StoreProduct).where(_in_category(name))
    return int(await session.scalar(stmt) or 0)


async def category_named(
    session: AsyncSession, name: str, *, other_than: str | None = None, lock: bool = False
) -> StoreCategory | None:
    """The category with this name (ignoring case). `lock` holds its row until commit, so a
    product is never filed under a category that a concurrent rename or delete removes."""
    stmt = select(StoreCategory).where(func.lower(StoreCategory.name) == name.lower())
    if other_than is not None:
        stmt = stmt.where(StoreCategory.id != other_than)
    if lock:
        stmt = stmt.with_for_update()
    return (await session.execute(stmt.limit(1))).scalar_one_or_none()


async def category_for_update(session: AsyncSession, category_id: str) -> StoreCategory | None:
    stmt = select(StoreCategory).where(StoreCategory.id == category_id).with_for_update()
    return (await session.execute(stmt)).scalar_one_or_none()


async def category_names(session: AsyncSession) -> list[str]:
    stmt = select(StoreCategory.name).order_by(StoreCategory.name)
    return list((await session.execute(stmt)).scalars().all())


async def categories_with_counts(
    session: AsyncSession, *, offset: int, limit: int
) -> tuple[list[tuple[StoreCategory, int]], int]:
    """Categories by name, each with how many products (of any state) use it."""
    counts = (
        select(func.lower(StoreProduct.category).label("key"), func.count().label("n"))
        .group_by(func.lower(StoreProduct.category))
        .subquery()
    )
    stmt = (
        select(StoreCategory, func.coalesce(counts.c.n, 0))
        .outerjoin(counts, counts.c.key == func.lower(StoreCategory.name))
        .order_by(StoreCategory.name, StoreCategory.id)
        .offset(offset)
        .limit(limit)
    )
    rows = [(category, int(n)) for category, n in (await session.execute(stmt)).all()]
    total = await session.scalar(select(func.count()).select_from(StoreCategory))
    return rows, total or 0


async def order_filters(
    session: AsyncSession, *, term: str, status: str | None
) -> list[ColumnElement[bool]]:
    """Orders whose id, customer name or phone holds `term` (a number's start through the
    phone index, a name few hold through the trigram table), perhaps of one status."""
    where = [
        admin_lists.search(term, StoreOrder.customer_phone, StoreOrder.id, StoreOrder.customer_name)
    ]
    if status is not None:
        where.append(StoreOrder.order_status == status)
    return await admin_lists.narrowed(session, StoreOrder, term, where)


async def orders(
    session: AsyncSession,
    where: Sequence[ColumnElement[bool]],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> tuple[list[StoreOrder], Position | None]:
    """A page of orders, newest first, and where it ended when more follow."""
    stmt = admin_lists.newest_first(
        select(StoreOrder).where(*where), StoreOrder, after=after, offset=offset, limit=limit
    )
    rows = (await session.execute(stmt)).scalars().all()
    return admin_lists.page_of(rows, limit, lambda order: order)


async def order_for_update(session: AsyncSession, order_id: str) -> StoreOrder | None:
    """The order, its row held until commit so two status changes both reach its history."""
    stmt = select(StoreOrder).where(StoreOrder.id == order_id).with_for_update()
    return (await session.execute(stmt)).scalar_one_or_none()
