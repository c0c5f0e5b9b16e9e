"""Readers shared by the task forms: a visit date, a two-hour or temple slot, home or online,
a person's name, mobile number, e-mail, address, notes, and how they will pay. Contact
fields are checked by the REST API's own rules through the port."""

from __future__ import annotations

import re
from datetime import date, datetime, time

import intents
from assistant_core.birth_text import clean_name
from assistant_core.forms import passing
from assistant_core.forms.spec import Choose, Context, Option, Problem, Read, Value, Values
from assistant_core.tasks_port import Refused, SlotFree
from assistant_core.texts import say
from assistant_core.texts.shown import day_shown, month_name

MIN_ADDRESS = 10
# The spec's parts of the day, by the hour a slot starts.
PARTS = {"morning": (5, 12), "afternoon": (12, 16), "evening": (16, 20), "night": (20, 24)}
# In person: at home, or at another place of the devotee's (a plot, a shop, an office).
_HOME = re.compile(
    r"\b(?:home|house|residence|apartment|bungalow|villa|ghar|ghr|makaan|makan|flat|plot|site"
    r"|office|shop|dukaan|dukan|factory|godown|in person|come over|visit|our place|my place"
    r"|aaiye|aana|veedu|veetil)\b|घर|मकान|निवास|फ्लैट|फ़्लैट|दुकान|दफ्तर|दफ़्तर|प्लॉट",
    re.IGNORECASE,
)
_ONLINE = re.compile(
    r"\b(?:online|video|zoom|google meet|video call|virtual)\b|ऑनलाइन|वीडियो", re.I
)
# Cash, or paying when the goods or the pandit come: "सामान आने पर पैसे दे दूँगी", "pay on
# delivery", "pandit ji ke aane par de denge".
_CASH = re.compile(
    r"\b(?:cash|cod|nakad|naqad|nagad|in hand|on delivery|when (?:it|they|he) (?:comes?|arrives?)"
    r"|(?:aane|aaney|ane|milne) (?:par|pe|ke baad))\b|नकद|कैश|(?:आने|मिलने) (?:पर|के बाद)",
    re.IGNORECASE,
)
_PAY_ONLINE = re.compile(
    r"\b(?:online|upi|card|gpay|google pay|phonepe|paytm|net ?banking|debit|credit)\b"
    r"|ऑनलाइन|यूपीआई|कार्ड",
    re.IGNORECASE,
)
_PHONE = re.compile(r"(?<!\d)(?:\+?91[\s-]?|0)?[6-9]\d{2}[\s-]?\d{3}[\s-]?\d{4}(?!\d)")
_DIGITS = re.compile(r"\d[\d\s-]{5,}\d")
_EMAIL = re.compile(r"[^\s@,;:<>()]+@[^\s@,;:<>()]+\.[A-Za-z]{2,}")
# An e-mail as said aloud or voice-typed: "neha sharma dot chd at gmail dot com", "ravi at
# the rate gmail dot com", "रवि एट जीमेल डॉट कॉम" (its words "at" and "dot" are the marks).
_SPOKEN_AT = re.compile(r"\s+(?:at\s+the\s+rate(?:\s+of)?|at|एट(?:\s+द\s+रेट)?)\s+", re.I)
_SPOKEN_DOT = re.compile(r"\s+(?:dot|डॉट|डोट)\s+", re.I)
_SPOKEN_DOMAIN = {"जीमेल": "gmail", "याहू": "yahoo", "कॉम": "com", "इन": "in", "आउटलुक": "outlook"}


def spoken_email(text: str) -> str:
    """The e-mail in words made into one address (only when both "at" and "dot" are said)."""
    said = f" {' '.join(_SPOKEN_DOMAIN.get(word, word) for word in text.split())} "
    if not (_SPOKEN_AT.search(said) and _SPOKEN_DOT.search(said)):
        return text
    return "".join(_SPOKEN_DOT.sub(".", _SPOKEN_AT.sub("@", said)).split()).lower()


# Refusals of the REST rules, as our text keys (the REST messages are English only).
REFUSALS = {
    "punya.phone_digits": "bad_phone_digits",
    "punya.phone_format": "bad_phone_format",
    "punya.email_format": "bad_email",
    "string_too_long": "bad_notes",
    "date_in_past": "bad_date_past",
    "date_too_far": "bad_date_far",
    "slot_started": "bad_slot_taken",
    "slot_full": "bad_slot_full",
    "punya.unknown_pin": "bad_pin",
}


