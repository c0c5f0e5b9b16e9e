"""Reading birth details out of what people type."""

from __future__ import annotations

import pytest

from assistant_core.birth_text import (
    clean_name,
    clean_place,
    extract_details,
    find_date,
    find_time,
)
from assistant_core.forms import FORMS, corrections
from assistant_core.replies import BIRTH_FIELDS

ALL = frozenset(BIRTH_FIELDS)
YEAR = 2026


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ravi Kumar", "Ravi Kumar"),
        ("my name is Ravi Kumar", "Ravi Kumar"),
        ("My full name is Ravi Kumar.", "Ravi Kumar"),
        ("I'm Asha", "Asha"),
        ("this is Meera Iyer", "Meera Iyer"),
        ("mera naam Ravi Kumar hai", "Ravi Kumar"),
        ("ravi kumar", "Ravi Kumar"),
        ("Name: D'Souza", "D'Souza"),
        ("रवि कुमार", "रवि कुमार"),
        ("12345", None),
        ("Ravi 2", None),
        ("I don't know", None),
        ("what is a kundli", None),
        ("archana in my name", None),
        ("", None),
        ("!!!", None),
        ("a " * 60, None),
        ("x" * 101, None),
    ],
)
def test_names(text: str, name: str | None) -> None:
    assert clean_name(text) == name


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("Pune", "Pune"),
        ("I was born in Pune, Maharashtra", "Pune, Maharashtra"),
        ("born at Varanasi", "Varanasi"),
        ("from New Delhi", "New Delhi"),
        ("Pune mein", "Pune"),
        ("in India", "India"),
        # The hospital or the part of town in brackets is not part of the place.
        ("Mumbai, Maharashtra (Mahim)", "Mumbai, Maharashtra"),
        ("रोहतक, हरियाणा (PGI अस्पताल)", "रोहतक, हरियाणा"),
        ("born in Pune (Kothrud", "Pune"),
        ("(Pune)", "Pune"),
        ("  ", None),
        ("123", None),
        ("p" * 201, None),
    ],
)
def test_places(text: str, place: str | None) -> None:
    assert clean_place(text) == place


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Ravi Kumar, 15 May 1990, 2:30 PM, Pune",
            {
                "name": "Ravi Kumar",
                "dateOfBirth": "1990-05-15",
                "timeOfBirth": "14:30",
                "placeOfBirth": "Pune",
            },
        ),
        (
            "My name is Ravi Kumar, born on 15th May 1990 at 2:30 PM in Pune, Maharashtra",
            {
                "name": "Ravi Kumar",
                "dateOfBirth": "1990-05-15",
                "timeOfBirth": "14:30",
                "placeOfBirth": "Pune, Maharashtra",
            },
        ),
        (
            "make my kundli for Asha Verma born 2 January 1985 6:45 AM Varanasi",
            {
                "name": "Asha Verma",
                "dateOfBirth": "1985-01-02",
                "timeOfBirth": "06:45",
                "placeOfBirth": "Varanasi",
            },
        ),
        (
            "Ravi Kumar, Pune, Maharashtra, 15 May 1990",
            {
                "name": "Ravi Kumar",
                "dateOfBirth": "1990-05-15",
                "placeOfBirth": "Pune, Maharashtra",
            },
        ),
        ("6:45 AM in Varanasi", {"timeOfBirth": "06:45", "placeOfBirth": "Varanasi"}),
        (
            "I was born on the fifteenth of May 1990 at about half past two in the afternoon "
            "in Pune and my name is Ravi Kumar",
            {
                "name": "Ravi Kumar",
                "dateOfBirth": "1990-05-15",
                "timeOfBirth": "14:30",
                "placeOfBirth": "Pune",
            },
        ),
        (
            "Sita Ram 1 Jan 1980 10 am Ahmedabad",
            {
                "name": "Sita Ram",
                "dateOfBirth": "1980-01-01",
                "timeOfBirth": "10:00",
                "placeOfBirth": "Ahmedabad",
            },
        ),
        (
            "रवि कुमार, १५ मई १९९०, दोपहर 2:30 बजे, पुणे",
            {
                "name": "रवि कुमार",
                "dateOfBirth": "1990-05-15",
                "timeOfBirth": "14:30",
                "placeOfBirth": "पुणे",
            },
        ),
        ("kundli banao", {}),
        ("Pune, Maharashtra", {}),  # no date or time: a comma belongs to the place
    ],
)
def test_several_details_in_one_message(text: str, expected: dict[str, str]) -> None:
    assert extract_details(text, ALL, YEAR) == expected


def test_untyped_text_goes_to_the_place_when_the_name_is_known() -> None:
    missing = frozenset({"dateOfBirth", "timeOfBirth", "placeOfBirth"})
    assert extract_details("15 May 1990, Nagpur", missing, YEAR) == {
        "dateOfBirth": "1990-05-15",
        "placeOfBirth": "Nagpur",
    }


def test_a_remark_beside_the_time_is_no_place() -> None:
    missing = frozenset({"timeOfBirth", "placeOfBirth"})
    said = "3:15 pm, that's what the Hinduja hospital certificate says"
    assert extract_details(said, missing, YEAR) == {"timeOfBirth": "15:15"}


@pytest.mark.parametrize(
    ("text", "time"),
    [
        ("born at 2:30 PM", "14:30"),
        ("around 6:45 am I think", "06:45"),
        ("at 7", None),
        ("1990", None),
    ],
)
def test_a_time_inside_a_sentence_but_never_a_lone_number(text: str, time: str | None) -> None:
    assert find_time(text) == time


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("no, it was 3:30 PM", ((), "3:30 PM")),
        ("sorry, my name is Ravi Sharma", (("name",), "Ravi Sharma")),
        ("change my date of birth to 16 May 1990", (("dateOfBirth",), "16 May 1990")),
        ("actually the time is 4 PM", (("timeOfBirth",), "4 PM")),
        ("no, the place is Mumbai", (("placeOfBirth",), "Mumbai")),
        ("no, I was born in Mumbai", (("placeOfBirth",), "Mumbai")),
        ("Pune, not Mumbai", ((), "Pune")),
        ("Ravi Kumar", None),
        ("no", None),
        ("Nora Jones", None),
    ],
)
def test_corrections_of_birth_details(
    text: str, expected: tuple[tuple[str, ...], str] | None
) -> None:
    found = corrections.read(text, FORMS["birth"].slots)
    read = None if found is None else (tuple(s.name for s in found.named), found.value)
    assert read == expected


@pytest.mark.parametrize(
    ("text", "date", "time"),
    [
        ("- May 5, 1990", "1990-05-05", None),
        ("at 5 a.m. on 4 march 1990", "1990-03-04", "05:00"),
        ("at 7 o'clock, on 3 sept. 1991", "1991-09-03", "07:00"),
        ("born at half past two in the afternoon", None, "14:30"),
        ("१५ मई १९९२ सुबह ६ बजे", "1992-05-15", "06:00"),
        ("no date here, just words", None, None),
    ],
)
def test_a_date_or_time_is_found_whatever_punctuation_stands_around_it(
    text: str, date: str | None, time: str | None
) -> None:
    # Runs of words none of which can be in a date (time) are skipped: not these.
    assert (find_date(text, YEAR), find_time(text)) == (date, time)
