"""Benchmark of the admin back office: signed-in reads against a bare health check, and how
long a committed booking takes to reach an admin's /ws/changes socket."""

# Usage: .venv/bin/python bench/admin_bench.py [--concurrency 16] [--duration 4] [--warmup 1]
#            [--database-url postgresql+asyncpg://...] [--json F]
# It starts its own server (fresh SQLite by default), creates a super admin, adds bookings so
# the Users page has customers to group, then measures. It prints figures, never verdicts.

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import sys
import time
from datetime import datetime, timedelta
from typing import Any

import httpx
from api_load import (
    INDIA,
    REQUEST_TIMEOUT_S,
    BenchError,
    Scenario,
    database_engine,
    measure,
    parse_args,
    ratios,
    render,
    server_for,
)
from websockets.asyncio.client import connect

USERNAME, PASSWORD = "bench-root", "bench-password-108"
CUSTOMERS = 300  # distinct phones among the bookings added before measuring
BOOKINGS = 1000
FEED_SAMPLES = 60


# Each slot takes as many bookings as there are free priests (three seeded, all at work in the
# morning): booking i goes to day i mod DAYS ahead and one of the morning slots.
DAYS = 300
MORNING = ("6:00 AM - 8:00 AM", "8:00 AM - 10:00 AM", "10:00 AM - 12:00 PM")


def visit_day(i: int) -> str:
    return (datetime.now(INDIA).date() + timedelta(days=1 + i % DAYS)).isoformat()


def priest_booking(i: int) -> dict[str, Any]:
    return {
        "serviceId": "ganesh-puja",
        "customerName": f"Devotee {i % CUSTOMERS}",
        "customerPhone": f"98{i % CUSTOMERS:08d}",
        "isOnline": True,
        "selectedDate": visit_day(i),
        "selectedTime": MORNING[(i // DAYS) % len(MORNING)],
    }


async def add_bookings(client: httpx.AsyncClient) -> None:
    print(f"adding {BOOKINGS} priest bookings ...", file=sys.stderr)
    semaphore = asyncio.Semaphore(8)

    async def one(i: int) -> None:
        async with semaphore:
            response = await client.post("/api/priest-bookings", json=priest_booking(i))
            if response.status_code != 201:
                raise BenchError(f"booking answered {response.status_code}: {response.text}")

    await asyncio.gather(*(one(i) for i in range(BOOKINGS)))


def get(path: str) -> Any:
    async def send(client: httpx.AsyncClient, _i: int) -> httpx.Response:
        return await client.get(path)

    return send


async def feed_latency(base_url: str, client: httpx.AsyncClient) -> dict[str, Any]:
    """POST a booking, wait for its event on the socket; compare with the POST alone."""
    cookie = "; ".join(f"{k}={v}" for k, v in client.cookies.items())
    ws_url = base_url.replace("http", "ws", 1) + "/ws/changes"
    posts, arrivals = [], []
    async with connect(ws_url, additional_headers={"Cookie": cookie}) as ws:
        json.loads(await ws.recv())  # ready
        for i in range(FEED_SAMPLES):
            started = time.perf_counter()
            # Past the bookings added above, so no slot is full.
            response = await client.post("/api/priest-bookings", json=priest_booking(BOOKINGS + i))
            posted = time.perf_counter()
            booking_id = response.json()["id"]
            while json.loads(await asyncio.wait_for(ws.recv(), 30))["record"]["id"] != booking_id:
                pass
            arrivals.append(time.perf_counter() - started)
            posts.append(posted - started)
    post_ms, event_ms = statistics.median(posts) * 1000, statistics.median(arrivals) * 1000
    return {
        "samples": FEED_SAMPLES,
        "post_p50_ms": post_ms,
        "event_p50_ms": event_ms,
        "event_max_ms": max(arrivals) * 1000,
        "event_vs_post": event_ms / post_ms if post_ms else None,
    }


async def benchmark(base_url: str, args: Any) -> dict[str, Any]:
    limits = httpx.Limits(max_connections=args.concurrency)
    async with httpx.AsyncClient(
        base_url=base_url, limits=limits, timeout=REQUEST_TIMEOUT_S
    ) as client:
        engine = await database_engine(client)
        login = await client.post(
            "/api/auth/login", json={"username": USERNAME, "password": PASSWORD}
        )
        if login.status_code != 200:
            raise BenchError(f"sign-in answered {login.status_code}: {login.text}")
        await add_bookings(client)
        scenarios = [
            Scenario("health", get("/api/health"), 200),
            Scenario("me", get("/api/auth/me"), 200),
            Scenario("dashboard", get("/api/admin/dashboard"), 200),
            Scenario("users", get("/api/admin/users?limit=100"), 200),
            Scenario("bookings", get("/api/admin/priest-bookings?limit=100"), 200),
        ]
        results = [await measure(client, s, args) for s in scenarios]
        feed = await feed_latency(base_url, client)
    return {
        "url": base_url,
        "self_started": True,
        "database": engine,
        "concurrency": args.concurrency,
        "duration_s": args.duration,
        "warmup_s": args.warmup,
        "scenarios": results,
        "ratios": ratios(results),
        "feed": feed,
    }


def main() -> int:
    args = parse_args()
    args.url = None  # always its own server: it needs its own super admin
    os.environ["PUNYA_SUPERADMIN_USERNAME"] = USERNAME
    os.environ["PUNYA_SUPERADMIN_PASSWORD"] = PASSWORD
    random.seed(108)
    try:
        with server_for(args) as base_url:
            report = asyncio.run(benchmark(base_url, args))
    except BenchError as exc:
        print(f"admin_bench: {exc}", file=sys.stderr)
        return 1
    print(render(report))
    feed = report["feed"]
    print(
        f"\nchange feed ({feed['samples']} bookings, one at a time): POST p50 "
        f"{feed['post_p50_ms']:.2f} ms, event on the socket p50 {feed['event_p50_ms']:.2f} ms "
        f"(x{feed['event_vs_post']:.2f} the POST alone), slowest {feed['event_max_ms']:.2f} ms"
    )
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
