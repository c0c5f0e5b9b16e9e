"""Pure decisions of the admin store screen: order statuses, order-row item summaries, the
product form's price rule and the refusals the screen shows."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from api.common.errors import ApiError
from api.common.wire import choice_pattern, is_blank, same_word
from data.statuses import OrderStatus

# Spec section 4: an admin may move an order to any of these, in any order.
ORDER_STATUSES = tuple(OrderStatus)
ALL = "all"
SHOWN_ITEM_NAMES = 2  # the order table names the first two products, then "+N more"

INVALID_ORDER_STATUS = f"orderStatus must be one of: {', '.join(ORDER_STATUSES)}"
INVALID_STATUS_FILTER = f"status must be one of: {', '.join(ORDER_STATUSES)}"


def order_status_named(raw: str) -> str | None:
    """The order status `raw` names in any case, spaces around it aside; None if none."""
    return next((status for status in ORDER_STATUSES if same_word(raw, status)), None)


def status_filter(raw: str | None) -> str | None:
    """The order status to filter by; None (absent, empty or "all") means every status."""
    if raw is None or is_blank(raw) or same_word(raw, ALL):
        return None
    wanted = order_status_named(raw)
    if wanted is None:
        raise ApiError(422, "invalid_order_status", INVALID_STATUS_FILTER, fields=["status"])
    return wanted


# The two rules above, published.
ORDER_STATUS_PATTERN = choice_pattern(ORDER_STATUSES, any_case=True)
STATUS_FILTER_PATTERN = choice_pattern((*ORDER_STATUSES, ALL), any_case=True, blank=True)


def category_filter(raw: str | None) -> str | None:
    """The category to filter products by; None (absent, empty or "All") means every one."""
    wanted = (raw or "").strip()
    return None if wanted.lower() in ("", ALL) else wanted


def original_price(value: Decimal | None) -> Decimal | None:
    """The strikethrough price is optional and a 0 is dropped (spec section 5)."""
    return None if value is None or value == 0 else value


@dataclass(frozen=True)
class ItemSummary:
    count: int
    names: list[str]
    more: int


def item_summary(items: Sequence[Mapping[str, Any]]) -> ItemSummary:
    """What the Items column shows: how many lines, the first two names, "+N more"."""
    names = [str(item.get("productName") or "") for item in items[:SHOWN_ITEM_NAMES]]
    return ItemSummary(count=len(items), names=names, more=max(0, len(items) - SHOWN_ITEM_NAMES))


def unknown_category(name: str, known: Sequence[str]) -> ApiError:
    choices = ", ".join(known) if known else "none yet; add a category first"
    return ApiError(
        422,
        "unknown_category",
        f"Unknown category: {name}. Choose one of the store's categories: {choices}",
        fields=["category"],
    )


def duplicate_sku(sku: str) -> ApiError:
    return ApiError(
        409, "duplicate_sku", f"A product with SKU {sku} already exists", fields=["sku"]
    )


def duplicate_category(name: str) -> ApiError:
    return ApiError(
        409, "duplicate_category", f"A category named {name} already exists", fields=["name"]
    )


def category_in_use(name: str, products: int) -> ApiError:
    used_by = "1 product uses" if products == 1 else f"{products} products use"
    return ApiError(
        409,
        "category_in_use",
        f"Cannot delete {name}: {used_by} it. Move or delete those products first.",
    )
