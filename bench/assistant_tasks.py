"""The task bench: 48 devotees written blind (bench/data/assistant_devotees.yaml, three
languages, six kinds of task) each hold a whole conversation with the assistant on a real
server (seeded SQLite, the built-in services) through the socket, as the web app does, and
are judged by the record it leaves: the booking or order for their phone with the puja,
temple or products, date, slot, mode and payment they asked for; a chart; a Milan score; an
order's status shown after the one-time code. Prints the share completed overall, per
language and per kind of task, every failure with the turn where it went wrong, and the
client's wall time per turn. Figures, never a verdict.

The devotee (bench/devotee_policy.py) opens with its `opening`, answers the field asked from
its `facts`, taps the option that fits, reads one-time codes from the server's log as the
browser journeys do (web/e2e/support/codes.ts), pays online on the payment simulator, and keeps
the device cart the web app keeps. It gives up after 25 turns.

Folds: a stable hash of each persona's name splits every language and kind of task about
half and half into `dev` and `heldout`. Tune on `dev`. Sets written blind later, 24 devotees
each: `second` (bench/data/assistant_devotees_second.yaml), `third`, `fourth`, `fifth`,
`sixth` (weighted to store orders and order status), `seventh` (side questions asked in the
middle, changes of mind), `eighth` and `ninth`.
The `heldout` fold (12/24 untuned), `second` (6/24), `third` (10/24), `fourth` (9/24) and
`sixth` and `seventh` were reported once untuned and then learnt from; `fifth` and `eighth` are
for reporting only, never tuned on (on 30 November 2026 the fifth's failure lines and two of the
eighth's lines on words not taken were once shown, and not acted on). `ninth`, written blind on
30 November 2026 after the eighth was reported, is held out too: run it to report, never print
its lines. `tenth` (30 devotees, written blind the same day) is to learn from, and so is
`eleventh` (30 more, written blind later that day: 14/30 on its first, untuned run), and
`twelfth` (30 more, written blind on the last day of November 2026: 19/30 on its first,
untuned run), and `thirteenth` (30 more, written blind on 1 December 2026: 9/30 on its first,
untuned run), and `fourteenth` (36 more, written blind later that day from a partial catalogue
list, 10 of the pujas and 50 of the products: 16/36 on its first, untuned run). `fifteenth`
(24 devotees, written blind at the end of that day from the whole catalogue) is held out: run
it to report, never print its lines (14/24 on its first run, after the session's work).

Usage: .venv/bin/python bench/assistant_tasks.py [--fold dev|heldout|all|second|...|fifteenth]
    [--show] [--only TEXT]"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import yaml
from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parent))
from api_load import INDIA, own_server
from devotee_policy import Devotee, Frame
from task_judges import Conversation, judge, set_up_record

DATA = Path(__file__).resolve().parent / "data" / "assistant_devotees.yaml"
MAX_TURNS = 25
GIVE_UP = 3  # a devotee who has said the same thing this often gives up
WAIT = 60.0  # for a turn's first reply (a chart on two shared cores can take a while)
QUIET = 0.4  # a turn's replies come together: this long without one ends the turn
# The bench places every booking from one address and asks for codes from it.
SERVER_ENV = {
    "PUNYA_CHECKOUT_MAX_PER_HOUR": "5000",
    "PUNYA_LOOKUP_MAX_PER_WINDOW": "1000",
    "PUNYA_VERIFICATION_CODES_PER_ADDRESS_PER_HOUR": "1000",
    "PUNYA_ASSISTANT_MESSAGES_PER_MINUTE": "1000",
}


def folds(personas: list[dict[str, Any]]) -> dict[str, str]:
    """name -> dev|heldout: within each (language, goal), by a stable hash of the name,
    alternating; an odd group's extra one goes to the fold the last odd group did not."""
    groups: dict[tuple[str, str], list[str]] = defaultdict(list)
    for persona in personas:
        groups[(persona["lang"], persona["goal"])].append(persona["name"])
    fold: dict[str, str] = {}
    start = 0
    for key in sorted(groups):
        names = sorted(groups[key], key=lambda n: hashlib.sha256(n.encode()).hexdigest())
        for i, name in enumerate(names):
            fold[name] = ("dev", "heldout")[(start + i) % 2]
        start = (start + len(names)) % 2
    return fold


