"""Geocoding a temple's address: the gazetteer's most specific confirmed town, then a
Nominatim-compatible search service; every failure gives no point instead of an error."""

from __future__ import annotations

import httpx
import pytest

from api.places import geocode
from api.places.geocode import Geocoder, Point
from api.settings import GeocoderSettings
from kundli_service.places import Place, PlaceNotFound

SEARCH = GeocoderSettings(url="http://maps.test/search", timeout_seconds=2, user_agent="UA")


def place(name: str, latitude: float, longitude: float) -> Place:
    return Place(name, "Maharashtra", "IN", "India", latitude, longitude, "Asia/Kolkata", 1000)


def fake_gazetteer(known: dict[str, Place]) -> geocode.Resolver:
    def resolve(query: str) -> Place | PlaceNotFound:
        return known.get(query) or PlaceNotFound(query, "unknown", "not found")

    return resolve


def test_pin_codes_and_house_numbers_are_dropped() -> None:
    assert geocode.address_parts("12, Vishwanath Gali, Varanasi, Uttar Pradesh 221001") == [
        "Vishwanath Gali",
        "Varanasi",
        "Uttar Pradesh",
    ]
    assert geocode.address_parts(" ,\n; 400 028 ") == []
    # A district or post office named with its word: the name alone is what the map knows.
    assert geocode.address_parts("Bundla Road, Palampur, Distt Kangra 176061") == [
        "Bundla Road",
        "Palampur",
        "Kangra",
    ]
    assert geocode.address_parts("Vill. Rampur, P.O. Barauni, Dist. Begusarai") == [
        "Vill. Rampur",
        "Barauni",
        "Begusarai",
    ]


def test_each_part_is_tried_with_the_state_and_country_as_qualifiers() -> None:
    assert geocode.place_queries("Lane 4, Domari, Varanasi, Uttar Pradesh, India") == [
        "Lane 4, Uttar Pradesh, India",
        "Domari, Uttar Pradesh, India",
        "Varanasi, Uttar Pradesh, India",
        "Uttar Pradesh, India",
        "India",
    ]


def test_the_real_gazetteer_finds_the_city_of_a_street_address() -> None:
    found = geocode.from_gazetteer("Vishwanath Gali, Varanasi, Uttar Pradesh 221001")
    assert found == Point(25.31668, 83.01041)
    assert geocode.from_gazetteer("Behind the old banyan tree") is None
    assert geocode.from_gazetteer("Maharashtra, India") is None  # a state is not a place


def test_a_locality_far_from_its_town_gives_way_to_the_town() -> None:
    resolve = fake_gazetteer(
        {
            "Dadar, Mumbai": place("Davrapada", 18.7961, 73.07783),  # 37 km away
            "Mumbai": place("Mumbai", 19.07283, 72.88261),
        }
    )
    assert geocode.from_gazetteer("Dadar, Mumbai", resolve) == Point(19.07283, 72.88261)


def test_a_locality_near_its_town_is_the_more_precise_answer() -> None:
    resolve = fake_gazetteer(
        {
            "Shivaji Nagar, Pune": place("Shivaji Nagar", 18.53017, 73.85263),
            "Pune": place("Pune", 18.51957, 73.85535),
        }
    )
    assert geocode.from_gazetteer("Shivaji Nagar, Pune", resolve) == Point(18.53017, 73.85263)


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ([{"lat": "25.3", "lon": "83.0"}, {"lat": "1", "lon": "1"}], Point(25.3, 83.0)),
        ([{"lat": 25.3, "lon": 83.0}], Point(25.3, 83.0)),
        ([], None),
        ({"lat": "25.3", "lon": "83.0"}, None),
        ([{"lat": "95", "lon": "83.0"}], None),
        ([{"lat": "0", "lon": "0"}], None),
        ([{"lat": "nan", "lon": "83"}], None),
        ([{"lon": "83"}], None),
        (["25.3,83.0"], None),
    ],
)
def test_only_a_sensible_first_result_counts(payload: object, expected: Point | None) -> None:
    assert geocode.first_result(payload) == expected


def _never_found(query: str) -> PlaceNotFound:
    return PlaceNotFound(query, "unknown", "not found")


async def test_the_search_service_is_asked_the_nominatim_way() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=[{"lat": "23.18", "lon": "75.77"}])

    geocoder = Geocoder(SEARCH, transport=httpx.MockTransport(answer), resolve=_never_found)
    assert await geocoder.locate("Mahakal Lok, Ujjain") == Point(23.18, 75.77)
    [request] = seen
    assert str(request.url) == "http://maps.test/search?format=json&q=Mahakal+Lok%2C+Ujjain&limit=1"
    assert request.headers["user-agent"] == "UA"


async def test_without_a_search_url_nothing_is_sent() -> None:
    def fail(_request: httpx.Request) -> httpx.Response:
        raise AssertionError("no request expected")

    geocoder = Geocoder(
        GeocoderSettings(), transport=httpx.MockTransport(fail), resolve=_never_found
    )
    assert await geocoder.locate("Unmapped lane") is None


async def test_a_broken_gazetteer_falls_through_to_the_search_service() -> None:
    def broken(_query: str) -> Place:
        raise RuntimeError("index file damaged")

    def answer(_request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=[{"lat": "19.0", "lon": "72.8"}])

    geocoder = Geocoder(SEARCH, transport=httpx.MockTransport(answer), resolve=broken)
    assert await geocoder.locate("Mumbai") == Point(19.0, 72.8)


@pytest.mark.parametrize(
    "failure",
    [httpx.ConnectError("refused"), httpx.ReadTimeout("slow"), httpx.RemoteProtocolError("x")],
)
async def test_network_failures_give_no_point(failure: Exception) -> None:
    def fail(_request: httpx.Request) -> httpx.Response:
        raise failure

    geocoder = Geocoder(SEARCH, transport=httpx.MockTransport(fail), resolve=_never_found)
    assert await geocoder.locate("Unmapped lane") is None


async def test_a_huge_answer_is_not_read_as_a_point() -> None:
    big = [{"lat": "19.0", "lon": "72.8", "pad": "x" * geocode.MAX_RESPONSE_BYTES}]
    geocoder = Geocoder(
        SEARCH,
        transport=httpx.MockTransport(lambda _r: httpx.Response(200, json=big)),
        resolve=_never_found,
    )
    assert await geocoder.locate("Unmapped lane") is None
