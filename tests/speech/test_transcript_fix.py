"""Correcting Whisper's Indian words against our lexicon, and leaving everything else alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant_core.speech.transcript_fix import (
    Lexicon,
    build_lexicon,
    correct_transcript,
    whisper_common_words,
)

SEED = Path(__file__).resolve().parents[2] / "data" / "seed"


def catalogue_names() -> list[str]:
    names = [row["name"] for row in json.loads((SEED / "puja_services.json").read_text())]
    for temple in json.loads((SEED / "temples.json").read_text()):
        names += [temple["name"], *(service["name"] for service in temple["services"])]
    store = json.loads((SEED / "store.json").read_text())
    names += [row["name"] for row in store["categories"] + store["products"]]
    return names


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return build_lexicon(catalogue_names())


@pytest.mark.parametrize(
    ("heard", "meant"),
    [
        ("I need a rudrakshamala", "I need a rudraksha mala"),
        ("from Varanasee", "from Varanasi"),
        ("send prasaad please", "send prasad please"),
        ("Prasaad", "Prasad"),
        ("my kundly", "my kundli"),
        ("the Maranasi temple", "the Varanasi temple"),
        ("from Varana see.", "from Varanasi."),
        ("a rudra ksha mala", "a rudraksha mala"),
        ("Satya narayan katha", "Satyanarayan katha"),
        ("book the Satyanarayn pooja", "book the Satyanarayan pooja"),
        ("Rudrabhishekh at home", "Rudrabhishek at home"),
        ("the Siddhi vinayak temple", "the Siddhivinayak temple"),
        ("Kashi Vishwanat temple", "Kashi Vishwanath temple"),
        ("a Sundarkaand path", "a Sundarkand path"),
    ],
)
def test_near_misses_of_our_words_are_corrected(lexicon: Lexicon, heard: str, meant: str) -> None:
    assert correct_transcript(heard, lexicon) == meant


@pytest.mark.parametrize(
    "said",
    [
        "show me the spiritual story",  # common English words are never ours to change
        "I want to make my current lead",
        "kundalini yoga",  # a real word two edits from kundali
        "I am shivering",
        "Mr Chopra called",
        "a pundit on television",
        "poona and pumas",  # five-letter words have too many neighbours
        "I want a kundalee",  # too far from kundli and kundali to be sure
        "Where are my orders?",
        "griha pravesh puja",  # two of our words are not joined into one
        "मुझे कुंडली बनवानी है",  # Devanagari is left to the intents normaliser
        "book a pandit for 15th May 1990, 6:30 pm.",
        "",
    ],
)
def test_everything_else_is_left_as_heard(lexicon: Lexicon, said: str) -> None:
    assert correct_transcript(said, lexicon) == said


def test_catalogue_names_become_targets_only_through_the_lexicon() -> None:
    bare = build_lexicon([])
    assert correct_transcript("a Mahalakshmee vrat", bare) == "a Mahalakshmee vrat"
    with_catalogue = build_lexicon(["Mahalakshmi Vrat Udyapan Puja"])
    assert correct_transcript("a Mahalakshmee vrat", with_catalogue) == "a Mahalakshmi vrat"


def test_a_catalogue_word_that_is_common_english_is_no_target() -> None:
    lexicon = build_lexicon(["Brass Puja Thali Set", "Vehicle Puja"])
    assert correct_transcript("the grass vehicles", lexicon) == "the grass vehicles"


def test_spellings_of_one_concept_are_no_tie() -> None:
    # "prasaad" is one edit from prasad, prasada and prashad: all one concept, so prasad.
    assert correct_transcript("prasaad", build_lexicon([])) == "prasad"


def test_the_common_words_come_from_whispers_vocabulary() -> None:
    common = whisper_common_words()
    assert {"story", "currently", "temple", "orders"} <= common
    assert not {"kundli", "rudraksha", "prasad", "varanasi"} & common


def test_explicit_common_words_guard_a_word() -> None:
    lexicon = build_lexicon([], common_words=["prasadh"])
    assert correct_transcript("prasadh", lexicon) == "prasadh"
    assert correct_transcript("prasadh", build_lexicon([])) == "prasad"
