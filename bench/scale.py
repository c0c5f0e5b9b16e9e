"""Scale benchmark: the back office's lists and dashboards and the public lists as the data grows
to 10 thousand, 100 thousand and a million priest bookings (with temple bookings and store
orders, 30% as many of each: issue 16's shape), against a bare health check at each size."""

# Usage: .venv/bin/python bench/scale.py [--sizes 10000,100000,1000000 | --quick]
#            [--database-url postgresql+asyncpg://...] [--duration 5] [--warmup 1]
#            [--concurrency 8] [--threads 1] [--request-timeout 120] [--keep] [--json F]
# It migrates and seeds a scratch database (a fresh SQLite file under /tmp by default; on
# PostgreSQL a private schema, dropped at the end), grows it with `punya demo-data` to each
# size in turn, and at each size serves it, signs in a super admin and measures every endpoint
# with wrk (a multi-process httpx client when wrk is missing). An endpoint slower than a second
# per request is timed one request at a time instead; one with no answer within the request
# timeout is reported so, and the server is restarted (its unanswered query would weigh on
# the next endpoints). It prints figures, never verdicts.

from __future__ import annotations

import argparse
import contextlib
import json
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO, Any

import httpx
from api_load import (
    REQUEST_TIMEOUT_S,
    BenchError,
    WrkScenario,
    drop_schema,
    free_port,
    is_postgres,
    launch,
    log_tail,
    punya_command,
    run_step,
    run_wrk,
    server_env,
    stop_server,
    wait_healthy,
)
from scale_load import LoadResult, process_load, sequential, with_ratios

DEFAULT_SIZES = (10_000, 100_000, 1_000_000)
SHARE = 0.3  # temple bookings and store orders per priest booking
SEED = 108
USERNAME = "scale-root"
SESSION_COOKIE = "punya_admin"
PAGE = 25  # about what the back office asks for
SEARCH = "sharma"  # a common surname: many customers match
RARE = "vishvambhar"  # a name no generated customer has: every row must be looked at
PHONE = "98765"  # the start of a phone number, read through the phone index
TEMPLE = "temple-kashi-vishwanath-varanasi"
SLOW_S = 1.0  # a probe slower than this is timed one request at a time
SLOW_SAMPLES = 5
SLOW_BUDGET_S = 60.0  # no more requests to a slow endpoint once this is spent
MIN_UNDER_LOAD = 20  # fewer answers under load than this say little: timed 1 at a time
GROW_TIMEOUT_S = 3 * 3600


@dataclass(frozen=True)
class Endpoint:
    name: str
    path: str
    admin: bool = False
    paging: str = ""  # a second page's: by cursor or by offset


FIRST_PAGES = (
    Endpoint("health", "/api/health"),
    Endpoint("users", f"/api/admin/users?limit={PAGE}", admin=True),
    Endpoint("users search", f"/api/admin/users?limit={PAGE}&q={SEARCH}", admin=True),
    Endpoint("users search, no match", f"/api/admin/users?limit={PAGE}&q={RARE}", admin=True),
    Endpoint("priest bookings", f"/api/admin/priest-bookings?limit={PAGE}", admin=True),
    Endpoint(
        "priest bookings search",
        f"/api/admin/priest-bookings?limit={PAGE}&q={SEARCH}",
        admin=True,
    ),
    Endpoint(
        "priest bookings phone",
        f"/api/admin/priest-bookings?limit={PAGE}&q={PHONE}",
        admin=True,
    ),
    Endpoint(
        "priest bookings no match",
        f"/api/admin/priest-bookings?limit={PAGE}&q={RARE}",
        admin=True,
    ),
    Endpoint("temple bookings", f"/api/admin/temple-bookings?limit={PAGE}", admin=True),
    Endpoint("store orders", f"/api/admin/store/orders?limit={PAGE}", admin=True),
    Endpoint("refunds", f"/api/admin/refunds?limit={PAGE}", admin=True),
    Endpoint("dashboard", "/api/admin/dashboard", admin=True),
    Endpoint("temple dashboard", f"/api/admin/temple-dashboard?templeId={TEMPLE}", admin=True),
    Endpoint("puja services", "/api/puja-services?limit=12"),
    Endpoint("temples near me", "/api/temples?lat=19.0760&lon=72.8777&radiusKm=25"),
    Endpoint("store products", "/api/store/products?limit=12"),
)
PAGED = ("priest bookings", "temple bookings", "store orders", "refunds")


