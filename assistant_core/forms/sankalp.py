"""The family's sankalp read from one reply: "Kashyap gotra, Rohini, Ramesh and Sita Sharma",
"कश्यप गोत्र, रोहिणी नक्षत्र, नाम रमेश और सीता", "gotra Bharadwaj hai, Mesh rashi, Amit". The
gotra is the word beside "gotra"; the nakshatra or rashi is one beside its own word, or one
named on its own before any name (later, "Meena" or "Rohini" is a person); everything else is
the names. The bookings' own rules check it through the port. "skip", "pata nahi" never
reach here: the runner reads them as a skipped optional field."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

import intents
from assistant_core.forms.readers import asks_instead
from assistant_core.forms.spec import Context, Problem, Read, Value, Values
from assistant_core.tasks_port import Refused
from assistant_core.texts import Language, say
from intents.normalise import fold, skeleton
from kundli_service import names
from kundli_service.zodiac import SIGNS_SANSKRIT

# Between the parts of a reply: commas, "and" in three languages, a full stop or danda.
_PARTS = re.compile(r"[,;।\n]+|\s+(?:and|aur|or|evam|tatha|और|तथा|एवं|व)\s+|\s*&\s*|\.\s+", re.I)
_GOTRA = frozenset({"gotra", "gotr", "gothra", "gotram", "गोत्र"})
_NAKSHATRA = frozenset(
    {"nakshatra", "nakshatr", "nakshtra", "nakshatram", "nachhatra", "star", "नक्षत्र"}
)
_RASHI = frozenset({"rashi", "raashi", "rasi", "raasi", "sign", "राशि"})
# What introduces the names: "naam Ramesh", "names: ...", "for Ramesh", "नाम रमेश".
_NAMES = frozenset({"naam", "name", "names", "for", "नाम"})
# Words around the parts that are none of them (set aside first).
_FILLER = frozenset(
    fold(word)
    for word in {
        "mera", "meri", "hamara", "humara", "hamare", "mere", "my", "our", "the", "is", "are",
        "hai", "hain", "h", "ka", "ki", "ke", "of", "family", "parivar", "sankalp", "wala",
        "wale", "se", "ji", "sabka", "liye", "lie", "vaste", "waste", "मेरा", "मेरी", "हमारा",
        "हमारी", "हमारे", "है", "हैं", "का", "की", "के", "परिवार", "संकल्प", "जी", "लिए", "वास्ते",
    }
)  # fmt: skip
# "pata nahi", "don't know", "नहीं पता": said of a part, which is then not given.
_UNKNOWN = frozenset(
    fold(word)
    for word in {
        "pata", "nahi", "nahin", "nhi", "maloom", "malum", "unknown", "dont", "know", "not",
        "पता", "नहीं", "मालूम",
    }
)  # fmt: skip
FUZZY_CUTOFF = 85  # a star's name misspelt ("Rohni", "Mrigshira"), when its word says it is one


def _key(word: str) -> str:
    """A star's name as compared: folded, Hinglish spellings made one, spaces and a final
    short "a" dropped (Mesha, Mesh; Vrishabha, Vrishabh)."""
    key = skeleton(fold(word).replace(" ", ""))
    return key[:-1] if key.isascii() and len(key) > 3 and key.endswith("a") else key


@dataclass(frozen=True, slots=True)
class _Star:
    kind: str  # "nakshatra" or "rashi"
    name: names.Name  # the Kundli engine's, English first (the identifier)


def _stars() -> dict[str, _Star]:
    found: dict[str, _Star] = {}
    for nakshatra in names.NAKSHATRAS:
        for spelling in (nakshatra.en, nakshatra.hi):
            found[_key(spelling)] = _Star("nakshatra", nakshatra)
    for sign, sanskrit in zip(names.SIGNS, SIGNS_SANSKRIT, strict=True):
        for spelling in (sign.en, sign.hi, sanskrit):
            found[_key(spelling)] = _Star("rashi", sign)
    return found


_STARS = _stars()


def _star(words: list[str], kind: str | None) -> _Star | None:
    """The nakshatra or rashi these words name (one or two words); with `kind` said beside
    them, a slip in the spelling is forgiven."""
    if not words or len(words) > 2:
        return None
    key = _key(" ".join(words))
    star = _STARS.get(key)
    if star is None and kind is not None and key.isascii():
        match = process.extractOne(key, list(_STARS), scorer=fuzz.ratio, score_cutoff=FUZZY_CUTOFF)
        star = _STARS[match[0]] if match else None
    return star if star is not None and kind in (None, star.kind) else None


def _word(raw: str) -> str:
    return fold(raw).strip(":-.!?\"'")


@dataclass(slots=True)
class _Reading:
    gotra: str | None = None
    star: _Star | None = None
    names: list[str] = field(default_factory=list)
    naming: bool = False  # the names have begun: a star's name is now a person's

    def part(self, text: str) -> None:
        words = [w.strip(":-.!?\"'") for w in text.split()]
        words = [w for w in words if w and _word(w) not in _FILLER]
        words = self._take_gotra(words)
        words = self._take_star(words)
        if any(_word(w) in _NAMES for w in words):
            self.naming = True
        rest = [w for w in words if _word(w) not in _NAMES]
        if any(_word(w) not in _UNKNOWN for w in rest):
            name = " ".join(rest)
            if any(c.isalpha() for c in name) and not intents.is_gibberish(name):
                self.names.append(name)
            self.naming = True

    def _take_gotra(self, words: list[str]) -> list[str]:
        """ "Kashyap gotra", else "gotra Kashyap": the word beside it."""
        at = next((i for i, w in enumerate(words) if _word(w) in _GOTRA), None)
        if at is None:
            return words
        beside = at - 1 if at > 0 else at + 1
        if beside < len(words) and _word(words[beside]) not in _UNKNOWN | _NAMES:
            self.gotra = self.gotra or words[beside]
        return [w for i, w in enumerate(words) if i not in (at, beside)]

    def _take_star(self, words: list[str]) -> list[str]:
        """ "Rohini nakshatra", "rashi Mesh", "Purva Phalguni": the star, one or two words
        beside its word, or named alone before any name."""
        at = next((i for i, w in enumerate(words) if _word(w) in _NAKSHATRA | _RASHI), None)
        if at is None:
            star = None if self.naming or self.star else _star(words, None)
            if star is not None:
                self.star = star
                return []
            return words
        kind = "nakshatra" if _word(words[at]) in _NAKSHATRA else "rashi"
        for low, high in ((at - 2, at), (at - 1, at), (at + 1, at + 3), (at + 1, at + 2)):
            low, high = max(low, 0), min(high, len(words))
            star = _star(words[low:high], kind) if low < high else None
            if star is not None:
                self.star = self.star or star  # both said: the one said first is kept
                return [w for i, w in enumerate(words) if i != at and not low <= i < high]
        return [w for i, w in enumerate(words) if i != at]


def read_parts(text: str) -> dict[str, object]:
    """The sankalp's parts as the booking takes them (not yet checked)."""
    reading = _Reading()
    for part in _PARTS.split(" ".join(text.split())):
        if part.strip():
            reading.part(part.strip())
    star = reading.star
    return {
        "gotra": reading.gotra,
        "nakshatra": star.name.en if star and star.kind == "nakshatra" else None,
        "rashi": star.name.en if star and star.kind == "rashi" else None,
        "names": reading.names,
    }


