"""Intent routing accuracy: intents.route (the rules for short messages, the learned model for
sentences) beside the rules alone, the learned model alone and the spec's plain keyword
table, per group and overall, on the held-out set (never trained or tuned on) and on the
training set; and the time route() takes per message.

Usage: .venv/bin/python bench/intent_accuracy.py [--data FILE] [--rounds 200] [--misses]"""
# Prints figures and ratios; it never passes or fails on accuracy or timing.

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import yaml

from intents import route
from intents.learned import TRAINING, second_opinion
from intents.normalise import canonical, tokens_of
from intents.routing import decide

ROOT = Path(__file__).resolve().parent.parent
HELD_OUT = ROOT / "bench" / "data" / "intent_heldout.yaml"
INTENTS = {"book_priest", "astrology", "store", "orders", "chat"}

# The spec's table (section 7) exactly as written: a lower-cased substring match, first row wins.
SPEC_TABLE: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("book_priest", ("book priest", "book puja")),
    ("astrology", ("astrology", "horoscope", "kundli")),
    ("store", ("prasad", "store", "buy", "shop", "rudraksha", "gemstone", "yantra")),
    ("orders", ("my orders", "order history")),
)


def keyword_table(text: str) -> str:
    """The baseline: the spec's plain keyword table."""
    lowered = text.lower()
    for intent, keywords in SPEC_TABLE:
        if any(keyword in lowered for keyword in keywords):
            return intent
    return "chat"


@dataclass(frozen=True)
class Message:
    group: str
    text: str
    intent: str


def load(path: Path) -> list[Message]:
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    messages = [
        Message(group, item["text"], item["intent"])
        for group, items in raw.items()
        for item in items
    ]
    unknown = {m.intent for m in messages} - INTENTS
    if unknown:
        raise SystemExit(f"unknown intents in {path}: {sorted(unknown)}")
    return messages


def accuracy(messages: list[Message], decide: Callable[[str], str]) -> float:
    return 100.0 * sum(decide(m.text) == m.intent for m in messages) / len(messages)


def router(text: str) -> str:
    return route(text).intent


def rules(text: str) -> str:
    return decide(tokens_of(text))


def learned(text: str) -> str:
    return second_opinion(text).intent


DECIDERS: tuple[tuple[str, Callable[[str], str]], ...] = (
    ("route()", router),
    ("rules", rules),
    ("learned", learned),
    ("keywords", keyword_table),
)


def print_accuracy(messages: list[Message]) -> None:
    groups = list(dict.fromkeys(m.group for m in messages))
    print(f"{'group':<22}{'n':>5}" + "".join(f"{name:>10}" for name, _ in DECIDERS))
    for group in [*groups, "overall"]:
        chosen = messages if group == "overall" else [m for m in messages if m.group == group]
        shown = "".join(f"{accuracy(chosen, decide):>9.1f}%" for _, decide in DECIDERS)
        print(f"{group:<22}{len(chosen):>5}{shown}")
    ours, base = accuracy(messages, router), accuracy(messages, keyword_table)
    ratio = f"{ours / base:.2f}x" if base else "n/a"
    print(f"route() is right {ours:.1f}% of the time, the keyword table {base:.1f}%: {ratio}\n")


def print_misses(messages: list[Message]) -> None:
    print("\nroute() misses:")
    for m in messages:
        got = router(m.text)
        if got != m.intent:
            print(f"  [{m.group}] {m.text!r}: {got}, labelled {m.intent}")


def per_message_us(texts: list[str], decide: Callable[[str], object], rounds: int) -> list[float]:
    """Mean microseconds per message for each round over the whole set."""
    means: list[float] = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for text in texts:
            decide(text)
        means.append((time.perf_counter_ns() - start) / len(texts) / 1000)
    return means


def print_timing(messages: list[Message], rounds: int) -> None:
    texts = [m.text for m in messages]
    canonical.cache_clear()  # the first pass meets every word for the first time
    cold = per_message_us(texts, route, 1)[0]
    warm = per_message_us(texts, route, rounds)
    base = per_message_us(texts, keyword_table, rounds)
    slowest = max(per_message_us([text], route, 1)[0] for text in texts)
    ours, table = statistics.median(warm), statistics.median(base)
    print(f"\nroute() per message: first pass {cold:.1f} us, then median {ours:.1f} us")
    print(f"slowest single message (warm) {slowest:.1f} us")
    print(f"keyword table per message {table:.2f} us; route() / table = {ours / table:.0f}x")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data", type=Path, help="one labelled file instead of both")
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument(
        "--misses", action="store_true", help="list the messages route() gets wrong"
    )
    args = parser.parse_args(argv)
    paths = [args.data] if args.data else [HELD_OUT, TRAINING]
    for path in paths:
        messages = load(path)
        kind = "held out" if path == HELD_OUT else "trained and tuned on"
        print(f"{len(messages)} labelled messages from {path.name} ({kind})")
        print_accuracy(messages)
        if args.misses:
            print_misses(messages)
    print_timing(load(paths[-1]), max(1, args.rounds))


if __name__ == "__main__":
    main(sys.argv[1:])
