"""Helpers for the Hindi tests: how much of a text is Devanagari, and every bilingual text a
module defines."""

from __future__ import annotations

import re
import string
from types import ModuleType

from assistant_core.builtin.bilingual import Bilingual

_DEVANAGARI = re.compile("[\u0900-\u097f]")
_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def devanagari_share(text: str) -> float:
    """The share of the letters of `text` that are Devanagari (0 with no letters)."""
    letters = [c for c in text if c.isalpha() or _DEVANAGARI.match(c)]
    if not letters:
        return 0.0
    return sum(1 for c in letters if _DEVANAGARI.match(c)) / len(letters)


def mostly_devanagari(text: str, share: float = 0.6) -> bool:
    return devanagari_share(text) >= share


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def words_outside_placeholders(text: str) -> str:
    return _PLACEHOLDER.sub("", text)


def bilinguals(module: ModuleType) -> dict[str, Bilingual]:
    """Every Bilingual a module defines at top level, in a dict or a tuple (one level)."""
    found: dict[str, Bilingual] = {}

    def visit(name: str, value: object) -> None:
        if isinstance(value, Bilingual):
            found[name] = value
        elif isinstance(value, dict):
            for key, item in value.items():
                visit(f"{name}[{key!r}]", item)
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                if isinstance(item, Bilingual | tuple):
                    visit(f"{name}[{i}]", item)

    for name, value in vars(module).items():
        if not name.startswith("__"):
            visit(name, value)
    return found
