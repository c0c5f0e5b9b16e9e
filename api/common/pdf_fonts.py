"""The fonts our PDFs draw with: the body font (Lohit Devanagari: Devanagari, Latin, ₹) and a
chain of fallbacks for every other script a devotee may type in a name or an address, each
from a Debian package, found by path and loaded into a document only when its text needs it
(the CJK font alone costs a third of a second to load)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Protocol

import uharfbuzz as harfbuzz  # type: ignore[import-untyped]

BODY_PACKAGE = "fonts-lohit-deva"
# Drawn where no installed font has a character (an emoji newer than Symbola's Unicode 9),
# so that nothing a devotee typed disappears without a trace: the empty box readers know.
PLACEHOLDER = "\u25a1"
# Presentation hints (text or emoji style) with nothing to draw in a one-colour PDF.
_VARIATION_SELECTORS = frozenset(range(0xFE00, 0xFE10)) | frozenset(range(0xE0100, 0xE01F0))
_PASSED = frozenset("\n\r\t")
_SHARE = Path("/usr/share/fonts/truetype")

Ranges = tuple[tuple[int, int], ...]


class FontMissing(Exception):
    """A font the document needs is not on this machine; `package` is the Debian package
    that installs it."""

    def __init__(self, package: str) -> None:
        super().__init__(package)
        self.package = package


@dataclass(frozen=True, slots=True)
class FontFile:
    """One font of the chain: its name in the document, its Debian package, where that
    package puts it, and the code points it is in the chain for (when it is missing, a
    character there names its package in the error)."""

    family: str
    package: str
    path: Path
    ranges: Ranges = field(default=())

    def meant_for(self, code: int) -> bool:
        return any(low <= code <= high for low, high in self.ranges)


def _lohit(script: str, folder: str, package: str, low: int, high: int) -> FontFile:
    path = _SHARE / f"lohit-{folder}" / f"Lohit-{script}.ttf"
    return FontFile(script.lower(), package, path, ((low, high),))


# In the order they are asked: the first that has a character draws it.
FALLBACKS: tuple[FontFile, ...] = (
    FontFile(
        "dejavu",
        "fonts-dejavu-core",
        _SHARE / "dejavu" / "DejaVuSans.ttf",
        (
            (0x0080, 0x08FF),  # Latin-1 to Arabic Extended: Greek, Cyrillic, Hebrew, Arabic
            (0x1E00, 0x1FFF),  # Latin Extended Additional (Ṛṣ), Greek Extended
            (0x2000, 0x2BFF),  # punctuation, letterlike, arrows, maths, shapes, symbols
            (0xFB00, 0xFDFF),  # Hebrew and Arabic presentation forms
            (0xFE70, 0xFEFF),
        ),
    ),
    _lohit("Bengali", "bengali", "fonts-lohit-beng-bengali", 0x0980, 0x09FF),
    _lohit("Gurmukhi", "punjabi", "fonts-lohit-guru", 0x0A00, 0x0A7F),
    _lohit("Gujarati", "gujarati", "fonts-lohit-gujr", 0x0A80, 0x0AFF),
    _lohit("Odia", "oriya", "fonts-lohit-orya", 0x0B00, 0x0B7F),
    _lohit("Tamil", "tamil", "fonts-lohit-taml", 0x0B80, 0x0BFF),
    _lohit("Telugu", "telugu", "fonts-lohit-telu", 0x0C00, 0x0C7F),
    _lohit("Kannada", "kannada", "fonts-lohit-knda", 0x0C80, 0x0CFF),
    _lohit("Malayalam", "malayalam", "fonts-lohit-mlym", 0x0D00, 0x0D7F),
    FontFile(
        "cjk",
        "fonts-wqy-microhei",
        _SHARE / "wqy" / "wqy-microhei.ttc",
        (
            (0x1100, 0x11FF),  # Hangul Jamo
            (0x2E80, 0x33FF),  # radicals, CJK punctuation, kana, bopomofo, enclosed
            (0x3400, 0x4DBF),  # ideographs, extension A
            (0x4E00, 0x9FFF),  # ideographs
            (0xA960, 0xA97F),
            (0xAC00, 0xD7FF),  # Hangul syllables
            (0xF900, 0xFAFF),  # compatibility ideographs
            (0xFE30, 0xFE4F),
            (0xFF00, 0xFFEF),  # full-width forms
            (0x20000, 0x2FA1F),  # ideographs, extensions B onwards
        ),
    ),
    FontFile(
        "symbols",
        "fonts-symbola",
        _SHARE / "ancient-scripts" / "Symbola_hint.ttf",
        ((0x2600, 0x27BF), (0x2B00, 0x2BFF), (0x1F000, 0x1FAFF)),  # symbols and emoji
    ),
)


@lru_cache(maxsize=64)
def _characters(path: Path, modified: float) -> frozenset[int]:
    """The code points a font file draws (its first face, for a collection), read once per
    file and version; none for a file that is not a font."""
    face = harfbuzz.Face(harfbuzz.Blob.from_file_path(str(path)), 0)
    return frozenset(int(code) for code in face.unicodes)


def characters(path: Path) -> frozenset[int] | None:
    """What the font at `path` draws; None when there is no font there."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        return None
    found = _characters(path, modified) if path.is_file() else frozenset()
    return found or None


class Document(Protocol):
    """The part of fpdf2's FPDF the chain uses."""

    def add_font(self, family: str, style: str = "", fname: str | None = None) -> None: ...

    def set_fallback_fonts(
        self, fallback_fonts: Sequence[str], exact_match: bool = True
    ) -> None: ...


class FontChain:
    """The fonts of one document: the body font, and the fallbacks added as its texts ask
    for them. `prepare` makes a text drawable: a character no font of the chain has becomes
    PLACEHOLDER, or FontMissing names the package that would draw it."""

    def __init__(self, pdf: Document, fallbacks: Sequence[FontFile], body: frozenset[int]) -> None:
        self._pdf = pdf
        self._fallbacks = tuple(fallbacks)
        self._body = body
        self._loaded: list[FontFile] = []
        self._prepared: dict[str, str] = {}

    def prepare(self, text: str) -> str:
        done = self._prepared.get(text)
        if done is None:
            done = "".join(self._drawable(c) for c in text)
            self._prepared[text] = done
        return done

    def _drawable(self, character: str) -> str:
        code = ord(character)
        if code in self._body or character in _PASSED:
            return character
        if code in _VARIATION_SELECTORS:
            return ""
        for font in self._fallbacks:
            found = characters(font.path)
            if found is None:
                if font.meant_for(code):
                    raise FontMissing(font.package)
                continue
            if code in found:
                self._load(font)
                return character
        if unicodedata.category(character) == "Cf":
            return character  # joiners and direction marks: shaping uses them, none is drawn
        return self.prepare(PLACEHOLDER) if character != PLACEHOLDER else character

    def _load(self, font: FontFile) -> None:
        if font in self._loaded:
            return
        self._pdf.add_font(font.family, fname=str(font.path))
        self._loaded.append(font)
        # Asked in the chain's order, whatever order the texts loaded them in.
        ordered = [f.family for f in self._fallbacks if f in self._loaded]
        self._pdf.set_fallback_fonts(ordered)
