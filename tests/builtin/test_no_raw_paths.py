"""The built-in answers name screens as a devotee sees them ("the Temples screen", "मंदिर वाला
पेज"), never by their web address ("at /temples"): every document the general assistant
answers from is read, in English and in Hindi."""

from __future__ import annotations

import re

from assistant_core.builtin.catalogue_docs import catalogue_docs
from assistant_core.builtin.kb_rituals import ritual_docs
from assistant_core.builtin.policies import policy_docs
from tests.builtin.seed import house_rules, seed_catalogue

RAW_PATH = re.compile(r"(?<![\w.])/(?:book|temples|store|user|consult|admin)\b")


def test_no_answer_shows_a_web_address() -> None:
    catalogue = seed_catalogue()
    docs = catalogue_docs(catalogue) + policy_docs(house_rules()) + ritual_docs()
    shown = [(doc.id, text) for doc in docs for text in (doc.text, doc.hi) if RAW_PATH.search(text)]
    assert shown == []
