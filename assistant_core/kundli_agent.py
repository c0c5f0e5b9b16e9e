"""The Kundli agent's own words: local answers by topic (spec section 7, no AI call) and the
summary of a generated chart (spec section 3, "Kundli response fields read")."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

import intents

NAVIGATION_THRESHOLD = 0.7  # spec section 9: navigate when confidence is above this
ASTROLOGY_ROUTE = "/consult/astrology"
TOPIC_CONFIDENCE = 0.9  # spec section 9: Kundli keyword replies
GENERAL_CONFIDENCE = 0.8
GENERAL_INTENT = "kundli_help"
WHY_INTENT = "birth_details_why"
SUMMARY_PLANETS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")

TOPICS = {
    "kundli": (
        "A Kundli (Janam Kundli) is your Vedic birth chart: a map of the sky at the moment and "
        "place you were born. It shows your ascendant (Lagna), your Moon sign (Rashi), your "
        "birth star (Nakshatra) and the sign and house of each graha, and astrologers read it "
        "for character, career, marriage, health and the timing of events through the "
        'Vimshottari dasha periods. Say "make my kundli" and I will ask for your name, date, '
        "time and place of birth and calculate yours."
    ),
    "horoscope": (
        "A horoscope describes what the movement of the planets means for your Moon sign "
        "(Rashi). There are four kinds: daily (the mood and good timings of the day), weekly "
        "(the week's opportunities and cautions), monthly (themes for work, money, health and "
        "relationships) and yearly (the big transits, such as Saturn and Jupiter changing "
        "signs). A horoscope is only as personal as the Moon sign it is read for: say "
        '"make my kundli" and I will work out your Rashi, Nakshatra and ascendant.'
    ),
    "dosha": (
        "A dosha is a placement in the birth chart that tradition links with difficulties. "
        "Five are checked: Mangal Dosha (Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house, "
        "looked at for marriage), Kaal Sarp Dosha (all seven planets on one side of the "
        "Rahu-Ketu axis), Pitru Dosha (the Sun with Rahu or Ketu, or Rahu in the 9th house of "
        "ancestors), Shani Dosha (Sade Sati, Saturn's seven and a half years around your Moon "
        "sign) and Rahu Dosha (the Moon with Rahu or Ketu). Other factors in a chart often "
        "soften a dosha, and pujas and mantras are the usual remedies. Say "
        '"make my kundli" and your chart will show each dosha as present or not, with why.'
    ),
    "compatibility": (
        "Kundli matching for marriage uses the Ashtakoot (Guna Milan) system, which compares "
        "the Moon nakshatras of the two people in eight kootas: Varna (1 point), Vashya (2), "
        "Tara (3), Yoni (4), Graha Maitri (5), Gana (6), Bhakoot (7) and Nadi (8), 36 points "
        "in all. Below 18 is not recommended, 18 to 24 is acceptable, 25 to 32 very good and "
        "above 32 excellent; Nadi and Bhakoot doshas are also looked at on their own. You "
        "need the date, time and place of birth of both people, and an astrologer can go "
        "through the match with you."
    ),
}
GENERAL = (
    "I am the Kundli and Horoscope agent. I can calculate your Vedic birth chart (Kundli) "
    "with your ascendant, Moon sign, nakshatra and the positions of the planets, and explain "
    'horoscopes, doshas and Kundli matching. To begin, say "make my kundli"; you can also '
    "ask me about horoscopes, doshas or compatibility."
)
WHY_DETAILS = (
    "Your date and time of birth fix where the planets and the rising sign (ascendant) were "
    "at that moment, and your place of birth gives the local time zone and horizon. A few "
    "minutes can change the ascendant, so be as exact as you can. Your details are used only "
    "to calculate your chart."
)
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
    wanted = found.route not in (None, ASTROLOGY_ROUTE) and found.confidence > NAVIGATION_THRESHOLD
    return found if wanted else None


def answer(text: str) -> AgentAnswer:
    """The topic's guidance at 0.9, or what the agent can do at 0.8."""
    topic = intents.kundli_topic(text)
    if topic in TOPICS:
        return AgentAnswer(TOPICS[topic], topic, TOPIC_CONFIDENCE)
    return AgentAnswer(GENERAL, GENERAL_INTENT, GENERAL_CONFIDENCE)


def answer_during_form(text: str) -> AgentAnswer:
    """A question asked while birth details are collected: why we need them, or a topic."""
    if intents.kundli_topic(text) is None and _WHY.search(text):
        return AgentAnswer(WHY_DETAILS, WHY_INTENT, TOPIC_CONFIDENCE)
    return answer(text)


def summarise(chart: dict[str, Any]) -> str | None:
    """The chart in a few lines, or None when it lacks a field the spec reads."""
    try:
        birth = chart["birth_details"]
        planets = chart["planets"]
        signs = ", ".join(f"{p} in {_text(planets[p]['sign'])}" for p in SUMMARY_PLANETS)
        lines = (
            f"Here is the Kundli for {_text(chart['name'])}.",
            f"Born: {_day(_text(birth['date']))} at {_text(birth['time'])} "
            f"in {_text(birth['place'])}.",
            f"Ascendant (Lagna): {_text(chart['ascendant']['sign'])}",
            f"Moon sign (Rashi): {_text(chart['rashi']['name'])}",
            f"Nakshatra: {_text(chart['nakshatra']['name'])}, "
            f"pada {int(chart['nakshatra']['pada'])}",
            f"Planets: {signs}.",
        )
    except (KeyError, TypeError, ValueError):
        return None
    return "\n".join(lines)


def _text(value: object) -> str:
    # Chart values come from another process when the Kundli service runs apart: bound them.
    if not isinstance(value, str) or not value or len(value) > 200:
        raise ValueError("not a chart text")
    return value


def _day(iso: str) -> str:
    day = date.fromisoformat(iso)
    return f"{day.day} {day:%B %Y}"
