"""Temples: the list with search, radius and paging nearest first; one temple's active poojas."""

from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

import httpx
import pytest

from api.places.rules import EARTH_RADIUS_KM, distance_km
from data.db import Database
from data.models import Temple, TempleService
from tests.support import add

URL = "/api/temples"
SIDDHIVINAYAK = "temple-siddhivinayak-mumbai"
DAGDUSHETH = "temple-dagdusheth-pune"
KASHI = "temple-kashi-vishwanath-varanasi"
NEAR_PRABHADEVI = {"lat": 19.0, "lon": 72.84}
# Somewhere in Chennai, far from every seeded temple.
ORIGIN = (13.0827, 80.2707)


def temple(temple_id: str, latitude: float, longitude: float, **changes: Any) -> Temple:
    fields: dict[str, Any] = {
        "id": temple_id,
        "name": f"Test Mandir {temple_id}",
        "address": "Test Road, Chennai, Tamil Nadu 600001",
        "latitude": latitude,
        "longitude": longitude,
        "description": "For tests",
        "photos": [],
    }
    fields.update(changes)
    return Temple(**fields)


def point_at(origin: tuple[float, float], km: float, bearing_deg: float) -> tuple[float, float]:
    """The point `km` along the great circle from `origin` leaving at `bearing_deg`."""
    lat1, lon1 = math.radians(origin[0]), math.radians(origin[1])
    delta, theta = km / EARTH_RADIUS_KM, math.radians(bearing_deg)
    lat2 = math.asin(
        math.sin(lat1) * math.cos(delta) + math.cos(lat1) * math.sin(delta) * math.cos(theta)
    )
    lon2 = lon1 + math.atan2(
        math.sin(theta) * math.sin(delta) * math.cos(lat1),
        math.cos(delta) - math.sin(lat1) * math.sin(lat2),
    )
    return math.degrees(lat2), math.degrees(lon2)


def near(origin: tuple[float, float], **params: Any) -> dict[str, Any]:
    return {"lat": origin[0], "lon": origin[1], **params}


