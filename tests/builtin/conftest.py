"""The general assistant as the knowledge-base tests ask it: with the seed catalogue loaded, and
before any catalogue (policies and the knowledge base only)."""

from __future__ import annotations

import pytest

from assistant_core.builtin import GeneralAssistant
from tests.builtin.seed import seed_catalogue


@pytest.fixture(scope="module")
def loaded() -> GeneralAssistant:
    general = GeneralAssistant()
    general.load(seed_catalogue(), "seed")
    return general


@pytest.fixture(scope="module")
def unloaded() -> GeneralAssistant:
    return GeneralAssistant()  # policies and the knowledge base, before any catalogue
