"""Dates and times as a message says them in the devotee's language, India time: "Sunday,
6 December" / "रविवार, 6 दिसंबर" / "Ravivar, 6 December"; "8:00 AM - 10:00 AM" / "सुबह 8 से
10 बजे तक" / "subah 8 se 10 baje tak"."""

from __future__ import annotations

import re
from datetime import date, time

from assistant_core.texts import Language
from assistant_core.texts.shown import day_shown
from kundli_service.names import DAY_PARTS_HI

# The weekdays as Hindi speakers write them in Latin letters, Monday first (date.weekday()).
WEEKDAYS_HINGLISH = (
    "Somvar",
    "Mangalvar",
    "Budhvar",
    "Guruvar",
    "Shukravar",
    "Shanivar",
    "Ravivar",
)
# The parts of the day a time is said in, as DAY_PARTS_HI, in Latin letters.
DAY_PARTS_HINGLISH = tuple(
    (until, latin)
    for (until, _), latin in zip(
        DAY_PARTS_HI, ("raat", "subah", "dopahar", "shaam", "raat"), strict=True
    )
)
_CLOCK = re.compile(r"\b(1[0-2]|0?[1-9]):([0-5][0-9])\s*([AaPp][Mm])\b")


def date_words(day: date, language: Language, *, this_year: int | None = None) -> str:
    """The weekday and the date; the year only when it is not `this_year`."""
    if language != "hinglish":
        return day_shown(day, language, this_year=this_year)
    year = "" if this_year == day.year else f" {day.year}"
    return f"{WEEKDAYS_HINGLISH[day.weekday()]}, {day.day} {day:%B}{year}"


def clocks(label: str) -> list[time]:
    """The clock times a slot label names ("8:00 AM - 10:00 AM": 8:00 and 10:00)."""
    return [
        time(int(h) % 12 + (12 if half.upper() == "PM" else 0), int(m))
        for h, m, half in _CLOCK.findall(label)
    ]


def _part(at: time, language: Language) -> str:
    parts = DAY_PARTS_HI if language == "hi" else DAY_PARTS_HINGLISH
    return next(part for until, part in parts if at.hour < until)


def _hour(at: time) -> str:
    """8, or 8:30: on the hour the minutes go unsaid, as people say it."""
    hour = at.hour % 12 or 12
    return f"{hour}:{at.minute:02d}" if at.minute else str(hour)


def slot_words(label: str, language: Language) -> str:
    """A slot ("8:00 AM - 10:00 AM") or a time ("9:00 AM") as the language says it; English
    keeps the label, and a label that names no clock time is kept as written."""
    found = clocks(label)
    if language == "en" or not found or len(found) > 2:
        return label
    o_clock, until = ("बजे", "तक") if language == "hi" else ("baje", "tak")
    start = found[0]
    if len(found) == 1:
        return f"{_part(start, language)} {_hour(start)} {o_clock}"
    end = found[1]
    to = "से" if language == "hi" else "se"
    end_part = "" if _part(end, language) == _part(start, language) else f"{_part(end, language)} "
    return f"{_part(start, language)} {_hour(start)} {to} {end_part}{_hour(end)} {o_clock} {until}"


def start_words(label: str, language: Language) -> str:
    """When a slot begins: "8:00 AM", "सुबह 8 बजे", "subah 8 baje"."""
    found = clocks(label)
    if not found:
        return label
    if language == "en":
        return label.split(" - ")[0].strip()
    return slot_words(f"{found[0]:%I:%M %p}", language)
