"""The astrology expert: explains rashis, nakshatras, grahas, doshas, horoscopes and matching
from the knowledge base, and reads the real chart when the question gives birth details; in
English or Hindi."""

from __future__ import annotations

import logging
import re
from datetime import date

from assistant_core.builtin.answer import BuiltinAnswer, clip, from_hits
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.builtin.astrology_words import (
    EXAMPLE,
    FIELDS,
    GIVEN,
    HAVE,
    NEED,
    NO_MATCH,
    TOGETHER,
    TOPICS,
    UNAVAILABLE,
    chart_problem,
)
from assistant_core.builtin.chart_answer import asked_aspects, chart_answer
from assistant_core.builtin.chart_hi import day_hi
from assistant_core.builtin.details import Details, read_details
from assistant_core.builtin.panchang import asks_panchang, panchang_answer
from assistant_core.builtin.textnorm import words
from assistant_core.kundli_port import KundliOutcome, KundliPort, KundliUnavailable
from assistant_core.ports import Coordinates
from assistant_core.texts import Language
from assistant_core.texts.astro import NAKSHATRAS_HI, SIGNS_HI
from intents.commands import looks_like_question
from intents.scope import off_topic
from kundli_service.service import KundliRequest
from kundli_service.zodiac import NAKSHATRAS, SIGNS, SIGNS_SANSKRIT

log = logging.getLogger(__name__)

DEFAULT_NAME = "Guest"  # the chart needs a name; the answer never shows it
_MATCHING = re.compile(
    r"\b(compatib\w*|milan|gunas?|kootas?|ashtakoot|"
    r"match\w*\s+(?:\w+\s+){0,2}(?:kundli|kundali|horoscope|chart)s?|"
    r"(?:kundli|kundali|horoscope|chart)s?\s+match\w*)|मिलान",
    re.IGNORECASE,
)
# Devanagari vowel signs are not word characters to `re`, so those words go without \b.
_OWN = re.compile(r"\b(my|mera|meri|mere|am i|i am)\b|मेरी|मेरा|मेरे", re.IGNORECASE)
_FIELDS = ("date_of_birth", "time_of_birth", "place_of_birth")


def _given(details: Details, language: Language) -> str:
    have = []
    if details.date_of_birth:
        d = date.fromisoformat(details.date_of_birth)
        day = day_hi(details.date_of_birth) if language == "hi" else f"{d.day} {d:%B %Y}"
        have.append(GIVEN["date_of_birth"].of(language, value=day))
    if details.time_of_birth:
        have.append(GIVEN["time_of_birth"].of(language, value=details.time_of_birth))
    if details.place_of_birth:
        have.append(GIVEN["place_of_birth"].of(language, value=details.place_of_birth))
    return ", ".join(have)


def missing_details_text(details: Details, question: str, language: Language = "en") -> str:
    wanted = asked_aspects(question)
    topic = next((TOPICS[a] for a in wanted if a in TOPICS), TOPICS["chart"]).of(language)
    missing = [FIELDS[f].of(language) for f in _FIELDS if not getattr(details, f)]
    text = NEED.of(language, topic=topic)
    if details.birth_given:
        joined = (" और " if language == "hi" else " and ").join(missing)
        text += HAVE.of(language, given=_given(details, language), missing=joined)
    return text + TOGETHER.of(language, example=EXAMPLE.of(language))


_ENTITIES = frozenset(
    n.lower()
    for n in (*SIGNS, *SIGNS_SANSKRIT, *NAKSHATRAS, *SIGNS_HI.values(), *NAKSHATRAS_HI.values())
)
_LETTER = r"[\w\u0900-\u097f]"  # Devanagari vowel signs are not \w: no \b around them


def _asks_own_chart(question: str) -> bool:
    """ "What is my rashi?" needs birth details; "my rashi is Leo, what does it mean?" not."""
    if not (_OWN.search(question) and asked_aspects(question)):
        return False
    lowered = " ".join(words(question))
    return not any(
        re.search(rf"(?<!{_LETTER}){re.escape(name)}(?!{_LETTER})", lowered) for name in _ENTITIES
    )


class AstrologyExpert:
    def __init__(self, kundli: KundliPort) -> None:
        self._kundli = kundli

    async def answer(
        self,
        question: str,
        language: Language = "en",
        today: date | None = None,
        near: Coordinates | None = None,
    ) -> BuiltinAnswer:
        """A chart read from birth details in the question, the knowledge base otherwise; a
        question about the day's Panchang from the Panchang (for `today`, the Indian date,
        where the devotee is when `near` is known)."""
        if today is not None and asks_panchang(question):
            return panchang_answer(question, language, today, near)
        details = read_details(question)
        if _MATCHING.search(question):
            # Two people's charts: explain the system rather than chart one of them.
            return self._from_knowledge(question, language, fallback_kind="matching")
        if details.birth_given:
            return await self._from_chart(details, question, language)
        if _asks_own_chart(question):
            return BuiltinAnswer(missing_details_text(details, question, language))
        return self._from_knowledge(question, language)

    def _from_knowledge(
        self, question: str, language: Language, fallback_kind: str = ""
    ) -> BuiltinAnswer:
        if off_topic(question):  # "who will win the cricket match": no kundli match
            return BuiltinAnswer(NO_MATCH.of(language, example=EXAMPLE.of(language)))
        index = astrology_index()
        # A question naming what it asks about ("kitne gun milne chahiye") is answered from
        # the document that names it, however much else it says (as the general assistant).
        hits = index.relevant(question, limit=6, asking=looks_like_question(question))
        if not hits and fallback_kind:
            hits = index.search(question, limit=1, kinds=(fallback_kind,))
        if not hits:
            return BuiltinAnswer(NO_MATCH.of(language, example=EXAMPLE.of(language)))
        return from_hits(hits, max_full=2, language=language)

    async def _from_chart(
        self, details: Details, question: str, language: Language
    ) -> BuiltinAnswer:
        if not (details.date_of_birth and details.time_of_birth and details.place_of_birth):
            return BuiltinAnswer(missing_details_text(details, question, language))
        request = KundliRequest(
            details.name or DEFAULT_NAME,
            details.date_of_birth,
            details.time_of_birth,
            details.place_of_birth,
        )
        try:
            outcome: KundliOutcome = await self._kundli.generate(request)
        except KundliUnavailable as exc:
            log.warning("astrology expert: no chart: %s", exc)
            return BuiltinAnswer(UNAVAILABLE.of(language))
        if outcome.chart is None:
            return BuiltinAnswer(chart_problem(outcome, details, language))
        text = clip(chart_answer(outcome.chart, question, language))
        return BuiltinAnswer(text, ("kundli",), text)
