"""Reads the text back out of the PDFs fpdf2 writes for us (receipts, Kundli reports; no PDF
reader is installed here).

fpdf2 writes each shaped glyph as a 2-byte code in a Tj string and maps codes back to text
in each font's ToUnicode CMap. A glyph that HarfBuzz made of several characters (a conjunct
such as क्र, or a vowel sign placed before its consonant) maps to all of them on its first
glyph, and the cluster's other glyphs have no entry. A line may switch fonts (`/F2 10 Tf`)
where the body font lacks a character and a fallback font draws it, so every code is read
through the map of the font selected when it was drawn.

Glyphs come in the order they stand on the page, left to right. Right-to-left words
(Arabic, Hebrew) are drawn with their first letter on the right, so `text` turns each
right-to-left run around, as a PDF reader does: a name drawn in reading order reads back as
typed, one drawn left to right (wrong) reads back reversed. `drawn` keeps the page order.
Only what our PDFs use is read: FlateDecode streams, literal strings, bfchar entries."""

from __future__ import annotations

import re
import unicodedata
import zlib
from dataclasses import dataclass

_OBJECT = re.compile(rb"(\d+) 0 obj\s*<<(.*?)>>\s*(stream\r?\n)?", re.S)
# The stream's length comes from its dictionary: compressed data may itself end in a
# carriage return, which a pattern for the "\r\nendstream" line ending would swallow.
_LENGTH = re.compile(rb"/Length\s+(\d+)")
_CONTENTS = re.compile(rb"/Contents\s+(\d+) 0 R")
_TO_UNICODE = re.compile(rb"/ToUnicode\s+(\d+) 0 R")
_FONT_RESOURCES = re.compile(rb"/Font\s*<<(.*?)>>", re.S)
_FONT_NAMES = re.compile(rb"/(F\d+)\s+(\d+) 0 R")
_BFCHAR = re.compile(r"<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>")
# In a content stream: a font choice, a string drawn, the end of a text block, or the
# graphics state saved or restored.
_OPERATION = re.compile(
    rb"/(F\d+)\s+[\d.]+\s+Tf|\(((?:\\.|[^\\)])*)\)\s*Tj|\bET\b|(?<![\w/])[qQ](?![\w])", re.S
)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}
_RIGHT_TO_LEFT = {"R", "AL"}


@dataclass(frozen=True)
class PdfText:
    text: str  # every text block on its own line, right-to-left runs in reading order
    # Glyphs standing for more than one character: the proof that the text was shaped.
    clusters: frozenset[str]
    drawn: str  # the same lines with every glyph in page order, left to right
    fonts: frozenset[str]  # the base names of the fonts embedded (DejaVuSans, Symbola...)


def _objects(pdf: bytes) -> tuple[dict[int, bytes], dict[int, bytes]]:
    """Each object's dictionary and, for a stream, its (inflated) data, by object number."""
    dictionaries: dict[int, bytes] = {}
    streams: dict[int, bytes] = {}
    position = 0
    while match := _OBJECT.search(pdf, position):
        number, dictionary = int(match.group(1)), match.group(2)
        dictionaries[number] = dictionary
        position = match.end()
        if match.group(3):
            length = _LENGTH.search(dictionary)
            assert length, "every stream fpdf2 writes states its /Length"
            data = pdf[match.end() : match.end() + int(length.group(1))]
            position = match.end() + int(length.group(1))  # after the binary data
            streams[number] = zlib.decompress(data) if b"FlateDecode" in dictionary else data
    return dictionaries, streams


def _unescape(raw: bytes) -> bytes:
    out, i = bytearray(), 0
    while i < len(raw):
        byte = raw[i : i + 1]
        if byte != b"\\":
            out += byte
            i += 1
            continue
        nxt = raw[i + 1 : i + 2]
        octal = re.match(rb"[0-7]{1,3}", raw[i + 1 : i + 4])
        if octal:
            out.append(int(octal.group(0), 8))
            i += 1 + len(octal.group(0))
        else:
            out += _ESCAPES.get(nxt, nxt)
            i += 2
    return bytes(out)