# What the bookings' rules refuse, as our text keys.
_REFUSED = {"gotra": "bad_sankalp_gotra", "names": "bad_sankalp_names"}


async def sankalp(text: str, ctx: Context, values: Values) -> Read:
    if asks_instead(text):
        return None
    parts = read_parts(text)
    if not any(parts.values()):
        return None
    checked = await ctx.tasks.check_sankalp(parts)
    if isinstance(checked, Refused):
        return Problem(_REFUSED.get(checked.field or "", "bad_sankalp"))
    if checked is None:
        return None
    return Value(json.dumps(checked, ensure_ascii=False), shown(checked, ctx.language))


def shown(parts: dict[str, object], language: Language) -> str:
    """ "Kashyap gotra, Rohini nakshatra, for Ramesh, Sita Sharma" in the reply's language."""
    lang: names.Lang = "hi" if language == "hi" else "en"
    said: list[str] = []
    if parts.get("gotra"):
        said.append(say(language, "sankalp_gotra", gotra=parts["gotra"]))
    nakshatra = next((n for n in names.NAKSHATRAS if n.en == parts.get("nakshatra")), None)
    if nakshatra is not None:
        said.append(say(language, "sankalp_nakshatra", name=nakshatra.in_(lang)))
    rashi = next((i for i, n in enumerate(names.SIGNS) if n.en == parts.get("rashi")), None)
    if rashi is not None:  # as Indians say it: Mesha rashi, मेष राशि
        name = names.SIGNS[rashi].hi if lang == "hi" else SIGNS_SANSKRIT[rashi]
        said.append(say(language, "sankalp_rashi", name=name))
    listed = parts.get("names")
    if isinstance(listed, list) and listed:
        said.append(say(language, "sankalp_names", names=", ".join(map(str, listed))))
    return ", ".join(said)


def for_booking(values: Values) -> object:
    """The sankalp as the booking's body carries it (None: skipped)."""
    given = values.get("sankalp")
    return json.loads(given) if given else None


def summary_line(values: Values, shown: Mapping[str, str], language: Language) -> str:
    """The summary's line for the sankalp ("" when skipped)."""
    return say(language, "summary_sankalp", sankalp=shown["sankalp"]) if "sankalp" in values else ""
