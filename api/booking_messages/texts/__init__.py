"""The words of booking messages, one table per language (en.py, hi.py, hinglish.py) with the
same keys and the same placeholders (a test checks). A new kind of message adds its subject
and its text to each table, under its own keys."""

from __future__ import annotations

from api.booking_messages.texts import en, hi, hinglish
from assistant_core.texts import LANGUAGES, Language

TABLES: dict[Language, dict[str, str]] = {
    "en": en.TEXTS,
    "hi": hi.TEXTS,
    "hinglish": hinglish.TEXTS,
}


def language_named(value: object) -> Language:
    """A record's message language; English for anything else (never a failed message)."""
    return next((language for language in LANGUAGES if language == value), "en")


def say(language: Language, key: str, **values: object) -> str:
    """The text for `key` in `language`, its placeholders filled from `values`."""
    return TABLES[language][key].format(**values)
