"""Admin store screen: summary, products, categories and orders, for super admins only."""

from __future__ import annotations

import asyncio
import itertools
from datetime import timedelta
from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.admin.store import rules
from api.records import transitions
from api.records.transitions import Facts, Kind
from data.db import Database
from data.models import StoreCategory, StoreOrder, StoreProduct
from tests.admin_support import ADMIN_A, ADMIN_B, INACTIVE_A, NOBODY, SUPER, VIEWER_A, ClientFor
from tests.conftest import FROZEN_NOW
from tests.support import CHENNAI, PUNE, add, confirm_phone, count, get, product

BASE = "/api/admin/store"
NOW = "2026-11-22T06:30:00Z"
REQUIRED = "Please fill all required fields"
STATUSES = "pending, confirmed, processing, shipped, delivered, cancelled"
LADDU = "prod-besan-laddu-box"


@pytest.fixture
async def root(as_admin: ClientFor) -> httpx.AsyncClient:
    return await as_admin(SUPER)


def line(product_id: str, name: str, quantity: int, price: int) -> dict[str, Any]:
    return {
        "productId": product_id,
        "productName": name,
        "quantity": quantity,
        "price": str(price),
        "total": str(price * quantity),
    }


def order(order_id: str, status: str = "pending", *lines: dict[str, Any], **changes: Any) -> Any:
    subtotal = sum((Decimal(x["total"]) for x in lines), Decimal(0))
    fields: dict[str, Any] = {
        "id": order_id,
        "customer_id": "9845012345",
        "customer_name": "Meera Iyer",
        "customer_phone": "9845012345",
        "customer_email": "meera@example.com",
        "shipping_address": "12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004",
        "items": list(lines),
        "subtotal": subtotal,
        "shipping": Decimal(0),
        "tax": Decimal(0),
        "total": subtotal,
        "payment_method": "cod",
        "payment_status": "paid" if status == "delivered" else "pending",
        "order_status": status,
        "status_history": [{"status": "pending", "at": "2026-11-20T10:00:00Z"}],
        "client_ref": "secret-browser-hash",
        "created_at": FROZEN_NOW - timedelta(days=2),
    }
    fields.update(changes)
    return StoreOrder(**fields)


