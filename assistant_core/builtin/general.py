"""The general assistant: answers from our own catalogue and policies by retrieval, citing
prices, durations, what a puja includes and what the family arranges. The index is built
once per catalogue version (the caller passes a cheap fingerprint of the tables)."""

from __future__ import annotations

from assistant_core.builtin.answer import BuiltinAnswer, from_hits
from assistant_core.builtin.catalogue import Catalogue, HouseRules
from assistant_core.builtin.catalogue_docs import catalogue_docs
from assistant_core.builtin.policies import policy_docs
from assistant_core.builtin.retrieval import Index


class GeneralAssistant:
    def __init__(self) -> None:
        self._fingerprint: str | None = None
        self._catalogue = Catalogue()
        self._index = Index(policy_docs(HouseRules()))

    @property
    def fingerprint(self) -> str | None:
        """Which catalogue version the index was built from (None: policies only)."""
        return self._fingerprint

    def load(self, catalogue: Catalogue, fingerprint: str) -> None:
        """Rebuild the index for a new catalogue version (a few milliseconds for ~100 docs)."""
        self._index = Index(catalogue_docs(catalogue) + policy_docs(catalogue.rules))
        self._catalogue = catalogue
        self._fingerprint = fingerprint

    def answer(self, question: str) -> BuiltinAnswer:
        hits = self._index.relevant(question, limit=8)
        return from_hits(hits) if hits else BuiltinAnswer(self._no_match(question))

    def _no_match(self, question: str) -> str:
        example = min(self._catalogue.pujas, key=lambda p: p.price, default=None)
        ask = f"How much is {example.name}?" if example else "What is your refund policy?"
        asked = " ".join(question.split())
        asked = asked if len(asked) <= 80 else asked[:77] + "..."
        return (
            f'I could not find anything about "{asked}" in our pujas, temples, store or '
            "policies, so I won't guess. I can tell you what a puja costs, how long it takes, "
            "what it includes and what your family arranges; a temple's services, prices and "
            "time slots; store prices and stock; and our cancellation, refund, return and "
            f'shipping policies. For example, ask: "{ask}"'
        )