@dataclass
class Client:
    """One devotee's socket, as the web app holds it: the device cart, the log it reads."""

    ws: ClientConnection
    log: Path
    cart: dict[str, int] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)  # productId -> name, from cart lines
    names_hi: dict[str, str] = field(default_factory=dict)  # productId -> name in Hindi
    turn_times: list[float] = field(default_factory=list)

    async def replies(self) -> list[Frame]:
        """The frames answering one message: the first within WAIT, the rest within QUIET."""
        got: list[Frame] = []
        wait, started = WAIT, time.perf_counter()
        while True:
            try:
                frame: Frame = json.loads(await asyncio.wait_for(self.ws.recv(), wait))
            except TimeoutError:
                break
            if frame.get("type") == "error" and frame.get("code") == "unknown_frame":
                continue  # the cart frame on a server that does not take it yet
            if frame.get("type") in ("reply", "error"):
                if not got:
                    self.turn_times.append(time.perf_counter() - started)
                got.append(frame)
                wait = QUIET
        return got

    async def send_cart(self) -> None:
        items = [{"productId": p, "quantity": q} for p, q in self.cart.items() if q > 0]
        await self.ws.send(json.dumps({"type": "cart", "items": items}))
        while True:  # whatever the server answers to it, before the next message
            try:
                await asyncio.wait_for(self.ws.recv(), QUIET)
            except TimeoutError:
                return

    async def read_names(self, http: httpx.AsyncClient, lang: str) -> None:
        """The cart's names as the Cart screen shows them in the devotee's language (the
        frames carry the English name)."""
        if lang != "hi":
            return
        for pid in self.cart:
            if pid not in self.names_hi:
                found = await http.get(f"/api/store/products/{pid}", params={"lang": "hi"})
                self.names_hi[pid] = found.json()["name"] if found.status_code == 200 else ""

    def shown_names(self) -> dict[str, str]:
        return {p: f"{n} / {self.names_hi[p]}" if self.names_hi.get(p) else n
                for p, n in self.names.items()}  # fmt: skip

    def take_cart(self, reply: Frame) -> bool:
        """Apply the reply's cart lines and cartSet; True when the cart changed."""
        before = dict(self.cart)
        for line in reply.get("cart") or []:
            self.cart[line["productId"]] = self.cart.get(line["productId"], 0) + line["quantity"]
            self.names[line["productId"]] = line["productName"]
        for line in reply.get("cartSet") or []:
            self.cart[line["productId"]] = line["quantity"]
            if line.get("productName"):
                self.names[line["productId"]] = line["productName"]
        self.cart = {p: q for p, q in self.cart.items() if q > 0}
        return self.cart != before


def code_reader(log: Path) -> Any:
    def code_for(phone: str) -> str | None:
        masked = "***" + re.sub(r"\D", "", phone)[-4:]
        text = log.read_text("utf-8", errors="replace")
        found = re.findall(rf"verification code for {re.escape(masked)}: (\d{{6}})", text)
        return found[-1] if found else None

    return code_for


async def pay(http: httpx.AsyncClient, action: Frame) -> str:
    """An online payment of the record on the simulator's page, chosen as UPI: paid|unpaid."""
    started = await http.post(
        "/api/payments",
        json={
            "targetKind": action["kind"],
            "targetId": action["recordId"],
            "customerName": action["customerName"],
            "customerPhone": action["customerPhone"],
            "customerEmail": action.get("customerEmail"),
        },
    )
    if started.status_code != 201:
        return "unpaid"
    page = urlsplit(started.json()["redirectUrl"]).path
    chosen = await http.post(page, data={"choice": "upi"})
    back = parse_qs(urlsplit(chosen.headers.get("location", "")).query)
    txn = (back.get("txnId") or back.get("transactionId") or [started.json()["transactionId"]])[0]
    verified = await http.get("/api/payments/verify", params={"txnId": txn})
    return "paid" if verified.status_code == 200 else "unpaid"


async def converse(base: str, log: Path, persona: dict[str, Any], talk: Conversation) -> None:
    devotee = Devotee(persona, code_reader(log), today())
    async with (
        connect(f"{base.replace('http', 'ws', 1)}/ws/assistant", open_timeout=WAIT) as ws,
        httpx.AsyncClient(base_url=base, timeout=WAIT) as http,
    ):
        client = Client(ws, log)
        hello = {"type": "hello", "language": "hi" if persona["lang"] == "hi" else "en"}
        await ws.send(json.dumps(hello))
        while json.loads(await asyncio.wait_for(ws.recv(), WAIT)).get("type") != "session":
            pass
        await client.send_cart()
        text = str(persona["opening"])
        sent: Counter[str] = Counter()
        for turn in range(1, MAX_TURNS + 1):
            sent[text] += 1
            if sent[text] > GIVE_UP:
                talk.note(f"gave up: said {text!r} {GIVE_UP} times")
                break
            talk.said(turn, text)
            await ws.send(json.dumps({"type": "message", "text": text}))
            replies = await client.replies()
            talk.heard(turn, replies)
            for reply in replies:
                if client.take_cart(reply):
                    await client.send_cart()
                    await client.read_names(http, persona["lang"])
                for action in reply.get("actions") or []:
                    if action.get("type") == "pay" and action["recordId"] not in talk.paid:
                        talk.paid[action["recordId"]] = await pay(http, action)
            if talk.finished(persona["goal"]):
                break
            text = devotee.next_message(replies, client.cart, client.shown_names())
        talk.stumbles = devotee.stumbles
        talk.side = devotee.side
        talk.picked = devotee.picked
        talk.cart = dict(client.cart)
        talk.names = client.shown_names()
        talk.turn_times = client.turn_times


