"""The assistant's words in each language, by key: `say(language, key, **values)`.

English and Hindi catalogues live beside this module (en.py, hi.py) with the same keys and
the same placeholders (a test checks); the engine never writes a sentence inline."""

from __future__ import annotations

from typing import Literal

from assistant_core.texts import en, hi

Language = Literal["en", "hi"]
LANGUAGES: tuple[Language, ...] = ("en", "hi")
DEFAULT: Language = "en"
CATALOGUES: dict[Language, dict[str, str]] = {"en": en.TEXTS, "hi": hi.TEXTS}
_DEVANAGARI_FIRST, _DEVANAGARI_LAST = "\u0900", "\u097f"  # the Unicode block


def language_of(value: object) -> Language:
    """A language code from the wire ("hi", "hi-IN", "en"...), English when unknown."""
    if isinstance(value, str) and value.strip().lower()[:2] == "hi":
        return "hi"
    return "en"


def written_in_devanagari(text: str) -> bool:
    """More than a stray character: a message mostly in Devanagari script."""
    if text.isascii():  # most messages: no Devanagari letter, and no pass over each character
        return False
    letters = [c for c in text if c.isalpha()]
    # A comparison, not a regex per character: this runs on every message.
    hindi = sum(1 for c in letters if _DEVANAGARI_FIRST <= c <= _DEVANAGARI_LAST)
    return bool(letters) and hindi * 2 >= len(letters)


def say(language: Language, key: str, **values: object) -> str:
    """The text for `key` in `language` (English when Hindi lacks it), filled with values."""
    text = CATALOGUES[language].get(key) or en.TEXTS[key]
    return text.format(**values) if values else text
