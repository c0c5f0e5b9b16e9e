"""A simulated devotee for bench/assistant_tasks.py: answers what the assistant asks from a
persona's own words (bench/data/assistant_devotees.yaml), taps the option that fits, and says
yes or no to a summary. It knows the form fields the assistant asks by name, never its rules."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from rapidfuzz import fuzz
from task_judges import closest, date_fits, shown_date, text_of, time_fits, word_set

Frame = dict[str, Any]  # a JSON frame from the socket

# The field being asked (progress.asking, the REST name) -> the persona's fact that answers it;
# "birth.date" reads inside a nested fact. Forms still being built are listed by the names
# they are expected to use; a name not here is read by the cues below.
FIELD_FACTS: dict[str, tuple[str, ...]] = {
    "serviceId": ("puja",),
    "templeId": ("temple", "location", "city"),
    "isOnline": ("mode",),
    "mode": ("mode",),
    "customerAddress": ("address",),
    "address": ("address",),
    "houseAndStreet": ("address",),
    "pinCode": ("pin",),
    "pin": ("pin",),
    "city": ("city",),
    "selectedDate": ("date",),
    "date": ("date",),
    "selectedTime": ("time",),
    "timeSlot": ("time",),
    "customerName": ("name",),
    "customerPhone": ("phone",),
    "customerEmail": ("email",),
    "specialRequests": ("priest",),
    "paymentMethod": ("payment",),
    "productId": ("puja",),
    "orderId": ("booking_id",),
    "contact": ("phone",),
    "name": ("birth.name", "name"),  # the birth form's: the chart's person, maybe a grandchild
    "gender": ("gender",),
    "dateOfBirth": ("birth.date",),
    "timeOfBirth": ("birth.time",),
    "placeOfBirth": ("birth.place",),
    "partnerName": ("partner.name",),
    "partnerDateOfBirth": ("partner.date",),
    "partnerTimeOfBirth": ("partner.time",),
    "partnerPlaceOfBirth": ("partner.place",),
    "reason": ("reason",),
}
# A field name not in the table: the first cue it contains picks the fact.
CUES: tuple[tuple[str, str], ...] = (
    ("partner", "partner"), ("pin", "pin"), ("postal", "pin"), ("address", "address"),
    ("street", "address"), ("city", "city"), ("phone", "phone"), ("mobile", "phone"),
    ("email", "email"), ("pay", "payment"), ("date", "date"), ("time", "time"), ("name", "name"),
    ("temple", "temple"), ("puja", "puja"), ("product", "puja"),
)  # fmt: skip
DONT_KNOW = {"en": "I don't have that, skip it", "hinglish": "pata nahi, chhod do",
             "hi": "पता नहीं, छोड़ दीजिए"}  # fmt: skip
# What a devotee says when the cart holds what they want (no persona fact says it).
CHECKOUT = {"en": "That's all, please place the order", "hinglish": "bas itna hi, order kar do",
            "hi": "बस इतना ही, ऑर्डर कर दीजिए"}  # fmt: skip
ALSO = {"en": "I also want {item}", "hinglish": "{item} bhi chahiye", "hi": "{item} भी चाहिए"}
RECOUNT = {"en": "Please make the {item} {count}", "hinglish": "{item} {count} kar do",
           "hi": "{item} {count} कर दीजिए"}  # fmt: skip
CHECKOUT_LABEL = re.compile(r"check ?out|चेकआउट|ऑर्डर करें", re.I)
# The word a question tells the devotee to say ('optional: say "skip"', 'or say "all"').
HINT = re.compile(r"[\"“]([^\"”]{1,12})[\"”]")
# Only words that skip or widen a question are taken from it, never an example of a value.
HINT_WORDS = {"skip", "all", "no", "none", "सब", "छोड़ें", "नहीं", "कुछ नहीं"}
# Option labels that are not answers: summaries' buttons and screen links.
YES_LABEL = re.compile(r"^(yes|haan|हाँ|हां|जी हाँ|confirm|correct|sahi)(?=[\s,.!]|$)", re.I)
NUMBERED = re.compile(r"^\s*(\d{1,2})[.)]\s+(.+?)\s*$", re.M)
NUMBER_WORDS = {"ek": 1, "एक": 1, "one": 1, "do": 2, "दो": 2, "two": 2, "teen": 3, "तीन": 3,
                "three": 3, "char": 4, "चार": 4}  # fmt: skip
ITEM_SPLIT = re.compile(r",|\baur\b|\band\b|\bऔर\b")
# A summary's field -> the `expect` detail it is compared with (else the persona's fact).
SUMMARY_EXPECT: dict[str, tuple[str, ...]] = {
    "serviceId": ("puja", "service"), "templeId": ("temple",), "selectedDate": ("date",),
    "selectedTime": ("time",), "customerName": ("name",), "customerPhone": ("phone",),
}  # fmt: skip
BRIDE = re.compile(r"daughter|bride|girl's|युवती|बेटी")
# A change that takes an item out rather than changing how many.
REMOVING = re.compile(r"\bremove|\bhata|\bnahi chahiye|\bdrop|\bcancel|हटा|रहने द|नहीं चाहिए")
MATCH = 62  # rapidfuzz WRatio: an option this close to the fact is the one meant


@dataclass(frozen=True)
class Option:
    label: str
    send: str  # the say button's text, or the number typed


@dataclass
class Item:
    """A thing a store persona wants, in their words, with how many."""

    words: str
    quantity: int


@dataclass
class Devotee:
    persona: dict[str, Any]
    code_for: Callable[[str], str | None]  # the one-time code last sent to a phone
    today: date
    said_no: set[str] = field(default_factory=set)
    correction: str | None = None
    changes: list[str] = field(default_factory=list)
    asked_again: int = 0
    last_said: str = ""
    answered: set[str] = field(default_factory=set)
    last_asked: str | None = None
    offered: dict[str, list[Option]] = field(default_factory=dict)  # field -> last choices
    picked: dict[str, str] = field(default_factory=dict)  # item words -> the product tapped
    recounted: set[str] = field(default_factory=set)  # items whose number was set again
    # Where the persona's own words were not taken and it tapped the button instead.
    stumbles: list[str] = field(default_factory=list)
    # A persona's side question, asked once in the middle of a form (after two answers), and
    # the reply it got: (question, reply text, whether the form still asked afterwards).
    side: tuple[str, str, bool] | None = None
    _side_pending: str | None = None

    def __post_init__(self) -> None:
        self.changes = list(self.persona["facts"].get("changes") or [])

    @property
    def role(self) -> str:
        """Whether the persona (or the child it speaks for) is the Milan's groom or bride, as
        its description says."""
        about = str(self.persona["name"]).lower()
        return "bride" if BRIDE.search(about) and "groom" not in about else "groom"

    @property
    def lang(self) -> str:
        return str(self.persona["lang"])

    def fact(self, key: str) -> str | None:
        value: Any = self.persona["facts"]
        for part in key.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        if isinstance(value, bool):  # a bare yes or no in the YAML is read as a boolean
            return "yes" if value else "no"
        return None if value is None else str(value)

    def fact_for(self, asked: str) -> str | None:
        # The Milan asks for the boy and the girl: the persona is one, its partner the other.
        role = next((r for r in ("groom", "bride") if asked.startswith(r)), None)
        if role is not None:
            part = {"Name": "name", "Date": "date", "Time": "time", "Place": "place"}.get(
                asked[len(role) :], ""
            )
            # A parent matching their child's chart gives the child's name, not their own.
            own = f"birth.{part}" if part != "name" or self.fact("birth.name") else "name"
            return self.fact(own if role == self.role else f"partner.{part}")
        keys = (
            FIELD_FACTS.get(asked) or tuple(fact for cue, fact in CUES if cue in asked.lower())[:1]
        )
        if asked.lower().startswith("partner") and keys:
            keys = (f"partner.{keys[0].split('.')[-1]}",)
        for key in keys:
            found = self.fact(key)
            if found:
                return found
        return None

    def wanted_items(self) -> list[Item]:
        """What the persona wants in the cart: without what a change already said took out
        ("remove the shree yantra", "दीये हटा दीजिए": the item its words name best), and,
        once every change is said, without what the writer listed as removed."""
        kept = items_in(self.fact("puja") or "")
        every = list(self.persona["facts"].get("changes") or [])
        for change in every[: len(every) - len(self.changes)]:
            if REMOVING.search(str(change)) and kept:
                best = closest(str(change), [i.words for i in kept])
                kept = [i for n, i in enumerate(kept) if n != best]
            elif kept and (count := _new_count(str(change))) is not None:
                # "bro 21 kr do chalisa, 11 kam padegi": the count the change said, kept.
                best = closest(str(change), [i.words for i in kept])
                kept = [Item(i.words, count) if n == best else i for n, i in enumerate(kept)]
        if self.changes:
            return kept
        removed = [str(r).lower() for r in self.persona["expect"]["details"].get("removed", [])]
        return [
            i for i in kept if not any(fuzz.WRatio(i.words.lower(), r) >= MATCH for r in removed)
        ]

    def next_message(
        self, replies: list[Frame], cart: dict[str, int], names: dict[str, str]
    ) -> str:
        """What the devotee says to this turn's replies."""
        self.last_said = self.reply_to(replies, cart, names)
        return self.last_said

    def reply_to(self, replies: list[Frame], cart: dict[str, int], names: dict[str, str]) -> str:
        last = replies[-1] if replies else {}
        progress = last.get("progress")
        options = options_in(last)
        if self._side_pending is not None:  # the reply to the side question, then go on
            heard = " / ".join(text_of(r) for r in replies)
            self.side = (self._side_pending, heard, bool(progress and progress.get("asking")))
            self._side_pending = None
        elif (
            self.side is None
            and progress
            and progress.get("asking") not in (None, "code", "quantity")
            and len(self.answered) >= 2
            and self.fact("side_question")
        ):
            self._side_pending = str(self.fact("side_question"))
            self.side = (self._side_pending, "", False)
            return self._side_pending
        if progress and progress.get("asking") is None and any_yes(options):
            self.last_asked = None
            return self.at_summary(progress, last)
        if progress and progress.get("asking"):
            return self.answer(progress["asking"], options, progress, text_of(last), names)
        self.last_asked = None
        if self.correction:
            said, self.correction = self.correction, None
            return said
        if self.persona["goal"] == "store_order":
            return self.shopping(cart, names, options)
        if options:
            picked = best(self.persona["opening"] + " " + (self.fact("puja") or ""), options)
            if picked is not None:
                return picked.send
        self.asked_again += 1
        return str(self.fact("request") or self.persona["opening"])

    def answer(
        self, asked: str, options: list[Option], progress: Frame, text: str, names: dict[str, str]
    ) -> str:
        if asked == "code":
            return self.code_for(str(self.fact("phone"))) or DONT_KNOW[self.lang]
        if asked == "quantity":
            return str(self.quantity_of(str(progress.get("collected", {}).get("productId", ""))))
        if asked in self.answered and self.changes and self.persona["goal"] != "store_order":
            return self.changes.pop(0)  # asked again: the change of mind is said now
        said = self.fact_for(asked)
        if said is None and asked in ("selectedDate", "selectedTime"):
            # A booking moved: the new day as the writer expects it, the time as it asked
            expect = self.persona["expect"]["details"]
            said = str(expect.get("date") or "") if asked == "selectedDate" else None
            said = said or self.fact("request")
        if asked in self.answered and asked in ("isOnline", "mode"):
            said = self.fact("online_ok") or said  # no priest comes to a small town: online
        self.answered.add(asked)
        if asked in ("customerAddress", "address") and said:
            said = self.full_address(said)
        item = said or ""
        if asked == "productId" and said:
            said = item = self.first_missing(names) or said
        again = self.last_asked == asked  # what it said was not taken: take an offered one
        self.last_asked = asked
        if options:
            self.offered[asked] = options
        elif again:
            options = self.offered.get(asked, [])  # the list shown before, scrolled back to
        if (again and not options) or said is None:
            taken = self.as_told(text, said is None)
            if taken is not None:
                return taken
        if said is None:
            return options[0].send if options else DONT_KNOW[self.lang]
        if asked in ("selectedTime", "timeSlot"):
            fits = [o for o in options if time_fits(said, o.label)]
            return fits[0].send if fits else (options[0].send if again and options else said)
        picked = best(said, options, anyway=again)
        if picked is not None and asked == "productId":
            # Said with others ("kit 1, vrat katha book 2, ..."): the tap is for the one of
            # them its label is nearest.
            several = items_in(item)
            if len(several) > 1:
                item = several[closest(picked.label, [i.words for i in several])].words
            self.picked[item.lower()] = picked.label.lower()
        return picked.send if picked is not None else said

    def as_told(self, question: str, missing: bool) -> str | None:
        """What a devotee whose words were not taken says when the question tells them a word
        that skips or widens it ('say "skip"', 'or say "all"'); one who has no preference
        (no fact) takes the first word the question offers ('say "cash" or "online"')."""
        words = HINT.findall(question)
        hint = next((w for w in words if w.lower() in HINT_WORDS), None)
        if hint is None and missing and words and not re.search(r"\bstop\b|रोक", question):
            hint = words[0]
        if hint is not None and not missing:
            self.stumbles.append(f"its words were not taken; it said {hint!r} as the question told")
        return hint

    def full_address(self, address: str) -> str:
        """The address as asked for (house, street, city, PIN), from the persona's parts."""
        city, pin = self.fact("city") or "", self.fact("pin") or ""
        if city and city.lower() not in address.lower():
            address = f"{address}, {city}"
        return f"{address} {pin}".strip() if pin and pin not in address else address

    def at_summary(self, progress: Frame, reply: Frame) -> str:
        if self.changes and self.persona["goal"] != "store_order":
            return self.changes.pop(0)  # a change of mind, said when the summary is read out
        collected: dict[str, str] = progress.get("collected") or {}
        wrong = [name for name, shown in collected.items() if not self.agrees(name, shown)]
        wrong = [name for name in wrong if name not in self.said_no]
        if not wrong:
            button = next((o for o in options_in(reply) if YES_LABEL.match(o.label)), None)
            if self.last_said == self.fact("yes") and button is not None:
                self.stumbles.append(f"its yes {self.fact('yes')!r} was not taken")
                return button.send
            return str(self.fact("yes"))
        self.said_no.add(wrong[0])
        self.correction = self.fact_for(wrong[0])
        return str(self.fact("no"))

    def agrees(self, name: str, shown: str) -> bool:
        """Loosely: does the summary's value fit what the persona expects for that field?"""
        expect: dict[str, Any] = self.persona["expect"]["details"]
        said = self.fact_for(name)
        wanted = next((expect[k] for k in SUMMARY_EXPECT.get(name, ()) if k in expect), said)
        if wanted is None or not shown:
            return True
        wanted = str(wanted)
        if name in ("customerPhone", "contact", "pinCode", "pin"):
            return digits(wanted)[-10:] == digits(shown)[-10:]
        if name in ("selectedTime", "timeSlot"):
            return time_fits(wanted, shown)
        if name in ("selectedDate", "date"):
            day = shown_date(shown, self.today)
            return day is None or date_fits(wanted, day, self.today)
        if name in ("isOnline", "paymentMethod", "orderId", "code", "specialRequests"):
            return True  # said in other words than shown; the record is judged afterwards
        # What the persona expects, or the words it said (a name typed in Devanagari).
        options = [*wanted.split("/"), *([said] if said else [])]
        return any(fuzz.partial_ratio(o.strip().lower(), shown.lower()) >= 60 for o in options)

    def quantity_of(self, product: str) -> int:
        items = self.wanted_items()
        if not items:
            return 1
        item = items[closest(product, [i.words for i in items])]
        if product:  # what the cart will hold for these words ("cow ghee 1 litre": the 500 ml)
            self.picked.setdefault(item.words.lower(), product.lower())
        return item.quantity

    def first_missing(self, names: dict[str, str]) -> str | None:
        """The first wanted item the cart does not hold yet, in the persona's words (one it
        picked from a list counts by the name it picked: "kapoor" is the Bhimseni Camphor)."""
        held = [part.strip().lower() for name in names.values() for part in name.split(" / ")]
        for item in self.wanted_items():
            words = item.words.lower()
            picked = self.picked.get(words)
            if picked is not None and any(picked in h or h in picked for h in held):
                continue
            if not any(fuzz.WRatio(words, h) >= MATCH for h in held):
                return item.words
        return None

    def miscounted(self, cart: dict[str, int], names: dict[str, str]) -> str | None:
        """Before checking out, as a person reads the cart: an item held in another number
        than wanted ("maybe a tulsi mala" put one in; two were meant), said once."""
        changed = " ".join(str(c).lower() for c in self.persona["facts"].get("changes") or [])
        for item in self.wanted_items():
            words = item.words.lower()
            if words in self.recounted or _sized(words):
                continue  # "cow ghee 1 litre" is held as two of 500 ml
            if set(words.split()) & set(changed.split()):
                continue  # its number was changed on purpose ("11 nahi, 21 copies")
            picked = self.picked.get(words)
            mine = word_set(words)
            held = [
                pid
                for pid, name in names.items()
                if cart.get(pid, 0) > 0
                and (
                    (picked is not None and picked in name.lower())
                    or mine <= word_set(name)
                    or len(mine & word_set(name)) >= 2
                )
            ]
            if len(held) == 1 and cart[held[0]] != item.quantity:
                self.recounted.add(words)
                return RECOUNT[self.lang].format(item=item.words, count=item.quantity)
        return None

    def shopping(self, cart: dict[str, int], names: dict[str, str], options: list[Option]) -> str:
        held = {names.get(pid, pid): qty for pid, qty in cart.items() if qty > 0}
        missing = self.first_missing({pid: names.get(pid, pid) for pid in cart if cart[pid] > 0})
        if missing is not None and self.asked_again < 4:
            self.asked_again += 1
            return ALSO[self.lang].format(item=missing) if held else missing
        if self.changes:
            return self.changes.pop(0)
        recount = self.miscounted(cart, names)
        if recount is not None:
            return recount
        button = next((o for o in options if CHECKOUT_LABEL.search(o.label)), None)
        return button.send if button is not None else CHECKOUT[self.lang]


