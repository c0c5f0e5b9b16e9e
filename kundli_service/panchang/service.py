"""The Panchang of a date at a place, as its wire model (wire.py): the five limbs (tithi, vara,
nakshatra, yoga, karana) with the moment each ends, the Sun's and the Moon's risings and
settings, the day's inauspicious parts and Abhijit muhurat, the lunar month in both
reckonings, the samvat years and the festivals of the day. Times are the place's own clock
(ISO 8601 with its offset)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import NamedTuple
from zoneinfo import available_timezones

from kundli_service.ephemeris import AYANAMSA_NAME, FIRST_YEAR, LAST_YEAR, RISING_CONVENTION
from kundli_service.names import ADHIKA, DAY_PARTS_HI, MONTHS, PAKSHAS, VARAS, Lang, Name
from kundli_service.panchang.clock import local_time
from kundli_service.panchang.day import (
    GULIKA_KAAL,
    RAHU_KAAL,
    WEDNESDAY,
    YAMAGANDA,
    Day,
    NoSunrise,
    day_at,
)
from kundli_service.panchang.elements import (
    KARANA,
    KINDS,
    NAKSHATRA,
    TITHI,
    YOGA,
    Kind,
    Span,
    name_of,
    paksha_of,
    spans,
)
from kundli_service.panchang.festivals import festivals_on
from kundli_service.panchang.lunar import month_at, purnimanta, samvat
from kundli_service.panchang.wire import (
    Abhijit,
    Conventions,
    DayPart,
    Festival,
    Limb,
    LunarMonth,
    MonthTurn,
    Panchang,
    PanchangPlace,
    Period,
    Periods,
    Rising,
    Samvat,
    Vara,
)
from kundli_service.places import Place, PlaceNotFound, resolve_place
from kundli_service.places.nearby import nearest_place
from kundli_service.places.timezones import format_offset
from kundli_service.problem import Problem

MAX_PLACE = 200


@dataclass(frozen=True)
class PanchangRequest:
    date: str
    place: str | None = None
    latitude: float | None = None
    longitude: float | None = None
    zone: str | None = None
    language: Lang = "en"


# Only this form: Python also reads 20241101 and 2024-W44-5, which the API does not publish.
_YYYY_MM_DD = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _day(text: str) -> date | Problem:
    try:
        if not _YYYY_MM_DD.fullmatch(text):
            raise ValueError(text)
        day = date.fromisoformat(text)
    except ValueError:
        return Problem(
            "date",
            f"date {text!r} is not a date: write it as YYYY-MM-DD, e.g. 2024-11-01",
            hi=f"तारीख {text!r} सही नहीं है: वर्ष-माह-दिन लिखें, जैसे 2024-11-01",
        )
    if not FIRST_YEAR <= day.year <= LAST_YEAR:
        return Problem(
            "date",
            f"date must be between {FIRST_YEAR}-01-01 and {LAST_YEAR}-12-31, the years our "
            "ephemeris and time zones are checked for",
            hi=f"तारीख {FIRST_YEAR}-01-01 और {LAST_YEAR}-12-31 के बीच की होनी चाहिए: इन्हीं वर्षों "
            "के लिए हमारी गणना और समय क्षेत्र जाँचे गए हैं",
        )
    return day


def _place(request: PanchangRequest) -> tuple[Place, bool] | Problem:
    """The place, and whether it was given by its coordinates."""
    if request.place and request.place.strip():
        if len(request.place) > MAX_PLACE:
            return Problem(
                "place",
                f"place must be at most {MAX_PLACE} characters",
                hi=f"जगह का नाम {MAX_PLACE} अक्षरों से लंबा नहीं हो सकता",
            )
        found = resolve_place(request.place)
        if isinstance(found, PlaceNotFound):
            return Problem("place", found.message, found.suggestions, found.hi)
        return found, False
    lat, lon, zone = request.latitude, request.longitude, request.zone
    if lat is None and lon is None:
        return Problem(
            "place",
            "place is required: a town or city, or latitude and longitude",
            hi="जगह बताएँ: शहर या कस्बा, या अक्षांश और देशांतर",
        )
    if lat is None or not -90 <= lat <= 90:
        return Problem(
            "latitude",
            "latitude must be a number from -90 to 90",
            hi="अक्षांश -90 से 90 के बीच की संख्या होनी चाहिए",
        )
    if lon is None or not -180 <= lon <= 180:
        return Problem(
            "longitude",
            "longitude must be a number from -180 to 180",
            hi="देशांतर -180 से 180 के बीच की संख्या होनी चाहिए",
        )
    if not zone or zone not in _zones():
        return Problem(
            "zone",
            "zone must be an IANA time zone such as Asia/Kolkata",
            hi="समय क्षेत्र IANA नाम से लिखें, जैसे Asia/Kolkata",
        )
    near = nearest_place(lat, lon)
    return Place(
        name=f"{lat:.4f}, {lon:.4f}",
        state=near.label(request.language) if near else "",
        country_code="IN" if zone in ("Asia/Kolkata", "Asia/Calcutta") else "",
        country="",
        latitude=lat,
        longitude=lon,
        timezone=zone,
        population=0,
    ), True


@cache
def _zones() -> frozenset[str]:
    """The IANA zone names this machine knows (read from disk once)."""
    return frozenset(available_timezones())


def _no_sunrise(place: Place, day: date, polar_day: bool, by_coordinates: bool) -> Problem:
    where = f"latitude {place.latitude:.2f}" if by_coordinates else place.label()
    where_hi = f"अक्षांश {place.latitude:.2f} पर" if by_coordinates else f"{place.label('hi')} में"
    season = "stays above the horizon all day" if polar_day else "does not rise"
    season_hi = "दिन भर क्षितिज के ऊपर रहता है" if polar_day else "उगता ही नहीं"
    return Problem(
        "latitude" if by_coordinates else "place",
        f"At {where} the Sun {season} on {day.isoformat()}, and a Panchang day runs from one "
        "sunrise to the next: choose a place nearer the equator.",
        hi=f"{where_hi} {day.isoformat()} को सूर्य {season_hi}, और पंचांग का दिन एक सूर्योदय से "
        "अगले सूर्योदय तक चलता है: भूमध्य रेखा के पास की कोई जगह चुनें।",
    )


def panchang(request: PanchangRequest) -> Panchang | Problem:
    found = day_asked(request)
    if isinstance(found, Problem):
        return found
    today, by_coordinates = found
    return _report(today, by_coordinates, request.language)


def day_asked(request: PanchangRequest) -> tuple[Day, bool] | Problem:
    """The Panchang day the request asks for (its sunrise, sunset and next sunrise at the
    place), and whether the place was given by its coordinates; or what is wrong with it."""
    day = _day(request.date)
    if isinstance(day, Problem):
        return day
    found = _place(request)
    if isinstance(found, Problem):
        return found
    place, by_coordinates = found
    try:
        return day_at(place, day), by_coordinates
    except NoSunrise as exc:
        return _no_sunrise(place, day, exc.polar_day, by_coordinates)


def place_shown(today: Day, by_coordinates: bool, lang: Lang) -> PanchangPlace:
    """Where a day's times are for, as a report names it."""
    place = today.place
    offset = local_time(place, today.sunrise).utcoffset()
    return PanchangPlace(
        label=place.label(lang) if not by_coordinates else place.name,
        near=place.state if by_coordinates else None,
        note=place.choice_note(lang),
        latitude=round(place.latitude, 4),
        longitude=round(place.longitude, 4),
        timezone=place.timezone,
        utc_offset=format_offset(int(offset.total_seconds())) if offset else None,
    )


