"""A booking made in Hindi is confirmed in Hindi: the create's answer names the puja or temple
service (and a chosen priest) as the catalogue writes them in Hindi, as My Orders does; the
record keeps its English, and an English request (or a replay asked in English) reads English."""

from __future__ import annotations

import httpx

from tests.api.test_order_cancel import CREATE
from tests.conftest import india_date

HINDI = {"Accept-Language": "hi"}


async def test_a_temple_booking_made_in_hindi_is_answered_with_the_service_in_hindi(
    client: httpx.AsyncClient,
) -> None:
    url, body = CREATE["temple"]
    made = await client.post(url, json=body, headers={**HINDI, "Idempotency-Key": "tb-hindi-1"})
    assert made.status_code == 201, made.text
    assert made.json()["serviceName"] == "रुद्राभिषेक"
    again = await client.post(url, json=body, headers={"Idempotency-Key": "tb-hindi-1"})
    assert (again.json()["id"], again.json()["serviceName"]) == (made.json()["id"], "Rudrabhishek")


async def test_a_priest_booking_made_in_hindi_names_the_puja_and_the_chosen_priest_in_hindi(
    client: httpx.AsyncClient,
) -> None:
    url, body = CREATE["priest"]
    online = {**body, "isOnline": True, "customerAddress": "", "selectedDate": india_date(5)}
    free = await client.get(
        "/api/priests/free",
        params={
            "serviceId": "ganesh-puja",
            "selectedDate": india_date(5),
            "selectedTime": body["selectedTime"],
            "isOnline": "true",
        },
        headers=HINDI,
    )
    chosen = free.json()["priests"][0]
    made = await client.post(url, json={**online, "priestId": chosen["id"]}, headers=HINDI)
    assert made.status_code == 201, made.text
    assert made.json()["serviceName"] == "गणेश पूजा"
    assert made.json()["priestAssigned"] == chosen["name"]  # the card's Hindi name
    assert chosen["name"] != chosen["id"] and not chosen["name"].isascii()
    english = await client.post(url, json={**online, "selectedDate": india_date(6)})
    assert english.json()["serviceName"] == "Ganesh Puja"
