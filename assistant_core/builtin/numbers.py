"""Numerology arithmetic with the working shown: life path (bhagyank) and birth number
(mulank) from a date of birth, name numbers by the Pythagorean and Chaldean tables. The
working's few words are in the answer's language; numbers and letters are the same in both."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from itertools import pairwise

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.texts import Language

MASTER_NUMBERS = (11, 22, 33)

PYTHAGOREAN = {chr(ord("A") + i): i % 9 + 1 for i in range(26)}  # A1..I9, J1..R9, S1..Z8
CHALDEAN = {
    **dict.fromkeys("AIJQY", 1),
    **dict.fromkeys("BKR", 2),
    **dict.fromkeys("CGLS", 3),
    **dict.fromkeys("DMT", 4),
    **dict.fromkeys("EHNX", 5),
    **dict.fromkeys("UVW", 6),
    **dict.fromkeys("OZ", 7),
    **dict.fromkeys("FP", 8),
}  # no letter is 9 in the Chaldean table
MAX_NAME_LETTERS = 60
MONTH = Bilingual("month", "माह")
DAY = Bilingual("day", "दिन")
YEAR = Bilingual("year", "वर्ष")
TOTAL = Bilingual("total", "कुल")


def digit_sum(n: int) -> int:
    return sum(int(d) for d in str(n))


def reduce_steps(n: int, *, keep_master: bool) -> list[int]:
    """[n, ..., single digit (or master number)]: each step is the sum of the digits."""
    steps = [n]
    while steps[-1] > 9 and not (keep_master and steps[-1] in MASTER_NUMBERS):
        steps.append(digit_sum(steps[-1]))
    return steps


def chain(n: int, *, keep_master: bool) -> str:
    """ "19 -> 1+9 = 10 -> 1+0 = 1" (the arrow steps after a first total)."""
    steps = reduce_steps(n, keep_master=keep_master)
    text = str(steps[0])
    for before, after in pairwise(steps):
        text += f" → {'+'.join(str(before))} = {after}"
    return text


@dataclass(frozen=True)
class Worked:
    value: int
    working: str


def life_path(day: date, language: Language = "en") -> Worked:
    """Month, day and year each reduced (master numbers kept), then their sum reduced."""
    parts = [reduce_steps(n, keep_master=True)[-1] for n in (day.month, day.day, day.year)]
    total = sum(parts)
    month, dd, year = (w.of(language) for w in (MONTH, DAY, YEAR))
    working = (
        f"{month} {chain(day.month, keep_master=True)}; {dd} {chain(day.day, keep_master=True)}; "
        f"{year} {chain(day.year, keep_master=True)}; "
        f"{' + '.join(str(p) for p in parts)} = {chain(total, keep_master=True)}"
    )
    return Worked(reduce_steps(total, keep_master=True)[-1], working)


def birth_number(day: date, language: Language = "en") -> Worked:
    """Mulank: the day of the month reduced to one digit."""
    value = reduce_steps(day.day, keep_master=False)[-1]
    return Worked(value, f"{DAY.of(language)} {chain(day.day, keep_master=False)}")


def _letters(name: str) -> list[str]:
    words = ["".join(c for c in w.upper() if "A" <= c <= "Z") for w in name.split()]
    return [w for w in words if w]


def name_number(
    name: str, table: dict[str, int], *, keep_master: bool, language: Language = "en"
) -> Worked | None:
    """The letters' values summed word by word, then reduced. None without Latin letters."""
    words = _letters(name)
    if not words or sum(len(w) for w in words) > MAX_NAME_LETTERS:
        return None
    sums = [sum(table[c] for c in word) for word in words]
    parts = [
        f"{word}: {' '.join(f'{c}{table[c]}' for c in word)} = {total}"
        for word, total in zip(words, sums, strict=True)
    ]
    grand = sum(sums)
    if len(words) == 1:
        parts[0] = f"{words[0]}: {' '.join(f'{c}{table[c]}' for c in words[0])} = "
        parts[0] += chain(grand, keep_master=keep_master)
    else:
        parts.append(
            f"{TOTAL.of(language)} {' + '.join(map(str, sums))} = "
            + chain(grand, keep_master=keep_master)
        )
    return Worked(reduce_steps(grand, keep_master=keep_master)[-1], "; ".join(parts))
