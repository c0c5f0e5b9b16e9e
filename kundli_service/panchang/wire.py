"""The Panchang on the wire (kundli_service/panchang/service.py builds it): what /api/panchang
answers and the assistant reads, and the types the web app's are generated from. Names are in
the language asked for; `key` is the English name. Times are ISO 8601 on the place's own
clock, with its offset."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class PanchangPlace(BaseModel):
    label: str
    near: str | None = None  # a place given by coordinates: the town it is in or near
    note: str | None = None  # a place chosen among same-named ones: which, and how to change it
    latitude: float
    longitude: float
    timezone: str
    utc_offset: str | None


class Vara(BaseModel):
    number: int  # 1 Sunday .. 7 Saturday
    key: str
    name: str


class Limb(BaseModel):
    """A tithi, nakshatra, yoga or karana: the one running at sunrise first, then each that
    begins before the next sunrise."""

    number: int
    key: str
    name: str
    starts: str
    ends: str
    paksha: str | None = None  # tithis: the bright or dark half


class Rising(BaseModel):
    rise: str | None  # None: it does not rise (or set) on this date
    set: str | None


class Period(BaseModel):
    starts: str
    ends: str


class Abhijit(Period):
    avoided: bool  # on Wednesdays, by custom


class Periods(BaseModel):
    rahu_kaal: Period
    yamaganda: Period
    gulika_kaal: Period
    abhijit: Abhijit


class Samvat(BaseModel):
    vikram: int
    shaka: int


class MonthTurn(BaseModel):
    """The month from a new or full moon before the next sunrise, with the samvat from then."""

    at: str
    amanta: str
    purnimanta: str
    paksha: str
    adhika: bool
    samvat: Samvat


class LunarMonth(BaseModel):
    """The month at sunrise, which names the day's month."""

    amanta: str
    purnimanta: str
    paksha: str
    adhika: bool
    then: MonthTurn | None


class Festival(BaseModel):
    key: str
    name: str
    rule: str  # the rule that put it on this day, in words


class Conventions(BaseModel):
    day: str
    rising: str
    zodiac: str
    month: str


class DayPart(BaseModel):
    until: int  # the hour (0-24) before which this part of the day holds
    name: str


class Panchang(BaseModel):
    date: str
    place: PanchangPlace
    language: str
    # The parts of the day the language names with a time ("सुबह 6:33"), in order; none in
    # English, which says AM and PM.
    day_parts: list[DayPart]
    vara: Vara
    tithi: list[Limb]
    nakshatra: list[Limb]
    yoga: list[Limb]
    karana: list[Limb]
    sun: Rising
    moon: Rising
    periods: Periods
    month: LunarMonth
    samvat: Samvat
    festivals: list[Festival]
    conventions: Conventions


class ChoghadiyaPart(BaseModel):
    """One of a day's sixteen choghadiyas (eight of the daytime, eight of the night)."""

    key: str
    name: str
    quality: Literal["good", "neutral", "bad"]
    starts: str
    ends: str
    night: bool


class Choghadiya(BaseModel):
    """A Panchang day's choghadiyas at a place, the place named as the Panchang names it."""

    date: str
    place: PanchangPlace
    periods: list[ChoghadiyaPart]
