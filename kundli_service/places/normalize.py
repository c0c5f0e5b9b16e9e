"""Text normalisation shared by the gazetteer at run time and by the build script.

`name_key` turns a place name into the key the index is built on: case-folded, Latin
diacritics removed ("Pūnch" -> "punch", "Zürich" -> "zurich"), and every space, hyphen,
dot or other punctuation dropped ("Navi-Mumbai" = "navi mumbai" = "navimumbai").
Devanagari keeps its vowel signs and other marks (they are letters there, not accents), but
not the nukta, and chandrabindu reads as anusvara: spellings people use alike.
"""

from __future__ import annotations

import unicodedata

# Letters that Unicode does not decompose into a base letter plus an accent.
_FOLD = str.maketrans(
    {
        "ß": "ss",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ø": "o",
        "Ø": "O",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "Ð": "D",
        "þ": "th",
        "Þ": "Th",
        "ł": "l",
        "Ł": "L",
        "ı": "i",
        "ħ": "h",
        "Ħ": "H",
        "ŧ": "t",
        "Ŧ": "T",
        "ʻ": "'",
        "ʼ": "'",
        "’": "'",
        "‘": "'",
        "`": "'",
    }
)

# Apostrophes and the like vanish ("Kal'kutta" -> "kalkutta"); other punctuation separates.
# So does Devanagari's nukta, which people write or leave out as they please (ग़ाज़ियाबाद and
# गाजियाबाद are one city).
_DROP = frozenset("'\"\u093c")
# Chandrabindu and anusvara likewise (झाँसी and झांसी).
_SAME = {"\u0901": "\u0902"}


def _is_latin_accent(ch: str) -> bool:
    """Combining marks used as accents on Latin letters (not Devanagari vowel signs)."""
    code = ord(ch)
    return (
        0x0300 <= code <= 0x036F
        or 0x1AB0 <= code <= 0x1AFF
        or 0x1DC0 <= code <= 0x1DFF
        or 0x20D0 <= code <= 0x20FF
        or 0xFE20 <= code <= 0xFE2F
    )


def fold_accents(text: str) -> str:
    """Remove Latin diacritics and fold special letters, keeping case and spacing.

    "Rājkot" -> "Rajkot", "Kraków" -> "Krakow", "Łódź" -> "Lodz". Devanagari is unchanged.
    """
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    stripped = "".join(ch for ch in decomposed if not _is_latin_accent(ch))
    return unicodedata.normalize("NFC", stripped)


# ASCII fast path: every ASCII character but a letter or a digit goes.
_ASCII_DROP = str.maketrans({chr(c): None for c in range(128) if not chr(c).isalnum()})


def name_key(text: str) -> str:
    """The index key of a name: folded, case-less, with no spaces or punctuation."""
    if text.isascii():
        if text.isalnum():
            return text.lower()
        return text.lower().translate(_ASCII_DROP)
    folded = unicodedata.normalize("NFKD", fold_accents(text).casefold())
    out: list[str] = []
    for ch in folded:
        if ch.isascii():
            if ch.isalnum():
                out.append(ch)
            continue
        if ch in _DROP:
            continue
        ch = _SAME.get(ch, ch)
        category = unicodedata.category(ch)
        if category[0] in "LNM" and not _is_latin_accent(ch):
            out.append(ch)
    return "".join(out)


def is_devanagari(ch: str) -> bool:
    code = ord(ch)
    return 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF or 0x1CD0 <= code <= 0x1CFF


def is_latin_letter(ch: str) -> bool:
    return ch.isascii() or "LATIN" in unicodedata.name(ch, "")


def script_of(name: str) -> str:
    """ "latin", "devanagari", "mixed" or "other", judged by the letters in `name`."""
    scripts: set[str] = set()
    for ch in name:
        category = unicodedata.category(ch)
        if category[0] not in "LM":
            continue
        if is_devanagari(ch):
            scripts.add("devanagari")
        elif category[0] == "M" and _is_latin_accent(ch):
            continue
        elif is_latin_letter(ch):
            scripts.add("latin")
        else:
            scripts.add("other")
    if not scripts:
        return "other"
    if len(scripts) > 1:
        return "mixed"
    return scripts.pop()
