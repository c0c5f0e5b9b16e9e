"""A Hindi Kundli, Panchang and Kundli PDF name the place in Hindi (from the reviewed table):
"मुंबई, महाराष्ट्र, भारत", not "Mumbai, Maharashtra, India"; the English ones stay English."""

from __future__ import annotations

import httpx

from tests.api.test_booked_in_hindi import HINDI
from tests.api.test_kundli import birth
from tests.api.test_kundli_pdf import chart_and_pdf, flat


async def test_a_hindi_kundli_names_the_place_of_birth_in_hindi(client: httpx.AsyncClient) -> None:
    hindi = await client.post("/api/kundli", json=birth(place_of_birth="Bombay", language="hindi"))
    english = await client.post("/api/kundli", json=birth(place_of_birth="Bombay"))
    assert hindi.json()["birth_details"]["place"] == "मुंबई, महाराष्ट्र, भारत"
    assert english.json()["birth_details"]["place"] == "Mumbai, Maharashtra, India"


async def test_a_hindi_match_names_both_places_in_hindi(client: httpx.AsyncClient) -> None:
    groom = birth(place_of_birth="Varanasi", language="hindi")
    bride = birth(name="Meera", place_of_birth="Chennai", language="hindi")
    match = await client.post("/api/kundli/match", json={"groom": groom, "bride": bride})
    assert match.status_code == 200, match.text
    body = match.json()
    places = [body[role]["place"] for role in ("groom", "bride")]
    assert places == ["वाराणसी, उत्तर प्रदेश, भारत", "चेन्नई, तमिलनाडु, भारत"]


async def test_a_hindi_panchang_names_its_place_in_hindi(client: httpx.AsyncClient) -> None:
    query = {"date": "2026-11-22", "place": "Allahabad"}
    hindi = await client.get("/api/panchang", params={**query, "lang": "hi"})
    english = await client.get("/api/panchang", params=query)
    assert hindi.json()["place"]["label"] == "प्रयागराज, उत्तर प्रदेश, भारत"
    assert english.json()["place"]["label"] == "Prayagraj, Uttar Pradesh, India"
    chosen = await client.get(
        "/api/panchang", params={**query, "place": "Rameswaram", "lang": "hi"}
    )
    note = chosen.json()["place"]["note"]
    assert note.startswith("रामेश्वरम, तमिलनाडु — ") and "Andhra" not in note


async def test_a_hindi_kundli_pdf_names_the_place_in_hindi(client: httpx.AsyncClient) -> None:
    body = birth(place_of_birth="Tirupati", language="hindi")
    _chart, _response, read = await chart_and_pdf(client, body)
    assert "तिरुपति, आंध्र प्रदेश, भारत" in flat(read.text)
    assert "Tirupati" not in read.text


async def test_place_suggestions_speak_the_devotees_language(client: httpx.AsyncClient) -> None:
    """The birth place field suggests "पुणे — महाराष्ट्र, भारत" on a Hindi screen, and the
    label it fills in is found again by the Kundli."""
    hindi = (await client.get("/api/places", params={"q": "Pune"}, headers=HINDI)).json()
    first = hindi["places"][0]
    assert (first["name"], first["state"], first["country"]) == ("पुणे", "महाराष्ट्र", "भारत")
    assert first["label"] == "पुणे, महाराष्ट्र, भारत"
    english = (await client.get("/api/places", params={"q": "Pune"})).json()["places"][0]
    assert english["label"] == "Pune, Maharashtra, India"
    chart = await client.post("/api/kundli", json=birth(place_of_birth=first["label"]))
    assert chart.status_code == 200, chart.text
    assert chart.json()["birth_details"]["place"] == "Pune, Maharashtra, India"
    # A place the Hindi table lacks stays wholly English, not half translated.
    abroad = (await client.get("/api/places", params={"q": "Springfield"}, headers=HINDI)).json()
    assert any(p["country"] == "United States" for p in abroad["places"])
