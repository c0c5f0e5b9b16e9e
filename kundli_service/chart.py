"""A birth chart: where each graha and the ascendant stand in the sidereal zodiac."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import NamedTuple

from kundli_service.ephemeris import SkyAt
from kundli_service.zodiac import SIGN_SPAN, Nakshatra, place_of, sign_index


class Placement(NamedTuple):
    """A graha's (or the ascendant's) place; a tuple, as a chart builds ten of them."""

    name: str
    longitude: float  # sidereal, 0..360
    sign: int  # 0 = Aries
    degree: float  # within the sign, 0..30
    nakshatra: Nakshatra
    house: int  # whole-sign house from the ascendant, 1..12
    retrograde: bool


@dataclass(frozen=True)
class Chart:
    moment_utc: datetime
    ayanamsa: float
    ascendant: Placement
    grahas: dict[str, Placement]  # Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu

    @property
    def moon(self) -> Placement:
        return self.grahas["Moon"]


def _placement(name: str, longitude: float, lagna_sign: int, retrograde: bool) -> Placement:
    longitude, sign, nakshatra = place_of(longitude)
    return Placement(
        name,
        longitude,
        sign,
        longitude - sign * SIGN_SPAN,
        nakshatra,
        (sign - lagna_sign) % 12 + 1,  # house_from, inlined: ten placements per chart
        retrograde,
    )


def build_chart(sky: SkyAt, moment_utc: datetime) -> Chart:
    lagna_sign = sign_index(sky.ascendant)
    ascendant = _placement("Ascendant", sky.ascendant, lagna_sign, False)
    grahas = {
        name: _placement(name, longitude, lagna_sign, speed < 0)  # moving backwards
        for name, (longitude, speed) in sky.bodies.items()
    }
    rahu = sky.bodies["Rahu"]
    # Ketu is the opposite end of the nodal axis: always 180° from Rahu, moving with it.
    grahas["Ketu"] = _placement("Ketu", rahu.longitude + 180.0, lagna_sign, rahu.speed < 0)
    return Chart(moment_utc, sky.ayanamsa, ascendant, grahas)
