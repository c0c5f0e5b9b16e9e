"""Times of birth as people write and say them (spec section 5), in English, Hinglish and Hindi."""

from __future__ import annotations

import re

from intents.normalise import DEVANAGARI_LETTERS, fold
from intents.numbers import digits_for_words

# Spoken forms rewritten into one English vocabulary before the clock patterns run. Order
# matters: longer phrases first. Hindi fractions: saade 6 = 6:30, sava 6 = 6:15, paune 7 = 6:45.
_SPOKEN: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (
        re.compile(rf"(?<![a-z{DEVANAGARI_LETTERS}])(?:{pattern})(?![a-z{DEVANAGARI_LETTERS}])"),
        english,
    )
    for pattern, english in (
        # "6 बजकर 40 मिनट", "7 bajkar 15 minute": the hour and its minutes.
        (
            r"(\d{1,2})\s*(?:bajkar|bajke|baj ke|बजकर|बज के|बजके)\s*(\d{2})\s*"
            r"(?:minutes?|mins?|minat|मिनट)?",
            r"\1:\2",
        ),
        (
            r"(\d{1,2})\s*(?:bajkar|bajke|baj ke|बजकर|बज के|बजके)\s*(\d)\s*"
            r"(?:minutes?|mins?|minat|मिनट)?",
            r"\1:0\2",
        ),
        (r"a\.\s?m\.?|a\s?m", "am"),
        (r"p\.\s?m\.?|p\s?m", "pm"),
        (r"o\s?'?\s?clock|baje|bje|बजे|बजकर", "oclock"),
        (r"aadhi raat|adhi raat|आधी रात|mid-night", "midnight"),
        (r"mid-day|midday", "noon"),
        (r"subah|subha|savere|सुबह|सवेरे|early morning|in the morning|morning", "morning"),
        (r"dopahar|dopehar|दोपहर|in the afternoon|afternoon", "afternoon"),
        (r"shaam|sham|शाम|in the evening|evening", "evening"),
        (r"raat|रात|at night|in the night|tonight|night", "night"),
        (r"saade|sadhe|saadhe|साढे", "half past"),
        (r"sava|sawa|सवा", "quarter past"),
        (r"paune|pone|पौने", "quarter to"),
        (r"dhai|ढाई", "half past 2"),
        (r"dedh|डेढ", "half past 1"),
        (r"एक|ek", "1"),
        (r"दो", "2"),
        (r"तीन|teen", "3"),
        (r"चार|char|chaar", "4"),
        (r"पांच|paanch|panch", "5"),
        (r"छह|छः|chhe|chhah", "6"),
        (r"सात|saat", "7"),
        (r"आठ|aath", "8"),
        (r"नौ|nau", "9"),
        (r"दस|das", "10"),
        (r"ग्यारह|gyarah", "11"),
        (r"बारह|barah", "12"),
    )
)
_DAYPART = r"(am|pm|morning|afternoon|evening|night|noon|midnight)"
_RELATIVE = re.compile(
    r"(?<![\d:.])(half|quarter|\d{1,2})\s*(?:minutes?|mins?)?\s+(past|after|to|before|till)\s+"
    r"(\d{1,2})(?!\d)(?:\s*oclock)?"
)
_CLOCK = re.compile(
    r"(?<![\d./:-])(\d{1,2})(?:\s*[:.]\s*(\d{2})(?::\d{2})?|\s+(\d{2})(?=\s*(?:am|pm)\b))?"
    r"(?![\d]|[./:-]\d)\s*(oclock|hrs|hours|h\b)?"
)
_AFTER = re.compile(rf"\s*(?:oclock\s*)?(?:,\s*|at\s+|in\s+the\s+)?{_DAYPART}\b")
# "shaam ko 7 baje", "शाम के 7 बजे": a Hindi postposition may stand between part and hour.
_BEFORE = re.compile(
    rf"\b{_DAYPART}\s*(?:,\s*|at\s+|around\s+|about\s+|(?:ko|ke|ki|mein|me|को|के|की|में)\s+)?$"
)
_ANY_PART = re.compile(rf"\b{_DAYPART}\b")
_BARE = re.compile(r"(?:at|around|about|approx|approximately|roughly|exactly|by|time|is|was)\s+")
_PM_PARTS = {"pm", "afternoon", "evening"}


