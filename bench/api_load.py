"""Load benchmark of the Punya HTTP API: health check, catalogue listing and priest bookings."""

# Usage: .venv/bin/python bench/api_load.py [--concurrency 32] [--duration 5] [--warmup 1]
#            [--url http://127.0.0.1:8000 | --database-url postgresql+asyncpg://...] [--json F]
# Without --url it migrates, seeds and serves its own server (a fresh SQLite file by default;
# on PostgreSQL a private schema that is dropped at the end). It prints figures, never verdicts.

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import random
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import IO, Any
from zoneinfo import ZoneInfo

import httpx

ROOT = Path(__file__).resolve().parent.parent
INDIA = ZoneInfo("Asia/Kolkata")
MAX_REQUESTS = 200_000
STARTUP_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 15.0
REQUEST_TIMEOUT_S = 30.0
LIST_OFFSETS = (0, 10, 20, 30, 40)
LIST_SEARCHES = ("", "puja", "ganesh")
BOOKING_SLOT = "8:00 AM - 10:00 AM"

Send = Callable[[httpx.AsyncClient, int], Awaitable[httpx.Response]]


class BenchError(Exception):
    """The server could not be started or does not answer as expected."""


@dataclass(frozen=True)
class Scenario:
    name: str
    send: Send
    expected_status: int


@dataclass
class Stats:
    """One timed run: latencies (seconds) of the requests answered with the expected status."""

    latencies: list[float] = field(default_factory=list)
    errors: int = 0
    first_error: str | None = None
    elapsed: float = 0.0

    def fail(self, message: str) -> None:
        self.errors += 1
        if self.first_error is None:
            self.first_error = message


# --- command line -------------------------------------------------------------------------


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--url", help="an already running server (default: start one)")
    parser.add_argument(
        "--database-url", help="database of the self-started server (default: fresh SQLite)"
    )
    parser.add_argument("--concurrency", type=int, default=32, help="concurrent clients")
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per scenario")
    parser.add_argument("--warmup", type=float, default=1.0, help="warm-up seconds per scenario")
    parser.add_argument(
        "--max-requests", type=int, default=MAX_REQUESTS, help="request cap per scenario run"
    )
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.concurrency < 1 or args.duration <= 0 or args.warmup < 0 or args.max_requests < 1:
        parser.error("concurrency, duration and max-requests must be positive, warmup >= 0")
    return args


# --- a self-started server ----------------------------------------------------------------


def is_postgres(database_url: str) -> bool:
    return database_url.split("://", 1)[0].split("+", 1)[0] in {"postgresql", "postgres"}


def libpq_dsn(database_url: str) -> str:
    """postgresql+asyncpg://... -> postgresql://... (for psql and asyncpg)."""
    return re.sub(r"^postgres(ql)?(\+\w+)?://", "postgresql://", database_url)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def punya_command() -> str:
    beside = Path(sys.executable).with_name("punya")
    found = str(beside) if beside.exists() else shutil.which("punya")
    if found is None:
        raise BenchError("the `punya` command is not installed (run `make install`)")
    return found


def server_env(database_url: str, schema: str | None, port: int) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PUNYA_DATABASE_SEARCH_PATH"}
    env["PUNYA_DATABASE_URL"] = database_url
    env["PUNYA_SERVER_PUBLIC_URL"] = f"http://127.0.0.1:{port}"
    if schema is not None:
        env["PUNYA_DATABASE_SEARCH_PATH"] = schema
    return env