# --- command line -------------------------------------------------------------------------


def sizes(text: str) -> list[int]:
    try:
        found = sorted({int(part.replace("_", "")) for part in text.split(",") if part.strip()})
    except ValueError:
        found = []
    if not found or not all(1 <= n <= 5_000_000 for n in found):
        raise argparse.ArgumentTypeError("priest bookings from 1 to 5,000,000: 10000,100000")
    return found


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=sizes, default=list(DEFAULT_SIZES), help="priest bookings")
    parser.add_argument("--quick", action="store_true", help="10,000 only (a smoke run)")
    parser.add_argument("--database-url", help="PostgreSQL (a private schema) instead of SQLite")
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per endpoint")
    parser.add_argument("--warmup", type=float, default=1.0, help="warm-up seconds per endpoint")
    parser.add_argument("--concurrency", type=int, default=8, help="connections")
    # Two cores are common here: one for the server, the rest for wrk.
    parser.add_argument("--threads", type=int, default=1, help="wrk threads")
    parser.add_argument(
        "--request-timeout", type=float, default=120.0, help="seconds to wait for one answer"
    )
    parser.add_argument("--keep", action="store_true", help="keep the scratch database")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.quick:
        args.sizes = [DEFAULT_SIZES[0]]
    if args.concurrency < 1 or args.duration <= 0 or args.warmup < 0:
        parser.error("concurrency and duration must be positive, warmup >= 0")
    if not 1 <= args.threads <= args.concurrency:
        parser.error("threads must be 1 to concurrency")
    return args


# --- the scratch database and its server ---------------------------------------------------


@dataclass
class Scratch:
    env: dict[str, str]
    workdir: Path
    log: IO[str]
    log_path: Path
    database: str


@contextlib.contextmanager
def scratch(args: argparse.Namespace) -> Iterator[Scratch]:
    """A migrated, seeded database; dropped (or its folder removed) at the end unless --keep."""
    workdir = Path(tempfile.mkdtemp(prefix="punya-scale-"))
    database_url = args.database_url or f"sqlite+aiosqlite:///{workdir / 'scale.db'}"
    schema = f"bench_scale_{secrets.token_hex(4)}" if is_postgres(database_url) else None
    env = server_env(database_url, schema, free_port())
    # The server creates this super admin at its first start.
    env["PUNYA_SUPERADMIN_USERNAME"] = USERNAME
    env["PUNYA_SUPERADMIN_PASSWORD"] = secrets.token_urlsafe(18)
    log_path = workdir / "scale.log"
    where = database_url.split("@")[-1] + (f" (schema {schema})" if schema else "")
    print(f"scratch database: {where}", file=sys.stderr)
    try:
        with log_path.open("w") as log:
            run_step("migrate", env, log, log_path)
            run_step("seed", env, log, log_path)
            yield Scratch(env, workdir, log, log_path, "postgresql" if schema else "sqlite")
    finally:
        if args.keep:
            print(f"kept {workdir}" + (f" and schema {schema}" if schema else ""), file=sys.stderr)
        else:
            if schema is not None:
                drop_schema(database_url, schema)
            shutil.rmtree(workdir, ignore_errors=True)


def grow(db: Scratch, have: int, want: int) -> float:
    """Add demo records up to `want` priest bookings (and their share of the others)."""
    share = round(want * SHARE) - round(have * SHARE)
    command = [
        punya_command(),
        "demo-data",
        f"--bookings={want - have}",
        f"--temple-bookings={share}",
        f"--orders={share}",
        f"--seed={SEED}",
    ]
    print(f"growing to {want:,} priest bookings ...", file=sys.stderr)
    db.log.flush()
    started = time.perf_counter()
    done = subprocess.run(
        command, env=db.env, stdout=db.log, stderr=subprocess.STDOUT, timeout=GROW_TIMEOUT_S
    )
    db.log.flush()
    if done.returncode != 0:
        raise BenchError(f"demo-data exited with {done.returncode}:\n{log_tail(db.log_path)}")
    return time.perf_counter() - started


