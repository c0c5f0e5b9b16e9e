"""A generated Kundli told in sentences, in English or Hindi: Moon sign, nakshatra, ascendant,
planets, the running dasha and the doshas, the part the question asked about first."""

from __future__ import annotations

import re
from datetime import date

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.chart_hi import DOSHA_NAMES_HI, day_hi, reason_hi
from assistant_core.builtin.kb_astrology import DOSHAS
from assistant_core.builtin.kb_astrology_hi import DOSHAS_HI
from assistant_core.builtin.kb_signs import NAKSHATRA_LORE, RASHIS
from assistant_core.builtin.kb_signs_hi import NAKSHATRA_LORE_HI, RASHIS_HI
from assistant_core.texts import Language
from assistant_core.texts.astro import named
from kundli_service.wire import KundliReport
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
_REMEDY = re.compile(r"\b(remed\w*|upay|upaay|solution|cure)\b|उपाय", re.IGNORECASE)

HEAD = Bilingual(
    "Your Vedic birth chart (sidereal zodiac, Lahiri ayanamsa) for {day} at {time} in {place}:",
    "{day} को {time} बजे, {place} में जन्म के अनुसार आपकी वैदिक जन्म कुंडली (निरयन राशिचक्र, लाहिड़ी अयनांश):",
)
TAIL = Bilingual(
    "The Kundli & Horoscope Agent can walk you through the full chart.",
    "पूरी कुंडली विस्तार से समझने के लिए कुंडली और राशिफल सेवा (Kundli & Horoscope Agent) से बात कीजिए।",
)
RASHI = Bilingual(
    "Your Moon sign (rashi) is {name} ({sanskrit}), ruled by {lord}.",
    "आपकी चंद्र राशि {name} है, जिसके स्वामी {lord} हैं।",
)
TRAITS = Bilingual(
    " It is said to make a person {traits}.", " माना जाता है कि ऐसे लोग {traits} होते हैं।"
)
NAKSHATRA = Bilingual(
    "Your birth nakshatra is {name}, pada {pada}, ruled by {lord}",
    "आपका जन्म नक्षत्र {name} है, पद {pada}, जिसके स्वामी {lord} हैं",
)
LORE = Bilingual(
    "; its deity is {deity} and its nature {nature}", "; इसके देवता {deity} हैं, और स्वभाव: {nature}"
)
FULL_STOP = Bilingual(".", "।")
ASCENDANT = Bilingual(
    "Your ascendant (lagna) is {sign} ({sanskrit}) at {degree}, ruled by {lord}.",
    "आपका लग्न {sign} है ({degree}), जिसके स्वामी {lord} हैं।",
)
PLANET = Bilingual(
    "{name} in {sign} (house {house}{retro})", "{name} {sign} में (भाव {house}{retro})"
)
RETROGRADE = Bilingual(", retrograde", ", वक्री")
PLANETS = Bilingual("Planets: {planets}.", "ग्रह: {planets}।")
NO_DASHA = Bilingual(
    "No Vimshottari dasha is running today for this chart.",
    "इस कुंडली के लिए आज कोई विंशोत्तरी दशा नहीं चल रही है।",
)
DASHA = Bilingual(
    "You are in the {maha} mahadasha ({start} to {end}), {antar} antardasha until {until}.",
    "अभी आपकी {maha} की महादशा चल रही है ({start} से {end} तक), और उसमें {until} तक {antar} की अंतर्दशा।",
)
NO_DOSHAS = Bilingual(
    "None of the five doshas checked (Mangal, Kaal Sarp, Pitru, Shani Sade Sati, Rahu) is present.",
    "जाँचे गए पाँच दोषों (मंगल, काल सर्प, पितृ, शनि की साढ़े साती और राहु) में से कोई भी दोष आपकी कुंडली में नहीं है।",
)
DOSHA_PRESENT = Bilingual(
    "{name} dosha is present: {reasons}.", "आपकी कुंडली में {name} दोष है: {reasons}।"
)
REMEDIES = Bilingual(" Remedies often advised: {remedies}", " अक्सर सुझाए जाने वाले उपाय: {remedies}")
ABSENT = Bilingual("Not present: {names}.", "ये दोष नहीं हैं: {names}।")


def _day(iso: str, language: Language = "en") -> str:
    if language == "hi":
        return day_hi(iso)
    d = date.fromisoformat(iso)
    return f"{d.day} {d:%B %Y}"


