"""Numerology computed by hand: life path, birth number and name numbers by both tables."""

from __future__ import annotations

from datetime import date

import pytest

from assistant_core.builtin import NumerologySpecialist
from assistant_core.builtin.numbers import (
    CHALDEAN,
    PYTHAGOREAN,
    birth_number,
    life_path,
    name_number,
    reduce_steps,
)

specialist = NumerologySpecialist()


def test_life_path_of_15_may_1990_is_3() -> None:
    # By hand: month 5; day 15 -> 1+5 = 6; year 1990 -> 1+9+9+0 = 19 -> 10 -> 1; 5+6+1 = 12 -> 3.
    worked = life_path(date(1990, 5, 15))
    assert worked.value == 3
    assert worked.working == (
        "month 5; day 15 → 1+5 = 6; year 1990 → 1+9+9+0 = 19 → 1+9 = 10 → 1+0 = 1; "
        "5 + 6 + 1 = 12 → 1+2 = 3"
    )


def test_master_numbers_are_kept_in_the_life_path() -> None:
    # 29 Sep 2000: month 9; day 29 -> 11 (kept); year 2000 -> 2; 9 + 11 + 2 = 22 (kept).
    assert life_path(date(2000, 9, 29)).value == 22
    # 29 Nov 1993: 11 + 11 + 22 = 44 -> 8: only a final 11, 22 or 33 is kept.
    assert life_path(date(1993, 11, 29)).value == 8


def test_birth_number_is_the_day_reduced_to_one_digit() -> None:
    assert birth_number(date(1990, 5, 29)).value == 2  # 29 -> 11 -> 2 (no master here)
    assert birth_number(date(1990, 5, 7)).value == 7


def test_reduce_steps() -> None:
    assert reduce_steps(1990, keep_master=True) == [1990, 19, 10, 1]
    assert reduce_steps(33, keep_master=True) == [33]
    assert reduce_steps(33, keep_master=False) == [33, 6]


def test_name_numbers_of_rahul_sharma_by_both_tables() -> None:
    # Pythagorean: R9 A1 H8 U3 L3 = 24; S1 H8 A1 R9 M4 A1 = 24; 48 -> 12 -> 3.
    pyth = name_number("Rahul Sharma", PYTHAGOREAN, keep_master=True)
    assert pyth is not None
    assert pyth.value == 3
    assert pyth.working == (
        "RAHUL: R9 A1 H8 U3 L3 = 24; SHARMA: S1 H8 A1 R9 M4 A1 = 24; "
        "total 24 + 24 = 48 → 4+8 = 12 → 1+2 = 3"
    )
    # Chaldean: R2 A1 H5 U6 L3 = 17; S3 H5 A1 R2 M4 A1 = 16; 33 -> 6.
    chal = name_number("Rahul Sharma", CHALDEAN, keep_master=False)
    assert chal is not None
    assert chal.value == 6
    assert "total 17 + 16 = 33 → 3+3 = 6" in chal.working


def test_a_master_name_number_is_kept_by_pythagoras_only() -> None:
    pyth = name_number("Asha", PYTHAGOREAN, keep_master=True)  # A1 S1 H8 A1 = 11
    chal = name_number("Asha", CHALDEAN, keep_master=False)  # A1 S3 H5 A1 = 10 -> 1
    assert pyth is not None and chal is not None
    assert (pyth.value, chal.value) == (11, 1)


def test_the_tables() -> None:
    assert [PYTHAGOREAN[c] for c in "AIJRSZ"] == [1, 9, 1, 9, 1, 8]
    assert [CHALDEAN[c] for c in "AFOUZ"] == [1, 8, 7, 6, 7]
    assert 9 not in CHALDEAN.values()


def test_no_latin_letters_no_name_number() -> None:
    assert name_number("राहुल", PYTHAGOREAN, keep_master=True) is None


def test_a_full_question_gets_every_number_with_working_and_meaning() -> None:
    answer = specialist.answer("My name is Rahul Sharma, born on 15 May 1990")
    text = answer.text
    assert "Life path number (bhagyank) for 15 May 1990: 3." in text
    assert "Birth number (mulank), from the day of the month: 6" in text
    assert "Name number of Rahul Sharma by the Pythagorean table" in text
    assert "): 3. Working: RAHUL: R9" in text
    assert "By the Chaldean table" in text and "): 6. Working: RAHUL: R2" in text
    assert "3 (ruled by Jupiter) is the communicator" in text
    assert "Send" not in text  # nothing missing
    assert answer.found


def test_a_numeric_date_alone_asks_for_the_name() -> None:
    answer = specialist.answer("what is my life path number? dob 15/05/1990")
    assert "Life path number (bhagyank) for 15 May 1990: 3." in answer.text
    assert "Send your full name too" in answer.text
    assert "Name number" not in answer.text


def test_a_name_alone_asks_for_the_date() -> None:
    answer = specialist.answer("Asha")
    assert "Pythagorean" in answer.text and ": 11. Working: ASHA: A1 S1 H8 A1 = 11" in answer.text
    assert "11 (a master number, ruled by Moon)" in answer.text
    assert "Send your date of birth too" in answer.text


@pytest.mark.parametrize("question", ["what is numerology", "hello", "what is my lucky number"])
def test_without_a_date_or_a_name_it_says_what_to_send(question: str) -> None:
    answer = specialist.answer(question)
    assert "Send your full name and date of birth" in answer.text
    assert '"My name is Asha Verma, born on 15 May 1990"' in answer.text
    assert not answer.found


def test_a_devanagari_name_is_asked_for_in_english_letters() -> None:
    assert "English letters" in specialist.answer("numerology of राहुल").text


def test_the_meaning_of_a_number() -> None:
    answer = specialist.answer("what does number 7 mean?")
    assert answer.text.startswith("Number 7 (ruled by Ketu) is the seeker")
