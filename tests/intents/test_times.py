"""Times of birth: the spec's forms, then spoken English, Hinglish and Hindi."""

from __future__ import annotations

import pytest

from intents import parse_time, read_time


@pytest.mark.parametrize(
    ("text", "hhmm"),
    [
        ("2:30 PM", "14:30"),
        ("14:30", "14:30"),
        ("12 AM", "00:00"),
        ("12 PM", "12:00"),
        ("5 pm", "17:00"),
        ("2 PM", "14:00"),
        ("12:45 am", "00:45"),
    ],
)
def test_the_specs_forms(text: str, hhmm: str) -> None:
    assert parse_time(text) == hhmm


@pytest.mark.parametrize(
    ("text", "hhmm"),
    [
        ("2.30 pm", "14:30"),
        ("2:30pm", "14:30"),
        ("2:30 p.m.", "14:30"),
        ("2 30 pm", "14:30"),
        ("9.05 a.m.", "09:05"),
        ("half past two in the afternoon", "14:30"),
        ("quarter to seven in the morning", "06:45"),
        ("quarter past 8 in the evening", "20:15"),
        ("ten past six in the morning", "06:10"),
        ("twenty to eight pm", "19:40"),
        ("seven fifteen pm", "19:15"),
        ("seven oh five am", "07:05"),
        ("around 6 in the evening", "18:00"),
        ("7 o'clock in the evening", "19:00"),
        ("10 at night", "22:00"),
        ("12 at night", "00:00"),
        ("2 at night", "02:00"),
        ("noon", "12:00"),
        ("12 noon", "12:00"),
        ("midnight", "00:00"),
        ("सुबह 6 बजे", "06:00"),
        ("शाम 7 बजे", "19:00"),
        ("रात 10 बजे", "22:00"),
        ("दोपहर 2 बजे", "14:00"),
        ("subah 6 baje", "06:00"),
        ("6 baje subah", "06:00"),
        ("shaam saade 6 baje", "18:30"),
        ("paune 7 subah", "06:45"),
        ("sava 5 baje shaam", "17:15"),
        ("dhai baje dopahar", "14:30"),
        ("शाम 6 बजकर 40 मिनट", "18:40"),  # the hour, then its minutes
        ("subah 7 bajkar 15 minute", "07:15"),
        ("raat 9 bajkar 5 minat", "21:05"),
        ("it was 3:30 PM", "15:30"),
        ("I was born at about 4:10 in the morning", "04:10"),
        ("born on 15.05.1990 at 2:30 pm", "14:30"),
        ("14:30 pm", "14:30"),
        ("6:30:00", "06:30"),
        ("5", "05:00"),
        ("at 5", "05:00"),
    ],
)
def test_forms_people_say(text: str, hhmm: str) -> None:
    assert read_time(text) == hhmm


@pytest.mark.parametrize(
    ("text", "hhmm"),
    [
        ("shaam ko 7 baje", "19:00"), ("शाम के 7 बजे", "19:00"), ("raat ko 8 baje", "20:00"),
        ("kal shaam ko mandir mein 7 baje", "19:00"), ("shaam ko saat baje", "19:00"),
        ("dopahar ko 2 baje", "14:00"), ("subah ko 7 baje", "07:00"), ("evening 6 pm", "18:00"),
        ("subah nahi, shaam ko 7 baje", "19:00"),  # the part next to the hour wins
        ("subah ki pooja 14:30", "14:30"),  # a part away from the hour that does not fit it
        ("7 baje", "07:00"),
    ],
)  # fmt: skip
def test_a_part_of_the_day_away_from_the_hour_still_holds(text: str, hhmm: str) -> None:
    assert read_time(text) == hhmm


@pytest.mark.parametrize(
    "text",
    [
        "25:00",
        "24:00",
        "13 pm",
        "14:30 am",
        "2:75 pm",
        "0 pm",
        "hello",
        "",
        "I have 2 kids",
        "15 May 1990",
        "15.05.1990",
        "quarter to thirteen",
    ],
)
def test_invalid_or_missing_times_are_none(text: str) -> None:
    assert read_time(text) is None


def test_parse_time_keeps_the_raw_text_when_it_is_not_a_time() -> None:
    assert parse_time("early, before sunrise") == "early, before sunrise"
    assert parse_time("25:00") == "25:00"
