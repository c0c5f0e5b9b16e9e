"""Reads the text back out of the PDFs fpdf2 writes for us (receipts, Kundli reports; no PDF
reader is installed here).

fpdf2 writes each shaped glyph as a 2-byte code in a Tj string and maps codes back to text
in the font's ToUnicode CMap. A glyph that HarfBuzz made of several characters (a conjunct
such as क्र, or a vowel sign placed before its consonant) maps to all of them on its first
glyph, and the cluster's other glyphs have no entry. Decoding the strings through that map
gives the text in reading order. Only what our PDFs use is read: FlateDecode streams,
literal strings, bfchar entries."""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass

# The stream's length comes from its dictionary: compressed data may itself end in a
# carriage return, which a pattern for the "\r\nendstream" line ending would swallow.
_STREAM = re.compile(rb"<<(.*?)>>\s*stream\r?\n", re.S)
_LENGTH = re.compile(rb"/Length\s+(\d+)")
_BFCHAR = re.compile(r"<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>")
_BLOCK = re.compile(rb"BT(.*?)ET", re.S)
_STRING = re.compile(rb"\(((?:\\.|[^\\)])*)\)\s*Tj", re.S)
_ESCAPES = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}


@dataclass(frozen=True)
class PdfText:
    text: str  # every text block on its own line
    # Glyphs standing for more than one character: the proof that the text was shaped.
    clusters: frozenset[str]


def _streams(pdf: bytes) -> list[bytes]:
    found, position = [], 0
    while match := _STREAM.search(pdf, position):
        length = _LENGTH.search(match.group(1))
        assert length, "every stream fpdf2 writes states its /Length"
        position = match.end() + int(length.group(1))
        data = pdf[match.end() : position]  # the next search starts after the binary data
        if b"FlateDecode" in match.group(1):
            data = zlib.decompress(data)
        found.append(data)
    return found


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


def extract(pdf: bytes) -> PdfText:
    streams = _streams(pdf)
    cmap: dict[int, str] = {}
    for data in streams:
        if b"beginbfchar" in data:
            for code, text in _BFCHAR.findall(data.decode("latin-1")):
                cmap[int(code, 16)] = bytes.fromhex(text).decode("utf-16-be")
    lines = []
    for data in streams:
        for block in _BLOCK.findall(data):
            glyphs = b"".join(_unescape(s) for s in _STRING.findall(block))
            codes = [int.from_bytes(glyphs[i : i + 2], "big") for i in range(0, len(glyphs), 2)]
            # A glyph without an entry is the rest of a cluster its first glyph spelled.
            line = "".join(cmap.get(code, "") for code in codes).strip()
            if line:
                lines.append(line)
    clusters = frozenset(text for text in cmap.values() if len(text) > 1)
    return PdfText("\n".join(lines), clusters)
