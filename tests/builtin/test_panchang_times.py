"""The general assistant's answers of days and times from the Panchang: a day's choghadiya, a
good time for something, a month's festivals; questions of markets or the weather said to be
out of scope; and the Panchang's answers in Hinglish to a Hinglish question."""

from __future__ import annotations

from datetime import date

import pytest

import intents
from assistant_core.builtin import GeneralAssistant, panchang_times
from assistant_core.builtin import panchang as panchang_texts
from assistant_core.builtin.festival_calendar import festival_calendar_answer
from assistant_core.texts import written_in_devanagari
from intents.almanac import asks_choghadiya, asks_good_time, festival_month
from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.choghadiya import choghadiya
from kundli_service.panchang.wire import Choghadiya, Panchang
from tests.builtin.hindi import bilinguals, placeholders

TODAY = date(2024, 10, 30)  # a Wednesday; Diwali falls on the 31st
PUNE = (18.52, 73.86)


@pytest.mark.parametrize(
    ("question", "chogh", "good"),
    [
        ("aaj ka chaughadiya dikhao", True, False),
        ("परसों का चौघड़िया", True, False),
        ("choghadia for sunday in jaipur", True, False),
        ("which time is auspicious to start a new shop tomorrow", False, True),
        ("kal koi accha samay hai naya vahan lene ka?", False, True),
        ("गृह प्रवेश के लिए शुभ दिन बताइए", False, True),
        ("mahurat for engagement", False, True),
        ("good morning ji", False, False),
        ("what is the price of a diya", False, False),
    ],
)
def test_which_questions_ask_for_times(question: str, chogh: bool, good: bool) -> None:
    assert asks_choghadiya(question) is chogh
    assert asks_good_time(question) is good


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("vrat aur tyohar is mahine", date(2024, 10, 1)),
        ("festival list for next month", date(2024, 11, 1)),
        ("अगले महीने के त्योहार", date(2024, 11, 1)),
        ("festivals in march", date(2025, 3, 1)),  # the coming March
        ("fasting days calendar in may", None),  # no festival asked
        ("when is diwali", None),
        ("what festival is today", None),
    ],
)
def test_which_month_a_festival_calendar_is_for(question: str, first: date | None) -> None:
    assert festival_month(question, TODAY) == first


def test_a_choghadiya_answer_gives_every_part_with_the_panchangs_times(
    loaded: GeneralAssistant,
) -> None:
    answer = loaded.answer("kal ka chaughadiya pune mein", "hinglish", TODAY)
    found = choghadiya(PanchangRequest("2024-10-31", "Pune"))
    assert isinstance(found, Choghadiya)
    first = answer.text.split("\n")[0]
    assert first.startswith("Thursday, 31 October 2024, Pune ka choghadiya")
    # Thursday's day begins with Shubh, its night with Amrit; each part with its times.
    assert "Din: Shubh " in first and "Raat: Amrit " in first
    assert first.count("(shubh)") + first.count("(ashubh)") + first.count("(saamanya)") == 16
    rise = panchang_texts.clock(found.periods[0].starts, "en")
    assert f"suryoday {rise} se" in first
    assert not written_in_devanagari(answer.text)


