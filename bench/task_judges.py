"""How bench/assistant_tasks.py judges a devotee's conversation: by the record it left in the
server's database (its phone's booking or order and that record's details), a chart frame,
a Milan score, or the status shown after the one-time code; and where it went wrong."""

from __future__ import annotations

import itertools
import json
import re
import sqlite3
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import httpx
from rapidfuzz import fuzz, process

from data.ids import short_id
from kundli_service.places import romanize

Frame = dict[str, Any]
WEEKDAYS = {
    "monday": 0, "somvar": 0, "सोमवार": 0, "tuesday": 1, "mangalvar": 1, "मंगलवार": 1,
    "wednesday": 2, "budhwar": 2, "बुधवार": 2, "thursday": 3, "guruvar": 3, "गुरुवार": 3,
    "friday": 4, "shukravar": 4, "शुक्रवार": 4, "saturday": 5, "shanivar": 5, "शनिवार": 5,
    "sunday": 6, "ravivar": 6, "रविवार": 6,
}  # fmt: skip
MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "oct": 10, "nov": 11, "dec": 12, "जनवरी": 1, "फरवरी": 2, "मार्च": 3, "अप्रैल": 4, "मई": 5,
    "जून": 6, "जुलाई": 7, "अगस्त": 8, "सितंबर": 9, "अक्टूबर": 10, "नवंबर": 11, "दिसंबर": 12,
}  # fmt: skip
SCORE = re.compile(
    r"\b\d{1,2}(?:\.\d)?\s*(?:/|out of|of|में से)\s*36\b|\b36\s*(?:में से|mein se)\s*\d{1,2}"
)
YES = re.compile(r"^(yes|haan|हाँ|हां|जी हाँ|confirm)(?=[\s,.!]|$)", re.I)
SETUP_SLOTS = ("10:00 AM - 12:00 PM", "4:00 PM - 6:00 PM")
STORE_WORDS = ("order", "ऑर्डर", "receipt", "delivery", "डिलीवरी")
SLOT = re.compile(r"(\d{1,2}):\d\d\s*([AP]M)\s*-\s*(\d{1,2}):\d\d\s*([AP]M)")


@dataclass
class Record:
    kind: str  # priest | store
    id: str
    short_id: str


@dataclass
class Conversation:
    """What was said and heard, turn by turn, and what the turns left behind."""

    lines: list[str] = field(default_factory=list)
    asked: dict[int, str | None] = field(default_factory=dict)  # turn -> field asked after it
    answered: dict[str, int] = field(default_factory=dict)  # field -> turn answering it
    replies: dict[int, list[Frame]] = field(default_factory=dict)
    paid: dict[str, str] = field(default_factory=dict)  # record id -> paid|unpaid
    record: Record | None = None
    cart: dict[str, int] = field(default_factory=dict)
    turn_times: list[float] = field(default_factory=list)
    stumbles: list[str] = field(default_factory=list)
    picked: dict[str, str] = field(default_factory=dict)  # item words -> the product tapped
    names: dict[str, str] = field(default_factory=dict)  # product id -> its names as shown
    side: tuple[str, str, bool] | None = None  # a side question, its reply, the form resumed

    def said(self, turn: int, text: str) -> None:
        self.lines.append(f"  {turn:>2} devotee: {text}")
        asked = self.asked.get(turn - 1)
        if asked:
            self.answered[asked] = turn

    def heard(self, turn: int, replies: list[Frame]) -> None:
        self.replies[turn] = replies
        for reply in replies:
            if reply.get("type") == "error":
                self.lines.append(f"     error: {reply.get('code')}: {reply.get('message')}")
                continue
            progress = reply.get("progress") or {}
            options = [a.get("label") for a in reply.get("actions") or []]
            shown = (
                f"[{progress.get('form')}: asking {progress.get('asking')}] " if progress else ""
            )
            self.lines.append(f"     assistant: {shown}{reply['message']['text']}")
            if options:
                self.lines.append(f"       buttons: {options}")
            self.asked[turn] = progress.get("asking") if progress else None
        if not replies:
            self.lines.append("     (no reply)")

    def note(self, text: str) -> None:
        self.lines.append(f"     !! {text}")

    def transcript(self) -> str:
        return "\n".join(self.lines)

    def frames(self) -> list[tuple[int, Frame]]:
        return [(t, r) for t, rs in sorted(self.replies.items()) for r in rs]

    def finished(self, goal: str) -> bool:
        last = self.replies[max(self.replies)] if self.replies else []
        if goal in ("priest_booking", "temple_booking", "store_order"):
            return any(_made_record(r) for r in last)
        if goal == "kundli":
            return any(r.get("kundli") for r in last)
        if goal == "kundli_milan":
            return any(_milan(r) for r in last)
        return any(self.shows_record(r) for r in last)

    def shows_record(self, reply: Frame) -> bool:
        """The reply names the set-up record and asks nothing more (no field, no yes)."""
        progress = reply.get("progress") or {}
        labels = [str(a.get("label", "")) for a in reply.get("actions") or []]
        confirming = any(YES.match(label) for label in labels)
        named = self.record is not None and self.record.short_id in text_of(reply)
        return named and not progress.get("asking") and not confirming

    def stuck_turn(self) -> int:
        """The first turn whose reply asks again what an earlier one asked with nothing more
        collected (or says nothing); else the last turn."""
        seen: set[tuple[Any, ...]] = set()
        for turn in sorted(self.replies):
            replies = self.replies[turn]
            if not replies or _signature(replies) in seen:
                return turn
            seen.add(_signature(replies))
        return max(self.replies, default=0)

    def said_at(self, turn: int) -> str:
        texts = [text_of(r) for r in self.replies.get(turn, [])]
        return " / ".join(texts)[:220] or "(no reply)"


