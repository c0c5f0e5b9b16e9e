"""Store pricing, computed on the server from catalogue prices only.

Shipping is 50 rupees, free when the subtotal is above 500. Tax is 5% of the subtotal,
rounded to the nearest rupee (halves up). Total = subtotal + shipping + tax."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from api.common.errors import ApiError
from data.statuses import OrderStatus, PaymentStatus

SHIPPING_FEE = Decimal(50)
FREE_SHIPPING_ABOVE = Decimal(500)
TAX_RATE = Decimal("0.05")
# Enough for a temple's hand-outs or a Deepawali's lamps (108) in one line; stock bounds it too.
MAX_PER_ITEM = 108
MAX_LINES = 30

COD, ONLINE = "cod", "phonepe"
PAYMENT_METHODS = (COD, ONLINE)
INITIAL_ORDER_STATUS = OrderStatus.PENDING
INITIAL_PAYMENT_STATUS = PaymentStatus.PENDING  # paid once an online payment verifies


@dataclass(frozen=True)
class Totals:
    subtotal: Decimal
    shipping: Decimal
    tax: Decimal
    total: Decimal


def shipping_for(subtotal: Decimal) -> Decimal:
    return Decimal(0) if subtotal > FREE_SHIPPING_ABOVE else SHIPPING_FEE


def tax_for(subtotal: Decimal) -> Decimal:
    return (subtotal * TAX_RATE).quantize(Decimal(1), rounding=ROUND_HALF_UP)


def order_totals(lines: Iterable[tuple[Decimal, int]]) -> Totals:
    """Totals for (unit price, quantity) lines."""
    subtotal = sum((price * qty for price, qty in lines), Decimal(0))
    shipping, tax = shipping_for(subtotal), tax_for(subtotal)
    return Totals(subtotal, shipping, tax, subtotal + shipping + tax)


def merge_quantities(lines: Iterable[tuple[str, int]]) -> dict[str, int]:
    """One quantity per product (a cart may list a product twice), bounded per item."""
    merged: dict[str, int] = {}
    for product_id, quantity in lines:
        merged[product_id] = merged.get(product_id, 0) + quantity
    for product_id, quantity in merged.items():
        if quantity > MAX_PER_ITEM:
            raise ApiError(
                422,
                "quantity_too_large",
                f"You can order at most {MAX_PER_ITEM} of one item ({product_id})",
                fields=["items"],
            )
    return merged


def out_of_stock(name: str, available: int) -> ApiError:
    detail = (
        f"{name} is out of stock" if available <= 0 else f"Only {available} of {name} left in stock"
    )
    return ApiError(409, "out_of_stock", detail, fields=["items"])
