"""An independent second method for a few longitudes: low-precision almanac formulas
(Astronomical Almanac for the Sun, the main terms of the lunar theory as given in
Meeus, Astronomical Algorithms, ch. 47, and the spherical-astronomy formula of the
ascendant from local sidereal time), compared with the Swiss Ephemeris results after
adding back the ayanamsa."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import pytest

from kundli_service.ephemeris import julian_day, sky_at

MOMENTS = [
    datetime(1950, 1, 26, 4, 30, tzinfo=UTC),
    datetime(1990, 5, 15, 9, 0, tzinfo=UTC),
    datetime(2001, 9, 11, 13, 46, tzinfo=UTC),
    datetime(2024, 2, 29, 23, 59, tzinfo=UTC),
]


def _sin(deg: float) -> float:
    return math.sin(math.radians(deg))


def _cos(deg: float) -> float:
    return math.cos(math.radians(deg))


def almanac_sun(jd: float) -> float:
    n = jd - 2451545.0
    mean_longitude = 280.460 + 0.9856474 * n
    anomaly = 357.528 + 0.9856003 * n
    return (mean_longitude + 1.915 * _sin(anomaly) + 0.020 * _sin(2 * anomaly)) % 360


def almanac_moon(jd: float) -> float:
    n = jd - 2451545.0
    mean_longitude = 218.316 + 13.176396 * n
    moon_anomaly = 134.963 + 13.064993 * n
    sun_anomaly = 357.529 + 0.98560028 * n
    elongation = 297.850 + 12.190749 * n
    latitude_arg = 93.272 + 13.229350 * n
    return (
        mean_longitude
        + 6.289 * _sin(moon_anomaly)
        + 1.274 * _sin(2 * elongation - moon_anomaly)
        + 0.658 * _sin(2 * elongation)
        + 0.214 * _sin(2 * moon_anomaly)
        - 0.186 * _sin(sun_anomaly)
        - 0.114 * _sin(2 * latitude_arg)
    ) % 360


def spherical_ascendant(jd: float, latitude: float, longitude: float) -> float:
    n = jd - 2451545.0
    local_sidereal = (280.46061837 + 360.98564736629 * n + longitude) % 360
    obliquity = 23.4393 - 0.0000004 * n
    return (
        math.degrees(
            math.atan2(
                _cos(local_sidereal),
                -(
                    _sin(local_sidereal) * _cos(obliquity)
                    + math.tan(math.radians(latitude)) * _sin(obliquity)
                ),
            )
        )
        % 360
    )


def gap(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


@pytest.mark.parametrize("moment", MOMENTS)
def test_sun_agrees_with_the_almanac_formula(moment: datetime) -> None:
    sky = sky_at(moment, 19.07, 72.88)
    tropical = sky.bodies["Sun"].longitude + sky.ayanamsa
    assert gap(tropical, almanac_sun(julian_day(moment))) < 0.02


@pytest.mark.parametrize("moment", MOMENTS)
def test_moon_agrees_with_the_main_lunar_terms(moment: datetime) -> None:
    sky = sky_at(moment, 19.07, 72.88)
    tropical = sky.bodies["Moon"].longitude + sky.ayanamsa
    assert gap(tropical, almanac_moon(julian_day(moment))) < 0.3


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize(("lat", "lon"), [(19.07, 72.88), (28.61, 77.21), (51.51, -0.13)])
def test_ascendant_agrees_with_spherical_astronomy(
    moment: datetime, lat: float, lon: float
) -> None:
    sky = sky_at(moment, lat, lon)
    tropical = sky.ascendant + sky.ayanamsa
    assert gap(tropical, spherical_ascendant(julian_day(moment), lat, lon)) < 0.05


def test_lahiri_ayanamsa_is_about_23_86_degrees_at_j2000_and_grows_50_seconds_a_year() -> None:
    j2000 = sky_at(datetime(2000, 1, 1, 12, tzinfo=UTC), 0, 0).ayanamsa
    later = sky_at(datetime(2050, 1, 1, 12, tzinfo=UTC), 0, 0).ayanamsa
    assert j2000 == pytest.approx(23.857, abs=0.01)
    # Precession is 50.29" a year; nutation moves the true value by up to 17" either way.
    assert (later - j2000) * 3600 / 50 == pytest.approx(50.29, abs=0.8)


def test_every_thread_computes_with_lahiri() -> None:
    """The library keeps its sidereal mode per thread; the server computes charts in
    worker threads, which must not fall back to the library's default ayanamsa."""
    from concurrent.futures import ThreadPoolExecutor

    moment = MOMENTS[1]
    here = sky_at(moment, 19.07, 72.88)
    with ThreadPoolExecutor(2) as pool:
        there = pool.submit(sky_at, moment, 19.07, 72.88).result()
    assert there.ayanamsa == pytest.approx(here.ayanamsa)
    assert there.bodies["Sun"].longitude == pytest.approx(here.bodies["Sun"].longitude)
