"""Store categories, products (with the atomic stock decrement) and orders."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from data.changes import Change, record_change, row_to_dict
from data.models import StoreCategory, StoreOrder, StoreProduct
from data.repositories.common import text_matches

_TEXTS = (
    StoreProduct.name,
    StoreProduct.description,
    StoreProduct.name_hi,
    StoreProduct.description_hi,
)


async def active_categories(session: AsyncSession) -> Sequence[StoreCategory]:
    stmt = select(StoreCategory).where(StoreCategory.is_active).order_by(StoreCategory.name)
    return (await session.execute(stmt)).scalars().all()


async def listed_products(
    session: AsyncSession, *, term: str, category: str | None, offset: int, limit: int
) -> tuple[Sequence[StoreProduct], int]:
    """Products a customer sees: the active ones, out of stock or not."""
    where = [StoreProduct.is_active, text_matches(term, *_TEXTS)]
    if category is not None:
        where.append(func.lower(StoreProduct.category) == category.lower())
    total = await session.scalar(select(func.count()).select_from(StoreProduct).where(*where))
    stmt = (
        select(StoreProduct)
        .where(*where)
        .order_by(StoreProduct.category, StoreProduct.name, StoreProduct.id)
        .offset(offset)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all(), total or 0


async def active_product(session: AsyncSession, product_id: str) -> StoreProduct | None:
    product = await session.get(StoreProduct, product_id)
    return product if product is not None and product.is_active else None


async def products_by_ids(session: AsyncSession, ids: Sequence[str]) -> dict[str, StoreProduct]:
    stmt = select(StoreProduct).where(StoreProduct.id.in_(ids))
    return {p.id: p for p in (await session.execute(stmt)).scalars().all()}


async def take_stock(session: AsyncSession, product_id: str, quantity: int) -> int | None:
    """Decrement stock by `quantity` only if that much is there, in one statement, so two
    checkouts can never both take the last item. Returns the stock left, or None."""
    stmt = (
        update(StoreProduct)
        .where(
            StoreProduct.id == product_id,
            StoreProduct.is_active,
            StoreProduct.in_stock,
            StoreProduct.stock_quantity >= quantity,
        )
        .values(stock_quantity=StoreProduct.stock_quantity - quantity)
        .returning(StoreProduct)
        .execution_options(synchronize_session="fetch")
    )
    product = (await session.execute(stmt)).scalar_one_or_none()
    if product is None:
        return None
    record_change(session, Change("store_products", "UPDATE", row_to_dict(product)))
    return product.stock_quantity


async def stock_of(session: AsyncSession, product_id: str) -> int:
    stmt = select(StoreProduct.stock_quantity).where(StoreProduct.id == product_id)
    return (await session.scalar(stmt)) or 0


async def return_stock(session: AsyncSession, product_id: str, quantity: int) -> None:
    """Put `quantity` back on the shelf (an order released unpaid), in one statement."""
    stmt = (
        update(StoreProduct)
        .where(StoreProduct.id == product_id)
        .values(stock_quantity=StoreProduct.stock_quantity + quantity)
        .returning(StoreProduct)
        .execution_options(synchronize_session="fetch")
    )
    product = (await session.execute(stmt)).scalar_one_or_none()
    if product is not None:  # the back office's live screens show the stock back
        record_change(session, Change("store_products", "UPDATE", row_to_dict(product)))


async def open_orders_of(
    session: AsyncSession,
    phone: str,
    *,
    method: str,
    open_statuses: Sequence[str],
    paid: str,
    exclude_id: str | None = None,
) -> int:
    """How many of a phone's orders by `method` are still open (in `open_statuses`) and unpaid."""
    where = [
        StoreOrder.customer_phone == phone,
        StoreOrder.payment_method == method,
        StoreOrder.order_status.in_(open_statuses),
        StoreOrder.payment_status != paid,
    ]
    if exclude_id is not None:
        where.append(StoreOrder.id != exclude_id)
    return await session.scalar(select(func.count()).select_from(StoreOrder).where(*where)) or 0
