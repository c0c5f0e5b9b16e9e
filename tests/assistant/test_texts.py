"""The assistant's catalogues: Hindi and Hinglish have every English key and no other, with the
same placeholders; Hindi is written in Devanagari and Hinglish in Latin letters (neither is the
English left as it was), and every text formats."""

from __future__ import annotations

from string import Formatter

import pytest

import intents
from assistant_core.texts import (
    CATALOGUES,
    astro,
    en,
    hi,
    hinglish,
    language_of,
    say,
    ui_language,
    written_in_devanagari,
)
from intents.lexicon import spaced
from kundli_service import zodiac

_DEVANAGARI = ("\u0900", "\u097f")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name is not None}


def literal(text: str) -> str:
    """The text without its placeholders."""
    return "".join(part for part, _, _, _ in Formatter().parse(text))


def has_devanagari(text: str) -> bool:
    return any(_DEVANAGARI[0] <= c <= _DEVANAGARI[1] for c in text)


OTHERS = {"hi": hi.TEXTS, "hinglish": hinglish.TEXTS}  # the catalogues that follow en.py


@pytest.mark.parametrize("name", sorted(OTHERS))
def test_every_english_key_has_a_text(name: str) -> None:
    missing = sorted(set(en.TEXTS) - set(OTHERS[name]))
    assert not missing, f"{name}.py lacks {len(missing)} keys of en.py: {', '.join(missing)}"


@pytest.mark.parametrize("name", sorted(OTHERS))
def test_no_key_english_lacks(name: str) -> None:
    extra = sorted(set(OTHERS[name]) - set(en.TEXTS))
    assert not extra, f"{name}.py has keys en.py lacks: {', '.join(extra)}"


@pytest.mark.parametrize("name", sorted(OTHERS))
@pytest.mark.parametrize("key", sorted(en.TEXTS))
def test_the_same_placeholders(name: str, key: str) -> None:
    if key in OTHERS[name]:  # a missing key is reported once, above
        assert placeholders(OTHERS[name][key]) == placeholders(en.TEXTS[key])


@pytest.mark.parametrize("key", sorted(hi.TEXTS))
def test_hindi_is_written_in_devanagari(key: str) -> None:
    assert has_devanagari(hi.TEXTS[key]), hi.TEXTS[key]


@pytest.mark.parametrize("key", sorted(set(hi.TEXTS) & set(en.TEXTS)))
def test_hindi_is_not_the_english_left_as_it_was(key: str) -> None:
    english = en.TEXTS[key]
    if any(c.isalpha() for c in literal(english)):
        assert hi.TEXTS[key] != english


@pytest.mark.parametrize("key", sorted(en.TEXTS))
def test_every_text_formats_in_every_language(key: str) -> None:
    values = dict.fromkeys(placeholders(en.TEXTS[key]), 7)
    assert all(say(language, key, **values) for language in CATALOGUES)


def test_a_key_hinglish_lacks_is_said_in_english(monkeypatch: pytest.MonkeyPatch) -> None:
    # New keys reach en.py first; until hinglish.py has them, the devotee reads English.
    assert say("hinglish", "form_confirm") == hinglish.TEXTS["form_confirm"]
    monkeypatch.delitem(hinglish.TEXTS, "form_confirm")
    assert say("hinglish", "form_confirm") == en.TEXTS["form_confirm"]


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


# Where Hinglish is rightly the English text: names of fields, screens and statuses that
# Hinglish writes in English, examples, and lines made only of values.
SAME_IN_HINGLISH = frozenset(
    spaced(
        """
    label_serviceId label_selectedDate label_selectedTime label_customerAddress
    label_customerPhone label_customerEmail label_paymentMethod label_productId
    label_birth_dateOfBirth label_temple_booking_serviceId phrase_birth_dateOfBirth
    title_priest_booking what_priest what_store mode_online pay_cash status_pending
    status_confirmed status_shipped status_delivered status_completed status_cancelled
    action_open_astrology action_open_orders order_status order_payment
    birth_example_name birth_example_dateOfBirth birth_example_timeOfBirth
    birth_example_placeOfBirth birth_retry_problem kundli_summary_nakshatra label_sankalp
    sankalp_gotra sankalp_nakshatra sankalp_rashi summary_sankalp label_prasad
    """
    )
)


@pytest.mark.parametrize("key", sorted(hinglish.TEXTS))
def test_hinglish_is_written_in_latin_letters(key: str) -> None:
    assert not has_devanagari(hinglish.TEXTS[key]), hinglish.TEXTS[key]


@pytest.mark.parametrize("key", sorted(set(hinglish.TEXTS) & set(en.TEXTS)))
def test_hinglish_is_not_the_english_left_as_it_was(key: str) -> None:
    assert (hinglish.TEXTS[key] == en.TEXTS[key]) is (key in SAME_IN_HINGLISH), key


@pytest.mark.parametrize("key", sorted(hinglish.TEXTS))
def test_a_hinglish_sentence_reads_as_hinglish(key: str) -> None:
    """Hindi grammar around the English words people use, not English with "ji" added:
    every sentence of five words or more is what a Hinglish message is told by."""
    words = literal(hinglish.TEXTS[key])
    if len(words.split()) >= 5:
        assert intents.latin_language(words) == "hinglish", words


def test_hinglish_quotes_the_words_the_engine_understands() -> None:
    """Where Hinglish asks the devotee to type a word, it is one the engine reads."""
    assert '"haan"' in hinglish.TEXTS["form_confirm"] and intents.yes_or_no("haan") is True
    assert '"rehne do"' in hinglish.TEXTS["form_not_confirmed"]
    assert intents.command_of("rehne do") is intents.Command.CANCEL
    assert '"skip"' in hinglish.TEXTS["ask_customerEmail"]
    assert '"paas mein"' in hinglish.TEXTS["ask_templeId"]
    assert '"sab"' in hinglish.TEXTS["ask_orderId"]


def test_the_assistant_speaks_hinglish_in_the_feminine() -> None:
    masculine = ("sakta hoon", "dunga", "raha hoon", "karunga", "gaya hoon", "paya.")
    for key, text in hinglish.TEXTS.items():
        assert not any(word in text for word in masculine), key


def test_screens_show_hinglish_as_english() -> None:
    assert [ui_language(language) for language in CATALOGUES] == ["en", "hi", "en"]
