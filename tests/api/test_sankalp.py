"""A booking's sankalp (gotra, nakshatra or rashi, the names the puja is for): checked on the way
in with an error naming the part, stored, read back on the booking, My Orders and the admin's
details, offered by the site's choices, seen by the priest who holds it and printed on the
receipt in English and Hindi."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.common.sankalp import MAX_GOTRA_CHARS, MAX_NAME_CHARS, MAX_NAMES
from data.db import Database
from data.models import PriestBooking, TempleBooking
from tests.admin_support import SUPER, ClientFor
from tests.api.test_order_cancel import CREATE, change_row
from tests.pdf_text import extract
from tests.receipts.test_receipt_pdf import paid_online, pdf_url
from tests.support import count, get

SHARMA = {"gotra": "Kashyap", "nakshatra": "Rohini", "names": ["Ramesh Sharma", "Sita Sharma"]}
STORED = {**SHARMA, "rashi": None}
MODELS = {"priest": PriestBooking, "temple": TempleBooking}


async def create(client: httpx.AsyncClient, kind: str, sankalp: Any) -> httpx.Response:
    url, body = CREATE[kind]
    return await client.post(url, json={**body, "sankalp": sankalp})


@pytest.mark.parametrize("kind", ["priest", "temple"])
async def test_a_booking_keeps_its_sankalp_and_reads_it_back(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    sent = {**SHARMA, "gotra": "  Kashyap ", "names": ["Ramesh Sharma", " Sita Sharma", ""]}
    response = await create(client, kind, sent)
    assert response.status_code == 201, response.text
    assert response.json()["sankalp"] == STORED
    stored = await get(db, MODELS[kind], response.json()["id"])
    assert stored.sankalp == STORED

    looked_up = await client.post("/api/orders/lookup", json={"phone": "9845012345"})
    assert looked_up.status_code == 200, looked_up.text
    records = looked_up.json()[f"{kind}Bookings"]
    assert [r["sankalp"] for r in records] == [STORED]


@pytest.mark.parametrize("kind", ["priest", "temple"])
@pytest.mark.parametrize(
    "sankalp",
    [None, {}, {"gotra": " ", "nakshatra": "", "rashi": None, "names": ["", "  "]}],
    ids=["null", "empty", "blank"],
)
async def test_a_sankalp_left_empty_is_none(
    client: httpx.AsyncClient, db: Database, kind: str, sankalp: Any
) -> None:
    response = await create(client, kind, sankalp)
    assert response.status_code == 201, response.text
    assert response.json()["sankalp"] is None
    assert (await get(db, MODELS[kind], response.json()["id"])).sankalp is None


async def test_a_rashi_alone_and_a_name_said_twice(client: httpx.AsyncClient) -> None:
    sankalp = {"rashi": "Taurus", "names": ["Sita", "sita", "Ramesh"]}
    response = await create(client, "priest", sankalp)
    assert response.status_code == 201, response.text
    assert response.json()["sankalp"] == {
        "gotra": None,
        "nakshatra": None,
        "rashi": "Taurus",
        "names": ["Sita", "Ramesh"],
    }


@pytest.mark.parametrize("kind", ["priest", "temple"])
@pytest.mark.parametrize(
    ("sankalp", "field", "code"),
    [
        ({"nakshatra": "Rohni"}, "sankalp.nakshatra", "unknown_nakshatra"),
        ({"rashi": "Mesha"}, "sankalp.rashi", "unknown_rashi"),
        ({"nakshatra": "Rohini", "rashi": "Taurus"}, "sankalp.rashi", "nakshatra_or_rashi"),
        ({"gotra": "K" * (MAX_GOTRA_CHARS + 1)}, "sankalp.gotra", "validation_error"),
        ({"names": ["N"] * (MAX_NAMES + 1)}, "sankalp.names", "validation_error"),
        ({"names": ["N" * (MAX_NAME_CHARS + 1)]}, "sankalp.names[0]", "validation_error"),
        ({"names": "Ramesh"}, "sankalp.names", "validation_error"),
        ({"names": [7]}, "sankalp.names[0]", "validation_error"),
        ({"gotra": "Kash\x07yap"}, "sankalp.gotra", "validation_error"),
        ({"star": "Rohini"}, "sankalp.star", "validation_error"),
        ({"names": [{"name": "Sita"}]}, "sankalp.names[0]", "validation_error"),
        ("Kashyap gotra", "sankalp", "validation_error"),
    ],
)
async def test_a_bad_sankalp_is_refused_naming_its_part(
    client: httpx.AsyncClient, db: Database, kind: str, sankalp: Any, field: str, code: str
) -> None:
    response = await create(client, kind, sankalp)
    assert response.status_code == 422, response.text
    body = response.json()
    assert body["code"] == code, body
    assert [e["field"] for e in body["errors"]] == [field], body
    assert await count(db, MODELS[kind]) == 0


async def test_the_site_offers_the_kundli_engines_nakshatras_and_rashis(
    client: httpx.AsyncClient,
) -> None:
    choices = (await client.get("/api/site")).json()["sankalp"]
    assert len(choices["nakshatras"]) == 27 and len(choices["rashis"]) == 12
    assert choices["nakshatras"][3] == {"value": "Rohini", "name": "Rohini", "nameHi": "रोहिणी"}
    assert choices["rashis"][1] == {
        "value": "Taurus",
        "name": "Vrishabha (Taurus)",
        "nameHi": "वृषभ",
    }
    assert (choices["maxNames"], choices["maxNameChars"], choices["maxGotraChars"]) == (
        MAX_NAMES,
        MAX_NAME_CHARS,
        MAX_GOTRA_CHARS,
    )


@pytest.mark.parametrize("kind", ["priest", "temple"])
async def test_the_admin_booking_details_carry_the_sankalp(
    client: httpx.AsyncClient, as_admin: ClientFor, kind: str
) -> None:
    made = (await create(client, kind, SHARMA)).json()
    admin = await as_admin(SUPER)
    details = await admin.get(f"/api/admin/{kind}-bookings/{made['id']}")
    assert details.status_code == 200, details.text
    assert details.json()["sankalp"] == STORED


@pytest.mark.parametrize("kind", ["priest", "temple"])
async def test_the_receipt_prints_the_sankalp_in_english_and_in_hindi(
    client: httpx.AsyncClient, db: Database, kind: str
) -> None:
    made = (await create(client, kind, {**SHARMA, "names": ["Ramesh Sharma", "सीता शर्मा"]})).json()
    if kind == "temple":
        await change_row(db, kind, made["id"], status="pending")
    await paid_online(db, kind, made)
    english = extract((await client.get(pdf_url(kind, made["id"]))).content).text
    for shown in ("Gotra", "Kashyap", "Nakshatra", "Rohini", "For", "Ramesh Sharma, सीता शर्मा"):
        assert shown in english, (shown, english)
    hindi = extract((await client.get(pdf_url(kind, made["id"], "hi"))).content).text
    for shown in ("गोत्र", "Kashyap", "नक्षत्र", "रोहिणी", "किनके लिए", "सीता शर्मा"):
        assert shown in hindi, (shown, hindi)