def refusal(refused: Refused, fallback: str, **values: object) -> Problem:
    key = REFUSALS.get(refused.code, fallback)
    # A time taken meanwhile is asked again, with the times still free; a priest chosen who is
    # not free then (the time was changed after), with the priests who are.
    clear: tuple[str, ...] = ()
    if refused.code in ("slot_full", "slot_started"):
        clear = ("selectedTime",)
    elif refused.code == "priest_unavailable":
        clear = ("priestId",)
    return Problem(key, values, clear=clear)


async def visit_date(text: str, ctx: Context, values: Values) -> Read:
    """A booking date: "kal", "next Sunday", "15 Dec", "परसों"; an impossible date says
    why; past and too-far dates are refused by the REST API's own rule."""
    day = intents.read_visit_date(text, ctx.today)
    if day is None:
        return impossible_date(text, ctx)
    shown = day_shown(day, ctx.language, this_year=ctx.today.year)
    refused = await ctx.tasks.check_visit(day, None)
    if refused is not None:
        return refusal(refused, "bad_date", date=shown, days=365)
    return Value(day.isoformat(), shown)


def impossible_date(text: str, ctx: Context) -> Problem | None:
    problem = intents.date_problem(text, ctx.today.year)
    if problem is None:
        return None
    if problem.code == "day_out_of_month":
        if problem.month == 2:
            return Problem("bad_february")
        name = month_name(problem.month, ctx.language)
        return Problem("bad_day_of_month", {"month": name, "days": problem.max_day})
    if problem.code == "month_out_of_range":
        return Problem("bad_month", {"month": problem.month})
    return Problem("bad_day_zero")


def slot_start(label: str) -> time | None:
    """'8:00 AM - 10:00 AM' or '9:00 AM' -> its starting time."""
    first = label.split("-")[0].strip().upper()
    try:
        return datetime.strptime(first, "%I:%M %p").time()
    except ValueError:
        return None


def choose_slot(slots: list[SlotFree], text: str, ctx: Context, values: Values) -> Read:
    """A slot by a time said ("10 baje", "2:30 PM": the slot it falls in) or a part of the
    day ("subah": the free morning slots)."""
    free = [s for s in slots if s.available]
    shown_day = values.get("selectedDate", "")
    on = (
        day_shown(date.fromisoformat(shown_day), ctx.language, this_year=ctx.today.year)
        if shown_day
        else ""
    )
    for slot in slots:
        if text.strip().lower() == slot.label.lower():
            return _slot_value(slot, free, on, ctx)
    said = intents.read_time(text)
    if said is None and free and intents.any_time(text) and not _long_question(text):
        # "koi bhi", "पता नहीं": the first; not "is it ok if I don't know my nakshatra?"
        return Value(free[0].label, free[0].label)
    if said is not None:
        at = time.fromisoformat(said)
        if intents.says_after(text):
            return _first_free_from(at, free, said, on, ctx)
        if intents.is_bare_hour(text):  # "7 baje": the free one of 7 AM and 7 PM, or both
            fits = [s for s in free if _holds(s, at, slots) or _holds(s, _later(at), slots)]
            if len(fits) == 1:
                return Value(fits[0].label, fits[0].label)
            if fits:
                return Choose(tuple(Option(s.label, s.label) for s in fits))
        for slot in slots:
            if _holds(slot, at, slots):
                return _slot_value(slot, free, on, ctx)
        return _taken(said, free, on, ctx)
    part = intents.read_part_of_day(text)
    if part is None:
        return None
    fitting = in_part(slots, part)
    part_word = say(ctx.language, f"part_{part}")
    if len(fitting) == 1:
        return Value(fitting[0].label, fitting[0].label)
    if fitting:
        lead = say(ctx.language, "slots_in_part", part=part_word, date=on)
        return Choose(tuple(Option(s.label, s.label) for s in fitting), lead=lead)
    if not free:
        return Problem("ask_selectedTime_none", {"date": on}, clear=("selectedDate",))
    lead = say(ctx.language, "bad_slot_part", part=part_word, date=on)
    return Choose(tuple(Option(s.label, s.label) for s in free), lead=lead)


def _long_question(text: str) -> bool:
    return len(text.split()) > 4 and intents.looks_like_question(text)


def in_part(slots: list[SlotFree], part: str) -> list[SlotFree]:
    """The free slots that begin in that part of the day (morning, evening...)."""
    low, high = PARTS[part]
    return [
        s
        for s in slots
        if s.available and (t := slot_start(s.label)) is not None and low <= t.hour < high
    ]


