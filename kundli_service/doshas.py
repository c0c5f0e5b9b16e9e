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
"""

from __future__ import annotations

from dataclasses import dataclass

from kundli_service.chart import Chart
from kundli_service.zodiac import SIGNS, house_from, normalise, sign_index

MANGAL_HOUSES = (1, 2, 4, 7, 8, 12)
SEVEN_GRAHAS = ("Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn")
SADE_SATI_PHASES = {12: "rising (first)", 1: "peak (second)", 2: "setting (third)"}
KAAL_SARP_NAMES = (
    "Anant",
    "Kulik",
    "Vasuki",
    "Shankhpal",
    "Padma",
    "Mahapadma",
    "Takshak",
    "Karkotak",
    "Shankhachud",
    "Ghatak",
    "Vishdhar",
    "Sheshnag",
)


@dataclass(frozen=True)
class Dosha:
    name: str
    present: bool
    rule: str
    reasons: tuple[str, ...]


def mangal(chart: Chart) -> Dosha:
    mars = chart.grahas["Mars"]
    from_lagna = mars.house
    from_moon = house_from(chart.moon.sign, mars.sign)
    reasons = []
    if from_lagna in MANGAL_HOUSES:
        reasons.append(f"Mars is in house {from_lagna} from the ascendant")
    if from_moon in MANGAL_HOUSES:
        reasons.append(f"Mars is in house {from_moon} from the Moon")
    return Dosha(
        "Mangal",
        bool(reasons),
        "Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house from the ascendant or the Moon",
        tuple(reasons),
    )


def kaal_sarp(chart: Chart) -> Dosha:
    rahu = chart.grahas["Rahu"].longitude
    # Arc positions measured from Rahu: all below 180 or all above means one side.
    arcs = [normalise(chart.grahas[g].longitude - rahu) for g in SEVEN_GRAHAS]
    one_side = all(0 < a < 180 for a in arcs) or all(180 < a < 360 for a in arcs)
    reasons: tuple[str, ...] = ()
    if one_side:
        name = KAAL_SARP_NAMES[chart.grahas["Rahu"].house - 1]
        side = "Rahu to Ketu" if arcs[0] < 180 else "Ketu to Rahu"
        reasons = (f"All seven grahas lie between {side} ({name} Kaal Sarp)",)
    return Dosha(
        "Kaal Sarp",
        one_side,
        "All seven grahas, Sun to Saturn, on one side of the Rahu-Ketu axis",
        reasons,
    )


def pitru(chart: Chart) -> Dosha:
    sun, rahu, ketu = (chart.grahas[g] for g in ("Sun", "Rahu", "Ketu"))
    reasons = [
        f"The Sun is with {node.name} in {SIGNS[sun.sign]}"
        for node in (rahu, ketu)
        if node.sign == sun.sign
    ]
    if rahu.house == 9:
        reasons.append("Rahu is in the 9th house")
    return Dosha(
        "Pitru",
        bool(reasons),
        "The Sun in the same sign as Rahu or Ketu, or Rahu in the 9th house",
        tuple(reasons),
    )


def shani_sade_sati(chart: Chart, saturn_now: float, on: str) -> Dosha:
    """`saturn_now` is Saturn's sidereal longitude on the date `on` (YYYY-MM-DD)."""
    position = house_from(chart.moon.sign, sign_index(saturn_now))
    phase = SADE_SATI_PHASES.get(position)
    reasons = (
        (
            f"On {on} Saturn transits {SIGNS[sign_index(saturn_now)]}, the {phase} phase "
            f"of Sade Sati for a Moon in {SIGNS[chart.moon.sign]}",
        )
        if phase
        else ()
    )
    return Dosha(
        "Shani (Sade Sati)",
        phase is not None,
        "Transiting Saturn in the 12th, 1st or 2nd sign from the natal Moon",
        reasons,
    )


def rahu_grahan(chart: Chart) -> Dosha:
    moon = chart.moon
    reasons = tuple(
        f"The Moon is with {node} in {SIGNS[moon.sign]}"
        for node in ("Rahu", "Ketu")
        if chart.grahas[node].sign == moon.sign
    )
    return Dosha(
        "Rahu (Grahan)", bool(reasons), "The Moon in the same sign as Rahu or Ketu", reasons
    )


def all_doshas(chart: Chart, saturn_now: float, on: str) -> list[Dosha]:
    return [
        mangal(chart),
        kaal_sarp(chart),
        pitru(chart),
        shani_sade_sati(chart, saturn_now, on),
        rahu_grahan(chart),
    ]
