"""POST /api/kundli/report.pdf: the chart POST /api/kundli answers, drawn as a PDF in English or
Hindi (the text read back out of it, Devanagari shaped), named for the person; a bad birth
detail gets the same 422 as the chart, a missing font a clear 503."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest

from api.app import create_app
from api.settings import Settings
from data.db import Database
from kundli_service.zodiac import SIGNS
from tests.api.test_kundli import birth
from tests.conftest import Clock, serving
from tests.pdf_text import PdfText, extract

URL = "/api/kundli/report.pdf"


async def chart_and_pdf(
    client: httpx.AsyncClient, body: dict[str, Any]
) -> tuple[dict[str, Any], httpx.Response, PdfText]:
    """The chart as JSON and as PDF, asked for with the same body."""
    chart = await client.post("/api/kundli", json=body)
    assert chart.status_code == 200, chart.text
    response = await client.post(URL, json=body)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.content.startswith(b"%PDF-")
    return chart.json(), response, extract(response.content)


def flat(text: str) -> str:
    """The text with its line breaks (between cells, in wrapped lines) as single spaces."""
    return " ".join(text.split())


def drawn_houses(chart: dict[str, Any], retrograde_mark: str) -> list[str]:
    """Each occupied house as the drawn chart writes it: its sign's number, then the marks of
    its grahas (the ascendant's in the first house; Rahu and Ketu always move backwards and
    go unmarked)."""
    marks = chart["names"]["marks"]
    shown = []
    for house in chart["houses"]:
        grahas = [
            marks[g]
            + (
                retrograde_mark
                if chart["planets"][g]["retrograde"] and g not in ("Rahu", "Ketu")
                else ""
            )
            for g in house["grahas"]
        ]
        if house["house"] == 1:
            grahas.insert(0, marks["Ascendant"])
        if grahas:
            shown.append(f" {SIGNS.index(house['sign']) + 1} {' '.join(grahas)}")
    return shown


async def test_an_english_report_has_the_whole_chart(client: httpx.AsyncClient) -> None:
    chart, response, read = await chart_and_pdf(client, birth())
    assert response.headers["content-disposition"] == (
        'attachment; filename="kundli-asha-kulkarni.pdf"'
    )
    text, words = read.text, flat(read.text)
    for shown in (
        "Birth Chart (Janam Kundli): Asha Kulkarni",
        "Date of birth\nTuesday, 15 May 1990",
        "Time of birth\n14:30",
        "Place of birth\nPune, Maharashtra, India",
        "UTC offset\n+05:30 · IST (UTC+05:30)",
        "Lagna (ascendant)\nLeo 28°22'09\" (lord Sun)",
        "Moon sign (Rashi)\nCapricorn (lord Saturn)",
        "Nakshatra\nUttara Ashadha, pada 2 (lord Sun)",
        "Sidereal zodiac · Lahiri ayanamsa",
    ):
        assert shown in text, shown
    for house in drawn_houses(chart, "(R)"):
        assert house in f" {words}", house
    # Each planet's row: sign and degree, nakshatra, pada, house, retrograde or not.
    for graha, p in chart["planets"].items():
        motion = "Yes" if p["retrograde"] else "No"
        row = f"{graha} {p['sign']} {p['degree_dms']} {p['nakshatra']} {p['pada']} {p['house']}"
        assert f"{row} {motion}" in words, graha
    running = chart["dasha"]["current"]
    maha, antar = running["mahadasha"]["planet"], running["antardasha"]["planet"]
    assert f"Now running: the {maha} mahadasha (" in words
    assert f"and within it the {antar} antardasha (" in words
    assert f"Antardashas of the {maha} mahadasha" in text
    for dosha in chart["doshas"]:
        state = "present" if dosha["present"] else "not present"
        assert f"{dosha['title']} dosha: {state}" in text, dosha["name"]
        assert dosha["rule"] in words
    for t in chart["transits"]["planets"]:
        assert f"{t['planet']}\n{t['sign']} {t['degree_dms']}\n{t['house_from_moon']}" in text
        assert t["rule"] in text


async def test_a_hindi_report_is_written_in_shaped_devanagari(client: httpx.AsyncClient) -> None:
    name = "आशा कुलकर्णी"
    chart, response, read = await chart_and_pdf(client, birth(name=name, language="hindi"))
    # The name as written for browsers that read filename*, an ASCII one for the rest.
    assert response.headers["content-disposition"] == (
        f"attachment; filename=\"kundli.pdf\"; filename*=UTF-8''{quote('kundli-आशा-कुलकर्णी.pdf')}"
    )
    text, words, names = read.text, flat(read.text), chart["names"]
    for label in (
        f"जन्म कुंडली: {name}",
        "जन्म की तारीख\nमंगलवार, 15 मई 1990",
        "UTC से अंतर\n+05:30 · भारतीय मानक समय (UTC+05:30)",
        "ग्रह\nराशि\nअंश\nनक्षत्र\nपद\nभाव\nवक्री",
        "विंशोत्तरी दशा",
        "महादशा\nआरंभ\nसमाप्ति",
        "अंतर्दशा\nआरंभ\nसमाप्ति",
        "आज का गोचर",
        "लाहिड़ी अयनांश",
    ):
        assert label in text, label
    for house in drawn_houses(chart, "(व)"):
        assert house in f" {words}", house
    for graha, p in chart["planets"].items():
        sign, star = names["signs"][p["sign"]], names["nakshatras"][p["nakshatra"]]
        assert f"{names['grahas'][graha]} {sign} {p['degree_dms']} {star}" in words, graha
    running = chart["dasha"]["current"]
    maha = names["grahas"][running["mahadasha"]["planet"]]
    antar = names["grahas"][running["antardasha"]["planet"]]
    assert f"अभी {maha} की महादशा (" in words
    assert f") में {antar} की अंतर्दशा (" in words
    for dosha in chart["doshas"]:
        assert f"{dosha['title']} दोष: {'है' if dosha['present'] else 'नहीं है'}" in text
    for t in chart["transits"]["planets"]:
        assert f"{names['grahas'][t['planet']]}\n{names['signs'][t['sign']]} " in text
    # HarfBuzz made conjuncts (जन्म's न्म, नक्षत्र's क्ष): glyphs that stand for several
    # characters. Unshaped text maps every glyph to one character.
    assert any("\u094d" in cluster for cluster in read.clusters), read.clusters
    for english in ("Planet", "Retrograde", "Mahadasha", "Taurus", "dosha", "IST"):
        assert english not in text, english


async def test_a_bad_birth_detail_is_refused_as_the_chart_refuses_it(
    client: httpx.AsyncClient,
) -> None:
    for changes, field in (
        ({"date_of_birth": "1990-02-31"}, "date_of_birth"),
        ({"place_of_birth": "Varanashi"}, "place_of_birth"),
    ):
        response = await client.post(URL, json=birth(**changes))
        assert response.status_code == 422, response.text
        body = response.json()
        assert (body["code"], body["errors"][0]["field"]) == ("invalid_birth_details", field)
        assert body == (await client.post("/api/kundli", json=birth(**changes))).json()
    missing = await client.post(URL, json={"name": "Asha"})
    assert missing.status_code == 422
    assert missing.json() == (await client.post("/api/kundli", json={"name": "Asha"})).json()


async def test_a_missing_font_is_a_clear_503(
    db: Database, clock: Clock, settings: Settings, tmp_path: Path
) -> None:
    moved = settings.model_copy(
        update={"site": settings.site.model_copy(update={"receipt_font": tmp_path / "none.ttf"})}
    )
    async with serving(create_app(moved, db=db, migrate=False, clock=clock)) as client:
        response = await client.post(URL, json=birth())
        refused = await client.post(URL, json=birth(time_of_birth="25:61"))
    assert response.status_code == 503
    body = response.json()
    assert body["code"] == "kundli_font_missing"
    assert "font is missing" in body["detail"]
    assert "fonts-lohit-deva" in body["detail"]  # what the operator installs
    assert refused.status_code == 422  # the birth details are judged first


@pytest.mark.parametrize(
    "name",
    ["Ṛṣi Bhāradvāja", "محمد علي", "דוד כהן", "王小明", "Asha 🙏 Rao"],
    ids=["latin-diacritics", "arabic", "hebrew", "chinese", "emoji"],
)
async def test_the_name_prints_in_any_script(client: httpx.AsyncClient, name: str) -> None:
    """Drawn from the fallback fonts (api.common.pdf_fonts), right-to-left names in reading
    order; the old single font dropped them to blanks ("Ṛṣi" printed as "i")."""
    _chart, _response, read = await chart_and_pdf(client, birth(name=name))
    assert name in read.text, read.text


async def test_a_device_asking_for_report_after_report_is_asked_to_wait(
    db: Database, clock: Clock, settings: Settings, tmp_path: Path
) -> None:
    """Each PDF costs a quarter of a second of CPU: a client address gets a few a minute
    (counted in the database), then 429 with how long to wait. The missing font makes each
    allowed request cheap; the limit is checked before anything is drawn."""
    strict = settings.model_copy(
        update={
            "kundli": settings.kundli.model_copy(update={"pdfs_per_minute": 2}),
            "site": settings.site.model_copy(update={"receipt_font": tmp_path / "none.ttf"}),
        }
    )
    async with serving(create_app(strict, db=db, migrate=False, clock=clock)) as client:
        allowed = [(await client.post(URL, json=birth())).status_code for _ in range(2)]
        refused = await client.post(URL, json=birth())
    assert allowed == [503, 503]
    assert refused.status_code == 429
    assert refused.json()["code"] == "rate_limited"
    assert int(refused.headers["Retry-After"]) > 0
