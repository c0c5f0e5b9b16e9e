"""Load for bench/scale.py where wrk does not serve: one request at a time (slow endpoints),
and several client processes (when wrk is missing), so the client is not the bottleneck."""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from typing import Any

import httpx
from api_load import REQUEST_TIMEOUT_S, percentile

MAX_CLIENT_PROCESSES = 4


@dataclass(frozen=True)
class LoadResult:
    name: str
    load: str  # how it was measured
    completed: int
    errors: int
    first_error: str | None
    per_second: float
    p50_ms: float | None
    p99_ms: float | None
    p50_ratio: float | None = None  # to the health check's, at the same size
    p99_ratio: float | None = None
    seconds: tuple[float, ...] = ()  # each answer's, when timed one at a time
    timed_out: bool = False

    def as_dict(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k != "seconds"}


def _ms(ordered: list[float], pct: float) -> float | None:
    value = percentile(ordered, pct)
    return None if value is None else value * 1000


def sequential(
    client: httpx.Client,
    name: str,
    path: str,
    count: int,
    budget_s: float,
    before: LoadResult | None = None,
) -> LoadResult:
    """Up to `count` requests one after another, stopping once `budget_s` is spent (after one
    at least) or at a timeout: a very slow endpoint is not asked again and again. `before`:
    answers timed already (the probe), counted in."""
    latencies, errors, first_error = list(before.seconds if before else ()), 0, None
    timed_out = False
    started = time.perf_counter() - sum(latencies)
    for _ in range(count):
        sent = time.perf_counter()
        try:
            response = client.get(path)
        except httpx.TimeoutException:
            errors += 1
            first_error = first_error or f"no answer within {client.timeout.read:.0f} s"
            timed_out = True
            break
        if response.status_code == 200:
            latencies.append(time.perf_counter() - sent)
        else:
            errors += 1
            first_error = first_error or f"HTTP {response.status_code}: {response.text[:200]}"
        if time.perf_counter() - started > budget_s:
            break
    elapsed = time.perf_counter() - started
    ordered = sorted(latencies)
    return LoadResult(
        name,
        "1 at a time",
        len(ordered),
        errors,
        first_error,
        len(ordered) / elapsed if elapsed > 0 else 0.0,
        _ms(ordered, 50),
        _ms(ordered, 99),
        seconds=tuple(ordered),
        timed_out=timed_out,
    )


async def _client(
    base_url: str, path: str, cookies: dict[str, str], connections: int, warmup: float, run: float
) -> tuple[list[float], int, str | None]:
    latencies: list[float] = []
    failures: list[str] = []
    limits = httpx.Limits(max_connections=connections)
    async with httpx.AsyncClient(
        base_url=base_url, cookies=cookies, limits=limits, timeout=REQUEST_TIMEOUT_S
    ) as client:
        begin = time.perf_counter() + warmup
        end = begin + run

        async def loop() -> None:
            while (sent := time.perf_counter()) < end:
                try:
                    response = await client.get(path)
                    ok, text = response.status_code == 200, f"HTTP {response.status_code}"
                except httpx.HTTPError as exc:
                    ok, text = False, type(exc).__name__
                if sent >= begin:
                    if ok:
                        latencies.append(time.perf_counter() - sent)
                    else:
                        failures.append(text)

        await asyncio.gather(*(loop() for _ in range(connections)))
    return latencies, len(failures), failures[0] if failures else None


def _client_process(job: tuple[str, str, dict[str, str], int, float, float]) -> Any:
    return asyncio.run(_client(*job))


def process_load(
    base_url: str, name: str, path: str, cookies: dict[str, str], args: argparse.Namespace
) -> LoadResult:
    processes = max(1, min(args.concurrency, MAX_CLIENT_PROCESSES, os.cpu_count() or 1))
    shares = [
        args.concurrency // processes + (i < args.concurrency % processes) for i in range(processes)
    ]
    jobs = [(base_url, path, cookies, n, args.warmup, args.duration) for n in shares]
    with ProcessPoolExecutor(processes) as pool:
        parts = list(pool.map(_client_process, jobs))
    ordered = sorted(t for latencies, _e, _f in parts for t in latencies)
    errors = sum(e for _l, e, _f in parts)
    first_error = next((f for _l, _e, f in parts if f), None)
    return LoadResult(
        name,
        f"httpx c{args.concurrency}",
        len(ordered),
        errors,
        first_error,
        len(ordered) / args.duration,
        _ms(ordered, 50),
        _ms(ordered, 99),
    )


def with_ratios(results: list[LoadResult]) -> list[LoadResult]:
    """Each result with its p50 and p99 against the first (the health check)."""
    base = results[0]

    def ratio(value: float | None, of: float | None) -> float | None:
        return None if value is None or not of else value / of

    return [
        replace(r, p50_ratio=ratio(r.p50_ms, base.p50_ms), p99_ratio=ratio(r.p99_ms, base.p99_ms))
        for r in results
    ]