@dataclass
class Verdict:
    ok: bool
    why: str = ""
    turn: int = 0
    pending_payment: int = 0


def text_of(reply: Frame) -> str:
    message = reply.get("message") or {}
    # An error frame carries its words as the message itself.
    return message if isinstance(message, str) else str(message.get("text", ""))


def _signature(replies: list[Frame]) -> tuple[Any, ...]:
    last = replies[-1]
    progress = last.get("progress") or {}
    asked = (progress.get("form"), progress.get("asking"), len(progress.get("collected") or {}))
    return (*asked, text_of(last)[:60])


def _made_record(reply: Frame) -> bool:
    routes = [str(a.get("route", "")) for a in reply.get("actions") or []]
    return any(r.startswith("/user/orders?id=") for r in routes)


def _milan(reply: Frame) -> bool:
    return bool(reply.get("milan")) or bool(SCORE.search(text_of(reply)))


# --- records made before a conversation ----------------------------------------------------


async def set_up_record(http: httpx.AsyncClient, persona: dict[str, Any]) -> Record:
    """The booking or order an order_status devotee asks about, made through the public API
    for their phone: a store order when they speak of an order, else a priest booking of the
    puja they name (online, at the first free slot from three days on)."""
    # The phone the record is for: the expectation's, where the fact tells a story around it.
    expected = persona.get("expect", {}).get("details", {}).get("phone")
    facts = {**persona["facts"], "phone": str(expected or persona["facts"]["phone"])}
    words = f"{persona['opening']} {facts.get('request', '')}"
    if any(w in words.lower() for w in STORE_WORDS):
        product = await _closest(http, "/api/store/products", {"limit": 100}, words)
        made = await http.post("/api/store/orders", json={
            "items": [{"productId": product, "quantity": 1}],
            "customerName": facts["name"], "customerPhone": facts["phone"],
            "deliveryAddress": {"houseAndStreet": "12, Karol Bagh", "state": "Delhi",
                                "city": "New Delhi", "pinCode": "110005"},
            "paymentMethod": "phonepe",
        })  # fmt: skip
        kind = "store"
    else:
        puja = await _closest(http, "/api/puja-services", {"limit": 50}, words)
        for days, slot in itertools.product(range(3, 10), SETUP_SLOTS):
            day = (india_today() + timedelta(days=days)).isoformat()
            made = await http.post("/api/priest-bookings", json={
                "serviceId": puja, "customerName": facts["name"], "customerPhone": facts["phone"],
                "isOnline": True, "selectedDate": day, "selectedTime": slot,
            })  # fmt: skip
            if made.status_code != 409:  # 409: no priest free then; another day or slot
                break
        kind = "priest"
    if made.status_code != 201:
        raise RuntimeError(f"setting up the record: HTTP {made.status_code} {made.text[:200]}")
    body = made.json()
    return Record(kind, body["id"], body.get("shortId") or short_id(body["id"]))


