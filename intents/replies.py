"""Short answers inside a conversation: yes or no, which of a numbered list, how many, a
booking id, a keyboard mash; and everyday talk (greetings, thanks, who are you) and asking
for another language. English, Hinglish and Devanagari."""

from __future__ import annotations

import itertools
import re
from typing import Literal

from intents.lexicon import spaced
from intents.normalise import ADDRESSING_WORDS, fold, words_of
from intents.numbers import CARDINALS, ORDINALS
from intents.routing import CHAT, route

Smalltalk = Literal["greeting", "thanks", "identity", "capabilities", "goodbye", "unclear"]

_YES = frozenset(
    [
        "yes",
        "y",
        "yeah",
        "yea",
        "yep",
        "yup",
        "ya",
        "haan",
        "han",
        "haa",
        "ha",
        "hn",
        "ji",
        "haanji",
        "hanji",
        "ok",
        "okay",
        "k",
        "sure",
        "confirm",
        "affirmative",
        "confirmed",
        "correct",
        "right",
        "done",
        "book",
        "sahi",
        "theek",
        "thik",
        "bilkul",
        "zaroor",
        "zarur",
        "perfect",
        "fine",
        "absolutely",
        "ho",  # Marathi
        "hau",  # Marathi and Dakhni (Hyderabad)
        "haau",
        "हौ",
        "hao",  # Malwi and Bundeli (Indore, Gwalior)
        "हओ",
        "हव",  # Chhattisgarhi
        "barobar",  # Marathi: right
        "हाँ",
        "हां",
        "हा",
        "जी",
        "ठीक",
        "सही",
        "बिल्कुल",
        "ज़रूर",
        "जरूर",
        "पक्का",
        "बराबर",
    ]
)
_YES_PHRASES = frozenset(
    {
        "no problem",
        "go ahead",
        "book it",
        "please book",
        "yes please",
        "ji haan",
        "haan ji",
        "theek hai",
        "thik hai",
        "sahi hai",
        "kar do",
        "kr do",
        "book karo",
        "book kar do",
        "haan book karo",
        "जी हाँ",
        "जी हां",
        "हाँ जी",
        "ठीक है",
        "सही है",
        "कर दो",
        "बुक करो",
        "बुक कर दो",
        "confirm it",
        "that is right",
        "thats right",
        "looks good",
    }
)
_NO = frozenset(
    [
        "no",
        "n",
        "nope",
        "nah",
        "nahi",
        "nahin",
        "na",
        "mat",
        "galat",
        "wrong",
        "नहीं",
        "नही",
        "ना",
        "मत",
        "गलत",
    ]
)
_NO_PHRASES = frozenset(
    {"not now", "don't", "dont", "do not", "mat karo", "nahi chahiye", "मत करो", "नहीं चाहिए"}
)
_THANKING = words_of(
    "please pls plz abhi now thank thanks thankyou you u thx thnx tnx ty very much so "
    "dhanyavad dhanyavaad shukriya धन्यवाद शुक्रिया"
)
_POLITE = ADDRESSING_WORDS.union(_THANKING)
# "Yes, that's correct", "haan sahi hai", "sahi ba" (Bhojpuri), "theek ae" (Punjabi), "हां सही
# है": the verb "to be" after a yes adds nothing to it.
_IS = frozenset(words_of("that thats that is it is its is this hai ba he h ae ye yeh यह ये है हैं"))
# What can be said right or denied: "not correct", "sahi nahi hai" are a no, not a yes.
_RIGHT = frozenset(
    words_of(
        "correct right ok okay fine sahi theek thik barobar barabar saru chalega chalegi "
        "सही ठीक बराबर चलेगा चलेगी"
    )
)
_NOT = frozenset(words_of("not nahi nahin नहीं नही"))
MAX_ANSWER_WORDS = 6


