"""The catalogue in Hindi: asked by ?lang= or Accept-Language, each field falling back to
English when its Hindi is not written; searched in either language; older databases given
the seed's Hindi once, without overwriting an admin's words."""

from __future__ import annotations

import httpx
from sqlalchemy import update

from data.db import Database
from data.models import PujaService, StoreProduct, Temple
from data.seeding import seed_catalogue
from tests.support import add, product

DEVANAGARI = range(0x0900, 0x0980)


def devanagari(text: str) -> bool:
    return any(ord(c) in DEVANAGARI for c in text)


async def test_a_puja_in_hindi_by_query_or_header(client: httpx.AsyncClient) -> None:
    english = (await client.get("/api/puja-services/ganesh-puja")).json()
    by_query = (await client.get("/api/puja-services/ganesh-puja", params={"lang": "hi"})).json()
    by_header = (
        await client.get("/api/puja-services/ganesh-puja", headers={"Accept-Language": "hi-IN"})
    ).json()
    assert by_query == by_header
    assert english["name"] == "Ganesh Puja" and english["categoryLabel"] == "Ganesha"
    assert by_query["name"] == "गणेश पूजा"
    assert by_query["categoryLabel"] == "गणेश" and by_query["category"] == "Ganesha"
    for field in ("name", "duration", "description"):
        assert devanagari(by_query[field]), field
    for field in ("includes", "requirements", "samagriFamily", "samagriPriest"):
        assert english[field], field
        assert len(by_query[field]) == len(english[field])
        assert all(devanagari(text) for text in by_query[field])
    assert by_query["price"] == english["price"]


async def test_english_is_the_default_and_the_fallback(
    client: httpx.AsyncClient, db: Database
) -> None:
    preferring_english = {"Accept-Language": "en-GB,en;q=0.9,hi;q=0.5"}
    page = (await client.get("/api/puja-services", headers=preferring_english)).json()
    assert not any(devanagari(p["name"]) for p in page["items"])
    async with db.writer() as session:
        await session.execute(
            update(PujaService)
            .where(PujaService.id == "ganesh-puja")
            .values(description_hi=None, includes_hi=None)
        )
        await session.commit()
    half = (await client.get("/api/puja-services/ganesh-puja", params={"lang": "hi"})).json()
    assert half["name"] == "गणेश पूजा"
    assert half["description"].startswith("A simple shodashopachara worship")
    assert half["includes"][0] == "Experienced Vedic pandit"
    # The cached list page follows the change, in each language.
    listed = (await client.get("/api/puja-services", params={"lang": "hi", "limit": 50})).json()
    ganesh = next(p for p in listed["items"] if p["id"] == "ganesh-puja")
    assert ganesh["description"] == half["description"]


async def test_category_chips_carry_hindi_labels(client: httpx.AsyncClient) -> None:
    chips = (await client.get("/api/puja-services/categories", params={"lang": "hi"})).json()
    assert chips[0]["name"] == "All" and chips[0]["label"] == "सभी"
    assert all(devanagari(chip["label"]) for chip in chips)
    store = (await client.get("/api/store/categories", params={"lang": "hi"})).json()
    assert {c["name"] for c in store} == {"Prasad", "Rudraksha", "Puja Materials"}
    assert all(devanagari(c["label"]) and devanagari(c["description"]) for c in store)


async def test_search_finds_in_either_language(client: httpx.AsyncClient) -> None:
    for term in ("रुद्राक्ष", "rudraksh", "Rudraksha"):
        found = (await client.get("/api/store/products", params={"search": term})).json()
        ids = {p["id"] for p in found["items"]}
        assert "prod-5-mukhi-rudraksha-mala" in ids, term
    pujas = (await client.get("/api/puja-services", params={"search": "गणेश"})).json()
    assert "ganesh-puja" in {p["id"] for p in pujas["items"]}
    temples = (await client.get("/api/temples", params={"search": "सिद्धिविनायक"})).json()
    assert [t["id"] for t in temples["items"]] == ["temple-siddhivinayak-mumbai"]