def _in_stock(item: dict[str, Any]) -> bool:
    """A product with more than one left (the conversations before may buy one); a puja."""
    return "stockQuantity" not in item or (bool(item["inStock"]) and item["stockQuantity"] > 1)


def india_today() -> date:
    return datetime.now(ZoneInfo("Asia/Kolkata")).date()


async def _closest(http: httpx.AsyncClient, path: str, params: dict[str, Any], words: str) -> str:
    """The catalogue entry (English or Hindi name) nearest the devotee's words."""
    names: list[tuple[str, str]] = []
    for lang in ("en", "hi"):
        page = (await http.get(path, params={**params, "lang": lang})).json()
        names += [(i["id"], i["name"]) for i in page["items"] if _in_stock(i)]
    found = process.extractOne(words, [n for _, n in names], scorer=fuzz.partial_ratio)
    return names[found[2] if found else 0][0]


# --- judging --------------------------------------------------------------------------------


def judge(
    persona: dict[str, Any], talk: Conversation, db: sqlite3.Connection, today: date
) -> Verdict:
    db.row_factory = sqlite3.Row
    goal = persona["goal"]
    facts = persona["facts"]
    # A name or a language is right as the writer expected it or as the devotee typed it
    # ("सुनीता श्रीवास्तव" for Sunita Srivastava).
    expect = {
        k: f"{v}/{facts[k]}" if k in _AS_TYPED and isinstance(facts.get(k), str) else v
        for k, v in persona["expect"]["details"].items()
    }
    phone = str(facts.get("phone", ""))
    if goal == "kundli":
        return _kundli(talk, expect)
    if goal == "kundli_milan":
        found = any(_milan(r) for _, r in talk.frames())
        return Verdict(found, "" if found else "no Milan score", talk.stuck_turn())
    if goal == "order_status":
        return _status(talk, expect, db, today)
    table = {"priest_booking": "priest_bookings", "temple_booking": "temple_bookings",
             "store_order": "store_orders"}[goal]  # fmt: skip
    rows = db.execute(f"SELECT * FROM {table} WHERE customer_phone = ?", (phone,)).fetchall()
    if not rows:
        turn = talk.stuck_turn()
        return Verdict(False, f"no record; at turn {turn} it said: {talk.said_at(turn)!r}", turn)
    row = dict(rows[-1])
    if goal == "temple_booking":
        temple = db.execute("SELECT name FROM temples WHERE id = ?", (row["temple_id"],)).fetchone()
        row["temple_name"] = temple["name"] if temple else ""
    wrong = [
        k
        for k, check in CHECKS[goal].items()
        if k in expect and not check(expect[k], row, today, talk)
    ]
    pending = int(talk.paid.get(row["id"]) != "paid" and row["payment_status"] != "paid"
                  and _pays_online(row, talk))  # fmt: skip
    if wrong:
        field_turns = [talk.answered.get(f, 0) for k in wrong for f in FIELDS.get(k, ())]
        turn = min([t for t in field_turns if t] or [talk.stuck_turn()])
        got = {k: _shown(row.get(c)) for k in wrong for c in COLUMNS.get(k, ()) if row.get(c)}
        return Verdict(False, f"record differs on {wrong}: {got}", turn, pending)
    return Verdict(True, pending_payment=pending)


_AS_TYPED = frozenset(["name", "priest"])


def _kundli(talk: Conversation, expect: dict[str, Any]) -> Verdict:
    charts = [(t, r["kundli"]) for t, r in talk.frames() if r.get("kundli")]
    if not charts:
        return Verdict(False, "no chart", talk.stuck_turn())
    turn, chart = charts[-1]
    if "person" in expect and "birth_date" not in expect:  # "Tanvi Joshi, 14 August 1998, ..."
        name, born, *_ = [*str(expect["person"]).split(","), ""]
        expect = {**expect, "name": name.strip(), "birth_date": born.strip()}
    birth = chart.get("birth_details") or chart.get("birthDetails") or {}
    wanted = _day(str(expect.get("birth_date", "")))
    made = str(birth.get("date", ""))
    if wanted and made and wanted != _iso_parts(made):
        return Verdict(False, f"chart for birth date {made}, not {expect['birth_date']}", turn)
    named = str(chart.get("name", ""))
    if all(fuzz.partial_ratio(n, named) < 70 for n in str(expect.get("name", "")).split("/")):
        return Verdict(False, f"chart named {chart.get('name')!r}", turn)
    return Verdict(True)