# After a yes, what is to be done and the verb: "haan ji, kar do", "haan confirm kar do",
# "हाँ, पक्का कर दीजिए", "yes do it": still an explicit yes.
_DONE_WHAT = frozenset(
    # as messages are read
    words_of("confirm pakka पक्का pushti पुष्टि book बुक booking बुकिंग order ऑर्डर it कन्फर्म कंफर्म")
)
# "हाँ, सब ठीक है", "haan barabar, sahi hai", "yes all good": agreement after the yes.
_ALL = frozenset(
    words_of(
        "sab sabkuch all everything good perfect bilkul yahi yehi vadiya badhiya badiya badhia "
        "super great nice awesome exactly absolutely changa changi achha accha acha ekdum "
        "सब सबकुछ बिल्कुल यही बढ़िया बढ़िया अच्छा एकदम"
    )
)
_DO_VERB = frozenset(
    " ".join(words_of(phrase))
    for phrase in {
        "kar do", "kar dijiye", "kar dijie", "kar den", "kar dein", "kardo", "karo", "kijiye",
        "kr do", "krdo", "kr dijiye", "kr dena", "kro",
        "karein", "karen", "kar dena", "do it", "go ahead", "कर दो", "कर दीजिए", "कर दीजिये",
        "कर दें", "करो", "कीजिए", "कीजिये", "करें", "कर देना", "place the order", "place it",
        "place my order", "place order",
        # "I confirm": "haan, confirm karti hoon", "जी हाँ, पुष्टि करता हूँ"
        "i confirm", "karti hoon", "karta hoon", "karti hun", "karta hun", "karte hain",
        "करती हूँ", "करता हूँ", "करती हूं", "करता हूं", "करते हैं",
    }
)  # fmt: skip
_AFTER_YES = _YES | _DONE_WHAT | _IS | _RIGHT | _ALL


# A yes said in several short sentences ("Yes baba, that is all correct. Please book it.",
# "हाँ, सही है। हर हर महादेव।"): each later one agrees, asks it done, or blesses; nothing else
# ("yes, but make it Monday" is a change, not a yes).
_CLAUSES = re.compile(r"[.,!?।;:]+")
MAX_CLAUSES = 4
_DO_WORDS = frozenset(
    words_of(
        "book order place send bhej bhejo bhejiye bhejdo confirm pakka proceed go ahead do it "
        "kar karo kardo dijiye dijie dein den dena kijiye karein karen भेज भेजो भेजिए भेजें बुक "
        "ऑर्डर कर करो करें कीजिए दीजिए दें दो दे i karti karta karte hoon hun करती करता करते "
        "हूँ हूं"
    )
)
_BLESSED = re.compile(
    r"^\W*(?:jai|jay|जय)\b|^\W*(?:har har mahadev|हर हर महादेव|radhe radhe|राधे राधे|ram ram"
    r"|राम राम|om namah shivaya|ॐ नमः शिवाय)",
    re.IGNORECASE,
)
_AGREEING = _AFTER_YES | _DO_WORDS | _POLITE


def yes_or_no(text: str) -> bool | None:
    """True for an explicit yes, False for a no; None for anything else (a longer sentence
    is not taken as a yes: a booking needs an explicit one)."""
    said = _one_answer(text)
    if said is not None:
        return said
    clauses = [c for c in _CLAUSES.split(text) if words_of(c)]
    if not 2 <= len(clauses) <= MAX_CLAUSES or _one_answer(clauses[0]) is not True:
        return None
    for clause in clauses[1:]:
        agrees = all(w in _AGREEING for w in words_of(clause))
        if not (agrees or _one_answer(clause) is True or _BLESSED.search(clause)):
            return None
    return True


def _one_answer(text: str) -> bool | None:
    """An explicit yes or no said at once ("haan ji, kar do", "sahi nahi hai")."""
    words = [w for w in words_of(text) if w not in _POLITE] or words_of(text)
    if not words or len(words) > MAX_ANSWER_WORDS:
        return None
    joined = " ".join(words)
    if joined in _YES_PHRASES:  # "no problem", "koi baat nahi": a yes, whatever its first word
        return True
    if joined in _NO_PHRASES or words[0] in _NO or _denied(words):
        return False
    if words[0] not in _YES:
        return None
    rest = list(itertools.dropwhile(lambda w: w in _AFTER_YES, words))
    return True if not rest or " ".join(rest) in _DO_VERB else None


def _denied(words: list[str]) -> bool:
    """ "not correct", "sahi nahi hai", "theek nahin": a word of agreement, negated."""
    core = [w for w in words if w not in _IS]
    return len(core) == 2 and (
        (core[0] == "not" and core[1] in _RIGHT) or (core[0] in _RIGHT and core[1] in _NOT)
    )


_HINDI_NUMBERS = {
    "ek": 1, "do": 2, "teen": 3, "char": 4, "chaar": 4, "paanch": 5, "panch": 5, "chhe": 6,
    "chah": 6, "saat": 7, "aath": 8, "nau": 9, "das": 10, "एक": 1, "दो": 2, "तीन": 3,
    "चार": 4, "पांच": 5, "पाँच": 5, "छह": 6, "सात": 7, "आठ": 8, "नौ": 9, "दस": 10,
}  # fmt: skip
_HINDI_ORDINALS = {
    "pehla": 1, "pehli": 1, "pehle": 1, "pahla": 1, "pahli": 1, "dusra": 2, "doosra": 2,
    "dusri": 2, "doosri": 2, "teesra": 3, "tisra": 3, "teesri": 3, "chautha": 4, "chauthi": 4,
    "पहला": 1, "पहली": 1, "दूसरा": 2, "दूसरी": 2, "तीसरा": 3, "तीसरी": 3, "चौथा": 4, "चौथी": 4,
}  # fmt: skip
_ARTICLE = frozenset({"a", "an", "one", "single"})
_PAIR = re.compile(r"\b(?:a pair of|pair of|a couple of|couple of|jodi|jodaa?)\b")


