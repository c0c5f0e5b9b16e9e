"""Birth details as people give them, checked and turned into an instant and a place.

Every problem is returned as a value naming the field and why, never raised."""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from kundli_service.ephemeris import FIRST_YEAR
from kundli_service.places import Offset, Place, PlaceNotFound, resolve_place, utc_offset
from kundli_service.places.timezones import zone_clock
from kundli_service.problem import Problem

EARLIEST_YEAR = FIRST_YEAR
MAX_NAME = 100
MAX_PLACE = 200
LANGUAGES = ("english", "hindi")

_DATE_FORMATS = ("%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y")
_TIME_24 = re.compile(r"^(\d{1,2}):(\d{2})(?::(\d{2}))?$")
_TIME_12 = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$", re.IGNORECASE)
# "1:30 EDT": a zone's abbreviation after the time, to say which of a repeated hour was meant.
_ZONE_SUFFIX = re.compile(r"^(.*?)\s+\(?([A-Za-z]{3,5})\)?$")


BirthProblem = Problem


@dataclass(frozen=True)
class Birth:
    name: str
    local_date: date
    local_time: time
    place: Place
    offset: Offset
    language: str

    @property
    def local_datetime(self) -> datetime:
        """Wall-clock time at the birth place, naive."""
        return datetime.combine(self.local_date, self.local_time)

    @property
    def moment_utc(self) -> datetime:
        return (self.local_datetime - timedelta(seconds=self.offset.seconds)).replace(tzinfo=UTC)

    @property
    def local_tz(self) -> timezone:
        return timezone(timedelta(seconds=self.offset.seconds))


def parse_birth_date(raw: str, today: date) -> date | BirthProblem:
    text = raw.strip()
    if not text:
        return BirthProblem("date_of_birth", "date_of_birth is required", hi="जन्म तिथि लिखें")
    parsed = None
    if len(text) == 10 and text[4] == "-":  # ISO, the usual form: fast path
        with suppress(ValueError):
            parsed = date.fromisoformat(text)
    for fmt in _DATE_FORMATS if parsed is None else ():
        try:
            parsed = datetime.strptime(text, fmt).date()
            break
        except ValueError:
            continue
    if parsed is None:
        return BirthProblem(
            "date_of_birth",
            f"date_of_birth {text!r} is not a real date: write it as YYYY-MM-DD, e.g. 1990-05-15",
            hi=f"जन्म तिथि {text!r} सही तारीख नहीं है: वर्ष-माह-दिन लिखें, जैसे 1990-05-15",
        )
    if parsed > today:
        return BirthProblem(
            "date_of_birth",
            f"date_of_birth {text} is in the future",
            hi=f"जन्म तिथि {text} भविष्य की है",
        )
    if parsed.year < EARLIEST_YEAR:
        return BirthProblem(
            "date_of_birth",
            f"date_of_birth must be in {EARLIEST_YEAR} or later",
            hi=f"जन्म तिथि {EARLIEST_YEAR} या उसके बाद की होनी चाहिए",
        )
    return parsed


def parse_birth_time(raw: str) -> time | BirthProblem:
    text = raw.strip()
    if not text:
        return BirthProblem("time_of_birth", "time_of_birth is required", hi="जन्म समय लिखें")
    hour = minute = second = -1
    if match := _TIME_24.match(text):
        hour, minute, second = int(match[1]), int(match[2]), int(match[3] or 0)
    elif (match := _TIME_12.match(text)) and 1 <= int(match[1]) <= 12:
        # 12 AM is midnight, 12 PM is noon.
        hour = int(match[1]) % 12 + (12 if match[3].lower() == "p" else 0)
        minute, second = int(match[2] or 0), 0
    if not (0 <= hour <= 23 and 0 <= minute <= 59 and 0 <= second <= 59):
        return BirthProblem(
            "time_of_birth",
            f"time_of_birth {text!r} is not a valid time: use HH:MM from 00:00 to 23:59, "
            "or 2:30 PM",
            hi=f"जन्म समय {text!r} सही नहीं है: 00:00 से 23:59 के बीच घंटा:मिनट लिखें, या 2:30 PM",
        )
    return time(hour, minute, second)


