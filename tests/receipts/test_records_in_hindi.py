"""A devotee reading in Hindi reads their own bookings and orders in Hindi: the puja's, the
temple service's and the products' names as they were when booked (a snapshot kept with the
record, like the English), and the delivery state in Hindi, in My Orders and on the receipt
(page and PDF). English readers and records made before the snapshot keep the English."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from data.db import Database
from tests.api.test_order_cancel import CREATE, change_row, make
from tests.conftest import PUBLIC_URL
from tests.pdf_text import extract
from tests.receipts.test_receipt_pdf import paid_in_cash, pdf_url

LOOKUP = "/api/orders/lookup"
RECORD = "/api/orders/record"
HINDI = {"priest": "गणेश पूजा", "temple": "रुद्राभिषेक", "store": "भीमसेनी कपूर (100 ग्राम)"}
ENGLISH_STATE, HINDI_STATE = "Tamil Nadu", "तमिलनाडु"


def named(kind: str, record: dict[str, Any]) -> str:
    return str(record["items"][0]["productName"] if kind == "store" else record["serviceName"])


async def lookup(http: httpx.AsyncClient, **asked: Any) -> dict[str, dict[str, Any]]:
    response = await http.post(LOOKUP, json={"phone": "9845012345"}, **asked)
    assert response.status_code == 200, response.text
    found = response.json()
    lists = {"priest": "priestBookings", "temple": "templeBookings", "store": "storeOrders"}
    return {kind: found[name][0] for kind, name in lists.items() if found[name]}


async def make_all(client: httpx.AsyncClient, db: Database) -> dict[str, dict[str, Any]]:
    return {kind: await make(client, db, kind) for kind in CREATE}


async def test_my_orders_in_hindi_names_what_was_booked_in_hindi(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make_all(client, db)
    hindi = await lookup(client, headers={"Accept-Language": "hi-IN,hi;q=0.9"})
    english = await lookup(client)
    for kind, record in hindi.items():
        assert named(kind, record) == HINDI[kind]
        assert named(kind, english[kind]) == named(kind, made[kind])  # as created, English
    order = hindi["store"]
    assert order["shippingAddress"].endswith(f"{HINDI_STATE} 600004")
    assert order["shippingAddress"].startswith("12 Temple Street, Mylapore, Chennai")  # as typed
    assert order["deliveryAddress"]["state"] == ENGLISH_STATE  # the value a form sends back
    assert english["store"]["shippingAddress"].endswith(f"{ENGLISH_STATE} 600004")
    assert "productNameHi" not in order["items"][0]  # one name, in the language asked for
    one = await client.post(
        RECORD, json={"kind": "store", "id": made["store"]["id"]}, params={"lang": "hi"}
    )
    assert named("store", one.json()["record"]) == HINDI["store"]


async def test_another_browser_sees_nothing_of_it_in_hindi_either(
    app: FastAPI, client: httpx.AsyncClient, db: Database
) -> None:
    await make(client, db, "store")
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as stranger:
        response = await stranger.post(LOOKUP, json={"phone": "9845012345"}, params={"lang": "hi"})
    assert (response.json()["storeOrders"], response.json()["hidden"]) == ([], 1)
    assert HINDI_STATE not in response.text
    assert "Temple Street" not in response.text


@pytest.mark.parametrize("kind", list(CREATE))
async def test_a_record_booked_before_names_had_hindi_keeps_its_english(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    made = await make(client, db, kind)
    if kind == "store":
        items = made["items"]  # the wire lines: stored without a Hindi name
        await change_row(db, kind, made["id"], items=items, delivery_address=None)
    else:
        await change_row(db, kind, made["id"], service_name_hi=None)
    record = (await lookup(client, params={"lang": "hi"}))[kind]
    assert named(kind, record) == named(kind, made)
    if kind == "store":
        assert record["shippingAddress"] == made["shippingAddress"]


async def test_the_hindi_pdf_receipt_names_the_products_and_the_state_in_hindi(
    client: httpx.AsyncClient, db: Database
) -> None:
    made = await make(client, db, "store")
    await paid_in_cash(db, "store", made)  # delivered and paid: it has a receipt
    text = extract((await client.get(pdf_url("store", made["id"], "hi"))).content).text
    assert "भीमसेनी कपूर" in text
    assert HINDI_STATE in text
    assert "Camphor" not in text and ENGLISH_STATE not in text
    english = extract((await client.get(pdf_url("store", made["id"]))).content).text
    assert "Bhimseni Camphor" in english and ENGLISH_STATE in english