def _first_free_from(at: time, free: list[SlotFree], said: str, on: str, ctx: Context) -> Read:
    """ "after 6 pm": the first free slot starting then or later."""
    later = [s for s in free if (start := slot_start(s.label)) is not None and start >= at]
    if not later:
        return _taken(said, free, on, ctx)
    first = min(later, key=lambda s: slot_start(s.label) or at)
    return Value(first.label, first.label)


def _holds(slot: SlotFree, at: time, slots: list[SlotFree]) -> bool:
    start = slot_start(slot.label)
    return start is not None and start <= at < _end(start, slots)


def _later(at: time) -> time:
    """The same hour in the evening (7:00 -> 19:00)."""
    return at.replace(hour=at.hour + 12)


def _end(start: time, slots: list[SlotFree]) -> time:
    """Where a slot ends: two hours for a priest's slots, an hour for a temple's times."""
    two_hour = any("-" in s.label for s in slots)
    hours = min(start.hour + (2 if two_hour else 1), 23)
    return time(hours, 59 if hours == 23 else 0)


def _slot_value(slot: SlotFree, free: list[SlotFree], on: str, ctx: Context) -> Read:
    if not slot.available:
        return _taken(slot.label, free, on, ctx)
    return Value(slot.label, slot.label)


def _taken(said: str, free: list[SlotFree], on: str, ctx: Context) -> Read:
    """A time not free that day: said so, with the times that are free to pick from."""
    values = {"slot": said, "date": on}
    if not free:
        return Problem("bad_slot_taken", values)
    lead = say(ctx.language, "bad_slot_taken", **values)
    return Choose(tuple(Option(s.label, s.label) for s in free), lead=lead)


def free_slots(slots: list[SlotFree], ctx: Context, values: Values) -> Choose | Problem:
    free = [s for s in slots if s.available]
    if not free:
        day = values.get("selectedDate", "")
        on = (
            day_shown(date.fromisoformat(day), ctx.language, this_year=ctx.today.year)
            if day
            else ""
        )
        return Problem("ask_selectedTime_none", {"date": on}, clear=("selectedDate",))
    return Choose(tuple(Option(s.label, s.label) for s in free))


# One of the two refused: "online nahi bhau, rikshaw ko kaise online karega", "not at home".
_NOT_ONLINE = re.compile(
    r"\b(?:online|video)\s+(?:nahi|nahin|nhi|mat|no|not)\b"
    r"|\b(?:not|no|don'?t want)\s+(?:on\s+|by\s+)?(?:an?\s+)?(?:online|video)\b"
    r"|(?:ऑनलाइन|वीडियो)\s+(?:नहीं|नही|मत)",
    re.IGNORECASE,
)
_NOT_HOME = re.compile(
    r"\b(?:ghar|home|house)\s+(?:pe|par|mein|me)?\s*(?:nahi|nahin|nhi|mat)\b"
    r"|\b(?:not|no)\s+(?:at\s+)?(?:a\s+)?(?:home|the house)\b"
    # "Nobody should come home": no one is to come.
    r"|\b(?:nobody|no one|no-one)\s+(?:should|needs? to|has to|can|will)?\s*come\b"
    r"|घर\s+(?:पर|में|पे)?\s*(?:नहीं|नही|मत)",
    re.IGNORECASE,
)


FAR = "farAddress"  # the home address no priest reached, kept beside the form's answers


async def home_or_online(text: str, ctx: Context, values: Values) -> Read:
    not_online, not_home = bool(_NOT_ONLINE.search(text)), bool(_NOT_HOME.search(text))
    online = (bool(_ONLINE.search(text)) and not not_online) or not_home
    home = (bool(_HOME.search(text)) and not not_home) or not_online
    if online and home and FAR in values:
        # Told no priest reaches the home: "Ghar pe chahiye tha. Agar Hazaribagh me pandit ji
        # nahi aate to online kar lenge" takes the one way left.
        home = False
    if online == home:
        return None
    return (
        Value("true", say(ctx.language, "mode_online"))
        if online
        else Value("false", say(ctx.language, "mode_home"))
    )


async def payment_method(text: str, ctx: Context, values: Values) -> Read:
    cash, online = bool(_CASH.search(text)), bool(_PAY_ONLINE.search(text))
    if cash == online:
        return None
    key = "pay_cash" if cash else "pay_online"
    return Value("cash" if cash else "online", say(ctx.language, key))