def _status(
    talk: Conversation, expect: dict[str, Any], db: sqlite3.Connection, today: date
) -> Verdict:
    record = talk.record
    if record is None:
        return Verdict(False, "no record to ask about")
    shown = [t for t, r in talk.frames() if talk.shows_record(r)]
    if not shown:
        turn = talk.stuck_turn()
        return Verdict(False, f"status never shown; at turn {turn}: {talk.said_at(turn)!r}", turn)
    action = str(expect.get("action", ""))
    if action.startswith("cancel"):
        table = "priest_bookings" if record.kind == "priest" else "store_orders"
        column = "status" if record.kind == "priest" else "order_status"
        row = db.execute(f"SELECT {column} FROM {table} WHERE id = ?", (record.id,)).fetchone()
        if row is None or row[0] != "cancelled":
            return Verdict(False, "shown but not cancelled", talk.stuck_turn())
    if action.startswith(("reschedule", "move")) and record.kind == "priest":
        # "reschedule priest booking to 13 December (next week Sunday), 9 am": moved there.
        sql = "SELECT selected_date FROM priest_bookings WHERE id = ?"
        row = db.execute(sql, (record.id,)).fetchone()
        moved = date.fromisoformat(row[0]) if row else None
        # The day asked for: the expectation's date, else the action's "... to 13 December".
        target = str(expect.get("date") or action.split(" to ", 1)[-1])
        if moved is None or not date_fits(target, moved, today):
            return Verdict(False, f"shown but not moved ({row and row[0]})", talk.stuck_turn())
    return Verdict(True)


def _pays_online(row: dict[str, Any], talk: Conversation) -> bool:
    return row.get("payment_method") == "phonepe" or row["id"] in talk.paid


def _day(text: str) -> tuple[int | None, int | None, int | None]:
    """(year, month, day) as far as the words say them."""
    lowered = text.lower()
    month = next((n for name, n in MONTHS.items() if name in lowered), None)
    numbers = [int(n) for n in re.findall(r"\d+", lowered)]
    day = next((n for n in numbers if 1 <= n <= 31), None)
    year = next((n for n in numbers if n > 1900), None)
    return (year, month, day)


def _iso_parts(text: str) -> tuple[int | None, int | None, int | None]:
    found = re.match(r"(\d{4})-(\d\d)-(\d\d)", text)
    if not found:
        return _day(text)
    return (int(found.group(1)), int(found.group(2)), int(found.group(3)))


def date_fits(wanted: str, booked: date, today: date) -> bool:
    """Loosely: is `booked` the day the devotee's words name (a weekday within two weeks, or
    a day of the month, of the month named if one is)?"""
    lowered = wanted.lower()
    weekday = next((n for name, n in WEEKDAYS.items() if name in lowered), None)
    if weekday is not None:
        return booked.weekday() == weekday and 0 <= (booked - today).days <= 14
    _, month, day = _day(wanted)
    if "next month" in lowered:
        month = (today.month % 12) + 1
    elif "this month" in lowered:
        month = today.month
    return day == booked.day and (month is None or month == booked.month)


def shown_date(text: str, today: date) -> date | None:
    """The date a summary shows ("Friday, 4 December"), the next one from today when it
    shows no year."""
    year, month, day = _day(text)
    if month is None or day is None:
        return None
    try:
        shown = date(year or today.year, month, day)
        return date(today.year + 1, month, day) if year is None and shown < today else shown
    except ValueError:
        return None


def time_fits(wanted: str, slot_label: str) -> bool:
    """Loosely: does the slot ("6:00 PM - 8:00 PM") hold the hour the devotee's words name?"""
    slot = SLOT.search(slot_label)
    if slot is None:
        return False
    start = int(slot.group(1)) % 12 + (12 if slot.group(2) == "PM" else 0)
    lowered = wanted.lower()
    hours = [int(h) for h in re.findall(r"(\d{1,2})(?::\d\d)?", lowered)]
    if not hours:
        return True
    evening = any(w in lowered for w in ("pm", "evening", "shaam", "शाम", "raat", "रात"))
    low = hours[0] + (12 if evening and hours[0] < 12 else 0)
    ranged = "-" in lowered and len(hours) > 1  # "6-8 pm"; "नहा-धो के" is no range
    high = (hours[1] + (12 if evening and hours[1] < 12 else 0)) if ranged else low + 1
    if "after" in lowered or "baad" in lowered:
        high = low + 4
    return start < high and low < start + 2


