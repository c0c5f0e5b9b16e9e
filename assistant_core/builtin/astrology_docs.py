"""The astrology knowledge base as retrievable documents."""

from __future__ import annotations

from functools import cache

from assistant_core.builtin.kb_astrology import (
    CONCEPTS,
    DOSHAS,
    GRAHAS,
    HOROSCOPES,
    ashtakoot_text,
    dosha_text,
    graha_text,
)
from assistant_core.builtin.kb_signs import (
    NAKSHATRA_LORE,
    RASHIS,
    nakshatra_lord,
    nakshatra_text,
    rashi_text,
)
from assistant_core.builtin.retrieval import Doc, Index
from kundli_service.zodiac import NAKSHATRAS, SIGN_LORDS, SIGNS, SIGNS_SANSKRIT


def _slug(text: str) -> str:
    return "-".join(text.lower().replace("(", " ").replace(")", " ").split())


def _sign_docs() -> list[Doc]:
    docs = [
        Doc(
            f"rashi/{SIGNS[i].lower()}",
            "rashi",
            f"{SIGNS_SANSKRIT[i]} {SIGNS[i]} rashi",
            rashi_text(i),
            f"rashi sign moon sign zodiac {SIGN_LORDS[i]} {RASHIS[i].element}",
            {"short": f"{SIGNS_SANSKRIT[i]} ({SIGNS[i]})"},
        )
        for i in range(12)
    ]
    docs += [
        Doc(
            f"nakshatra/{_slug(NAKSHATRAS[i])}",
            "nakshatra",
            f"{NAKSHATRAS[i]} nakshatra",
            nakshatra_text(i),
            f"nakshatra star constellation {nakshatra_lord(i)} {NAKSHATRA_LORE[i].deity}",
            {"short": f"{NAKSHATRAS[i]} nakshatra"},
        )
        for i in range(27)
    ]
    return docs


def _graha_and_dosha_docs() -> list[Doc]:
    docs = [
        Doc(
            f"graha/{name.lower()}",
            "graha",
            f"{GRAHAS[name][0]} {name} graha planet",
            graha_text(name),
            f"graha planet navagraha gemstone day {GRAHAS[name][2]}",
            {"short": f"{GRAHAS[name][0]} ({name})"},
        )
        for name in GRAHAS
    ]
    docs += [
        Doc(
            f"dosha/{_slug(name)}",
            "dosha",
            name,
            dosha_text(name),
            "dosha remedy remedies upay effect cure",
            {"short": name},
        )
        for name in DOSHAS
    ]
    return docs


def _reading_docs() -> list[Doc]:
    docs = [
        Doc(
            f"horoscope/{kind}",
            "horoscope",
            f"{kind} horoscope",
            text,
            "horoscope rashifal prediction forecast types",
            {"short": f"{kind.capitalize()} horoscope"},
        )
        for kind, text in HOROSCOPES.items()
    ]
    docs.append(
        Doc(
            "matching/ashtakoot",
            "matching",
            "Kundli matching Ashtakoot Guna Milan",
            ashtakoot_text(),
            "compatibility marriage match matching gunas guna milan koota kootas 36 "
            "partner varna vashya tara yoni maitri gana bhakoot nadi",
        )
    )
    docs += [
        Doc(f"concept/{_slug(title)}", "concept", title, text, keywords, {"short": title})
        for title, (keywords, text) in CONCEPTS.items()
    ]
    return docs


@cache
def astrology_index() -> Index:
    """Built once per process: the knowledge base never changes while we run."""
    return Index(_sign_docs() + _graha_and_dosha_docs() + _reading_docs())
