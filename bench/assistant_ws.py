"""Benchmark of the assistant socket: N concurrent conversations sending typed turns, against
a bare echo socket (/ws/ping) on the same server, in interleaved rounds of the same run."""

# Usage: .venv/bin/python bench/assistant_ws.py [--sockets 500] [--turns 5] [--rounds 3]
#            [--clients 2] [--pace 500] [--service kundli-horoscope-agent] [--workers 2]
#            [--url http://... | --database-url postgresql+asyncpg://...] [--json F]
# It starts its own server (fresh SQLite by default; --workers N server processes) and
# prints figures, never verdicts. Each round runs echo then assistant twice:
# - burst: every socket sends its next turn as soon as the reply arrives. Throughput is
#   turns over the time from the first turn sent to the last reply received, across all
#   client processes. With N turns always in flight, latency is N / throughput (Little's
#   law): these percentiles measure the queue, not a turn.
# - paced: the sockets together offer --pace turns a second, evenly spread (each socket
#   every N / pace seconds, as people type); latency is then a turn's own time.
# Sockets are opened (hello and service chosen) before the clock starts. The clients run on
# this machine: --clients splits the sockets over that many processes so one event loop
# does not limit the load (compare the echo burst with --clients 1, 2, 3). On Linux it also
# prints the server's CPU time per turn (its processes found by the listening port, read
# from /proc over the timed part only): a figure that other work on a shared machine
# disturbs less than turns per second.

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import queue
import statistics
import sys
import threading
import time
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from api_load import BenchError, percentile, server_for
from websockets.asyncio.client import ClientConnection, connect

QUESTIONS = (
    "What is Mangal dosha?",
    "Tell me about the four kinds of horoscope",
    "How does kundli matching work?",
    "What does my kundli show?",
    "Namaste, what can you do?",
)
WAIT = 60.0
KINDS = ("echo", "assistant")
MODES = ("burst", "paced")
TYPING = '{"type":"typing"}'


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sockets", type=int, default=500, help="concurrent sockets")
    parser.add_argument("--turns", type=int, default=5, help="typed messages per socket")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of echo then assistant")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--pace", type=float, default=500, help="turns/s offered when paced")
    parser.add_argument("--service", default="kundli-horoscope-agent", help="AI service id")
    parser.add_argument("--workers", type=int, default=1, help="server processes")
    parser.add_argument("--url", help="an already running server (default: start one)")
    parser.add_argument("--database-url", help="database of the server (default: fresh SQLite)")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args()
    # 25 turns: under the socket's default limit of 30 messages a minute.
    if not 1 <= args.sockets <= 5000 or not 1 <= args.turns <= 25 or args.pace <= 0:
        parser.error("sockets must be 1..5000, turns 1..25 and pace positive")
    if args.rounds < 1 or not 1 <= args.clients <= args.sockets or args.workers < 1:
        parser.error("rounds, clients and workers must be at least 1 (clients <= sockets)")
    return args


@dataclass(frozen=True)
class Job:
    kind: str
    base: str
    first: int  # this process's first socket, of `total`
    sockets: int
    total: int
    turns: int
    service: str
    interval: float | None  # paced: seconds between one socket's turns


# --- one client process ---------------------------------------------------------------------


async def until(ws: ClientConnection, kind: str) -> None:
    while True:
        raw = await asyncio.wait_for(ws.recv(), WAIT)
        if raw == TYPING:  # most frames: not worth decoding
            continue
        frame: dict[str, Any] = json.loads(raw)
        if frame.get("type") == kind:
            return
        if frame.get("type") == "error":
            raise BenchError(f"error frame: {frame}")


async def opened(job: Job) -> ClientConnection:
    """A socket ready for its first timed turn."""
    if job.kind == "echo":
        return await connect(f"{job.base}/ws/ping", open_timeout=WAIT)
    ws = await connect(f"{job.base}/ws/assistant", max_queue=None, open_timeout=WAIT)
    await ws.send(json.dumps({"type": "hello"}))
    await until(ws, "session")
    await ws.send(json.dumps({"type": "select_service", "serviceId": job.service}))
    await until(ws, "reply")
    return ws