def log_tail(log_path: Path, lines: int = 20) -> str:
    try:
        return "\n".join(log_path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def run_step(step: str, env: dict[str, str], log: IO[str], log_path: Path) -> None:
    """`punya migrate` or `punya seed`, output appended to the server log."""
    log.flush()
    done = subprocess.run(
        [punya_command(), step], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    log.flush()
    if done.returncode != 0:
        raise BenchError(f"`punya {step}` exited with {done.returncode}:\n{log_tail(log_path)}")


def launch(env: dict[str, str], port: int, log: IO[str]) -> subprocess.Popen[bytes]:
    command = [punya_command(), "serve", "--host", "127.0.0.1", "--port", str(port)]
    # A session of its own: Ctrl-C reaches only this script, which then stops the server.
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )


def wait_healthy(base_url: str, proc: subprocess.Popen[bytes], log_path: Path) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise BenchError(f"server exited with {proc.returncode}:\n{log_tail(log_path)}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{base_url}/api/health", timeout=2.0).status_code == 200:
                return
        time.sleep(0.2)
    raise BenchError(f"server not healthy after {STARTUP_TIMEOUT_S:.0f} s:\n{log_tail(log_path)}")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def drop_schema(database_url: str, schema: str) -> None:
    """Best effort: a failure here is reported, never allowed to hide the benchmark's own."""
    dsn, sql = libpq_dsn(database_url), f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'
    psql = shutil.which("psql")
    try:
        if psql is not None:
            command = [psql, dsn, "-q", "-v", "ON_ERROR_STOP=1", "-c", sql]
            done = subprocess.run(command, capture_output=True, text=True, timeout=60)
            if done.returncode != 0:  # psql's message, not the command line and its password
                raise RuntimeError(done.stderr.strip() or f"psql exited with {done.returncode}")
        else:
            asyncio.run(drop_with_asyncpg(dsn, sql))
    except Exception as exc:  # cleanup must not mask what happened before
        print(f"warning: could not drop schema {schema}: {exc}", file=sys.stderr)
    else:
        print(f"dropped schema {schema}", file=sys.stderr)


async def drop_with_asyncpg(dsn: str, sql: str) -> None:
    import asyncpg  # a dependency of the project itself, only needed without psql

    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


@contextlib.contextmanager
def own_server(database_url: str, workdir: Path) -> Iterator[str]:
    """Migrate, seed and serve on a free port; yield its base URL; always stop and clean up."""
    schema = f"bench_{secrets.token_hex(4)}" if is_postgres(database_url) else None
    port = free_port()
    env, log_path = server_env(database_url, schema, port), workdir / "server.log"
    base_url = f"http://127.0.0.1:{port}"
    try:
        with log_path.open("w") as log:
            run_step("migrate", env, log, log_path)
            run_step("seed", env, log, log_path)
            proc = launch(env, port, log)
            try:
                wait_healthy(base_url, proc, log_path)
                yield base_url
            finally:
                stop_server(proc)
    finally:
        if schema is not None:
            drop_schema(database_url, schema)


@contextlib.contextmanager
def server_for(args: argparse.Namespace) -> Iterator[str]:
    if args.url:
        yield args.url.rstrip("/")
        return
    with tempfile.TemporaryDirectory(prefix="punya-bench-") as tmp:
        workdir = Path(tmp)
        database_url = args.database_url or f"sqlite+aiosqlite:///{workdir / 'bench.db'}"
        print(f"starting a server on {database_url.split('@')[-1]}", file=sys.stderr)
        with own_server(database_url, workdir) as base_url:
            yield base_url


# --- scenarios ------------------------------------------------------------------------------


async def get_health(client: httpx.AsyncClient, _i: int) -> httpx.Response:
    return await client.get("/api/health")


async def get_list(client: httpx.AsyncClient, i: int) -> httpx.Response:
    params: dict[str, str | int] = {
        "limit": 10,
        "offset": LIST_OFFSETS[i % len(LIST_OFFSETS)],
        "search": LIST_SEARCHES[i % len(LIST_SEARCHES)],
    }
    return await client.get("/api/puja-services", params=params)


def booking_sender(day: str) -> Send:
    async def post_booking(client: httpx.AsyncClient, _i: int) -> httpx.Response:
        body = {
            "serviceId": "ganesh-puja",
            "customerName": "Bench Devotee",
            "customerPhone": f"98{random.randrange(10**8):08d}",
            "isOnline": True,
            "selectedDate": day,
            "selectedTime": BOOKING_SLOT,
        }
        return await client.post("/api/priest-bookings", json=body)

    return post_booking


def scenarios() -> list[Scenario]:
    tomorrow = (datetime.now(INDIA).date() + timedelta(days=1)).isoformat()
    return [
        Scenario("health", get_health, 200),
        Scenario("list", get_list, 200),
        Scenario("create", booking_sender(tomorrow), 201),
    ]


# --- load -----------------------------------------------------------------------------------


async def worker(
    client: httpx.AsyncClient,
    scenario: Scenario,
    tickets: Iterator[int],
    deadline: float,
    stats: Stats,
) -> None:
    """Send requests until the deadline passes or the shared tickets run out."""
    for ticket in tickets:
        if time.perf_counter() >= deadline:
            return
        started = time.perf_counter()
        try:
            response = await scenario.send(client, ticket)
        except httpx.HTTPError as exc:
            stats.fail(f"{type(exc).__name__}: {exc}")
            continue
        latency = time.perf_counter() - started
        if response.status_code == scenario.expected_status:
            stats.latencies.append(latency)
        else:
            stats.fail(f"HTTP {response.status_code}: {response.text[:200]}")


async def run_for(
    client: httpx.AsyncClient, scenario: Scenario, seconds: float, args: argparse.Namespace
) -> Stats:
    stats = Stats()
    tickets = iter(range(args.max_requests))
    started = time.perf_counter()
    deadline = started + seconds
    async with asyncio.TaskGroup() as group:
        for _ in range(args.concurrency):
            group.create_task(worker(client, scenario, tickets, deadline, stats))
    stats.elapsed = time.perf_counter() - started
    return stats


async def measure(
    client: httpx.AsyncClient, scenario: Scenario, args: argparse.Namespace
) -> dict[str, Any]:
    print(f"running {scenario.name} for {args.duration:g} s ...", file=sys.stderr)
    if args.warmup > 0:
        await run_for(client, scenario, args.warmup, args)
    return summarize(scenario.name, await run_for(client, scenario, args.duration, args))


async def database_engine(client: httpx.AsyncClient) -> str:
    response = await client.get("/api/health")
    if response.status_code != 200:
        raise BenchError(f"/api/health answered {response.status_code}: {response.text[:200]}")
    return str(response.json().get("database", "unknown"))


async def benchmark(base_url: str, args: argparse.Namespace) -> dict[str, Any]:
    limits = httpx.Limits(
        max_connections=args.concurrency, max_keepalive_connections=args.concurrency
    )
    async with httpx.AsyncClient(
        base_url=base_url, limits=limits, timeout=REQUEST_TIMEOUT_S
    ) as client:
        engine = await database_engine(client)
        results = [await measure(client, scenario, args) for scenario in scenarios()]
    return {
        "url": base_url,
        "self_started": not args.url,
        "database": engine,
        "concurrency": args.concurrency,
        "duration_s": args.duration,
        "warmup_s": args.warmup,
        "scenarios": results,
        "ratios": ratios(results),
    }


# --- figures --------------------------------------------------------------------------------


def percentile(ordered: list[float], pct: float) -> float | None:
    """Nearest-rank percentile of sorted values; None when there are none."""
    if not ordered:
        return None
    rank = max(1, math.ceil(len(ordered) * pct / 100))
    return ordered[rank - 1]


def to_ms(seconds: float | None) -> float | None:
    return None if seconds is None else seconds * 1000.0


def summarize(name: str, stats: Stats) -> dict[str, Any]:
    ordered = sorted(stats.latencies)
    return {
        "scenario": name,
        "completed": len(ordered),
        "errors": stats.errors,
        "first_error": stats.first_error,
        "elapsed_s": round(stats.elapsed, 3),
        "requests_per_s": len(ordered) / stats.elapsed if stats.elapsed > 0 else 0.0,
        "p50_ms": to_ms(percentile(ordered, 50)),
        "p99_ms": to_ms(percentile(ordered, 99)),
    }


def ratio(value: float | None, base: float | None) -> float | None:
    return None if value is None or not base else value / base


def ratios(results: list[dict[str, Any]]) -> dict[str, dict[str, float | None]]:
    base, others = results[0], results[1:]
    return {
        f"{r['scenario']}_vs_{base['scenario']}": {
            "throughput": ratio(r["requests_per_s"], base["requests_per_s"]),
            "p50": ratio(r["p50_ms"], base["p50_ms"]),
            "p99": ratio(r["p99_ms"], base["p99_ms"]),
        }
        for r in others
    }


def num(value: float | None, digits: int) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def times(value: float | None) -> str:
    return "n/a" if value is None else f"x{value:.2f}"


def render(report: dict[str, Any]) -> str:
    origin = "self-started" if report["self_started"] else "given"
    lines = [
        f"{'server':<13}{report['url']} ({origin})",
        f"{'database':<13}{report['database']}",
        f"{'concurrency':<13}{report['concurrency']}",
        f"{'duration':<13}{report['duration_s']:g} s per scenario"
        f" (warm-up {report['warmup_s']:g} s)",
        "",
        f"{'scenario':<10}{'completed':>11}{'errors':>8}{'req/s':>11}{'p50 ms':>10}{'p99 ms':>10}",
    ]
    for r in report["scenarios"]:
        lines.append(
            f"{r['scenario']:<10}{r['completed']:>11}{r['errors']:>8}"
            f"{num(r['requests_per_s'], 1):>11}{num(r['p50_ms'], 2):>10}{num(r['p99_ms'], 2):>10}"
        )
    lines.append("")
    for name, rel in report["ratios"].items():
        label = name.replace("_vs_", " vs ")
        lines.append(
            f"{label}: throughput {times(rel['throughput'])}, "
            f"p50 {times(rel['p50'])}, p99 {times(rel['p99'])}"
        )
    lines.extend(
        f"{r['scenario']} first error: {r['first_error']}"
        for r in report["scenarios"]
        if r["first_error"]
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        with server_for(args) as base_url:
            report = asyncio.run(benchmark(base_url, args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BenchError as exc:
        print(f"api_load: {exc}", file=sys.stderr)
        return 1
    print(render(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
