"""The Kundli and the Kundli Milan on the wire (report.py and service.py build them): both apps
(Punya's /api/kundli and this service's own) check their answers against these types, and the
web app's are generated from them. Identifiers (signs, grahas, nakshatras) are
English; `names` gives each in the report's language, and every sentence is in that language."""

from __future__ import annotations

from pydantic import BaseModel


class BirthDetails(BaseModel):
    date: str
    time: str
    place: str
    latitude: float
    longitude: float
    timezone: str
    utc_offset: str
    utc_offset_rule: str
    utc_offset_source: str
    utc_datetime: str
    place_note: str | None  # a place chosen among same-named ones: which, and how to change it


class Placement(BaseModel):
    sign: str
    sign_sanskrit: str
    sign_lord: str
    degree: float
    degree_dms: str
    longitude: float
    nakshatra: str
    pada: int
    nakshatra_lord: str
    house: int
    retrograde: bool


class Rashi(BaseModel):
    name: str
    sanskrit: str
    lord: str


class MoonNakshatra(BaseModel):
    name: str
    pada: int
    lord: str


class House(BaseModel):
    house: int
    sign: str
    lord: str
    grahas: list[str]


class ChartSettings(BaseModel):
    zodiac: str
    ayanamsa: str
    ayanamsa_degrees: float
    house_system: str
    rahu_ketu: str
    ephemeris: str


class DashaPeriod(BaseModel):
    planet: str
    start: str
    end: str


class Mahadasha(DashaPeriod):
    antardashas: list[DashaPeriod]


class DashaBalance(BaseModel):
    planet: str
    years: float


class RunningDasha(BaseModel):
    mahadasha: DashaPeriod
    antardasha: DashaPeriod


class Dasha(BaseModel):
    system: str
    balance_at_birth: DashaBalance
    current: RunningDasha | None  # None when the date asked about is past the 120 years
    mahadashas: list[Mahadasha]


class Dosha(BaseModel):
    name: str
    title: str
    present: bool
    rule: str
    reasons: list[str]


class Transit(BaseModel):
    planet: str
    sign: str
    degree_dms: str
    nakshatra: str
    retrograde: bool
    house_from_moon: int
    favourable: bool
    effect: str
    phase: str | None
    rule: str


class Transits(BaseModel):
    date: str
    moon_sign: str
    system: str
    planets: list[Transit]


class ChartNames(BaseModel):
    """Display names by English name: signs, grahas (with the ascendant), the grahas' marks
    on a drawn chart, nakshatras."""

    signs: dict[str, str]
    grahas: dict[str, str]
    marks: dict[str, str]
    nakshatras: dict[str, str]


class KundliReport(BaseModel):
    name: str
    birth_details: BirthDetails
    ascendant: Placement
    rashi: Rashi
    nakshatra: MoonNakshatra
    planets: dict[str, Placement]
    houses: list[House]
    settings: ChartSettings
    dasha: Dasha
    doshas: list[Dosha]
    transits: Transits
    names: ChartNames
    language: str


class MatchPerson(BaseModel):
    name: str
    place: str
    place_note: str | None
    moon_sign: str
    moon_nakshatra: str
    pada: int


class Koota(BaseModel):
    name: str
    title: str
    points: float
    maximum: int
    groom: str
    bride: str
    note: str


class MangalOfPerson(BaseModel):
    present: bool
    cancelled: bool
    reasons: list[str]
    cancellations: list[str]


class MangalMatch(BaseModel):
    title: str
    rule: str
    groom: MangalOfPerson
    bride: MangalOfPerson
    verdict: str


class PairDosha(BaseModel):
    title: str
    rule: str
    present: bool
    cancelled: bool
    cancellations: list[str]


class MatchDoshas(BaseModel):
    mangal: MangalMatch
    nadi: PairDosha
    bhakoot: PairDosha


class KundliMatch(BaseModel):
    system: str
    groom: MatchPerson
    bride: MatchPerson
    kootas: list[Koota]
    total: float
    maximum: int
    verdict: str
    doshas: MatchDoshas
    names: ChartNames
    language: str