def _clock(place: Place, jd: float | None) -> str | None:
    if jd is None:
        return None
    return local_time(place, jd).isoformat(timespec="seconds")


def _running(today: Day, kind: Kind) -> list[Span]:
    """What runs at sunrise, and whatever begins before the next sunrise."""
    return [
        span
        for span in spans(kind, today.sunrise, today.next_sunrise)
        if span.end > today.sunrise and span.start < today.next_sunrise
    ]


def _at(place: Place, jd: float) -> str:
    return local_time(place, jd).isoformat(timespec="seconds")


def _limbs(today: Day, kind: Kind, running: list[Span], lang: Lang) -> list[Limb]:
    place = today.place
    return [
        Limb(
            number=span.number,
            key=name_of(kind, span.number).en,
            name=name_of(kind, span.number).in_(lang),
            starts=_at(place, span.start),
            ends=_at(place, span.end),
            paksha=PAKSHAS[paksha_of(span.number)].in_(lang) if kind.key == "tithi" else None,
        )
        for span in running
    ]


def _period(today: Day, bounds: tuple[float, float]) -> Period:
    return Period(starts=_at(today.place, bounds[0]), ends=_at(today.place, bounds[1]))


def _month_name(number: int, adhika: bool, lang: Lang) -> str:
    name = MONTHS[number - 1].in_(lang)
    return f"{ADHIKA.in_(lang)} {name}" if adhika else name


class _Month(NamedTuple):
    amanta: str
    purnimanta: str
    paksha: str
    adhika: bool


