"""The store: listing, cart quotes, checkout totals at their edges, stock under races."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from api.store.rules import MAX_PER_ITEM
from data.db import Database
from data.models import StoreOrder, StoreProduct
from tests.support import CHENNAI, add, confirm_phone, count, get, product

ORDERS = "/api/store/orders"
PHONE = "9845012345"


@pytest.fixture(autouse=True)
async def cash_allowed(client: httpx.AsyncClient, db: Database) -> None:
    """The tests' browser has confirmed the phone it orders with (cash on delivery needs it)."""
    await confirm_phone(client, db, PHONE)


def checkout(items: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        "customerEmail": "meera@example.com",
        "deliveryAddress": CHENNAI,
        "paymentMethod": "cod",
        "items": items,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


def line(product_id: str, quantity: int = 1) -> dict[str, Any]:
    return {"productId": product_id, "quantity": quantity}


async def test_categories_are_the_three_defaults(client: httpx.AsyncClient) -> None:
    names = [c["name"] for c in (await client.get("/api/store/categories")).json()]
    assert sorted(names) == ["Prasad", "Puja Materials", "Rudraksha"]


async def test_active_products_are_listed_out_of_stock_ones_marked(
    client: httpx.AsyncClient, db: Database
) -> None:
    await add(db, product("hidden", 100, is_active=False), product("sold-out", 100, stock=0))
    listed = (await client.get("/api/store/products")).json()
    by_id = {p["id"]: p for p in listed["items"]}
    assert listed["total"] == len(by_id) == 10  # 9 seeded and one sold out; one unlisted
    assert "hidden" not in by_id
    assert by_id["sold-out"]["stockQuantity"] == 0
    assert by_id["prod-gauri-shankar-rudraksha"]["stockQuantity"] == 0
    assert by_id["prod-5-mukhi-rudraksha-bracelet"]["inStock"] is False
    assert sum(1 for p in by_id.values() if p["inStock"] and p["stockQuantity"] > 0) == 7
    prasad = (await client.get("/api/store/products", params={"category": "prasad"})).json()
    assert {p["category"] for p in prasad["items"]} == {"Prasad"}
    found = (await client.get("/api/store/products", params={"search": "camphor"})).json()
    assert [p["sku"] for p in found["items"]] == ["PJM-CMP-100"]


@pytest.mark.parametrize(
    ("price", "shipping", "tax", "total"),
    [
        ("499", 50, 25, 574),
        ("500", 50, 25, 575),
        ("501", 0, 25, 526),
        ("10", 50, 1, 61),
        ("30", 50, 2, 82),
    ],
)
async def test_totals_at_the_free_shipping_edge(
    client: httpx.AsyncClient, db: Database, price: str, shipping: int, tax: int, total: int
) -> None:
    await add(db, product("edge", price))
    quote = (await client.post("/api/store/quote", json={"items": [line("edge")]})).json()
    assert (quote["shipping"], quote["tax"], quote["total"]) == (shipping, tax, total)
    order = await client.post(ORDERS, json=checkout([line("edge")]))
    assert order.status_code == 201
    created = order.json()
    assert (created["subtotal"], created["shipping"], created["tax"], created["total"]) == (
        int(price),
        shipping,
        tax,
        total,
    )


async def test_checkout_records_the_order(client: httpx.AsyncClient, db: Database) -> None:
    response = await client.post(
        ORDERS,
        json=checkout(
            [
                line("prod-bhimseni-camphor"),
                line("prod-bhimseni-camphor"),
                line("prod-copper-shri-yantra", 2),
            ]
        ),
    )
    assert response.status_code == 201, response.text
    order = response.json()
    assert order["id"].startswith("SO")
    assert order["orderStatus"] == "pending"
    assert order["paymentStatus"] == "pending"
    assert order["paymentMethod"] == "cod"
    by_id = {i["productId"]: i for i in order["items"]}
    assert by_id["prod-bhimseni-camphor"]["quantity"] == 2
    assert by_id["prod-bhimseni-camphor"]["total"] == 500
    assert order["subtotal"] == 500 + 2 * 699
    assert order["shipping"] == 0
    camphor = await get(db, StoreProduct, "prod-bhimseni-camphor")
    assert camphor.stock_quantity == 150 - 2


async def test_the_price_in_the_request_is_not_trusted(client: httpx.AsyncClient) -> None:
    cheap = await client.post(
        ORDERS, json=checkout([{"productId": "prod-bhimseni-camphor", "quantity": 1, "price": 1}])
    )
    assert cheap.status_code == 422
    assert cheap.json()["detail"] == "Unknown field: items[0].price"
    forged_total = await client.post(
        ORDERS, json=checkout([line("prod-bhimseni-camphor")], total=1)
    )
    assert forged_total.status_code == 422


async def test_empty_cart(client: httpx.AsyncClient, db: Database) -> None:
    response = await client.post(ORDERS, json=checkout([]))
    assert response.status_code == 422
    assert response.json()["detail"] == "Your cart is empty"
    assert response.json()["code"] == "cart_empty"
    assert await count(db, StoreOrder) == 0


@pytest.mark.parametrize("missing", ["customerName", "customerPhone", "deliveryAddress"])
async def test_required_delivery_details(client: httpx.AsyncClient, missing: str) -> None:
    body = checkout([line("prod-bhimseni-camphor")])
    body[missing] = ""
    response = await client.post(ORDERS, json=body)
    assert response.status_code == 422
    assert response.json()["detail"] == "Please fill all required fields"


@pytest.mark.parametrize(
    ("items", "status", "detail"),
    [
        ([line("prod-bhimseni-camphor", -1)], 422, "items[0].quantity: Input should be greater"),
        ([line("prod-bhimseni-camphor", 0)], 422, "items[0].quantity: Input should be greater"),
        ([{"productId": "prod-bhimseni-camphor", "quantity": "2"}], 422, "items[0].quantity"),
        (
            [line("prod-bhimseni-camphor", 60), line("prod-bhimseni-camphor", 60)],
            422,
            f"You can order at most {MAX_PER_ITEM} of one item",
        ),
        ([line("no-such-thing")], 422, "Unknown product: no-such-thing"),
        ([line("prod-gauri-shankar-rudraksha")], 409, "Gauri Shankar Rudraksha"),
        ([line("prod-bhimseni-camphor")] * 31, 422, "items: List should have at most 30"),
    ],
)
async def test_bad_carts_are_named(
    client: httpx.AsyncClient,
    db: Database,
    items: list[dict[str, Any]],
    status: int,
    detail: str,
) -> None:
    response = await client.post(ORDERS, json=checkout(items))
    assert response.status_code == status, response.text
    assert detail in response.json()["detail"]
    assert await count(db, StoreOrder) == 0


async def test_an_order_is_all_or_nothing(client: httpx.AsyncClient, db: Database) -> None:
    await add(db, product("plenty", 100, stock=50), product("scarce", 100, stock=1))
    response = await client.post(ORDERS, json=checkout([line("plenty", 3), line("scarce", 2)]))
    assert response.status_code == 409
    assert response.json()["detail"] == "Only 1 of Test item scarce left in stock"
    assert (await get(db, StoreProduct, "plenty")).stock_quantity == 50
    assert await count(db, StoreOrder) == 0


async def test_a_product_marked_out_of_stock_is_out_of_stock_whatever_its_count(
    client: httpx.AsyncClient, db: Database
) -> None:
    """The bracelet is marked out of stock with 5 still counted: a checkout is told it is out
    of stock, never "Only 5 left" (there is nothing it may buy)."""
    response = await client.post(ORDERS, json=checkout([line("prod-5-mukhi-rudraksha-bracelet")]))
    assert response.status_code == 409
    assert response.json()["detail"] == "5 Mukhi Rudraksha Bracelet is out of stock"
    assert (await get(db, StoreProduct, "prod-5-mukhi-rudraksha-bracelet")).stock_quantity == 5
    assert await count(db, StoreOrder) == 0


async def test_a_quote_flags_what_cannot_be_bought(client: httpx.AsyncClient) -> None:
    quote = (
        await client.post(
            "/api/store/quote",
            json={
                "items": [
                    line("prod-bhimseni-camphor", 2),
                    line("prod-gauri-shankar-rudraksha"),
                    line("gone"),
                ]
            },
        )
    ).json()
    flags = {q["productId"]: q["problem"] for q in quote["lines"]}
    assert flags == {
        "prod-bhimseni-camphor": None,
        "prod-gauri-shankar-rudraksha": "Out of stock",
        "gone": "This item is no longer sold",
    }
    assert quote["subtotal"] == 500


async def test_fifty_concurrent_checkouts_sell_exactly_the_stock(
    client: httpx.AsyncClient, db: Database
) -> None:
    await add(db, product("last-ten", 101, stock=10))
    responses = await asyncio.gather(
        *(
            client.post(
                ORDERS,
                json=checkout(
                    [line("last-ten")], customerPhone=f"98450{i:05d}", paymentMethod="phonepe"
                ),
            )
            for i in range(50)
        )
    )
    codes = sorted(r.status_code for r in responses)
    assert codes == [201] * 10 + [409] * 40
    assert all(
        "Test item last-ten" in r.json()["detail"] for r in responses if r.status_code == 409
    )
    assert (await get(db, StoreProduct, "last-ten")).stock_quantity == 0
    assert await count(db, StoreOrder) == 10


async def test_checkout_retry_with_the_same_key_takes_stock_once(
    client: httpx.AsyncClient, db: Database
) -> None:
    headers = {"Idempotency-Key": "cart-7f3a"}
    body = checkout([line("prod-bhimseni-camphor", 3)])
    first, second = [await client.post(ORDERS, json=body, headers=headers) for _ in range(2)]
    assert first.json()["id"] == second.json()["id"]
    assert (await get(db, StoreProduct, "prod-bhimseni-camphor")).stock_quantity == 147
