"""Birth details and names inside free text."""

from __future__ import annotations

import pytest

from assistant_core.builtin import Details, read_details


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "born on 15 May 1990 at 2:30 PM in Pune",
            Details(None, "1990-05-15", "14:30", "Pune"),
        ),
        (
            "I was born in Varanasi on 3rd January 1985 at 6 in the morning",
            Details(None, "1985-01-03", "06:00", "Varanasi"),
        ),
        (
            "what is my rashi? dob 1990-05-15, time 2.30 pm, place of birth: New Delhi",
            Details(None, "1990-05-15", "14:30", "New Delhi"),
        ),
        (
            "born at 11 pm in the night in Chennai",
            Details(None, None, "23:00", "Chennai"),
        ),
        (
            "I am Asha, born 15/05/1990 at 14:30 in Mumbai, Maharashtra",
            Details("Asha", "1990-05-15", "14:30", "Mumbai, Maharashtra"),
        ),
        (
            "My name is rahul sharma and my DOB is May 15, 1990",
            Details("rahul sharma", "1990-05-15", None, None),
        ),
        ("I am curious about numerology", Details()),
        ("Tell me about Leo", Details()),
        ("born on 31/02/1990", Details()),  # no such day
        (
            "मेरा जन्म 15 मई 1990 को दोपहर 2:30 बजे पुणे में हुआ",
            Details(None, "1990-05-15", "14:30", "पुणे"),
        ),
        (
            "मेरा नाम Asha Verma है, जन्म 3 जनवरी 1985, सुबह 6 बजे, जन्म स्थान: वाराणसी",
            Details("Asha Verma", "1985-01-03", "06:00", "वाराणसी"),
        ),
        (
            "मेरा जन्म नई दिल्ली में 1 जनवरी 1995 को शाम को 7:15 बजे हुआ",
            Details(None, "1995-01-01", "19:15", "नई दिल्ली"),
        ),
        ("मेरी कुंडली में मंगल दोष है क्या?", Details()),
        ("सिंह राशि में मंगल का क्या अर्थ है?", Details()),
    ],
)
def test_read_details(text: str, expected: Details) -> None:
    assert read_details(text) == expected


def test_birth_given() -> None:
    assert read_details("at 12 am in Kolkata").birth_given
    assert read_details("at 12 am in Kolkata").time_of_birth == "00:00"
    assert not read_details("my name is Asha").birth_given


def test_a_place_alone_is_not_a_birth() -> None:
    assert not read_details("What does Mars in Leo mean?").birth_given
