"""The astrology knowledge base as retrievable documents, each with its Hindi text and name."""

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
from assistant_core.builtin.kb_astrology_hi import (
    CONCEPTS_HI,
    DOSHAS_HI,
    GRAHAS_HI,
    HOROSCOPES_HI,
    MATCHING_TITLE_HI,
    ashtakoot_text_hi,
    dosha_text_hi,
    graha_text_hi,
)
from assistant_core.builtin.kb_signs import (
    NAKSHATRA_LORE,
    RASHIS,
    nakshatra_lord,
    nakshatra_text,
    rashi_text,
)
from assistant_core.builtin.kb_signs_hi import nakshatra_text_hi, rashi_text_hi
from assistant_core.builtin.retrieval import Doc, Index
from assistant_core.texts.astro import named
from kundli_service.zodiac import NAKSHATRAS, SIGN_LORDS, SIGNS, SIGNS_SANSKRIT


def _slug(text: str) -> str:
    return "-".join(text.lower().replace("(", " ").replace(")", " ").split())


def _shorts(en: str, hi: str) -> dict[str, object]:
    return {"short": en, "short_hi": hi}


def _sign_docs() -> list[Doc]:
    docs = [
        Doc(
            f"rashi/{SIGNS[i].lower()}",
            "rashi",
            f"{SIGNS_SANSKRIT[i]} {SIGNS[i]} rashi",
            rashi_text(i),
            f"rashi sign moon sign zodiac {SIGN_LORDS[i]} {RASHIS[i].element}",
            _shorts(f"{SIGNS_SANSKRIT[i]} ({SIGNS[i]})", f"{named(SIGNS[i], 'hi')} राशि"),
            hi=rashi_text_hi(i),
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
            _shorts(f"{NAKSHATRAS[i]} nakshatra", f"{named(NAKSHATRAS[i], 'hi')} नक्षत्र"),
            hi=nakshatra_text_hi(i),
        )
        for i in range(27)
    ]
    return docs


# Each dosha as devotees type it, in Hinglish and in Devanagari ("साढ़े साती क्या है").
_DOSHA_SAID = {
    "Shani Sade Sati": "sade sati sadesati saade saati sadhe sati साढ़े साती साढ़ेसाती शनि",
    "Kaal Sarp dosha": "kaalsarp kalsarp kaal sarp काल सर्प कालसर्प",
    "Pitru dosha": "pitra pitru pitri पितृ पितर",
    "Rahu dosha (Grahan dosha)": "grahan राहु ग्रहण",
}


def _graha_and_dosha_docs() -> list[Doc]:
    docs = [
        Doc(
            f"graha/{name.lower()}",
            "graha",
            f"{GRAHAS[name][0]} {name} graha planet",
            graha_text(name),
            f"graha planet navagraha gemstone day {GRAHAS[name][2]}",
            _shorts(f"{GRAHAS[name][0]} ({name})", GRAHAS_HI[name][0]),
            hi=graha_text_hi(name),
        )
        for name in GRAHAS
    ]
    docs += [
        Doc(
            f"dosha/{_slug(name)}",
            "dosha",
            name,
            dosha_text(name),
            f"dosha remedy remedies upay effect cure {_DOSHA_SAID.get(name, '')}",
            _shorts(name, DOSHAS_HI[name][0]),
            hi=dosha_text_hi(name),
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
            _shorts(f"{kind.capitalize()} horoscope", HOROSCOPES_HI[kind][0]),
            hi=HOROSCOPES_HI[kind][1],
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
            "partner varna vashya tara yoni maitri gana bhakoot nadi score points enough "
            # Hinglish and Devanagari as devotees ask ("kitne gun milne chahiye shaadi ke
            # liye", "कितने गुण मिलें तो विवाह ठीक है").
            "gun gunn milne milna milaan shaadi shadi vivah vivaah rishta ank "
            "गुण मिलान मिलें मिलने विवाह शादी रिश्ता अंक",
            {"short_hi": MATCHING_TITLE_HI},
            hi=ashtakoot_text_hi(),
        )
    )
    docs += [
        Doc(
            f"concept/{_slug(title)}",
            "concept",
            title,
            text,
            keywords,
            _shorts(title, CONCEPTS_HI[title][0]),
            hi=CONCEPTS_HI[title][1],
        )
        for title, (keywords, text) in CONCEPTS.items()
    ]
    return docs


@cache
def astrology_index() -> Index:
    """Built once per process: the knowledge base never changes while we run."""
    return Index(_sign_docs() + _graha_and_dosha_docs() + _reading_docs())