def asked_aspects(question: str) -> list[str]:
    lowered = question.lower()
    return [a for a, words in ASPECTS.items() if any(w in lowered for w in words)]


def _rashi(chart: KundliReport, language: Language) -> str:
    r = chart.rashi
    table = RASHIS_HI if language == "hi" else RASHIS
    traits = table[SIGNS.index(r.name)].traits if r.name in SIGNS else ""
    line = RASHI.of(
        language,
        name=named(r.name, language),
        sanskrit=r.sanskrit,
        lord=named(r.lord, language),
    )
    return line + (TRAITS.of(language, traits=traits) if traits else "")


def _nakshatra(chart: KundliReport, language: Language) -> str:
    n = chart.nakshatra
    name, lord = named(n.name, language), named(n.lord, language)
    line = NAKSHATRA.of(language, name=name, pada=n.pada, lord=lord)
    if n.name in NAKSHATRAS:
        table = NAKSHATRA_LORE_HI if language == "hi" else NAKSHATRA_LORE
        lore = table[NAKSHATRAS.index(n.name)]
        line += LORE.of(language, deity=lore.deity, nature=lore.nature)
    return line + FULL_STOP.of(language)


def _ascendant(chart: KundliReport, language: Language) -> str:
    a = chart.ascendant
    return ASCENDANT.of(
        language,
        sign=named(a.sign, language),
        sanskrit=a.sign_sanskrit,
        degree=a.degree_dms,
        lord=named(a.sign_lord, language),
    )


def _planets(chart: KundliReport, language: Language) -> str:
    parts = []
    for name, p in chart.planets.items():
        moving_back = p.retrograde and name not in ("Rahu", "Ketu")
        retro = RETROGRADE.of(language) if moving_back else ""
        sign = named(p.sign, language)
        planet = named(name, language)
        parts.append(PLANET.of(language, name=planet, sign=sign, house=p.house, retro=retro))
    return PLANETS.of(language, planets="; ".join(parts))


def _dasha(chart: KundliReport, language: Language) -> str:
    current = chart.dasha.current
    if current is None:
        return NO_DASHA.of(language)
    maha, antar = current.mahadasha, current.antardasha
    return DASHA.of(
        language,
        maha=named(maha.planet, language),
        start=_day(maha.start, language),
        end=_day(maha.end, language),
        antar=named(antar.planet, language),
        until=_day(antar.end, language),
    )


def _remedies_for(name: str, language: Language) -> str | None:
    key = name.split()[0].lower()
    for dosha, (_what, _rule, remedies) in DOSHAS.items():
        if dosha.lower().startswith(key):
            return DOSHAS_HI[dosha][3] if language == "hi" else remedies
    return None


def _dosha_name(name: str, language: Language) -> str:
    return DOSHA_NAMES_HI.get(name, name) if language == "hi" else name


def _doshas(chart: KundliReport, language: Language, *, remedies: bool) -> str:
    present = [d for d in chart.doshas if d.present]
    absent = [_dosha_name(d.name, language) for d in chart.doshas if not d.present]
    if not present:
        return NO_DOSHAS.of(language)
    lines = []
    for d in present:
        reasons = [reason_hi(r) for r in d.reasons] if language == "hi" else d.reasons
        name = _dosha_name(d.name, language)
        line = DOSHA_PRESENT.of(language, name=name, reasons="; ".join(reasons))
        if remedies and (fix := _remedies_for(d.name, language)):
            line += REMEDIES.of(language, remedies=fix)
        lines.append(line)
    if absent:
        lines.append(ABSENT.of(language, names=", ".join(absent)))
    return " ".join(lines)


def chart_answer(chart: KundliReport, question: str, language: Language = "en") -> str:
    """The chart in sentences; the aspects the question names come first."""
    birth = chart.birth_details
    head = HEAD.of(language, day=_day(birth.date, language), time=birth.time, place=birth.place)
    wanted = asked_aspects(question)
    remedies = bool(_REMEDY.search(question)) or "doshas" in wanted
    parts = {
        "rashi": _rashi(chart, language),
        "nakshatra": _nakshatra(chart, language),
        "ascendant": _ascendant(chart, language),
        "planets": _planets(chart, language),
        "dasha": _dasha(chart, language),
        "doshas": _doshas(chart, language, remedies=remedies),
    }
    order = wanted + [a for a in parts if a not in wanted]
    body = "\n".join(f"- {parts[a]}" for a in order)
    return f"{head}\n{body}\n{TAIL.of(language)}"
