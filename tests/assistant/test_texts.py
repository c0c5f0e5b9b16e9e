"""The assistant's catalogues: Hindi has every English key and no other, with the same
placeholders, is written in Devanagari (not English left as it was), and every text formats."""

from __future__ import annotations

from string import Formatter

import pytest

from assistant_core.texts import astro, en, hi, language_of, say, written_in_devanagari
from kundli_service import zodiac

_DEVANAGARI = ("\u0900", "\u097f")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def literal(text: str) -> str:
    """The text without its placeholders."""
    return "".join(part for part, _, _, _ in Formatter().parse(text))


def has_devanagari(text: str) -> bool:
    return any(_DEVANAGARI[0] <= c <= _DEVANAGARI[1] for c in text)


def test_every_english_key_has_a_hindi_text() -> None:
    assert sorted(set(en.TEXTS) - set(hi.TEXTS)) == []


def test_hindi_has_no_key_english_lacks() -> None:
    assert sorted(set(hi.TEXTS) - set(en.TEXTS)) == []


@pytest.mark.parametrize("key", sorted(en.TEXTS))
def test_hindi_has_the_same_placeholders(key: str) -> None:
    assert placeholders(hi.TEXTS.get(key, "")) == placeholders(en.TEXTS[key])


@pytest.mark.parametrize("key", sorted(hi.TEXTS))
def test_hindi_is_written_in_devanagari(key: str) -> None:
    assert has_devanagari(hi.TEXTS[key]), hi.TEXTS[key]


@pytest.mark.parametrize("key", sorted(set(hi.TEXTS) & set(en.TEXTS)))
def test_hindi_is_not_the_english_left_as_it_was(key: str) -> None:
    english = en.TEXTS[key]
    if any(c.isalpha() for c in literal(english)):
        assert hi.TEXTS[key] != english


@pytest.mark.parametrize("key", sorted(en.TEXTS))
def test_every_text_formats_in_both_languages(key: str) -> None:
    values = dict.fromkeys(placeholders(en.TEXTS[key]) | placeholders(hi.TEXTS.get(key, "")), 7)
    assert say("hi", key, **values) and say("en", key, **values)


def test_hindi_quotes_the_words_the_engine_understands() -> None:
    """Where Hindi asks the devotee to type a word, it is one the engine reads."""
    assert '"हाँ"' in hi.TEXTS["form_confirm"]
    assert '"पास में"' in hi.TEXTS["ask_templeId"]
    assert '"छोड़ें"' in hi.TEXTS["ask_customerEmail"]
    assert '"रहने दो"' in hi.TEXTS["form_not_confirmed"]
    assert '"सब"' in hi.TEXTS["ask_orderId"]


def test_the_assistant_speaks_hindi_in_the_feminine() -> None:
    assert hi.TEXTS["language_set"] == "ठीक है, अब से मैं हिंदी में जवाब दूँगी।"
    masculine = ("सकता हूँ", "दूँगा", "रहा हूँ", "गया हूँ", "पाया।", "करूँगा", "सहायक हूँ")
    for key, text in hi.TEXTS.items():
        assert not any(word in text for word in masculine), key


@pytest.mark.parametrize(
    ("text", "devanagari"),
    [
        ("मेरी कुंडली बनाओ", True),
        ("kundli banao", False),
        ("Om नमः शिवाय", True),
        ("", False),
        ("café, namasté", False),
        ("ॐ", True),
    ],
)
def test_devanagari_messages_are_recognised(text: str, devanagari: bool) -> None:
    assert written_in_devanagari(text) is devanagari


@pytest.mark.parametrize(
    ("given", "code"), [("hi", "hi"), ("hi-IN", "hi"), ("en-IN", "en"), (None, "en"), ("fr", "en")]
)
def test_wire_languages(given: object, code: str) -> None:
    assert language_of(given) == code


def test_every_sign_graha_and_nakshatra_of_the_kundli_service_has_a_hindi_name() -> None:
    assert set(astro.SIGNS_HI) == set(zodiac.SIGNS)
    assert set(astro.GRAHAS_HI) == set(zodiac.GRAHAS)
    assert set(astro.NAKSHATRAS_HI) == set(zodiac.NAKSHATRAS)
    names = [*astro.SIGNS_HI.values(), *astro.GRAHAS_HI.values(), *astro.NAKSHATRAS_HI.values()]
    assert all(written_in_devanagari(name) for name in names)
