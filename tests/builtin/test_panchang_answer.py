"""A question about the day's Panchang is answered from the Panchang: the tithi and nakshatra
with their ends, sunrise, sunset and Rahu Kaal first, then the rest; today unless the question
names another day; in English or Hindi."""

from __future__ import annotations

from datetime import date

import pytest

from assistant_core.builtin import GeneralAssistant
from assistant_core.builtin.panchang import asks_panchang, city_named, clock
from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.wire import Panchang

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
    assert isinstance(day, Panchang)
    first = answer.text.split("\n")[0]
    assert first.startswith("Thursday, 31 October 2024 in New Delhi: the tithi is Krishna")
    assert f"Chaturdashi until 3:53 PM, then {day.tithi[1].name}" in first
    assert f"the nakshatra is {day.nakshatra[0].name}" in first
    assert "Sunrise 6:32 AM" in first and "Rahu Kaal 1:27 PM – 2:50 PM" in first
    assert "Diwali (Lakshmi Puja)" in answer.text  # the festivals follow
    assert answer.found


def test_another_day_and_hindi() -> None:
    answer = GeneralAssistant().answer("कल का पंचांग बताइए", "hi", TODAY)
    first = answer.text.split("\n")[0]
    assert first.startswith("शुक्रवार, 1 नवंबर 2024, नई दिल्ली: तिथि अमावस्या, शाम 6:17 तक")
    assert "सूर्योदय सुबह 6:33" in first
    # Diwali's new moon turns the month before the next sunrise.
    assert "शाम 6:17 से: कार्तिक (अमांत), कार्तिक (पूर्णिमांत), शुक्ल पक्ष; विक्रम संवत 2081।" in answer.text


def test_a_day_with_no_new_or_full_moon_names_one_month() -> None:
    answer = GeneralAssistant().answer("panchang for 5 november", "en", TODAY)
    assert "Month: Kartika (amanta), Kartika (purnimanta), Shukla paksha" in answer.text
    assert "From " not in answer.text


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("rahu kaal in Pune tomorrow", "Pune"),
        ("whats the tithi for new delhi on 5 november", "new delhi"),
        ("Rahu kaal kab hai Lucknow me?", "Lucknow"),
        ("कल पुणे में राहु काल कब है", "पुणे"),
        ("वाराणसी का पंचांग", "वाराणसी"),
        ("Rameswaram ka panchang", "Rameswaram"),
        ("muhurat for marriage in Pune", "Pune"),
        ("rahu kaal in Mumbaii", "Mumbaii"),  # surely a city, to be said not found
        # The question's own words, and what a muhurat is for, are no city.
        ("aaj ki tithi kya hai", None),
        ("muhurat in hindi please", None),
        ("panchang of my city", None),
        ("what is the tithi in the morning", None),
        ("ekadashi kab hai is mahine", None),
        ("shubh muhurat for griha pravesh", None),
        ("vivah ka shubh muhurat", None),
        ("when is the tithi of diwali", None),
        ("muhurat in december", None),
    ],
)
def test_the_city_a_question_names(question: str, named: str | None) -> None:
    assert city_named(question) == named


def test_a_named_city_is_answered_on_its_own_clock() -> None:
    answer = GeneralAssistant().answer("कल वाराणसी में राहु काल कब है", "hi", TODAY)
    day = panchang(PanchangRequest("2024-11-01", "Varanasi", language="hi"))
    assert isinstance(day, Panchang) and day.sun.rise is not None
    first, *_, last = answer.text.split("\n")
    assert first.startswith("शुक्रवार, 1 नवंबर 2024, वाराणसी: तिथि अमावस्या")
    assert f"सूर्योदय {clock(day.sun.rise, 'hi')}" in first
    assert clock(day.sun.rise, "hi") == "सुबह 6:05"  # 28 minutes before New Delhi's
    assert last == "वाराणसी का पूरा पंचांग ज्योतिष वाले पेज पर है।"


def test_a_city_among_namesakes_says_which() -> None:
    answer = GeneralAssistant().answer("Rameswaram ka panchang", "en", TODAY)
    note, first = answer.text.split("\n")[:2]
    assert note.startswith("Rameswaram, Tamil Nadu — if you meant another") and note.endswith(".")
    assert first.startswith("Thursday, 31 October 2024 in Rameswaram: the tithi")


def test_a_city_not_found_or_without_a_sunrise_is_said_and_new_delhi_given() -> None:
    unknown = GeneralAssistant().answer("rahu kaal in Mumbaii tomorrow", "en", TODAY)
    lead, first = unknown.text.split("\n")[:2]
    assert lead.startswith('We could not find "Mumbaii". Did you mean: Mumbai, Maharashtra')
    assert lead.endswith("Here is the Panchang for New Delhi instead.")
    assert first.startswith("Friday, 1 November 2024 in New Delhi")
    polar = GeneralAssistant().answer("Tromso ka panchang", "hi", date(2024, 12, 21))
    assert polar.text.startswith("Tromsø, Norway में 2024-12-21 को सूर्य उगता ही नहीं")
    assert "तब तक नई दिल्ली का पंचांग देखिए।\nशनिवार, 21 दिसंबर 2024, नई दिल्ली:" in polar.text


def test_where_the_devotee_is_when_the_question_names_no_city() -> None:
    """At their own coordinates, named by the town they are in (in Hindi by its Hindi name);
    far from any town we know, New Delhi's."""
    pune = (18.5204, 73.8567)
    answer = GeneralAssistant().answer("what is the tithi today", "en", TODAY, pune)
    assert answer.text.startswith("Thursday, 31 October 2024 in Pune: the tithi is")
    own = panchang(PanchangRequest(TODAY.isoformat(), None, *pune, "Asia/Kolkata"))
    assert isinstance(own, Panchang) and own.sun.rise is not None
    assert f"Sunrise {clock(own.sun.rise, 'en')}" in answer.text
    assert clock(own.sun.rise, "en") != "6:32 AM"  # not New Delhi's
    hindi = GeneralAssistant().answer("आज की तिथि क्या है", "hi", TODAY, pune)
    assert hindi.text.startswith("गुरुवार, 31 अक्टूबर 2024, पुणे: तिथि")
    at_sea = GeneralAssistant().answer("what is the tithi today", "en", TODAY, (-30.0, 80.0))
    assert " in New Delhi: " in at_sea.text
