"""Wire shapes of the store."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from api.common.history import HistoryEntry
from api.common.wire import (
    Id,
    Money,
    OptionalEmail,
    PersonName,
    Phone,
    RecordOut,
    WholeNumber,
    WireIn,
    WireOut,
)
from api.store.address import DeliveryAddressRead, RequiredAddress
from api.store.rules import MAX_LINES, MAX_PER_ITEM
from data.statuses import OrderStatus, PaymentStatus

# A count of one item: an integer, never a string or true (strict), within the store's limit.
Quantity = Annotated[int, Field(strict=True, ge=1, le=MAX_PER_ITEM), WholeNumber]


class CategoryRead(WireOut):
    id: str
    name: str  # the filter value, as products name their category
    label: str  # the name in the language asked for
    description: str
    image: str | None


class ProductRead(WireOut):
    id: str
    name: str
    description: str
    category: str
    # The category's name in the language asked for (empty in the back office, which shows
    # the category by name).
    category_label: str = ""
    price: Money
    original_price: Money | None
    images: list[str]
    in_stock: bool
    stock_quantity: int
    sku: str
    tags: list[str]


class ProductPage(WireOut):
    items: list[ProductRead]
    total: int
    offset: int
    limit: int


class CartLine(WireIn):
    product_id: Id
    quantity: Quantity


def _cart_not_empty(items: list[CartLine]) -> list[CartLine]:
    if not items:
        raise PydanticCustomError("punya.cart_empty", "Your cart is empty")
    return items


class Cart(WireIn):
    # At least one line: published, and checked by _cart_not_empty in the spec's words.
    items: Annotated[list[CartLine], Field(max_length=MAX_LINES, json_schema_extra={"minItems": 1})]

    _not_empty = field_validator("items")(_cart_not_empty)


class CheckoutRequest(Cart):
    customer_name: PersonName
    customer_phone: Phone
    customer_email: OptionalEmail = None
    delivery_address: RequiredAddress
    payment_method: Literal["cod", "phonepe"]


class OrderLine(WireOut):
    product_id: str
    product_name: str
    quantity: int
    price: Money
    total: Money


class QuoteLine(OrderLine):
    available: bool
    problem: str | None = None


class Quote(WireOut):
    lines: list[QuoteLine]
    subtotal: Money
    shipping: Money
    tax: Money
    total: Money


class StoreOrderRead(RecordOut):
    id: str
    customer_id: str | None
    customer_name: str
    customer_phone: str
    customer_email: str | None
    shipping_address: str  # the delivery address on one line
    delivery_address: DeliveryAddressRead | None  # in its parts (None: an older order)
    items: list[OrderLine]
    subtotal: Money
    shipping: Money
    tax: Money
    total: Money
    payment_method: str
    payment_status: PaymentStatus
    order_status: OrderStatus
    transaction_id: str | None
    status_history: list[HistoryEntry]
    created_at: datetime
    updated_at: datetime
