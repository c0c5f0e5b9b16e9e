"""Dates and times of day for a booking, as people say them: "kal", "next Sunday", "15 Dec",
"परसों", "subah"; and why an impossible date is impossible ("31 February")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from intents.dates import MONTHS, read_date
from intents.normalise import DEVANAGARI_LETTERS, fold
from intents.numbers import digits_for_words

PartOfDay = Literal["morning", "afternoon", "evening", "night"]
_WEEKDAYS = {
    name: number
    for number, names in enumerate(
        (
            ("monday", "mon", "somvar", "somwar", "सोमवार"),
            ("tuesday", "tue", "tues", "mangalvar", "mangalwar", "मंगलवार"),
            ("wednesday", "wed", "budhvar", "budhwar", "बुधवार"),
            ("thursday", "thu", "thur", "thurs", "guruvar", "guruwar", "brihaspativar", "गुरुवार"),
            ("friday", "fri", "shukravar", "shukrawar", "शुक्रवार"),
            ("saturday", "sat", "shanivar", "shaniwar", "शनिवार"),
            ("sunday", "sun", "ravivar", "raviwar", "itwar", "etwar", "रविवार", "इतवार"),
        )
    )
    for name in map(fold, names)
}
WEEKDAY_NAMES = frozenset(_WEEKDAYS)  # every way a weekday is written, folded
# The Sikh greeting, whose "sat" is no Saturday.
_SAT_SRI_AKAL = re.compile(r"\bsat\s*(?:sri|shri|sree|shree|siri)\s*a+ka+l\b|सत श्री अकाल")
_RELATIVE = (
    (re.compile(r"\b(?:day after tomorrow|parso|parson|parsoon)\b|परसों|परसो"), 2),
    (re.compile(r"\b(?:today|aaj|aj|tonight)\b|आज"), 0),
    (re.compile(r"\b(?:tomorrow|tmrw|tomorow|kal|kl)\b|कल"), 1),
)
_NEXT_WEEK = re.compile(r"\b(?:next week|agle hafte|अगले हफ्ते)\b")
_WEEKDAY = re.compile(
    rf"(?<![a-z{DEVANAGARI_LETTERS}])("
    + "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
    + rf")(?![a-z{DEVANAGARI_LETTERS}])"
)
_MONTH = "|".join(sorted(MONTHS, key=len, reverse=True))
_DAY_MONTH = re.compile(
    rf"(?<!\d)(\d{{1,2}})(?:st|nd|rd|th)?\s*(?:of\s+)?({_MONTH})(?![a-z{DEVANAGARI_LETTERS}])"
)
_MONTH_DAY = re.compile(
    rf"(?<![a-z{DEVANAGARI_LETTERS}])({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?(?!\d)"
)
_DAY_SLASH_MONTH = re.compile(r"(?<![\d/.-])(\d{1,2})\s*[/.-]\s*(\d{1,2})(?![\d/.-]*\d)")
# A day of the month alone: "28 tarikh", "इस महीने की 25 तारीख", and an ordinal where it can
# only be a date ("on the 12th", "15th", "5th of next month"), not "my son's 1st birthday"
# or an address ("2nd floor", read in passing while the date is missing). A bare "15" stays
# unread: it is as often an hour or a count.
_COUNTED = r"floor|cross|main|block|stage|phase|sector|street|lane|road|birthday|anniversary"
_NTH = rf"(\d{{1,2}})(?:st|nd|rd|th)(?![a-z])(?!\s*(?:{_COUNTED})\b)"
_DAY_OF_MONTH = re.compile(
    r"(?<![\d:./-])(\d{1,2})\s*(?:tarikh|tareekh|tarik|tareek|तारीख|तारिख)"
    rf"|(?:^|\b(?:on|the|for|from|by)\s+){_NTH}"
    rf"|{_NTH}\s+(?:of\s+)?(?:this|next)\s+month"
)
_THIS_MONTH = re.compile(r"\b(?:this month|is mahine|iss mahine|isi mahine)\b|इस महीने|इसी महीने")
_NEXT_MONTH = re.compile(r"\b(?:next month|agle mahine|agla mahina)\b|अगले महीने")
_PARTS: tuple[tuple[PartOfDay, re.Pattern[str]], ...] = (
    ("morning", re.compile(r"\b(?:morning|subah|subha|savere|sawere|early)\b|सुबह|सवेरे")),
    ("afternoon", re.compile(r"\b(?:afternoon|noon|dopahar|dopehar|dopher)\b|दोपहर")),
    ("evening", re.compile(r"\b(?:evening|shaam|sham|saanjh|sandhya)\b|शाम|संध्या")),
    ("night", re.compile(r"\b(?:night|raat|rat|tonight)\b|रात")),
)


def _days(month: int, year: int) -> int:
    following = date(year + month // 12, month % 12 + 1, 1)
    return (following - timedelta(days=1)).day


def _next_on_or_after(today: date, month: int, day: int) -> date | None:
    """A day and month without a year: the next time it comes round, today included."""
    for year in (today.year, today.year + 1):
        if day <= _days(month, year) and date(year, month, day) >= today:
            return date(year, month, day)
    return None


def read_visit_date(text: str, today: date) -> date | None:
    """The date a booking is for: "kal" is tomorrow (a booking is never for yesterday), a
    weekday is the next one after today, a day and month without a year come next."""
    folded = digits_for_words(_SAT_SRI_AKAL.sub(" ", fold(text)), years=True)
    written = read_date(folded, this_year=today.year + 1)
    if written is not None:
        return date.fromisoformat(written)
    for pattern in (_DAY_MONTH, _MONTH_DAY):
        found = pattern.search(folded)
        if found is not None:
            first, second = found.groups()
            day, name = (first, second) if pattern is _DAY_MONTH else (second, first)
            return _next_on_or_after(today, MONTHS[name], int(day))
    numeric = _DAY_SLASH_MONTH.search(folded)
    if numeric is not None and 1 <= int(numeric.group(2)) <= 12:
        return _next_on_or_after(today, int(numeric.group(2)), int(numeric.group(1)))
    of_month = _day_of_month(folded, today)
    if of_month is not None:
        return of_month
    weekday = _WEEKDAY.search(folded)
    if weekday is not None:
        named = _WEEKDAYS[weekday.group(1)]
        # "next friday, 11th": the day of the month said beside it, when it is that weekday.
        dated = _day_said_beside(folded, today)
        if dated is not None and dated.weekday() == named:
            return dated
        # "Sunday" and "next Sunday" both mean the coming one, a week ahead on a Sunday.
        ahead = (named - today.weekday() - 1) % 7 + 1
        return today + timedelta(days=ahead)
    for pattern, days in _RELATIVE:
        if pattern.search(folded):
            return today + timedelta(days=days)
    if _NEXT_WEEK.search(folded):
        return today + timedelta(days=7)
    return None


# How many are coming, as a temple visit is told ("हम तीन लोग हैं", "we are 4 people",
# "family of 5"): a priest who comes home is never told a head count.
_COUNT = r"(?:\d{1,2}|do|teen|char|chaar|paanch|panch|chhe|che|saat|aath)"
_PARTY = re.compile(
    rf"\b{_COUNT}\s+(?:people|persons|log|logon|members|family members|devotees|of us|jan|jane)\b"
    r"|\bfamily of \d{1,2}\b"
    r"|(?:\d{1,2}|दो|तीन|चार|पाँच|पांच|छह|छः|सात|आठ)\s+(?:लोग|लोगों|सदस्य|जन|जने)(?![\u0900-\u097f])"
)


def says_party(text: str) -> bool:
    """Whether the text says how many are coming: a visit, not a priest's."""
    return _PARTY.search(digits_for_words(fold(text), years=False)) is not None


