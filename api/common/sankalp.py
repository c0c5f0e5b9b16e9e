"""The sankalp a priest says for a family: their gotra, the nakshatra or the rashi (neither when
they do not know it) and the names the puja is for. One definition of its limits, its wire
shapes (in a booking's body and its reads, the choices forms offer) and how it reads in either
language; the nakshatras and rashis are the Kundli engine's own tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field, ValidationInfo, WithJsonSchema
from pydantic import field_validator as checks
from pydantic_core import PydanticCustomError

from api.common.wire import Printable, WireIn, WireOut, bounded, is_blank, or_blank
from assistant_core.texts import Language
from kundli_service import names
from kundli_service.zodiac import SIGNS_SANSKRIT

MAX_GOTRA_CHARS = 60
MAX_NAMES = 8
MAX_NAME_CHARS = 80

# By their English names: the identifiers the Kundli engine writes and the wire carries.
NAKSHATRAS: dict[str, names.Name] = {n.en: n for n in names.NAKSHATRAS}
RASHIS: dict[str, names.Name] = {
    # A rashi as an Indian reader of English knows it: "Vrishabha (Taurus)".
    sign.en: names.Name(f"{sanskrit} ({sign.en})", sign.hi)
    for sign, sanskrit in zip(names.SIGNS, SIGNS_SANSKRIT, strict=True)
}


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


def _known(table: dict[str, names.Name], what: str) -> Callable[[str | None], str | None]:
    """A check that a value is one of `table`'s names (by its English identifier)."""

    def known(value: str | None) -> str | None:
        if value is not None and value not in table:
            raise PydanticCustomError(
                f"punya.unknown_{what}",
                f"Unknown {what}: choose one from the list, or leave it empty if you do not "
                "know it",
            )
        return value

    return known


def _published(table: dict[str, names.Name]) -> WithJsonSchema:
    return WithJsonSchema(or_blank({"type": "string", "enum": list(table)}), mode="validation")


def _given(value: str | None) -> str | None:
    return value or None


def _distinct(values: list[str]) -> list[str]:
    # Each person once, whatever the case it was typed in; an empty entry is no one.
    seen: dict[str, str] = {}
    for value in values:
        if value and value.casefold() not in seen:
            seen[value.casefold()] = value
    return list(seen.values())


# One of the names, by its identifier; null or blank: not given.
Nakshatra = Annotated[
    str | None,
    BeforeValidator(_blank_is_none),
    AfterValidator(_known(NAKSHATRAS, "nakshatra")),
    _published(NAKSHATRAS),
]
Rashi = Annotated[
    str | None,
    BeforeValidator(_blank_is_none),
    AfterValidator(_known(RASHIS, "rashi")),
    _published(RASHIS),
]
Gotra = Annotated[
    Annotated[str, bounded(MAX_GOTRA_CHARS, required=False), Printable] | None,
    AfterValidator(_given),
]
SankalpName = Annotated[str, bounded(MAX_NAME_CHARS, required=False), Printable]
SankalpNames = Annotated[list[SankalpName], Field(max_length=MAX_NAMES), AfterValidator(_distinct)]


class SankalpIn(WireIn):
    """What a booking's sankalp says; every part may be left out. The nakshatra or the rashi,
    not both: a family says the one they know (neither: they do not know it)."""

    gotra: Gotra = None
    nakshatra: Nakshatra = None
    rashi: Rashi = None
    names: SankalpNames = Field(default_factory=list)

    @checks("rashi")
    @classmethod
    def _not_both(cls, rashi: str | None, info: ValidationInfo) -> str | None:
        if rashi is not None and info.data.get("nakshatra") is not None:
            raise PydanticCustomError(
                "punya.nakshatra_or_rashi",
                "Give the nakshatra or the rashi, not both",
            )
        return rashi

    def stored(self) -> dict[str, Any] | None:
        """As the booking keeps it; None when nothing was given."""
        if not (self.gotra or self.nakshatra or self.rashi or self.names):
            return None
        return self.model_dump()


class SankalpRead(WireOut):
    gotra: str | None
    nakshatra: str | None = Field(
        description="one of the nakshatras (its English name); null: not given"
    )
    rashi: str | None = Field(
        description="one of the rashis (the English name of the sign); null: not given"
    )
    names: list[str]


def sankalp_read(stored: dict[str, Any] | None) -> SankalpRead | None:
    return SankalpRead.model_validate(stored) if stored else None


class StarName(WireOut):
    """A nakshatra or rashi a form offers: the value sent, and how each language shows it."""

    value: str
    name: str
    name_hi: str


class SankalpChoices(WireOut):
    """What a booking form offers for the sankalp, and its limits."""

    nakshatras: list[StarName]
    rashis: list[StarName]
    max_gotra_chars: int
    max_names: int
    max_name_chars: int


def sankalp_choices() -> SankalpChoices:
    def listed(table: dict[str, names.Name]) -> list[StarName]:
        return [StarName(value=k, name=n.en, name_hi=n.hi) for k, n in table.items()]

    return SankalpChoices(
        nakshatras=listed(NAKSHATRAS),
        rashis=listed(RASHIS),
        max_gotra_chars=MAX_GOTRA_CHARS,
        max_names=MAX_NAMES,
        max_name_chars=MAX_NAME_CHARS,
    )


# The words a sankalp is written with on a receipt or a priest's card.
_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "gotra": "Gotra",
        "nakshatra": "Nakshatra",
        "rashi": "Rashi",
        "star": "Nakshatra / rashi",
        "unknown": "Not known",
        "names": "For",
    },
    "hi": {
        "gotra": "गोत्र",
        "nakshatra": "नक्षत्र",
        "rashi": "राशि",
        "star": "नक्षत्र / राशि",
        "unknown": "पता नहीं",
        "names": "किनके लिए",
    },
}


def sankalp_rows(stored: dict[str, Any] | None, language: Language) -> list[tuple[str, str]]:
    """The sankalp as labelled rows in `language` (Hinglish reads the English); none when
    the booking has none."""
    if not stored:
        return []
    lang: names.Lang = "hi" if language == "hi" else "en"
    words = _WORDS[lang]
    rows: list[tuple[str, str]] = []
    if stored.get("gotra"):
        rows.append((words["gotra"], str(stored["gotra"])))
    nakshatra, rashi = stored.get("nakshatra"), stored.get("rashi")
    if nakshatra in NAKSHATRAS:
        rows.append((words["nakshatra"], NAKSHATRAS[nakshatra].in_(lang)))
    elif rashi in RASHIS:
        rows.append((words["rashi"], RASHIS[rashi].in_(lang)))
    else:
        rows.append((words["star"], words["unknown"]))
    if stored.get("names"):
        rows.append((words["names"], ", ".join(str(n) for n in stored["names"])))
    return rows