def check_birth(
    name: str,
    date_of_birth: str,
    time_of_birth: str,
    place_of_birth: str,
    language: str,
    *,
    today: date,
) -> Birth | BirthProblem:
    """All four details checked in the order a person gives them."""
    clean_name = " ".join(name.split())
    if not clean_name:
        return BirthProblem("name", "name is required", hi="नाम लिखें")
    if len(clean_name) > MAX_NAME:
        return BirthProblem(
            "name",
            f"name must be at most {MAX_NAME} characters",
            hi=f"नाम {MAX_NAME} अक्षरों से लंबा नहीं हो सकता",
        )
    if language.strip().lower() not in LANGUAGES:
        return BirthProblem("language", f"language must be one of: {', '.join(LANGUAGES)}")
    day = parse_birth_date(date_of_birth, today)
    if isinstance(day, BirthProblem):
        return day
    clock_text, abbreviation = _zone_suffix(time_of_birth)
    clock = parse_birth_time(clock_text)
    if isinstance(clock, BirthProblem):
        return clock
    if len(place_of_birth) > MAX_PLACE:
        return BirthProblem(
            "place_of_birth",
            f"place_of_birth must be at most {MAX_PLACE} characters",
            hi=f"जन्म स्थान {MAX_PLACE} अक्षरों से लंबा नहीं हो सकता",
        )
    place = resolve_place(place_of_birth)
    if isinstance(place, PlaceNotFound):
        return BirthProblem("place_of_birth", place.message, place.suggestions, place.hi)
    offset = utc_offset(place, datetime.combine(day, clock))
    if offset.clock_change is not None:
        settled = _settle_clock_change(place, datetime.combine(day, clock), offset, abbreviation)
        if isinstance(settled, Problem):
            return settled
        offset = settled
    return Birth(clean_name, day, clock, place, offset, language.strip().lower())


def _zone_suffix(text: str) -> tuple[str, str | None]:
    match = _ZONE_SUFFIX.match(text.strip())
    if match is None or match[2].upper() in ("AM", "PM"):
        return text, None
    return match[1], match[2].upper()


def _settle_clock_change(
    place: Place, local: datetime, offset: Offset, abbreviation: str | None
) -> Offset | Problem:
    """A birth time at a clock change abroad: one that never happened is refused; one that
    happened twice is taken only with the zone's abbreviation saying which."""
    zone = ZoneInfo(place.timezone)
    names = [local.replace(tzinfo=zone, fold=f).tzname() or "" for f in (0, 1)]
    at = f"{local:%H:%M} on {local:%Y-%m-%d} in {place.short_label()}"
    shift = abs((offset.later or 0) - offset.seconds) // 60
    by = "an hour" if shift == 60 else f"{shift} minutes"
    at_hi = f"{local:%Y-%m-%d} को {place.short_label('hi')} में {local:%H:%M}"
    by_hi = "एक घंटा" if shift == 60 else f"{shift} मिनट"
    if offset.clock_change == "skipped":
        return Problem(
            "time_of_birth",
            f"time_of_birth {at} did not exist: the clocks went forward {by} then (summer time "
            "began). Please check the time on the birth record.",
            hi=f"{at_hi} का समय था ही नहीं: तब घड़ियाँ {by_hi} आगे की गई थीं (ग्रीष्मकालीन समय "
            "शुरू हुआ था)। कृपया जन्म प्रमाण-पत्र में लिखा समय दोबारा देखें।",
        )
    if abbreviation == names[0]:
        return offset
    if abbreviation == names[1] and offset.later is not None:
        return Offset(
            offset.later,
            zone_clock(place.timezone, names[1]),
            f"IANA tz database via zoneinfo, zone {place.timezone}; the second {local:%H:%M} "
            "of the night the clocks went back, as the time says",
        )
    return Problem(
        "time_of_birth",
        f"time_of_birth {at} happened twice: the clocks went back {by} then (summer time "
        f'ended). Please add which, e.g. "{local:%H:%M} {names[0]}" (the first, summer time) '
        f'or "{local:%H:%M} {names[1]}" (the second).',
        hi=f"{at_hi} का समय दो बार आया: तब घड़ियाँ {by_hi} पीछे की गई थीं (ग्रीष्मकालीन समय "
        f'ख़त्म हुआ था)। कृपया बताएँ कि कौन-सा, जैसे "{local:%H:%M} {names[0]}" (पहला, '
        f'ग्रीष्मकालीन समय) या "{local:%H:%M} {names[1]}" (दूसरा)।',
    )