def new_product(**changes: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "name": "Tulsi Japa Mala",
        "category": "rudraksha",
        "description": "108 hand-turned tulsi beads for Vishnu japa.",
        "price": 349.5,
        "originalPrice": 0,
        "stockQuantity": 12,
        "sku": "RDK-TLS-108",
        "images": ["📿", "📿", "https://cdn.example.in/tulsi.jpg"],
        "tags": ["tulsi", " tulsi ", "", "mala"],
        "inStock": True,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


# Who may call


ENDPOINTS = [
    ("GET", "/summary", None),
    ("GET", "/products", None),
    ("POST", "/products", new_product()),
    ("PATCH", f"/products/{LADDU}", {"price": 1}),
    ("DELETE", f"/products/{LADDU}", None),
    ("GET", "/categories", None),
    ("POST", "/categories", {"name": "Gemstones", "description": "Certified stones"}),
    ("PATCH", "/categories/cat-prasad", {"name": "Sweets"}),
    ("DELETE", "/categories/cat-rudraksha", None),
    ("GET", "/orders", None),
    ("GET", "/orders/SO-A", None),
    ("PATCH", "/orders/SO-A/status", {"orderStatus": "cancelled"}),
    ("PATCH", "/orders/SO-A/shipping-address", {"deliveryAddress": PUNE}),
]


@pytest.mark.parametrize(
    ("caller", "status"),
    [(NOBODY, 401), (INACTIVE_A, 401), (ADMIN_A, 403), (ADMIN_B, 403), (VIEWER_A, 403)],
)
async def test_only_a_super_admin_may_use_the_store_screen(
    as_admin: ClientFor, db: Database, caller: str, status: int
) -> None:
    await add(db, order("SO-A", "pending", line(LADDU, "Besan Laddu Prasad Box", 1, 450)))
    http = await as_admin(caller)
    for method, path, body in ENDPOINTS:
        response = await http.request(method, BASE + path, json=body)
        assert response.status_code == status, (method, path, response.text)
    assert await count(db, StoreProduct) == 9
    assert await count(db, StoreCategory) == 3
    stored = await get(db, StoreOrder, "SO-A")
    assert (stored.order_status, len(stored.status_history)) == ("pending", 1)
    assert stored.shipping_address.startswith("12 Temple Street")
    assert (await get(db, StoreProduct, LADDU)).price == Decimal(450)
    assert (await get(db, StoreCategory, "cat-prasad")).name == "Prasad"


# Summary


async def test_summary_counts_everything_and_revenue_only_from_delivered_orders(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add(
        db,
        product("hidden", 100, is_active=False),
        order("SO-1", "delivered", line(LADDU, "Laddu", 1, 575)),
        order("SO-2", "delivered", line(LADDU, "Laddu", 2, 450), total=Decimal("1049.50")),
        order("SO-3", "shipped", line(LADDU, "Laddu", 1, 800)),
        order("SO-4", "cancelled", line(LADDU, "Laddu", 1, 900)),
    )
    response = await root.get(f"{BASE}/summary")
    assert response.status_code == 200
    assert response.json() == {
        "totalProducts": 10,
        "categories": 3,
        "totalOrders": 4,
        "totalRevenue": 1624.5,
    }


# Products


async def test_products_include_inactive_and_sold_out_and_filter_by_text_and_category(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add(db, product("hidden", 100, is_active=False))
    everything = (await root.get(f"{BASE}/products")).json()
    ids = {p["id"] for p in everything["items"]}
    assert everything["total"] == len(ids) == 10
    assert {"hidden", "prod-gauri-shankar-rudraksha", "prod-5-mukhi-rudraksha-bracelet"} <= ids
    hidden = next(p for p in everything["items"] if p["id"] == "hidden")
    assert hidden["isActive"] is False
    assert "clientRef" not in hidden

    async def ids_for(**params: Any) -> list[str]:
        response = await root.get(f"{BASE}/products", params=params)
        assert response.status_code == 200, response.text
        return sorted(p["id"] for p in response.json()["items"])

    rudraksha = [
        "prod-5-mukhi-rudraksha-bracelet",
        "prod-5-mukhi-rudraksha-mala",
        "prod-gauri-shankar-rudraksha",
    ]
    assert await ids_for(category="rudraksha") == rudraksha
    assert len(await ids_for(category="All")) == 10
    assert await ids_for(q="DESI GHEE") == [LADDU]  # description
    assert await ids_for(q="bracelet", category="Rudraksha") == [rudraksha[0]]
    assert await ids_for(q="bracelet", category="Prasad") == []
    page = (await root.get(f"{BASE}/products", params={"limit": 2, "offset": 1})).json()
    assert (len(page["items"]), page["total"]) == (2, 10)


async def test_a_new_product_is_stored_with_the_form_rules_applied(
    root: httpx.AsyncClient, db: Database
) -> None:
    response = await root.post(f"{BASE}/products", json=new_product(isActive=False))
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["id"].startswith("prod-")
    assert body == {
        "id": body["id"],
        "name": "Tulsi Japa Mala",
        "description": "108 hand-turned tulsi beads for Vishnu japa.",
        "category": "Rudraksha",  # the stored spelling of the category
        "categoryLabel": "Rudraksha",
        "price": 349.5,
        "originalPrice": None,  # 0 is dropped
        "images": ["📿", "https://cdn.example.in/tulsi.jpg"],
        "inStock": True,
        "stockQuantity": 12,
        "sku": "RDK-TLS-108",
        "tags": ["tulsi", "mala"],
        "nameHi": None,
        "descriptionHi": None,
        "isActive": False,
        "createdAt": NOW,
        "updatedAt": NOW,
    }
    stored = await get(db, StoreProduct, body["id"])
    assert (stored.price, stored.original_price) == (Decimal("349.50"), None)
    listed = (await root.get(f"{BASE}/products", params={"q": "tulsi"})).json()
    assert [p["id"] for p in listed["items"]] == [body["id"]]


async def test_optional_fields_take_their_defaults(root: httpx.AsyncClient) -> None:
    body = new_product(originalPrice=399, images=None, tags=None, inStock=None)
    created = (await root.post(f"{BASE}/products", json=body)).json()
    assert (created["originalPrice"], created["images"], created["tags"]) == (399, [], [])
    assert (created["inStock"], created["isActive"]) == (True, True)


@pytest.mark.parametrize(
    ("changes", "status", "detail"),
    [
        ({"name": None}, 422, REQUIRED),
        ({"name": "   "}, 422, REQUIRED),
        ({"category": None}, 422, REQUIRED),
        ({"category": ""}, 422, REQUIRED),
        ({"description": None}, 422, REQUIRED),
        ({"price": None}, 422, REQUIRED),
        ({"stockQuantity": None}, 422, REQUIRED),
        ({"sku": None}, 422, REQUIRED),
        ({"price": -1}, 422, "price: Input should be greater than or equal to 0"),
        ({"price": "abc"}, 422, "price: Input should be a valid decimal"),
        ({"price": 200001}, 422, "price: Input should be less than or equal to 200000"),
        ({"price": 1.234}, 422, "price: Decimal input should have no more than 2 decimal places"),
        ({"originalPrice": -5}, 422, "originalPrice: Input should be greater than or equal to 0"),
        ({"stockQuantity": -1}, 422, "stockQuantity: Input should be greater than or equal to 0"),
        ({"stockQuantity": 2.5}, 422, "stockQuantity: Input should be a valid integer"),
        ({"stockQuantity": "5"}, 422, "stockQuantity: Input should be a valid integer"),
        (
            {"images": ["x"] * 51},
            422,
            "images: List should have at most 50 items after validation, not 51",
        ),
        ({"colour": "red"}, 422, "Unknown field: colour"),
        (
            {"category": "Gemstones"},
            422,
            "Unknown category: Gemstones. Choose one of the store's categories: "
            "Prasad, Puja Materials, Rudraksha",
        ),
        ({"sku": "prs-lad-500"}, 409, "A product with SKU prs-lad-500 already exists"),
    ],
)
async def test_a_bad_product_form_is_refused_and_nothing_is_written(
    root: httpx.AsyncClient, db: Database, changes: dict[str, Any], status: int, detail: str
) -> None:
    body = new_product()
    body.update(changes)
    body = {k: v for k, v in body.items() if v is not None}
    response = await root.post(f"{BASE}/products", json=body)
    assert (response.status_code, response.json()["detail"]) == (status, detail)
    assert await count(db, StoreProduct) == 9


async def test_an_edit_changes_only_the_fields_sent(root: httpx.AsyncClient, db: Database) -> None:
    path = f"{BASE}/products/{LADDU}"
    changes = {"price": 399, "originalPrice": 0, "isActive": False, "category": "puja materials"}
    response = await root.patch(path, json=changes)
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["price"], body["originalPrice"], body["isActive"]) == (399, None, False)
    assert (body["category"], body["name"]) == ("Puja Materials", "Besan Laddu Prasad Box")
    assert (body["sku"], body["stockQuantity"], body["updatedAt"]) == ("PRS-LAD-500", 80, NOW)
    stored = await get(db, StoreProduct, LADDU)
    assert (stored.price, stored.original_price, stored.category) == (
        Decimal(399),
        None,
        "Puja Materials",
    )
    same_sku = await root.patch(path, json={"sku": "PRS-LAD-500", "tags": ["a", "a", "b"]})
    assert (same_sku.status_code, same_sku.json()["tags"]) == (200, ["a", "b"])
    assert (await root.patch(path, json={})).json()["price"] == 399


@pytest.mark.parametrize(
    ("changes", "status", "detail"),
    [
        ({"name": None}, 422, REQUIRED),
        ({"sku": ""}, 422, REQUIRED),
        ({"inStock": None}, 422, REQUIRED),
        ({"sku": "pjm-cmp-100"}, 409, "A product with SKU pjm-cmp-100 already exists"),
        ({"price": -0.5}, 422, "price: Input should be greater than or equal to 0"),
        ({"category": "Gemstones", "price": 1}, 422, None),
    ],
)
async def test_a_bad_edit_is_refused_and_nothing_is_written(
    root: httpx.AsyncClient, db: Database, changes: dict[str, Any], status: int, detail: str | None
) -> None:
    response = await root.patch(f"{BASE}/products/{LADDU}", json=changes)
    assert response.status_code == status, response.text
    if detail is not None:
        assert response.json()["detail"] == detail
    else:
        assert response.json()["code"] == "unknown_category"
    stored = await get(db, StoreProduct, LADDU)
    assert (stored.name, stored.sku, stored.price) == ("Besan Laddu Prasad Box", "PRS-LAD-500", 450)
    assert (stored.category, stored.in_stock) == ("Prasad", True)


async def test_a_product_is_deleted_and_unknown_ids_are_not_found(
    root: httpx.AsyncClient, db: Database
) -> None:
    assert (await root.delete(f"{BASE}/products/{LADDU}")).status_code == 204
    assert await get(db, StoreProduct, LADDU) is None
    assert await count(db, StoreProduct) == 8
    for response in (
        await root.delete(f"{BASE}/products/{LADDU}"),
        await root.patch(f"{BASE}/products/prod-nope", json={"price": 1}),
    ):
        assert (response.status_code, response.json()["detail"]) == (404, "Unknown Product")


# Categories


async def test_categories_come_with_how_many_products_use_them(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add(db, product("hidden", 100, is_active=False, category="prasad"))
    listed = (await root.get(f"{BASE}/categories")).json()
    assert listed["total"] == 3
    assert [(c["id"], c["name"], c["productCount"]) for c in listed["items"]] == [
        ("cat-prasad", "Prasad", 4),
        ("cat-puja-materials", "Puja Materials", 3),
        ("cat-rudraksha", "Rudraksha", 3),
    ]
    assert listed["items"][0]["isActive"] is True
    assert listed["items"][0]["image"] is None


async def test_a_new_category_and_its_form_rules(root: httpx.AsyncClient, db: Database) -> None:
    body = {"name": "Gemstones", "description": "Certified navaratna stones", "image": " "}
    response = await root.post(f"{BASE}/categories", json=body)
    assert response.status_code == 201, response.text
    created = response.json()
    assert created["id"].startswith("cat-")
    assert created == {
        "id": created["id"],
        "name": "Gemstones",
        "label": "Gemstones",
        "description": "Certified navaratna stones",
        "image": None,
        "nameHi": None,
        "descriptionHi": None,
        "isActive": True,
        "productCount": 0,
        "createdAt": NOW,
        "updatedAt": NOW,
    }
    refusals = [
        (
            {"name": "gemstones", "description": "again"},
            409,
            "A category named gemstones already exists",
        ),
        ({"name": "Yantra"}, 422, REQUIRED),
        ({"name": "", "description": "x"}, 422, REQUIRED),
        ({"name": "Yantra", "description": "x", "image": "y" * 501}, 422, None),
    ]
    for payload, status, detail in refusals:
        refused = await root.post(f"{BASE}/categories", json=payload)
        assert refused.status_code == status, refused.text
        assert detail is None or refused.json()["detail"] == detail
    assert await count(db, StoreCategory) == 4


async def test_renaming_a_category_renames_it_on_its_products(
    root: httpx.AsyncClient, db: Database
) -> None:
    path = f"{BASE}/categories/cat-rudraksha"
    response = await root.patch(path, json={"name": "Rudraksha & Malas", "image": "📿"})
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["name"], body["image"], body["productCount"], body["updatedAt"]) == (
        "Rudraksha & Malas",
        "📿",
        3,
        NOW,
    )
    moved = await root.get(f"{BASE}/products", params={"category": "Rudraksha & Malas"})
    assert moved.json()["total"] == 3
    assert all(p["updatedAt"] == NOW for p in moved.json()["items"])
    old = await root.get(f"{BASE}/products", params={"category": "Rudraksha"})
    assert old.json()["total"] == 0
    created = await root.post(f"{BASE}/products", json=new_product(category="rudraksha & malas"))
    assert created.json()["category"] == "Rudraksha & Malas"


async def test_a_bad_category_edit_is_refused_and_nothing_is_written(
    root: httpx.AsyncClient, db: Database
) -> None:
    path = f"{BASE}/categories/cat-rudraksha"
    clash = await root.patch(path, json={"name": "PRASAD"})
    assert (clash.status_code, clash.json()["detail"]) == (
        409,
        "A category named PRASAD already exists",
    )
    assert (await root.patch(path, json={"description": None})).json()["detail"] == REQUIRED
    assert (await get(db, StoreCategory, "cat-rudraksha")).name == "Rudraksha"
    assert (await get(db, StoreProduct, "prod-5-mukhi-rudraksha-mala")).category == "Rudraksha"
    missing = await root.patch(f"{BASE}/categories/cat-nope", json={"name": "X"})
    assert (missing.status_code, missing.json()["detail"]) == (404, "Unknown Category")


async def test_a_category_in_use_cannot_be_deleted(root: httpx.AsyncClient, db: Database) -> None:
    refused = await root.delete(f"{BASE}/categories/cat-prasad")
    assert (refused.status_code, refused.json()["detail"]) == (
        409,
        "Cannot delete Prasad: 3 products use it. Move or delete those products first.",
    )
    await add(
        db,
        StoreCategory(id="cat-gems", name="Gemstones", description="Stones"),
        product("ruby", 5000, category="Gemstones"),
    )
    one = await root.delete(f"{BASE}/categories/cat-gems")
    assert one.json()["detail"] == (
        "Cannot delete Gemstones: 1 product uses it. Move or delete those products first."
    )
    assert await count(db, StoreCategory) == 4
    assert (await root.delete(f"{BASE}/products/ruby")).status_code == 204
    assert (await root.delete(f"{BASE}/categories/cat-gems")).status_code == 204
    assert await get(db, StoreCategory, "cat-gems") is None
    again = await root.delete(f"{BASE}/categories/cat-gems")
    assert (again.status_code, again.json()["detail"]) == (404, "Unknown Category")


# Orders


async def add_two_orders(db: Database) -> None:
    await add(
        db,
        order(
            "SO-OLD-1",
            "delivered",
            line(LADDU, "Besan Laddu Prasad Box", 2, 450),
            line("prod-bhimseni-camphor", "Bhimseni Camphor", 1, 250),
            line("prod-copper-shri-yantra", "Copper Shri Yantra", 1, 699),
        ),
        order(
            "SO-NEW-2",
            "pending",
            line(LADDU, "Besan Laddu Prasad Box", 1, 450),
            customer_name="Arjun Rao",
            customer_phone="9123456780",
            payment_method="phonepe",
            payment_status="paid",
            created_at=FROZEN_NOW - timedelta(hours=1),
        ),
    )


async def test_the_orders_table_shows_item_summaries_newest_first(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add_two_orders(db)
    listed = (await root.get(f"{BASE}/orders")).json()
    assert listed["total"] == 2
    assert [o["id"] for o in listed["items"]] == ["SO-NEW-2", "SO-OLD-1"]
    assert listed["items"][1] == {
        "id": "SO-OLD-1",
        "shortId": "SO-OLD-1",  # not an id of the app's shape: shown as it is
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        "itemCount": 3,
        "itemNames": ["Besan Laddu Prasad Box", "Bhimseni Camphor"],
        "moreItems": 1,
        "subtotal": 1849,
        "total": 1849,
        "paymentMethod": "cod",
        "paymentStatus": "paid",  # cash, received on delivery
        "orderStatus": "delivered",
        "createdAt": "2026-11-20T06:30:00Z",
        "nextStatuses": ["delivered"],  # final: the cash was received
    }
    new = listed["items"][0]
    assert (new["itemCount"], new["itemNames"], new["moreItems"]) == (
        1,
        ["Besan Laddu Prasad Box"],
        0,
    )


async def test_orders_are_searched_by_id_name_or_phone_and_filtered_by_status(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add_two_orders(db)

    async def ids_for(**params: str) -> list[str]:
        response = await root.get(f"{BASE}/orders", params=params)
        assert response.status_code == 200, response.text
        return [o["id"] for o in response.json()["items"]]

    assert await ids_for(q="old-1") == ["SO-OLD-1"]
    assert await ids_for(q="arjun") == ["SO-NEW-2"]
    assert await ids_for(q="91234") == ["SO-NEW-2"]  # the start of a phone number
    assert await ids_for(q="+91 91234 56780") == ["SO-NEW-2"]
    assert await ids_for(q="678") == ["SO-NEW-2"]  # a few digits, anywhere in it
    assert await ids_for(q="so-") == ["SO-NEW-2", "SO-OLD-1"]
    assert await ids_for(status="delivered") == ["SO-OLD-1"]
    assert await ids_for(status="delivered", q="arjun") == []
    assert await ids_for(status="all") == ["SO-NEW-2", "SO-OLD-1"]
    refused = await root.get(f"{BASE}/orders", params={"status": "lost"})
    assert (refused.status_code, refused.json()["detail"]) == (
        422,
        f"status must be one of: {STATUSES}",
    )


async def test_order_details_show_everything_but_the_browser_reference(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add_two_orders(db)
    response = await root.get(f"{BASE}/orders/SO-OLD-1")
    assert response.status_code == 200
    body = response.json()
    assert "clientRef" not in body
    assert "secret-browser-hash" not in response.text
    assert body["shippingAddress"] == "12 Temple Street, Mylapore, Chennai, Tamil Nadu 600004"
    assert body["items"][0] == {
        "productId": LADDU,
        "productName": "Besan Laddu Prasad Box",
        "quantity": 2,
        "price": 450,
        "total": 900,
    }
    assert (body["subtotal"], body["shipping"], body["tax"], body["total"]) == (1849, 0, 0, 1849)
    assert (body["paymentMethod"], body["paymentStatus"], body["orderStatus"]) == (
        "cod",
        "paid",
        "delivered",
    )
    assert body["statusHistory"] == [{"status": "pending", "at": "2026-11-20T10:00:00Z"}]
    assert (body["createdAt"], body["customerEmail"]) == (
        "2026-11-20T06:30:00Z",
        "meera@example.com",
    )
    listed = await root.get(f"{BASE}/orders")
    assert "secret-browser-hash" not in listed.text
    missing = await root.get(f"{BASE}/orders/SO-NOPE")
    assert (missing.status_code, missing.json()["detail"]) == (404, "Unknown Order")


async def test_order_status_moves_as_the_table_allows_and_is_recorded_in_the_history(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add_two_orders(db)
    path = f"{BASE}/orders/SO-NEW-2/status"
    # Before shipping an order moves freely; a pending one cannot skip to delivered, and a
    # paid one (this one was paid online) does not go back to pending.
    skipped = await root.patch(path, json={"orderStatus": "delivered"})
    assert skipped.status_code == 409, skipped.text
    assert skipped.json()["errors"][0]["field"] == "orderStatus"
    await root.patch(path, json={"orderStatus": "processing"})
    unpaid_again = await root.patch(path, json={"orderStatus": "pending"})
    assert (unpaid_again.status_code, unpaid_again.json()["code"]) == (409, "status_not_allowed")
    for status in ("confirmed", "shipped", "delivered", "delivered"):
        response = await root.patch(path, json={"orderStatus": status})
        assert response.status_code == 200, response.text
    body = response.json()
    assert (body["orderStatus"], body["updatedAt"]) == ("delivered", NOW)
    assert body["nextStatuses"] == ["delivered"]
    # Setting the status it already has is not a change.
    assert body["statusHistory"] == [
        {"status": "pending", "at": "2026-11-20T10:00:00Z"},
        {"status": "processing", "at": NOW},
        {"status": "confirmed", "at": NOW},
        {"status": "shipped", "at": NOW},
        {"status": "delivered", "at": NOW},
    ]
    # Delivered recorded the cash taken at the door: final.
    back = await root.patch(path, json={"orderStatus": "pending"})
    assert (back.status_code, back.json()["code"]) == (409, "status_final")
    assert (await get(db, StoreOrder, "SO-NEW-2")).order_status == "delivered"
    assert (await root.get(f"{BASE}/summary")).json()["totalRevenue"] == 1849 + 450
    # A status is read whatever its case and spaces.
    shouted = await root.patch(
        "/api/admin/store/orders/SO-OLD-1/status", json={"orderStatus": " Delivered "}
    )
    assert shouted.json()["orderStatus"] == "delivered"


@pytest.mark.parametrize(
    ("payload", "detail"),
    [
        ({"orderStatus": "lost"}, f"orderStatus must be one of: {STATUSES}"),
        ({"orderStatus": "completed"}, f"orderStatus must be one of: {STATUSES}"),
        ({"orderStatus": ""}, REQUIRED),
        ({}, REQUIRED),
    ],
)
async def test_an_unknown_order_status_is_refused(
    root: httpx.AsyncClient, db: Database, payload: dict[str, str], detail: str
) -> None:
    await add_two_orders(db)
    response = await root.patch(f"{BASE}/orders/SO-NEW-2/status", json=payload)
    assert (response.status_code, response.json()["detail"]) == (422, detail)
    stored = await get(db, StoreOrder, "SO-NEW-2")
    assert (stored.order_status, len(stored.status_history)) == ("pending", 1)


async def test_cancelling_an_order_puts_its_items_back_on_the_shelf(
    root: httpx.AsyncClient, client: httpx.AsyncClient, db: Database
) -> None:
    checkout = {
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        "deliveryAddress": CHENNAI,
        "paymentMethod": "cod",
        "items": [{"productId": LADDU, "quantity": 2}],
    }
    await confirm_phone(client, db, "9845012345")  # cash on delivery
    placed = await client.post("/api/store/orders", json=checkout)
    assert placed.status_code == 201, placed.text
    assert (await get(db, StoreProduct, LADDU)).stock_quantity == 78
    path = f"{BASE}/orders/{placed.json()['id']}/status"
    cancelled = await root.patch(path, json={"orderStatus": "cancelled"})
    assert cancelled.json()["orderStatus"] == "cancelled"
    assert (await get(db, StoreProduct, LADDU)).stock_quantity == 80
    # Final: reopening it would sell the two laddus twice.
    reopened = await root.patch(path, json={"orderStatus": "pending"})
    assert reopened.status_code == 409
    assert (await get(db, StoreProduct, LADDU)).stock_quantity == 80
    missing = await root.patch(f"{BASE}/orders/SO-NOPE/status", json={"orderStatus": "pending"})
    assert (missing.status_code, missing.json()["detail"]) == (404, "Unknown Order")


async def test_the_shipping_address_is_edited(root: httpx.AsyncClient, db: Database) -> None:
    await add_two_orders(db)
    path = f"{BASE}/orders/SO-OLD-1/shipping-address"
    parts = {
        **PUNE,
        "houseAndStreet": "  Flat 4B, Lotus Residency, 1 MG Road ",
        "state": "maharashtra",
    }
    address = "Flat 4B, Lotus Residency, 1 MG Road, Pune, Maharashtra 411001"
    response = await root.patch(path, json={"deliveryAddress": parts})
    assert response.status_code == 200, response.text
    assert (response.json()["shippingAddress"], response.json()["updatedAt"]) == (address, NOW)
    assert response.json()["deliveryAddress"]["state"] == "Maharashtra"
    assert (await get(db, StoreOrder, "SO-OLD-1")).shipping_address == address
    refusals = (
        {},
        {"deliveryAddress": {**PUNE, "houseAndStreet": "  "}},
        {"deliveryAddress": {**PUNE, "houseAndStreet": "x" * 201}},
        {"deliveryAddress": {**PUNE, "pinCode": "011001"}},
        {"deliveryAddress": {**PUNE, "state": "Bombay"}},
    )
    for payload in refusals:
        refused = await root.patch(path, json=payload)
        assert refused.status_code == 422, refused.text
    assert (await get(db, StoreOrder, "SO-OLD-1")).shipping_address == address
    missing = await root.patch(
        f"{BASE}/orders/SO-NOPE/shipping-address", json={"deliveryAddress": PUNE}
    )
    assert (missing.status_code, missing.json()["detail"]) == (404, "Unknown Order")


# Races


async def test_concurrent_creates_with_one_sku_store_one_product(
    root: httpx.AsyncClient, db: Database
) -> None:
    bodies = [new_product(name=f"Mala {n}", sku="RDK-RACE-1") for n in range(4)]
    responses = await asyncio.gather(*(root.post(f"{BASE}/products", json=b) for b in bodies))
    assert sorted(r.status_code for r in responses) == [201, 409, 409, 409]
    assert await count(db, StoreProduct) == 10


async def test_concurrent_status_changes_all_reach_the_history(
    root: httpx.AsyncClient, db: Database
) -> None:
    await add_two_orders(db)
    path = f"{BASE}/orders/SO-NEW-2/status"
    wanted = ("confirmed", "processing", "shipped", "delivered")
    responses = await asyncio.gather(*(root.patch(path, json={"orderStatus": s}) for s in wanted))
    # Each is applied in turn on the row's lock: a move the table refuses by then is a 409.
    applied = [s for s, r in zip(wanted, responses, strict=True) if r.status_code == 200]
    assert all(r.status_code in (200, 409) for r in responses)
    stored = await get(db, StoreOrder, "SO-NEW-2")
    steps = [e["status"] for e in stored.status_history]
    assert sorted(steps[1:]) == sorted(applied)
    assert stored.order_status == steps[-1]
    for before, after in itertools.pairwise(steps):
        assert transitions.refusal(Kind.ORDER, before, after, Facts(paid=True)) is None


async def test_an_order_to_be_paid_online_ships_only_once_paid(
    root: httpx.AsyncClient, db: Database
) -> None:
    """Shipping what was never paid for: the release of unpaid orders would then never give
    its stock back, and the parcel would go for free."""
    unpaid = order("SO-ONLINE", "pending", payment_method="phonepe", payment_status="pending")
    await add(db, unpaid)
    path = f"{BASE}/orders/SO-ONLINE"
    assert (await root.get(path)).json()["nextStatuses"] == [
        "pending",
        "confirmed",
        "processing",
        "cancelled",
    ]
    shipped = await root.patch(f"{path}/status", json={"orderStatus": "shipped"})
    assert shipped.status_code == 409, shipped.text
    assert shipped.json()["code"] == "status_unpaid"
    assert shipped.json()["errors"][0]["field"] == "orderStatus"
    assert (await get(db, StoreOrder, "SO-ONLINE")).order_status == "pending"
    # Cash on delivery ships unpaid: the cash comes with the parcel.
    await add(db, order("SO-CASH", "confirmed"))
    cash = await root.patch(f"{BASE}/orders/SO-CASH/status", json={"orderStatus": "shipped"})
    assert cash.status_code == 200, cash.text


# Pure rules


def test_item_summary_names_two_products_then_counts_the_rest() -> None:
    items = [{"productName": n} for n in ("A", "B", "C", "D")]
    assert rules.item_summary(items) == rules.ItemSummary(4, ["A", "B"], 2)
    assert rules.item_summary(items[:2]) == rules.ItemSummary(2, ["A", "B"], 0)
    assert rules.item_summary([]) == rules.ItemSummary(0, [], 0)


def test_filters_and_the_original_price_rule() -> None:
    assert rules.original_price(Decimal(0)) is None
    assert rules.original_price(None) is None
    assert rules.original_price(Decimal("499.00")) == Decimal(499)
    assert rules.status_filter(None) is None
    assert rules.status_filter(" All ") is None
    assert rules.status_filter("Shipped") == "shipped"
    assert rules.category_filter("All") is None
    assert rules.category_filter(" Prasad ") == "Prasad"
