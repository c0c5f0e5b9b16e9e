"""Load benchmark of the Punya HTTP API under wrk: the health check (the baseline), the puja
list, temples near a point and priest booking creation, with 1 or more server processes."""

# Usage: .venv/bin/python bench/api_load.py [--concurrency 32] [--duration 5] [--warmup 1]
#            [--workers 1,2] [--threads 2]
#            [--url http://127.0.0.1:8000 | --database-url postgresql+asyncpg://...] [--json F]
# Without --url it migrates, seeds and serves its own server for each --workers count (a fresh
# SQLite file by default, always one process; on PostgreSQL a private schema that is dropped at
# the end). wrk (Debian package `wrk`) generates the load, so the client outruns the server.
# It prints figures, never verdicts. The httpx load loop below (Scenario, measure) stays for
# the other benchmarks that measure signed-in or socket scenarios.

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import math
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import IO, Any
from zoneinfo import ZoneInfo

import httpx

from api.priests.slots import TIME_SLOTS

ROOT = Path(__file__).resolve().parent.parent
INDIA = ZoneInfo("Asia/Kolkata")
MAX_REQUESTS = 200_000
STARTUP_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 15.0
REQUEST_TIMEOUT_S = 30.0
LIST_OFFSETS = (0, 10, 20, 30, 40)
LIST_SEARCHES = ("", "puja", "ganesh")

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
    parser.add_argument(
        "--duration", type=float, default=5.0, help="seconds per scenario (whole seconds for wrk)"
    )
    parser.add_argument("--warmup", type=float, default=1.0, help="warm-up seconds per scenario")
    parser.add_argument(
        "--max-requests", type=int, default=MAX_REQUESTS, help="request cap per scenario run"
    )
    parser.add_argument(
        "--workers",
        type=worker_counts,
        default=[1],
        help="server processes, one run per count: 1 or 1,2 (more than 1 needs PostgreSQL)",
    )
    parser.add_argument("--threads", type=int, default=2, help="wrk threads (<= concurrency)")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.concurrency < 1 or args.duration <= 0 or args.warmup < 0 or args.max_requests < 1:
        parser.error("concurrency, duration and max-requests must be positive, warmup >= 0")
    if not 1 <= args.threads <= args.concurrency:
        parser.error("threads must be 1 to concurrency")
    return args


def worker_counts(text: str) -> list[int]:
    try:
        counts = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        counts = []
    if not counts or any(not 1 <= n <= 64 for n in counts):
        raise argparse.ArgumentTypeError("a comma-separated list of 1 to 64, e.g. 1,2")
    return counts


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


def run_step(step: str, env: dict[str, str], log: IO[str], log_path: Path, *extra: str) -> None:
    """`punya migrate` or `punya seed` (with `extra` arguments), output appended to the server
    log."""
    log.flush()
    done = subprocess.run(
        [punya_command(), step, *extra], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    log.flush()
    if done.returncode != 0:
        raise BenchError(f"`punya {step}` exited with {done.returncode}:\n{log_tail(log_path)}")


def launch(
    env: dict[str, str], port: int, log: IO[str], workers: int = 1
) -> subprocess.Popen[bytes]:
    command = [punya_command(), "serve", "--host", "127.0.0.1", "--port", str(port)]
    if workers != 1:  # left out for one, so older servers without the option still start
        command += ["--workers", str(workers)]
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


# The process of each self-started server, by base URL, for its CPU time.
STARTED: dict[str, int] = {}


def cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) of a process and its descendants (Linux /proc); None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except (OSError, ValueError, IndexError):
        return None
    return own + sum(cpu_seconds(int(child)) or 0.0 for child in children)


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is not None:
        return
    proc.terminate()  # with workers, uvicorn's supervisor stops them before it exits
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
def own_server(
    database_url: str,
    workdir: Path,
    *,
    workers: int = 1,
    extra_env: Mapping[str, str] | None = None,
    demo: bool = False,
) -> Iterator[str]:
    """Migrate, seed and serve (`punya serve --workers N`) on a free port; yield its base URL;
    always stop and clean up. On PostgreSQL the data lives in a private schema, dropped at
    the end; `extra_env` adds PUNYA_* settings for the server; `demo` seeds the country-wide
    demo catalogue too, as `make run` does."""
    schema = f"bench_{secrets.token_hex(4)}" if is_postgres(database_url) else None
    port = free_port()
    env, log_path = server_env(database_url, schema, port), workdir / "server.log"
    env.update(extra_env or {})
    base_url = f"http://127.0.0.1:{port}"
    try:
        with log_path.open("w") as log:
            run_step("migrate", env, log, log_path)
            run_step("seed", env, log, log_path, *(["--demo"] if demo else []))
            proc = launch(env, port, log, workers)
            STARTED[base_url] = proc.pid
            try:
                wait_healthy(base_url, proc, log_path)
                yield base_url
            finally:
                STARTED.pop(base_url, None)
                stop_server(proc)
    finally:
        if schema is not None:
            drop_schema(database_url, schema)