async def _checked(ctx: Context, field: str, text: str, fallback: str) -> Read:
    checked = await ctx.tasks.check(field, text)
    if isinstance(checked, Refused):
        return refusal(checked, fallback, limit=1000)
    return Value(checked, checked)


def asks_instead(text: str) -> bool:
    """A question said where a name or an address was asked ("what samagri should we keep
    ready?"): the form answers it and asks again; it is never kept as the answer. An address
    holds digits (a house, a PIN), a question about the puja none."""
    return intents.looks_like_question(text) and not any(c.isdigit() for c in text)


async def person_name(text: str, ctx: Context, values: Values) -> Read:
    if asks_instead(text):
        return None
    name = clean_name(text)
    if name is None or intents.is_gibberish(name):
        return Problem("bad_name")
    return await _checked(ctx, "customerName", name, "bad_name")


async def phone(text: str, ctx: Context, values: Values) -> Read:
    """A mobile number anywhere in the text; when asked and none fits, the rule says why."""
    found = _PHONE.search(text) or _DIGITS.search(text)
    if found is None:
        # "2 packet kaafi hoga na?": a question with a count in it, answered aside.
        if intents.looks_like_question(text) or not any(c.isdigit() for c in text):
            return None
        return Problem("bad_phone_digits")
    return await _checked(ctx, "customerPhone", found.group(0), "bad_phone_digits")


async def email(text: str, ctx: Context, values: Values) -> Read:
    found = _EMAIL.search(text) or _EMAIL.search(spoken_email(text))
    if found is None:
        return Problem("bad_email") if "@" in text else None
    return await _checked(ctx, "customerEmail", found.group(0), "bad_email")


# What an address has: a PIN, or a word for a house, street or locality.
_ADDRESS_WORDS = re.compile(
    r"\b\d{6}\b|\b(?:h\.?\s?no|house|flat|plot|door|street|st|road|rd|lane|nagar|colony|sector"
    r"|block|phase|apartments?|society|tower|marg|chowk|gali|mohalla|layout|cross|main|floor"
    r"|near|opp|behind|village|vill|post|district|dist)\b"
    r"|मकान|फ्लैट|फ़्लैट|प्लॉट|गली|रोड|मार्ग|नगर|कॉलोनी|सेक्टर|मोहल्ला|चौक|गांव|गाँव|पास|सामने|ब्लॉक",
    re.IGNORECASE,
)


_CHANGING = re.compile(
    r"\b(?:make it|change|instead|shift|move|postpone|prepone|kar do|kar dijiye|kardo|kar den"
    r"|rakh do|rakhiye|badal|nahi ho payega|nahi ho paega)\b"
    r"|कर दीजिए|कर दो|कर दें|रख दीजिए|रखिए|बदल|नहीं हो पाएगा",
    re.IGNORECASE,
)


def _not_an_address(text: str, ctx: Context) -> bool:
    """ "make it online, on video call", "5 तारीख को नहीं हो पाएगा, 12 दिसंबर कर दीजिए": a
    change of mode or day said where the address is asked, which the form reads as that."""
    if _ADDRESS_WORDS.search(text):
        return False
    if _ONLINE.search(text):
        return True
    day = intents.read_visit_date(text, ctx.today) or intents.read_time(text)
    return day is not None and _CHANGING.search(text) is not None


def _changes_the_puja(text: str) -> bool:
    return _CHANGING.search(text) is not None and not any(c.isdigit() for c in text)


async def address(text: str, ctx: Context, values: Values) -> Read:
    if asks_instead(text) or _not_an_address(text, ctx):
        return None
    if _changes_the_puja(text) and await ctx.tasks.find_pujas(text):
        return None  # "make it griha pravesh with vastu shanti na": the puja changed, no address
    if passing.skips(text):  # "पता नहीं, छोड़ दीजिए": no address is no address
        return Problem("address_needed")
    cleaned = " ".join(text.split())
    letters = sum(c.isalpha() for c in cleaned)
    if len(cleaned) < MIN_ADDRESS or letters < 4 or intents.is_gibberish(cleaned):
        return Problem("bad_address")
    return await _checked(ctx, "customerAddress", cleaned, "bad_address")


async def notes(text: str, ctx: Context, values: Values) -> Read:
    return await _checked(ctx, "specialRequests", " ".join(text.split()), "bad_notes")