class Server:
    """A server over the scratch database, with a client signed in as its super admin."""

    def __init__(self, db: Scratch, args: argparse.Namespace) -> None:
        port = free_port()
        env = {**db.env, "PUNYA_SERVER_PUBLIC_URL": f"http://127.0.0.1:{port}"}
        self.base_url = f"http://127.0.0.1:{port}"
        db.log.flush()
        self.proc = launch(env, port, db.log)
        try:
            wait_healthy(self.base_url, self.proc, db.log_path)
            self.token = sign_in(self.base_url, db.env["PUNYA_SUPERADMIN_PASSWORD"])
        except BaseException:
            stop_server(self.proc)
            raise
        self.client = httpx.Client(
            base_url=self.base_url,
            cookies={SESSION_COOKIE: self.token},
            timeout=httpx.Timeout(10.0, read=args.request_timeout),
        )

    def stop(self) -> None:
        self.client.close()
        stop_server(self.proc)


def sign_in(base_url: str, password: str) -> str:
    body = {"username": USERNAME, "password": password}
    response = httpx.post(f"{base_url}/api/auth/login", json=body, timeout=REQUEST_TIMEOUT_S)
    token = response.cookies.get(SESSION_COOKIE)
    if response.status_code != 200 or not token:
        raise BenchError(f"sign-in answered {response.status_code}: {response.text[:200]}")
    return token


# --- measuring ------------------------------------------------------------------------------


def second_page(client: httpx.Client, first: Endpoint) -> Endpoint:
    """The page after the first: by the list's cursor where it gives one, else by offset."""
    try:
        answer = client.get(first.path)
        cursor = answer.json().get("nextCursor") if answer.status_code == 200 else None
    except httpx.TimeoutException:
        cursor = None
    if cursor:
        path = str(httpx.URL(first.path).copy_merge_params({"cursor": cursor}))
        return Endpoint(f"{first.name} p2", path, admin=True, paging="cursor")
    return Endpoint(f"{first.name} p2", f"{first.path}&offset={PAGE}", admin=True, paging="offset")


def wrk_load(base_url: str, endpoint: Endpoint, token: str, args: argparse.Namespace) -> LoadResult:
    script = f'wrk.headers["Cookie"] = "{SESSION_COOKIE}={token}"\n' if endpoint.admin else ""
    scenario = WrkScenario(endpoint.name, endpoint.path, script)
    if args.warmup > 0:
        run_wrk(base_url, scenario, args.warmup, args, first=0)
    figures = run_wrk(base_url, scenario, args.duration, args, first=0)
    return LoadResult(
        endpoint.name,
        f"wrk c{args.concurrency}",
        completed=figures["completed"],
        errors=figures["errors"],
        first_error=figures["first_error"],
        per_second=figures["requests_per_s"],
        p50_ms=figures["p50_ms"],
        p99_ms=figures["p99_ms"],
    )