@contextlib.contextmanager
def server_for(
    args: argparse.Namespace | None = None,
    *,
    url: str | None = None,
    database_url: str | None = None,
    workers: int | None = None,
    extra_env: Mapping[str, str] | None = None,
    demo: bool = False,
) -> Iterator[str]:
    """Yield the base URL of a server to measure, e.g.
    `with server_for(database_url="postgresql+asyncpg://...", workers=2) as base_url: ...`.

    `url` (else `args.url`): that running server, as it is. Otherwise a server of our own:
    migrated, seeded and stopped afterwards, over `database_url` (else `args.database_url`,
    else a fresh SQLite file), with `workers` processes (else the first of `args.workers`,
    else 1; more than one needs PostgreSQL) and `extra_env` settings."""
    url = url or getattr(args, "url", None)
    if url:
        yield url.rstrip("/")
        return
    database_url = database_url or getattr(args, "database_url", None)
    if workers is None:
        counts = getattr(args, "workers", None) or [1]
        workers = counts[0] if isinstance(counts, list) else int(counts)
    with tempfile.TemporaryDirectory(prefix="punya-bench-") as tmp:
        workdir = Path(tmp)
        database_url = database_url or f"sqlite+aiosqlite:///{workdir / 'bench.db'}"
        where = database_url.split("@")[-1]
        print(f"starting {workers} server process(es) on {where}", file=sys.stderr)
        with own_server(
            database_url, workdir, workers=workers, extra_env=extra_env, demo=demo
        ) as base_url:
            yield base_url


# --- wrk scenarios ------------------------------------------------------------------------


@dataclass(frozen=True)
class WrkScenario:
    """One endpoint under wrk: a fixed path, or a Lua script whose request() varies it."""

    name: str
    path: str
    script: str = ""
    checks_status: bool = False  # the script counts answers other than the expected status


# Everything a script reports goes through done(); threads' counters are read there.
LUA_DONE = """
local threads = {}
function setup(thread)
  thread:set("offset", #threads)
  table.insert(threads, thread)
end
function done(summary, latency, requests)
  local other, first = 0, ""
  for _, t in ipairs(threads) do
    other = other + (t:get("other") or 0)
    if first == "" then first = t:get("first") or "" end
  end
  local e = summary.errors
  io.write(string.format("WRK_RESULT %d %d %d %d %d %d %d\\n", summary.requests,
    summary.duration, other, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99)))
  io.write("WRK_FIRST " .. first .. "\\n")
end
"""

# request() cycles through these paths (wrk.format keeps the Host header).
LUA_PATHS = """
local paths = {%s}
local n = 0
function request()
  n = n + 1
  return wrk.format("GET", paths[(n %% #paths) + 1])
end
"""

# Distinct valid bookings: booking i is on day i mod D (1..D days ahead), in slot (i div D)
# mod S, so each slot of each day fills only after S * D bookings (3 priests: 3 places).
LUA_BOOKINGS = """
local days = {%(days)s}
local slots = {%(slots)s}
local services = {%(services)s}
local counter, step = 0, 1
other, first = 0, ""
function init(args)
  step = tonumber(args[2] or "1")
  counter = tonumber(args[1] or "0") + tonumber(wrk.thread:get("offset") or 0)
end
function request()
  local i = counter
  counter = counter + step
  local body = string.format('{"serviceId":"%%s","customerName":"Bench Devotee",'
    .. '"customerPhone":"9%%09d","isOnline":true,"selectedDate":"%%s","selectedTime":"%%s"}',
    services[(i %% #services) + 1], i %% 1000000000, days[(i %% #days) + 1],
    slots[(math.floor(i / #days) %% #slots) + 1])
  return wrk.format("POST", "/api/priest-bookings",
    {["Content-Type"] = "application/json"}, body)
end
function response(status, headers, body)
  if status ~= 201 then
    other = other + 1
    if first == "" then first = status .. " " .. string.sub(body, 1, 200):gsub("%%s+", " ") end
  end
end
"""

