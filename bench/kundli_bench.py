"""Kundli cost: a complete chart in process against bare pyswisseph computing the same
positions for the same births, where Punya's time goes, and charts per second over HTTP."""

# Usage: .venv/bin/python bench/kundli_bench.py [--seconds 3] [--http-clients 8] [--no-http]
# Prints figures and ratios; it never passes or fails on timing.
#
# Bare pyswisseph computes what any chart needs from the ephemeris, as the service does:
# the eight bodies (Ketu is Rahu + 180°) and the ascendant, sidereal with Lahiri, from the
# birth's Julian day and place, both already known. Punya's figure is everything else as
# well: parsing the details, finding the place, the UTC offset, the Julian day, the
# ayanamsa the report prints, placements, dashas, doshas and the report. Times are this
# thread's CPU time, in rounds that alternate bare and Punya so that both meet the same
# machine, shown for the best round and the median one (on a busy machine the best is
# the steadier figure). The breakdown samples the stack of generate_kundli as it runs.

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from types import CodeType, FrameType
from typing import Any

import httpx
import swisseph as swe

from kundli_service import report
from kundli_service.birth import Birth, check_birth
from kundli_service.chart import build_chart
from kundli_service.dasha import vimshottari
from kundli_service.doshas import all_doshas
from kundli_service.ephemeris import julian_day, saturn_on, sky_at
from kundli_service.report import kundli_report
from kundli_service.service import KundliRequest, generate_kundli

ROOT = Path(__file__).resolve().parent.parent
BIRTHS = [
    KundliRequest("Asha", "1990-05-15", "14:30", "Mumbai"),
    KundliRequest("Ravi", "1985-11-02", "06:10", "Varanasi"),
    KundliRequest("Meera", "2001-01-26", "23:59", "Chennai"),
    KundliRequest("Arjun", "1962-08-15", "04:45", "Delhi"),
    KundliRequest("Priya", "1995-03-08", "12:00", "London, UK"),
]
FLAGS = swe.FLG_MOSEPH | swe.FLG_SIDEREAL | swe.FLG_SPEED
BODIES = (
    swe.SUN,
    swe.MOON,
    swe.MARS,
    swe.MERCURY,
    swe.JUPITER,
    swe.VENUS,
    swe.SATURN,
    swe.MEAN_NODE,
)
CHARTS_PER_ROUND = 25
SAMPLE_EVERY = 0.0003  # seconds of CPU time between two looks at the stack


def _stages() -> dict[CodeType, str]:
    """Where a sample taken inside one of these functions is counted (the innermost wins)."""
    functions: dict[str, list[Callable[..., Any]]] = {
        "birth details: date, time, place, UTC offset": [check_birth],
        "ephemeris: the bare calls, Julian day, ayanamsa": [sky_at],
        "placements: signs, nakshatras, houses": [build_chart],
        "dasha periods": [vimshottari],
        "doshas, with Saturn today": [all_doshas, saturn_on.__wrapped__],
        "report: the dasha table": [report._mahadashas],
        "report: the rest": [kundli_report],
        "generate_kundli itself": [generate_kundli],
    }
    return {f.__code__: label for label, fs in functions.items() for f in fs}


def bare_inputs(now: datetime) -> list[tuple[float, float, float]]:
    resolved = [
        check_birth(
            b.name, b.date_of_birth, b.time_of_birth, b.place_of_birth, b.language, today=now.date()
        )
        for b in BIRTHS
    ]
    return [
        (julian_day(r.moment_utc), r.place.latitude, r.place.longitude)
        for r in resolved
        if isinstance(r, Birth)
    ]


def bare_chart(jd: float, lat: float, lon: float) -> None:
    for body in BODIES:
        swe.calc_ut(jd, body, FLAGS)
    swe.houses_ex(jd, lat, lon, b"W", FLAGS)


def per_chart_us(work: Callable[[int], object]) -> float:
    start = time.thread_time_ns()
    for i in range(CHARTS_PER_ROUND):
        work(i)
    return (time.thread_time_ns() - start) / CHARTS_PER_ROUND / 1000


def in_process(seconds: float, now: datetime) -> dict[str, Any]:
    inputs = bare_inputs(now)
    swe.set_sid_mode(swe.SIDM_LAHIRI)  # once, as kundli_service does per thread
    bare: list[float] = []
    full: list[float] = []
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(bare) < 5:
        bare.append(per_chart_us(lambda i: bare_chart(*inputs[i % len(inputs)])))
        full.append(per_chart_us(lambda i: generate_kundli(BIRTHS[i % len(BIRTHS)], now)))
    return {"rounds": len(bare), "bare": bare, "full": full}