async def test_without_a_location_every_active_temple_is_listed_by_name(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get(URL)
    assert response.status_code == 200
    listed = response.json()
    assert [t["id"] for t in listed["items"]] == [SIDDHIVINAYAK, KASHI, DAGDUSHETH]
    names = [t["name"] for t in listed["items"]]
    assert names == sorted(names)
    assert (listed["total"], listed["page"], listed["pageSize"], listed["pages"]) == (3, 1, 6, 1)
    assert listed["radiusKm"] is None
    assert all(t["distanceKm"] is None for t in listed["items"])
    mumbai = listed["items"][0]
    assert mumbai["coordinates"] == {"latitude": 19.016944, "longitude": 72.830278}
    assert mumbai["address"] == "S.K. Bole Marg, Prabhadevi, Mumbai, Maharashtra 400028"
    assert "services" not in mumbai


@pytest.mark.parametrize(
    ("search", "expected"),
    [
        ("HALWAI", [DAGDUSHETH]),  # name
        ("budhwar PETH", [DAGDUSHETH]),  # address only
        ("Lahori Tola", [KASHI]),  # address only
        ("ahilyabai", [KASHI]),  # description only
        ("sankashti", [SIDDHIVINAYAK]),  # description only
        ("temple", [SIDDHIVINAYAK, KASHI, DAGDUSHETH]),
        ("  shri  ", [KASHI, DAGDUSHETH]),  # trimmed; a substring of "Shrimant" too
        ("100%", []),
        ("_", []),
    ],
)
async def test_search_matches_name_address_and_description_case_insensitively(
    client: httpx.AsyncClient, search: str, expected: list[str]
) -> None:
    listed = (await client.get(URL, params={"search": search})).json()
    assert [t["id"] for t in listed["items"]] == expected
    assert listed["total"] == len(expected)
    assert listed["pages"] == 1


async def test_a_search_longer_than_100_characters_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.get(URL, params={"search": "x" * 101})
    assert response.status_code == 422
    assert response.json()["detail"].startswith("search:")


async def test_near_prabhadevi_only_siddhivinayak_is_within_ten_km(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get(URL, params={**NEAR_PRABHADEVI, "radiusKm": 10})
    assert response.status_code == 200
    listed = response.json()
    assert [t["id"] for t in listed["items"]] == [SIDDHIVINAYAK]
    assert listed["total"] == 1
    assert listed["radiusKm"] == 10
    expected = distance_km(19.0, 72.84, 19.016944, 72.830278)
    assert 1.0 < expected < 5.0
    assert listed["items"][0]["distanceKm"] == round(expected, 2)


async def test_the_radius_defaults_to_ten_km_when_a_location_is_given(
    client: httpx.AsyncClient,
) -> None:
    listed = (await client.get(URL, params=NEAR_PRABHADEVI)).json()
    assert listed["radiusKm"] == 10
    assert [t["id"] for t in listed["items"]] == [SIDDHIVINAYAK]


async def test_a_search_narrows_the_temples_near_a_location(client: httpx.AsyncClient) -> None:
    found = (await client.get(URL, params={**NEAR_PRABHADEVI, "search": "SIDDHI"})).json()
    assert [t["id"] for t in found["items"]] == [SIDDHIVINAYAK]
    far = (await client.get(URL, params={**NEAR_PRABHADEVI, "search": "kashi"})).json()
    assert far["items"] == []
    assert (far["total"], far["pages"]) == (0, 1)


@pytest.mark.parametrize("radius", [5, 10, 25, 50])
async def test_each_offered_radius_is_accepted(client: httpx.AsyncClient, radius: int) -> None:
    response = await client.get(URL, params={**NEAR_PRABHADEVI, "radiusKm": radius})
    assert response.status_code == 200
    assert response.json()["radiusKm"] == radius
    # Dagdusheth in Pune is about 120 km away, Kashi about 1,200 km: never within 50 km.
    assert [t["id"] for t in response.json()["items"]] == [SIDDHIVINAYAK]


@pytest.mark.parametrize("radius", [7, 0, -10, 100])
async def test_a_radius_that_is_not_offered_is_refused(
    client: httpx.AsyncClient, radius: int
) -> None:
    response = await client.get(URL, params={**NEAR_PRABHADEVI, "radiusKm": radius})
    assert response.status_code == 422
    assert response.json() == {
        "detail": "radiusKm must be one of 5, 10, 25, 50",
        "code": "invalid_radius",
    }


@pytest.mark.parametrize("params", [{"lat": 19.0}, {"lon": 72.84}])
async def test_half_a_location_is_refused(
    client: httpx.AsyncClient, params: dict[str, float]
) -> None:
    response = await client.get(URL, params=params)
    assert response.status_code == 422
    assert response.json()["code"] == "location_incomplete"
    assert response.json()["detail"] == "Give both lat and lon, or neither"


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"lat": 91, "lon": 72.84}, "lat"),
        ({"lat": -90.5, "lon": 72.84}, "lat"),
        ({"lat": 19.0, "lon": 180.5}, "lon"),
        ({"lat": "north", "lon": 72.84}, "lat"),
        ({"page": 0}, "page"),
    ],
)
async def test_coordinates_off_the_globe_and_page_zero_are_refused(
    client: httpx.AsyncClient, params: dict[str, Any], field: str
) -> None:
    response = await client.get(URL, params=params)
    assert response.status_code == 422
    assert response.json()["detail"].startswith(f"{field}:")
    assert response.json()["code"] == "validation_error"


async def test_the_poles_and_the_date_line_are_valid_locations(client: httpx.AsyncClient) -> None:
    for lat, lon in [(90, 180), (-90, -180)]:
        response = await client.get(URL, params={"lat": lat, "lon": lon, "radiusKm": 50})
        assert response.status_code == 200
        assert response.json()["items"] == []