# The morning slots, when every seeded priest is at work every day, and pujas all three
# perform online: each booking is one a devotee could make, none refused for want of a priest.
PRIEST_SLOTS = tuple(TIME_SLOTS)[:3]
BOOKED_PUJAS = ("ganesh-puja", "satyanarayan-katha", "rudrabhishek")
BOOKING_DAYS = 360  # bookings open at most 365 days ahead
# Near the seeded temples (Mumbai, Pune, Varanasi) and in the middle of nowhere, each radius.
NEAR_POINTS = ((19.0760, 72.8777), (18.5204, 73.8567), (25.3176, 82.9739), (23.0, 77.0))
NEAR_RADII = (5, 10, 25, 50)


def lua_strings(values: Sequence[str]) -> str:
    return ", ".join(json.dumps(v) for v in values)  # JSON strings are Lua strings here


def list_paths() -> list[str]:
    return [
        f"/api/puja-services?limit=10&offset={offset}&search={search}"
        for offset in LIST_OFFSETS
        for search in LIST_SEARCHES
    ]


def near_paths() -> list[str]:
    return [
        f"/api/temples?lat={lat}&lon={lon}&radiusKm={radius}"
        for lat, lon in NEAR_POINTS
        for radius in NEAR_RADII
    ]


def booking_script() -> str:
    today = datetime.now(INDIA).date()
    days = [(today + timedelta(days=d)).isoformat() for d in range(1, BOOKING_DAYS + 1)]
    return LUA_BOOKINGS % {
        "days": lua_strings(days),
        "slots": lua_strings(PRIEST_SLOTS),
        "services": lua_strings(BOOKED_PUJAS),
    }


def wrk_scenarios() -> list[WrkScenario]:
    return [
        WrkScenario("health", "/api/health"),
        WrkScenario("list", "/api/puja-services", LUA_PATHS % lua_strings(list_paths())),
        WrkScenario("near_me", "/api/temples", LUA_PATHS % lua_strings(near_paths())),
        WrkScenario("create", "/api/priest-bookings", booking_script(), checks_status=True),
    ]


def wrk_command() -> str:
    found = shutil.which("wrk")
    if found is None:
        raise BenchError("wrk is not installed (apt-get install -y wrk, or `make bench`)")
    return found


def run_wrk(
    base_url: str, scenario: WrkScenario, seconds: float, args: argparse.Namespace, first: int
) -> dict[str, Any]:
    """One wrk run; `first` numbers the first booking a create script makes."""
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(scenario.script + LUA_DONE)
    try:
        command = [
            wrk_command(),
            f"--threads={args.threads}",
            f"--connections={args.concurrency}",
            f"--duration={max(1, round(seconds))}s",
            "--timeout=30s",
            f"--script={script.name}",
            base_url + scenario.path,
            "--",
            str(first),
            str(args.threads),
        ]
        done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 120)
    finally:
        os.unlink(script.name)
    found = re.search(r"^WRK_RESULT (.+)$", done.stdout, re.MULTILINE)
    if done.returncode != 0 or found is None:
        raise BenchError(f"wrk failed ({done.returncode}): {done.stderr or done.stdout}")
    requests, micros, other, status, socket_errors, p50, p99 = map(int, found.group(1).split())
    first_error = re.search(r"^WRK_FIRST (.*)$", done.stdout, re.MULTILINE)
    refused = other if scenario.checks_status else status
    completed = requests - refused
    elapsed = micros / 1e6
    return {
        "scenario": scenario.name,
        "completed": completed,
        "errors": refused + socket_errors,
        "first_error": (first_error.group(1).strip() if first_error else "") or None,
        "elapsed_s": round(elapsed, 3),
        "requests_per_s": completed / elapsed if elapsed > 0 else 0.0,
        "p50_ms": p50 / 1000.0,
        "p99_ms": p99 / 1000.0,
    }


