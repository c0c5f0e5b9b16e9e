"""Store pricing: shipping edge at 500, 5% tax rounded half up, merged quantities."""

from __future__ import annotations

from decimal import Decimal

import pytest

from api.common.errors import ApiError
from api.store import rules


@pytest.mark.parametrize(
    ("subtotal", "shipping"),
    [("0.01", 50), ("499", 50), ("500", 50), ("500.01", 0), ("501", 0), ("24799", 0)],
)
def test_shipping_is_free_only_above_500(subtotal: str, shipping: int) -> None:
    assert rules.shipping_for(Decimal(subtotal)) == shipping


@pytest.mark.parametrize(
    ("subtotal", "tax"),
    [
        ("10", 1),
        ("30", 2),
        ("49", 2),
        ("50", 3),
        ("499", 25),
        ("500", 25),
        ("501", 25),
        ("509", 25),
        ("510", 26),
        ("1299", 65),
    ],
)
def test_tax_is_five_percent_rounded_half_up(subtotal: str, tax: int) -> None:
    assert rules.tax_for(Decimal(subtotal)) == tax


def test_order_totals_add_up() -> None:
    totals = rules.order_totals([(Decimal("250"), 2), (Decimal("99"), 1)])
    assert totals == rules.Totals(Decimal(599), Decimal(0), Decimal(30), Decimal(629))


def test_quantities_of_a_product_are_merged_and_bounded() -> None:
    assert rules.merge_quantities([("a", 2), ("b", 1), ("a", 3)]) == {"a": 5, "b": 1}
    with pytest.raises(ApiError) as refused:
        rules.merge_quantities([("a", rules.MAX_PER_ITEM - 5), ("a", 6)])
    assert refused.value.code == "quantity_too_large"


def test_out_of_stock_messages_name_the_item() -> None:
    assert rules.out_of_stock("Camphor", 0).detail == "Camphor is out of stock"
    assert rules.out_of_stock("Camphor", 2).detail == "Only 2 of Camphor left in stock"
