"""The UTC offset in force at a birth place on a birth date, from naive local wall-clock time.

Places in India follow the table below, not the tz database's Asia/Kolkata, which gives one
offset for the whole country before 1906 (wrong for a birth record) and does not model the
Bombay and Calcutta city times. Every change takes effect at local midnight of its date;
a period runs from its first date up to, not including, its last.

=========================  ==========================  ==========================================
Period (local time)        Where                       Offset
=========================  ==========================  ==========================================
before 1906-01-01          everywhere in India         Local Mean Time of the place itself:
                                                       longitude x 240 s, rounded to the second
1941-10-01 .. 1942-05-15   everywhere (incl. Bombay,   War Time, UTC+06:30
                           Calcutta)
1942-09-01 .. 1945-10-15   everywhere (incl. Bombay,   War Time, UTC+06:30
                           Calcutta)
1906-01-01 .. 1955-01-01   Bombay: within 30 km of     Bombay Time, UTC+04:51
(outside war time)         Mumbai's centre
1906-01-01 .. 1948-01-01   Calcutta: within 25 km of   Calcutta Time, UTC+05:53:20
(outside war time)         Kolkata's centre (Howrah
                           included)
otherwise, from 1906-01-01 everywhere                  IST, UTC+05:30
=========================  ==========================  ==========================================

Sources: the IANA tz database, file 'asia', commentary on Asia/Kolkata, which cites
Reed & Low, The Indian Year Book 1936-37, and Shanks & Pottenger, The International Atlas:
on 1906-01-01 the railways and telegraphs switched to +05:30 (IST), while the government of
Calcutta kept its own time of about +05:53:20; war time of +06:30 ran from 1941 October to
1942-05-15 and from 1942-09-01 to 1945-10-15. The ends of Calcutta Time (1948) and of Bombay
Time (1955) are the dates commonly cited for those cities. The city radii are rules of thumb
for "in the city"; the centres are GeoNames' points for Mumbai and Kolkata.

Places outside India: `zoneinfo.ZoneInfo(place.timezone).utcoffset(local)`, summer time
included. A local time that occurs twice (clocks went back) or not at all (clocks went
forward) is read with fold=0, and `Offset.source` says so.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from kundli_service.names import Lang, Name
from kundli_service.places.model import Place

IST = 19_800  # +05:30
WAR_TIME = 23_400  # +06:30
BOMBAY_TIME = 17_460  # +04:51
CALCUTTA_TIME = 21_200  # +05:53:20

STANDARD_TIME_START = datetime(1906, 1, 1)
WAR_TIME_PERIODS = (
    (datetime(1941, 10, 1), datetime(1942, 5, 15)),
    (datetime(1942, 9, 1), datetime(1945, 10, 15)),
)
BOMBAY_TIME_END = datetime(1955, 1, 1)
CALCUTTA_TIME_END = datetime(1948, 1, 1)

MUMBAI_CENTRE = (19.07283, 72.88261)
KOLKATA_CENTRE = (22.56263, 88.36304)
BOMBAY_RADIUS_KM = 30.0
CALCUTTA_RADIUS_KM = 25.0

_EARTH_RADIUS_KM = 6371.0088


@dataclass(frozen=True)
class Offset:
    seconds: int
    clock: Name  # the clock kept there: "IST", "Bombay Time", or a zone and its abbreviation
    source: str
    # At a clock change abroad: "skipped" (the local time did not exist) or "repeated" (it
    # happened twice); `later` is then the offset after the change.
    clock_change: str | None = None
    later: int | None = None

    @property
    def label(self) -> str:
        return self.label_in("en")

    def label_in(self, lang: Lang) -> str:
        """ "IST (UTC+05:30)", "भारतीय मानक समय (UTC+05:30)"."""
        return f"{self.clock.in_(lang)} ({format_offset(self.seconds)})"


def zone_clock(zone: str, abbreviation: str) -> Name:
    """A clock abroad by its IANA zone and abbreviation: identifiers, the same in both
    languages."""
    text = f"{zone} {abbreviation}" if abbreviation and abbreviation[0] not in "+-" else zone
    return Name(text, text)


def utc_offset(place: Place, local: datetime) -> Offset:
    """The offset east of UTC at `place` for the naive wall-clock time `local`."""
    if local.tzinfo is not None:
        raise ValueError("utc_offset takes naive local wall-clock time (tzinfo=None)")
    if place.country_code == "IN":
        return _india(place, local)
    return _zoneinfo(place, local)


def format_offset(seconds: int) -> str:
    """ "UTC+05:30", "UTC-05:00", "UTC+05:53:20"."""
    sign = "-" if seconds < 0 else "+"
    minutes, secs = divmod(abs(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    text = f"UTC{sign}{hours:02d}:{minutes:02d}"
    return f"{text}:{secs:02d}" if secs else text


def distance_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    """Great-circle distance between two (latitude, longitude) points."""
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * _EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def local_mean_time(longitude: float) -> int:
    """Seconds east of UTC of local mean time: 4 minutes per degree, rounded half up."""
    return math.floor(longitude * 240 + 0.5)


def _india(place: Place, local: datetime) -> Offset:
    if local < STANDARD_TIME_START:
        seconds = local_mean_time(place.longitude)
        return Offset(
            seconds,
            Name("Local Mean Time", "स्थानीय माध्य समय"),
            f"India before 1906-01-01: local mean time of the place, longitude "
            f"{place.longitude:.5f} x 240 s (IANA tz 'asia' notes on Asia/Kolkata)",
        )
    for start, end in WAR_TIME_PERIODS:
        if start <= local < end:
            return Offset(
                WAR_TIME,
                Name("War Time", "युद्धकालीन समय"),
                f"India war time {start:%Y-%m-%d} to {end:%Y-%m-%d}, IST + 1 h "
                "(IANA tz 'asia', Asia/Kolkata)",
            )
    here = (place.latitude, place.longitude)
    if local < BOMBAY_TIME_END and distance_km(here, MUMBAI_CENTRE) <= BOMBAY_RADIUS_KM:
        return Offset(
            BOMBAY_TIME,
            Name("Bombay Time", "बंबई समय"),
            f"Bombay kept Bombay Time until {BOMBAY_TIME_END:%Y-%m-%d} (place within "
            f"{BOMBAY_RADIUS_KM:g} km of Mumbai's centre)",
        )
    if local < CALCUTTA_TIME_END and distance_km(here, KOLKATA_CENTRE) <= CALCUTTA_RADIUS_KM:
        return Offset(
            CALCUTTA_TIME,
            Name("Calcutta Time", "कलकत्ता समय"),
            f"Calcutta kept Calcutta Time until {CALCUTTA_TIME_END:%Y-%m-%d} (place within "
            f"{CALCUTTA_RADIUS_KM:g} km of Kolkata's centre; IANA tz 'asia', Asia/Kolkata)",
        )
    return Offset(
        IST,
        Name("IST", "भारतीय मानक समय"),
        "Indian Standard Time, in force since 1906-01-01 (IANA tz 'asia', Asia/Kolkata)",
    )


def _zoneinfo(place: Place, local: datetime) -> Offset:
    zone = ZoneInfo(place.timezone)
    first = local.replace(tzinfo=zone, fold=0)
    second = local.replace(tzinfo=zone, fold=1)
    offset = first.utcoffset()
    if offset is None:  # pragma: no cover - ZoneInfo always gives one
        raise ValueError(f"no UTC offset for {place.timezone}")
    seconds = int(offset.total_seconds())
    note, change, later = "", None, None
    after = second.utcoffset()
    if after is not None and after != offset:
        round_trip = first.astimezone(UTC).astimezone(zone).replace(tzinfo=None)
        later = int(after.total_seconds())
        if round_trip == local:
            change = "repeated"
            note = (
                "; this local time occurred twice (clocks went back), "
                "read as the first occurrence (fold=0)"
            )
        else:
            change = "skipped"
            note = (
                "; this local time did not exist (clocks went forward), "
                "read with the offset before the change (fold=0)"
            )
    return Offset(
        seconds,
        zone_clock(place.timezone, first.tzname() or ""),
        f"IANA tz database via zoneinfo, zone {place.timezone}{note}",
        change,
        later,
    )