def names_day_and_month(text: str) -> bool:
    """Whether the text names a day of a month ("3 जनवरी", "Jan 3rd"), as a date's clause does."""
    folded = digits_for_words(fold(text), years=True)
    return any(pattern.search(folded) for pattern in (_DAY_MONTH, _MONTH_DAY))


_BARE_NTH = re.compile(_NTH)


def _day_said_beside(folded: str, today: date) -> date | None:
    """A bare ordinal ("11th") as the coming day of the month it names."""
    found = _BARE_NTH.search(folded)
    if found is None:
        return None
    coming = (_in_month(today, ahead, int(found.group(1))) for ahead in (0, 1))
    return next((day for day in coming if day and day >= today), None)


def _day_of_month(folded: str, today: date) -> date | None:
    """ "28 tarikh", "the 12th": this month's, or next month's once it has passed; "of this
    month" and "agle mahine" say which (a past day of this month is refused as past)."""
    found = _DAY_OF_MONTH.search(folded)
    if found is None:
        return None
    day = int(next(group for group in found.groups() if group))
    if _NEXT_MONTH.search(folded):
        return _in_month(today, 1, day)
    if _THIS_MONTH.search(folded):
        return _in_month(today, 0, day)
    coming = (_in_month(today, ahead, day) for ahead in (0, 1))
    return next((found_day for found_day in coming if found_day and found_day >= today), None)


