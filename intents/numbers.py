"""Numbers said in words written as digits: "fifteenth" -> 15th, "nineteen ninety" -> 1990."""

from __future__ import annotations

import re
from dataclasses import dataclass

from intents.lexicon import spaced

_UNITS = spaced("one two three four five six seven eight nine")
_TEENS = spaced("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
_TENS = spaced("twenty thirty forty fifty sixty seventy eighty ninety")
CARDINALS: dict[str, int] = {
    **{word: value for value, word in enumerate(_UNITS, start=1)},
    **{word: value for value, word in enumerate(_TEENS, start=10)},
    **{word: value * 10 for value, word in enumerate(_TENS, start=2)},
    "zero": 0,
}
_ORDINAL_UNITS = spaced("first second third fourth fifth sixth seventh eighth ninth")
_ORDINAL_TEENS = spaced(
    "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
    "nineteenth"
)
ORDINALS: dict[str, int] = {
    **{word: value for value, word in enumerate(_ORDINAL_UNITS, start=1)},
    **{word: value for value, word in enumerate(_ORDINAL_TEENS, start=10)},
    "twentieth": 20,
    "thirtieth": 30,
}
# Years are said in pairs ("nineteen ninety"): a pair is a year only if it starts like one.
_CENTURIES = {18, 19, 20}
_WORD = "|".join(
    sorted([*CARDINALS, *ORDINALS, "oh", "hundred", "thousand"], key=len, reverse=True)
)
_RUN = re.compile(rf"\b(?:{_WORD})\b(?:(?:\s+|-)(?:and\s+)?(?:{_WORD})\b)*")


@dataclass
class _Chunk:
    value: int
    ordinal: bool = False
    open_tens: bool = False  # "twenty" can still take a unit ("twenty one")
    open_below: int = 0  # after "hundred" or "thousand": the amount still to add may be below this
    padded: bool = False  # "seven oh five": minutes written with two digits


def _chunks(words: list[str]) -> list[_Chunk]:
    chunks: list[_Chunk] = []
    for index, word in enumerate(words):
        last = chunks[-1] if chunks else None
        if word in {"hundred", "thousand"} and last is not None and not last.ordinal:
            scale = 100 if word == "hundred" else 1000
            last.value, last.open_tens, last.open_below = last.value * scale, False, scale
            continue
        if word == "oh":  # "nineteen oh five": a zero tens digit
            if index + 1 < len(words) and words[index + 1] in _UNITS:
                chunks.append(_Chunk(0, open_tens=True, padded=True))
            continue
        value = CARDINALS.get(word, ORDINALS.get(word, 0))
        ordinal = word in ORDINALS
        if last is not None and not last.ordinal and value < 10 and last.open_tens:
            last.value, last.ordinal, last.open_tens = last.value + value, ordinal, False
        elif last is not None and not last.ordinal and last.open_below and value < 100:
            last.value, last.ordinal, last.open_below = last.value + value, ordinal, 0
            last.open_tens = value >= 20 and value % 10 == 0
        else:
            chunks.append(_Chunk(value, ordinal, open_tens=value >= 20 and value % 10 == 0))
    return chunks


def _said(run: str, years: bool) -> str:
    """One run of number words as digits; a year said in two halves becomes one number."""
    words = [w for w in re.split(r"[\s-]+", run) if w and w != "and"]
    chunks = _chunks(words)
    out: list[str] = []
    index = 0
    while index < len(chunks):
        chunk = chunks[index]
        after = chunks[index + 1] if index + 1 < len(chunks) else None
        # "twenty one nineteen ninety": a day, then a year; pair the later two.
        if (
            years
            and after is not None
            and not chunk.ordinal
            and not after.ordinal
            and chunk.value in _CENTURIES
            and after.value < 100
        ):
            out.append(str(chunk.value * 100 + after.value))
            index += 2
            continue
        written = f"{chunk.value:02d}" if chunk.padded else str(chunk.value)
        out.append(f"{written}th" if chunk.ordinal else written)
        index += 1
    return " ".join(out)


def digits_for_words(text: str, *, years: bool) -> str:
    """The text (lower case) with every run of English number words written in digits; with
    years, "nineteen ninety" is 1990, without it "eighteen thirty" stays 18 30 (a time)."""
    return _RUN.sub(lambda found: _said(found.group(0), years), text)
