"""The PDF font chain: a character the body font lacks loads the first fallback that has it
(once), one no installed font has becomes a visible box, one whose font is not installed
names that font's Debian package; and every package of the chain is one the Makefile and CI
install."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from pathlib import Path

import pytest

from api.common import pdf_fonts
from api.common.pdf_fonts import BODY_PACKAGE, FALLBACKS, PLACEHOLDER, FontChain, FontMissing

ROOT = Path(__file__).resolve().parents[2]
LATIN = frozenset(range(0x20, 0x7F))


class Recorder:
    """Stands in for the FPDF document: records the fonts added and the fallback order."""

    def __init__(self) -> None:
        self.added: list[str] = []
        self.fallbacks: list[str] = []

    def add_font(self, family: str, style: str = "", fname: str | None = None) -> None:
        self.added.append(family)

    def set_fallback_fonts(self, fallback_fonts: Sequence[str], exact_match: bool = True) -> None:
        self.fallbacks = list(fallback_fonts)


def test_only_the_fonts_a_text_needs_are_loaded_and_asked_in_chain_order() -> None:
    pdf = Recorder()
    chain = FontChain(pdf, FALLBACKS, LATIN)
    assert chain.prepare("Meera Iyer") == "Meera Iyer"
    assert pdf.added == []
    assert chain.prepare("王小明 and Ṛṣi") == "王小明 and Ṛṣi"
    assert pdf.added == ["cjk", "dejavu"]
    assert pdf.fallbacks == ["dejavu", "cjk"]  # the chain's order, not the loading order
    chain.prepare("王")
    assert pdf.added == ["cjk", "dejavu"]  # once per document


def test_what_no_installed_font_has_is_a_box_and_style_hints_go() -> None:
    chain = FontChain(Recorder(), FALLBACKS, LATIN)
    # 🪔 (Unicode 12) is newer than Symbola; U+FE0F asks for emoji style, nothing to draw.
    assert chain.prepare("Diya 🪔 ❤\ufe0f") == f"Diya {PLACEHOLDER} ❤"
    assert chain.prepare("line\nnext") == "line\nnext"


def test_a_needed_font_that_is_not_there_names_its_package(tmp_path: Path) -> None:
    moved = tuple(
        dataclasses.replace(f, path=tmp_path / "gone.ttf") if f.family == "tamil" else f
        for f in FALLBACKS
    )
    chain = FontChain(Recorder(), moved, LATIN)
    assert chain.prepare("Ṛṣi") == "Ṛṣi"  # the others still serve
    with pytest.raises(FontMissing) as missing:
        chain.prepare("நந்தினி")
    assert missing.value.package == "fonts-lohit-taml"


def test_every_font_of_the_chain_is_installed_by_make_and_ci() -> None:
    packages = {BODY_PACKAGE, *(font.package for font in pdf_fonts.FALLBACKS)}
    makefile = (ROOT / "Makefile").read_text()
    listed = re.search(r"^PDF_FONTS := (.*?)\n(?!\s)", makefile, re.S | re.M)
    assert listed, "the Makefile names the PDF fonts in PDF_FONTS"
    assert set(listed.group(1).replace("\\", " ").split()) == packages
    ci = (ROOT / ".ci" / "run").read_text()
    loop = re.search(r"^for font in (.*?); do", ci, re.S | re.M)
    assert loop, ".ci/run checks the PDF fonts in one loop"
    assert set(loop.group(1).replace("\\", " ").split()) == packages
