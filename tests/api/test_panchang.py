"""GET /api/panchang (a day's Panchang at a place, in English or Hindi) and GET /api/places
(places for a partly typed name)."""

from __future__ import annotations

from typing import Any

import httpx
import pytest


async def refusal(client: httpx.AsyncClient, **query: Any) -> dict[str, Any]:
    response = await client.get("/api/panchang", params=query)
    assert response.status_code == 422
    body: dict[str, Any] = response.json()
    assert body["code"] == "invalid_panchang_request"
    assert body["errors"][0]["message"] == body["detail"]
    return body


async def test_a_day_at_a_place(client: httpx.AsyncClient) -> None:
    response = await client.get("/api/panchang", params={"date": "2024-11-01", "place": "Delhi"})
    assert response.status_code == 200
    day = response.json()
    assert day["place"]["label"] == "Delhi, India"
    assert day["place"]["utc_offset"] == "UTC+05:30"
    assert day["vara"]["key"] == "Shukravara (Friday)"
    tithi = day["tithi"][0]
    assert (tithi["number"], tithi["name"], tithi["paksha"]) == (30, "Amavasya", "Krishna")
    assert tithi["ends"].startswith("2024-11-01T18:1")
    assert day["sun"]["rise"].startswith("2024-11-01T06:3")
    assert set(day["periods"]) == {"rahu_kaal", "yamaganda", "gulika_kaal", "abhijit"}
    assert day["month"] == {
        "amanta": "Ashvin",
        "purnimanta": "Kartika",
        "paksha": "Krishna",
        "adhika": False,
        "then": {  # Diwali's new moon, before the next sunrise
            "at": tithi["ends"],
            "amanta": "Kartika",
            "purnimanta": "Kartika",
            "paksha": "Shukla",
            "adhika": False,
            "samvat": {"vikram": 2081, "shaka": 1946},
        },
    }
    assert [f["key"] for f in day["festivals"]] == ["amavasya"]
    assert set(day) >= {"nakshatra", "yoga", "karana", "moon", "samvat", "conventions"}


async def test_hindi_by_query_or_header(client: httpx.AsyncClient) -> None:
    query = {"date": "2024-10-31", "place": "Varanasi"}
    by_query = (await client.get("/api/panchang", params={**query, "lang": "hi"})).json()
    by_header = (
        await client.get("/api/panchang", params=query, headers={"Accept-Language": "hi-IN"})
    ).json()
    assert by_query == by_header
    assert by_query["language"] == "hi"
    assert by_query["tithi"][0]["name"] == "चतुर्दशी"
    assert by_query["month"]["amanta"] == "आश्विन"
    assert "दीपावली (लक्ष्मी पूजा)" in [f["name"] for f in by_query["festivals"]]


async def test_a_point_by_its_coordinates(client: httpx.AsyncClient) -> None:
    query: dict[str, str | float] = {
        "date": "2024-07-04",
        "latitude": 40.7,
        "longitude": -74.0,
        "zone": "America/New_York",
    }
    day = (await client.get("/api/panchang", params=query)).json()
    assert day["place"]["utc_offset"] == "UTC-04:00"
    assert day["sun"]["rise"].endswith("-04:00")


@pytest.mark.parametrize(
    ("query", "field", "words"),
    [
        ({"date": "2024-02-30", "place": "Delhi"}, "date", "is not a date"),
        ({"date": "2024-11-01"}, "place", "place is required"),
        (
            {
                "date": "2024-12-21",
                "latitude": 78.2,
                "longitude": 15.6,
                "zone": "Arctic/Longyearbyen",
            },
            "latitude",
            "the Sun does not rise on 2024-12-21",
        ),
        (
            {"date": "2024-11-01", "latitude": 28.6, "longitude": 77.2, "zone": "Asia/Delhi"},
            "zone",
            "IANA time zone",
        ),
    ],
)
async def test_refusals_name_the_field(
    client: httpx.AsyncClient, query: dict[str, Any], field: str, words: str
) -> None:
    body = await refusal(client, **query)
    assert body["errors"][0]["field"] == field
    assert words in body["detail"]


async def test_refusals_in_hindi(client: httpx.AsyncClient) -> None:
    polar = await refusal(
        client,
        date="2024-12-21",
        latitude=78.2,
        longitude=15.6,
        zone="Arctic/Longyearbyen",
        lang="hi",
    )
    assert polar["errors"][0]["field"] == "latitude"
    assert "सूर्य उगता ही नहीं" in polar["detail"]
    unknown = await refusal(client, date="2024-11-01", place="Varanashi", lang="hi")
    assert unknown["detail"].startswith('"Varanashi" नहीं मिला।')


async def test_which_place(client: httpx.AsyncClient) -> None:
    """An unknown place comes with suggestions; one chosen among same-named places says so."""
    body = await refusal(client, date="2024-11-01", place="Varanashi")
    assert body["errors"][0]["field"] == "place"
    assert "Varanasi, Uttar Pradesh, India" in body["suggestions"]
    query = {"date": "2024-11-01", "place": "Rameswaram"}
    place = (await client.get("/api/panchang", params=query)).json()["place"]
    assert place["label"] == "Rameswaram, Tamil Nadu, India"
    assert "if you meant another (Rameswaram, Andhra Pradesh)" in place["note"]


async def test_places_as_a_name_is_typed(client: httpx.AsyncClient) -> None:
    async def labels(q: str) -> list[str]:
        response = await client.get("/api/places", params={"q": q})
        assert response.status_code == 200
        return [p["label"] for p in response.json()["places"]]

    assert "Varanasi, Uttar Pradesh, India" in await labels("Var")
    assert "Varanasi, Uttar Pradesh, India" in await labels("वारा")
    assert await labels("V") == []
    found = (await client.get("/api/places", params={"q": "Varanasi"})).json()["places"][0]
    assert (found["name"], found["state"], found["country"], found["timezone"]) == (
        "Varanasi",
        "Uttar Pradesh",
        "India",
        "Asia/Kolkata",
    )
    assert abs(found["latitude"] - 25.32) < 0.01 and abs(found["longitude"] - 83.01) < 0.01