def settle(client: httpx.Client, quick_ms: float) -> None:
    """Wait until the health check is quick again: requests a load left running end first."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        started = time.perf_counter()
        client.get("/api/health")
        if (time.perf_counter() - started) * 1000 <= quick_ms:
            return
        time.sleep(0.2)


def measure_one(
    client: httpx.Client, base_url: str, endpoint: Endpoint, token: str, args: argparse.Namespace
) -> LoadResult:
    print(f"  {endpoint.name} ...", file=sys.stderr)
    probe = sequential(client, endpoint.name, endpoint.path, 1, SLOW_BUDGET_S)
    if probe.errors:
        return probe
    took = (probe.p50_ms or 0) / 1000
    # Too slow for the load to finish enough requests in its time: asked one at a time.
    if took > SLOW_S or took * args.concurrency > args.duration / 2:
        more = SLOW_SAMPLES - 1
        return sequential(client, endpoint.name, endpoint.path, more, SLOW_BUDGET_S, probe)
    if shutil.which("wrk"):
        loaded = wrk_load(base_url, endpoint, token, args)
    else:
        cookie = {SESSION_COOKIE: token} if endpoint.admin else {}
        loaded = process_load(base_url, endpoint.name, endpoint.path, cookie, args)
    if loaded.completed < MIN_UNDER_LOAD:
        return sequential(client, endpoint.name, endpoint.path, SLOW_SAMPLES, SLOW_BUDGET_S)
    return loaded


def unmeasured(name: str, why: str) -> LoadResult:
    return LoadResult(name, "-", 0, 0, f"not measured: {why}", 0.0, None, None)


def measure_size(db: Scratch, args: argparse.Namespace) -> list[LoadResult]:
    results: list[LoadResult] = []
    pending = list(FIRST_PAGES)
    server: Server | None = None
    try:
        while pending:
            endpoint = pending.pop(0)
            server = server or Server(db, args)
            result = measure_one(server.client, server.base_url, endpoint, server.token, args)
            if endpoint.paging:
                result = replace(result, load=f"{result.load}, {endpoint.paging}")
            results.append(result)
            if result.timed_out:
                # Its unanswered request would weigh on the next measurements: a new server.
                server.stop()
                server = None
                if endpoint.name in PAGED:
                    results.append(unmeasured(f"{endpoint.name} p2", "the first page timed out"))
                continue
            settle(server.client, quick_ms=max(50.0, 5 * (results[0].p50_ms or 10)))
            if endpoint.name in PAGED:
                pending.append(second_page(server.client, endpoint))
    finally:
        if server is not None:
            server.stop()
    return with_ratios(results)


# --- figures --------------------------------------------------------------------------------


def latency(r: dict[str, Any], key: str) -> str:
    return "timeout" if r["timed_out"] else num(r[key], 2)


def num(value: float | None, digits: int = 1) -> str:
    return "n/a" if value is None else f"{value:,.{digits}f}"


def times(value: float | None) -> str:
    return "n/a" if value is None else f"x{value:,.1f}"


def render_size(run: dict[str, Any]) -> str:
    size = run["size"]
    share = round(size * SHARE)
    lines = [
        f"{size:,} priest bookings, {share:,} temple bookings, {share:,} store orders "
        f"({run['database']}); grown in {run['grown_s']:.0f} s",
        f"{'endpoint':<22}{'load':>20}{'n':>8}{'errors':>8}{'req/s':>9}{'p50 ms':>10}"
        f"{'p99 ms':>10}{'p50/health':>12}{'p99/health':>12}",
    ]
    for r in run["results"]:
        lines.append(
            f"{r['name']:<22}{r['load']:>20}{r['completed']:>8}{r['errors']:>8}"
            f"{num(r['per_second']):>9}{latency(r, 'p50_ms'):>10}{latency(r, 'p99_ms'):>10}"
            f"{times(r['p50_ratio']):>12}{times(r['p99_ratio']):>12}"
        )
    lines += [
        f"{r['name']} first error: {r['first_error']}" for r in run["results"] if r["first_error"]
    ]
    return "\n".join(lines)


def render_summary(runs: list[dict[str, Any]]) -> str:
    """p50 (ms) per endpoint and size, with its ratio to the health check at that size."""
    header = f"{'p50 ms (vs health)':<30}" + "".join(f"{r['size']:>22,}" for r in runs)
    lines = [header]
    names = list(dict.fromkeys(r["name"] for run in runs for r in run["results"]))
    for name in names:
        cells = []
        for run in runs:
            found = next((r for r in run["results"] if r["name"] == name), None)
            if found is None or found["load"] == "-":
                cell = "-"
            elif found["timed_out"]:
                cell = "timeout"
            else:
                cell = f"{num(found['p50_ms'], 1)} ({times(found['p50_ratio'])})"
            cells.append(f"{cell:>22}")
        lines.append(f"{name:<30}" + "".join(cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    runs: list[dict[str, Any]] = []
    try:
        with scratch(args) as db:
            have = 0
            for size in args.sizes:
                grown = grow(db, have, size)
                have = size
                results = measure_size(db, args)
                run = {
                    "size": size,
                    "database": db.database,
                    "grown_s": grown,
                    "results": [r.as_dict() for r in results],
                }
                runs.append(run)
                print(render_size(run) + "\n", flush=True)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BenchError as exc:
        print(f"scale: {exc}", file=sys.stderr)
        return 1
    if len(runs) > 1:
        print(render_summary(runs))
    if args.json is not None:
        args.json.write_text(json.dumps(runs, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
