"""Dates and times of birth as people write and say them (spec section 5)."""

from __future__ import annotations

import re
from datetime import date

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_DAY_MONTH_YEAR = re.compile(r"(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+),?\s+(\d{4})")
_MONTH_DAY_YEAR = re.compile(r"([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})")
_CLOCK = re.compile(r"(\d{1,2})(?::(\d{2}))?\s*(am|pm)?")


def read_date(text: str) -> str | None:
    """YYYY-MM-DD for "15th May 1990" or "May 15, 1990"; None when it is not a date."""
    lowered = text.strip().lower()
    for pattern, order in ((_DAY_MONTH_YEAR, "dmy"), (_MONTH_DAY_YEAR, "mdy")):
        found = pattern.search(lowered)
        if found is None:
            continue
        a, b, year = found.groups()
        day, month_name = (a, b) if order == "dmy" else (b, a)
        month = MONTHS.get(month_name)
        if month is None:
            continue
        try:
            return date(int(year), month, int(day)).isoformat()
        except ValueError:
            return None
    return None


def parse_date(text: str) -> str:
    """The spec's rule: the date as YYYY-MM-DD, otherwise the raw text kept."""
    return read_date(text) or text


def read_time(text: str) -> str | None:
    """24-hour HH:MM for "2:30 PM" or "14:30" (12 AM is 00, minutes default to 00)."""
    found = _CLOCK.fullmatch(text.strip().lower().replace(".", ""))
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    meridiem = found.group(3)
    if meridiem is not None:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if meridiem == "pm" else 0)
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def parse_time(text: str) -> str:
    """The spec's rule: the time as HH:MM, otherwise the raw text kept."""
    return read_time(text) or text
