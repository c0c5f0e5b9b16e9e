"""What a devotee asks the assistant to do, as opposed to where to go: book a pandit or a
temple pooja, put something in the cart, buy it, find an order, cancel one, see items in
the store, or match two Kundlis (Milan), with the words that say which ("griha pravesh",
"rudraksha mala", "at Kashi Vishwanath"). Questions about meaning and negations are not
tasks."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from intents.normalise import canonical, fold, tokens_of, words_of
from intents.replies import order_id_in
from intents.routing import BUY, PRIEST, WANTING, decide, explains
from intents.topics import asks_for_milan

TaskKind = Literal[
    "book_priest",
    "book_temple",
    "add_to_cart",
    "buy",
    "order_status",
    "cancel_order",
    "browse",
    "find_temples",
    "show_cart",
    "checkout",
    "change_cart",
    "remove_from_cart",
    "milan",
]


@dataclass(frozen=True, slots=True)
class Task:
    kind: TaskKind
    topic: str = ""  # the words naming the puja, product or temple pooja
    place: str | None = None  # the words after "at" / "in": a temple, usually


_NEGATED = re.compile(
    r"\b(?:not|don'?t|dont|do not|no need|never|nahi|nahin|mat)\b.{0,30}"
    r"\b(?:buy|book|order|want|need|looking|chahiye|kharid|karwa|lena|mangwa)"
    r"|\b(?:buy|book|order|kharidna|lena|chahiye)\w*\s+(?:nahi|nahin|mat|नहीं)\b|नहीं चाहिए",
    re.IGNORECASE,
)
# "What do I need for a satyanarayan puja?" asks about a puja, it does not book one.
_ASKS_HOW = re.compile(
    r"^\W*(?:what|why|how|which|when|who|kya|kaise|kyon|kyun|kab|kaun|क्या|कैसे|क्यों|कब|कौन)\b"
    r"(?!.*\b(?:can you|could you|will you|would you|aap|please)\b)",
    re.IGNORECASE,
)
# "Can you match our kundlis?" asks for it to be done, though it opens like a question.
_CAN_YOU = re.compile(r"^\W*(?:can|could|will|would) you\b", re.IGNORECASE)
_WHERE = re.compile(r"^\W*(?:where|kahan|kahaan|कहाँ|कहां)\b", re.IGNORECASE)
_SCREEN = re.compile(r"\b(?:page|screen|section|tab|website|site|app)\b", re.IGNORECASE)
# Offering something at a named place ("offer modak at Siddhivinayak"): a temple pooja.
_OFFER = re.compile(r"\b(?:offer|offering|chadhana|chadhava|chadhawa|arpan|arpit)\b|चढ़ाना|चढ़ावा")
_CANCEL = re.compile(r"\b(?:cancel|cancell?ation|radd)\b|रद्द|कैंसल", re.IGNORECASE)
# "Can I still cancel it?": a record said just before (the engine finds which).
_POINTING = re.compile(
    r"\b(?:it|that|this|ise|isko|use|usko|ye|yeh|wo|woh)\b|इसे|उसे|इसको|उसको|यह|वह", re.IGNORECASE
)
_CART = re.compile(r"\b(?:cart|basket|trolley|jhola)\b|कार्ट", re.IGNORECASE)
# Matched on folded text, where जोड़ has lost its nukta: जोड.
_ADD = re.compile(
    r"\b(?:add|put|daal|daalo|dal|dalo|daal do|dal do|jod|jodo|jod do)\b|डाल|जोड", re.IGNORECASE
)
# Going to pay for what is in the cart: the order is placed in the chat.
_CHECKOUT = re.compile(
    r"\bcheck ?out\b|\b(?:place|complete|finish|confirm) (?:the |my |this )?order\b"
    r"|\border (?:place|pura|poora|complete|confirm|kar do|kar dijiye|karna hai)\b"
    r"|\bpay for (?:the |my )?cart\b|चेकआउट|ऑर्डर (?:पूरा|प्लेस|कन्फ़र्म|कन्फर्म|कर दो|कर दीजिए)",
    re.IGNORECASE,
)
# Taking a line out of the cart, or changing how many ("remove the diya", "mala 3 kar do").
_REMOVE = re.compile(
    r"\b(?:remove|delete|take out|take off|drop|hata|hatao|hata do|nikal|nikalo|nikaal do)\b"
    r"|हटा|निकाल",
    re.IGNORECASE,
)
_CHANGE = re.compile(
    r"\b(?:make (?:it|that|the|my|them)|change|update|set|instead of|only)\b|\bkar do\b"
    r"|कर दो|कर दीजिए",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")
_TEMPLE = re.compile(r"\b(?:temples?|mandirs?|devasthan|dham)\b|मंदिर|धाम", re.IGNORECASE)
# Asking why a thing is done at a temple, what it means, or about a temple is a question for
# the general assistant (it knows each temple's services), not a search.
_WHY = re.compile(
    r"\b(?:why|kyu|kyun|kyon|kyo|meaning|significance|matlab|mahatva|about|baare|bare)\b"
    r"|क्यों|क्यूँ|महत्व|अर्थ|बारे",
    re.IGNORECASE,
)
# Booking words that make a temple message a booking (else it looks for temples).
_BOOKING = frozenset({"book", "booking", "karwana", "karwani", "karna", "बुक", "बुकिंग"})
_AT = re.compile(r"\s(?:at|in|near)\s+(?:the\s+)?(?P<place>.+)$", re.IGNORECASE)
_MEIN = re.compile(r"^(?P<place>.+?)\s+(?:mein|main|में|par|pe|पर)\s", re.IGNORECASE)
# Words that ask rather than name: dropped from the topic.
_REQUEST_WORDS = frozenset(
    """
    i me my we our you please pls plz want wanna need would like to a an the some for of
    book booking arrange get have do can could will should kindly help hire call send
    priest priests pandit pandits pujari purohit acharya ji panditji someone somebody buy
    purchase order orders kharidna kharidni kharidne khareedna lena leni chahiye mujhe mera
    meri mere hai hain karwana karwani karna karni karao karwao karvana bulana bulao add
    put cart basket into in show dikhao dikhaiye dikhana see view open find search let lets
    us is are am be what which where take go visit mein main में near temple temples mandir
    मंदिर puja pooja pujas poojas pujan service ke liye ki ka ko se par pe wala wali chahta
    chahti मुझे मेरे मेरा मेरी पंडित पंडितजी पुजारी चाहिए के लिए की का को से पर है हैं
    करवाना करवानी करना बुक खरीदना खरीदनी दिखाओ पूजा offer offering chadhana
    daal dal dalo daalo dijiye jod jodo bhi ek कार्ट डाल डालो दो दीजिए जोड जोड़ जोड़ो भी एक करनी
    from out quantity qty only it actually instead
    """.split()  # noqa: SIM905 (a word list reads best as words)
)
# Asking where an order is, not to see the list ("show my orders" opens My Orders).
_STATUS = frozenset({"where", "when", "status", "track", "arrive", "late"})
# "When will the pandit come?", "pandit ji kitne baje aayenge?", "who is my priest?": asked
# about a booking made (the status answer says when and who), not advice on when to hold one.
_PRIEST_NAMED = re.compile(r"\b(?:pandit|panditji|priest|pujari|purohit)\b|पंडित|पुजारी")
_WHEN_OR_WHO = re.compile(
    r"\b(?:when|what time|kab|kitne baje|kis samay|who|kaun)\b|कब|कितने बजे|किस समय|कौन"
)
_COMING_OR_MINE = re.compile(
    r"\b(?:come|comes|coming|arrive|arriving|reach|aayenge|aayega|aaenge|aaega|ayenge|ayega"
    r"|pahunchenge|aa rahe|my|mera|mere|hamara|hamare|our)\b"
    r"|आएंगे|आएँगे|आयेंगे|आएगा|आयेगा|पहुंचेंगे|पहुँचेंगे|आ रहे|मेरा|मेरे|हमारा|हमारे"
)
_ADVICE = re.compile(r"\b(?:should|best|shubh|muhurat|auspicious)\b|शुभ|मुहूर्त")
_TIME_WORDS = frozenset(
    [
        "today",
        "tomorrow",
        "aaj",
        "kal",
        "parso",
        "parson",
        "morning",
        "evening",
        "night",
        "afternoon",
        "subah",
        "shaam",
        "raat",
        "next",
        "this",
        "coming",
        "week",
        "weekend",
        "sunday",
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
    ]
)


def _topic(text: str) -> str:
    """The naming words of a request, in order: "I want to book a pandit for griha
    pravesh" -> "griha pravesh"; "add two rudraksha malas to my cart" -> "rudraksha malas"."""
    kept = [
        w
        for w in words_of(text)
        if w not in _REQUEST_WORDS
        and w not in _TIME_WORDS
        and w not in _NUMBER_WORDS
        and not w.isdigit()
        and canonical(w) not in _ASKING
    ]
    return " ".join(kept)


