"""Query helpers shared by repositories."""

from __future__ import annotations

from typing import Any

from sqlalchemy import ColumnElement, false, func, or_

# A filter a repository built and its caller hands back to it (to read a page, then count).
Condition = ColumnElement[bool]


def text_matches(term: str, *columns: Any) -> ColumnElement[bool]:
    """Case-insensitive substring match of `term` in any column, with % and _ taken literally."""
    needle = term.strip().lower()
    if not needle:
        return ~false()
    return or_(*(func.lower(col).contains(needle, autoescape=True) for col in columns))
