"""The Kundli agent's words: whether a Kundli is asked for, and the four topics."""

from __future__ import annotations

import pytest

from intents import asks_for_kundli, kundli_topic, mentions_kundli


@pytest.mark.parametrize(
    "text",
    [
        "kundli",
        "Kundali please",
        "make my kundly",
        "कुंडली बनाओ",
        "janam kundli",
        "janam patri",
        "birth chart",
        "my natal chart",
        "horoscope chart",
    ],
)
def test_mentions_kundli(text: str) -> None:
    assert mentions_kundli(text)


@pytest.mark.parametrize("text", ["horoscope for today", "kundalini yoga", "namaste", "chat"])
def test_does_not_mention_kundli(text: str) -> None:
    assert not mentions_kundli(text)


def test_asking_what_a_kundli_is_is_not_asking_for_one() -> None:
    assert mentions_kundli("what is a kundli?")
    assert not asks_for_kundli("what is a kundli?")
    assert asks_for_kundli("please make my kundli")


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("show my kundli", "kundli"),
        ("birth chart", "kundli"),
        ("today's horoscope", "horoscope"),
        ("aaj ka rashifal", "horoscope"),
        ("weekly predictions", "horoscope"),
        ("am I manglik?", "dosha"),
        ("mangal dosh", "dosha"),
        ("kaal sarp dosh in my kundli", "dosha"),
        ("sade sati", "dosha"),
        ("pitru dosha", "dosha"),
        ("kundli matching", "compatibility"),
        ("gun milan", "compatibility"),
        ("marriage match", "compatibility"),
        ("are we compatible", "compatibility"),
        ("kundli for marriage", "compatibility"),
        ("hello", None),
    ],
)
def test_kundli_topic(text: str, topic: str | None) -> None:
    assert kundli_topic(text) == topic