def _cmap(data: bytes) -> dict[int, str]:
    return {
        int(code, 16): bytes.fromhex(text).decode("utf-16-be")
        for code, text in _BFCHAR.findall(data.decode("latin-1"))
    }


def _font_maps(
    pdf: bytes, dictionaries: dict[int, bytes], streams: dict[int, bytes]
) -> dict[str, dict[int, str]]:
    """Each font resource name (F1, F2...) with its code-to-text map."""
    maps: dict[str, dict[int, str]] = {}
    for resources in _FONT_RESOURCES.findall(pdf):
        for name, number in _FONT_NAMES.findall(resources):
            to_unicode = _TO_UNICODE.search(dictionaries[int(number)])
            found = _cmap(streams[int(to_unicode.group(1))]) if to_unicode else {}
            maps[name.decode()] = found
    return maps


def _right_to_left(glyph: str) -> bool:
    return any(unicodedata.bidirectional(c) in _RIGHT_TO_LEFT for c in glyph)


def _neutral(glyph: str) -> bool:
    return all(unicodedata.bidirectional(c) in {"WS", "ON", "CS", "BN", "NSM"} for c in glyph)


def reading_order(glyphs: list[str]) -> str:
    """Glyphs in page order as read: each run of right-to-left glyphs (with the spaces and
    marks between them) turned around."""
    out: list[str] = []
    i = 0
    while i < len(glyphs):
        if not _right_to_left(glyphs[i]):
            out.append(glyphs[i])
            i += 1
            continue
        end = i + 1
        while end < len(glyphs):
            if _right_to_left(glyphs[end]):
                end += 1
                continue
            ahead = end
            while ahead < len(glyphs) and _neutral(glyphs[ahead]):
                ahead += 1
            if ahead < len(glyphs) and ahead > end and _right_to_left(glyphs[ahead]):
                end = ahead
                continue
            break
        out.extend(reversed(glyphs[i:end]))
        i = end
    return "".join(out)


def _lines(data: bytes, maps: dict[str, dict[int, str]]) -> list[list[str]]:
    """The glyphs of each text block of a content stream, each read through the map of the
    font selected when it was drawn (q and Q save and restore the font, as in PDF)."""
    lines: list[list[str]] = []
    font: dict[int, str] = {}
    saved: list[dict[int, str]] = []
    glyphs: list[str] = []
    for token in _OPERATION.finditer(data):
        operator = token.group(0)
        if token.group(1):
            font = maps.get(token.group(1).decode(), {})
        elif token.group(2) is not None and operator.endswith(b"Tj"):
            raw = _unescape(token.group(2))
            codes = [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw), 2)]
            # A glyph without an entry is the rest of a cluster its first glyph spelled.
            glyphs.extend(font[code] for code in codes if code in font)
        elif operator == b"q":
            saved.append(font)
        elif operator == b"Q" and saved:
            font = saved.pop()
        elif operator == b"ET":
            lines.append(glyphs)
            glyphs = []
    return lines


def extract(pdf: bytes) -> PdfText:
    dictionaries, streams = _objects(pdf)
    maps = _font_maps(pdf, dictionaries, streams)
    read, drawn = [], []
    pages = [int(n) for d in dictionaries.values() for n in _CONTENTS.findall(d)]
    for data in (streams[n] for n in pages):
        for glyphs in _lines(data, maps):
            if "".join(glyphs).strip():
                read.append(reading_order(glyphs).strip())
                drawn.append("".join(glyphs).strip())
    clusters = frozenset(text for cmap in maps.values() for text in cmap.values() if len(text) > 1)
    fonts = frozenset(
        name.decode().split("+", 1)[-1]
        for dictionary in dictionaries.values()
        if b"/Type /Font" in dictionary and b"/Subtype /Type0" in dictionary
        for name in re.findall(rb"/BaseFont /(\S+)", dictionary)
    )
    return PdfText("\n".join(read), clusters, "\n".join(drawn), fonts)
