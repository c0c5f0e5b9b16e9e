"""The astrology expert: explains rashis, nakshatras, grahas, doshas, horoscopes and matching
from the knowledge base, and reads the real chart when the question gives birth details."""

from __future__ import annotations

import logging
import re
from datetime import date

from assistant_core.builtin.answer import BuiltinAnswer, clip, from_hits
from assistant_core.builtin.astrology_docs import astrology_index
from assistant_core.builtin.chart_answer import asked_aspects, chart_answer
from assistant_core.builtin.details import Details, read_details
from assistant_core.builtin.textnorm import words
from assistant_core.kundli_port import KundliPort, KundliUnavailable
from kundli_service.service import KundliRequest
from kundli_service.zodiac import NAKSHATRAS, SIGNS, SIGNS_SANSKRIT

log = logging.getLogger(__name__)

EXAMPLE = '"born on 15 May 1990 at 2:30 PM in Pune"'
DEFAULT_NAME = "Guest"  # the chart needs a name; the answer never shows it
_MATCHING = re.compile(
    r"\b(compatib\w*|milan|gunas?|kootas?|ashtakoot|"
    r"match\w*\s+(?:\w+\s+){0,2}(?:kundli|kundali|horoscope|chart)s?|"
    r"(?:kundli|kundali|horoscope|chart)s?\s+match\w*)",
    re.IGNORECASE,
)
# Devanagari vowel signs are not word characters to `re`, so those words go without \b.
_OWN = re.compile(r"\b(my|mera|meri|mere|am i|i am)\b|मेरी|मेरा|मेरे", re.IGNORECASE)
_FIELDS = (
    ("date_of_birth", "date of birth"),
    ("time_of_birth", "time of birth"),
    ("place_of_birth", "place of birth"),
)


def _given(details: Details) -> str:
    have = []
    if details.date_of_birth:
        d = date.fromisoformat(details.date_of_birth)
        have.append(f"date of birth {d.day} {d:%B %Y}")
    if details.time_of_birth:
        have.append(f"time of birth {details.time_of_birth}")
    if details.place_of_birth:
        have.append(f"place of birth {details.place_of_birth}")
    return ", ".join(have)


def missing_details_text(details: Details, question: str) -> str:
    wanted = asked_aspects(question)
    what = {"rashi": "Moon sign (rashi)", "nakshatra": "nakshatra", "ascendant": "ascendant"}
    topic = next((what[a] for a in wanted if a in what), "birth chart")
    missing = [label for field, label in _FIELDS if not getattr(details, field)]
    text = f"To work out your {topic} I need your date, exact time and place of birth."
    if details.birth_given:
        text += f" I have your {_given(details)}; please also send your {' and '.join(missing)}."
    return text + f" Send them together in one message, for example: {EXAMPLE}."


def _no_match() -> str:
    return (
        "I could not find that in my astrology notes, so I won't guess. I can explain the 12 "
        "rashis, the 27 nakshatras, the 9 grahas, the doshas (Mangal, Kaal Sarp, Pitru, Shani "
        "Sade Sati, Rahu) and their remedies, daily, weekly, monthly and yearly horoscopes, "
        "and Ashtakoot Kundli matching. Send your date, time and place of birth, for example "
        f"{EXAMPLE}, and I will work out your Moon sign, nakshatra, ascendant and dasha."
    )


_ENTITIES = frozenset(n.lower() for n in (*SIGNS, *SIGNS_SANSKRIT, *NAKSHATRAS))


def _asks_own_chart(question: str) -> bool:
    """ "What is my rashi?" needs birth details; "my rashi is Leo, what does it mean?" not."""
    if not (_OWN.search(question) and asked_aspects(question)):
        return False
    lowered = " ".join(words(question))
    return not any(re.search(rf"\b{re.escape(name)}\b", lowered) for name in _ENTITIES)


class AstrologyExpert:
    def __init__(self, kundli: KundliPort) -> None:
        self._kundli = kundli

    async def answer(self, question: str) -> BuiltinAnswer:
        details = read_details(question)
        if _MATCHING.search(question):
            # Two people's charts: explain the system rather than chart one of them.
            return self._from_knowledge(question, fallback_kind="matching")
        if details.birth_given:
            return await self._from_chart(details, question)
        if _asks_own_chart(question):
            return BuiltinAnswer(missing_details_text(details, question))
        return self._from_knowledge(question)

    def _from_knowledge(self, question: str, fallback_kind: str = "") -> BuiltinAnswer:
        index = astrology_index()
        hits = index.relevant(question, limit=6)
        if not hits and fallback_kind:
            hits = index.search(question, limit=1, kinds=(fallback_kind,))
        return from_hits(hits, max_full=2) if hits else BuiltinAnswer(_no_match())

    async def _from_chart(self, details: Details, question: str) -> BuiltinAnswer:
        if not (details.date_of_birth and details.time_of_birth and details.place_of_birth):
            return BuiltinAnswer(missing_details_text(details, question))
        request = KundliRequest(
            details.name or DEFAULT_NAME,
            details.date_of_birth,
            details.time_of_birth,
            details.place_of_birth,
        )
        try:
            outcome = await self._kundli.generate(request)
        except KundliUnavailable as exc:
            log.warning("astrology expert: no chart: %s", exc)
            return BuiltinAnswer(
                "I could not generate your chart right now: the chart service is not "
                "answering. Please try again in a little while."
            )
        if outcome.chart is None:
            return BuiltinAnswer(
                f"I could not work out your chart from those details: {outcome.problem} "
                f"Please send them again, for example: {EXAMPLE}."
            )
        text = clip(chart_answer(outcome.chart, question))
        return BuiltinAnswer(text, ("kundli",), text)
