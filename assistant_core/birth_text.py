"""Reading birth details out of what people type: a name ("my name is Ravi Kumar"), a place
("born in Pune"), several details in one message. Dates, times, questions and corrections
themselves are recognised by `intents`; which detail a correction is about, by the form
runner (assistant_core/forms/corrections.py)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import intents

MAX_WORDS = 60  # a longer message is not a list of four birth details
MAX_WINDOW = 7  # "half past two in the afternoon", "fifteenth of May nineteen ninety"
MAX_NAME = 100  # kundli_service.birth.MAX_NAME
MAX_NAME_WORDS = 8
MAX_PLACE = 200  # kundli_service.birth.MAX_PLACE
_PUNCTUATION = " \t,;:.!?()\"'-"


def _word_set(words: str) -> frozenset[str]:
    return frozenset(words.split())


_MONTH_WORDS = _word_set(
    "jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june "
    "july august september october november december जनवरी फरवरी फ़रवरी मार्च अप्रैल मई जून "
    "जुलाई अगस्त सितंबर सितम्बर अक्टूबर नवंबर नवम्बर दिसंबर दिसम्बर"
)
_TIME_WORDS = _word_set(
    "am pm a.m. p.m. baje bajey noon midnight morning afternoon evening night half quarter "
    "past o'clock oclock subah shaam raat dopahar बजे सुबह दोपहर शाम रात"
)
_FILLER = _word_set(
    "i was born on at in my the and of date time place birth dob is am it its it's hai "
    "please ok okay morning afternoon evening night"  # "7:25 in the morning": its part of day
)
_NAME_CUE = re.compile(
    r"^(?:(?:hi|hello|namaste|ok|okay|sure|yes|ji)\b[\s,!.]*)?"
    r"(?:my (?:full )?name is|my name's|name is|name|i am|i'm|this is|call me|it's|it is"
    r"|mera (?:pura )?(?:naam|nam)|naam|nam|मेरा नाम|नाम)(?:\b|(?<=नाम))\s*[:\-]?\s*",
    re.IGNORECASE,
)
# Words that say the message is not a name ("I don't know", "what is a kundli").
_NOT_NAME = _word_set(
    "don't dont want not know no yes what why how kundli kundali chart horoscope please "
    "cancel stop help born date time place idea pata sure nahi maloom malum my mine our your "
    "the"  # "archana in my name" is what is wanted, not who wants it
)
# Words of a remark beside a date or time, never of a place's name.
_SAYS = _word_set(
    "that's thats that what says said say according certificate written mentioned per think "
    "maybe exactly sure i we my our likha bola bataya batayi लिखा बताया"
)
_NAME_TAIL = re.compile(r"\s+(?:hai|hain|he|h|ji|है)$", re.IGNORECASE)
_PLACE_CUE = re.compile(
    r"^(?:i was born (?:in|at)|i am from|i'm from|born (?:in|at)|my place of birth is"
    r"|place of birth is|place of birth|birth ?place is|place is|place|from|in|at|it's|it is"
    r"|it was)\b\s*[:\-]?\s*",
    re.IGNORECASE,
)
_PLACE_TAIL = re.compile(
    r"\s+(?:mein|mei|me|main|hai|mein hua tha|hua tha|में|में हुआ था|हुआ था)$", re.IGNORECASE
)
# Where one detail ends and the next begins inside a run of words.
_PIECES = re.compile(
    r"[,;:\n]|\band\b|(?=\b(?:my (?:full )?name is|i am|i'm|mera naam)\b)", re.IGNORECASE
)


def _strip(text: str) -> str:
    return " ".join(text.split()).strip(_PUNCTUATION)


def clean_name(text: str) -> str | None:
    """'my name is Ravi Kumar' -> 'Ravi Kumar'; None when it cannot be a person's name."""
    name = _strip(_NAME_TAIL.sub("", _NAME_CUE.sub("", _strip(text), count=1)))
    if not name or len(name) > MAX_NAME or len(name.split()) > MAX_NAME_WORDS:
        return None
    if any(c.isdigit() for c in name) or not any(c.isalpha() for c in name):
        return None
    if any(w.strip(_PUNCTUATION) in _NOT_NAME for w in name.lower().split()):
        return None
    if name.isascii() and name.islower():
        name = name.title()
    return name


