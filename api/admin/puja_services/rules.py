"""Pooja catalogue decisions: which category a form or a filter names."""

from __future__ import annotations

from api.puja_services.rules import ALL, CATEGORIES


def category_named(text: str) -> str | None:
    """The catalogue's spelling of a category typed in any case; None when unknown (All is
    not a category a service can have)."""
    wanted = text.strip().casefold()
    return next((c for c in CATEGORIES if c.casefold() == wanted), None)


def is_all(text: str | None) -> bool:
    """No filter: nothing chosen, or the All chip."""
    return text is None or text.strip().casefold() in ("", ALL.casefold())


def unknown_category_message(field: str, text: str) -> str:
    choices = ", ".join(CATEGORIES)
    return f"{field}: {text.strip()[:40]!r} is not a category; choose one of {choices}"
