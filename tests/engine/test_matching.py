"""Matching what a devotee calls something to catalogue records."""

from __future__ import annotations

import pytest

from assistant_core.forms.matching import Candidate, nearest_only, ranked, searched

PUJAS = [
    Candidate("p1", "Satyanarayan Katha", "puja Vishnu"),
    Candidate("p2", "Griha Pravesh Puja", "puja housewarming"),
    Candidate("p3", "Griha Pravesh with Vastu Shanti", "puja housewarming"),
]


def test_an_exact_name_first_then_the_names_holding_every_word() -> None:
    assert ranked("griha pravesh", PUJAS) == ["p2", "p3"]
    assert ranked("satyanarayn katha", PUJAS) == ["p1"]  # misspelt
    assert ranked("kya aap bhej sakte ho", PUJAS) == []


def test_the_rarer_word_asked_says_more_than_a_common_one() -> None:
    homas = [Candidate(f"h{i}", f"{deity} Havan", "havan") for i, deity in enumerate("ABCDEF")]
    shraddh = Candidate("s1", "Shraddha / Pind Daan", "pitru")
    assert ranked("shraddh aur havan", [*homas, shraddh]) == ["s1"]
    assert ranked("havan", [*homas, shraddh]) == ["h0", "h1", "h2", "h3", "h4"]
    assert nearest_only("पीतल की लक्ष्मी गणेश मूर्ति", ["पीतल की गणेश मूर्ति"])  # brass, not Lakshmi


def test_an_edited_record_is_matched_by_what_it_says_now() -> None:
    # A candidate's words are kept between lookups: by its values, not by its id.
    assert ranked("rudrabhishek", PUJAS) == []
    renamed = [Candidate("p1", "Rudrabhishek", "puja Shiva"), *PUJAS[1:]]
    assert ranked("rudrabhishek", renamed) == ["p1"]
    assert ranked("satyanarayan", renamed) == []


STORE = [
    Candidate("mala5", "5 Mukhi Rudraksha Mala (108+1 Beads)"),
    Candidate("rud7", "7 Mukhi Rudraksha (Nepal)"),
    Candidate("prasad", "Elaichi Dana Prasad Pack"),
    Candidate("kashi", "Kashi Prasad Box"),
    Candidate("shri", "Copper Shri Yantra (3 x 3 inch)"),
]


def test_a_name_said_whole_among_other_words_is_the_one_meant() -> None:
    # "new home" are words of another's name: the name said word for word is the one meant.
    pujas = [
        Candidate("vastu", "Vastu Shanti Puja", name_hi="वास्तु शांति पूजा"),
        Candidate("both", "Griha Pravesh with Vastu Shanti"),
        Candidate("home", "Satyanarayan Puja for New Home"),
    ]
    assert ranked("we moved to a new home, want vastu shanti puja done", pujas) == ["vastu"]
    assert ranked("vastu shanti", pujas) == ["vastu", "both"]


def test_a_number_asked_rules_out_names_without_it() -> None:
    assert ranked("5 mukhi rudraksha", STORE) == ["mala5"]


def test_a_word_that_only_measures_matches_nothing() -> None:
    assert ranked("gomti chakra ka pack", STORE) == []


@pytest.mark.parametrize(
    ("asked", "names", "nearest"),
    [
        ("navgrah yantra", ["Copper Shri Yantra"], True),
        ("panchmukhi hanuman murti", ["Ganesh Murti, Brass"], True),
        ("kashi vishwanath prasad", ["Kashi Prasad Box"], False),  # says more of what is had
        ("good quality shri yantra", ["Copper Shri Yantra"], False),
    ],
)
def test_an_item_lacking_the_word_that_heads_the_name_is_only_the_nearest(
    asked: str, names: list[str], nearest: bool
) -> None:
    assert nearest_only(asked, names) is nearest


def test_a_count_said_with_the_item_is_no_part_of_its_name() -> None:
    gangajal = [
        Candidate("lota", "Gangajal in Copper Lota (200 ml)", "gangajal gangajal gangajal"),
        Candidate("gangotri", "Gangotri Gangajal (250 ml)"),
        Candidate("camphor", "Bhimseni Camphor (2 pieces)"),
    ]
    assert ranked("Gangajal 2 bottle", gangajal) == ["lota", "gangotri"]  # both named so
    assert ranked("5 मुखी रुद्राक्ष", STORE) == ["mala5"]


def test_what_a_lamp_burns_says_which_lamp_not_what_is_bought() -> None:
    store = [Candidate("ghee", "Cow Ghee for Havan (500 ml)"), Candidate("diya", "Clay Diyas")]
    assert ranked("ghee wale diye 1 box", store) == ["diya"]
    assert ranked("ghee ka diya", store) == ["diya"]


TEMPLES = [
    Candidate("ujjain", "Shri Mahakaleshwar Jyotirlinga", "Jaisinghpura, Ujjain"),
    Candidate("omkar", "Shri Omkareshwar Jyotirlinga", "Mandhata, Khandwa"),
    Candidate("pune", "Shri Chaturshringi Temple", "Senapati Bapat Road, Shivajinagar, Pune"),
]


def test_a_name_said_short_is_still_its_name() -> None:
    assert ranked("mahakal", TEMPLES) == ["ujjain"]
    assert ranked("omkar", TEMPLES) == ["omkar"]
    assert ranked("maha", TEMPLES) == []  # too short to stand for a name
    assert ranked("jyotir", TEMPLES) == ["ujjain", "omkar"]


def test_a_short_name_is_read_in_names_only_not_in_a_search_of_places() -> None:
    assert searched("shiva pune", TEMPLES) == []  # Shivajinagar is no Shiva temple
    assert searched("ujjain", TEMPLES) == ["ujjain"]


def test_a_temple_honorific_says_less_than_the_goddess_named() -> None:
    temples = [
        Candidate("kanchi", "Arulmigu Kamakshi Amman Temple", "Sannathi Street, Kanchipuram"),
        Candidate("madurai", "Arulmigu Meenakshi Sundareswarar Temple", "Madurai Main, Madurai"),
    ]  # fmt: skip
    assert ranked("Madurai Meenakshi Amman temple", temples) == ["madurai"]
    assert ranked("Kamakshi Amman", temples) == ["kanchi"]


def test_a_puja_named_as_written_is_the_one_meant_whatever_the_occasion_said() -> None:
    pujas = [
        Candidate("lakshmi", "Lakshmi Puja", "festival wealth prosperity"),
        Candidate("shop", "Office / Shop Opening Puja", "business opening Lakshmi Ganesh"),
    ]
    said = "humari nayi business ka opening hai, Lakshmi puja karwani hai"
    assert ranked(said, pujas) == ["lakshmi"]
    # a name of one word besides "puja": it first, then the others holding that word to pick
    kuber = Candidate("kuber", "Kuber Lakshmi Puja", "wealth")
    assert ranked(said, [*pujas, kuber]) == ["lakshmi", "kuber"]
    assert ranked("shop opening puja", pujas) == ["shop"]
