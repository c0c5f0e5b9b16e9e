"""A question about the day's Panchang is answered from the Panchang: the tithi and nakshatra
with their ends, sunrise, sunset and Rahu Kaal first, then the rest; today unless the question
names another day; in English or Hindi."""

from __future__ import annotations

from datetime import date

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.panchang import asks_panchang
from kundli_service.panchang import PanchangRequest, panchang

TODAY = date(2024, 10, 31)


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("what is the tithi today", True),
        ("kal ka rahu kaal kya hai", True),
        ("आज कौन सा नक्षत्र है", True),
        ("sunrise kab hai aaj", True),
        ("show me the panchang", True),
        ("what does my nakshatra mean", False),
        ("How much is Ganesh Puja?", False),
    ],
)
def test_which_questions_are_about_the_day(question: str, asked: bool) -> None:
    assert asks_panchang(question) is asked


def test_today_from_the_panchang_itself() -> None:
    answer = GeneralAssistant().answer("what is the tithi today", "en", TODAY)
    day = panchang(PanchangRequest(TODAY.isoformat(), "New Delhi"))
    assert isinstance(day, dict)
    first = answer.text.split("\n")[0]
    assert first.startswith("Thursday, 31 October 2024 in New Delhi: the tithi is Krishna")
    assert f"Chaturdashi until 3:53 PM, then {day['tithi'][1]['name']}" in first
    assert f"the nakshatra is {day['nakshatra'][0]['name']}" in first
    assert "Sunrise 6:32 AM" in first and "Rahu Kaal 1:27 PM – 2:50 PM" in first
    assert "Diwali (Lakshmi Puja)" in answer.text  # the festivals follow
    assert answer.found


def test_another_day_and_hindi() -> None:
    answer = GeneralAssistant().answer("कल का पंचांग बताइए", "hi", TODAY)
    first = answer.text.split("\n")[0]
    assert first.startswith("शुक्रवार, 1 नवंबर 2024, नई दिल्ली: तिथि अमावस्या, शाम 6:17 तक")
    assert "सूर्योदय सुबह 6:33" in first
