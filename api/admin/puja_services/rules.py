"""Pooja catalogue decisions: which category a form or a filter names."""

from __future__ import annotations

from api.puja_services.rules import CATEGORIES, category_named, is_all

__all__ = ["category_named", "is_all", "unknown_category_message"]


def unknown_category_message(field: str, text: str) -> str:
    choices = ", ".join(CATEGORIES)
    return f"{field}: {text.strip()[:40]!r} is not a category; choose one of {choices}"
