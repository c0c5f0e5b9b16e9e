"""Normalisation: one spelling per concept, and no real word "corrected" into a keyword."""

from __future__ import annotations

import pytest

from intents.normalise import CACHED_TEXT, canonical, fold, tokens_of, words_of


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Poojā", "pooja"),
        ("PRASĀD", "prasad"),
        ("कुण्डली", "कुंडली"),
        ("कहाँ", "कहां"),
        ("फ़रवरी", "फरवरी"),
        ("१५ मई १९९०", "15 मई 1990"),
        ("today's", "today"),
    ],
)
def test_fold(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("Pandit ji", ("pandit",)),
        ("birth chart", ("kundli",)),
        ("janam kundali", ("kundli",)),
        ("gem stone", ("gemstone",)),
        ("griha pravesh", ("grihapravesh",)),
        ("गृह प्रवेश", ("grihapravesh",)),
        ("kaal sarp", ("kaalsarp",)),
    ],
)
def test_phrases_become_one_concept(text: str, tokens: tuple[str, ...]) -> None:
    assert tokens_of(text) == tokens


@pytest.mark.parametrize(
    ("word", "concept"),
    [
        ("kundlee", "kundli"),  # Hinglish spelling of a long vowel
        ("pandith", "pandit"),
        ("prasaad", "prasad"),
        ("rudrakhsa", "rudraksha"),  # swapped letters
        ("horroscope", "horoscope"),
        ("astrolger", "astrologer"),
        ("रूद्राक्ष", "rudraksha"),
    ],
)
def test_slips_are_corrected(word: str, concept: str) -> None:
    assert canonical(fold(word)) == concept


@pytest.mark.parametrize(
    "word",
    ["story", "stone", "mantra", "astronomy", "historic", "punjabi", "older", "border", "pries"],
)
def test_real_words_near_a_keyword_are_left_alone(word: str) -> None:
    assert canonical(word) == word


def test_each_caller_gets_its_own_words() -> None:
    # The words of a message are kept for the next reader: one reader's change is not seen.
    words = words_of("Namaste ji")
    words.pop()
    assert words_of("Namaste ji") == ["namaste", "ji"]


def test_a_long_text_reads_as_its_short_parts() -> None:
    # Past CACHED_TEXT a text is worked out each time, with the same answers.
    short = "Poojā for my kundlee, "
    times = CACHED_TEXT // len(short) + 1
    assert len(short * times) > CACHED_TEXT
    assert fold(short * times) == fold(short) * times
    assert words_of(short * times) == words_of(short) * times
    assert tokens_of(short * times) == ("puja", "for", "my", "kundli") * times


@pytest.mark.parametrize(("typed", "written"), [("अगरबती", "अगरबत्ती"), ("कुण्डली", "कुंडली")])
def test_devanagari_typed_without_its_virama_is_the_word(typed: str, written: str) -> None:
    assert canonical(fold(typed)) == canonical(fold(written)) != fold(typed)
