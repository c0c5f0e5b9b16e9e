"""The store's delivery address in its parts: house and street, landmark, city, state or union
territory from the list, a 6-digit PIN whose first digit is 1 to 8 that exists and serves that
state, a city not surely in another state; each refusal names its rule, at the checkout and in
the back office's edit alike; the order keeps the parts and the one-line address."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.store.states import STATES
from data.db import Database
from data.models import StoreOrder
from tests.admin_support import SUPER, ClientFor
from tests.support import CHENNAI, PUNE, confirm_phone, count, get

ORDERS = "/api/store/orders"


@pytest.fixture(autouse=True)
async def cash_allowed(client: httpx.AsyncClient, db: Database) -> None:
    """The tests' browser has confirmed the phone it orders with (cash on delivery needs it)."""
    await confirm_phone(client, db, "9845012345")


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
        ({"pinCode": "199999"}, "pinCode", "No such PIN code"),
        ({"pinCode": "110001"}, "pinCode", "PIN code 110001 is in Delhi, not in Tamil Nadu"),
        ({"pinCode": "560001"}, "pinCode", "PIN code 560001 is in Karnataka, not in Tamil Nadu"),
        ({"city": "Pune"}, "city", "Pune is in Maharashtra, not in Tamil Nadu"),
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


# What the issue saw placed: Delhi's PIN with Maharashtra, Bengaluru's with Pune.
WRONG_PINS = (
    ({**PUNE, "pinCode": "110001"}, "PIN code 110001 is in Delhi, not in Maharashtra"),
    ({**PUNE, "pinCode": "560001"}, "PIN code 560001 is in Karnataka, not in Maharashtra"),
)


@pytest.mark.parametrize(("address", "message"), WRONG_PINS)
async def test_a_pin_of_another_state_places_no_order(
    client: httpx.AsyncClient, db: Database, address: dict[str, str], message: str
) -> None:
    response = await client.post(ORDERS, json=order(address))
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "pin_in_other_state"
    assert response.json()["errors"] == [{"field": "deliveryAddress.pinCode", "message": message}]
    assert await count(db, StoreOrder) == 0


async def test_a_pin_on_a_border_takes_either_state(client: httpx.AsyncClient) -> None:
    for state, city in (("Delhi", "New Delhi"), ("Uttar Pradesh", "Noida")):
        address = {"houseAndStreet": "B-12 Jasola", "city": city, "state": state}
        placed = await client.post(ORDERS, json=order({**address, "pinCode": "110025"}))
        assert placed.status_code == 201, placed.text


async def test_the_back_office_edit_keeps_the_same_rules(
    as_admin: ClientFor, client: httpx.AsyncClient, db: Database
) -> None:
    placed = await client.post(ORDERS, json=order(PUNE))
    assert placed.status_code == 201, placed.text
    order_id = placed.json()["id"]
    root = await as_admin(SUPER)
    path = f"/api/admin/store/orders/{order_id}/shipping-address"
    for address, message in (*WRONG_PINS, ({**PUNE, "pinCode": "411999"}, "No such PIN code")):
        refused = await root.patch(path, json={"deliveryAddress": address})
        assert refused.status_code == 422, refused.text
        assert refused.json()["errors"][0] == {
            "field": "deliveryAddress.pinCode",
            "message": message,
        }
    assert (
        await get(db, StoreOrder, order_id)
    ).shipping_address == "1 MG Road, Pune, Maharashtra 411001"


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