def _sized(words: str) -> bool:
    return re.search(SIZES, words, re.IGNORECASE) is not None


def any_yes(options: list[Option]) -> bool:
    return any(YES_LABEL.match(o.label) for o in options)


SIZES = r"mukhi|मुखी|inch|inches|cm|mm|ml|g\b|gm|gram|kg|litre|liter|ltr|लीटर|इंच|ग्राम"


def _new_count(change: str) -> int | None:
    """The count a change of mind asks for: its first number ("21 kr do chalisa, 11 kam")."""
    found = re.search(r"\b(\d{1,3})\b", change)
    return int(found.group(1)) if found else None


def items_in(text: str) -> list[Item]:
    found = []
    for part in ITEM_SPLIT.split(text):
        words = part.strip()
        if not words:
            continue
        # "5 mukhi rudraksha", "(around 4 inch)", "1 litre wala": a number that names the
        # thing or its size is not how many.
        count = re.search(rf"(?:x\s*)?\b(\d{{1,2}})\b(?!\s*(?:{SIZES}))", words)
        number = int(count.group(1)) if count else 0
        if not number:
            number = next((n for w, n in NUMBER_WORDS.items() if w in words.split()), 1)
        name = re.sub(
            rf"\bx?\s*\d{{1,2}}\b(?!\s*(?:{SIZES}))"
            r"|(?<!\w)(packets?|bottles?|box|डिब्बे|पैकेट|दर्जन)(?!\w)",
            "",
            words,
        )
        found.append(Item(name.strip(" ,x") or words, number))
    return found