def measure_wrk(base_url: str, scenario: WrkScenario, args: argparse.Namespace) -> dict[str, Any]:
    print(f"running {scenario.name} for {args.duration:g} s ...", file=sys.stderr)
    # The warm-up's bookings start half-way through the days and slots, away from the places
    # the measured run takes first.
    if args.warmup > 0:
        run_wrk(base_url, scenario, args.warmup, args, first=BOOKING_DAYS * len(PRIEST_SLOTS) // 2)
    pid = STARTED.get(base_url)
    before = None if pid is None else cpu_seconds(pid)
    result = run_wrk(base_url, scenario, args.duration, args, first=0)
    after = None if pid is None else cpu_seconds(pid)
    answered = result["completed"] + result["errors"]
    # The server's own CPU per request: steadier than req/s on a machine shared with others.
    result["cpu_ms"] = None
    if before is not None and after is not None and answered:
        result["cpu_ms"] = (after - before) * 1000 / answered
    return result


def benchmark_wrk(base_url: str, args: argparse.Namespace, workers: int | None) -> dict[str, Any]:
    engine = asyncio.run(engine_of(base_url))
    results = [measure_wrk(base_url, s, args) for s in wrk_scenarios()]
    return {
        "url": base_url,
        "self_started": not args.url,
        "database": engine,
        "workers": workers,
        "concurrency": args.concurrency,
        "duration_s": args.duration,
        "warmup_s": args.warmup,
        "load_generator": f"wrk, {args.threads} threads",
        "scenarios": results,
        "ratios": ratios(results),
    }


async def engine_of(base_url: str) -> str:
    async with httpx.AsyncClient(base_url=base_url, timeout=REQUEST_TIMEOUT_S) as client:
        return await database_engine(client)


# --- load through httpx (other benchmarks' signed-in and socket scenarios) -----------------


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
            "cpu": ratio(r.get("cpu_ms"), base.get("cpu_ms")),
        }
        for r in others
    }


def num(value: float | None, digits: int) -> str:
    return "n/a" if value is None else f"{value:.{digits}f}"


def times(value: float | None) -> str:
    return "n/a" if value is None else f"x{value:.2f}"


def render(report: dict[str, Any]) -> str:
    origin = "self-started" if report["self_started"] else "given"
    # cpu ms: the server processes' CPU time per request answered (self-started, Linux).
    with_cpu = any(r.get("cpu_ms") is not None for r in report["scenarios"])
    lines = [
        f"{'server':<13}{report['url']} ({origin})",
        f"{'database':<13}{report['database']}",
    ]
    if report.get("workers") is not None:
        lines.append(f"{'processes':<13}{report['workers']}")
    if report.get("load_generator"):
        lines.append(f"{'load':<13}{report['load_generator']}")
    lines += [
        f"{'concurrency':<13}{report['concurrency']}",
        f"{'duration':<13}{report['duration_s']:g} s per scenario"
        f" (warm-up {report['warmup_s']:g} s)",
        "",
        f"{'scenario':<10}{'completed':>11}{'errors':>8}{'req/s':>11}{'p50 ms':>10}{'p99 ms':>10}"
        + (f"{'cpu ms':>9}" if with_cpu else ""),
    ]
    for r in report["scenarios"]:
        lines.append(
            f"{r['scenario']:<10}{r['completed']:>11}{r['errors']:>8}"
            f"{num(r['requests_per_s'], 1):>11}{num(r['p50_ms'], 2):>10}{num(r['p99_ms'], 2):>10}"
            + (f"{num(r.get('cpu_ms'), 3):>9}" if with_cpu else "")
        )
    lines.append("")
    for name, rel in report["ratios"].items():
        label = name.replace("_vs_", " vs ")
        cpu = f", server CPU per request {times(rel['cpu'])}" if rel.get("cpu") else ""
        lines.append(
            f"{label}: throughput {times(rel['throughput'])}, "
            f"p50 {times(rel['p50'])}, p99 {times(rel['p99'])}{cpu}"
        )
    lines.extend(
        f"{r['scenario']} first error: {r['first_error']}"
        for r in report["scenarios"]
        if r["first_error"]
    )
    return "\n".join(lines)


def runs(args: argparse.Namespace) -> list[int | None]:
    """The server process counts to measure; None: a given server, as it is."""
    if args.url:
        return [None]
    if args.database_url and is_postgres(args.database_url):
        return list(args.workers)
    if any(n > 1 for n in args.workers):
        print(
            "SQLite is served by one process (one writer, and its change feed stays in the "
            "process): measuring 1 only; give --database-url postgresql+asyncpg://... for more",
            file=sys.stderr,
        )
    return [1]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    reports = []
    try:
        wrk_command()
        for workers in runs(args):
            with server_for(args, workers=workers) as base_url:
                report = benchmark_wrk(base_url, args, workers)
            print(render(report) + "\n", flush=True)
            reports.append(report)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BenchError as exc:
        print(f"api_load: {exc}", file=sys.stderr)
        return 1
    if args.json is not None:
        args.json.write_text(json.dumps(reports, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
