"""The spiritual store: categories, products and orders."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import Boolean, CheckConstraint, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import DemoMarked, JSONType, Money, Record, Status, UTCDateTime
from data.statuses import OrderStatus, PaymentStatus


class StoreCategory(DemoMarked, Record):
    __tablename__ = "store_categories"

    name: Mapped[str] = mapped_column(String(80), nullable=False, unique=True)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    image: Mapped[str | None] = mapped_column(String(500))
    # Hindi, for the Hindi interface and conversations (each `<field>_hi`; None: the English).
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "description")
    name_hi: Mapped[str | None] = mapped_column(String(80), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)


class StoreProduct(DemoMarked, Record):
    __tablename__ = "store_products"
    # The database itself refuses a negative stock, whatever a bug upstream tries.
    __table_args__ = (CheckConstraint("stock_quantity >= 0", name="stock_not_negative"),)

    name: Mapped[str] = mapped_column(String(160), nullable=False)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    category: Mapped[str] = mapped_column(String(80), nullable=False, index=True)
    price: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    original_price: Mapped[Decimal | None] = mapped_column(Money())
    images: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    in_stock: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    stock_quantity: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    sku: Mapped[str] = mapped_column(String(60), nullable=False, unique=True)
    tags: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Hindi, for the Hindi interface and conversations (each `<field>_hi`; None: the English).
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "description")
    name_hi: Mapped[str | None] = mapped_column(String(160), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)


class StoreOrder(Record):
    __tablename__ = "store_orders"
    # Newest-first lists, all of them or of one status.
    __table_args__ = (
        Index("ix_store_orders_created", "created_at", "id"),
        Index("ix_store_orders_status_created", "order_status", "created_at", "id"),
    )

    customer_id: Mapped[str | None] = mapped_column(String(40))
    customer_name: Mapped[str] = mapped_column(String(120), nullable=False)
    customer_phone: Mapped[str] = mapped_column(String(20), nullable=False, index=True)
    customer_email: Mapped[str | None] = mapped_column(String(254), index=True)
    shipping_address: Mapped[str] = mapped_column(String(500), nullable=False)
    # The same address in its parts (house and street, landmark, city, state, PIN code); None
    # on orders placed before addresses had parts.
    delivery_address: Mapped[dict[str, str] | None] = mapped_column(JSONType, nullable=True)
    # [{productId, productName, quantity, price, total}] with money as strings.
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, nullable=False)
    subtotal: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    shipping: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    tax: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    total: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    payment_method: Mapped[str] = mapped_column(String(20), nullable=False)
    payment_status: Mapped[PaymentStatus] = mapped_column(Status(PaymentStatus), nullable=False)
    order_status: Mapped[OrderStatus] = mapped_column(Status(OrderStatus), nullable=False)
    transaction_id: Mapped[str | None] = mapped_column(String(60))
    status_history: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONType, nullable=False, default=list
    )
    client_ref: Mapped[str | None] = mapped_column(String(64), index=True)
    # When an online payment for it was last started (or, for an order placed to pay online,
    # when it was placed); None once paid or settled in cash. The reconciler releases records
    # left unpaid too long after it.
    payment_attempted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