async def test_temples_and_their_services_in_hindi(client: httpx.AsyncClient) -> None:
    listed = (await client.get("/api/temples", params={"lang": "hi"})).json()
    assert all(devanagari(t["name"]) and devanagari(t["address"]) for t in listed["items"])
    detail = (
        await client.get("/api/temples/temple-siddhivinayak-mumbai", params={"lang": "hi"})
    ).json()
    assert devanagari(detail["description"])
    assert all(devanagari(s["name"]) and devanagari(s["duration"]) for s in detail["services"])


async def test_a_product_page_in_either_language(client: httpx.AsyncClient, db: Database) -> None:
    mala = (await client.get("/api/store/products/prod-5-mukhi-rudraksha-mala")).json()
    hindi = (
        await client.get("/api/store/products/prod-5-mukhi-rudraksha-mala", params={"lang": "hi"})
    ).json()
    assert mala["categoryLabel"] == "Rudraksha" and devanagari(hindi["categoryLabel"])
    assert devanagari(hindi["name"]) and hindi["sku"] == mala["sku"]
    await add(db, product("retired", 100, is_active=False))
    for missing in ("retired", "no-such-product"):
        response = await client.get(f"/api/store/products/{missing}")
        assert response.status_code == 404
        assert response.json()["detail"] == "Unknown Product"
    quote = await client.post(
        "/api/store/quote",
        json={"items": [{"productId": "prod-5-mukhi-rudraksha-mala", "quantity": 1}]},
        params={"lang": "hi"},
    )
    assert quote.json()["lines"][0]["productName"] == hindi["name"]


async def test_seeding_gives_an_older_database_its_hindi_once(db: Database) -> None:
    async with db.writer() as session:
        for model in (PujaService, Temple, StoreProduct):
            no_hindi = {f"{field}_hi": None for field in model.TRANSLATED}
            await session.execute(update(model).values(**no_hindi))
        # An admin's own English: the seed's Hindi would not say the same, so none is given.
        await session.execute(
            update(PujaService).where(PujaService.id == "ganesh-puja").values(name="Ganapati Puja")
        )
        # An admin's own Hindi stays.
        await session.execute(
            update(Temple)
            .where(Temple.id == "temple-siddhivinayak-mumbai")
            .values(name_hi="सिद्धिविनायक मंदिर, प्रभादेवी")
        )
        await session.commit()
    filled = await seed_catalogue(db)
    assert filled.seeded is False
    assert filled.hindi_filled == 52 - 1 + 3 - 1 + 9  # pujas, temples, products
    async with db.reader() as session:
        ganesh = await session.get(PujaService, "ganesh-puja")
        temple = await session.get(Temple, "temple-siddhivinayak-mumbai")
        other = await session.get(Temple, "temple-dagdusheth-pune")
        assert ganesh is not None and temple is not None and other is not None
        assert ganesh.name_hi is None
        assert temple.name_hi == "सिद्धिविनायक मंदिर, प्रभादेवी" and temple.description_hi is None
        assert other.name_hi is not None and devanagari(other.name_hi)
    assert (await seed_catalogue(db)).hindi_filled == 0


async def test_seeding_gives_an_older_database_its_samagri_lists_once(db: Database) -> None:
    no_lists = {name: [] for name in ("samagri_family", "samagri_priest")}
    no_lists |= {"samagri_family_hi": None, "samagri_priest_hi": None}
    async with db.writer() as session:
        await session.execute(update(PujaService).values(**no_lists))
        # An admin's own puja keeps what the admin wrote (no lists).
        await session.execute(
            update(PujaService).where(PujaService.id == "ganesh-puja").values(name="Ganapati Puja")
        )
        await session.commit()
    filled = await seed_catalogue(db)
    assert filled.samagri_filled == 52 - 1 and filled.hindi_filled == 0
    async with db.reader() as session:
        ganesh = await session.get(PujaService, "ganesh-puja")
        rudra = await session.get(PujaService, "rudrabhishek")
        assert ganesh is not None and rudra is not None
        assert ganesh.samagri_family == [] and ganesh.samagri_family_hi is None
        assert rudra.samagri_family and rudra.samagri_priest
        assert all(devanagari(item) for item in rudra.samagri_priest_hi or [""])
    assert (await seed_catalogue(db)).samagri_filled == 0