def _date_fits(wanted: str, row: dict[str, Any], today: date, talk: Conversation) -> bool:
    return date_fits(wanted, date.fromisoformat(str(row["selected_date"])[:10]), today)


def _time_fits(wanted: str, row: dict[str, Any], today: date, talk: Conversation) -> bool:
    return time_fits(wanted, str(row["selected_time"]))


def _mode_fits(wanted: str, row: dict[str, Any], today: date, talk: Conversation) -> bool:
    if "," in wanted:
        return True  # "home, or online if no priest serves the town"
    return bool(row["is_online"]) == (wanted == "online")


def _payment_fits(wanted: str, row: dict[str, Any], today: date, talk: Conversation) -> bool:
    if ";" in wanted:
        return True  # "cash if home; online if online"
    online = _pays_online(row, talk)
    return online == wanted.lower().startswith("online")


def _like(column: str, at_least: int = 70) -> Any:
    def fits(wanted: Any, row: dict[str, Any], today: date, talk: Conversation) -> bool:
        got = str(row.get(column) or "") + " " + str(row.get(column + "_hi") or "")
        # "Shraddh (annual shraddham)": the name, and what the brackets say of it.
        said = str(wanted)
        options = [*said.split("/"), *re.sub(r"\(.*?\)", " ", said).split("/")]
        return any(
            fuzz.partial_ratio(o.strip().lower(), got.lower()) >= at_least
            for o in options
            if o.strip()
        )

    return fits


def _digits_in(column: str) -> Any:
    def fits(wanted: Any, row: dict[str, Any], today: date, talk: Conversation) -> bool:
        return str(wanted) in re.sub(r"[^\d]", " ", str(row.get(column) or ""))

    return fits


def _items_fit(
    wanted: dict[str, int], row: dict[str, Any], today: date, talk: Conversation
) -> bool:
    lines = _json(row["items"])
    names = [str(line["productName"]).lower() for line in lines]
    for name, quantity in wanted.items():
        # The line the devotee took for this item when offered a choice ("kapoor": the
        # Bhimseni Camphor it tapped), else the nearest name.
        # A tap is for the item its words are nearest ("satyanarayan vrat katha" is the
        # Katha's, though it is like the Satyanarayan Puja Kit's name too).
        fitting = [
            p
            for words, p in talk.picked.items()
            if _same(name, words) and _nearest(words, list(wanted)) == name
        ]
        picked = fitting[0] if fitting else None
        # The line of the product tapped, by the names it was shown with (Hindi ones too).
        shown = [_shown_names(line, talk) for line in lines]
        at = next(
            (i for i, n in enumerate(names) if picked and (picked in shown[i] or _same(n, picked))),
            None,
        )
        if at is None and names:
            best = closest(name, names)
            at = best if _names(name, names[best]) else None
        if at is None or int(lines[at]["quantity"]) != quantity:
            return False
    return len(lines) == len(wanted)


def _nearest(words: str, names: list[str]) -> str:
    return max(names, key=lambda n: fuzz.WRatio(n.lower(), words))


