"""The sidereal zodiac's fixed tables: signs, nakshatras, their lords, and helpers. Names are
kundli_service.names' English (the one table of names in both languages)."""

from __future__ import annotations

from typing import NamedTuple

from kundli_service import names

SIGNS: tuple[str, ...] = tuple(name.en for name in names.SIGNS)
SIGNS_SANSKRIT: tuple[str, ...] = (
    "Mesha",
    "Vrishabha",
    "Mithuna",
    "Karka",
    "Simha",
    "Kanya",
    "Tula",
    "Vrishchika",
    "Dhanu",
    "Makara",
    "Kumbha",
    "Meena",
)
SIGN_LORDS: tuple[str, ...] = (
    "Mars",
    "Venus",
    "Mercury",
    "Moon",
    "Sun",
    "Mercury",
    "Venus",
    "Mars",
    "Jupiter",
    "Saturn",
    "Saturn",
    "Jupiter",
)
NAKSHATRAS: tuple[str, ...] = tuple(name.en for name in names.NAKSHATRAS)
# Vimshottari order of the nakshatra lords, repeating from Ashwini, and their years.
DASHA_ORDER: tuple[str, ...] = (
    "Ketu",
    "Venus",
    "Sun",
    "Moon",
    "Mars",
    "Rahu",
    "Jupiter",
    "Saturn",
    "Mercury",
)
DASHA_YEARS: dict[str, int] = {
    "Ketu": 7,
    "Venus": 20,
    "Sun": 6,
    "Moon": 10,
    "Mars": 7,
    "Rahu": 18,
    "Jupiter": 16,
    "Saturn": 19,
    "Mercury": 17,
}
GRAHAS: tuple[str, ...] = tuple(name.en for name in names.GRAHAS)
SIGN_SPAN = 30.0
NAKSHATRA_SPAN = 360.0 / 27  # 13°20'
PADA_SPAN = NAKSHATRA_SPAN / 4  # 3°20'


def normalise(longitude: float) -> float:
    return longitude % 360.0


def sign_index(longitude: float) -> int:
    """0 = Aries. A graha at 29°59'59" is still in its sign: signs are floored, not rounded."""
    return int(normalise(longitude) // SIGN_SPAN) % 12


def nakshatra_index(longitude: float) -> int:
    return int(normalise(longitude) // NAKSHATRA_SPAN) % 27


def pada(longitude: float) -> int:
    """1 to 4: which quarter of its nakshatra the longitude falls in."""
    return int((normalise(longitude) % NAKSHATRA_SPAN) // PADA_SPAN) + 1


def nakshatra_lord(index: int) -> str:
    return DASHA_ORDER[index % 9]


def house_from(reference_sign: int, sign: int) -> int:
    """Whole-sign house (1 to 12) of `sign` counted from `reference_sign`."""
    return (sign - reference_sign) % 12 + 1


class Nakshatra(NamedTuple):
    name: str
    number: int  # 0 = Ashwini
    pada: int
    lord: str

    @staticmethod
    def of(longitude: float) -> Nakshatra:
        return _NAKSHATRA_PADAS[nakshatra_index(longitude)][pada(longitude) - 1]


# Every nakshatra and pada made once: a chart asks for ten of them.
_NAKSHATRA_PADAS = tuple(
    tuple(Nakshatra(name, index, quarter, nakshatra_lord(index)) for quarter in range(1, 5))
    for index, name in enumerate(NAKSHATRAS)
)


def place_of(longitude: float) -> tuple[float, int, Nakshatra]:
    """The longitude normalised, with its sign and nakshatra: `normalise`, `sign_index` and
    `Nakshatra.of` in one step (a chart places ten points)."""
    longitude %= 360.0
    at = longitude % 360.0  # again, as the helpers do: -1e-20 gives 360.0, then 0.0
    index = int(at // NAKSHATRA_SPAN) % 27
    pada_index = int(at % NAKSHATRA_SPAN // PADA_SPAN)
    return longitude, int(at // SIGN_SPAN) % 12, _NAKSHATRA_PADAS[index][pada_index]


_TWO_DIGITS = tuple(f"{n:02d}" for n in range(60))


def dms(degrees: float) -> str:
    """12.5 -> 12°30'00\"."""
    total = round(degrees * 3600)
    minutes = total // 60
    return f"{minutes // 60}°{_TWO_DIGITS[minutes % 60]}'{_TWO_DIGITS[total % 60]}\""