# A remark in brackets beside the place ("Mumbai, Maharashtra (Mahim)", "रोहतक, हरियाणा (PGI
# अस्पताल)"): the hospital or the part of town, which the gazetteer does not need.
_BRACKETED = re.compile(r"\s*\([^()]*(?:\)|$)")


def clean_place(text: str) -> str | None:
    """'I was born in Pune' -> 'Pune'; None when there is no place in it."""
    text = _BRACKETED.sub(" ", text) if _BRACKETED.sub("", text).strip() else text
    place = _strip(_PLACE_TAIL.sub("", _PLACE_CUE.sub("", _strip(text), count=1)))
    if not place or len(place) > MAX_PLACE or not any(c.isalpha() for c in place):
        return None
    return place


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    value: str


def _looks_like_date(chunk: str) -> bool:
    lowered = chunk.lower()
    return any(c.isdigit() for c in chunk) or any(w in _MONTH_WORDS for w in lowered.split())


def _looks_like_time(chunk: str) -> bool:
    if chunk.isdigit():  # a lone number is a day, a year or an age as often as an hour
        return False
    lowered = chunk.lower()
    return (
        ":" in chunk
        or any(w in _TIME_WORDS for w in lowered.split())
        or (any(c.isdigit() for c in chunk) and lowered.rstrip(".").endswith(("am", "pm")))
    )


def _date_part(word: str) -> bool:
    """A word that belongs with a date next to it: a month, a year, a day (15th); not a
    bare small number, which is as likely the hour that follows."""
    lowered = word.lower().strip(_PUNCTUATION)
    return lowered in _MONTH_WORDS or bool(re.fullmatch(r"\d{4}|\d{1,2}(?:st|nd|rd|th)", lowered))


def _time_part(word: str) -> bool:
    return word.lower().strip(_PUNCTUATION) in _TIME_WORDS


def _as_chunked(word: str) -> tuple[str, ...]:
    """A word lower-cased as it may stand in a chunk `_read` makes: inside one, or at its
    start, its end or alone (the chunk's outer punctuation stripped)."""
    lowered = word.lower()
    stripped = lowered.strip(_PUNCTUATION)
    if stripped == lowered:  # no punctuation at either end: one way only
        return (lowered,)
    return (lowered, lowered.lstrip(_PUNCTUATION), lowered.rstrip(_PUNCTUATION), stripped)


def _may_be_in_date(word: str) -> bool:
    """Whether a chunk holding this word can look like a date (`_looks_like_date`) because
    of it: a chunk none of whose words can is never read."""
    return any(c.isdigit() for c in word) or any(w in _MONTH_WORDS for w in _as_chunked(word))


def _may_be_in_time(word: str) -> bool:
    """As `_may_be_in_date`, for `_looks_like_time`."""
    return (
        ":" in word
        or any(c.isdigit() for c in word)
        or any(w in _TIME_WORDS for w in _as_chunked(word))
    )


@dataclass(frozen=True, slots=True)
class _Reading:
    read: Callable[[str], str | None]
    plausible: Callable[[str], bool]  # worth reading at all
    part: Callable[[str], bool]  # a neighbouring word that belongs to what was read
    hopeful: Callable[[str], bool]  # a word without which no chunk is plausible


def _dates(this_year: int) -> _Reading:
    def read(text: str) -> str | None:
        return intents.read_date(text, this_year=this_year)

    return _Reading(read, _looks_like_date, _date_part, _may_be_in_date)


_TIMES = _Reading(intents.read_time, _looks_like_time, _time_part, _may_be_in_time)


def _read(words: list[str], start: int, end: int, reading: _Reading) -> str | None:
    if start < 0 or end > len(words) or any(w == "" for w in words[start:end]):
        return None  # off the end, or over words an earlier find took
    chunk = " ".join(words[start:end]).strip(_PUNCTUATION)
    return reading.read(chunk) if chunk and reading.plausible(chunk) else None


def _find(words: list[str], reading: _Reading) -> Span | None:
    """The shortest run of words that reads as a date (time), the earliest of equal length,
    grown over neighbours that belong to it ("2:30" + "PM", "15" + "May 1990")."""
    # Most messages hold no date or time: the runs without a hopeful word are not read, and
    # a message without one is not scanned (this ran on every message of the birth form).
    hopeful = [reading.hopeful(w) for w in words]
    if not any(hopeful):
        return None
    for size in range(1, min(MAX_WINDOW, len(words)) + 1):
        for start in range(len(words) - size + 1):
            if not any(hopeful[start : start + size]):
                continue
            value = _read(words, start, start + size, reading)
            if value is not None:
                return _grow(words, Span(start, start + size, value), reading)
    return None