async def run(base: str, db: Path, log: Path, personas: list[dict[str, Any]], show: bool) -> None:
    groups: dict[str, list[bool]] = defaultdict(list)
    times: list[float] = []
    failures: list[str] = []
    stumbles: list[str] = []
    sides: list[str] = []
    pending = 0
    async with httpx.AsyncClient(base_url=base, timeout=WAIT) as http:
        for persona in personas:
            talk = Conversation()
            try:
                if persona["goal"] == "order_status":
                    talk.record = await set_up_record(http, persona)
                await converse(base, log, persona, talk)
            except Exception as error:  # a dropped socket is this devotee's failure, not the run's
                talk.note(f"conversation broke: {error!r}")
            verdict = judge(persona, talk, sqlite3.connect(db), today())
            pending += verdict.pending_payment
            times += talk.turn_times
            for key in ("all", f"lang {persona['lang']}", f"goal {persona['goal']}"):
                groups[key].append(verdict.ok)
                groups[f"{persona['fold']}: {key}"].append(verdict.ok)
            stumbles += [f"- [{persona['lang']} {persona['goal']}] {persona['name']}: {s}"
                         for s in talk.stumbles]  # fmt: skip
            if talk.side is not None:
                question, heard, resumed = talk.side
                sides.append(f"- [{persona['lang']}] {question!r} -> {heard[:160]!r}"
                             f"{'' if resumed else ' (the form was left)'}")  # fmt: skip
            if not verdict.ok:
                failures.append(f"- [{persona['lang']} {persona['goal']}] {persona['name']}: "
                                f"{verdict.why} (went wrong at turn {verdict.turn})")  # fmt: skip
            if show:
                print(f"\n=== {persona['name']} -> {'OK' if verdict.ok else verdict.why}")
                print(talk.transcript())
    report(groups, failures, times, pending)
    if sides:
        print("\nside questions asked in the middle of a form, and the replies they got:")
        print("\n".join(sides))
    if stumbles:
        print("\nwhere a devotee's own words were not taken and it did as the reply told:")
        print("\n".join(stumbles))


def report(
    groups: dict[str, list[bool]], failures: list[str], times: list[float], pending: int
) -> None:
    print(f"\n{'group':<32} completed")
    for key in sorted(groups, key=lambda k: (":" in k, k != "all", k.split(": ")[-1] != "all", k)):
        results = groups[key]
        share = 100 * sum(results) / len(results)
        print(f"{key:<32} {sum(results):>3}/{len(results):<3} {share:5.1f}%")
    print(f"records made but left unpaid (online payment not completed): {pending}")
    if times:
        ordered = sorted(times)
        p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
        print(f"wall time per turn (client, to the first reply): p50 "
              f"{1000 * statistics.median(ordered):.0f} ms, p99 {1000 * p99:.0f} ms, "
              f"{len(ordered)} turns")  # fmt: skip
    if failures:
        print("\nfailures:")
        print("\n".join(failures))


def today() -> date:
    return datetime.now(INDIA).date()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--fold",
        choices=[
            "dev",
            "heldout",
            "all",
            "second",
            "third",
            "fourth",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
        ],
        default="dev",
    )
    parser.add_argument("--show", action="store_true", help="print every transcript")
    parser.add_argument("--only", help="only personas whose name or goal contains this")
    parser.add_argument(
        "--spec-catalogue",
        action="store_true",
        help="seed only the spec's catalogue (default: with the demo catalogue, as make run)",
    )
    args = parser.parse_args()
    if args.fold not in ("dev", "heldout", "all"):
        written = DATA.with_name(f"assistant_devotees_{args.fold}.yaml")
        chosen: list[dict[str, Any]] = yaml.safe_load(written.read_text("utf-8"))
        for persona in chosen:
            persona["fold"] = args.fold
    else:
        personas: list[dict[str, Any]] = yaml.safe_load(DATA.read_text("utf-8"))
        fold = folds(personas)
        for persona in personas:
            persona["fold"] = fold[persona["name"]]
        chosen = [p for p in personas if args.fold in ("all", p["fold"])]
    if args.only:
        chosen = [p for p in chosen if args.only.lower() in (p["name"] + p["goal"]).lower()]
    print(f"{len(chosen)} devotees, {args.fold} fold")
    with tempfile.TemporaryDirectory(prefix="punya-tasks-") as tmp:
        db = Path(tmp) / "bench.db"
        database = f"sqlite+aiosqlite:///{db}"
        demo = not args.spec_catalogue
        with own_server(database, Path(tmp), extra_env=SERVER_ENV, demo=demo) as base:
            asyncio.run(run(base, db, Path(tmp) / "server.log", chosen, args.show))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
