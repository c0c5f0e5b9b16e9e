"""Geocoding an address (a temple's, a home's): its PIN code's centre, else the gazetteer's
most specific confirmed town, then a Nominatim-compatible search service; every failure gives
no point instead of an error."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from api.places import geocode, pin_points
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


def test_a_pin_code_is_found_at_the_end_of_an_address() -> None:
    assert pin_points.pin_in("Door No. 34, 2nd Street, Mathigiri, Hosur 635110") == "635110"
    assert pin_points.pin_in("Shop 12, Gokhale Road, Dadar West, Mumbai 400 028") == "400028"
    # House and plot numbers are not PINs, nor is a longer number (a phone).
    assert pin_points.pin_in("Plot 18, Road No. 12, Banjara Hills") is None
    assert pin_points.pin_in("call 9876543210 at the gate") is None
    assert pin_points.pin_in("H.No 8-2-293, 500034, then 500082") == "500082"


def test_the_pin_map_is_india_posts_and_checked() -> None:
    # Hosur, which no town list of ours names, and a Chandigarh sector, by their PINs.
    assert pin_points.pin_point("635110") == (12.65008, 77.80563)
    assert pin_points.pin_point("160 022") == (30.7248, 76.76975)
    assert pin_points.pin_point("999999") is None
    assert pin_points.pin_point("12345") is None
    assert pin_points.pin_point("abcdef") is None


def test_a_changed_pin_map_file_is_not_used(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    forged = tmp_path / "geo.sqlite"
    forged.write_bytes(b"not the published map")
    monkeypatch.setattr(pin_points, "_data_path", lambda: forged)
    pin_points._centres.cache_clear()
    try:
        assert pin_points.pin_point("635110") is None
        assert "not the published file" in caplog.text
    finally:
        pin_points._centres.cache_clear()


async def test_the_pin_code_comes_before_the_town_named() -> None:
    pins = {"411038": (18.50752, 73.8085)}
    geocoder = Geocoder(
        GeocoderSettings(),
        resolve=fake_gazetteer({"Pune": place("Pune", 18.5, 73.9)}),
        place_pin=pins.get,
    )
    assert await geocoder.locate("Flat 4, Kothrud, Pune 411038") == Point(18.50752, 73.8085)
    # A PIN the map does not know: the town named.
    assert await geocoder.locate("Flat 4, Kothrud, Pune 411999") == Point(18.5, 73.9)
    # A PIN whose point lies far from the town named (a slip of a digit): the town.
    pins["411083"] = (26.0, 78.0)
    assert await geocoder.locate("Flat 4, Kothrud, Pune 411083") == Point(18.5, 73.9)


def test_a_misplaced_post_office_does_not_move_its_pin() -> None:
    # Sector 62, Noida's office lies in Madhya Pradesh in India Post's data; Chhajarsi's does
    # not: the PIN is where the offices of its sorting district are.
    latitude, longitude = pin_points.pin_point("201309") or (0.0, 0.0)
    assert abs(latitude - 28.62) < 0.1 and abs(longitude - 77.40) < 0.1
