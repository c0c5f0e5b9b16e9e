"""Turns what a screen shows into what a voice should say, in Indian English."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from urllib.parse import urlsplit

from assistant_core.speech import spoken_forms as forms
from assistant_core.speech import spoken_hi
from assistant_core.speech.numwords import (
    MAX_CARDINAL,
    cardinal,
    decimal,
    digits,
    ordinal,
    plural,
    year,
)

DEFAULT_MAX_CHARS = 1000
_WORK_FACTOR = 4  # raw input kept before conversion: words are longer than digits and symbols

_Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str] | str]

_ABBREVIATIONS = {
    "Pt.": "Pandit",
    "Smt.": "Shrimati",
    "Dr.": "Doctor",
    "e.g.": "for example",
    "i.e.": "that is",
    "etc.": "et cetera",
    "approx.": "approximately",
    "Qty": "quantity",
    "COD": "cash on delivery",
}
_UNITS = {
    "km": "kilometre",
    "kms": "kilometre",
    "kg": "kilogram",
    "kgs": "kilogram",
    "g": "gram",
    "gm": "gram",
    "gms": "gram",
    "mg": "milligram",
    "ml": "millilitre",
    "cm": "centimetre",
    "mm": "millimetre",
    "hr": "hour",
    "hrs": "hour",
    "min": "minute",
    "mins": "minute",
}
_DROPPED = {"\ufe0e", "\ufe0f", "\u200d", "\u20e3"}  # emoji variation selectors, joiner, keycap


def _say_url(match: re.Match[str]) -> str:
    """A link is said as its site ("punya dot app"), never letter by letter."""
    raw = match[0]
    host = urlsplit(raw if "://" in raw else "http://" + raw).hostname or ""
    host = host.removeprefix("www.")
    return " dot ".join(host.split(".")) if host else "a link"


def _say_email(match: re.Match[str]) -> str:
    return f"{match['user']} at {' dot '.join(match['host'].split('.'))}"


def _say_phone(match: re.Match[str]) -> str:
    raw = match[0]
    if not raw.startswith("+") and sum(c.isdigit() for c in raw) < 10:
        return raw  # an ordinary run of numbers
    groups = [digits(group) for group in re.split(r"[\s-]+", raw.lstrip("+")) if group]
    return ("plus " if raw.startswith("+") else "") + ", ".join(groups)


def _say_id(match: re.Match[str]) -> str:
    """Booking ids like PB1763775000123X7K2QM4PA9: nobody wants all 25 characters aloud."""
    tail = " ".join(digits(c) if c.isdigit() else c for c in match["rest"][-4:])
    return f"{' '.join(match['prefix'])}, ending in {tail}"


def _say_unit(match: re.Match[str]) -> str:
    unit = _UNITS[match["unit"].lower()]
    number = match["n"]
    return f"{decimal(number)} {unit if number == '1' else unit + 's'}"


def _say_number(match: re.Match[str]) -> str:
    raw = match[0]
    plain = raw.replace(",", "")
    if "." in plain:
        return decimal(plain)
    if "," not in raw and ((len(plain) > 1 and plain.startswith("0")) or len(plain) >= 6):
        return digits(plain)  # codes, PINs and OTPs are read digit by digit
    value = int(plain)
    return cardinal(value) if value < MAX_CARDINAL else digits(plain)


def _say_year(match: re.Match[str]) -> str:
    said = year(int(match["y"]))
    if match["s"]:
        head, _, last = said.rpartition(" ")
        said = f"{head} {plural(last)}".strip()
    return match["lead"] + said


_MARKUP: list[_Rule] = [
    (re.compile(r"\[([^\]\n]{1,200})\]\([^)\s]{1,2000}\)"), r"\1"),  # [text](url)
    (re.compile(r"(?m)^[ \t]*(?:#{1,6}|>|[-*+•·▪◦‣●]|\d{1,2}[.)])[ \t]+"), ""),  # list, heading
    (re.compile(r"\*\*|__|~~|`+|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)"), ""),  # emphasis and code
    (re.compile(r"\s*(?:[•·▪|]|->|→|⇒)\s*"), ", "),
    (re.compile(r"(?i)\b(?:https?://|www\.)[^\s<>()\"']{1,2000}"), _say_url),
    (re.compile(r"(?P<user>[\w.+-]{1,64})@(?P<host>[\w-]{1,63}(?:\.[\w-]{1,63})+)"), _say_email),
]
_FORMS: list[_Rule] = [
    (forms.MONEY, forms.say_money),
    (forms.ISO_DATE, forms.say_iso_date),
    (forms.DAY_MONTH, forms.say_named_date),
    (forms.MONTH_DAY, forms.say_named_date),
    (forms.MONTH_YEAR, forms.say_named_date),
    (forms.NUMERIC_DATE, forms.say_numeric_date),
    (forms.TIME_RANGE, forms.say_time),
    (re.compile(r"\b(?P<prefix>[A-Z]{2,4})_?(?P<rest>\d{6,}[A-Z0-9]*)\b"), _say_id),
    (re.compile(r"(?<![\w.,])\+?\d{2,5}(?:[\s-]\d{2,5}){1,4}(?![\w,]|\.\d)"), _say_phone),
    (re.compile(r"(?<=\d)\s?[-–]\s?(?=\d)"), " to "),  # 2-3 days, 7-10 business days
    (
        re.compile(
            r"\b(?P<n>\d+(?:\.\d+)?)\s?(?P<unit>(?i:kms?|kgs?|gms?|g|mg|ml|cm|mm|hrs?|mins?))\b"
        ),
        _say_unit,
    ),
    (re.compile(r"(?P<n>\d+(?:,\d+)*(?:\.\d+)?)\s?%"), lambda m: decimal(m["n"]) + " percent"),
    (re.compile(r"\s?°\s?C\b"), " degrees Celsius"),
    (re.compile(r"\s?°"), " degrees"),
    (re.compile(r"\b(\d+)(?:st|nd|rd|th)\b"), lambda m: ordinal(int(m[1]))),
    (
        re.compile(
            r"(?P<lead>\b(?:in|since|year|of|till|until|from|by|before|after|born|around)\s+)"
            r"(?P<y>1[1-9]\d\d|20\d\d)(?P<s>s)?\b",
            re.IGNORECASE,
        ),
        _say_year,
    ),
    (re.compile(r"\b(?P<y>1[1-9]\d0|20\d0)(?P<s>s)\b(?P<lead>)"), _say_year),
    (re.compile(r"(?:#|\bNo\.)\s?(?=\d)"), "number "),
    (re.compile(r"\d+(?:,\d+)*(?:\.\d+)?"), _say_number),
]
_TIDY: list[_Rule] = [
    (re.compile(r"\s*&\s*"), " and "),
    (re.compile(r"\s*\+\s*(?=\w)"), " plus "),
    (re.compile(r"\s*=\s*"), " equals "),
    (re.compile(r"[_<>{}\\^~*#]+"), " "),
    (re.compile(r"[ \t]+"), " "),
    (re.compile(r"([,;:])(?:\s*[,;:])+"), r"\1"),  # ", ," left where symbols went
    (re.compile(r"(?<!\.)\.\.(?!\.)"), "."),  # "p.m." ending a sentence
    (re.compile(r" (?=[,.;:!?])"), ""),
    (re.compile(r"(?m)^[ ,;:]+|[ ,;:]+$"), ""),
]


def _plain(text: str) -> str:
    """Drops emoji and other pictures; keeps letters, digits, punctuation and currency."""
    kept = []
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if char in _DROPPED:
            continue
        if char in "°\n" or (category not in ("So", "Sk") and category[0] != "C"):
            kept.append(char)
        else:
            kept.append(" ")  # a picture between two words still separates them
    return "".join(kept)


def _apply(rules: list[_Rule], text: str) -> str:
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    return text


def _abbreviations(text: str, abbreviations: dict[str, str]) -> str:
    for short, long in abbreviations.items():
        text = re.sub(rf"(?<!\w){re.escape(short)}(?!\w)", long, text)
    return text


def _sentences(text: str) -> str:
    """Each line (a list item, a heading) becomes its own sentence so the voice pauses."""
    lines = [line.strip() for line in text.splitlines()]
    said = [line if line[-1] in ".!?:;,।" else line + "." for line in lines if line]
    return " ".join(said)


def _cap(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    cut = text[:max_chars]
    end = max(cut.rfind(". "), cut.rfind("! "), cut.rfind("? "), cut.rfind("। "))
    if end >= max_chars // 2:
        return cut[: end + 1]
    space = cut.rfind(" ")
    return (cut[:space] if space > 0 else cut).rstrip(" ,;:") + "."


def speakable(text: str, max_chars: int = DEFAULT_MAX_CHARS, language: str = "en") -> str:
    """What a voice should say for `text`: amounts, dates, times and numbers as words, markup,
    emoji and links tidied; at most `max_chars` characters, cut at a sentence where possible.
    In Hindi ("hi") the Hindi voice says numerals itself; see spoken_hi."""
    text = _plain(text[: max_chars * _WORK_FACTOR])
    text = _apply(_MARKUP, text)
    if language == "hi":
        text = _abbreviations(text, spoken_hi.ABBREVIATIONS)
        text = _apply(spoken_hi.FORMS, text)
        text = _apply(spoken_hi.TIDY, text)
    else:
        text = _abbreviations(text, _ABBREVIATIONS)
        text = _apply(_FORMS, text)
    text = _apply(_TIDY, text)
    return _cap(_sentences(text), max_chars)


_DEVANAGARI_WORD = re.compile(r"[\u0900-\u097f]+")
_LATIN_WORD = re.compile(r"[A-Za-z]+")


def is_hindi(text: str) -> bool:
    """Whether a reply is written in Hindi: more words in Devanagari than in Latin letters
    (a Hindi sentence may name a puja or a product in English). Not texts.written_in_devanagari,
    which counts letters to read a devotee's message: by letters, "आपकी Satyanarayan Katha बुक
    हो गई है" is English, and the English voice cannot read its Devanagari."""
    return len(_DEVANAGARI_WORD.findall(text)) > len(_LATIN_WORD.findall(text))
