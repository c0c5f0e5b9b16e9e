"""/api/kundli and /api/kundli/match on the main server; the standalone Kundli app; the
assistant's port to the same service, in process."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest

from assistant_core import kundli_port
from assistant_core.kundli_port import InProcessKundli, KundliUnavailable
from kundli_service.app import create_kundli_app
from kundli_service.service import KundliRequest
from kundli_service.wire import KundliMatch, KundliReport


def birth(**changes: Any) -> dict[str, Any]:
    body = {
        "name": "Asha Kulkarni",
        "date_of_birth": "1990-05-15",
        "time_of_birth": "14:30",
        "place_of_birth": "Pune, Maharashtra",
        "language": "english",
    }
    body.update(changes)
    return body


async def test_a_chart_from_the_spec_request(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/kundli", json=birth())
    assert response.status_code == 200
    chart = response.json()
    assert chart["birth_details"]["place"] == "Pune, Maharashtra, India"
    assert chart["planets"]["Sun"]["sign"] == "Taurus"  # mid-May, sidereal


@pytest.mark.parametrize(
    ("changes", "field", "detail"),
    [
        ({"date_of_birth": "1990-02-31"}, "date_of_birth", "is not a real date"),
        ({"date_of_birth": "2999-01-01"}, "date_of_birth", "is in the future"),
        ({"date_of_birth": "1799-12-31"}, "date_of_birth", "must be in 1800 or later"),
        ({"time_of_birth": "25:61"}, "time_of_birth", "is not a valid time"),
        ({"time_of_birth": "13:30 PM"}, "time_of_birth", "is not a valid time"),
        ({"place_of_birth": "   "}, "place_of_birth", ""),
        ({"place_of_birth": "Xyzzyqwe"}, "place_of_birth", "Xyzzyqwe"),
        ({"place_of_birth": "Aurangabad"}, "place_of_birth", "Aurangabad"),
        ({"language": "klingon"}, "language", "language must be one of"),
    ],
)
async def test_bad_birth_details_name_the_field(
    client: httpx.AsyncClient, changes: dict[str, Any], field: str, detail: str
) -> None:
    response = await client.post("/api/kundli", json=birth(**changes))
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "invalid_birth_details"
    assert body["errors"][0]["field"] == field
    assert detail in body["detail"]


async def test_an_unknown_place_comes_with_suggestions(client: httpx.AsyncClient) -> None:
    response = await client.post("/api/kundli", json=birth(place_of_birth="Varanashi"))
    assert response.status_code == 422
    assert "Varanasi, Uttar Pradesh, India" in response.json()["suggestions"]


async def test_over_long_and_missing_fields(client: httpx.AsyncClient) -> None:
    long_name = await client.post("/api/kundli", json=birth(name="n" * 101))
    assert long_name.status_code == 422
    assert long_name.json()["detail"].startswith("name: String should have at most 100")
    long_place = await client.post("/api/kundli", json=birth(place_of_birth="p" * 201))
    assert long_place.status_code == 422
    missing = await client.post("/api/kundli", json={"name": "Asha"})
    assert missing.status_code == 422
    assert missing.json()["detail"] == "Please fill all required fields"


async def test_guna_milan(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/kundli/match",
        json={
            "groom": birth(
                name="Arjun",
                date_of_birth="1988-03-21",
                time_of_birth="06:45",
                place_of_birth="Varanasi",
            ),
            "bride": birth(name="Meera"),
        },
    )
    assert response.status_code == 200
    match = response.json()
    assert [k["name"] for k in match["kootas"]] == [
        "Varna",
        "Vashya",
        "Tara",
        "Yoni",
        "Graha Maitri",
        "Gana",
        "Bhakoot",
        "Nadi",
    ]
    assert match["total"] == sum(k["points"] for k in match["kootas"])
    assert 0 <= match["total"] <= 36 and match["maximum"] == 36
    bad = await client.post(
        "/api/kundli/match", json={"groom": birth(time_of_birth="99:00"), "bride": birth()}
    )
    assert bad.status_code == 422
    assert bad.json()["errors"][0]["field"] == "groom.time_of_birth"
    assert bad.json()["detail"].startswith("Groom: time_of_birth")


@pytest.fixture
def kundli_app_transport() -> httpx.ASGITransport:
    return httpx.ASGITransport(app=create_kundli_app())


async def test_the_standalone_service_takes_exactly_the_spec_request(
    kundli_app_transport: httpx.ASGITransport,
) -> None:
    async with httpx.AsyncClient(transport=kundli_app_transport, base_url="http://k") as http:
        ok = await http.post("/generate_kundli", json=birth())
        assert ok.status_code == 200 and ok.json()["rashi"]["name"]
        extra = await http.post("/generate_kundli", json=birth(gotra="Kashyap"))
        assert extra.status_code == 422 and extra.json()["field"] == "gotra"
        bad = await http.post("/generate_kundli", json=birth(date_of_birth="31/02/1990"))
        assert bad.status_code == 422 and bad.json()["field"] == "date_of_birth"


async def test_the_standalone_service_answers_in_the_wire_types(
    kundli_app_transport: httpx.ASGITransport,
) -> None:
    """Its chart and its match are the wire types whole (the service makes those models)."""
    async with httpx.AsyncClient(transport=kundli_app_transport, base_url="http://k") as http:
        chart = (await http.post("/generate_kundli", json=birth())).json()
        assert KundliReport.model_validate(chart).model_dump() == chart
        pair = {"groom": birth(), "bride": birth(name="Meera", date_of_birth="1992-08-02")}
        match = (await http.post("/match", json=pair)).json()
        assert KundliMatch.model_validate(match).model_dump() == match


async def test_the_port_gives_the_chart_the_api_answers(client: httpx.AsyncClient) -> None:
    """The assistant's chart is the REST API's own model, made by the same service."""
    request = KundliRequest(**birth())
    made = await InProcessKundli(lambda: datetime.now(UTC)).generate(request)
    assert isinstance(made.chart, KundliReport)
    answered = (await client.post("/api/kundli", json=birth())).json()
    assert made.chart.model_dump(mode="json") == answered
    refused = await InProcessKundli().generate(
        KundliRequest("Asha", "1990-05-15", "14:30", "Qwxzvbnm")
    )
    assert (refused.chart, refused.field) == (None, "place_of_birth")
    assert refused.problem is not None and refused.problem.startswith("We could not find")


async def test_the_port_gives_the_match_the_api_answers(client: httpx.AsyncClient) -> None:
    groom = KundliRequest("Ravi", "1991-02-03", "07:45", "Varanasi")
    bride = KundliRequest("Asha", "1990-05-15", "14:30", "Mumbai")
    made = await InProcessKundli().match(groom, bride)
    assert isinstance(made.match, KundliMatch)
    pair = {"groom": birth(**vars(groom)), "bride": birth(**vars(bride))}
    assert (
        made.match.model_dump(mode="json")
        == (await client.post("/api/kundli/match", json=pair)).json()
    )
    refused = await InProcessKundli().match(
        groom, KundliRequest("Asha", "1990-05-15", "14:30", "Qwxzvbnm")
    )
    assert (refused.match, refused.person, refused.field) == (None, "bride", "place_of_birth")
    assert refused.problem is not None and refused.problem.startswith("We could not find")


async def test_a_chart_not_made_in_time_is_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every worker thread busy: the devotee is told after the port's wait, not left waiting."""

    def slow(*_args: object) -> None:
        time.sleep(0.3)

    monkeypatch.setattr(kundli_port, "generate_kundli", slow)
    monkeypatch.setattr(kundli_port, "match_kundlis", slow)
    port = InProcessKundli(timeout=0.05)
    request = KundliRequest("Asha", "1990-05-15", "14:30", "Mumbai")
    with pytest.raises(KundliUnavailable, match=r"no chart within 0\.05 s"):
        await port.generate(request)
    with pytest.raises(KundliUnavailable):
        await port.match(request, request)


async def test_a_hindi_request_is_refused_in_hindi(client: httpx.AsyncClient) -> None:
    """The refusal is in the language the chart was asked in, with the same field and places."""
    unknown = await client.post(
        "/api/kundli", json=birth(place_of_birth="Varanashi", language="hindi")
    )
    body = unknown.json()
    assert body["errors"][0]["field"] == "place_of_birth"
    assert body["detail"].startswith('"Varanashi" नहीं मिला। क्या आपका मतलब है:')
    assert "Varanasi, Uttar Pradesh, India" in body["suggestions"]
    future = await client.post(
        "/api/kundli/match",
        json={"groom": birth(language="hindi"), "bride": birth(date_of_birth="2999-01-01")},
    )
    assert future.json()["detail"] == "वधू: जन्म तिथि 2999-01-01 भविष्य की है"
    assert future.json()["errors"][0]["field"] == "bride.date_of_birth"
