"""When a festival or vrat falls next: found by its name as devotees write it ("agli ekadashi",
"करवा चौथ कब है", "when is diwali") and by walking the days ahead with the festival rules."""

from __future__ import annotations

import re
from datetime import date, timedelta
from functools import lru_cache

from kundli_service.names import Name
from kundli_service.panchang.day import NoSunrise, day_at
from kundli_service.panchang.festivals import MAKAR_SANKRANTI, RULES, festivals_on
from kundli_service.places import Place

# A yearly festival comes round within a year; one more month covers an adhika month.
HORIZON_DAYS = 400
# How devotees also write them, beside the names the rules give (matched without spaces).
ALIASES: dict[str, tuple[str, ...]] = {
    "ekadashi": ("ekadasi", "ekadshi", "gyaras", "ग्यारस"),
    "purnima": ("poornima", "purnmasi", "poonam", "पूनम", "पूर्णमासी"),
    "amavasya": ("amavas", "amawasya", "अमावस"),
    "sankashti": ("sankashti", "sakat chauth", "संकट चौथ"),
    "pradosh": ("pradosh", "pradosham", "प्रदोष"),
    "chaitra_navaratri": ("chaitra navratri", "gudi padwa", "ugadi", "चैत्र नवरात्र"),
    "sharad_navaratri": ("sharad navratri", "शारदीय नवरात्रि"),
    "navaratri": ("navratri", "navaratri", "नवरात्रि", "नवरात्र"),
    "maha_shivaratri": ("shivratri", "mahashivratri", "shivaratri", "शिवरात्रि"),
    "janmashtami": ("janmashtami", "janmastami", "जन्माष्टमी"),
    "raksha_bandhan": ("rakhi", "rakshabandhan", "राखी"),
    "ganesh_chaturthi": ("ganesh chaturthi", "vinayaka chaturthi", "गणेश चतुर्थी"),
    "karwa_chauth": ("karva chauth", "karwachauth", "करवाचौथ"),
    "diwali": ("deepawali", "dipawali", "deepavali", "diwali", "दीवाली", "दीपावली", "दिवाली"),
    "dussehra": ("dussehra", "dasara", "dashahra", "vijayadashami", "दशहरा", "विजयादशमी"),
    "makar_sankranti": ("sankranti", "makar sankranti", "pongal", "मकर संक्रांति"),
    "vasant_panchami": ("basant panchami", "vasant panchami", "बसंत पंचमी"),
    "holi": ("holi", "होली"),
    "chhath": ("chhath", "chath", "छठ"),
}
_SQUASH = re.compile(r"[\s\-']+")
_WORD = re.compile(r"[\w\u0900-\u097f]+")
LONGEST_NAME_WORDS = 3  # "sharad purnima", "makar sankranti", "नरक चतुर्दशी"


def _squashed(text: str) -> str:
    return _SQUASH.sub("", text.casefold())


def _names() -> dict[str, str]:
    """Each way of writing a festival, spaces dropped, to its key."""
    names = [(rule.name.en, rule.key) for rule in RULES] + [
        (rule.name.hi, rule.key) for rule in RULES
    ]
    names += [(MAKAR_SANKRANTI.en, "makar_sankranti"), (MAKAR_SANKRANTI.hi, "makar_sankranti")]
    names += [(alias, key) for key, aliases in ALIASES.items() for alias in aliases]
    return {_squashed(name): key for name, key in names}


_NAMES = _names()


def festival_named(text: str) -> str | None:
    """The key of the festival or vrat the text names in whole words, the longest name first
    ("nirjala ekadashi" before "ekadashi"; "holiday" names no Holi); None if none."""
    words = _WORD.findall(text.casefold())
    for size in range(LONGEST_NAME_WORDS, 0, -1):
        for start in range(len(words) - size + 1):
            key = _NAMES.get("".join(words[start : start + size]))
            if key is not None:
                return key
    return None


# Names for more than one festival: Navaratri comes in Chaitra and in Ashvin.
EITHER = {"navaratri": (Name("Navaratri", "नवरात्रि"), ("chaitra_navaratri", "sharad_navaratri"))}


def festival_name(key: str) -> Name:
    if key in EITHER:
        return EITHER[key][0]
    if key == "makar_sankranti":
        return MAKAR_SANKRANTI
    return next(rule.name for rule in RULES if rule.key == key)


def _kept(key: str, found: list[str]) -> bool:
    # A festival that names a monthly vrat on its day ("Nirjala Ekadashi") is that vrat too.
    keys = set(EITHER[key][1]) if key in EITHER else {key}
    keys |= {rule.key for rule in RULES if rule.replaces == key}
    return bool(keys.intersection(found))


@lru_cache(maxsize=1024)
def next_day(key: str, place: Place, start: date) -> date | None:
    """The first day from `start` on which the festival `key` is kept at `place`; None when
    not within HORIZON_DAYS (or where the Sun does not rise on the days between). A year's
    walk takes about 0.2 s, so each answer is kept for the day it was asked on."""
    for offset in range(HORIZON_DAYS):
        day = start + timedelta(days=offset)
        try:
            found = [f.key for f in festivals_on(day_at(place, day))]
        except NoSunrise:
            continue
        if _kept(key, found):
            return day
    return None