async def test_pages_of_six_go_nearest_first(client: httpx.AsyncClient, db: Database) -> None:
    # Names run against distance, and rows are added out of order, so neither the name order
    # nor the insertion order can pass for "nearest first".
    rows = []
    for n in (5, 2, 8, 1, 7, 3, 6, 4):
        lat, lon = point_at(ORIGIN, n - 0.5, bearing_deg=45.0 * n)
        assert distance_km(*ORIGIN, lat, lon) == pytest.approx(n - 0.5, abs=1e-9)
        rows.append(temple(f"temple-test-{n}", lat, lon, name=f"Test Mandir {chr(ord('Z') - n)}"))
    await add(db, *rows)

    first = (await client.get(URL, params=near(ORIGIN))).json()
    assert [t["id"] for t in first["items"]] == [f"temple-test-{n}" for n in range(1, 7)]
    assert [t["distanceKm"] for t in first["items"]] == [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]
    assert (first["total"], first["page"], first["pageSize"], first["pages"]) == (8, 1, 6, 2)

    second = (await client.get(URL, params=near(ORIGIN, page=2))).json()
    assert [t["id"] for t in second["items"]] == ["temple-test-7", "temple-test-8"]
    assert [t["distanceKm"] for t in second["items"]] == [6.5, 7.5]
    assert (second["total"], second["page"], second["pages"]) == (8, 2, 2)

    beyond = (await client.get(URL, params=near(ORIGIN, page=3))).json()
    assert beyond["items"] == []
    assert (beyond["total"], beyond["page"], beyond["pages"]) == (8, 3, 2)

    within_five = (await client.get(URL, params=near(ORIGIN, radiusKm=5))).json()
    assert [t["id"] for t in within_five["items"]] == [f"temple-test-{n}" for n in range(1, 6)]
    assert (within_five["total"], within_five["pages"]) == (5, 1)

    # Without a location the same temples come by name, without distances.
    by_name = (await client.get(URL, params={"search": "test mandir"})).json()
    assert [t["id"] for t in by_name["items"]] == [f"temple-test-{n}" for n in range(8, 2, -1)]
    assert (by_name["total"], by_name["pages"]) == (8, 2)
    assert all(t["distanceKm"] is None for t in by_name["items"])


@pytest.mark.parametrize("radius", [5, 10, 25, 50])
async def test_a_temple_just_inside_the_radius_is_listed_and_one_just_outside_is_not(
    client: httpx.AsyncClient, db: Database, radius: int
) -> None:
    rows = []
    for bearing in (0, 90, 180, 270):
        for label, km in (("in", radius - 0.01), ("out", radius + 0.01)):
            lat, lon = point_at(ORIGIN, km, bearing)
            distance = distance_km(*ORIGIN, lat, lon)
            assert (distance <= radius) == (label == "in"), (bearing, label, distance)
            rows.append(temple(f"temple-test-{label}-{bearing}", lat, lon))
    await add(db, *rows)
    listed = (await client.get(URL, params=near(ORIGIN, radiusKm=radius))).json()
    assert {t["id"] for t in listed["items"]} == {f"temple-test-in-{b}" for b in (0, 90, 180, 270)}
    assert listed["total"] == 4
    assert all(t["distanceKm"] == round(radius - 0.01, 2) for t in listed["items"])


async def test_a_temple_within_the_radius_at_its_widest_longitude_is_listed(
    client: httpx.AsyncClient, db: Database
) -> None:
    # At 35°N (Kashmir) with 50 km the gap is about 25 cm; it grows towards the poles.
    centre_lat, centre_lon, radius = 35.0, 75.0, 50
    x = radius / EARTH_RADIUS_KM
    widest_lat = math.degrees(math.asin(math.sin(math.radians(centre_lat)) / math.cos(x)))
    widest_lon = centre_lon + math.degrees(
        math.asin(math.sin(x) / math.cos(math.radians(centre_lat)))
    )
    # Between the naive edge (d / cos lat) and the circle's true widest longitude.
    naive_east = centre_lon + math.degrees(x / math.cos(math.radians(centre_lat)))
    lon = (naive_east + widest_lon) / 2
    assert naive_east < lon < widest_lon
    assert distance_km(centre_lat, centre_lon, widest_lat, lon) < radius
    await add(db, temple("temple-test-east-edge", widest_lat, lon))
    listed = await client.get(
        URL, params={"lat": centre_lat, "lon": centre_lon, "radiusKm": radius}
    )
    assert [t["id"] for t in listed.json()["items"]] == ["temple-test-east-edge"]


