"""Task completion: the share of scripted task conversations (bench/data/task_conversations.yaml)
that end with what they set out to do (a booking created, cart lines, an order's status),
through the whole engine with the in-memory tasks port; and the time a form turn takes beside
a bare intents.route() call.

Usage: .venv/bin/python bench/task_completion.py [--show]
Prints figures; it never passes or fails."""

from __future__ import annotations

import argparse
import asyncio
import itertools
import statistics
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import intents
from api.assistant.protocol import frame_json
from assistant_core.engine import Engine, UserMessage, Visitor
from assistant_core.kundli_port import InProcessKundli
from assistant_core.ports import AIAnswer, Coordinates, ServiceInfo
from assistant_core.texts import Language
from assistant_core.warm_up import warm_up
from tests.conversations.replay import services_with
from tests.engine.fake_tasks import FakeTasks

DATA = Path(__file__).resolve().parent / "data" / "task_conversations.yaml"
HELD_OUT = DATA.with_name("task_conversations_heldout.yaml")
NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)  # a Sunday, noon in India
SETUP = ["book a pandit for rudrabhishek", "online", "kal", "2", "Sunita Sharma", "9823012345",
         "skip", "skip", "no", "cash", "yes"]  # fmt: skip


class QuietAI:
    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        return AIAnswer(text="Keep a clean place, flowers, a lamp and fruits ready.")


async def play(script: dict[str, Any], show: bool) -> tuple[bool, list[float]]:
    ids = itertools.count(1)
    india = (NOW + timedelta(hours=5, minutes=30)).replace(tzinfo=None)
    tasks = FakeTasks(now=india)
    engine = Engine(QuietAI(), InProcessKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=tasks)
    services = services_with({})
    visitor = Visitor("bench", "127.0.0.1")
    state = engine.new_state()
    timings: list[float] = []
    record = ""
    if script.get("setup") == "priest":
        for text in SETUP:
            state = (await engine.handle(state, UserMessage(text), services, visitor)).state
        record = next(iter(tasks.created))
    got_cart = got_status = False
    for text in script["say"]:
        said = text.replace("{record}", record)
        start = time.perf_counter()
        turn = await engine.handle(state, UserMessage(said), services, visitor)
        timings.append((time.perf_counter() - start) * 1000)
        state = turn.state
        for output in turn.outputs:
            frame = frame_json(output)
            got_cart = got_cart or bool(frame.get("cart"))
            text_out = frame.get("message", {}).get("text", "")
            answered = bool(record) and record in text_out and "pending" in text_out
            got_status = got_status or answered
            if show:
                print(f"  > {said}\n  < {text_out[:160]!r}")
    created = [r for r in tasks.created if not record or r != record]
    done = {
        "priest": any(r.startswith("PB") for r in created),
        "temple": any(r.startswith("TB") for r in created),
        "cart": got_cart,
        "status": got_status,
    }[script["done"]]
    return done, timings


def route_us(rounds: int = 2000) -> float:
    start = time.perf_counter()
    for _ in range(rounds):
        intents.route("I want to book a pandit for griha pravesh")
    return (time.perf_counter() - start) / rounds * 1e6


async def main(show: bool) -> None:
    warm_up()  # as the server does when it starts
    timings: list[float] = []
    for path in (DATA, HELD_OUT):
        print(f"== {path.name}")
        timings += await run_set(yaml.safe_load(path.read_text(encoding="utf-8")), show)
    p50 = statistics.median(timings)
    p99 = statistics.quantiles(timings, n=100)[98]
    route = route_us()
    print(
        f"\nengine turn (in-memory port): p50 {p50:.2f} ms, p99 {p99:.2f} ms, max "
        f"{max(timings):.2f} ms over {len(timings)} turns; intents.route() {route:.1f} us: "
        f"a turn is {p50 * 1000 / route:.2f}x"
    )


async def run_set(scripts: list[dict[str, Any]], show: bool) -> list[float]:
    finished, timings = 0, []
    by_kind: dict[str, list[bool]] = {}
    for script in scripts:
        done, turn_ms = await play(script, show)
        timings += turn_ms
        finished += done
        by_kind.setdefault(script["done"], []).append(done)
        print(f"{'done ' if done else 'FAIL '} {script['name']}")
    print(
        f"\n{finished} of {len(scripts)} task conversations end in what they asked for "
        f"({100 * finished / len(scripts):.0f}%)"
    )
    for kind, results in by_kind.items():
        print(f"  {kind:<7} {sum(results)}/{len(results)}")
    return timings


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--show", action="store_true", help="print every turn")
    asyncio.run(main(parser.parse_args().show))
