"""A receipt prints every character a devotee can type in a name or an address: Latin with
diacritics, Arabic and Hebrew in reading order, Chinese and Korean, Tamil and Gurmukhi, emoji
(drawn, or a visible box where no installed font has one). A fallback font that is needed but
not installed is a clear 503 naming its Debian package; one not needed is not asked for."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.common import pdf_fonts
from api.common.pdf_fonts import PLACEHOLDER
from data.db import Database
from tests.api.test_order_cancel import CREATE
from tests.pdf_text import PdfText, extract
from tests.receipts.test_receipt_pdf import paid_in_cash, pdf_url

NAMES = {
    "latin-diacritics": "Ṛṣi Kumar",
    "arabic": "محمد علي",
    "hebrew": "דוד כהן",
    "chinese": "王小明",
    "korean": "김민준",
    "tamil": "நந்தினி சுப்ரமணியம்",
    "gurmukhi": "ਗੁਰਪ੍ਰੀਤ ਕੌਰ",
    "emoji": "Asha 🙏 Rao",
}


async def receipt_for(
    client: httpx.AsyncClient, db: Database, name: str, address: str = "1 MG Road, Pune"
) -> httpx.Response:
    """The PDF receipt of a priest booking made by a devotee typing `name` and `address`."""
    url, body = CREATE["priest"]
    made = await client.post(url, json={**body, "customerName": name, "customerAddress": address})
    assert made.status_code == 201, made.text
    record: dict[str, Any] = made.json()
    await paid_in_cash(db, "priest", record)
    return await client.get(pdf_url("priest", record["id"]))


async def read_receipt(
    client: httpx.AsyncClient, db: Database, name: str, address: str = "1 MG Road, Pune"
) -> PdfText:
    response = await receipt_for(client, db, name, address)
    assert response.status_code == 200, response.text
    return extract(response.content)


@pytest.mark.parametrize("name", NAMES.values(), ids=NAMES.keys())
async def test_every_script_a_devotee_types_prints(
    client: httpx.AsyncClient, db: Database, name: str
) -> None:
    text = (await read_receipt(client, db, name)).text
    assert name in text, text


async def test_right_to_left_names_are_drawn_from_the_right(
    client: httpx.AsyncClient, db: Database
) -> None:
    read = await read_receipt(client, db, "محمد علي", address="דוד כהן, רחוב הרצל 5, תל אביב")
    # On the page, left to right: the last word first, each word's last letter first.
    assert "يلع دمحم" in read.drawn, read.drawn
    assert "ןהכ דוד" in read.drawn, read.drawn
    assert "محمد علي" in read.text
    assert "דוד כהן, רחוב הרצל" in read.text


async def test_an_emoji_no_font_has_is_a_visible_box_not_nothing(
    client: httpx.AsyncClient, db: Database
) -> None:
    # 🪔 (a diya, Unicode 12) is newer than Symbola's emoji; 🙏 is in it.
    read = await read_receipt(client, db, "Diya 🪔 Sharma 🙏")
    assert f"Diya {PLACEHOLDER} Sharma 🙏" in read.text, read.text
    assert "Symbola" in read.fonts


async def test_a_plain_receipt_loads_no_font_it_does_not_need(
    client: httpx.AsyncClient, db: Database
) -> None:
    read = await read_receipt(client, db, "Meera Iyer")
    assert "WenQuanYiMicroHei" not in read.fonts
    assert "Symbola" not in read.fonts


def without(package: str, tmp_path: Path) -> tuple[pdf_fonts.FontFile, ...]:
    """The fallback chain with `package`'s font moved somewhere it is not."""
    return tuple(
        dataclasses.replace(font, path=tmp_path / font.path.name)
        if font.package == package
        else font
        for font in pdf_fonts.FALLBACKS
    )


async def test_a_needed_font_that_is_not_installed_names_its_package(
    client: httpx.AsyncClient, db: Database, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(pdf_fonts, "FALLBACKS", without("fonts-wqy-microhei", tmp_path))
    response = await receipt_for(client, db, "王小明")
    assert response.status_code == 503, response.text
    body = response.json()
    assert body["code"] == "receipt_font_missing"
    assert "fonts-wqy-microhei" in body["detail"]
    # A receipt without Chinese still prints.
    assert (await receipt_for(client, db, "Ṛṣi Kumar")).status_code == 200
