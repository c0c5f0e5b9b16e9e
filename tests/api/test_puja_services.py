"""The puja catalogue: paging, search, categories."""

from __future__ import annotations

import httpx


async def test_first_page_is_ten_of_the_whole_catalogue(client: httpx.AsyncClient) -> None:
    first = (await client.get("/api/puja-services")).json()
    assert len(first["items"]) == 10
    assert first["total"] == 52
    more = (await client.get("/api/puja-services", params={"offset": 10})).json()
    assert {s["id"] for s in first["items"]}.isdisjoint({s["id"] for s in more["items"]})
    prices = [s["price"] for s in first["items"] + more["items"]]
    assert prices == sorted(prices)
    assert prices[0] == 2299


async def test_search_matches_name_and_description_case_insensitively(
    client: httpx.AsyncClient,
) -> None:
    by_name = (await client.get("/api/puja-services", params={"search": "GRIHA"})).json()
    assert by_name["total"] >= 1
    assert all("griha" in (s["name"] + s["description"]).lower() for s in by_name["items"])
    by_description = await client.get("/api/puja-services", params={"search": "ancestors"})
    assert by_description.json()["total"] >= 1
    none = (await client.get("/api/puja-services", params={"search": "100%_"})).json()
    assert none == {"items": [], "total": 0, "offset": 0, "limit": 10}


async def test_category_filter_and_all(client: httpx.AsyncClient) -> None:
    homa = await client.get("/api/puja-services", params={"category": "Homa", "limit": 50})
    assert {s["category"] for s in homa.json()["items"]} == {"Homa"}
    everything = (await client.get("/api/puja-services", params={"category": "All"})).json()
    assert everything["total"] == 52


async def test_unknown_category_and_bad_paging_are_clear_errors(
    client: httpx.AsyncClient,
) -> None:
    bad = await client.get("/api/puja-services", params={"category": "Astrology"})
    assert bad.status_code == 422
    assert bad.json()["code"] == "unknown_category"
    assert "Homa" in bad.json()["detail"]
    too_many = await client.get("/api/puja-services", params={"limit": 1000})
    assert too_many.status_code == 422
    assert too_many.json()["detail"].startswith("limit:")
    long_search = await client.get("/api/puja-services", params={"search": "x" * 101})
    assert long_search.status_code == 422


async def test_categories_have_counts(client: httpx.AsyncClient) -> None:
    categories = (await client.get("/api/puja-services/categories")).json()
    assert categories[0] == {"name": "All", "label": "All", "count": 52}
    assert len(categories) == 14
    assert all(c["count"] >= 3 for c in categories[1:])


async def test_one_service_and_unknown_service(client: httpx.AsyncClient) -> None:
    ganesh = await client.get("/api/puja-services/ganesh-puja")
    assert ganesh.status_code == 200
    assert ganesh.json()["includes"]
    missing = await client.get("/api/puja-services/no-such-puja")
    assert missing.status_code == 404
    assert missing.json() == {"detail": "Unknown Service", "code": "unknown_service"}
