"""Panchang cost: one day's Panchang computed in process, cold (a date no cache has seen), a
calendar month's consecutive days, and warm (the same day again), against bare pyswisseph
making the calls any Panchang day needs."""

# Usage: .venv/bin/python bench/panchang_bench.py [--seconds 3]
# Prints figures and ratios; it never passes or fails on timing.
#
# Bare pyswisseph: one rise_trans for the sunrise and one calc_ut of the Moon and one of the
# Sun (Moshier, sidereal Lahiri, with speeds), made as the engine makes them, for a Julian day
# and place already known. Punya's figure is the whole Panchang(): the place by name, the
# local midnight, sunrise, sunset and the next sunrise, moonrise and moonset, the four limbs
# with their ends, the lunar month, the festivals (which read the days either side) and the
# report. Cold: each date is 101 days from the one before, further than anything a day reads
# (its days, the ephemeris every half day, its month's new moons), so no cache holds what it
# needs; consecutive: day after day at one place, as a month's page reads them; warm: the
# same day again. Times are this thread's CPU time, in rounds that alternate the four, shown
# for the best round and the median one (on a busy machine the best is the steadier figure).

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterator
from datetime import date, timedelta

import swisseph as swe

from kundli_service.ephemeris import FIRST_YEAR, LAST_YEAR
from kundli_service.panchang import PanchangRequest, panchang
from kundli_service.panchang.clock import local_midnight
from kundli_service.panchang.wire import Panchang
from kundli_service.places import Place, resolve_place

PLACES = ["New Delhi", "Varanasi", "Chennai", "Kolkata", "London", "New York"]
FLAGS = swe.FLG_MOSEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED
DAYS_PER_ROUND = 20
TARGET_MS = 5.0
COLD_STEP = timedelta(days=101)


def cold_dates() -> Iterator[date]:
    """Dates 101 days apart across the years the Panchang covers, then again shifted by 50."""
    for shift in range(0, 101, 50):
        day = date(FIRST_YEAR, 1, 1) + timedelta(days=shift)
        while day.year <= LAST_YEAR:
            yield day
            day += COLD_STEP
    raise SystemExit("ran out of cold dates: shorten --seconds")


def place(name: str) -> Place:
    found = resolve_place(name)
    assert isinstance(found, Place), name
    return found


def one_day(day: date, where: str) -> None:
    result = panchang(PanchangRequest(day.isoformat(), where))
    assert isinstance(result, Panchang), result


def bare_day(jd: float, lat: float, lon: float) -> None:
    swe.rise_trans(jd, swe.SUN, swe.CALC_RISE, (lon, lat, 0.0), 1013.25, 15.0, swe.FLG_MOSEPH)
    swe.calc_ut(jd, swe.MOON, FLAGS)
    swe.calc_ut(jd, swe.SUN, FLAGS)


def per_day_ms(work: Callable[[int], object]) -> float:
    start = time.thread_time_ns()
    for i in range(DAYS_PER_ROUND):
        work(i)
    return (time.thread_time_ns() - start) / DAYS_PER_ROUND / 1e6


def measure(seconds: float) -> dict[str, list[float]]:
    swe.set_sid_mode(swe.SIDM_LAHIRI)  # once, as kundli_service does per thread
    places = [place(name) for name in PLACES]
    cold = cold_dates()
    next_day = date(2026, 1, 1)
    warm_day = date(2024, 11, 1)
    one_day(warm_day, PLACES[0])  # the gazetteer loaded and the warm day seen, as in a server
    figures: dict[str, list[float]] = {"bare": [], "cold": [], "consecutive": [], "warm": []}

    def bare(i: int) -> None:
        p = places[i % len(places)]
        jd = local_midnight(p, warm_day + timedelta(days=i))
        bare_day(jd, p.latitude, p.longitude)

    def consecutive(i: int) -> None:
        nonlocal next_day
        one_day(next_day, PLACES[1])
        next_day += timedelta(days=1)

    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(figures["bare"]) < 5:
        figures["bare"].append(per_day_ms(bare))
        figures["cold"].append(per_day_ms(lambda i: one_day(next(cold), PLACES[i % len(PLACES)])))
        figures["consecutive"].append(per_day_ms(consecutive))
        figures["warm"].append(per_day_ms(lambda i: one_day(warm_day, PLACES[0])))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    figures = measure(args.seconds)
    best = {k: min(v) for k, v in figures.items()}
    median = {k: statistics.median(v) for k, v in figures.items()}
    heading = f"per day, CPU ms ({len(figures['bare'])} rounds of {DAYS_PER_ROUND})"
    print(f"{heading:<52}{'best':>6}{'median':>8}{'ratio':>8}")
    labels = {
        "bare": "bare pyswisseph: sunrise + Moon + Sun",
        "cold": "Punya: a day's Panchang, cold",
        "consecutive": "Punya: consecutive days (a month's page)",
        "warm": "Punya: the same day again (warm)",
    }
    for key, label in labels.items():
        ratio = "" if key == "bare" else f"{median[key] / median['bare']:>7.1f}x"
        print(f"  {label:<50}{best[key]:>6.2f}{median[key]:>8.2f}{ratio}")
    verdict = "within" if median["cold"] <= TARGET_MS else "over"
    print(f"  target: {TARGET_MS:.0f} ms a day, cold: {verdict} ({median['cold']:.2f} ms median)")


if __name__ == "__main__":
    main()