def breakdown(cpu_seconds: float, now: datetime) -> dict[str, float]:
    """Shares of generate_kundli's CPU time by step, from samples of the running stack."""
    stages = _stages()
    counts: dict[str, int] = dict.fromkeys(stages.values(), 0)

    def sample(_signal: int, frame: FrameType | None) -> None:
        while frame is not None and frame.f_code not in stages:
            frame = frame.f_back
        if frame is not None:  # not the loop below
            counts[stages[frame.f_code]] += 1

    previous = signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, SAMPLE_EVERY, SAMPLE_EVERY)
    try:
        end = time.process_time() + cpu_seconds
        while time.process_time() < end:
            for b in BIRTHS:
                generate_kundli(b, now)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)
    total = sum(counts.values()) or 1
    return {label: n / total for label, n in counts.items()}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _body(b: KundliRequest) -> dict[str, str]:
    return {
        "name": b.name,
        "date_of_birth": b.date_of_birth,
        "time_of_birth": b.time_of_birth,
        "place_of_birth": b.place_of_birth,
        "language": b.language,
    }


async def http_rate(url: str, clients: int, seconds: float) -> float:
    done = 0
    deadline = time.perf_counter() + seconds

    async def client(http: httpx.AsyncClient, k: int) -> None:
        nonlocal done
        i = k
        while time.perf_counter() < deadline:
            b = BIRTHS[i % len(BIRTHS)]
            r = await http.post(url, json=_body(b))
            r.raise_for_status()
            done += 1
            i += 1

    start = time.perf_counter()
    async with httpx.AsyncClient(timeout=30) as http:
        await asyncio.gather(*(client(http, k) for k in range(clients)))
    return done / (time.perf_counter() - start)


def serve_kundli(port: int) -> subprocess.Popen[bytes]:
    command = [str(ROOT / ".venv/bin/punya"), "kundli", "--port", str(port)]
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ}, cwd=ROOT
    )
    for _ in range(200):
        try:
            httpx.get(f"http://127.0.0.1:{port}/health", timeout=1).raise_for_status()
            return process
        except httpx.HTTPError:
            time.sleep(0.1)
    process.terminate()
    sys.exit("kundli service did not start")


def over_http(seconds: float, clients: int) -> float:
    port = free_port()
    server = serve_kundli(port)
    url = f"http://127.0.0.1:{port}/generate_kundli"
    try:
        # The first chart loads the gazetteer, as a running server has: not timed.
        httpx.post(url, json=_body(BIRTHS[0]), timeout=60).raise_for_status()
        return asyncio.run(http_rate(url, clients, seconds))
    finally:
        server.terminate()
        server.wait(timeout=15)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--http-clients", type=int, default=8)
    parser.add_argument("--no-http", action="store_true", help="in-process figures only")
    args = parser.parse_args()
    now = datetime.now(UTC)
    generate_kundli(BIRTHS[0], now)  # load the gazetteer once, as a running server has
    figures = in_process(args.seconds, now)
    best = {k: min(figures[k]) for k in ("bare", "full")}
    median = {k: statistics.median(figures[k]) for k in ("bare", "full")}
    print(f"per chart, CPU µs ({figures['rounds']} rounds of {CHARTS_PER_ROUND})   best  median")
    for label, key in (
        ("bare pyswisseph: 8 bodies + ascendant, sidereal Lahiri", "bare"),
        ("Punya: complete Kundli in process", "full"),
    ):
        print(f"  {label:<56}{best[key]:>7.1f}{median[key]:>8.1f}")
    ratios = (best["full"] / best["bare"], median["full"] / median["bare"])
    print(f"  {'ratio':<56}{ratios[0]:>6.2f}x{ratios[1]:>7.2f}x")
    shares = breakdown(args.seconds / 2, now)
    print("where Punya's time goes (sampled CPU time; µs of the median chart)")
    for label, share in shares.items():
        print(f"  {label:<56}{share * median['full']:>7.1f}{share:>8.0%}")
    if not args.no_http:
        rate = over_http(args.seconds, args.http_clients)
        label = f"complete Kundli over HTTP, {args.http_clients} clients"
        print(f"  {label:<56}{rate:>7.1f} charts/s (one per {1e6 / rate:.0f} µs)")


if __name__ == "__main__":
    main()
