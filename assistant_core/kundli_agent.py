"""The Kundli agent's own words: local answers by topic (spec section 7, no AI call) and the
summary of a generated chart (spec section 3, "Kundli response fields read")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from urllib.parse import urlencode

import intents
from assistant_core.replies import Action, link
from assistant_core.texts import Language, say
from assistant_core.texts.astro import named
from assistant_core.texts.shown import month_name
from kundli_service.wire import KundliReport

NAVIGATION_THRESHOLD = 0.7  # spec section 9: navigate when confidence is above this
ASTROLOGY_ROUTE = "/consult/astrology"
TOPIC_CONFIDENCE = 0.9  # spec section 9: Kundli keyword replies
GENERAL_CONFIDENCE = 0.8
GENERAL_INTENT = "kundli_help"
WHY_INTENT = "birth_details_why"
SUMMARY_PLANETS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")

TOPICS = ("kundli", "horoscope", "dosha", "compatibility")  # texts: kundli_topic_<topic>
_WHY = re.compile(r"\b(why|need|needed|required|safe|privacy|private|kyun|kyu|kyon)\b", re.I)


@dataclass(frozen=True, slots=True)
class AgentAnswer:
    text: str
    intent: str
    confidence: float


def elsewhere(text: str) -> intents.Intent | None:
    """A request for another screen (store, orders, booking) made to the Kundli agent: it
    navigates there as from any service. Astrology words keep the user with the agent."""
    if intents.kundli_topic(text) is not None:
        return None
    found = intents.route(text)
    wanted = found.intent not in (intents.CHAT, "astrology")
    return found if wanted and found.confidence > NAVIGATION_THRESHOLD else None


def answer(text: str, language: Language = "en") -> AgentAnswer:
    """The topic's guidance at 0.9, or what the agent can do at 0.8."""
    topic = intents.kundli_topic(text)
    if topic in TOPICS:
        return AgentAnswer(say(language, f"kundli_topic_{topic}"), topic, TOPIC_CONFIDENCE)
    return AgentAnswer(say(language, "kundli_general"), GENERAL_INTENT, GENERAL_CONFIDENCE)


def answer_during_form(text: str, language: Language = "en") -> AgentAnswer:
    """A question asked while birth details are collected: why we need them, or a topic."""
    if intents.kundli_topic(text) is None and _WHY.search(text):
        return AgentAnswer(say(language, "kundli_why"), WHY_INTENT, TOPIC_CONFIDENCE)
    return answer(text, language)


def actions_for(answer: AgentAnswer, language: Language) -> tuple[Action, ...]:
    """A topic answer's way on: Kundli matching opens the Astrology screen's Milan tab."""
    if answer.intent == "compatibility":
        return (link(say(language, "action_open_milan"), f"{ASTROLOGY_ROUTE}?tab=milan"),)
    return ()


def chart_actions(chart: KundliReport, language: Language) -> tuple[Action, ...]:
    """A chart made in the conversation opens whole on the Astrology screen (its Kundli tab
    makes it again from the same details), or starts a match with it."""
    birth = chart.birth_details
    query = urlencode(
        {"name": chart.name, "date": birth.date, "time": birth.time, "place": birth.place}
    )
    return (
        link(say(language, "action_open_kundli_full"), f"{ASTROLOGY_ROUTE}?tab=kundli&{query}"),
        link(say(language, "action_open_milan"), f"{ASTROLOGY_ROUTE}?tab=milan&{query}"),
    )


def summarise(chart: KundliReport, language: Language = "en") -> str:
    """The chart in a few lines (spec section 3, the fields it reads)."""

    def name_of(english: str) -> str:
        return named(english, language)

    birth, planets = chart.birth_details, chart.planets
    signs = ", ".join(
        say(
            language,
            "kundli_planet_in",
            planet=name_of(p),
            sign=name_of(planets[p].sign),
        )
        for p in SUMMARY_PLANETS
    )
    day = date.fromisoformat(birth.date)
    lines = (
        say(language, "kundli_summary_title", name=chart.name),
        say(
            language,
            "kundli_summary_born",
            date=f"{day.day} {month_name(day.month, language)} {day.year}",
            time=birth.time,
            place=birth.place,
        ),
        say(language, "kundli_summary_lagna", sign=name_of(chart.ascendant.sign)),
        say(language, "kundli_summary_rashi", sign=name_of(chart.rashi.name)),
        say(
            language,
            "kundli_summary_nakshatra",
            name=name_of(chart.nakshatra.name),
            pada=chart.nakshatra.pada,
        ),
        say(language, "kundli_summary_planets", planets=signs),
    )
    return "\n".join(lines)
