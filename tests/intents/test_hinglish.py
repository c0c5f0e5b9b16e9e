"""Hindi in Latin letters told from English by grammar, not by the Indian names both carry."""

from __future__ import annotations

import pytest

from intents import latin_language


@pytest.mark.parametrize(
    "text",
    [
        "mujhe kal pandit chahiye griha pravesh ke liye",
        "mera order kab aayega",
        "meri kundli banao",
        "mera naam Ravi Kumar hai",
        "Pune mein",
        "2 kapoor daal do cart mein",
        "booking TB0001TEST ka status batao",
        "please mera order check karo",  # English words Hinglish borrows do not make it English
        "is puja ka price kya hai",  # "is" is Hindi here: it counts for neither
        "Satyanarayan Katha with Havan book karna hai",
        "haan ji, kar do",
    ],
)
def test_hindi_in_latin_letters_is_hinglish(text: str) -> None:
    assert latin_language(text) == "hinglish"


@pytest.mark.parametrize(
    "text",
    [
        "I want to book a pandit",
        "Where is my order?",
        "Book a pandit for Ganesh puja",
        "How much is Satyanarayan Katha?",
        "can I still cancel it?",
        "make it monday",
    ],
)
def test_english_is_english(text: str) -> None:
    assert latin_language(text) == "en"


@pytest.mark.parametrize(
    "text",
    [
        "book griha pravesh puja",  # an English request around a puja's name
        "rudraksha mala price",
        "9823012345",
        "yes",
        "2",
        "ok",
        "Ravi Kumar",
        "shaam",  # one word answers a question: it does not choose a language
        "haan ji",
        "tomorrow",
        "",
        "Gangajal Har ki Pauri 2",  # "ki" inside a name as written
    ],
)
def test_a_message_that_does_not_tell_is_neither(text: str) -> None:
    assert latin_language(text) is None
