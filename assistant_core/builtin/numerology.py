"""The numerology specialist: computes life path, birth number and name numbers from what the
question gives, shows the working, explains each number, and says what to send otherwise."""

from __future__ import annotations

import re
from datetime import date

from assistant_core.builtin.answer import BuiltinAnswer, clip
from assistant_core.builtin.details import find_date, find_name
from assistant_core.builtin.numbers import (
    CHALDEAN,
    MASTER_NUMBERS,
    PYTHAGOREAN,
    birth_number,
    life_path,
    name_number,
)
from assistant_core.builtin.textnorm import STOPWORDS, word_set

# number -> (ruling planet in Indian numerology, meaning)
MEANINGS: dict[int, tuple[str, str]] = {
    1: ("Sun", "the leader: independent, driven, original; learns to work with others"),
    2: ("Moon", "the peacemaker: gentle, intuitive, cooperative; learns self-confidence"),
    3: ("Jupiter", "the communicator: creative, expressive, optimistic; learns focus"),
    4: ("Rahu", "the builder: practical, disciplined, hard-working; learns flexibility"),
    5: ("Mercury", "the free spirit: curious, adaptable, loves travel; learns steadiness"),
    6: ("Venus", "the nurturer: loving, responsible, devoted to family and beauty"),
    7: ("Ketu", "the seeker: thoughtful, spiritual, analytical; needs time alone"),
    8: ("Saturn", "the achiever: ambitious, authoritative, good with money and power"),
    9: ("Mars", "the humanitarian: compassionate, generous, idealistic; completes cycles"),
    11: ("Moon", "the intuitive guide: inspired and sensitive; a higher 2"),
    22: ("Rahu", "the master builder: turns big visions into reality; a higher 4"),
    33: ("Jupiter", "the master teacher: selfless service and healing; a higher 6"),
}
EXAMPLE = '"My name is Asha Verma, born on 15 May 1990"'
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


def meaning(n: int) -> str:
    planet, text = MEANINGS[n]
    master = "a master number, " if n in MASTER_NUMBERS else ""
    return f"{n} ({master}ruled by {planet}) is {text}."


def _lone_name(question: str) -> str | None:
    # A reply that is only a name ("Asha Verma"), as people send after being asked for one.
    words = question.split()
    if not 1 <= len(words) <= 4 or not all(_WORD.fullmatch(w.strip(",")) for w in words):
        return None
    lowered = [w.strip(",.").lower() for w in words]
    if any(w in STOPWORDS or w in _TERMS for w in lowered):
        return None
    return " ".join(w.strip(",.") for w in words)


def _date_part(day: date) -> list[str]:
    lp, mulank = life_path(day), birth_number(day)
    return [
        f"Life path number (bhagyank) for {day.day} {day:%B %Y}: {lp.value}. "
        f"Working: {lp.working}. {meaning(lp.value)}",
        f"Birth number (mulank), from the day of the month: {mulank.value} "
        f"({mulank.working}). {meaning(mulank.value)}",
    ]


def _name_part(name: str) -> list[str]:
    pyth = name_number(name, PYTHAGOREAN, keep_master=True)
    chal = name_number(name, CHALDEAN, keep_master=False)
    if pyth is None or chal is None:
        return [
            "Name numbers are worked out from the letters A-Z: please write the name in "
            f"English letters (at most 60), for example {EXAMPLE}."
        ]
    return [
        f"Name number of {name} by the Pythagorean table (A=1 ... I=9, J=1 ... R=9, S=1 ... "
        f"Z=8; master numbers 11, 22 and 33 kept): {pyth.value}. Working: {pyth.working}. "
        f"{meaning(pyth.value)}",
        "By the Chaldean table (1: A I J Q Y; 2: B K R; 3: C G L S; 4: D M T; 5: E H N X; "
        f"6: U V W; 7: O Z; 8: F P; no letter is 9): {chal.value}. Working: {chal.working}. "
        f"{meaning(chal.value)}",
    ]


def _asked_number(question: str) -> int | None:
    for found in _NUMBER_QUESTION.finditer(question):
        n = int(found.group(1) or found.group(2))
        if n in MEANINGS:
            return n
    return None


def _what_to_send(have_date: bool, have_name: bool) -> str:
    if have_date and have_name:
        return ""
    if have_date:
        return f"Send your full name too for your name numbers, for example {EXAMPLE}."
    if have_name:
        return f"Send your date of birth too for your life path number, for example {EXAMPLE}."
    return (
        "Numerology reads your life path number (bhagyank) from your date of birth and your "
        "name number from the letters of your name. Send your full name and date of birth, "
        f"for example {EXAMPLE}, and I will work them out with the working shown."
    )


class NumerologySpecialist:
    def answer(self, question: str) -> BuiltinAnswer:
        day_text, rest = find_date(question)
        name = find_name(rest) or _lone_name(rest.strip())
        parts: list[str] = []
        if day_text is not None:
            parts += _date_part(date.fromisoformat(day_text))
        if name is not None:
            parts += _name_part(name)
        if not parts and (n := _asked_number(question)) is not None:
            text = f"Number {meaning(n)} {_what_to_send(False, False)}"
            return BuiltinAnswer(clip(text), (f"numerology/{n}",), meaning(n))
        ask = _what_to_send(day_text is not None, name is not None)
        if name is None and _DEVANAGARI.search(question):
            ask = f"Please write names in English letters (A-Z): the tables are for them. {ask}"
        if not parts:
            return BuiltinAnswer(ask)
        computed = "\n\n".join(parts)
        text = computed + (f"\n\n{ask}" if ask else "")
        return BuiltinAnswer(clip(text), ("numerology",), clip(computed))


__all__ = ["MASTER_NUMBERS", "MEANINGS", "NumerologySpecialist", "meaning"]