# Concepts (canonical tokens) that ask for something rather than name it.
_ASKING = frozenset(
    [
        "store",
        "show",
        "buy",
        "purchase",
        "need",
        "get",
        "my",
        "i",
        "you",
        "book",
        "karwana",
        "bulana",
        "chahiye",
        "priest",
        "pandit",
        "pujari",
        "purohit",
        "acharya",
        "ji",
        "puja",
        "order",
        "orders",
        "lena",
        "make",
        "check",
        "consult",
        "someone",
        "price",
        "available",
        "ordered",
        "where",
        "when",
    ]
)
_NUMBER_WORDS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "do",
        "teen",
        "char",
        "ek",
    ]
)


def _split_place(text: str) -> tuple[str, str | None]:
    """ "rudrabhishek at kashi vishwanath" -> ("rudrabhishek", "kashi vishwanath");
    "kashi vishwanath mein abhishek" -> ("abhishek", "kashi vishwanath"). The place keeps its
    words as said ("a temple near me" asks for the devotee's location)."""
    padded = f" {text.strip()} "
    found = _AT.search(padded)
    if found is not None:
        near = "near" in padded[found.start() : found.start() + 6].lower()
        place = ("near " if near else "") + found.group("place").strip()
        return padded[: found.start()].strip(), place
    found = _MEIN.search(text.strip() + " ")
    if found is not None:
        place = found.group("place").strip()
        return text.strip()[found.end() :], place
    return text, None