# After one of these, "do" / "दो" is the imperative ("daal do": put it in), not two.
_VERB_BEFORE_DO = frozenset(
    spaced("daal dal kar de bhej rakh jod laga book add डाल कर दे भेज रख जोड लगा बुक")
)


# The units a size is said in ("12 inch", "1 litre", "500 g"): a size, not how many.
SIZE_UNITS = frozenset(
    spaced(
        "inch inches in cm mm ft feet foot g gm gms gram grams kg ml l ltr litre litres liter "
        "liters इंच ग्राम किलो लीटर"
    )
)
# A number before one of these names the thing, not how many: "5 mukhi rudraksha", "3 x 3 inch".
_PART_OF_NAME = (SIZE_UNITS - {"in"}) | frozenset(
    spaced("mukhi मुखी x bead beads dana dane daane मनके मनका दाने")
)


# A number after one of these says which one, not how many: "Laddu Gopal size 2".
_NAMED_BY_NUMBER = frozenset(words_of("size saiz model साइज साइज़"))
_TIMES = re.compile(r"[x×](\d{1,3})|(\d{1,3})[x×]")


# A time of day is no count: "सुबह 10:15 पर", "5 baje tak", "at 7 pm".
_CLOCK_TIME = re.compile(
    r"(?<![\d.])\d{1,2}\s*[:.]\s*\d{2}(?![\d.])(?:\s*(?:am|pm)\b)?"
    r"|(?<![\d.])\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.|baje|bje|o'?clock)(?![a-z])|(?<!\d)\d{1,2}\s*बजे",
    re.IGNORECASE,
)


def number_in(text: str) -> int | None:
    """The first count in the text: 2, two, do, दो (but not the "do" of "daal do", nor the 5
    of "5 mukhi rudraksha", nor the 10 of "10:15")."""
    words = words_of(_CLOCK_TIME.sub(" ", text))
    for i, word in enumerate(words):
        times = _TIMES.fullmatch(word)  # "chalisa pocket ones x11", "11x"
        if times is not None:
            return int(times.group(1) or times.group(2))
        if word.isdigit():
            if i + 1 < len(words) and words[i + 1] in _PART_OF_NAME:
                continue
            if i > 0 and words[i - 1] in _NAMED_BY_NUMBER:  # "Laddu Gopal size 2"
                continue
            return int(word)
        if word in ("do", "दो") and i > 0 and words[i - 1] in _VERB_BEFORE_DO:
            continue
        value = CARDINALS.get(word) or _HINDI_NUMBERS.get(word)
        if value is not None:
            return value
    return None


def read_quantity(text: str) -> int | None:
    """How many: "2", "two", "do", "दो", "a pair of" (2), "a Shri Yantra" (1)."""
    if _PAIR.search(fold(text)):
        return 2
    found = number_in(text)
    if found is not None:
        return found
    return 1 if any(w in _ARTICLE for w in words_of(text)) else None


# "शाम 7 बजे", "after 5 pm", "subah 8": a number said with these is an hour, not a pick.
_TIME_WORDS = frozenset(
    words_of(
        "baje bje बजे बजकर am pm oclock clock subah shaam sham raat dopahar morning afternoon"
        " evening night सुबह शाम रात दोपहर"
    )
)


def read_choice(text: str, count: int) -> int | None:
    """Which of `count` numbered options: "2", "number 2", "the second one", "dusra",
    "last one" -> its 0-based index; None when it is not a pick or out of range."""
    words = words_of(text)
    if not words or len(words) > MAX_ANSWER_WORDS or _TIME_WORDS.intersection(words):
        return None
    picked: int | None = None
    for word in words:
        if word in ("last", "aakhri", "akhri", "आखिरी"):
            picked = count
        elif word.isdigit() and len(words) <= 3:
            picked = int(word)
        else:
            picked = ORDINALS.get(word) or _HINDI_ORDINALS.get(word) or picked
            if picked is None and len(words) <= 3 and word not in ("number", "no", "the", "one"):
                picked = CARDINALS.get(word) or _HINDI_NUMBERS.get(word)
        if picked is not None:
            break
    if picked is None or not 1 <= picked <= count:
        return None
    return picked - 1


