"""The assistant's catalogues: Hindi has every English key with the same placeholders, is
written in Devanagari, and every text formats."""

from __future__ import annotations

from string import Formatter

import pytest

from assistant_core.texts import en, hi, language_of, say, written_in_devanagari


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def test_both_catalogues_have_the_same_keys() -> None:
    assert set(hi.TEXTS) == set(en.TEXTS)


@pytest.mark.parametrize("key", sorted(en.TEXTS))
def test_hindi_has_the_same_placeholders_and_is_devanagari(key: str) -> None:
    english, hindi = en.TEXTS[key], hi.TEXTS[key]
    assert placeholders(hindi) == placeholders(english)
    assert any("\u0900" <= c <= "\u097f" for c in hindi), hindi
    values = dict.fromkeys(placeholders(english), "x")
    assert say("hi", key, **values) and say("en", key, **values)


@pytest.mark.parametrize(
    ("text", "devanagari"),
    [("मेरी कुंडली बनाओ", True), ("kundli banao", False), ("Om नमः शिवाय", True), ("", False)],
)
def test_devanagari_messages_are_recognised(text: str, devanagari: bool) -> None:
    assert written_in_devanagari(text) is devanagari


@pytest.mark.parametrize(
    ("given", "code"), [("hi", "hi"), ("hi-IN", "hi"), ("en-IN", "en"), (None, "en"), ("fr", "en")]
)
def test_wire_languages(given: object, code: str) -> None:
    assert language_of(given) == code