def options_in(reply: Frame) -> list[Option]:
    """The choices a reply offers: its say buttons, else the numbered lines of its text."""
    buttons = [
        Option(str(a["label"]), str(a["text"]))
        for a in reply.get("actions") or []
        if a.get("type") == "say"
    ]
    if buttons:
        return buttons
    text = text_of(reply)
    return [Option(label, number) for number, label in NUMBERED.findall(text)]


def best(fact: str, options: list[Option], anyway: bool = False) -> Option | None:
    """The option nearest the fact: among those close enough (or all, `anyway`), one holding
    every word said ("puja thali set" is the "Steel Puja Thali Set", not the "Karva Chauth
    Thali Set"), then the one whose whole label is nearest ("Satyanarayan Katha" before
    "... Puja for New Home")."""
    said = fact.lower()
    close = [o for o in options if anyway or fuzz.WRatio(said, o.label.lower()) >= MATCH]
    if not close:
        return None
    return max(
        close,
        key=lambda o: (
            fuzz.token_set_ratio(said, o.label.lower()) == 100,
            _numbers_agree(said, o.label.lower()),
            _label_words_said(said, o.label.lower()),
            fuzz.ratio(said, o.label.lower()),
        ),
    )


def _numbers_agree(said: str, label: str) -> bool:
    """A "5 mukhi" fact is not the "7 Mukhi" option: the label's first number, when both say one,
    is one the fact says."""
    numbers = re.findall(r"\d+", label)
    spoken = set(re.findall(r"\d+", said))
    return not numbers or not spoken or numbers[0] in spoken


def _label_words_said(said: str, label: str) -> float:
    """The share of the label's words the fact says, as a reader scans the options ("Purnima
    Satyanarayan Vrat Katha" for "Satyanarayan pujo on Purnima, the simple vrat katha one")."""
    words = re.findall(r"\w+", label)
    spoken = re.findall(r"\w+", said)
    held = sum(any(fuzz.ratio(w, s) >= 85 for s in spoken) for w in words)
    return held / len(words) if words else 0.0


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)
