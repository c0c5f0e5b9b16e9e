"""The assistant's words in each language, by key: `say(language, key, **values)`.

English, Hindi and Hinglish catalogues live beside this module (en.py, hi.py, hinglish.py) with
the same keys and the same placeholders (a test checks); the engine never writes a sentence
inline. Hinglish is Hindi written in Latin letters: the assistant replies in it to a devotee
who writes it, but screens, the wire and the catalogue's records know only English and Hindi,
and show Hinglish as English (`ui_language`)."""

from __future__ import annotations

from typing import Literal

import intents
from assistant_core.texts import en, hi, hinglish

Language = Literal["en", "hi", "hinglish"]
UiLanguage = Literal["en", "hi"]  # the screens', the wire's and the catalogue records'
LANGUAGES: tuple[Language, ...] = ("en", "hi", "hinglish")
UI_LANGUAGES: tuple[UiLanguage, ...] = ("en", "hi")
DEFAULT: UiLanguage = "en"
CATALOGUES: dict[Language, dict[str, str]] = {
    "en": en.TEXTS,
    "hi": hi.TEXTS,
    "hinglish": hinglish.TEXTS,
}
_DEVANAGARI_FIRST, _DEVANAGARI_LAST = "\u0900", "\u097f"  # the Unicode block


def language_of(value: object) -> UiLanguage:
    """A language code from the wire ("hi", "hi-IN", "en"...), English when unknown."""
    if isinstance(value, str) and value.strip().lower()[:2] == "hi":
        return "hi"
    return "en"


def ui_language(language: Language) -> UiLanguage:
    """How screens and the wire show a reply's language: Hinglish, in Latin letters, as English
    (so are the names of records, dates and numbers in a Hinglish reply)."""
    return "hi" if language == "hi" else "en"


def written_in_devanagari(text: str) -> bool:
    """More than a stray character: a message mostly in Devanagari script."""
    if text.isascii():  # most messages: no Devanagari letter, and no pass over each character
        return False
    letters = [c for c in text if c.isalpha()]
    # A comparison, not a regex per character: this runs on every message.
    hindi = sum(1 for c in letters if _DEVANAGARI_FIRST <= c <= _DEVANAGARI_LAST)
    return bool(letters) and hindi * 2 >= len(letters)


def _has_devanagari(text: str) -> bool:
    return not text.isascii() and any(_DEVANAGARI_FIRST <= c <= _DEVANAGARI_LAST for c in text)


_SHORT_ANSWER = 3  # words


def reply_language(text: str, chosen: UiLanguage, before: Language) -> Language:
    """The language of the reply to a devotee's `text`: Hindi for Devanagari, Hinglish for
    Hindi in Latin letters; for English, the language the devotee chose (the screen's, or
    asked for: "Hindi mein bolo" holds for "thank you" too), which is English unless they
    chose Hindi; Hindi for a message in both scripts that does not tell otherwise; and
    `before` (the conversation's) for a message that does not tell ("2",
    "yes", "9823012345", a name, or a few English words said in a Hinglish conversation):
    a form begun in Hinglish goes on in Hinglish."""
    if written_in_devanagari(text):
        return "hi"
    written = intents.latin_language(text)
    if written is None:  # mixed scripts that do not tell ("om namah shivaya" in Devanagari)
        return "hi" if _has_devanagari(text) else before
    if written == "en" and before == "hinglish" and len(text.split()) <= _SHORT_ANSWER:
        return before  # "cash on delivery", "ok done": Hinglish speakers say these too
    return chosen if written == "en" else written


def say(language: Language, key: str, **values: object) -> str:
    """The text for `key` in `language` (English when that catalogue lacks it), with values."""
    text = CATALOGUES[language].get(key) or en.TEXTS[key]
    return text.format(**values) if values else text