def word_set(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


def closest(text: str, names: list[str]) -> int:
    """The name most of whose words the text says ("हवन कुंड हटा दीजिए": the kund, not the
    havan samagri; "tulsi mala": the Tulsi Japa Mala, not the Sphatik Mala), then the
    closest spelt. `names` must not be empty."""
    said = word_set(text)
    return max(
        range(len(names)),
        key=lambda i: (len(said & word_set(names[i])), fuzz.WRatio(text.lower(), names[i].lower())),
    )


def _shown_names(line: dict[str, Any], talk: Conversation) -> str:
    """A line's product as the devotee saw it named: in the chat, the cart, and in Hindi."""
    seen = talk.names.get(str(line.get("productId")), "")
    return f"{seen} {line.get('productNameHi', '')}".lower()


def _same(expected: str, said: str) -> bool:
    """An expected item (in English) and the persona's words for it (in its language, read
    out in Latin letters when written in Devanagari)."""
    readings = [said, *(r.lower() for r in romanize.readings(said) if not said.isascii())]
    if max(fuzz.WRatio(expected.lower(), r) for r in readings) >= 70:
        return True
    # One word for one word, with what is said around it ("kapoor" is the "कपूर डिब्बा").
    return " " not in expected.strip() and any(
        fuzz.ratio(expected.lower(), word) >= 70 for r in readings for word in r.split()
    )


def _names(expected: str, line: str) -> bool:
    """A line's product is the expected item: near in spelling, or holding its words (the
    "laddu gopal idol" is the "Laddu Gopal (Bal Krishna) Brass"), numbers included ("5
    mukhi" is no 7 Mukhi)."""
    wanted = _FACES_SAID.sub(lambda m: f"{_FACES[m.group(1)]} mukhi", expected.lower())
    # A rudraksha's faces must be the ones asked ("5 mukhi" is no 7 Mukhi); a size the store
    # does not sell ("1 litre") is matched by its nearest, which the devotee took.
    if any(n not in re.findall(r"\d+", line) for n in re.findall(r"(\d+) mukhi", wanted)):
        return False
    if fuzz.WRatio(wanted, line) >= 70:
        return True
    words = [w for w in re.findall(r"\w+", wanted) if w not in _KINDS]
    held = re.findall(r"\w+", line)
    return bool(words) and all(any(fuzz.ratio(w, h) >= 85 for h in held) for w in words)


_FACES = {"ek": 1, "do": 2, "teen": 3, "char": 4, "panch": 5, "chhe": 6, "saat": 7, "aath": 8}
_FACES_SAID = re.compile(rf"\b({'|'.join(_FACES)})\s?mukhi\b")
# Words that say what kind of thing, which a product's name often leaves out ("book", "idol").
_KINDS = frozenset(
    ["book", "books", "idol", "idols", "murti", "packet", "packets", "box", "bottle", "bottles"]
)


def _shown(value: Any) -> Any:
    """A column as a failure line shows it: an order's lines as name x quantity."""
    if isinstance(value, str) and value.startswith("[{"):
        return ", ".join(f"{line['productName']} x{line['quantity']}" for line in _json(value))
    return value


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def _cod(wanted: str, row: dict[str, Any], today: date, talk: Conversation) -> bool:
    return bool(row["payment_method"] == "cod") == ("cash" in wanted.lower())


CHECKS: dict[str, dict[str, Any]] = {
    "priest_booking": {
        "puja": _like("service_name"), "mode": _mode_fits, "date": _date_fits,
        "time": _time_fits, "pin": _digits_in("customer_address"),
        "name": _like("customer_name", 80), "payment": _payment_fits,
        "priest": lambda w, r, d, t: _like("special_requests", 80)(w, r, d, t)
        or str(w).lower() in str(r.get("language") or "").lower(),
    },
    "temple_booking": {
        "temple": _like("temple_name"), "service": _like("service_name"), "date": _date_fits,
    },
    "store_order": {
        "items": _items_fit, "pin": _digits_in("delivery_address"), "payment": _cod,
        "name": _like("customer_name", 80),
    },
}  # fmt: skip
# Which form fields answer an expected detail (for the turn a wrong one was said).
FIELDS: dict[str, tuple[str, ...]] = {
    "puja": ("serviceId",), "service": ("serviceId",), "temple": ("templeId",),
    "mode": ("isOnline",), "date": ("selectedDate",), "time": ("selectedTime",),
    "pin": ("customerAddress", "pinCode"), "name": ("customerName",),
    "payment": ("paymentMethod",), "priest": ("specialRequests",), "items": ("productId",),
}  # fmt: skip
COLUMNS: dict[str, tuple[str, ...]] = {
    "puja": ("service_name",), "service": ("service_name",), "temple": ("temple_name",),
    "mode": ("is_online",), "date": ("selected_date",), "time": ("selected_time",),
    "pin": ("customer_address", "delivery_address"), "name": ("customer_name",),
    "payment": ("payment_status", "payment_method"), "priest": ("special_requests", "language"),
    "items": ("items",),
}  # fmt: skip
