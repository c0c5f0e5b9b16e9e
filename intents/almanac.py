"""Questions for the Panchang that may name no Panchang word: a good day or time for something
("is tomorrow a good day to buy gold?", "koi shubh muhurat hai?"), the day's choghadiya ("kal
ka choghadiya batao"), and the festivals of a month ("festival calendar for this month", "इस
महीने के व्रत-त्योहार"), with the month asked. Read on folded text (intents.normalise.fold)."""

from __future__ import annotations

import re
from datetime import date

from intents.normalise import fold

_CHOGHADIYA = re.compile(r"\b(?:cho|chau|chou|chow)g?h?ad\w*|च[ौो]घड|चौगड")
_GOOD_TIME = re.compile(
    r"\bm[au]h[uo]{1,2}r\w*|\bauspicious\b|\binauspicious\b"
    r"|\b(?:good|right|best|lucky|shubh|accha|achha|acha|achchha|sahi)\s+"
    r"(?:day|days|time|date|din|samay|muhurat|tithi|ghadi|waqt|vakt)\b"
    r"|मुहूर्त|मुहुर्त|मुहुरत|शुभ\s*(?:दिन|समय|घडी|तिथि|मुहूर्त)|अच्छा\s*(?:दिन|समय)"
)
_FESTIVALS = re.compile(
    r"\b(?:festivals?|festive|tyohar\w*|tyohaar\w*|tehwar\w*|vrats?|parv|utsav)\b"
    r"|त्योहार|त्यौहार|त्योंहार|व्रत|पर्व|उत्सव"
)
_CALENDAR = re.compile(
    r"\b(?:calendar|calender|list|month|months|monthly|mahine|mahina|maheene|mahinon)\b"
    r"|कैलेंडर|सूची|लिस्ट|महीने|महीना|माह"
)
_NEXT_MONTH = re.compile(
    r"\b(?:next|agle|agla|aane wale|coming)\s+(?:month|mahine|mahina)\b|अगले\s*(?:महीने|माह)"
)
# "may" is a month only where it cannot be the verb: "in May", "May month", "may me".
_MAY = re.compile(r"\b(?:in|of|for|during)\s+may\b|\bmay\s+(?:month|mahine|me|mein|ke|ka)\b")
MONTHS = (
    ("january", "jan", "जनवरी"),
    ("february", "feb", "फरवरी"),
    ("march", "", "मार्च"),
    ("april", "apr", "अप्रैल"),
    ("", "", "मई"),  # "may": see _MAY
    ("june", "jun", "जून"),
    ("july", "jul", "जुलाई"),
    ("august", "aug", "अगस्त"),
    ("september", "sep", "सितंबर"),
    ("october", "oct", "अक्टूबर"),
    ("november", "nov", "नवंबर"),
    ("december", "dec", "दिसंबर"),
)
_WORD = re.compile(r"[a-z]+|[\u0900-\u097f]+")


def asks_choghadiya(text: str) -> bool:
    """Names the choghadiya (chaughadiya, चौघड़िया) in any common spelling."""
    return _CHOGHADIYA.search(fold(text)) is not None


def asks_good_time(text: str) -> bool:
    """Asks for a muhurat, an auspicious or good day or time ("shubh din", "accha samay")."""
    return _GOOD_TIME.search(fold(text)) is not None


def festival_month(text: str, today: date) -> date | None:
    """The first day of the month whose festivals the text asks for: this month unless it
    names the next one or a month by name (the coming one of that name); None when it does
    not ask for a month's festivals or a festival calendar."""
    folded = fold(text)
    if _FESTIVALS.search(folded) is None:
        return None
    named = _month_named(folded)
    if named is None and _CALENDAR.search(folded) is None:
        return None
    if _NEXT_MONTH.search(folded):
        named = today.month % 12 + 1
    month = named or today.month
    year = today.year + (1 if month < today.month else 0)
    return date(year, month, 1)


def _month_named(folded: str) -> int | None:
    words = set(_WORD.findall(folded))
    if _MAY.search(folded):
        return 5
    for number, names in enumerate(MONTHS, start=1):
        if words.intersection(n for n in names if n):
            return number
    return None
