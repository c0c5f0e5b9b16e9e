"""Kundli throughput: complete charts per second in-process and over HTTP, against the bare
Swiss Ephemeris computation of the nine grahas and the ascendant for the same births."""

# Usage: .venv/bin/python bench/kundli_bench.py [--seconds 3] [--http-clients 8]
# Prints figures and ratios; it never passes or fails on timing.

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import httpx
import swisseph as swe

from kundli_service.birth import Birth, check_birth
from kundli_service.ephemeris import julian_day
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


def rate(work: Callable[[int], object], seconds: float) -> float:
    """Calls per second of work(i), run for about `seconds`."""
    done, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work(done)
        done += 1
    return done / elapsed


def bare_inputs() -> list[tuple[float, float, float]]:
    now = datetime.now(UTC)
    resolved = [
        check_birth(
            b.name, b.date_of_birth, b.time_of_birth, b.place_of_birth, "english", today=now.date()
        )
        for b in BIRTHS
    ]
    return [
        (julian_day(r.moment_utc), r.place.latitude, r.place.longitude)
        for r in resolved
        if isinstance(r, Birth)
    ]


def bare_chart(jd: float, lat: float, lon: float) -> None:
    for body in BODIES:  # Ketu is Rahu + 180°: no call of its own
        swe.calc_ut(jd, body, FLAGS)
    swe.houses_ex(jd, lat, lon, b"W", FLAGS)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def http_rate(url: str, clients: int, seconds: float) -> float:
    done = 0
    deadline = time.perf_counter() + seconds

    async def client(http: httpx.AsyncClient, k: int) -> None:
        nonlocal done
        i = k
        while time.perf_counter() < deadline:
            b = BIRTHS[i % len(BIRTHS)]
            r = await http.post(
                url,
                json={
                    "name": b.name,
                    "date_of_birth": b.date_of_birth,
                    "time_of_birth": b.time_of_birth,
                    "place_of_birth": b.place_of_birth,
                    "language": "english",
                },
            )
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--http-clients", type=int, default=8)
    args = parser.parse_args()
    now = datetime.now(UTC)
    generate_kundli(BIRTHS[0], now)  # load the gazetteer once, as a running server has
    inputs = bare_inputs()
    swe.set_sid_mode(swe.SIDM_LAHIRI)  # once, as kundli_service does per thread
    bare = rate(lambda i: bare_chart(*inputs[i % len(inputs)]), args.seconds)
    full = rate(lambda i: generate_kundli(BIRTHS[i % len(BIRTHS)], now), args.seconds)
    port = free_port()
    server = serve_kundli(port)
    try:
        over_http = asyncio.run(
            http_rate(f"http://127.0.0.1:{port}/generate_kundli", args.http_clients, args.seconds)
        )
    finally:
        server.terminate()
        server.wait(timeout=15)
    print(f"{'computation':<44}{'charts/s':>10}{'cost vs bare':>14}")
    for label, value in [
        ("bare pyswisseph (9 grahas + ascendant)", bare),
        ("complete Kundli in-process", full),
        (f"complete Kundli over HTTP ({args.http_clients} clients)", over_http),
    ]:
        print(f"{label:<44}{value:>10.1f}{bare / value:>13.2f}x")
    print("target: a complete chart costs at most 3x the bare computation (in-process)")


if __name__ == "__main__":
    main()
