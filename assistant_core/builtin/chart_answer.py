"""A generated Kundli told in sentences: Moon sign, nakshatra, ascendant, planets, the
running dasha and the doshas, the part the question asked about first."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from assistant_core.builtin.kb_astrology import DOSHAS
from assistant_core.builtin.kb_signs import NAKSHATRA_LORE, RASHIS
from kundli_service.zodiac import NAKSHATRAS, SIGNS

# aspect -> words that ask for it
ASPECTS: dict[str, tuple[str, ...]] = {
    "rashi": ("rashi", "moon sign", "raashi", "rasi", "zodiac", "sign", "राशि"),
    "nakshatra": ("nakshatra", "star", "nakshatram", "pada", "नक्षत्र"),
    "ascendant": ("lagna", "ascendant", "rising", "लग्न"),
    "planets": ("planet", "graha", "sun", "mars", "venus", "jupiter", "saturn", "mercury", "ग्रह"),
    "dasha": ("dasha", "mahadasha", "antardasha", "period", "दशा"),
    "doshas": (
        "dosha",
        "dosh",
        "manglik",
        "mangal",
        "kaal sarp",
        "sade sati",
        "pitru",
        "remed",
        "दोष",
        "मांगलिक",
    ),
}
_REMEDY = re.compile(r"\b(remed\w*|upay|upaay|solution|cure)\b", re.IGNORECASE)


def _day(iso: str) -> str:
    d = date.fromisoformat(iso)
    return f"{d.day} {d:%B %Y}"


def asked_aspects(question: str) -> list[str]:
    lowered = question.lower()
    return [a for a, words in ASPECTS.items() if any(w in lowered for w in words)]


def _rashi(chart: dict[str, Any]) -> str:
    r = chart["rashi"]
    traits = RASHIS[SIGNS.index(r["name"])].traits if r["name"] in SIGNS else ""
    line = f"Your Moon sign (rashi) is {r['name']} ({r['sanskrit']}), ruled by {r['lord']}."
    return line + (f" It is said to make a person {traits}." if traits else "")


def _nakshatra(chart: dict[str, Any]) -> str:
    n = chart["nakshatra"]
    line = f"Your birth nakshatra is {n['name']}, pada {n['pada']}, ruled by {n['lord']}"
    if n["name"] in NAKSHATRAS:
        lore = NAKSHATRA_LORE[NAKSHATRAS.index(n["name"])]
        line += f"; its deity is {lore.deity} and its nature {lore.nature}"
    return line + "."


def _ascendant(chart: dict[str, Any]) -> str:
    a = chart["ascendant"]
    return (
        f"Your ascendant (lagna) is {a['sign']} ({a['sign_sanskrit']}) at {a['degree_dms']}, "
        f"ruled by {a['sign_lord']}."
    )


def _planets(chart: dict[str, Any]) -> str:
    parts = []
    for name, p in chart["planets"].items():
        retro = ", retrograde" if p.get("retrograde") and name not in ("Rahu", "Ketu") else ""
        parts.append(f"{name} in {p['sign']} (house {p['house']}{retro})")
    return "Planets: " + "; ".join(parts) + "."


def _dasha(chart: dict[str, Any]) -> str:
    current = chart.get("dasha", {}).get("current")
    if not current:
        return "No Vimshottari dasha is running today for this chart."
    maha, antar = current["mahadasha"], current["antardasha"]
    return (
        f"You are in the {maha['planet']} mahadasha ({_day(maha['start'])} to "
        f"{_day(maha['end'])}), {antar['planet']} antardasha until {_day(antar['end'])}."
    )


def _remedies_for(name: str) -> str | None:
    key = name.split()[0].lower()
    for dosha, (_what, _rule, remedies) in DOSHAS.items():
        if dosha.lower().startswith(key):
            return remedies
    return None


def _doshas(chart: dict[str, Any], *, remedies: bool) -> str:
    present = [d for d in chart.get("doshas", []) if d["present"]]
    absent = [d["name"] for d in chart.get("doshas", []) if not d["present"]]
    if not present:
        return (
            "None of the five doshas checked (Mangal, Kaal Sarp, Pitru, Shani Sade Sati, Rahu) "
            "is present."
        )
    lines = []
    for d in present:
        line = f"{d['name']} dosha is present: {'; '.join(d['reasons'])}."
        if remedies and (fix := _remedies_for(d["name"])):
            line += f" Remedies often advised: {fix}"
        lines.append(line)
    if absent:
        lines.append(f"Not present: {', '.join(absent)}.")
    return " ".join(lines)


def chart_answer(chart: dict[str, Any], question: str) -> str:
    """The chart in sentences; the aspects the question names come first."""
    birth = chart["birth_details"]
    head = (
        f"Your Vedic birth chart (sidereal zodiac, Lahiri ayanamsa) for {_day(birth['date'])} "
        f"at {birth['time']} in {birth['place']}:"
    )
    wanted = asked_aspects(question)
    parts = {
        "rashi": _rashi(chart),
        "nakshatra": _nakshatra(chart),
        "ascendant": _ascendant(chart),
        "planets": _planets(chart),
        "dasha": _dasha(chart),
        "doshas": _doshas(chart, remedies=bool(_REMEDY.search(question)) or "doshas" in wanted),
    }
    order = wanted + [a for a in parts if a not in wanted]
    body = "\n".join(f"- {parts[a]}" for a in order)
    return f"{head}\n{body}\nThe Kundli & Horoscope Agent can walk you through the full chart."
