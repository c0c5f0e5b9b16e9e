"""Devanagari place names read out in Latin letters, as the gazetteer's English names spell
them ("मधुबनी": Madhubani, "पालमपुर": Palampur): for the towns the gazetteer knows no Hindi name
of. Phonetic and plain (no diacritics); each reading is a guess the gazetteer then confirms,
so `readings` gives the usual ones, with and without the silent "a" inside a word."""

from __future__ import annotations

_CONSONANTS = {
    "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n", "च": "ch", "छ": "chh", "ज": "j",
    "झ": "jh", "ञ": "n", "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n", "त": "t",
    "थ": "th", "द": "d", "ध": "dh", "न": "n", "प": "p", "फ": "ph", "ब": "b", "भ": "bh",
    "म": "m", "य": "y", "र": "r", "ल": "l", "ळ": "l", "व": "v", "श": "sh", "ष": "sh",
    "स": "s", "ह": "h", "क़": "q", "ख़": "kh", "ग़": "g", "ज़": "z", "ड़": "r", "ढ़": "rh",
    "फ़": "f", "य़": "y",
}  # fmt: skip
_VOWELS = {
    "अ": "a", "आ": "a", "इ": "i", "ई": "i", "उ": "u", "ऊ": "u", "ऋ": "ri", "ए": "e",
    "ऐ": "ai", "ओ": "o", "औ": "au", "ऑ": "o",
}  # fmt: skip
_SIGNS = {
    "ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "े": "e", "ै": "ai",
    "ो": "o", "ौ": "au", "ॉ": "o",
}  # fmt: skip
_NASAL = {"ं": "n", "ँ": "n"}
_VIRAMA, _NUKTA = "्", "़"
_SCHWA = "ə"  # the inherent "a", until we know whether it is said


def _letters(word: str) -> list[str]:
    """The word as Latin sounds, each consonant's inherent vowel marked as schwa."""
    out: list[str] = []
    i = 0
    while i < len(word):
        ch = word[i]
        if i + 1 < len(word) and word[i + 1] == _NUKTA:
            ch += _NUKTA
            i += 1
        i += 1
        if ch in _CONSONANTS:
            out.append(_CONSONANTS[ch])
            following = word[i] if i < len(word) else ""
            if following not in _SIGNS and following != _VIRAMA:
                out.append(_SCHWA)
        elif ch in _SIGNS or ch in _VOWELS:
            out.append((_SIGNS | _VOWELS)[ch])
        elif ch in _NASAL:
            out.append(_NASAL[ch])
        elif ch == "ः":
            out.append("h")
        elif ch != _VIRAMA and ch.isascii():
            out.append(ch)
    return out


def _spoken(letters: list[str], *, inner: bool) -> str:
    """The final schwa is silent; with `inner`, so is one between a vowel-led consonant and
    a consonant followed by a vowel ("दरभंगा": darbhanga)."""
    kept = list(letters)
    if kept and kept[-1] == _SCHWA:
        kept.pop()
    if inner:  # from the end, as Hindi drops it: "पालमपुर" is palampur, not palmapur
        vowels = set(_SIGNS.values()) | set(_VOWELS.values()) | {_SCHWA}
        for i in range(len(kept) - 3, 1, -1):
            if (
                kept[i] == _SCHWA
                and (kept[i - 2] in vowels or kept[i - 2] in _NASAL.values())
                and kept[i + 1] not in vowels
                and kept[i + 2] in vowels
            ):
                kept[i] = ""
    return "".join(kept).replace(_SCHWA, "a")


def readings(text: str) -> list[str]:
    """Latin readings of a Devanagari name, the likeliest first, without repeats: with and
    without the inner silent "a", then "w" for "v" (Dwarka) and "ai" for a final "ay"
    (Begusarai)."""
    words = [_letters(w) for w in text.split()]
    found = []
    for inner in (False, True):
        said = " ".join(_spoken(w, inner=inner) for w in words).strip()
        found += [said, said.replace("v", "w")]
        if said.endswith("ay"):
            found.append(said[:-2] + "ai")
    return [r.title() for r in dict.fromkeys(found) if r]
