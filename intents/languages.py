"""The languages a puja may be said in, by any name a devotee writes ("Tamil", "तमिल",
"bangla", "Bengali bolne wale"): the English name the priests' records use, and the Hindi
name to say it by."""

from __future__ import annotations

import re

from intents.normalise import fold

# English name (as priests list it) -> (Hindi name, the names devotees write it by).
LANGUAGES: dict[str, tuple[str, tuple[str, ...]]] = {
    "Hindi": ("हिंदी", ("hindi", "हिंदी", "हिन्दी")),
    "Sanskrit": ("संस्कृत", ("sanskrit", "sanskrut", "संस्कृत")),
    "English": ("अंग्रेज़ी", ("english", "angrezi", "अंग्रेजी", "इंग्लिश")),
    "Tamil": ("तमिल", ("tamil", "तमिल")),
    "Telugu": ("तेलुगु", ("telugu", "तेलुगु", "तेलगू")),
    "Kannada": ("कन्नड़", ("kannada", "kannad", "कन्नड")),
    "Malayalam": ("मलयालम", ("malayalam", "मलयालम")),
    "Marathi": ("मराठी", ("marathi", "मराठी")),
    "Bengali": ("बांग्ला", ("bengali", "bangla", "bangali", "बंगाली", "बांग्ला", "बंगला")),
    "Gujarati": ("गुजराती", ("gujarati", "gujrati", "गुजराती")),
    "Odia": ("ओड़िया", ("odia", "oriya", "ओडिया", "उड़िया", "उडिया")),
    "Punjabi": ("पंजाबी", ("punjabi", "panjabi", "पंजाबी")),
}
_NAMES = {fold(alias): english for english, (_, aliases) in LANGUAGES.items() for alias in aliases}
_NAMED = re.compile(
    r"(?<!\w)(" + "|".join(sorted(map(re.escape, _NAMES), key=len, reverse=True)) + r")(?!\w)"
)


def languages_named(text: str) -> tuple[str, ...]:
    """The languages the text names, by their English names, in the order said."""
    found = (_NAMES[m] for m in _NAMED.findall(fold(text)))
    return tuple(dict.fromkeys(found))


def language_shown(english: str, hindi: bool) -> str:
    """A language's name to say: its Hindi name in a Hindi conversation."""
    return LANGUAGES[english][0] if hindi and english in LANGUAGES else english
