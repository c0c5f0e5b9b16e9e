"""Dates as devotees read them, in English or Hindi: "Sunday, 15 December", "रविवार, 15
दिसंबर"; money is assistant_core.builtin.catalogue.rupees (₹1,00,000)."""

from __future__ import annotations

from datetime import date

from assistant_core.texts import Language
from kundli_service.names import MONTHS_GREGORIAN_HI, VARAS

_HI_MONTHS = MONTHS_GREGORIAN_HI


def day_shown(day: date, language: Language, *, this_year: int | None = None) -> str:
    """The weekday and the date; the year only when it is not this year."""
    year = "" if this_year == day.year else f" {day.year}"
    if language == "hi":
        weekday = VARAS[day.isoweekday() % 7].hi
        return f"{weekday}, {day.day} {_HI_MONTHS[day.month - 1]}{year}"
    return f"{day:%A}, {day.day} {day:%B}{year}"


def month_name(month: int, language: Language) -> str:
    return _HI_MONTHS[month - 1] if language == "hi" else date(2000, month, 1).strftime("%B")
