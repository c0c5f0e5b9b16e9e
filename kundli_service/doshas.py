"""Dosha checks on a chart. Each states the classical rule it follows, because schools
differ; the result says which placements made it present, so an astrologer can judge.

- Mangal (Kuja) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted from the
  ascendant or from the Moon (the South Indian rule, which includes the 2nd house).
- Kaal Sarp dosha: all seven grahas Sun to Saturn lie on one side of the Rahu-Ketu axis
  (within the 180° arc from Rahu to Ketu, or from Ketu to Rahu); named by Rahu's house.
- Pitru dosha: the Sun in the same sign as Rahu or Ketu, or Rahu in the 9th house
  (the house of father and ancestors).
- Shani (Sade Sati): Saturn, on the date asked about, in the 12th, 1st or 2nd sign from
  the natal Moon sign (the seven and a half years of Saturn's transit around the Moon).
- Rahu (Grahan) dosha: the Moon in the same sign as Rahu or Ketu.

Every rule and reason is written in English and Hindi (`Name`); the sentence templates here
are the one source of both, which the assistant also reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from kundli_service.chart import Chart
from kundli_service.names import MONTHS_GREGORIAN_HI, Name, name_in, ordinal_hi
from kundli_service.zodiac import SIGNS, house_from, normalise, sign_index

MANGAL_HOUSES = (1, 2, 4, 7, 8, 12)
SEVEN_GRAHAS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")
SADE_SATI_PHASES = {
    12: Name("rising (first)", "पहला चरण (चढ़ती साढ़े साती)"),
    1: Name("peak (second)", "दूसरा चरण (शिखर)"),
    2: Name("setting (third)", "तीसरा चरण (उतरती साढ़े साती)"),
}
KAAL_SARP_NAMES = (
    Name("Anant", "अनंत"),
    Name("Kulik", "कुलिक"),
    Name("Vasuki", "वासुकि"),
    Name("Shankhpal", "शंखपाल"),
    Name("Padma", "पद्म"),
    Name("Mahapadma", "महापद्म"),
    Name("Takshak", "तक्षक"),
    Name("Karkotak", "कर्कोटक"),
    Name("Shankhachud", "शंखचूड़"),
    Name("Ghatak", "घातक"),
    Name("Vishdhar", "विषधर"),
    Name("Sheshnag", "शेषनाग"),
)
DOSHA_NAMES = {
    "Mangal": Name("Mangal", "मंगल"),
    "Kaal Sarp": Name("Kaal Sarp", "काल सर्प"),
    "Pitru": Name("Pitru", "पितृ"),
    "Shani (Sade Sati)": Name("Shani (Sade Sati)", "शनि (साढ़े साती)"),
    "Rahu (Grahan)": Name("Rahu (Grahan)", "राहु (ग्रहण)"),
}


@dataclass(frozen=True)
class Dosha:
    name: str  # the English name, its key (DOSHA_NAMES has both languages)
    present: bool
    rule: Name
    reasons: tuple[Name, ...]


def _hi(english: str) -> str:
    for category in ("signs", "grahas"):
        found = name_in(category, english, "hi")
        if found != english:
            return found
    return english


# The sentences a dosha's reasons are made of, from their facts.
def mars_from_ascendant(house: int) -> Name:
    return Name(
        f"Mars is in house {house} from the ascendant",
        f"मंगल लग्न से {ordinal_hi(house, 'oblique')} भाव में है",
    )


def mars_from_moon(house: int) -> Name:
    return Name(
        f"Mars is in house {house} from the Moon",
        f"मंगल चंद्रमा से {ordinal_hi(house, 'oblique')} भाव में है",
    )


def grahas_between(first: str, second: str, kind: Name) -> Name:
    return Name(
        f"All seven grahas lie between {first} to {second} ({kind.en} Kaal Sarp)",
        f"सातों ग्रह {_hi(first)} से {_hi(second)} के बीच हैं ({kind.hi} काल सर्प)",
    )


def sun_with_node(node: str, sign: str) -> Name:
    return Name(
        f"The Sun is with {node} in {sign}",
        f"सूर्य {_hi(sign)} राशि में {_hi(node)} के साथ है",
    )


RAHU_IN_NINTH = Name("Rahu is in the 9th house", "राहु नौवें भाव में है")


def saturn_transit(on: str, sign: str, phase: Name, moon_sign: str) -> Name:
    day = date.fromisoformat(on)
    day_hi = f"{day.day} {MONTHS_GREGORIAN_HI[day.month - 1]} {day.year}"
    return Name(
        f"On {on} Saturn transits {sign}, the {phase.en} phase of Sade Sati for a Moon in "
        f"{moon_sign}",
        f"{day_hi} को शनि {_hi(sign)} राशि में गोचर कर रहा है: {_hi(moon_sign)} राशि के चंद्रमा "
        f"के लिए यह साढ़े साती का {phase.hi} है",
    )


def moon_with_node(node: str, sign: str) -> Name:
    return Name(
        f"The Moon is with {node} in {sign}",
        f"चंद्रमा {_hi(sign)} राशि में {_hi(node)} के साथ है",
    )


RULES = {
    "Mangal": Name(
        "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon",
        "मंगल लग्न या चंद्रमा से पहले, दूसरे, चौथे, सातवें, आठवें या बारहवें भाव में",
    ),
    "Kaal Sarp": Name(
        "All seven grahas, Sun to Saturn, on one side of the Rahu-Ketu axis",
        "सूर्य से शनि तक सातों ग्रह राहु-केतु अक्ष के एक ही ओर",
    ),
    "Pitru": Name(
        "The Sun in the same sign as Rahu or Ketu, or Rahu in the 9th house",
        "सूर्य राहु या केतु के साथ एक ही राशि में, या राहु नौवें भाव में",
    ),
    "Shani (Sade Sati)": Name(
        "Transiting Saturn in the 12th, 1st or 2nd sign from the natal Moon",
        "गोचर का शनि जन्म के चंद्रमा से बारहवीं, पहली या दूसरी राशि में",
    ),
    "Rahu (Grahan)": Name(
        "The Moon in the same sign as Rahu or Ketu",
        "चंद्रमा राहु या केतु के साथ एक ही राशि में",
    ),
}


def mangal(chart: Chart) -> Dosha:
    mars = chart.grahas["Mars"]
    from_lagna = mars.house
    from_moon = house_from(chart.moon.sign, mars.sign)
    reasons = []
    if from_lagna in MANGAL_HOUSES:
        reasons.append(mars_from_ascendant(from_lagna))
    if from_moon in MANGAL_HOUSES:
        reasons.append(mars_from_moon(from_moon))
    return Dosha("Mangal", bool(reasons), RULES["Mangal"], tuple(reasons))


def kaal_sarp(chart: Chart) -> Dosha:
    rahu = chart.grahas["Rahu"].longitude
    # Arc positions measured from Rahu: all below 180 or all above means one side.
    arcs = [normalise(chart.grahas[g].longitude - rahu) for g in SEVEN_GRAHAS]
    one_side = all(0 < a < 180 for a in arcs) or all(180 < a < 360 for a in arcs)
    reasons: tuple[Name, ...] = ()
    if one_side:
        kind = KAAL_SARP_NAMES[chart.grahas["Rahu"].house - 1]
        ends = ("Rahu", "Ketu") if arcs[0] < 180 else ("Ketu", "Rahu")
        reasons = (grahas_between(*ends, kind),)
    return Dosha("Kaal Sarp", one_side, RULES["Kaal Sarp"], reasons)


def pitru(chart: Chart) -> Dosha:
    sun, rahu, ketu = (chart.grahas[g] for g in ("Sun", "Rahu", "Ketu"))
    reasons = [
        sun_with_node(node.name, SIGNS[sun.sign]) for node in (rahu, ketu) if node.sign == sun.sign
    ]
    if rahu.house == 9:
        reasons.append(RAHU_IN_NINTH)
    return Dosha("Pitru", bool(reasons), RULES["Pitru"], tuple(reasons))


def shani_sade_sati(chart: Chart, saturn_now: float, on: str) -> Dosha:
    """`saturn_now` is Saturn's sidereal longitude on the date `on` (YYYY-MM-DD)."""
    position = house_from(chart.moon.sign, sign_index(saturn_now))
    phase = SADE_SATI_PHASES.get(position)
    reasons = (
        (saturn_transit(on, SIGNS[sign_index(saturn_now)], phase, SIGNS[chart.moon.sign]),)
        if phase
        else ()
    )
    return Dosha("Shani (Sade Sati)", phase is not None, RULES["Shani (Sade Sati)"], reasons)


def rahu_grahan(chart: Chart) -> Dosha:
    moon = chart.moon
    reasons = tuple(
        moon_with_node(node, SIGNS[moon.sign])
        for node in ("Rahu", "Ketu")
        if chart.grahas[node].sign == moon.sign
    )
    return Dosha("Rahu (Grahan)", bool(reasons), RULES["Rahu (Grahan)"], reasons)


def all_doshas(chart: Chart, saturn_now: float, on: str) -> list[Dosha]:
    return [
        mangal(chart),
        kaal_sarp(chart),
        pitru(chart),
        shani_sade_sati(chart, saturn_now, on),
        rahu_grahan(chart),
    ]
