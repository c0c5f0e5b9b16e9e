"""The numerology specialist: computes life path, birth number and name numbers from what the
question gives, shows the working, explains each number, and says what to send otherwise; in
English or Hindi, with the numbers and letters the same in both."""

from __future__ import annotations

import re
from datetime import date

from assistant_core.builtin.answer import BuiltinAnswer, clip
from assistant_core.builtin.details import find_date, find_name
from assistant_core.builtin.kb_numerology import (
    CHALDEAN_TEXT,
    EXAMPLE,
    LATIN_LETTERS,
    LIFE_PATH,
    MASTER,
    MEANING,
    MEANINGS,
    MULANK,
    NAMES_IN_LATIN,
    NUMBER,
    PYTHAGOREAN_TEXT,
    SEND_BOTH,
    SEND_DATE,
    SEND_NAME,
)
from assistant_core.builtin.numbers import (
    CHALDEAN,
    MASTER_NUMBERS,
    PYTHAGOREAN,
    birth_number,
    life_path,
    name_number,
)
from assistant_core.builtin.textnorm import STOPWORDS, word_set
from assistant_core.texts import Language
from assistant_core.texts.astro import named
from assistant_core.texts.shown import month_name

_NUMBER_QUESTION = re.compile(
    r"\b(?:number|no\.?|life\s*path|mulank|bhagyank|ank)\s*(?:is\s*)?(\d{1,2})\b|"
    r"\b(\d{1,2})\s*(?:number|ank)\b",
    re.IGNORECASE,
)
_TERMS = word_set(
    """numerology number numbers life path name lucky destiny mulank bhagyank ank birth
    date dob pythagorean chaldean calculate compute my what is"""
)
_WORD = re.compile(r"[A-Za-z][A-Za-z'.-]*")
_DEVANAGARI = re.compile(r"[\u0900-\u097f]")


def meaning(n: int, language: Language = "en") -> str:
    planet, text = MEANINGS[n]
    master = MASTER.of(language) if n in MASTER_NUMBERS else ""
    planet = named(planet, language)
    return MEANING.of(language, n=n, master=master, planet=planet, text=text.of(language))


def _day(day: date, language: Language) -> str:
    month = month_name(day.month, language) if language == "hi" else f"{day:%B}"
    return f"{day.day} {month} {day.year}"


def _lone_name(question: str) -> str | None:
    # A reply that is only a name ("Asha Verma"), as people send after being asked for one.
    words = question.split()
    if not 1 <= len(words) <= 4 or not all(_WORD.fullmatch(w.strip(",")) for w in words):
        return None
    lowered = [w.strip(",.").lower() for w in words]
    if any(w in STOPWORDS or w in _TERMS for w in lowered):
        return None
    return " ".join(w.strip(",.") for w in words)


def _date_part(day: date, language: Language) -> list[str]:
    lp, mulank = life_path(day, language), birth_number(day, language)
    return [
        LIFE_PATH.of(
            language,
            day=_day(day, language),
            value=lp.value,
            working=lp.working,
            meaning=meaning(lp.value, language),
        ),
        MULANK.of(
            language,
            value=mulank.value,
            working=mulank.working,
            meaning=meaning(mulank.value, language),
        ),
    ]


def _name_part(name: str, language: Language) -> list[str]:
    pyth = name_number(name, PYTHAGOREAN, keep_master=True, language=language)
    chal = name_number(name, CHALDEAN, keep_master=False, language=language)
    if pyth is None or chal is None:
        return [LATIN_LETTERS.of(language, example=EXAMPLE.of(language))]
    return [
        PYTHAGOREAN_TEXT.of(
            language,
            name=name,
            value=pyth.value,
            working=pyth.working,
            meaning=meaning(pyth.value, language),
        ),
        CHALDEAN_TEXT.of(
            language, value=chal.value, working=chal.working, meaning=meaning(chal.value, language)
        ),
    ]


def _asked_number(question: str) -> int | None:
    for found in _NUMBER_QUESTION.finditer(question):
        n = int(found.group(1) or found.group(2))
        if n in MEANINGS:
            return n
    return None


def _what_to_send(have_date: bool, have_name: bool, language: Language) -> str:
    if have_date and have_name:
        return ""
    text = SEND_NAME if have_date else SEND_DATE if have_name else SEND_BOTH
    return text.of(language, example=EXAMPLE.of(language))


class NumerologySpecialist:
    def answer(self, question: str, language: Language = "en") -> BuiltinAnswer:
        day_text, rest = find_date(question)
        name = find_name(rest) or _lone_name(rest.strip())
        parts: list[str] = []
        if day_text is not None:
            parts += _date_part(date.fromisoformat(day_text), language)
        if name is not None:
            parts += _name_part(name, language)
        if not parts and (n := _asked_number(question)) is not None:
            ask = _what_to_send(False, False, language)
            text = NUMBER.of(language, meaning=meaning(n, language), ask=ask)
            return BuiltinAnswer(clip(text), (f"numerology/{n}",), meaning(n, language))
        ask = _what_to_send(day_text is not None, name is not None, language)
        if name is None and _DEVANAGARI.search(question):
            ask = NAMES_IN_LATIN.of(language, ask=ask)
        if not parts:
            return BuiltinAnswer(ask)
        computed = "\n\n".join(parts)
        text = computed + (f"\n\n{ask}" if ask else "")
        return BuiltinAnswer(clip(text), ("numerology",), clip(computed))


__all__ = ["MASTER_NUMBERS", "MEANINGS", "NumerologySpecialist", "meaning"]