_GREETINGS = [
    "namaste",
    "namaskar",
    "namaskaram",
    "pranam",
    "pranaam",
    "hello",
    "hi",
    "hey",
    "hii",
    "hiii",
    "hola",
    "greetings",
    "नमस्ते",
    "नमस्कार",
    "प्रणाम",
]
_GREETING_PHRASES = (
    "good morning",
    "good afternoon",
    "good evening",
    "ram ram",
    "jai shri krishna",
    "jai shree krishna",
    "jai shri ram",
    "jai shree ram",
    "jai siya ram",
    "radhe radhe",
    "hari om",
    "jai mata di",
    "har har mahadev",
    "sat sri akal",
    "जय श्री कृष्ण",
    "जय श्री राम",
    "राधे राधे",
    "राम राम",
    "हरि ओम",
    "जय माता दी",
    "हर हर महादेव",
)
# A greeting opening a message ("राम राम सा।", "Jai Shree Krishna!"): its deity's name is no
# part of what is asked.
_GREETING_WORDS = sorted((*_GREETING_PHRASES, *_GREETINGS), key=len, reverse=True)
_GREETING_LEAD = re.compile(
    r"^\W*(?:"
    + "|".join(re.escape(g) for g in _GREETING_WORDS)
    + r")(?:\s+(?:ji|sa|saa|जी|सा))?(?=[\s,.!?।]|$)[\s,.!?।]*",
    re.IGNORECASE,
)


def without_greeting(text: str) -> str:
    """The message without the greeting it opens with."""
    return _GREETING_LEAD.sub("", text, count=1)


_THANKS = (
    "thanks",
    "thank you",
    "thankyou",
    "thx",
    "ty",
    "dhanyavaad",
    "dhanyavad",
    "dhanyawad",
    "dhanyawaad",
    "shukriya",
    "bahut dhanyavaad",
    "thank you so much",
    "many thanks",
    "धन्यवाद",
    "शुक्रिया",
    "बहुत धन्यवाद",
)
_GOODBYE = ("bye", "goodbye", "bye bye", "alvida", "phir milenge", "see you", "अलविदा", "फिर मिलेंगे")
_IDENTITY = re.compile(
    r"^(?:who are you|who r u|what are you|are you a bot|are you human|aap kaun ho|aap kaun hain"
    r"|tum kaun ho|kaun ho aap|kaun ho|आप कौन हैं|आप कौन हो|तुम कौन हो)$"
)
_CAPABILITIES = re.compile(
    r"^(?:what can you do|what do you do|how can you help(?: me)?|what can i ask(?: you)?|help"
    r"|how do you work|aap kya kar sakte ho|aap kya kar sakti ho|aap kya kar sakte hain"
    r"|aap kya kar sakti hain|tum kya kar sakte ho|आप क्या कर सकते हैं|आप क्या कर सकती हैं"
    r"|आप क्या कर सकती हो|आप क्या कर सकते हो)$"
)
_TRAILING = ADDRESSING_WORDS | {"please"}
_LEADING = frozenset(words_of("haanji hanji haan ji ok okay acha achha accha जी हाँ हां"))
# "hello there", "namaste ji": made once, not for every message.
_GREETINGS_ADDRESSED = frozenset(
    f"{g} {rest}" for g in _GREETINGS for rest in ("there", "assistant", "ji")
)


_BLESSING = re.compile("[\U0001f64f\U0001f549\u0950\U0001f338\U0001f33a\U0001f33c\U0001fab7]")
_OK = re.compile("[\U0001f44d\U0001f44c\u2705]")


def _unclear(text: str) -> bool:
    """Letters nobody writes, in Latin script only, that name nothing the router knows ("my
    orders" and "PNR" in a Hindi sentence are clear)."""
    if not text.isascii() or not is_gibberish(text):
        return False
    return route(text).intent == CHAT


