"""Two requests in one message, as a person reads them: "Mahakal mein abhishek book karo aur
ghar ke liye mala bhi order karna hai", "when is Ekadashi? book a pandit for that day", "make
my kundli and tell me which gemstone suits me". Where the first ends and the second begins,
and what the second points back to ("that day", "it", "one of them").

Two requests are two of a different kind: two tasks of different places (a temple pooja and
the store), a task and a question, a chart and anything else. Two questions stay one message
for the one who answers; "a rudraksha mala and a diya" is one store request."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from datetime import date

from intents.commands import looks_like_question
from intents.normalise import fold, tokens_of, words_of
from intents.record_questions import asks_after_the_priest, tells_of_a_record
from intents.replies import order_id_in
from intents.routing import PRIEST, explains
from intents.tasks import SENTENCE_END, TaskKind, asks_how_to_order, task_of
from intents.times import read_time
from intents.topic_words import topic_of
from intents.topics import asks_for_kundli
from intents.visits import read_visit_date

# Where one request may end and the next begin: the end of a sentence, or a joining word.
_BOUNDARY = re.compile(
    r"(?P<stop>[?？।!]|\.(?=\s))[\s,]*"
    r"|,?\s+(?:and also|and then|and|aur|और|also|plus|then|phir|फिर|as well as)\s+",
    re.IGNORECASE,
)
# The joining words a second request may open with ("...? aur ek 5 mukhi bhi chahiye").
_OPENING = re.compile(
    r"^(?:(?:and|aur|और|also|plus|then|phir|फिर|please|pls|bhi|भी)[\s,]+)+", re.IGNORECASE
)
# "...aur agar match ho jaye to pandit bhi book kar do": the request after its condition (the
# devotee sees the first's outcome before the second is taken up).
_CONDITION = re.compile(
    r"^(?:agar|if|yadi|jab|once|अगर|यदि|जब)\b.{0,60}?(?:\b(?:to|toh|then)\b|(?<!\w)तो(?!\w)|,)\s*",
    re.IGNORECASE,
)
MAX_BOUNDARIES = 6  # where a long message is tried for a second request
MAX_REQUEST = 300  # a second request kept to do later is at most this long

QUESTION = "question"
# Which task kinds are one place: a second request of the same place is one request.
_PLACES: dict[TaskKind, str] = {
    "book_priest": "priest",
    "book_temple": "temple_booking",
    "find_temples": "temples",
    "add_to_cart": "store",
    "buy": "store",
    "browse": "store",
    "show_cart": "store",
    "change_cart": "store",
    "remove_from_cart": "store",
    "checkout": "checkout",
    "order_status": "orders",
    "cancel_order": "orders",
    "move_booking": "orders",
    "milan": "milan",
    # asked, not done: answered at once like any question
    "temple_timings": QUESTION,
    "puja_samagri": QUESTION,
}
KUNDLI = "kundli"
# "... ye bhi batao", "tell me the muhurat": a question put as a request to tell.
_TELL = re.compile(
    r"\b(?:batao|bataiye|bataye|bataen|bata do|tell me|explain|samjhao|samjhaiye)\b"
    r"|बताओ|बताइए|बताइये|बताएं|बताएँ|बता दो|समझाओ|समझाइए"
)


@dataclass(frozen=True, slots=True)
class TwoRequests:
    first: str
    then: str  # the second request, as said (with "it" made what the first asked about)
    then_asks: bool  # the second is a question (answered at once), not something to do


def request_kind(text: str) -> str | None:
    """What a part of a message asks: a task's place, "kundli" (one's own chart),
    "question", or None (no request: a story, a fragment, a negation)."""
    task = task_of(text)
    if task is not None:
        return _PLACES[task.kind]
    if asks_for_kundli(text):
        return KUNDLI
    if looks_like_question(text) or _TELL.search(fold(text)):
        return QUESTION
    return None


def two_requests(text: str) -> TwoRequests | None:
    """The two requests of a message that makes two of a different kind, the first as said
    first; None for a message that makes one (or only asks questions)."""
    if asks_after_the_priest(fold(text)):  # "मेरी बुकिंग ... है। पंडित जी का नाम क्या है?"
        return None  # one question, about the booking told of
    boundaries = list(itertools.islice(_BOUNDARY.finditer(text), MAX_BOUNDARIES))
    # Sentences first: "is there nadi dosh between me and my partner? please match our charts"
    # is one request said twice, whatever its "and" joins.
    stops = [found for found in boundaries if found.group("stop")]
    # "कलश में नारियल और आम के पत्ते क्यों रखते हैं": one "why" of both, not two requests.
    tokens = tokens_of(text)
    if not stops and explains(tokens, frozenset(tokens)):
        return None
    for found in stops or boundaries:
        stop = found.group("stop") or ""  # a question keeps its mark
        first = (text[: found.start()] + stop).strip()
        then = _OPENING.sub("", text[found.end() :].strip()).strip()
        then = _CONDITION.sub("", then) or then
        if not first or not then or len(then) > MAX_REQUEST:
            continue
        if _echoed(first, text[found.end() :]):
            return None  # "Out of stock? Ok ok, then give the 5 mukhi mala": one request
        kind_first = request_kind(first)
        if kind_first is None:
            continue
        kind_then = request_kind(then)
        if kind_then is None or kind_then == kind_first or _asks_if(first, kind_first, kind_then):
            continue
        if kind_then == "orders" and (tells_of_a_record(fold(first)) or order_id_in(first)):
            return None  # "I have a booking PNY-731406 for 6 Dec. Need to reschedule it.": one
        if kind_first == "temple_booking" and prasad_home(then) is not None:
            continue  # "...और प्रसाद घर पर भिजवा दीजिएगा": the booking's prasad delivery
        its_day = kind_then == QUESTION and _asks_for_its_day(_questions_only(then))
        if kind_first in _BOOKINGS and its_day:
            return None  # "...sudarshana homam at my house. next friday possible?": its date
        ordered = asks_how_to_order(then) or _SENT_HOME.search(fold(then)) is not None
        if kind_first == "store" and kind_then == QUESTION and ordered:
            return None  # "...एक तुलसी की जपमाला मँगवानी है। कृपया बताइए कैसे मँगवाऊँ।": ordered
        said = _with_subject(then, first)
        if kind_then == QUESTION and (not _asked_alone(said) or looks_like_question(first)):
            continue  # "where is my order? when will it come?": the first, asked again; or
            # two questions ("is prasad delivered home? how long does it take"), answered as one
        asks = kind_then == QUESTION
        return TwoRequests(first, _questions_only(said) if asks else said, asks)
    return None


# A short question taken in and answered at once by the devotee ("Out of stock? Ok ok, ..."):
# said to oneself, not asked.
_TAKEN_IN = re.compile(
    r"^\W*(?:ok|okay|oh|achha|acha|accha|theek hai|thik hai|fine|alright|hm+)\b|^\W*(?:अच्छा|ठीक है)",
    re.IGNORECASE,
)
_ECHO_WORDS = 4


def _echoed(first: str, rest: str) -> bool:
    return first.endswith("?") and len(first.split()) <= _ECHO_WORDS and bool(_TAKEN_IN.match(rest))


_BOOKINGS = frozenset({"priest", "temple_booking"})
# Sent home, asked of what was just asked for ("...गोमती चक्र भी। घर पर भेज दीजिएगा?").
_SENT_HOME = re.compile(r"\b(?:bhej|bhij|send|deliver|courier)\w*|भेज|भिजवा|डिलीवर")
# Whether a day or an hour will do: "next friday possible?", "kal subah ho jayega?".
_WILL_DO = re.compile(
    r"\b(?:possible|available|free|ok|okay|fine|lovely|convenient|suits?|works?|ho sakta|ho sakti"
    r"|ho sakega|ho jayega|ho jaega"
    r"|chalega|milega|mil jayega|sambhav)\b"
    r"|संभव|हो सकता|हो सकती|हो सकेगा|हो जाएगा|हो जायेगा|चलेगा|मिलेगा|मिल जाएगा"
)
_DAY_QUESTION_WORDS = 8  # longer, it asks something of its own ("is ekadashi on friday?")


def _asks_for_its_day(text: str) -> bool:
    """A short question whether a day or time will do, said after a booking: its date."""
    folded = fold(text)
    if len(folded.split()) > _DAY_QUESTION_WORDS or _WILL_DO.search(folded) is None:
        return False
    return read_time(text) is not None or read_visit_date(text, _SOME_DAY) is not None


_SOME_DAY = date(2000, 1, 3)  # whether a day is named at all: which one is the form's to read


def _questions_only(text: str) -> str:
    """The sentences of a second part that ask ("Astrologer suggested it. Is video puja
    possible?" asks the second): the story around a question is no part of it."""
    sentences = SENTENCE_END.split(text)
    asked = [s for s in sentences if looks_like_question(s) or _TELL.search(fold(s))]
    return " ".join(asked) if asked and len(asked) < len(sentences) else text


# Prasad sent home from the temple: part of a temple booking, not a store order.
_PRASAD_HOME = re.compile(
    r"\bprasa+d\w*\b.{0,40}\b(?:bhej|bhij|send|deliver|courier|ghar)\w*"
    r"|\b(?:bhej|bhij|send|deliver|courier)\w*\b.{0,30}\bprasa+d"
    r"|प्रसाद.{0,40}(?:भेज|भिजवा|घर|डिलीवर|पहुँचा|पहुंचा)|(?:भेज|भिजवा|डिलीवर).{0,30}प्रसाद"
)


_NOT_SENT = frozenset(words_of("no not dont don't mat nahi nahin nhi मत नहीं"))


def prasad_home(text: str) -> bool | None:
    """The temple's prasad sent by post, said so: True ("हाँ, प्रसाद घर भेज दीजिए", "send the
    prasad home"), False ("प्रसाद मत भेजिए"), None when the message does not speak of it."""
    if _PRASAD_HOME.search(fold(text)) is None:
        return None
    return not _NOT_SENT.intersection(words_of(text))


def _asks_if(first: str, kind_first: str, kind_then: str) -> bool:
    """ "Do you have pandits in Almora? I need a Navgraha Shanti puja": whether it can be done,
    asked before the request itself; one request."""
    return (
        kind_first == QUESTION
        and kind_then == "priest"
        and bool(frozenset(tokens_of(first)) & PRIEST)
    )


FOLLOW_UP_WORDS = 3  # "kab aayega?", "how much?": a question this short follows the first


def _asked_alone(question: str) -> bool:
    """A question that stands by itself: longer than a follow-up, and about a thing it names
    (its "it" made what the first request was about, when it could be)."""
    return len(words_of(question)) > FOLLOW_UP_WORDS and _IT.search(question) is None


# "can I book it", "ise kaise karte hain": what the first request was about.
_IT = re.compile(
    r"(?<![\w\u0900-\u097f])(?:it|ise|isko|use|usko|इसे|उसे|इसको|उसको)(?![\w\u0900-\u097f])"
)
MAX_SUBJECT_WORDS = 4


def _with_subject(then: str, first: str) -> str:
    """The second request with "it" made the thing the first asked about ("what is annadanam
    and can I book it" -> "can I book annadanam"), when the first names one."""
    if _IT.search(then) is None:
        return then
    subject = topic_of(first)
    if not subject or len(subject.split()) > MAX_SUBJECT_WORDS:
        return then
    return _IT.sub(subject, then, count=1)


# "for that day", "us din", "उसी दिन", "on the same date": the day the first request was about.
_THAT_DAY = re.compile(
    r"\b(?:that|the same|this) (?:day|date)\b|\b(?:us|usi|isi) (?:din|tarikh|roz)\b"
    r"|(?:उस|उसी|इसी) (?:दिन|तारीख)",
    re.IGNORECASE,
)
# "one of them", "there", "wahan": a place the first request found.
_THERE = re.compile(
    r"\b(?:one of (?:them|these|those)|any of (?:them|these|those)|there|wahan|wahaan|vahan"
    r"|inme se|unme se)\b|वहां|वहाँ|इनमें से|उनमें से",
    re.IGNORECASE,
)


def points_to_a_day(text: str) -> bool:
    return _THAT_DAY.search(fold(text)) is not None


def on_day(text: str, day: str) -> str:
    """The request with "that day" said as the day it meant ("book a pandit for that day",
    "Friday, 4 December" -> "book a pandit for Friday, 4 December")."""
    return _THAT_DAY.sub(day, text, count=1)


def points_to_a_place(text: str) -> bool:
    """ "book a darshan at one of them", "wahan archana bhi": at a place found before."""
    return _THERE.search(fold(text)) is not None
