"""Dates of birth as people write and say them (spec section 5), always day first as in India."""

from __future__ import annotations

import re
from datetime import date

from intents.normalise import DEVANAGARI_LETTERS, fold
from intents.numbers import digits_for_words
from intents.times import parse_time, read_time

__all__ = ["MONTHS", "parse_date", "parse_time", "read_date", "read_time", "year_of"]

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan", "जनवरी"),
            ("february", "feb", "फरवरी"),
            ("march", "mar", "मार्च"),
            ("april", "apr", "अप्रैल", "अप्रेल"),
            ("may", "मई"),
            ("june", "jun", "जून"),
            ("july", "jul", "जुलाई"),
            ("august", "aug", "अगस्त"),
            ("september", "sep", "sept", "सितंबर"),
            ("october", "oct", "अक्टूबर", "अक्तूबर"),
            ("november", "nov", "नवंबर"),
            ("december", "dec", "दिसंबर"),
        ),
        start=1,
    )
    for name in map(fold, names)
}
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_MONTH_WORD = rf"(?<![a-z{DEVANAGARI_LETTERS}])({_MONTH})(?![a-z{DEVANAGARI_LETTERS}])\.?"
_DAY = r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?(?!\d)"
_YEAR = r"(?<!\d)'?(\d{4}|\d{2})(?!\d)"
_GAP = r"[\s,./-]*"
_ISO = re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)")
_NUMERIC = re.compile(
    r"(?<![\d.:/-])(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})(?![\d.:/-]?\d)"
)
_DAY_MONTH_YEAR = re.compile(rf"{_DAY}{_GAP}(?:of\s+)?{_MONTH_WORD}{_GAP}{_YEAR}")
_MONTH_DAY_YEAR = re.compile(rf"{_MONTH_WORD}{_GAP}(?:the\s+)?{_DAY}{_GAP}{_YEAR}")
EARLIEST_YEAR = 1800  # a birth date before this is a typing slip, not a date to chart


def year_of(written: str, this_year: int) -> int:
    """A year as written: two digits are a birth year, so 00..this year's two digits are 2000s."""
    year = int(written)
    if len(written) == 2:
        return 2000 + year if year <= this_year % 100 else 1900 + year
    return year


def _valid(year: int, month: int, day: int, this_year: int) -> str | None:
    if not EARLIEST_YEAR <= year <= this_year + 1:
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None  # 31/02/1990


def read_date(text: str, this_year: int | None = None) -> str | None:
    """YYYY-MM-DD for a date anywhere in the text: 15th May 1990, May 15, 1990, 15/05/1990,
    15-5-90, fifteenth May nineteen ninety, 15 मई 1990; numbers are always day first. None when
    there is no valid date. this_year (default: the current year) decides two-digit years."""
    year_now = this_year if this_year is not None else date.today().year
    prepared = digits_for_words(fold(text), years=True)
    found = _ISO.search(prepared)
    if found is not None:
        year, month, day = map(int, found.groups())
        return _valid(year, month, day, year_now)
    found = _NUMERIC.search(prepared)
    if found is not None:
        day_text, _, month_text, year_text = found.groups()
        return _valid(year_of(year_text, year_now), int(month_text), int(day_text), year_now)
    for pattern, day_first in ((_DAY_MONTH_YEAR, True), (_MONTH_DAY_YEAR, False)):
        found = pattern.search(prepared)
        if found is not None:
            day_text, month_name = found.group(1, 2) if day_first else found.group(2, 1)
            year = year_of(found.group(3), year_now)
            return _valid(year, MONTHS[month_name], int(day_text), year_now)
    return None


def parse_date(text: str) -> str:
    """The spec's rule: the date as YYYY-MM-DD, otherwise the raw text kept."""
    return read_date(text) or text