async def test_a_temple_across_the_date_line_is_listed(
    client: httpx.AsyncClient, db: Database
) -> None:
    assert distance_km(-17.0, 179.95, -17.0, -179.95) < 11
    await add(db, temple("temple-test-across", -17.0, -179.95))
    listed = await client.get(URL, params={"lat": -17.0, "lon": 179.95, "radiusKm": 25})
    assert [t["id"] for t in listed.json()["items"]] == ["temple-test-across"]


async def test_an_inactive_temple_is_never_shown(client: httpx.AsyncClient, db: Database) -> None:
    lat, lon = point_at(ORIGIN, 0.5, 30)
    hidden = temple("temple-test-hidden", lat, lon, name="Hidden Mandir", is_active=False)
    shown = temple("temple-test-shown", lat, lon, name="Shown Mandir")
    service = TempleService(
        id="tsvc-test-hidden",
        temple_id="temple-test-hidden",
        name="Archana",
        description="For tests",
        price=Decimal("11"),
        duration="10 minutes",
        time_slots=["9:00 AM"],
    )
    await add(db, hidden, shown, service)

    nearby = (await client.get(URL, params=near(ORIGIN))).json()
    assert [t["id"] for t in nearby["items"]] == ["temple-test-shown"]
    assert nearby["total"] == 1
    everywhere = (await client.get(URL)).json()
    assert "temple-test-hidden" not in {t["id"] for t in everywhere["items"]}
    assert everywhere["total"] == 4
    assert (await client.get(URL, params={"search": "hidden"})).json()["total"] == 0

    detail = await client.get(f"{URL}/temple-test-hidden")
    assert detail.status_code == 404
    assert detail.json() == {"detail": "Unknown Temple", "code": "unknown_temple"}
    assert (await client.get(f"{URL}/temple-test-shown")).status_code == 200


async def test_an_unknown_temple_is_404(client: httpx.AsyncClient) -> None:
    response = await client.get(f"{URL}/temple-nowhere")
    assert response.status_code == 404
    assert response.json() == {"detail": "Unknown Temple", "code": "unknown_temple"}


async def test_a_temple_shows_its_poojas_cheapest_first(client: httpx.AsyncClient) -> None:
    response = await client.get(f"{URL}/{SIDDHIVINAYAK}")
    assert response.status_code == 200
    detail = response.json()
    assert detail["id"] == SIDDHIVINAYAK
    assert detail["name"] == "Shree Siddhivinayak Temple"
    assert detail["coordinates"] == {"latitude": 19.016944, "longitude": 72.830278}
    assert detail["distanceKm"] is None
    # The seed's own drawing of the temple (data/seed/images), served with its content hash.
    [drawing] = detail["photos"]
    assert drawing.startswith("/media/seed/temple-siddhivinayak.") and drawing.endswith(".svg")
    assert [s["id"] for s in detail["services"]] == [
        "tsvc-siddhivinayak-modak",
        "tsvc-siddhivinayak-abhishek",
    ]
    modak = detail["services"][0]
    assert modak == {
        "id": "tsvc-siddhivinayak-modak",
        "templeId": SIDDHIVINAYAK,
        "name": "Modak Naivedya Offering",
        "description": modak["description"],
        "price": 101,
        "duration": "15 minutes",
        "timeSlots": ["9:00 AM", "12:00 PM", "6:00 PM"],
        "shipsPrasad": False,  # the spec's seed ships no prasad
    }
    assert modak["description"].startswith("Twenty-one modaks")
    assert detail["services"][1]["price"] == 501


async def test_a_deactivated_pooja_disappears_from_its_temple(
    client: httpx.AsyncClient, db: Database
) -> None:
    async with db.writer() as session:
        abhishek = await session.get(TempleService, "tsvc-siddhivinayak-abhishek")
        assert abhishek is not None
        abhishek.is_active = False
        await session.commit()
    detail = (await client.get(f"{URL}/{SIDDHIVINAYAK}")).json()
    assert [s["id"] for s in detail["services"]] == ["tsvc-siddhivinayak-modak"]
    # Another temple's poojas are untouched.
    kashi = (await client.get(f"{URL}/{KASHI}")).json()
    assert [s["id"] for s in kashi["services"]] == [
        "tsvc-kashi-bilva-archana",
        "tsvc-kashi-rudrabhishek",
    ]
    assert [s["price"] for s in kashi["services"]] == [151, 751]
