"""Use cases of the store: browse, price a cart, check out."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from api.common.errors import ApiError, NotFound
from api.common.history import history_entry
from api.common.idempotency import Created, create_once
from api.common.translated import read_in, text_in
from api.settings import CheckoutSettings
from api.store import cash_on_delivery, rules
from api.store.lines import stored_line
from api.store.schemas import (
    Cart,
    CategoryRead,
    CheckoutRequest,
    OrderLine,
    ProductPage,
    ProductRead,
    Quote,
    QuoteLine,
    StoreOrderRead,
)
from assistant_core.texts import Language
from data.ids import RECORD_PREFIXES, new_id
from data.models import StoreCategory, StoreOrder, StoreProduct
from data.repositories import store as repo
from data.session_types import AsyncSession


def _category_read(category: StoreCategory, language: Language) -> CategoryRead:
    # `name` stays the English that products and filters use; `label` is what is shown.
    return CategoryRead(
        id=category.id,
        name=category.name,
        label=text_in(category, "name", language),
        description=text_in(category, "description", language),
        image=category.image,
    )


async def list_categories(session: AsyncSession, language: Language) -> list[CategoryRead]:
    return [_category_read(c, language) for c in await repo.active_categories(session)]


async def _product_reads(
    session: AsyncSession, products: Sequence[StoreProduct], language: Language
) -> list[ProductRead]:
    labels = {c.name: text_in(c, "name", language) for c in await repo.active_categories(session)}
    return [
        read_in(ProductRead, p, language, category_label=labels.get(p.category, p.category))
        for p in products
    ]


async def list_products(
    session: AsyncSession,
    *,
    search: str,
    category: str | None,
    offset: int,
    limit: int,
    language: Language,
) -> ProductPage:
    wanted = None if category is None or category.strip() in ("", "All") else category.strip()
    rows, total = await repo.listed_products(
        session, term=search, category=wanted, offset=offset, limit=limit
    )
    return ProductPage(
        items=await _product_reads(session, rows, language),
        total=total,
        offset=offset,
        limit=limit,
    )


async def get_product(session: AsyncSession, product_id: str, language: Language) -> ProductRead:
    product = await repo.active_product(session, product_id)
    if product is None:
        raise NotFound.PRODUCT.error()
    return (await _product_reads(session, [product], language))[0]


def _problem(product: StoreProduct | None, quantity: int) -> str | None:
    if product is None or not product.is_active:
        return "This item is no longer sold"
    if not product.in_stock or product.stock_quantity <= 0:
        return "Out of stock"
    if product.stock_quantity < quantity:
        return f"Only {product.stock_quantity} left in stock"
    return None


async def quote(session: AsyncSession, cart: Cart, language: Language = "en") -> Quote:
    """Price a cart for the cart screen; lines that cannot be bought are flagged, not priced."""
    wanted = rules.merge_quantities((line.product_id, line.quantity) for line in cart.items)
    products = await repo.products_by_ids(session, list(wanted))
    lines: list[QuoteLine] = []
    for product_id, quantity in wanted.items():
        product = products.get(product_id)
        problem = _problem(product, quantity)
        price = product.price if product else Decimal(0)
        lines.append(
            QuoteLine(
                product_id=product_id,
                product_name=text_in(product, "name", language) if product else "Unknown product",
                quantity=quantity,
                price=price,
                total=price * quantity,
                available=problem is None,
                problem=problem,
            )
        )
    totals = rules.order_totals((line.price, line.quantity) for line in lines if line.available)
    return Quote(
        lines=lines,
        subtotal=totals.subtotal,
        shipping=totals.shipping,
        tax=totals.tax,
        total=totals.total,
    )


async def _take_items(
    session: AsyncSession, wanted: dict[str, int]
) -> list[tuple[OrderLine, str | None]]:
    """The order's lines, each with its product's Hindi name, stock taken."""
    products = await repo.products_by_ids(session, list(wanted))
    lines = []
    # Fixed order, so concurrent checkouts lock rows in the same order (no deadlock).
    for product_id in sorted(wanted):
        quantity, product = wanted[product_id], products.get(product_id)
        if product is None or not product.is_active:
            raise ApiError(
                422, "unknown_product", f"Unknown product: {product_id}", fields=["items"]
            )
        if await repo.take_stock(session, product_id, quantity) is None:
            # What may still be bought: nothing of a product marked out of stock, whatever
            # its count says (an admin may mark it so with some left).
            left = await repo.stock_of(session, product_id) if product.in_stock else 0
            raise rules.out_of_stock(product.name, left)
        line = OrderLine(
            product_id=product.id,
            product_name=product.name,
            quantity=quantity,
            price=product.price,
            total=product.price * quantity,
        )
        lines.append((line, product.name_hi))
    return lines


async def checkout(
    session: AsyncSession,
    payload: CheckoutRequest,
    *,
    now: datetime,
    client_ref: str,
    idempotency_key: str | None,
    limits: CheckoutSettings,
) -> Created:
    async def create() -> StoreOrder:
        wanted = rules.merge_quantities((i.product_id, i.quantity) for i in payload.items)
        lines = await _take_items(session, wanted)
        totals = rules.order_totals((line.price, line.quantity) for line, _ in lines)
        if payload.payment_method == rules.COD:  # a refusal rolls the stock back
            await cash_on_delivery.check(
                session,
                phone=payload.customer_phone,
                total=totals.total,
                client_ref=client_ref,
                now=now,
                limits=limits,
            )
        return StoreOrder(
            id=new_id(RECORD_PREFIXES["store"]),
            customer_id=payload.customer_phone,
            customer_name=payload.customer_name,
            customer_phone=payload.customer_phone,
            customer_email=payload.customer_email,
            shipping_address=payload.delivery_address.written(),
            delivery_address=payload.delivery_address.model_dump(),
            items=[stored_line(line, name_hi) for line, name_hi in lines],
            subtotal=totals.subtotal,
            shipping=totals.shipping,
            tax=totals.tax,
            total=totals.total,
            payment_method=payload.payment_method,
            payment_status=rules.INITIAL_PAYMENT_STATUS,
            order_status=rules.INITIAL_ORDER_STATUS,
            status_history=[history_entry(rules.INITIAL_ORDER_STATUS, now)],
            client_ref=client_ref,
            # Placed to pay online: released if no payment arrives (api/settlement/release.py).
            payment_attempted_at=now if payload.payment_method == rules.ONLINE else None,
        )

    return await create_once(
        session,
        scope="store_order",
        key=idempotency_key,
        request=payload,
        create=create,
        read=StoreOrderRead,
    )
