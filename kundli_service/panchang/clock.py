"""Instants (Julian days, UT) and the wall clock of a place: the Panchang's times are given
in the place's own zone, with India's historical offsets (see places.timezones)."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from kundli_service.places import Place, utc_offset
from kundli_service.places.timezones import IST

_J2000 = 2451545.0
_J2000_MOMENT = datetime(2000, 1, 1, 12, tzinfo=UTC)


def julian_day_of(moment: datetime) -> float:
    return _J2000 + (moment - _J2000_MOMENT) / timedelta(days=1)


def moment_of(jd: float) -> datetime:
    return _J2000_MOMENT + timedelta(days=jd - _J2000)


def local_midnight(place: Place, day: date) -> float:
    """The Julian day (UT) at which `day` begins on the place's clock."""
    start = datetime.combine(day, time())
    return julian_day_of(start.replace(tzinfo=UTC)) - utc_offset(place, start).seconds / 86400


def local_time(place: Place, jd: float) -> datetime:
    """The instant on the place's clock, as an aware datetime carrying that offset."""
    moment = moment_of(jd)
    if place.country_code != "IN":
        return moment.astimezone(ZoneInfo(place.timezone))
    # India's offset depends on the local date (and, before 1906, the place): guess with IST,
    # then read the rule for the local time that guess gives.
    guess = (moment + timedelta(seconds=IST)).replace(tzinfo=None)
    seconds = utc_offset(place, guess).seconds
    return moment.astimezone(timezone(timedelta(seconds=seconds)))
