"""A Panchang day at a place: it runs from sunrise to the next sunrise, and its parts are
fractions of the daytime (sunrise to sunset) and the night (sunset to the next sunrise).

- Rahu Kaal, Yamaganda and Gulika Kaal: the daytime in eight equal parts, one part each,
  chosen by the weekday (the tables below, Sunday first);
- Abhijit muhurat: the 8th of the daytime's 15 muhurtas (the one around local noon); by
  custom it is not taken on Wednesdays;
- the moments festivals are judged at: arunodaya (four ghatis, 96 minutes, before sunrise),
  madhyahna (the middle of the 3rd fifth of the daytime), aparahna (the middle of the 4th
  fifth), pradosh (the middle of the 1st fifth of the night), nishita (the middle of the
  night)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache

from kundli_service.ephemeris import next_rising, sun_declination
from kundli_service.panchang.clock import local_midnight
from kundli_service.places import Place

# Which eighth of the daytime (1-8), Sunday first.
RAHU_KAAL = (8, 2, 7, 5, 6, 4, 3)
YAMAGANDA = (5, 4, 3, 2, 1, 7, 6)
GULIKA_KAAL = (7, 6, 5, 4, 3, 2, 1)
ABHIJIT = 8  # of 15 muhurtas of the daytime
WEDNESDAY = 3

MOMENTS = (
    "arunodaya",
    "sunrise",
    "madhyahna",
    "aparahna",
    "sunset",
    "pradosh",
    "nishita",
    "moonrise",
)
ARUNODAYA_DAYS = 96 / 1440  # four ghatis before sunrise


class NoSunrise(Exception):
    """The Sun does not rise (or set) at this place on this date."""

    def __init__(self, polar_day: bool) -> None:
        super().__init__("polar day" if polar_day else "polar night")
        self.polar_day = polar_day


@dataclass(frozen=True)
class Day:
    place: Place
    date: date
    midnight: float  # Julian days, UT
    # The next date's midnight: a day in which the clocks change lasts 23 or 25 hours.
    next_midnight: float
    sunrise: float
    sunset: float
    next_sunrise: float
    # The Moon's times are worked out when first asked for: a festival check reads the days
    # either side of the one shown, and most need only the Sun.
    _moon: dict[str, float | None] = field(default_factory=dict, compare=False, repr=False)

    @property
    def moonrise(self) -> float | None:
        """The Moon's rising on this date (midnight to midnight), if it rises."""
        return self._moon_event(setting=False)

    @property
    def moonset(self) -> float | None:
        return self._moon_event(setting=True)

    def _moon_event(self, *, setting: bool) -> float | None:
        key = "set" if setting else "rise"
        if key not in self._moon:
            lat, lon = self.place.latitude, self.place.longitude
            found = next_rising(self.midnight, "Moon", lat, lon, setting=setting)
            self._moon[key] = _within(found, self.midnight, self.next_midnight)
        return self._moon[key]

    @property
    def weekday(self) -> int:
        """0 Sunday .. 6 Saturday."""
        return self.date.isoweekday() % 7

    @property
    def daytime(self) -> float:
        return self.sunset - self.sunrise

    @property
    def night(self) -> float:
        return self.next_sunrise - self.sunset

    def eighth(self, part: int) -> tuple[float, float]:
        length = self.daytime / 8
        return self.sunrise + (part - 1) * length, self.sunrise + part * length

    def abhijit(self) -> tuple[float, float]:
        length = self.daytime / 15
        return self.sunrise + (ABHIJIT - 1) * length, self.sunrise + ABHIJIT * length

    def moment(self, name: str) -> float | None:
        """The instant a festival rule is judged at (None: no moonrise on this date)."""
        return {
            "arunodaya": self.sunrise - ARUNODAYA_DAYS,
            "sunrise": self.sunrise,
            "madhyahna": self.sunrise + self.daytime * 0.5,
            "aparahna": self.sunrise + self.daytime * 0.7,
            "sunset": self.sunset,
            "pradosh": self.sunset + self.night * 0.1,
            "nishita": self.sunset + self.night * 0.5,
            "moonrise": self.moonrise,
        }[name]


def _within(found: float | None, start: float, end: float) -> float | None:
    return found if found is not None and start <= found < end else None


@lru_cache(maxsize=512)
def day_at(place: Place, day: date) -> Day:
    """Sunrise, sunset, the next sunrise, moonrise and moonset of a date at a place. Raises
    NoSunrise where the Sun stays up or down all day."""
    midnight = local_midnight(place, day)
    tomorrow = local_midnight(place, day + timedelta(days=1))
    lat, lon = place.latitude, place.longitude
    sunrise = _within(next_rising(midnight, "Sun", lat, lon), midnight, tomorrow)
    sunset = next_rising(sunrise, "Sun", lat, lon, setting=True) if sunrise else None
    next_sunrise = next_rising(sunset, "Sun", lat, lon) if sunset else None
    if sunrise is None or sunset is None or next_sunrise is None or next_sunrise > tomorrow + 1:
        # Which of the two: is the Sun above the horizon at noon (90° less the arc between the
        # place's latitude and the Sun's declination)?
        raise NoSunrise(polar_day=abs(lat - sun_declination(midnight + 0.5)) < 90)
    return Day(place, day, midnight, tomorrow, sunrise, sunset, next_sunrise)
