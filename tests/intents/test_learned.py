"""The learned model: built from the repository's set (and shipped built from exactly it),
deterministic, never trained on the held-out set; sentences go to it, short answers to the
rules."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from intents import route
from intents.learned import (
    MODEL,
    Model,
    features,
    load_examples,
    model,
    second_opinion,
    train,
    training_hash,
)
from intents.normalise import words_of

HELD_OUT = Path(__file__).resolve().parents[2] / "bench" / "data" / "intent_heldout.yaml"


def test_features_are_counted_in_the_order_they_are_seen() -> None:
    # The model sums its columns in this order: another order moves the last digits of a
    # confidence, which the reply frames carry.
    seen = features("No, kya kundli")
    assert list(seen.items())[:10] == [
        ("<no", 1),
        ("no>", 1),
        ("<no>", 2),  # the 4-gram and the whole padded word (no 5-gram fits)
        ("<ky", 1),
        ("kya", 1),
        ("ya>", 1),
        ("<kya", 1),
        ("kya>", 1),
        ("<kya>", 1),
        ("<ku", 1),
    ]
    assert list(seen.items())[-6:] == [
        ("t:no", 1),
        ("t:kya", 1),
        ("t:kundli", 1),
        ("b:no_kya", 1),
        ("b:kya_kundli", 1),
        ("negated", 2),
    ]
    assert len(seen) == 30


def test_the_held_out_set_is_never_trained_on() -> None:
    trained = {" ".join(words_of(text)) for text, _ in load_examples()}
    held = yaml.safe_load(HELD_OUT.read_text(encoding="utf-8"))
    overlap = [
        i["text"]
        for items in held.values()
        for i in items
        if " ".join(words_of(i["text"])) in trained
    ]
    assert overlap == []


def test_training_is_deterministic() -> None:
    examples = load_examples()[::20]  # a twentieth of the set keeps the test quick
    first, again = train(examples), train(examples)
    assert first.opinion("my parcel came damaged") == again.opinion("my parcel came damaged")


def test_the_shipped_model_was_built_from_the_training_set_as_it_is() -> None:
    # After editing intents/data/training.yaml, run `python -m intents.train`.
    shipped = Model.from_json(MODEL.read_text(encoding="utf-8"))
    assert shipped.trained_on == training_hash()
    assert model().trained_on == training_hash()


def test_a_stored_model_survives_its_file_format() -> None:
    small = train(load_examples()[::25], "test")
    again = Model.from_json(small.to_json())
    assert again.opinion("where is my order").intent == small.opinion("where is my order").intent


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("not looking to buy anything, just curious why we light diyas", "chat"),
        ("the Ganga jal bottle I got was leaking", "orders"),
        ("I want to buy rudraksha", "store"),
        ("book a pandit for satyanarayan katha", "book_priest"),
        ("I was born in Pune", "chat"),  # a short answer: the rules alone
        ("what is the price of rudraksha", "store"),  # a price question still shops
    ],
)
def test_the_rules_and_the_model_together(text: str, intent: str) -> None:
    assert route(text).intent == intent


def test_the_model_gives_a_probability_and_its_margins() -> None:
    opinion = second_opinion("the prasad box I received was crushed")
    assert opinion.intent == "orders" and 0.5 < opinion.probability <= 1.0
    assert opinion.margin_over("chat") > 0
