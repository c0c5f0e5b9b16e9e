"""Matching what a devotee calls something to catalogue records."""

from __future__ import annotations

from assistant_core.forms.matching import Candidate, ranked

PUJAS = [
    Candidate("p1", "Satyanarayan Katha", "puja Vishnu"),
    Candidate("p2", "Griha Pravesh Puja", "puja housewarming"),
    Candidate("p3", "Griha Pravesh with Vastu Shanti", "puja housewarming"),
]


def test_an_exact_name_first_then_the_names_holding_every_word() -> None:
    assert ranked("griha pravesh", PUJAS) == ["p2", "p3"]
    assert ranked("satyanarayn katha", PUJAS) == ["p1"]  # misspelt
    assert ranked("kya aap bhej sakte ho", PUJAS) == []


def test_an_edited_record_is_matched_by_what_it_says_now() -> None:
    # A candidate's words are kept between lookups: by its values, not by its id.
    assert ranked("rudrabhishek", PUJAS) == []
    renamed = [Candidate("p1", "Rudrabhishek", "puja Shiva"), *PUJAS[1:]]
    assert ranked("rudrabhishek", renamed) == ["p1"]
    assert ranked("satyanarayan", renamed) == []
