"""The language a reply is chosen in, on messages written blind (bench/data/assistant_blind_*.yaml,
labelled en, hinglish or hi by their writer): for each label, how many messages
texts.reply_language reads as Hindi, Hinglish, English or "does not tell" (which keeps the
conversation's language). Prints figures; never a verdict. The held-out fold is for reporting
only: never tune intents/hinglish.py's word lists on it.

Usage: .venv/bin/python bench/reply_language.py [--fold dev|heldout]"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

import yaml

from assistant_core.texts import written_in_devanagari
from intents import latin_language

DATA = Path(__file__).resolve().parent / "data"
READS = ("hi", "hinglish", "en", "none")


def read(text: str) -> str:
    """What the message tells, before the conversation's language fills in "none"."""
    if written_in_devanagari(text):
        return "hi"
    return latin_language(text) or "none"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--fold", choices=["dev", "heldout"], default="dev")
    args = parser.parse_args()
    items = yaml.safe_load((DATA / f"assistant_blind_{args.fold}.yaml").read_text("utf-8"))
    started = time.perf_counter()
    counts = Counter((item["lang"], read(item["text"])) for item in items)
    spent = time.perf_counter() - started
    print(f"{len(items)} messages, {args.fold} fold")
    print(f"{'written in':<12}" + "".join(f"{reads:>10}" for reads in READS))
    for lang in ("en", "hinglish", "hi"):
        print(f"{lang:<12}" + "".join(f"{counts[(lang, reads)]:>10}" for reads in READS))
    wrong = sum(n for (lang, reads), n in counts.items() if reads not in (lang, "none"))
    print(f"read as another language: {wrong}/{len(items)}")
    print(f"{1e6 * spent / len(items):.1f} µs per message (the first reads fill caches)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