def smalltalk(text: str) -> Smalltalk | None:
    """A greeting, thanks, goodbye, or asking who the assistant is or what it can do, when
    the message is only that ("namaste, book a pandit" is a request, not smalltalk)."""
    words = words_of(text)
    while len(words) > 1 and words[-1] in _TRAILING:
        words.pop()
    while len(words) > 1 and words[0] in _LEADING:  # "haanji namaste": a greeting
        words.pop(0)
    joined = " ".join(words)
    if not joined:
        # Only symbols: folded hands or a flower greet, a thumbs-up thanks; others are unclear.
        shown = text.strip()
        if not shown:
            return None
        return (
            "greeting" if _BLESSING.search(shown) else "thanks" if _OK.search(shown) else "unclear"
        )
    if _unclear(text):  # "asdkjh zzxq"
        return "unclear"
    if _IDENTITY.match(joined):
        return "identity"
    if _CAPABILITIES.match(joined):
        return "capabilities"
    if joined in _THANKS or (len(words) <= 4 and any(joined.startswith(t) for t in _THANKS)):
        return "thanks"
    if joined in _GOODBYE:
        return "goodbye"
    if joined in _GREETING_PHRASES or (words[0] in _GREETINGS and len(words) <= 2):
        return "greeting"
    if joined in _GREETINGS_ADDRESSED:
        return "greeting"
    return None


_LANGUAGE = (
    (
        "hi",
        re.compile(
            r"(?:\b(?:in|mein|me|main)\s+hindi\b|\bhindi\s+(?:mein|me|main|please|mai)\b"
            r"|^hindi$|हिंदी में|हिन्दी में|^हिंदी$)"
        ),
    ),
    (
        "en",
        re.compile(
            r"(?:\b(?:in|mein|me)\s+english\b|\benglish\s+(?:mein|me|main|please)\b|^english$"
            r"|angrezi|angreji|अंग्रेज़ी में|अंग्रेजी में|इंग्लिश में)"
        ),
    ),
)
_ABOUT_LANGUAGE = re.compile(
    r"\b(?:bolo|boliye|baat|talk|speak|reply|answer|likho|write|please|karo|kijiye)\b|^(?:hindi|english)$"
    r"|बोलो|बोलिए|बात|जवाब|लिखो|^हिंदी$"
)


def language_request(text: str) -> Literal["hi", "en"] | None:
    """ "Hindi mein bolo", "speak in English", "हिंदी में बात करो" -> the language asked for."""
    folded = " ".join(words_of(text))
    if len(folded.split()) > 8 or not _ABOUT_LANGUAGE.search(folded):
        return None
    for language, pattern in _LANGUAGE:
        if pattern.search(folded):
            return language  # type: ignore[return-value]
    return None


_ORDER_ID = re.compile(r"(?<![a-z0-9])(pb|tb|so)[-_ ]?([0-9a-z]{5,30})(?![a-z0-9])", re.IGNORECASE)


def order_id_in(text: str) -> str | None:
    """A booking or order id (PB..., TB..., SO..., or a short one like PB-7K3M9Q), with its
    prefix in capitals and the rest as typed."""
    for found in _ORDER_ID.finditer(text[:2000]):
        rest = found.group(2)
        if any(c.isdigit() for c in rest):
            separator = "-" if text[found.end(1) : found.start(2)] == "-" else ""
            return f"{found.group(1).upper()}{separator}{rest}"
    return None


_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_VOWELS = frozenset("aeiou")
# Three of a letter ("qqq"), or a word that is one piece typed again and again ("sdfsdf").
_REPEATED = re.compile(r"(.)\1{2,}|^(.{2,4})\2+$")


_KEYS = {key: (row, column) for row, keys in enumerate(_ROWS) for column, key in enumerate(keys)}


def _neighbours(left: str, right: str) -> bool:
    """Keys next to each other on a keyboard: along a row, or up and down a slanted column."""
    a, b = _KEYS.get(left), _KEYS.get(right)
    if a is None or b is None or a == b:
        return False
    along = a[0] == b[0] and abs(a[1] - b[1]) == 1
    return along or (abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) <= 1)


def _keyboard_run(word: str) -> int:
    """The longest run of letters each next to the one before on the keyboard."""
    longest = run = 1
    for left, right in itertools.pairwise(word):
        run = run + 1 if _neighbours(left, right) else 1
        longest = max(longest, run)
    return longest


def is_gibberish(text: str) -> bool:
    """A keyboard mash ("asdfghjkl", "qwerty", "sdfsdf", "xkcdzq"), not a name or a place.
    Devanagari and short words are given the benefit of the doubt."""
    words = [w for w in re.findall(r"[a-z]+", fold(text)) if len(w) >= 3]
    if not words:
        return False
    mashed = 0
    for word in words:
        vowels = sum(c in _VOWELS for c in word)
        if (
            _keyboard_run(word) >= 4
            or (_REPEATED.search(word) and len(word) >= 5)
            or vowels == 0
            or (len(word) >= 7 and vowels / len(word) < 0.12)
            or re.search(r"[^aeiouy]{5,}", word)
        ):
            mashed += 1
    return mashed * 2 > len(words)
