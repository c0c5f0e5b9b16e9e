"""Short display ids: the prefix and the last 8 random characters of a record id, read back
from whatever a devotee types (any case, hyphen or not, O for 0, I or L for 1)."""

from __future__ import annotations

import pytest

from data.ids import SHORT_LENGTH, new_id, short_id, typed_short_id


def test_a_short_id_is_the_prefix_and_the_end_of_the_random_part() -> None:
    assert short_id("PB1763775000123X7K2QM4PA9") == "PB-K2QM4PA9"
    made = new_id("SO", now_ms=1763775000123)
    assert short_id(made) == f"SO-{made[-SHORT_LENGTH:]}"


def test_ids_of_another_shape_are_shown_as_they_are() -> None:
    for other in ("TXN_1763775000123X7K2QM4PA9", "PB123", "temple-admin-1", ""):
        assert short_id(other) == other


@pytest.mark.parametrize(
    "typed",
    ["PB-K2QM4PA9", "pb-k2qm4pa9", "PBK2QM4PA9", "pb k2qm4pa9", " PB_K2QM4PA9 "],
)
def test_a_typed_short_id_is_read_in_any_case_with_or_without_the_hyphen(typed: str) -> None:
    assert typed_short_id(typed) == ("PB", "K2QM4PA9")


def test_letters_misread_for_digits_are_taken_as_the_digits() -> None:
    assert typed_short_id("SO-O1LI2345") == ("SO", "01112345")


@pytest.mark.parametrize(
    "typed",
    [
        "PB1763775000123X7K2QM4PA9",  # a full id is not a short one
        "PB-K2QM4PA",  # too short
        "PB-K2QM4PA99",  # too long
        "PB-K2QM4PU9",  # U is not in the alphabet
        "PB-K2QM%PA9",  # nor is a LIKE wildcard
        "P-K2QM4PA9",
    ],
)
def test_anything_else_is_not_a_short_id(typed: str) -> None:
    assert typed_short_id(typed) is None