async def turns(
    ws: ClientConnection, job: Job, number: int, began: float, latencies: list[float]
) -> None:
    for turn in range(job.turns):
        if job.interval is not None:  # paced: sockets spread evenly over one interval
            due = began + job.interval * (turn + (job.first + number) / job.total)
            await asyncio.sleep(max(0.0, due - time.monotonic()))
        frame = json.dumps({"type": "message", "text": QUESTIONS[turn % len(QUESTIONS)]})
        started = time.perf_counter()
        await ws.send(frame)
        if job.kind == "echo":
            await asyncio.wait_for(ws.recv(), WAIT)
        else:
            await until(ws, "reply")
        latencies.append(time.perf_counter() - started)


async def client(job: Job, start: Barrier, stop: Barrier) -> dict[str, Any]:
    sockets = await asyncio.gather(*(opened(job) for _ in range(job.sockets)))
    try:
        await asyncio.to_thread(start.wait, WAIT * 5)  # every process's sockets are open
        latencies: list[float] = []
        began = time.monotonic()  # CLOCK_MONOTONIC: one clock for every process
        async with asyncio.TaskGroup() as group:
            for number, ws in enumerate(sockets):
                group.create_task(turns(ws, job, number, began, latencies))
        ended = time.monotonic()
        await asyncio.to_thread(stop.wait, WAIT * 5)  # the parent reads the server's CPU
    finally:
        await asyncio.gather(*(ws.close() for ws in sockets))
    return {"latencies": latencies, "began": began, "ended": ended}


def client_process(job: Job, start: Barrier, stop: Barrier, results: Any) -> None:
    try:
        results.put(asyncio.run(client(job, start, stop)))
    except BaseException as exc:  # reported by the parent, which then stops
        start.abort()
        stop.abort()
        results.put({"error": f"{type(exc).__name__}: {exc}"})


# --- the server's CPU time (Linux) --------------------------------------------------------


def server_pids(base_url: str) -> list[int]:
    """The processes holding the server's listening socket (uvicorn's workers share it)."""
    port = urlsplit(base_url).port
    sockets = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # LISTEN
                sockets.add(f"socket:[{fields[9]}]")
    pids = []
    for process in Path("/proc").iterdir():
        if not process.name.isdigit():
            continue
        try:
            if any(os.readlink(fd) in sockets for fd in (process / "fd").iterdir()):
                pids.append(int(process.name))
        except OSError:  # gone, or not ours to read
            continue
    return pids


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime + stime, in clock ticks
    return total / os.sysconf("SC_CLK_TCK")


# --- the parent ---------------------------------------------------------------------------


def collect(processes: list[Any], results: Any) -> list[dict[str, Any]]:
    parts: list[dict[str, Any]] = []
    while len(parts) < len(processes):
        try:
            parts.append(results.get(timeout=1.0))
        except queue.Empty:
            if all(p.exitcode not in (None, 0) for p in processes):
                raise BenchError("every client process died before reporting") from None
    for process in processes:
        process.join()
    return parts


def measure(
    kind: str, mode: str, base: str, args: argparse.Namespace, pids: list[int]
) -> dict[str, Any]:
    """One timed run of `kind` over every client process."""
    context = multiprocessing.get_context("spawn")
    start, stop = context.Barrier(args.clients + 1), context.Barrier(args.clients + 1)
    results = context.Queue()
    interval = args.sockets / args.pace if mode == "paced" else None
    shares = [
        args.sockets // args.clients + (i < args.sockets % args.clients)
        for i in range(args.clients)
    ]
    firsts = [sum(shares[:i]) for i in range(args.clients)]
    processes = []
    for first, share in zip(firsts, shares, strict=True):
        job = Job(kind, base, first, share, args.sockets, args.turns, args.service, interval)
        processes.append(context.Process(target=client_process, args=(job, start, stop, results)))
    for process in processes:
        process.start()
    try:
        start.wait(WAIT * 5)
        cpu = cpu_seconds(pids)
        stop.wait(WAIT * 5)
        cpu = cpu_seconds(pids) - cpu
    except threading.BrokenBarrierError:  # a client failed: collect() says why
        cpu = 0.0
    parts = collect(processes, results)
    errors = [part["error"] for part in parts if "error" in part]
    if errors:
        raise BenchError(f"{kind}: {errors[0]}")
    latencies = sorted(x for part in parts for x in part["latencies"])
    elapsed = max(p["ended"] for p in parts) - min(p["began"] for p in parts)
    return {
        "turns": len(latencies),
        "elapsed_s": elapsed,
        "turns_per_s": len(latencies) / elapsed,
        "p50_ms": (percentile(latencies, 50) or 0) * 1000,
        "p99_ms": (percentile(latencies, 99) or 0) * 1000,
        "server_cpu_us": cpu / len(latencies) * 1e6 if pids else None,
        "latencies": latencies,
    }


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """A kind over every round: the median round's rate, percentiles of all its turns."""
    latencies = sorted(x for run in runs for x in run["latencies"])
    cpu = [run["server_cpu_us"] for run in runs if run["server_cpu_us"] is not None]
    return {
        "turns": len(latencies),
        "turns_per_s": statistics.median(run["turns_per_s"] for run in runs),
        "p50_ms": (percentile(latencies, 50) or 0) * 1000,
        "p99_ms": (percentile(latencies, 99) or 0) * 1000,
        "server_cpu_us": statistics.median(cpu) if cpu else None,
    }