def _grow(words: list[str], span: Span, reading: _Reading) -> Span:
    """Take in up to three neighbouring words at a time ("two" + "in the afternoon")."""
    grown = True
    while grown:
        grown = False
        for k in range(1, 4):
            for start, end in ((span.start, span.end + k), (span.start - k, span.end)):
                if end - start > MAX_WINDOW:
                    continue
                value = _read(words, start, end, reading)
                added = words[max(start, 0) : span.start] + words[span.end : end]
                if value is not None and (
                    value != span.value or all(reading.part(w) for w in added)
                ):
                    span, grown = Span(start, end, value), True
                    break
            if grown:
                break
    return span


def find_date(text: str, this_year: int) -> str | None:
    """A date anywhere in the text, as YYYY-MM-DD."""
    found = _find(text.split()[:MAX_WORDS], _dates(this_year))
    return None if found is None else found.value


def find_time(text: str) -> str | None:
    """A time anywhere in the text, as HH:MM (not a lone number: that is too ambiguous)."""
    found = _find(text.split()[:MAX_WORDS], _TIMES)
    return None if found is None else found.value


def read_field(field: str, text: str, this_year: int) -> str | None:
    """The value of one birth detail in the text, or None."""
    if field == "name":
        return clean_name(text)
    if field == "placeOfBirth":
        return clean_place(text)
    if field == "dateOfBirth":
        return intents.read_date(text, this_year=this_year) or find_date(text, this_year)
    return intents.read_time(text) or find_time(text)


def extract_details(text: str, missing: frozenset[str], this_year: int) -> dict[str, str]:
    """Several details in one message ("Ravi Kumar, 15 May 1990, 2:30 PM, Pune"). Only a
    message with a date or a time counts: without one, a comma is part of a name or place."""
    words = text.split()[:MAX_WORDS]
    found: dict[str, str] = {}
    for field, reading in (("dateOfBirth", _dates(this_year)), ("timeOfBirth", _TIMES)):
        span = _find(words, reading)
        if span is not None:
            found[field] = span.value
            words[span.start : span.end] = [""] * (span.end - span.start)
    if not found:
        return {}
    named, placed, untyped = _classify(_runs(words))
    if "name" in missing and named is None and untyped:
        named = clean_name(untyped.pop(0))
    if placed is None and untyped:
        placed = clean_place(", ".join(untyped))
        if placed is not None and _SAYS.intersection(placed.lower().split()):
            placed = None  # "3:15 pm, that's what the certificate says": a remark, no place
    found.update({k: v for k, v in (("name", named), ("placeOfBirth", placed)) if v})
    return found


def _runs(words: list[str]) -> list[str]:
    """The texts between the words a date or time took (those were blanked)."""
    text = " ".join(w if w else "\n" for w in words)
    return [run for run in text.split("\n") if run.strip()]


def _trim_filler(piece: str) -> str:
    """Drop the joining words a removed date or time leaves behind ("Ravi Kumar born")."""
    words = _strip(piece).split()
    while len(words) > 1 and words[-1].lower().strip(_PUNCTUATION) in _FILLER:
        words.pop()
    return _strip(" ".join(words))


def _classify(runs: list[str]) -> tuple[str | None, str | None, list[str]]:
    """A name and a place given with their cue words, and the pieces without cues."""
    named: str | None = None
    placed: str | None = None
    untyped: list[str] = []
    for run in runs:
        after_place = False
        for piece in (_trim_filler(p) for p in _PIECES.split(run)):
            words = piece.lower().split()
            if not piece or all(w in _FILLER for w in words):
                continue
            if intents.mentions_kundli(piece):  # "make my kundli for Ravi Kumar"
                wanted = re.search(r"\bfor\s+(.+)$", piece, re.IGNORECASE)
                named = clean_name(wanted.group(1)) if wanted else named
            elif _PLACE_CUE.match(piece) and words[0] not in {"it's", "it"}:
                placed, after_place = clean_place(piece), True
            elif _NAME_CUE.match(piece):
                named, after_place = clean_name(piece), False
            elif after_place and placed is not None:  # "in Pune, Maharashtra"
                placed = f"{placed}, {piece}"
            else:
                untyped.append(piece)
    return named, placed, untyped
