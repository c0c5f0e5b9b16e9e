"""When a festival falls next, asked in the devotee's words: the festival named in whole
words (the longest name first), the date walked out by the festival rules at the city asked
about (else New Delhi), and the answer in English or Hindi. Dates checked against published
Panchangs for New Delhi (Utpanna Ekadashi 4 Dec 2026, Karwa Chauth 18 Oct 2027, Diwali 29 Oct
2027, Chaitra Navaratri 7 Apr 2027)."""

from __future__ import annotations

from datetime import date

import pytest

from assistant_core.builtin import GeneralAssistant
from kundli_service.panchang.upcoming import festival_named, next_day
from kundli_service.places import Place, resolve_place

TODAY = date(2026, 11, 29)


@pytest.mark.parametrize(
    ("question", "key"),
    [
        ("agli ekadashi kab padegi", "ekadashi"),
        ("nirjala ekadashi kab hai", "nirjala_ekadashi"),
        ("करवा चौथ कब है", "karwa_chauth"),
        ("when is deepawali", "diwali"),
        ("navratri kab se hai", "navaratri"),
        ("going on a holiday", None),  # "holi" inside another word names nothing
        ("isko yahan rakhiye", None),
        ("book a pandit for griha pravesh", None),
    ],
)
def test_a_festival_is_named_in_whole_words(question: str, key: str | None) -> None:
    assert festival_named(question) == key


@pytest.mark.parametrize(
    ("key", "start", "day"),
    [
        ("ekadashi", TODAY, date(2026, 12, 4)),
        ("karwa_chauth", TODAY, date(2027, 10, 18)),
        ("diwali", TODAY, date(2027, 10, 29)),
        ("navaratri", date(2027, 2, 1), date(2027, 4, 7)),  # Chaitra's comes first then
        ("ekadashi", date(2026, 12, 4), date(2026, 12, 4)),  # today counts
    ],
)
def test_the_next_day_by_the_rules_at_new_delhi(key: str, start: date, day: date) -> None:
    delhi = resolve_place("New Delhi")
    assert isinstance(delhi, Place)
    assert next_day(key, delhi, start) == day


def test_the_answer_names_the_day_and_the_city() -> None:
    answer = GeneralAssistant().answer("agli ekadashi kab padegi", "en", TODAY)
    assert answer.text.startswith("Ekadashi next falls on Friday, 4 December, by the Panchang")
    assert "New Delhi" in answer.text


def test_in_hindi_at_the_city_asked_about() -> None:
    answer = GeneralAssistant().answer("पुणे में दिवाली कब है", "hi", TODAY)
    assert answer.text.startswith("दीपावली (लक्ष्मी पूजा) इस बार")
    assert "शुक्रवार, 29 अक्टूबर 2027 को है" in answer.text and "पुणे" in answer.text
