"""The store's delivery address in its parts: house and street, landmark, city, state or union
territory from the list, a 6-digit PIN whose first digit is 1 to 8; each refusal names its
rule; the order keeps the parts and the one-line address."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.store.address import STATES
from data.db import Database
from data.models import StoreOrder
from tests.support import CHENNAI, count, get

ORDERS = "/api/store/orders"


def order(address: dict[str, Any]) -> dict[str, Any]:
    return {
        "customerName": "Meera Iyer",
        "customerPhone": "9845012345",
        "deliveryAddress": address,
        "paymentMethod": "cod",
        "items": [{"productId": "prod-bhimseni-camphor", "quantity": 1}],
    }


async def test_the_order_keeps_the_parts_and_the_line(
    client: httpx.AsyncClient, db: Database
) -> None:
    parts = {**CHENNAI, "landmark": " Near Kapaleeshwarar Temple ", "pinCode": "600 004"}
    placed = await client.post(ORDERS, json=order(parts))
    assert placed.status_code == 201, placed.text
    body = placed.json()
    assert body["deliveryAddress"] == {
        "houseAndStreet": "12 Temple Street, Mylapore",
        "landmark": "Near Kapaleeshwarar Temple",
        "city": "Chennai",
        "state": "Tamil Nadu",
        "pinCode": "600004",
    }
    line = "12 Temple Street, Mylapore, Near Kapaleeshwarar Temple, Chennai, Tamil Nadu 600004"
    assert body["shippingAddress"] == line
    assert (await get(db, StoreOrder, body["id"])).shipping_address == line


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"pinCode": "221"}, "pinCode", "PIN code must be 6 digits, the first from 1 to 8"),
        ({"pinCode": "021005"}, "pinCode", "PIN code must be 6 digits, the first from 1 to 8"),
        ({"pinCode": "921005"}, "pinCode", "PIN code must be 6 digits, the first from 1 to 8"),
        ({"pinCode": "22100A"}, "pinCode", "PIN code must be 6 digits, the first from 1 to 8"),
        ({"state": "Bombay"}, "state", "Choose a state or union territory from the list"),
        ({"city": "  "}, "city", "Please fill all required fields"),
        ({"houseAndStreet": ""}, "houseAndStreet", "Please fill all required fields"),
        ({"landmark": "x" * 121}, "landmark", None),
    ],
)
async def test_each_wrong_part_is_refused_naming_its_rule(
    client: httpx.AsyncClient, db: Database, change: dict[str, str], field: str, message: str | None
) -> None:
    response = await client.post(ORDERS, json=order({**CHENNAI, **change}))
    assert response.status_code == 422, response.text
    errors = response.json()["errors"]
    assert [e["field"] for e in errors] == [f"deliveryAddress.{field}"]
    if message is not None:
        assert message in (response.json()["detail"], errors[0]["message"])
    assert await count(db, StoreOrder) == 0


async def test_a_bare_pin_is_not_an_address(client: httpx.AsyncClient) -> None:
    # What the old free-text field took: "221005" alone.
    response = await client.post(ORDERS, json={**order(CHENNAI), "deliveryAddress": "221005"})
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "deliveryAddress"


async def test_the_site_lists_the_states_and_the_pin_rule(client: httpx.AsyncClient) -> None:
    site = (await client.get("/api/site")).json()
    assert len(site["states"]) == len(STATES) == 36
    assert {"name": "Delhi", "nameHi": "दिल्ली"} in site["states"]
    assert site["limits"]["pinPattern"] == "^[1-8][0-9]{5}$"
