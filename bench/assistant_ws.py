"""Benchmark of the assistant socket: N concurrent conversations sending turns, against a bare
echo socket (/ws/ping) on the same server in the same run."""

# Usage: .venv/bin/python bench/assistant_ws.py [--sockets 100] [--turns 5]
#            [--service kundli-horoscope-agent] [--database-url postgresql+asyncpg://...]
# It starts its own server (fresh SQLite by default) and prints figures, never verdicts.

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

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


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sockets", type=int, default=100, help="concurrent sockets (<= 500)")
    parser.add_argument("--turns", type=int, default=5, help="messages per socket")
    parser.add_argument("--service", default="kundli-horoscope-agent", help="AI service id")
    parser.add_argument("--database-url", help="database of the server (default: fresh SQLite)")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args()
    if not 1 <= args.sockets <= 500 or args.turns < 1:
        parser.error("sockets must be 1..500 and turns at least 1")
    args.url = None
    return args


async def until(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while True:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
        if frame.get("type") == kind:
            return frame
        if frame.get("type") == "error":
            raise BenchError(f"error frame: {frame}")


async def conversation(base: str, args: argparse.Namespace, latencies: list[float]) -> None:
    async with connect(f"{base}/ws/assistant", max_queue=None) as ws:
        await ws.send(json.dumps({"type": "hello"}))
        await until(ws, "session")
        await ws.send(json.dumps({"type": "select_service", "serviceId": args.service}))
        await until(ws, "reply")
        for turn in range(args.turns):
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "message", "text": QUESTIONS[turn % 5]}))
            await until(ws, "reply")
            latencies.append(time.perf_counter() - started)


async def echoes(base: str, args: argparse.Namespace, latencies: list[float]) -> None:
    async with connect(f"{base}/ws/ping") as ws:
        for turn in range(args.turns):
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "message", "text": QUESTIONS[turn % 5]}))
            await asyncio.wait_for(ws.recv(), WAIT)
            latencies.append(time.perf_counter() - started)


async def run(kind: str, base: str, args: argparse.Namespace) -> dict[str, Any]:
    print(f"{kind}: {args.sockets} sockets x {args.turns} turns ...", file=sys.stderr)
    latencies: list[float] = []
    one = conversation if kind == "assistant" else echoes
    started = time.perf_counter()
    async with asyncio.TaskGroup() as group:
        for _ in range(args.sockets):
            group.create_task(one(base, args, latencies))
    elapsed = time.perf_counter() - started
    ordered = sorted(latencies)
    return {
        "kind": kind,
        "turns": len(ordered),
        "elapsed_s": elapsed,
        "turns_per_s": len(ordered) / elapsed,
        "p50_ms": (percentile(ordered, 50) or 0) * 1000,
        "p99_ms": (percentile(ordered, 99) or 0) * 1000,
        "mean_ms": statistics.fmean(ordered) * 1000,
    }


async def benchmark(base_url: str, args: argparse.Namespace) -> dict[str, Any]:
    base = base_url.replace("http", "ws", 1)
    echo = await run("echo", base, args)
    assistant = await run("assistant", base, args)
    return {
        "sockets": args.sockets,
        "turns_per_socket": args.turns,
        "service": args.service,
        "echo": echo,
        "assistant": assistant,
        "throughput_ratio": assistant["turns_per_s"] / echo["turns_per_s"],
        "p50_ratio": assistant["p50_ms"] / echo["p50_ms"],
        "p99_ratio": assistant["p99_ms"] / echo["p99_ms"],
    }


def render(report: dict[str, Any]) -> str:
    lines = [
        f"{report['sockets']} sockets x {report['turns_per_socket']} turns, "
        f"service {report['service']}",
        f"{'socket':<11}{'turns':>7}{'turns/s':>10}{'p50 ms':>10}{'p99 ms':>10}",
    ]
    for kind in ("echo", "assistant"):
        r = report[kind]
        lines.append(
            f"{kind:<11}{r['turns']:>7}{r['turns_per_s']:>10.1f}"
            f"{r['p50_ms']:>10.2f}{r['p99_ms']:>10.2f}"
        )
    lines.append(
        f"assistant vs echo: throughput x{report['throughput_ratio']:.2f}, "
        f"p50 x{report['p50_ratio']:.2f}, p99 x{report['p99_ratio']:.2f}"
    )
    return "\n".join(lines)


def main() -> int:
    args = parse_args()
    try:
        with server_for(args) as base_url:
            report = asyncio.run(benchmark(base_url, args))
    except BenchError as exc:
        print(f"assistant_ws: {exc}", file=sys.stderr)
        return 1
    print(render(report))
    if args.json is not None:
        args.json.write_text(json.dumps(report, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
