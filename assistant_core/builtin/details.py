"""Personal details inside a free-text question: a name, a date and time of birth and a place,
as in "I am Asha, born on 15 May 1990 at 2:30 PM in Pune" or "मेरा नाम Asha है, जन्म 15 मई
1990 को दोपहर 2:30 बजे पुणे में". Dates and times are read with `intents` (day first, as in
India); what is not there stays None."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from assistant_core.builtin.textnorm import word_set
from intents import read_date, read_time

_MONTH_WORD = r"[A-Za-z]{3,9}\.?"
_ORDINAL = r"(?:st|nd|rd|th)?"
_DEVANAGARI_WORD = "[\u0900-\u097f]+"
_DATE_CANDIDATES = (
    re.compile(rf"\b\d{{1,2}}{_ORDINAL}\s+(?:of\s+)?{_MONTH_WORD},?\s+\d{{4}}\b"),
    re.compile(rf"(?<!\d)\d{{1,2}}\s+{_DEVANAGARI_WORD},?\s+\d{{4}}(?!\d)"),  # 15 मई 1990
    re.compile(rf"\b{_MONTH_WORD}\s+\d{{1,2}}{_ORDINAL},?\s+\d{{4}}\b"),
    re.compile(r"\b\d{4}-\d{1,2}-\d{1,2}\b"),
    re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\b"),
)
_NUMERIC_DMY = re.compile(r"(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})")
_ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_TIME_12 = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\b\.?", re.IGNORECASE)
_TIME_24 = re.compile(r"\b([01]?\d|2[0-3]):([0-5]\d)\b")
_TIME_OF_DAY = re.compile(
    r"\b(\d{1,2})(?::(\d{2}))?\s*(?:o'?clock\s+)?(?:in\s+the\s+)?(morning|afternoon|evening|night)\b",
    re.IGNORECASE,
)
# "दोपहर 2:30 बजे", "शाम को 7 बजे", "6 बजे": a part of the day or बजे makes a number a time.
_TIME_HI = re.compile(
    r"(?:(?P<part>सुबह|सवेरे|दोपहर|शाम|रात)\s*(?:को\s*)?)?"
    r"(?<![\d:.])(?P<hour>\d{1,2})(?:[:.](?P<minute>\d{2}))?\s*(?P<baje>बजे)?"
)
_PLACE_TRIGGER = re.compile(
    r"\b(?:in|at|from|place(?:\s+of\s+birth)?(?:\s+is|\s*[:=-])?)\s+", re.IGNORECASE
)
_PLACE_WORDS = re.compile(r"[A-Za-z][A-Za-z.'-]*(?:[ ,]+[A-Za-z][A-Za-z.'-]*){0,4}")
_PLACE_STOP = word_set(
    """on at and with around about my what is was tell please time date dob born i me
    the morning afternoon evening night am pm who which when how so to for of by but or
    name kundli chart rashi nakshatra lagna ascendant moon sign today"""
)
_MONTHS = word_set(
    """jan january feb february mar march apr april may jun june jul july aug august sep sept
    september oct october nov november dec december"""
)
_PLACE_WORD_HI = r"[A-Za-z\u0900-\u097f][A-Za-z\u0900-\u097f.'-]*"
_PLACE_HI_BEFORE = re.compile(rf"(?P<words>(?:{_PLACE_WORD_HI},?\s+){{1,4}})में(?![\u0900-\u097f])")
_PLACE_HI_AFTER = re.compile(
    r"जन्म\s*(?:का\s+)?स्थान\s*(?:है\s*)?[:=-]?\s*"
    rf"(?P<words>{_PLACE_WORD_HI}(?:[ ,]+{_PLACE_WORD_HI}){{0,3}})"
)
_PLACE_STOP_HI = word_set(
    """को का की के में से है हैं हुआ हुई था थी जन्म मेरा मेरी मेरे बजे सुबह सवेरे दोपहर शाम
    रात और समय तिथि तारीख स्थान जगह शहर राशि कुंडली नक्षत्र लग्न ग्रह भाव घर क्या कौन
    जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर"""
)
_NAME = re.compile(
    r"(?:\b(?:my\s+name\s+is|my\s+name's|name\s*(?:is|[:=-])|named|call\s+me|mera\s+naam|"
    r"numerology\s+(?:of|for)|name\s+number\s+(?:of|for)|(?P<self>i\s+am|i'm|this\s+is))|"
    r"मेरा\s+नाम(?:\s+है)?\s*[:=-]?)"
    r"\s+(?P<name>[A-Za-z][A-Za-z.'-]*(?:\s+[A-Za-z][A-Za-z.'-]*){0,3})",
    re.IGNORECASE,
)
_NAME_STOP = (
    _PLACE_STOP
    | _MONTHS
    | word_set(
        """a an born looking interested asking trying going very not just from in
    life path number numbers numerology my your our his her their this that it hai"""
    )
)
MAX_NAME_CHARS = 60


@dataclass(frozen=True)
class Details:
    name: str | None = None
    date_of_birth: str | None = None  # YYYY-MM-DD
    time_of_birth: str | None = None  # HH:MM, 24-hour
    place_of_birth: str | None = None

    @property
    def birth_given(self) -> bool:
        """Did the question give a date or time of birth (so it asks about a chart)? A place
        alone does not count: "Mars in Leo" names a sign, not a birthplace."""
        return bool(self.date_of_birth or self.time_of_birth)


def _numeric_date(text: str) -> str | None:
    """Day-first numeric dates (15/05/1990, 15-5-1990, 15.05.1990) and ISO 1990-05-15."""
    if found := _ISO.fullmatch(text):
        year, month, day = (int(g) for g in found.groups())
    elif found := _NUMERIC_DMY.fullmatch(text):
        day, month, year = (int(g) for g in found.groups())
    else:
        return None
    try:
        return date(year, month, day).isoformat()
    except ValueError:
        return None


def find_date(text: str) -> tuple[str | None, str]:
    """The first date in `text` (YYYY-MM-DD) and the text with it removed."""
    for pattern in _DATE_CANDIDATES:
        for found in pattern.finditer(text):
            raw = found.group(0)
            value = read_date(raw) or _numeric_date(raw)
            if value is not None:
                return value, text[: found.start()] + " " + text[found.end() :]
    return None, text


def _hindi_time(text: str) -> str | None:
    for found in _TIME_HI.finditer(text):
        if found["part"] or found["baje"]:
            clock = f"{found['hour']}:{found['minute'] or '00'}"
            return read_time(f"{found['part'] or ''} {clock} बजे".strip())
    return None


def find_time(text: str) -> str | None:
    """The first clock time in `text` as 24-hour HH:MM (2:30 PM, 14:30, 6 in the morning,
    दोपहर 2:30 बजे)."""
    if found := _TIME_12.search(text):
        return read_time(f"{found[1]}:{found[2] or '00'} {found[3]}m")
    if (hindi := _hindi_time(text)) is not None:
        return hindi
    if found := _TIME_24.search(text):
        return read_time(f"{found[1]}:{found[2]}")
    if found := _TIME_OF_DAY.search(text):
        hour, minute, part = int(found[1]), int(found[2] or 0), found[3].lower()
        if not (1 <= hour <= 12 and minute < 60):
            return None
        evening = part in ("afternoon", "evening") or (part == "night" and hour >= 6)
        meridiem = "pm" if evening and hour != 12 else "am"
        return read_time(f"{hour}:{minute:02d} {meridiem}")
    return None


def _cut(candidate: str, stop: frozenset[str]) -> str:
    kept: list[str] = []
    for word in re.split(r"(\s+)", candidate):
        bare = word.strip(" ,.").lower()
        if bare in stop:
            break
        kept.append(word)
    return "".join(kept).strip(" ,.-'")


def _hindi_place(text: str) -> str | None:
    """The words before "में" ("पुणे में", "नई दिल्ली में") or after "जन्म स्थान"."""
    for found in _PLACE_HI_BEFORE.finditer(text):
        kept: list[str] = []
        for word in reversed(found["words"].split()):
            if word.strip(",.").lower() in _PLACE_STOP_HI:
                break
            kept.insert(0, word.strip(","))
        if kept:
            return " ".join(kept)[:200]
    after = _PLACE_HI_AFTER.search(text)
    place = _cut(after["words"], _PLACE_STOP_HI) if after else ""
    return place[:200] or None


def find_place(text: str) -> str | None:
    """The place after "in", "at", "from" or "place of birth" ("in the evening" is not one),
    else a Hindi one ("पुणे में")."""
    for trigger in _PLACE_TRIGGER.finditer(text):
        found = _PLACE_WORDS.match(text, trigger.end())
        if found is None:
            continue
        first = found.group(0).split()[0].strip(" ,.").lower()
        if first in _PLACE_STOP or first in _MONTHS:
            continue
        place = _cut(found.group(0), _PLACE_STOP | _MONTHS)
        if place:
            return place[:200]
    return _hindi_place(text)


def find_name(text: str) -> str | None:
    for found in _NAME.finditer(text):
        raw = found.group("name")
        # "I am ..." names a person only when capitalised: "I am Asha", not "I am curious".
        if found.group("self") and not raw[:1].isupper():
            continue
        name = _cut(raw, _NAME_STOP)
        if name and name.split()[0].lower() not in _NAME_STOP:
            return name[:MAX_NAME_CHARS]
    return None


def read_details(text: str) -> Details:
    day, rest = find_date(text)
    return Details(find_name(rest), day, find_time(rest), find_place(rest))