def _in_month(today: date, ahead: int, day: int) -> date | None:
    """The day in this month (ahead 0) or the next (1); None when that month has no such day."""
    year, month = divmod(today.month - 1 + ahead, 12)
    year, month = today.year + year, month + 1
    return date(year, month, day) if 1 <= day <= _days(month, year) else None


def read_part_of_day(text: str) -> PartOfDay | None:
    folded = fold(text)
    return next((part for part, pattern in _PARTS if pattern.search(folded)), None)


# Said of the time itself: "after 6 pm", "6 baje ke baad", "6 बजे के बाद"; not "पाठ के बाद आरती".
_AFTER = re.compile(
    r"\bafter\s+\d|\d(?:[:.]\d\d)?\s*(?:am|pm|baje|बजे)?\s*(?:onwards|ke baad|ke bad|के बाद)"
)


# "any time", "koi bhi time chalega", "पता नहीं, आप देख लीजिए": no time preferred.
_ANY_TIME = re.compile(
    r"\b(?:any ?time|any slot|anything|whichever|any one|anyone|koi bhi|kabhi bhi|kuch bhi"
    r"|jo bhi|don'?t know|dont know|no idea|not sure|pata nahi|pata nahin|you (?:decide|choose)"
    r"|aap dekh lo|aap dekh lijiye|no preference)\b"
    r"|कोई भी|कभी भी|कुछ भी|जो भी|पता नहीं|आप देख ल|आप ही देख"
)


def any_time(text: str) -> bool:
    """No time preferred: the first free one will do."""
    return bool(_ANY_TIME.search(fold(text)))


def says_after(text: str) -> bool:
    """ "after 6 pm", "shaam 6 baje ke baad", "6 बजे के बाद": the time said is the earliest
    that will do, not the one wanted."""
    return bool(_AFTER.search(fold(text)))


@dataclass(frozen=True, slots=True)
class DateProblem:
    """Why a date cannot be: day_out_of_month (month, day, max_day), month_out_of_range
    (month), day_zero."""

    code: str
    month: int = 0
    day: int = 0
    max_day: int = 0


_NUMERIC_DATE = re.compile(r"(?<!\d)(\d{1,2})\s*[/.-]\s*(\d{1,2})(?:\s*[/.-]\s*(\d{2,4}))?(?!\d)")


def date_problem(text: str, this_year: int) -> DateProblem | None:
    """For text that reads as a date but is not one: 31 February, 15/13/1990, 0 May."""
    folded = digits_for_words(fold(text), years=True)
    named = _DAY_MONTH.search(folded) or _MONTH_DAY.search(folded)
    if named is not None:
        first, second = named.groups()
        day, name = (first, second) if named.re is _DAY_MONTH else (second, first)
        return _check(int(day), MONTHS[name], this_year)
    numeric = _NUMERIC_DATE.search(folded)
    if numeric is not None:
        day, month = int(numeric.group(1)), int(numeric.group(2))
        if not 1 <= month <= 12:
            return DateProblem("month_out_of_range", month=month)
        return _check(day, month, this_year)
    return None


def _check(day: int, month: int, year: int) -> DateProblem | None:
    if day == 0:
        return DateProblem("day_zero", month=month)
    longest = 29 if month == 2 else _days(month, year)
    if day > longest:
        return DateProblem("day_out_of_month", month=month, day=day, max_day=longest)
    return None
