"""What a Hindi voice should say for what a Hindi screen shows. espeak-ng's Hindi voice
already reads numerals as Hindi numbers, in lakhs and crores ("100000": एक लाख), and English
words in English; these rules add what it would not say the way people do: rupees, clock
times ("2:30": ढाई बजे), time ranges, phone numbers digit by digit, and symbols."""

from __future__ import annotations

import re
from collections.abc import Callable

from kundli_service.names import part_of_day_hi

Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str] | str]

ABBREVIATIONS = {"पं.": "पंडित", "डॉ.": "डॉक्टर", "Pt.": "पंडित", "Dr.": "डॉक्टर", "श्री.": "श्री"}

# Hours as said with सवा, साढ़े, पौने: the numeral for the hour, except the two that have words
# of their own at half past (डेढ़, ढाई).
_HALF_PAST = {1: "डेढ़", 2: "ढाई"}


def _clock(p: str) -> str:
    """A clock time's pattern; its groups are named with the prefix `p`."""
    return (
        rf"(?P<{p}h>[01]?\d|2[0-3]):(?P<{p}m>[0-5]\d)(?:\s?(?P<{p}ap>[AaPp])\.?\s?[Mm]\.?(?!\w))?"
    )


def clock(hour: int, minute: int, meridiem: str | None) -> str:
    """A time as said in Hindi: "सुबह साढ़े 6", "दोपहर सवा 2", "शाम पौने 7", "रात 9 बजकर 10
    मिनट". The part of the day is said when the time is on a 24-hour clock or has AM/PM."""
    hour24 = hour
    if meridiem:
        hour24 = hour % 12 + (12 if meridiem.lower() == "p" else 0)
    said_day = meridiem is not None or hour >= 13 or hour == 0
    h12 = hour24 % 12 or 12
    following = h12 % 12 + 1
    if minute == 0:
        words = f"{h12} बजे"
    elif minute == 30:
        words = f"{_HALF_PAST.get(h12, f'साढ़े {h12}')} बजे"
    elif minute == 15:
        words = f"सवा {h12} बजे"
    elif minute == 45:
        words = f"पौने {following} बजे"
    else:
        words = f"{h12} बजकर {minute} मिनट"
    return f"{part_of_day_hi(hour24)} {words}" if said_day else words


def _say_clock(match: re.Match[str], prefix: str = "") -> str:
    return clock(int(match[prefix + "h"]), int(match[prefix + "m"]), match[prefix + "ap"])


def _say_range(match: re.Match[str]) -> str:
    start, end = _say_clock(match, "a"), _say_clock(match, "b")
    return f"{start.removesuffix(' बजे')} से {end} तक"


def _say_money(match: re.Match[str]) -> str:
    rupees = match["r"].replace(",", "")
    paise = match["p"]
    said = f"{rupees} रुपये"
    if paise and int(paise):
        said += f" {int(paise.ljust(2, '0'))} पैसे"
    return said


def _say_digits(match: re.Match[str]) -> str:
    number = re.sub(r"^\+91[\s-]?", "", match[0])  # the country code goes without saying
    return " ".join(ch for ch in number if ch.isdigit())


FORMS: list[Rule] = [
    (
        re.compile(r"(?:₹|\bRs\.?|\bINR)\s?(?P<r>\d[\d,]*)(?:\.(?P<p>\d{1,2}))?(?:/-)?"),
        _say_money,
    ),
    (
        re.compile(_clock("a") + r"\s?(?:[-–—]|से|to)\s?" + _clock("b") + r"(?:\s?बजे)?(?:\s?तक)?"),
        _say_range,
    ),
    (re.compile(_clock("") + r"(?:\s?बजे)?"), _say_clock),
    # A mobile number, or the helpline's: each digit, as people read them out.
    (
        re.compile(
            r"(?<![\d,])(?:\+91[\s-]?)?[6-9]\d{4}\s?\d{5}(?!\d)|\b1800[\s-]?\d{3}[\s-]?\d{4}\b"
        ),
        _say_digits,
    ),
    (re.compile(r"(?<=\d)\s?[-–]\s?(?=\d)"), " से "),  # 2-3 दिन
    (re.compile(r"(?<=\d),(?=\d)"), ""),  # 1,00,000: the Hindi voice says एक लाख
    (re.compile(r"\s?%"), " प्रतिशत"),
    (re.compile(r"\s?°\s?C\b"), " डिग्री सेल्सियस"),
]
TIDY: list[Rule] = [
    # "शाम 6:30 PM": the part of the day was written as well as said.
    (re.compile(r"\b(सुबह|दोपहर|शाम|रात)\s+\1\b"), r"\1"),
    (re.compile(r"\s*&\s*"), " और "),
    (re.compile(r"\s*\+\s*(?=\w)"), " और "),
    (re.compile(r"\s*=\s*"), " बराबर "),
]
