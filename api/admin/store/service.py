"""Use cases of the admin store screen: summary, products, categories and orders."""

from __future__ import annotations

from datetime import datetime

from api.admin import keyset
from api.admin.common import Listing, Page, apply_changes
from api.admin.store import rules
from api.admin.store.schemas import (
    AdminStoreOrderRead,
    CategoryAdminRead,
    CategoryCreate,
    CategoryUpdate,
    OrderRow,
    OrderStatusChange,
    ProductAdminRead,
    ProductCreate,
    ProductUpdate,
    ShippingAddressChange,
    StoreSummary,
)
from api.common.errors import ApiError, NotFound
from api.records import lifecycle
from data.ids import new_id
from data.models import StoreCategory, StoreOrder, StoreProduct
from data.repositories import record_stats, reports
from data.repositories import store_admin as repo
from data.session_types import AsyncSession, IntegrityError

ORDER_LIST = "store-orders"


async def store_summary(session: AsyncSession) -> StoreSummary:
    """Products and categories are a catalogue's size; orders and revenue come from the
    statistics kept with every order, not from reading the orders."""
    return StoreSummary(
        total_products=await reports.count_rows(session, StoreProduct),
        categories=await reports.count_rows(session, StoreCategory),
        total_orders=sum((await record_stats.status_counts(session, "store")).values()),
        total_revenue=await record_stats.revenue(session, "store"),
    )


async def _save(session: AsyncSession, clash: ApiError) -> None:
    """Flush then commit; a unique column taken by a concurrent writer becomes `clash`."""
    try:
        await session.flush()
    except IntegrityError:
        raise clash from None
    await session.commit()


# Products


def _product_read(product: StoreProduct) -> ProductAdminRead:
    # The back office names a category in English (its Hindi is a field of its own).
    return ProductAdminRead.model_validate(product).model_copy(
        update={"category_label": product.category}
    )


async def list_products(
    session: AsyncSession, *, term: str, category: str | None, page: Page
) -> Listing[ProductAdminRead]:
    rows, total = await repo.products(
        session,
        term=term,
        category=rules.category_filter(category),
        offset=page.offset,
        limit=page.limit,
    )
    return Listing(items=[_product_read(p) for p in rows], total=total)


async def _category_name(session: AsyncSession, name: str) -> str:
    """The stored spelling of an existing category's name, its row locked until commit."""
    category = await repo.category_named(session, name, lock=True)
    if category is None:
        raise rules.unknown_category(name, await repo.category_names(session))
    return category.name


async def _ensure_sku_free(session: AsyncSession, sku: str, other_than: str | None) -> None:
    if await repo.product_with_sku(session, sku, other_than=other_than) is not None:
        raise rules.duplicate_sku(sku)


async def create_product(
    session: AsyncSession, payload: ProductCreate, *, now: datetime
) -> ProductAdminRead:
    category = await _category_name(session, payload.category)
    await _ensure_sku_free(session, payload.sku, None)
    fields = payload.model_dump()
    fields.update(category=category, original_price=rules.original_price(payload.original_price))
    product = StoreProduct(id=new_id("prod-"), created_at=now, updated_at=now, **fields)
    session.add(product)
    await _save(session, rules.duplicate_sku(payload.sku))
    return _product_read(product)


async def update_product(
    session: AsyncSession, product_id: str, payload: ProductUpdate, *, now: datetime
) -> ProductAdminRead:
    product = NotFound.PRODUCT.unless(await session.get(StoreProduct, product_id))
    changes = payload.model_dump(exclude_unset=True)
    if payload.category is not None:
        changes["category"] = await _category_name(session, payload.category)
    if payload.sku is not None:
        await _ensure_sku_free(session, payload.sku, product.id)
    if "original_price" in changes:
        changes["original_price"] = rules.original_price(payload.original_price)
    if apply_changes(product, changes, now):
        await _save(session, rules.duplicate_sku(product.sku))
    return _product_read(product)


async def delete_product(session: AsyncSession, product_id: str) -> None:
    """Orders keep their own copy of each line, so a product can go for good."""
    product = NotFound.PRODUCT.unless(await session.get(StoreProduct, product_id))
    await session.delete(product)
    await session.commit()


# Categories


def _category_read(category: StoreCategory, product_count: int) -> CategoryAdminRead:
    return CategoryAdminRead(
        id=category.id,
        name=category.name,
        label=category.name,
        description=category.description,
        image=category.image,
        name_hi=category.name_hi,
        description_hi=category.description_hi,
        is_active=category.is_active,
        product_count=product_count,
        created_at=category.created_at,
        updated_at=category.updated_at,
    )


async def list_categories(session: AsyncSession, *, page: Page) -> Listing[CategoryAdminRead]:
    rows, total = await repo.categories_with_counts(session, offset=page.offset, limit=page.limit)
    return Listing(items=[_category_read(c, n) for c, n in rows], total=total)