def test_a_choghadiya_where_the_devotee_is_and_in_hindi(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("आज का चौघड़िया", "hi", TODAY, near=PUNE)
    first = answer.text.split("\n")[0]
    assert first.startswith("बुधवार, 30 अक्टूबर 2024, पुणे का चौघड़िया")
    assert "दिन: लाभ " in first and "रात: उद्वेग " in first  # Wednesday's
    assert "पुणे" in first and written_in_devanagari(first)


def test_a_good_time_answer_is_only_what_the_panchang_computes(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("is tomorrow auspicious for buying gold?", "en", TODAY)
    day = panchang(PanchangRequest("2024-10-31", "New Delhi"))
    assert isinstance(day, Panchang)
    first, *rest = answer.text.split("\n")
    abhijit, rahu = day.periods.abhijit, day.periods.rahu_kaal
    shown = panchang_texts.clock
    assert first.startswith("Thursday, 31 October 2024 in New Delhi: Abhijit muhurat")
    assert f"{shown(abhijit.starts, 'en')} – {shown(abhijit.ends, 'en')}" in first
    assert f"Avoid Rahu Kaal {shown(rahu.starts, 'en')} – {shown(rahu.ends, 'en')}" in first
    assert "Auspicious choghadiyas" in first
    assert any("Diwali (Lakshmi Puja)" in line for line in rest)  # the day's festivals
    assert rest[-1].startswith("Whether a day suits")  # a pandit fixes the exact muhurat


def test_on_a_wednesday_abhijit_is_said_to_be_not_taken(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("aaj ka shubh muhurat kya hai", "hinglish", TODAY)
    assert "parampara se budhvaar ko nahi liya jaata" in answer.text
    assert "shubh kaam taalein" in answer.text


def test_a_good_choghadiya_in_rahu_kaal_is_not_offered() -> None:
    parts = choghadiya(PanchangRequest(TODAY.isoformat(), "New Delhi"))
    day = panchang(PanchangRequest(TODAY.isoformat(), "New Delhi"))
    assert isinstance(parts, Choghadiya) and isinstance(day, Panchang)
    answer = panchang_times.good_time_answer("auspicious time today", "en", TODAY)
    good_line = answer.text.split("\n")[0].split("Auspicious choghadiyas")[1].split("Avoid")[0]
    periods = day.periods
    avoided = {p.starts for p in (periods.rahu_kaal, periods.yamaganda, periods.gulika_kaal)}
    for part in parts.periods[:8]:
        starts = panchang_texts.clock(part.starts, "en")
        if part.quality == "good" and part.starts in avoided:
            assert f"{part.name} {starts}" not in good_line
        elif part.quality == "good":
            assert f"{part.name} {starts}" in good_line


def test_a_months_festivals_day_by_day() -> None:
    answer = festival_calendar_answer("festival calendar for next month", "en", TODAY)
    assert answer is not None
    first = answer.text.split("\n")[0]
    assert first.startswith("Festivals and vrats in November 2024, by the Panchang for New Delhi:")
    for day, name in [
        ("Friday, 1 November", "Amavasya"),
        ("Sunday, 3 November", "Bhai Dooj"),
        ("Friday, 15 November", "Purnima"),
    ]:
        assert f"{day}: " in first and name in first.split(f"{day}: ")[1].split(";")[0]
    assert "Diwali" not in first  # October's, not November's


def test_a_months_festivals_in_hindi_for_a_named_city(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("वाराणसी में इस महीने के व्रत त्योहार", "hi", TODAY)
    first = answer.text.split("\n")[0]
    assert first.startswith("अक्टूबर 2024 के त्योहार और व्रत (वाराणसी के पंचांग के अनुसार):")
    assert "गुरुवार, 31 अक्टूबर: " in first


@pytest.mark.parametrize(
    "question",
    [
        "Is it a good time to invest in the stock market?",
        "kal sensex upar jayega kya",
        "कल मौसम कैसा रहेगा",
    ],
)
def test_markets_and_the_weather_are_out_of_scope(loaded: GeneralAssistant, question: str) -> None:
    answer = loaded.answer(question, "en", TODAY)
    assert not answer.found and "won't guess" in answer.text
    assert intents.task_of(question) is None
    assert intents.route(question).route is None


def test_a_festivals_date_is_said_in_hinglish(loaded: GeneralAssistant) -> None:
    answer = loaded.answer("diwali kab hai", "hinglish", TODAY)
    assert answer.text.startswith("Diwali (Lakshmi Puja) is baar Thursday, 31 October ko hai")


@pytest.mark.parametrize("module", [panchang_texts, panchang_times])
def test_the_hinglish_texts_keep_the_placeholders_and_the_latin_letters(module: object) -> None:
    for name, text in bilinguals(module).items():  # type: ignore[arg-type]
        if text.hinglish:
            assert placeholders(text.hinglish) == placeholders(text.en), name
            assert not written_in_devanagari(text.hinglish), name
            assert text.hinglish != text.en, name