def _asks_after_the_priest(folded: str) -> bool:
    return (
        _PRIEST_NAMED.search(folded) is not None
        and _WHEN_OR_WHO.search(folded) is not None
        and _COMING_OR_MINE.search(folded) is not None
        and _ADVICE.search(folded) is None
    )


def task_of(text: str) -> Task | None:
    """The task a message asks for, or None (questions, stories, negations, chat)."""
    folded = fold(text)
    tokens = tokens_of(text)
    words = frozenset(tokens)
    if not tokens or _NEGATED.search(folded):
        return None
    record = order_id_in(text)
    named = words & {"order", "orders", "book", "booking", "purchase"}
    if _CANCEL.search(folded) and (record or named or _POINTING.search(folded)):
        return Task("cancel_order", record or "")
    if asks_for_milan(text):  # "kundli milan karna hai"; "what is gun milan?" is a question
        asked = explains(tokens, words) and not _CAN_YOU.match(folded)
        return None if asked or _ASKS_HOW.match(folded) else Task("milan")
    intent = decide(tokens)
    if record is not None and intent in ("orders", "chat"):
        return Task("order_status", record)
    mine = bool(words & {"my", "i"})
    # "Where is my order?" asks after one order; "where are my orders?" opens My Orders.
    one = "orders" not in words
    if one and words & _STATUS and (intent == "orders" or (mine and words & {"book", "order"})):
        return Task("order_status", "")
    if _asks_after_the_priest(folded):
        return Task("order_status", "")
    wants_temple = bool(_TEMPLE.search(folded))
    searching = not words & _BOOKING and not _WHY.search(folded) and not _OFFER.search(folded)
    if wants_temple and searching:  # "which Shiva temples are in Pune?", "paas me mandir"
        rest, place = _split_place(text)
        return Task("find_temples", _topic(rest), place)
    if explains(tokens, words) or _ASKS_HOW.match(folded):
        return None
    in_cart = bool(_CART.search(folded))
    # "checkout karo", "अभी ऑर्डर पूरा करो"; "2 rudraksha order kar do" buys them instead.
    if _CHECKOUT.search(folded) and (in_cart or intent != "store"):
        return Task("checkout")
    removes = bool(_REMOVE.search(folded))
    if removes and (in_cart or intent == "store"):  # "remove the diya from my cart"
        return Task("remove_from_cart", _topic(_REMOVE.sub(" ", text)))
    buying = words & (BUY | {"order", "ऑर्डर"})
    sized = intent == "store" and bool(_DIGITS.search(text)) and not buying
    changes = bool(_CHANGE.search(folded)) and (in_cart or sized)
    if changes:  # "make it 3 diyas in my cart", "actually make the rudraksha 2"
        return Task("change_cart", _topic(_CHANGE.sub(" ", _DIGITS.sub(" ", text))))
    if in_cart and (_ADD.search(folded) or words & (BUY | WANTING)):
        return Task("add_to_cart", _topic(text))
    if in_cart:  # "show my cart", "what is in my cart"
        return Task("show_cart")
    if intent == "store":
        topic = _topic(text)
        if _WHERE.match(folded):  # "where can I buy a rudraksha mala?": show it
            return Task("browse", topic) if topic else None
        if words & BUY or words & {"lena"} or (words & WANTING and topic):
            return Task("buy", topic)
        return Task("browse", topic) if topic else None
    if _SCREEN.search(folded):  # "open the priest booking page": the screen itself
        return None
    offers = bool(_OFFER.search(folded)) and _AT.search(f" {text} ") is not None
    if intent == "book_priest" or offers or (wants_temple and words & {"book", "karwana"}):
        rest, place = _split_place(text)
        kind: TaskKind = "book_temple" if wants_temple and not words & PRIEST else "book_priest"
        return Task(kind, _topic(rest), place)
    return None