def _hour_in(hour: int, part: str | None, clock: bool) -> int | None:
    """The 24-hour hour for an hour said with a part of the day, or None if they disagree.
    clock: written as HH:MM, where "14:30 pm" is a common and harmless redundancy."""
    if part is None:
        return hour if hour <= 23 else None
    if part == "pm" and hour > 12:
        return hour if clock and hour <= 23 else None
    if part in {"am", "morning"}:
        return None if hour > 12 else hour % 12
    if part in _PM_PARTS:
        return hour % 12 + 12 if 1 <= hour <= 12 else (hour if 13 <= hour <= 23 else None)
    if part == "night":  # 10 at night is 22:00, 2 at night is 02:00, 12 at night is midnight
        return hour + 12 if 6 <= hour <= 11 else (0 if hour == 12 else hour if hour <= 23 else None)
    if part == "noon":
        return 12 if hour == 12 else None
    return 0 if hour in {0, 12} else None  # midnight


def _part_near(prepared: str, start: int, end: int) -> str | None:
    after = _AFTER.match(prepared, end)
    if after is not None:
        return after.group(1)
    before = _BEFORE.search(prepared[max(0, start - 30) : start])  # only the words just before
    return before.group(1) if before is not None else None


Said = tuple[int, int, str | None, bool]  # hour, minute, part of the day, written as HH:MM


def _relative(prepared: str) -> Said | None:
    found = _RELATIVE.search(prepared)
    if found is None:
        return None
    amount, direction, hour_text = found.groups()
    minutes = {"half": 30, "quarter": 15}.get(amount) or int(amount)
    hour = int(hour_text)
    if minutes >= 60 or not 1 <= hour <= 12:
        return None
    if direction in {"to", "before", "till"}:
        hour, minutes = (hour - 1) or 12, 60 - minutes
    return hour, minutes, _part_near(prepared, found.start(), found.end()), False


def _clock(prepared: str) -> Said | None:
    bare = _BARE.sub("", prepared).strip(" .,!?")  # "at 5": the whole message is the hour
    for found in _CLOCK.finditer(prepared):
        hour, minute = int(found.group(1)), int(found.group(2) or found.group(3) or 0)
        part = _part_near(prepared, found.start(), found.end())
        said_as_time = found.group(2) or found.group(3) or found.group(4) or part
        if said_as_time or bare == found.group(1):
            return hour, minute, part, found.group(2) is not None
    return None


def _only_part(prepared: str) -> str | None:
    """The part of the day said away from the hour ("shaam ko mandir mein 7 baje"), when it is
    the only one said: it still makes 7 the evening's."""
    parts = set(_ANY_PART.findall(prepared))
    return parts.pop() if len(parts) == 1 else None


def read_time(text: str) -> str | None:
    """24-hour HH:MM for a time anywhere in the text: 2:30 PM, 14:30, 2.30pm, 5 pm, 12 AM (00:00),
    noon, half past two in the afternoon, quarter to seven in the morning, शाम 7 बजे. Minutes
    default to 00. None when there is no valid time."""
    prepared = digits_for_words(fold(text), years=False)
    for pattern, english in _SPOKEN:
        prepared = pattern.sub(english, prepared)
    said = _relative(prepared) or _clock(prepared)
    if said is None:
        words = set(re.findall(r"[a-z]+", prepared))
        return "12:00" if "noon" in words else "00:00" if "midnight" in words else None
    hour, minute, part, clock = said
    # Said away from the hour, a part of the day holds only when it fits it.
    parts = (part,) if part is not None else (_only_part(prepared), None)
    in_day = next((h for p in parts if (h := _hour_in(hour, p, clock)) is not None), None)
    if in_day is None or minute > 59:
        return None
    return f"{in_day:02d}:{minute:02d}"


def is_bare_hour(text: str) -> bool:
    """An hour said with no part of the day ("7 baje", "at 7:30"): morning or evening alike,
    as a devotee booking a puja means either (hours from 12 on are not in doubt)."""
    prepared = digits_for_words(fold(text), years=False)
    for pattern, english in _SPOKEN:
        prepared = pattern.sub(english, prepared)
    said = _relative(prepared) or _clock(prepared)
    if said is None:
        return False
    hour, _, part, _ = said
    return part is None and _only_part(prepared) is None and 1 <= hour <= 11


def parse_time(text: str) -> str:
    """The spec's rule: the time as HH:MM, otherwise the raw text kept."""
    return read_time(text) or text