def benchmark(base_url: str, args: argparse.Namespace) -> dict[str, Any]:
    base = base_url.replace("http", "ws", 1)
    pids = server_pids(base_url)
    runs: dict[str, list[dict[str, Any]]] = {f"{m} {k}": [] for m in MODES for k in KINDS}
    for number in range(1, args.rounds + 1):
        for mode in MODES:
            for kind in KINDS:
                print(f"round {number}: {mode} {kind} ...", file=sys.stderr)
                runs[f"{mode} {kind}"].append(measure(kind, mode, base, args, pids))
                time.sleep(1.0)  # closed sockets' conversations are written before the next
    totals = {name: summary(taken) for name, taken in runs.items()}
    for taken in runs.values():
        for run in taken:
            del run["latencies"]
    echo, assistant = totals["burst echo"], totals["burst assistant"]
    cpus = echo["server_cpu_us"], assistant["server_cpu_us"]
    return {
        "sockets": args.sockets,
        "turns_per_socket": args.turns,
        "client_processes": args.clients,
        "server_workers": args.workers,
        "paced_turns_per_s": args.pace,
        "service": args.service,
        "runs": runs,
        "totals": totals,
        "throughput_ratio": assistant["turns_per_s"] / echo["turns_per_s"],
        # What the throughput ratio is where the server alone limits both (CPU per turn).
        "server_cpu_ratio": cpus[0] / cpus[1] if None not in cpus else None,
    }


def render(report: dict[str, Any]) -> str:
    lines = [
        f"{report['sockets']} sockets x {report['turns_per_socket']} turns, service "
        f"{report['service']}, {report['client_processes']} client processes, "
        f"{report['server_workers']} server process(es); paced: "
        f"{report['paced_turns_per_s']:g} turns/s offered",
        f"{'run':<24}{'turns':>7}{'turns/s':>10}{'p50 ms':>10}{'p99 ms':>10}"
        f"{'server CPU us/turn':>20}",
    ]
    for name, taken in report["runs"].items():
        for number, run in enumerate(taken, start=1):
            lines.append(line(f"{name} {number}", run))
    for name, total in report["totals"].items():
        lines.append(line(f"{name} (all)", total))
    lines.append(
        f"assistant vs echo, burst throughput (median rounds): x{report['throughput_ratio']:.2f}"
    )
    if report["server_cpu_ratio"] is not None:
        lines.append(
            "assistant vs echo, server CPU per burst turn (the throughput ratio where the "
            f"server alone limits): x{report['server_cpu_ratio']:.2f}"
        )
    return "\n".join(lines)


def line(name: str, r: dict[str, Any]) -> str:
    figures = f"{r['turns']:>7}{r['turns_per_s']:>10.1f}{r['p50_ms']:>10.2f}{r['p99_ms']:>10.2f}"
    cpu = "" if r["server_cpu_us"] is None else f"{r['server_cpu_us']:>20.0f}"
    return f"{name:<24}{figures}{cpu}"


def main() -> int:
    args = parse_args()
    try:
        with server_for(args) as base_url:
            report = benchmark(base_url, args)
    except BenchError as exc:
        print(f"assistant_ws: {exc}", file=sys.stderr)
        return 1
    print(render(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