def _lunar(today: Day, tithi: int, at: float, lang: Lang) -> tuple[_Month, Samvat]:
    """The lunar month with its paksha, and the samvat years, at an instant of tithi `tithi`."""
    month = month_at(at)
    krishna = paksha_of(tithi) == 1
    pm_number, pm_adhika = purnimanta(month, krishna)
    vikram, shaka = samvat(today.date, month)
    names = _Month(
        _month_name(month.number, month.adhika, lang),
        _month_name(pm_number, pm_adhika, lang),
        PAKSHAS[1 if krishna else 0].in_(lang),
        month.adhika,
    )
    return names, Samvat(vikram=vikram, shaka=shaka)


_TURNING_TITHIS = (1, 16)  # Pratipada after the new moon, and after the full moon
_JUST_AFTER = 1.0 / 1440  # a minute, in days: safely past the Newton-found moment


def _month_turn(today: Day, tithis: list[Span], lang: Lang) -> MonthTurn | None:
    """The month from a new or full moon that falls between sunrise and the next sunrise (a
    day's month is named at sunrise, but the day of Gudi Padwa is already Chaitra's)."""
    for span in tithis:
        if span.number in _TURNING_TITHIS and span.start > today.sunrise:
            month, years = _lunar(today, span.number, span.start + _JUST_AFTER, lang)
            return MonthTurn(at=_at(today.place, span.start), **month._asdict(), samvat=years)
    return None


def _periods(today: Day) -> Periods:
    weekday = today.weekday
    abhijit = _period(today, today.abhijit())
    return Periods(
        rahu_kaal=_period(today, today.eighth(RAHU_KAAL[weekday])),
        yamaganda=_period(today, today.eighth(YAMAGANDA[weekday])),
        gulika_kaal=_period(today, today.eighth(GULIKA_KAAL[weekday])),
        abhijit=Abhijit(starts=abhijit.starts, ends=abhijit.ends, avoided=weekday == WEDNESDAY),
    )


def _report(today: Day, by_coordinates: bool, lang: Lang) -> Panchang:
    place = today.place
    running = {kind.key: _running(today, kind) for kind in KINDS}
    month, years = _lunar(today, running["tithi"][0].number, today.sunrise, lang)
    weekday = today.weekday
    return Panchang(
        date=today.date.isoformat(),
        place=place_shown(today, by_coordinates, lang),
        language=lang,
        day_parts=[DayPart(until=u, name=n) for u, n in DAY_PARTS_HI] if lang == "hi" else [],
        vara=Vara(number=weekday + 1, key=VARAS[weekday].en, name=VARAS[weekday].in_(lang)),
        tithi=_limbs(today, TITHI, running["tithi"], lang),
        nakshatra=_limbs(today, NAKSHATRA, running["nakshatra"], lang),
        yoga=_limbs(today, YOGA, running["yoga"], lang),
        karana=_limbs(today, KARANA, running["karana"], lang),
        sun=Rising(rise=_clock(place, today.sunrise), set=_clock(place, today.sunset)),
        moon=Rising(rise=_clock(place, today.moonrise), set=_clock(place, today.moonset)),
        periods=_periods(today),
        month=LunarMonth(**month._asdict(), then=_month_turn(today, running["tithi"], lang)),
        samvat=years,
        festivals=[
            Festival(key=f.key, name=f.name.in_(lang), rule=f.rule.in_(lang))
            for f in festivals_on(today)
        ],
        conventions=Conventions(**{k: v.in_(lang) for k, v in CONVENTIONS.items()}),
    )


CONVENTIONS = {
    "day": Name(
        "A Panchang day runs from sunrise to the next sunrise; the limbs named first are the ones "
        "running at sunrise.",
        "पंचांग का दिन एक सूर्योदय से अगले सूर्योदय तक चलता है; पहले लिखे अंग वे हैं जो सूर्योदय के समय चल रहे हैं।",
    ),
    "rising": Name(
        f"Sunrise, sunset, moonrise and moonset: the {RISING_CONVENTION}.",
        "सूर्योदय, सूर्यास्त, चंद्रोदय और चंद्रास्त का समय वह है जब बिंब का ऊपरी किनारा समुद्र "
        "तल के क्षितिज पर हो, वायुमंडलीय अपवर्तन (1013.25 hPa, 15 °C) सहित।",
    ),
    "zodiac": Name(
        f"Nakshatra and yoga are sidereal, with the {AYANAMSA_NAME} ayanamsa.",
        "नक्षत्र और योग निरयण पद्धति से, लाहिड़ी (चित्रापक्ष) अयनांश लेकर गिने गए हैं।",
    ),
    "month": Name(
        "Amanta months run from new moon to new moon; purnimanta months from full moon to full "
        "moon. An adhika month is the same in both.",
        "अमांत मास अमावस्या से अमावस्या तक चलता है और पूर्णिमांत मास पूर्णिमा से पूर्णिमा तक; "
        "अधिक मास दोनों में एक ही होता है।",
    ),
}
