"""Wire shapes of the admin store screen: product and category forms, order rows, summary."""

from __future__ import annotations

import re
from datetime import datetime
from decimal import Decimal
from typing import Annotated

from pydantic import (
    BeforeValidator,
    Field,
    StringConstraints,
    WithJsonSchema,
    computed_field,
)
from pydantic_core import PydanticCustomError

from api.admin.forms import MAX_PRICE, PRICE_SCHEMA, Hindi, Patch
from api.admin.store import rules
from api.common.wire import (
    DECIMAL_TEXT,
    TEXT_PATTERN,
    Money,
    Printable,
    RecordOut,
    TextList,
    WholeNumber,
    WireIn,
    WireOut,
    is_blank,
    or_blank,
    trim,
)
from api.records.transitions import order_moves
from api.store.address import RequiredAddress
from api.store.schemas import CategoryRead, ProductRead, StoreOrderRead
from data.statuses import OrderStatus, PaymentStatus

MAX_STOCK = 1_000_000


def _text(max_length: int) -> StringConstraints:
    return StringConstraints(strip_whitespace=True, min_length=1, max_length=max_length)


def _blank_to_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


DECIMAL_TEXT_RE = re.compile(DECIMAL_TEXT)


def _decimal_text(raw: object) -> object:
    # Numeric text as the form sends it; any other text is no decimal (published the same).
    if isinstance(raw, str):
        if not DECIMAL_TEXT_RE.match(raw):
            raise PydanticCustomError("decimal_parsing", "Input should be a valid decimal")
        return Decimal(trim(raw))
    return raw


ProductName = Annotated[str, _text(160), Printable]
CategoryName = Annotated[str, _text(80), Printable]
Description = Annotated[str, _text(2000), Printable]
Sku = Annotated[str, _text(60), Printable]
Image = Annotated[str, _text(500), Printable]
OptionalImage = Annotated[
    Image | None,
    BeforeValidator(_blank_to_none),
    WithJsonSchema(
        or_blank({"type": "string", "maxLength": 500, "pattern": TEXT_PATTERN}), mode="validation"
    ),
]
Price = Annotated[
    Money,
    Field(ge=0, le=MAX_PRICE, decimal_places=2),
    BeforeValidator(_decimal_text),
    WithJsonSchema(PRICE_SCHEMA, mode="validation"),
]
StockQuantity = Annotated[int, Field(strict=True, ge=0, le=MAX_STOCK), WholeNumber]


def _known_status(raw: object) -> object:
    if not isinstance(raw, str):
        return raw  # the enum says what is wrong
    if is_blank(raw):
        raise PydanticCustomError("missing", "Field required")
    status = rules.order_status_named(raw)
    if status is None:
        raise PydanticCustomError("punya.invalid_order_status", rules.INVALID_ORDER_STATUS)
    return status


NewOrderStatus = Annotated[
    OrderStatus,
    BeforeValidator(_known_status),
    WithJsonSchema({"type": "string", "pattern": rules.ORDER_STATUS_PATTERN}, mode="validation"),
]


class ProductHindi(WireIn):
    """The product form's Hindi fields (each optional; none written: the English is shown)."""

    name_hi: Hindi[ProductName] = None
    description_hi: Hindi[Description] = None


class ProductCreate(ProductHindi):
    name: ProductName
    category: CategoryName
    description: Description
    price: Price
    original_price: Price | None = None
    stock_quantity: StockQuantity
    sku: Sku
    images: TextList = Field(default_factory=list)
    tags: TextList = Field(default_factory=list)
    in_stock: bool = True
    is_active: bool = True


class ProductUpdate(ProductHindi):
    """Only the fields sent change."""

    name: Patch[ProductName] = None
    category: Patch[CategoryName] = None
    description: Patch[Description] = None
    price: Patch[Price] = None
    original_price: Price | None = None  # null: no strikethrough price
    stock_quantity: Patch[StockQuantity] = None
    sku: Patch[Sku] = None
    images: Patch[TextList] = None
    tags: Patch[TextList] = None
    in_stock: Patch[bool] = None
    is_active: Patch[bool] = None


class ProductAdminRead(ProductRead):
    name_hi: str | None
    description_hi: str | None
    is_active: bool
    created_at: datetime
    updated_at: datetime


class CategoryHindi(WireIn):
    """The category form's Hindi fields (each optional; none written: the English is shown)."""

    name_hi: Hindi[CategoryName] = None
    description_hi: Hindi[Description] = None


class CategoryCreate(CategoryHindi):
    name: CategoryName
    description: Description
    image: OptionalImage = None
    is_active: bool = True


class CategoryUpdate(CategoryHindi):
    """Only the fields sent change; a new name is carried over to the category's products."""

    name: Patch[CategoryName] = None
    description: Patch[Description] = None
    image: OptionalImage = None
    is_active: Patch[bool] = None


class CategoryAdminRead(CategoryRead):
    name_hi: str | None
    description_hi: str | None
    is_active: bool
    product_count: int
    created_at: datetime
    updated_at: datetime


class OrderRow(RecordOut):
    """One line of the orders table (with the short id the devotee reads out)."""

    customer_name: str
    customer_phone: str
    item_count: int
    item_names: list[str]
    more_items: int
    subtotal: Money
    total: Money
    payment_method: str
    payment_status: PaymentStatus
    order_status: OrderStatus
    created_at: datetime

    @computed_field  # type: ignore[prop-decorator]
    @property
    def next_statuses(self) -> list[OrderStatus]:
        """The statuses the order may move to now (the status dropdown offers only these)."""
        return order_moves(self.order_status, self.payment_status, self.payment_method)


class AdminStoreOrderRead(StoreOrderRead):
    """An order as the back office sees it: with the statuses it may move to now."""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def next_statuses(self) -> list[OrderStatus]:
        return order_moves(self.order_status, self.payment_status, self.payment_method)


class OrderStatusChange(WireIn):
    order_status: NewOrderStatus


class ShippingAddressChange(WireIn):
    delivery_address: RequiredAddress


class StoreSummary(WireOut):
    total_products: int
    categories: int
    total_orders: int
    total_revenue: Money