async def create_category(
    session: AsyncSession, payload: CategoryCreate, *, now: datetime
) -> CategoryAdminRead:
    if await repo.category_named(session, payload.name) is not None:
        raise rules.duplicate_category(payload.name)
    products = await repo.count_in_category(session, payload.name)
    category = StoreCategory(
        id=new_id("cat-"), created_at=now, updated_at=now, **payload.model_dump()
    )
    session.add(category)
    await _save(session, rules.duplicate_category(payload.name))
    return _category_read(category, products)


async def _rename(session: AsyncSession, category: StoreCategory, name: str, now: datetime) -> None:
    """Products name their category, so they follow it to its new name (through the ORM, so
    admins' live screens see each product change)."""
    if await repo.category_named(session, name, other_than=category.id) is not None:
        raise rules.duplicate_category(name)
    for product in await repo.products_in_category(session, category.name):
        product.category = name
        product.updated_at = now


async def update_category(
    session: AsyncSession, category_id: str, payload: CategoryUpdate, *, now: datetime
) -> CategoryAdminRead:
    category = NotFound.STORE_CATEGORY.unless(await repo.category_for_update(session, category_id))
    products = await repo.count_in_category(session, category.name)  # a rename keeps them all
    changes = payload.model_dump(exclude_unset=True)
    if payload.name is not None and payload.name != category.name:
        await _rename(session, category, payload.name, now)
    if apply_changes(category, changes, now):
        await _save(session, rules.duplicate_category(category.name))
    return _category_read(category, products)


async def delete_category(session: AsyncSession, category_id: str) -> None:
    category = NotFound.STORE_CATEGORY.unless(await repo.category_for_update(session, category_id))
    in_use = await repo.count_in_category(session, category.name)
    if in_use:
        raise rules.category_in_use(category.name, in_use)
    await session.delete(category)
    await session.commit()


# Orders


def _order_row(order: StoreOrder) -> OrderRow:
    items = rules.item_summary(order.items)
    return OrderRow(
        id=order.id,
        customer_name=order.customer_name,
        customer_phone=order.customer_phone,
        item_count=items.count,
        item_names=items.names,
        more_items=items.more,
        subtotal=order.subtotal,
        total=order.total,
        payment_method=order.payment_method,
        payment_status=order.payment_status,
        order_status=order.order_status,
        created_at=order.created_at,
    )


async def list_orders(
    session: AsyncSession, *, term: str, status: str | None, page: Page
) -> Listing[OrderRow]:
    """A page of orders, newest first. Without a search the total comes from the statistics;
    a search counts up to COUNT_CAP."""
    chosen = rules.status_filter(status)
    where = await repo.order_filters(session, term=term, status=chosen)
    rows, last = await repo.orders(
        session,
        where,
        after=keyset.position_after(page, ORDER_LIST),
        offset=page.offset,
        limit=page.limit,
    )
    if term.strip():
        total, exact = await keyset.searched_total(
            session, StoreOrder, where, page=page, shown=len(rows), last=last
        )
    else:
        counts = await record_stats.status_counts(session, "store")
        total, exact = (counts.get(chosen, 0) if chosen else sum(counts.values())), True
    return Listing(
        items=[_order_row(o) for o in rows],
        total=total,
        total_exact=exact,
        next_cursor=keyset.cursor_after(ORDER_LIST, last),
    )


async def get_order(session: AsyncSession, order_id: str) -> AdminStoreOrderRead:
    """Everything the details view shows; the browser reference (client_ref) is not sent."""
    order = NotFound.STORE_ORDER.unless(await session.get(StoreOrder, order_id))
    return AdminStoreOrderRead.model_validate(order)


async def change_order_status(
    session: AsyncSession, order_id: str, payload: OrderStatusChange, *, now: datetime
) -> AdminStoreOrderRead:
    """A status the transition table allows (spec section 4 allowed any: see api/records):
    cancelling refunds what was paid online and puts the items back on the shelf."""
    order = NotFound.STORE_ORDER.unless(await repo.order_for_update(session, order_id))
    if order.order_status != payload.order_status:
        await lifecycle.move(session, order, payload.order_status, now, by_admin=True)
        await session.commit()
    return AdminStoreOrderRead.model_validate(order)


async def change_shipping_address(
    session: AsyncSession, order_id: str, payload: ShippingAddressChange, *, now: datetime
) -> AdminStoreOrderRead:
    order = NotFound.STORE_ORDER.unless(await repo.order_for_update(session, order_id))
    parts = payload.delivery_address.model_dump()
    if order.delivery_address != parts:
        order.delivery_address = parts
        order.shipping_address = payload.delivery_address.written()
        order.updated_at = now
        await session.commit()
    return AdminStoreOrderRead.model_validate(order)
