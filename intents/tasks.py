"""What a devotee asks the assistant to do, as opposed to where to go: book a pandit or a
temple pooja, put something in the cart, buy it, find an order, cancel one, see items in
the store, or match two Kundlis (Milan), with the words that say which ("griha pravesh",
"rudraksha mala", "at Kashi Vishwanath"). Questions about meaning and negations are not
tasks."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from intents.almanac import asks_choghadiya, asks_good_time
from intents.delivery import asks_delivery_time
from intents.hinglish import latin_language
from intents.hours import asks_hours, hours_named
from intents.languages import languages_named
from intents.lexicon import spaced
from intents.normalise import fold, tokens_of
from intents.payment_questions import asks_cancel_policy, asks_how_to_pay
from intents.record_questions import (
    ADVICE,
    asks_after_a_delivery,
    asks_after_the_priest,
    tells_of_a_record,
    went_through,
)
from intents.replies import number_in, order_id_in, without_greeting
from intents.reported import without_advisers
from intents.routing import (
    BUY,
    CHAT,
    ORDER_NOUN,
    PRIEST,
    THINGS,
    WANTING,
    decide,
    explains,
    route,
)
from intents.samagri import asks_samagri, samagri_named
from intents.scope import off_topic
from intents.topic_words import topic_of
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
    "move_booking",
    "temple_timings",
    "puja_samagri",
]


@dataclass(frozen=True, slots=True)
class Task:
    kind: TaskKind
    topic: str = ""  # the words naming the puja, product or temple pooja
    place: str | None = None  # the words after "at" / "in": a temple, usually


_NEGATED = re.compile(
    # Within its sentence: "he is simply not studying. My wife wants an archana" asks.
    r"\b(?:not|don'?t|dont|do not|no need|never|nahi|nahin|mat)\b[^.?!।]{0,30}"
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
# "यह बताओ कि रुद्राक्ष कैसे पहनते हैं", "batao ki ekadashi kab hai": a question put as "tell me".
_TELL = re.compile(
    r"\b(?:batao|bataiye|bataye|bataen|bata do|tell me|explain)\b.*"
    r"\b(?:how|why|what|when|which|kaise|kyon|kyun|kya|kab|kitna|kitne|kaunsa|konsa|kaun sa"
    r"|kaun si)\b"
    r"|(?:बताओ|बताइए|बताइये|बताएँ|बताएं|बता दो|समझाओ|समझाइए).*"
    r"(?:कैसे|क्यों|क्या|कब|कितना|कितने|कौनसा|कौन सा|कौन सी)"
    # "satyanarayan katha me kya kya saman lagta hai": what a thing needs, a list asked for.
    r"|\b(?:kya kya|kya-kya|kaun kaun|kaun-kaun)\b|क्या-क्या|क्या क्या|कौन-कौन|कौन कौन"
    # How often, which way, which of two, by what method: "jaap kitni baar karna chahiye",
    # "kalash sthapana ki vidhi batao", "दीपक बुझाना चाहिए या अपने आप बुझने दें?".
    r"|\b(?:kitni baar|kitne baar|kis disha|vidhi|tarika|chahiye ya)\b"
    r"|कितनी बार|कितने बार|किस दिशा|विधि|तरीका|तरीक़ा|चाहिए या",
)
# "Rudraksha kaise pehnte hai?", "vrat kaise rakhte hain": how a thing is done is a question;
# "pandit kaise book karein", "rudraksha kaise milega" ask for the booking or the thing.
_HOW = re.compile(r"\b(?:kaise|kese|kaisey)\b|कैसे")
_GETTING = re.compile(
    r"\b(?:book\w*|order\w*|buy\w*|kharid\w*|khareed\w*|mangwa\w*|mangva\w*|mangaa?\w*"
    r"|mil(?:ega|egi|enge|ta|ti|e|ega)|bula\w*|download\w*|cancel\w*|track\w*|pay\w*"
    r"|karwa(?:na|ni|ne|o|iye|ye|u|un|enge|yenge)?\b(?! chauth)|karva(?:na|ni|ne|o|iye)?)\b"
    r"|बुक|ऑर्डर|खरीद|मंगवा|मंगा|मिलेग|मिलेंग|करवा|बुला|रद्द",
)
# What a cancel would cost is a question of the policy, not a cancel ("cancellation charges
# kitne lagte hai agar 1 din pehle cancel karu?").
_COSTS = re.compile(
    r"\b(?:charge|charges|fee|fees|penalty|deduct\w*|lagte|lagta|lagega|katega|katenge)\b"
    r"|शुल्क|लगते|लगता|लगेगा|कटेगा|कटेंगे"
)
# "Can you match our kundlis?" asks for it to be done, though it opens like a question.
_CAN_YOU = re.compile(r"^\W*(?:can|could|will|would) you\b", re.IGNORECASE)
# The devotee and another: two charts asked about together.
_BOTH_OF_US = re.compile(
    r"\b(?:between us|both of us|the two of us|our|us dono|hum dono|hamari|hamare|humari|dono)\b"
    r"|दोनों|हम दोनों|हमारी|हमारे"
)
_BETWEEN_TWO = re.compile(
    r"\bbetween (?:us|the two of us|both of us|me and|my \w+ and)\b|\b(?:hum|hamare) dono\b"
    r"|\bdono ke (?:beech|bich)\b|हम दोनों|हमारे दोनों|दोनों के बीच"
)
_WHERE = re.compile(r"^\W*(?:where|kahan|kahaan|कहाँ|कहां)\b", re.IGNORECASE)
# "through Punya", "on your app": how it is asked for, not a screen asked for.
_MEDIUM = re.compile(
    r"\b(?:through|via|using|on|in) (?:the |your )?(?:app|website|site|punya)\b"
    r"|\b(?:app|website|site|punya)\s+(?:se|pe|par|mein|me)\b|(?:ऐप|वेबसाइट)\s+(?:से|पे|पर|में)"
)
_SCREEN = re.compile(r"\b(?:page|screen|section|tab|website|site|app)\b", re.IGNORECASE)
# Offering something at a named place ("offer modak at Siddhivinayak"): a temple pooja.
_OFFER = re.compile(r"\b(?:offer|offering|chadhana|chadhava|chadhawa|arpan|arpit)\b|चढ़ाना|चढ़ावा")
# Moving a booking to another time: "reschedule", "change the date of my booking", "समय
# बदल दो", "date aage kar do", "postpone". Read on folded text.
_MOVE = re.compile(
    r"\b(?:reschedul\w*|postpone|prepone|shift|move)\b"
    r"|\b(?:change|badal|badlo|badalna|badalni)\b.{0,25}\b(?:date|time|day|slot|din|samay|tarikh)\b"
    r"|\b(?:date|time|day|slot|din|samay|tarikh)\b.{0,25}\b(?:change|badal|badlo|badalna|badalni"
    r"|aage|peeche|shift)\b"
    r"|(?:तारीख|समय|दिन|टाइम|डेट).{0,20}(?:बदल|आगे|पीछे)|(?:बदल|खिसका).{0,15}(?:तारीख|समय|दिन)"
    # "(my booking is this Sunday,) उसे अगले हफ्ते रविवार पर करवाना है": it, to another day.
    r"|(?:उसे|इसे|उसको|इसको|\buse\b|\bise\b|\busko\b|\bisko\b).{0,40}"
    r"(?:\sपर|\sको|\bpar\b|\bko\b)\s+(?:करवाना|करना|कर\s|कर दो|karwana|karna|kar do)",
    re.IGNORECASE,
)
_CANCEL = re.compile(r"\b(?:cancel|cancell?ation|radd)\b|रद्द|कैंसल", re.IGNORECASE)
# "Can I still cancel it?": a record said just before (the engine finds which).
_POINTING = re.compile(
    r"\b(?:it|that|this|ise|isko|use|usko|ye|yeh|wo|woh)\b|इसे|उसे|इसको|उसको|यह|वह", re.IGNORECASE
)
_CART = re.compile(r"\b(?:cart|basket|trolley|jhola)\b|कार्ट", re.IGNORECASE)
# What is in the cart, asked as a question ("what's in my cart?", "cart me kya kya pada hai?",
# "कार्ट खाली क्यों है?"): the cart is shown (on folded text: पड़ा is पडा).
_CART_ASKED = re.compile(
    r"\b(?:empty|khali|khaali|kya kya|kya-kya|whats in|what in|what is in|what all is in|inside"
    r"|pada|padi|pade|rakha|rakhi|rakhe|contents?)\b|खाली|क्या क्या|क्या-क्या|पडा|पडी|पडे|रखा|रखी|रखे"
)
# ...unless something is to be done to it: "empty my cart", "cart khaali kar do", "jo rakha hai
# uska checkout karo", "add what is in my list to the cart".
_CART_DOING = re.compile(
    r"\b(?:empty (?:my|the|it)|(?:khali|khaali) kar\w*|add|daal\w*|dal do|dalo|remove|hata\w*"
    r"|check ?out|order kar\w*|clear)\b|खाली कर|डाल|हटा|चेकआउट"
)
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
# Taking a line out of the cart, or changing how many ("remove the diya", "mala 3 kar do",
# "gangajal 1 hi rakho"); "अगरबत्ती रहने दीजिए" lets the item go (a bare "rehne do" stops a form).
_REMOVE = re.compile(
    r"\b(?:remove|delete|take out|take off|drop|hata|hatao|hata do|nikal|nikalo|nikaal do"
    r"|(?:rehne|rahne|rehene) (?:do|dijiye|dijie|dein|den))\b"
    r"|हटा|निकाल|रहने (?:दो|दीजिए|दीजिये|दें)",
    re.IGNORECASE,
)
_CHANGE = re.compile(
    # "only 2 diyas" changes a count; "I will wear it only" ends its sentence with emphasis.
    r"\b(?:make (?:it|that|the|my|them)|change|update|set|instead of|only(?!\s*(?:[.!?,]|$))"
    r"|keep)\b"
    r"|\bkar (?:do|dijiye|dijie|dena|den|dein)\b"
    r"|\brakh(?:o|na|do|iye|ein|en)\b|कर दो|कर दीजिए|रखो|रख दो|रखिए|रखें",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")
# Where a clause ends: "yantra hata do, abhi sirf gomti chakra lena hai" removes the yantra.
_CLAUSE = re.compile(r"[,;.!?।]|\b(?:but|lekin|par|bas|only|sirf)\b|लेकिन|सिर्फ़|सिर्फ|बस")


def removal_of(text: str) -> str | None:
    """What a message asks taken out ("shani wala hata do"), in its words; None when it asks
    nothing taken out. Whether a cart holds it is for the cart to say."""
    return _removed(text) if _REMOVE.search(fold(text)) else None


def _removed(text: str) -> str:
    """What a removal names: the clause with the verb in it, else the whole message."""
    clause = next((c for c in _CLAUSE.split(text) if _REMOVE.search(fold(c))), text)
    named = topic_of(_REMOVE.sub(" ", clause))
    if not named or _POINTER.fullmatch(named):  # "...शनि यंत्र अभी नहीं... उसको हटा दीजिए"
        return topic_of(_REMOVE.sub(" ", text))
    return named


# A clause that only points at an item named elsewhere in the message.
_POINTER = re.compile(
    r"(?:it|that|this|that one|usko|isko|use|ise|usse|unko|inko|उसको|इसको|उसे|इसे|उन्हें|इन्हें)",
    re.IGNORECASE,
)


# "rudraksha mala bhej do", "send me 2 diyas": an item named and asked to be sent is bought.
_SEND = re.compile(r"\b(?:bhej\w*|send|deliver|courier)\b|भेज")
_TEMPLE = re.compile(r"\b(?:temples?|mandirs?|devasthan|dham)\b|मंदिर|धाम", re.IGNORECASE)
# Sevas a temple offers ("tel abhishek", "archana", "chola"): asked at a temple named, or at a
# place ("shani shingnapur me"), a temple pooja. Rudrabhishek is one word and no part of it:
# a pandit performs it at home too.
_SEVA = re.compile(
    r"\b(?:abhishek|abhishekam|archana|archanai|aarti|arti|aarati|chola|chunari|chunri|darshan"
    r"|darshanam|thulabharam|tulabharam|tulabhar|bhog|naivedya|naivedyam|seva|sevas|sewa"
    r"|utsavam|kalyanotsavam|kalyanam|suprabhatam|shringar|sringar|bhasma)\b"
    r"|अभिषेक|अर्चना|आरती|चोला|चुनरी|चुन्नी|दर्शन|तुलाभार|भोग|नैवेद्य|सेवा|शृंगार|श्रृंगार|भस्म",
)
# An aarti's or darshan's entry pass ("शृंगार आरती के पास चाहिए"): a seva booked, not "near".
_ENTRY_PASS = re.compile(
    r"(?:आरती|दर्शन|\baarti|\barti|\bdarshan)\s+(?:के|का|की|ke|ka|ki)\s+(?:पास|pass|passes)\b"
)
# A place that is the devotee's home: a pandit comes there ("ghar par abhishek").
_HOME = re.compile(r"\b(?:home|house|ghar|flat|residence)\b|घर", re.IGNORECASE)
# A temple's rules asked ("मंदिर में मोबाइल ले जा सकते हैं क्या?", "dress code for the temple"):
# answered from what the product knows, no temple searched for.
_TEMPLE_RULE = re.compile(
    r"\b(?:allowed|allow|dress code|dresscode|wear|wearing|carry"
    r"|take (?:my |a )?(?:phone|mobile|camera)|le ja sakte|le jaa sakte|le ja sakti"
    r"|pehen|pehan|pahan|pehna|pehni)\b"
    r"|ले जा सकत|ले जा सकें|पहन|पहनी|पहना|अनुमति|ड्रेस कोड"
)
# Asking why a thing is done at a temple, what it means, or about a temple is a question for
# the general assistant (it knows each temple's services), not a search.
_WHY = re.compile(
    r"\b(?:why|kyu|kyun|kyon|kyo|meaning|significance|matlab|mahatva|about|baare|bare)\b"
    r"|क्यों|क्यूँ|महत्व|अर्थ|बारे",
    re.IGNORECASE,
)
# Doing a seva is booking it ("I want to do Archana at ...", "abhishek karwana hai").
_DOING = re.compile(
    r"\b(?:do|perform|performed|karna|karni|karwana|karwani|karana|karani|karvana|karvani)\b"
    r"|करना|करनी|करवाना|करवानी|कराना|करानी"
)
_TELL_TEMPLES = re.compile(
    r"\b(?:mandir|mandiron|temples?)\s+(?:batao|bataiye|bata do|dikhao|dikhaiye|list|suggest)\b"
    r"|(?:मंदिर|मंदिरों)\s+(?:बताओ|बताइए|बता दीजिए|दिखाओ|दिखाइए)"
)
_WHICH_PLACE = re.compile(r"\W*(?:which|where|kaun|kaunse|kaunsa|kahan|kaha)\b|\W*(?:कौन|कहाँ|कहां)")
# Booking words that make a temple message a booking (else it looks for temples).
_BOOKING = frozenset({"book", "booking", "karwana", "karwani", "karna", "बुक", "बुकिंग"})
_AT = re.compile(r"\s(?:at|in|near)\s+(?:the\s+)?(?P<place>.+)$", re.IGNORECASE)
# "near me" is a place of its own: what follows it is still the request ("any hanuman temple
# near me where I can book an archana").
_NEAR_ME = re.compile(r"\s(?:near|close to|around)\s+(?:me|us|here|by)\b", re.IGNORECASE)
_MEIN = re.compile(r"^(?P<place>.+?)\s+(?:mein|main|में|par|pe|पर)\s", re.IGNORECASE)
# In Hinglish "me" is "in" ("jaipur me ganesh ji ka mandir"); in English it is the devotee.
_ME = re.compile(r"^(?P<place>.+?)\s+(?:me|mai)\s", re.IGNORECASE)
# Asking where an order is, not to see the list ("show my orders" opens My Orders); a
# receipt is asked of one order too (the status reply links to it).
_STATUS = frozenset({"where", "when", "status", "track", "arrive", "late", "receipt"})
# "order kaise karu?", "how do I order?", "ऑर्डर कैसे करूँ?": asked of an item wanted, the way
# to order it is to begin.
_HOW_TO_BUY = re.compile(
    r"\b(?:how (?:do|can|should) (?:i|we) (?:order|buy|get|purchase)(?: it| this| one)?"
    r"|(?:order|kharid\w*|mangwa\w*|mangaa?\w*) kaise (?:karu|karun|karoon|karein|kare|kar sakte"
    r"|kar sakta|kar sakti|hoga|hota)?)\b"
    r"|\bkaise (?:mangwa|mangaa?|order kar|kharid)\w*"
    r"|(?:ऑर्डर|खरीद\w*|मंगवा\w*|मंगा\w*) कैसे (?:करूँ|करूं|करें|करे|होगा|होता)?"
    r"|कैसे (?:मंगवा|मँगवा|मंगा|मँगा|ऑर्डर|खरीद)"
)


def asks_to_add(text: str) -> bool:
    """ "एक सुंदरकांड और जोड़ दीजिए", "add 2 diyas": something to be put in the cart."""
    return _ADD.search(fold(text)) is not None


_SENT_FOR = re.compile(r"\bmangwa\w*|मंगवा|मँगवा")


def asks_how_to_order(text: str) -> bool:
    """ "कृपया बताइए कैसे मँगवाऊँ", "how do I order it": the way is to order it."""
    return _HOW_TO_BUY.search(fold(text)) is not None


# "my late father's shraddham": one who has passed on, not an order late.
_DECEASED = re.compile(
    r"\blate (?:father|mother|husband|wife|grand\w*|dad|papa|pitaji|mom|maa|amma|appa|parents?"
    r"|brother|sister|son|daughter|uncle|aunt|nana|nani|dada|dadi|shri|smt)\b"
)
_RECEIPT = frozenset({"receipt", "invoice", "raseed", "rasid", "रसीद"})
_ORDERED = ORDER_NOUN | {"ordered", "book", "booking", "my", "previous"}
# "Where can I book an archana?" asks where to do something, not where an order is.
_WHERE_TO = re.compile(r"\bwhere (?:i|we|one) can\b|\bwhere can (?:i|we|one)\b", re.IGNORECASE)
# "Hanuman Chalisa book in Gujarati", "a book of aartis", "any book on Shiva": a book to read,
# which the store sells; never "book a pandit", "book in advance".
_BOOK = re.compile(r"\bbook\b", re.IGNORECASE)
_BOOK_AFTER_A = re.compile(
    r"\b(?:an?|the|this|that|any|some|which|ek|koi|kaunsi|konsi)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_BOOK_OF = re.compile(r"^\s+(?:of|about|written)\b", re.IGNORECASE)
_IN_WORD = re.compile(r"^\s+(?:(?:is |are )?available\s+)?in\s+(\w+)", re.IGNORECASE)
# "that small hanuman chalisa book": a text's book, when nothing after books it.
_A_TEXT = re.compile(
    r"\b(?:chalisa|katha|sundarkand|sunderkand|gita|geeta|aarti|ramayan|ramayana|manas"
    r"|stotra|stotram|sahasranama|sahasranamam)\s+$",
    re.IGNORECASE,
)
# "ek puja book karni hai", "a havan book kar do": booked, not read.
_BOOKED = re.compile(r"^\s+(?:kar\w*|kr\w*|ho\w*|karwa\w*|please|pls|now|for)\b", re.IGNORECASE)


# A scripture said with how it is printed ("रामचरितमानस मझौला साइज वाला, सुंदरकांड मोटा अक्षर
# वाला"): the book, not its recitation, unless a recitation is asked for.
_SCRIPTURE = re.compile(
    r"\b(?:chalisa|sundarkand|sunderkand|ramcharitmanas|manas|gita|geeta|ramayan|ramayana"
    r"|sahasranama|sahasranamam|stotram?)\b|चालीसा|सुंदरकांड|सुन्दरकाण्ड|सुंदरकाण्ड|रामचरितमानस"
    r"|मानस|गीता|रामायण",
    re.IGNORECASE,
)
_PRINTED = re.compile(
    r"\b(?:size|akshar|print|font|large type|big letters|pages|binding|hardbound|paperback)\b"
    r"|साइज|साइज़|अक्षर|छपाई|पन्ने",
    re.IGNORECASE,
)
_RECITED = re.compile(
    r"\b(?:path|paath|recit\w*|karwa\w*|krwa\w*|kara\w*|pandit|panditji)\b|पाठ|करवा|करा|पंडित",
    re.IGNORECASE,
)


def reading_books(text: str) -> str:
    """The text with a book to read said as "books" (a thing the store sells), not "book"."""
    if _SCRIPTURE.search(text) and _PRINTED.search(text) and not _RECITED.search(text):
        return f"{text} books"

    def noun(found: re.Match[str]) -> str:
        before, after = text[: found.start()], text[found.end() :]
        language = _IN_WORD.match(after)
        if _BOOKED.match(after):
            return found.group(0)
        if (
            _BOOK_AFTER_A.search(before)
            or _A_TEXT.search(before)
            or _BOOK_OF.match(after)
            or (language is not None and languages_named(language.group(1)))
        ):
            return "books"
        return found.group(0)

    return _BOOK.sub(noun, text) if "book" in text.lower() else text


# What follows a place without naming it: "at Tirupati through Punya", "at Siddhivinayak for 4
# people", "in Pune on your app".
_NOT_PLACE = re.compile(
    r"\s+(?:(?:through|via|using|on|from|with) (?:the |your )?(?:punya|app|website|site|you)\b"
    r"|for \d+ (?:people|persons|person|log|devotees|members|of us)\b"
    r"|for (?:my|our|me|us|the family)\b|(?:this|next|on|tomorrow|today)\b"
    r"|in (?:his|her|my|our|their|the \w+'?s?) names?\b).*$"
    r"|[\s?.!,]+$",
    re.IGNORECASE,
)


def _place_only(place: str) -> str:
    return _NOT_PLACE.sub("", place).strip() or place


def _split_place(text: str) -> tuple[str, str | None]:
    """ "rudrabhishek at kashi vishwanath" -> ("rudrabhishek", "kashi vishwanath");
    "kashi vishwanath mein abhishek" -> ("abhishek", "kashi vishwanath"). The place keeps its
    words as said ("a temple near me" asks for the devotee's location)."""
    padded = f" {text.strip()} "
    found = _AT.search(padded)
    near_me = _NEAR_ME.search(padded)
    if found is not None and near_me is not None and near_me.start() == found.start():
        return f"{padded[: near_me.start()]} {padded[near_me.end() :]}".strip(), "near me"
    if found is not None:
        near = "near" in padded[found.start() : found.start() + 6].lower()
        place = ("near " if near else "") + _place_only(found.group("place"))
        return padded[: found.start()].strip(), place
    found = _MEIN.search(text.strip() + " ")
    if found is None and latin_language(text) == "hinglish":
        found = _ME.search(text.strip() + " ")
    if found is not None:
        place, rest = found.group("place").strip(), text.strip()[found.end() :]
        *said, last = place.split()
        if said and _HOME.fullmatch(last) and not topic_of(rest).strip():
            return " ".join(said), last  # "vehicle puja karwani hai ghar pe": at home
        return rest, place
    return text, None


def _at_a_temple(folded: str, text: str) -> bool:
    """A temple seva asked at a temple, or at a place that is not the devotee's home ("shani
    shingnapur me tel abhishek"): the engine finds the temple, or says it has none there."""
    if _SEVA.search(folded) is None:
        return False
    if _TEMPLE.search(folded):
        return True
    place = _split_place(text)[1]
    return place is not None and _HOME.search(place) is None and place != "near me"


# Two requests in one message ("mera order kaha hai aur ek aur rudraksh mangwana hai"): the
# first that is a task. (The engine takes the two apart first, with intents.requests: this is
# the task of one part, or of a message whose parts are not two requests.)
_JOINED = re.compile(r"\s+(?:and|aur|और|also|plus|then|phir|फिर)\s+", re.IGNORECASE)


# Items counted in their units ("2 packet", "1 kg", "bottle 3"): a purchase.
_COUNTED = re.compile(
    r"\b\d+\s*(?:kg|g|gm|grams?|packets?|packs?|bottles?|bundles?|pieces?|pcs|sets?|box(?:es)?"
    r"|nos|dozen|litres?|liters?|ml|dibba|dibbe)\b"
    r"|\b(?:packets?|packs?|bottles?|bundles?|box|sets?)\s+\d+\b"
)


# An order's item come broken or wrong, to return or refund ("I received a broken idol, want
# to return it"); the policy asked is a question ("refund policy kya hai").
_RETURNING = re.compile(
    r"\b(?:return|refund|replace|replacement|exchange|broken|damaged|defective|wrong item"
    r"|toota|tuta|tooti|tuti|toot gaya|toot gayi|kharab|wapas|vapas)\b"
    r"|टूट|खराब|ख़राब|वापस|रिफंड|रिफ़ंड"
)
_RECEIVED = re.compile(
    r"\b(?:received|got|delivered|arrived|came|mila|mili|aaya|aayi|aaya hai|my order|that order"
    r"|mera order|meri order|parcel)\b|मिला|मिली|आया|आई|मेरा ऑर्डर|पार्सल"
)
_POLICY = re.compile(r"\b(?:policy|policies|niyam|rules?|how many days|kitne din)\b|नीति|नियम")
# What is offered, asked: "shivling pe kya chadhana chahiye aur kya nahi" (no purchase).
_WHAT_OFFERED = re.compile(
    r"\bkya (?:kya )?(?:chadha\w*|chadhaa\w*|arpit\w*|offer\w*)\b|क्या (?:क्या )?(?:चढ़ा|चढा|अर्पित)"
)


def task_of(text: str) -> Task | None:
    """The task a message asks for, or None (questions, stories, negations, chat); of two
    requests joined, the first that is a task. What a pandit advised to buy is bought (see
    intents.routing.route)."""
    advised = without_advisers(text)
    if advised != text and (bought := _first_task(advised)) is not None and bought.kind in _BUYS:
        return bought
    return _first_task(text)


_BUYS = frozenset({"buy", "add_to_cart", "browse"})


def _first_task(text: str) -> Task | None:
    found = _task_of(text)
    if found is not None:
        return _in_its_sentence(found, text)
    tokens = tokens_of(text)
    if explains(tokens, frozenset(tokens)):
        return None  # "कलश में नारियल और आम के पत्ते क्यों रखते हैं": one question, not two asks
    parts = _JOINED.split(text)
    if len(parts) < 2:
        return None
    return next((t for part in parts if (t := _task_of(part)) is not None), None)


# A sentence that tells of the past: "पिछली बार पंडित जी आए थे", "last time he came".
_PAST = re.compile(r"\b(?:tha|thi|was|were|came|last time|pichli baar)\b|थे|था|थी|पिछली बार")
# The end of a sentence: "Do you have pandits in Almora? I need a Navgraha Shanti puja."
SENTENCE_END = re.compile(r"(?<=[?!।.])\s+")
MAX_SENTENCES = 4


def _in_its_sentence(found: Task, text: str) -> Task:
    """The task as the sentence that names what it is about says it, when the message has
    several ("Namaste. Do you have pandits in Almora? I need a Navgraha Shanti puja done at
    home." asks for the Navgraha Shanti, not a "namaste" found in "Almora? I need...")."""
    sentences = SENTENCE_END.split(text, maxsplit=MAX_SENTENCES)
    if len(sentences) < 2:
        return found
    named = [
        (t, _PAST.search(fold(s)) is not None)
        for s in sentences
        if (t := _task_of(s)) and t.kind == found.kind and t.topic
    ]
    # "...सुंदरकांड पाठ करवाना है। पिछली बार पंडित रमेश शर्मा जी आए थे": a sentence that tells
    # what happened before is not the one that asks.
    asking = [t for t, told in named if not told] or [t for t, _ in named]
    return asking[-1] if asking else found


# The devotee's own shop or office, where a puja is held: a place, not our Store ("humari nayi
# dukaan ka opening hai, Lakshmi puja karwani hai").
_OWN_SHOP = re.compile(
    r"\b(?:meri|mera|mere|humari|hamari|hamara|humara|apni|apna|our|my|new|nayi|nai|naya)\s+"
    r"(?:kapde ki |kapdon ki |)(?:dukaan|dukan|shop|showroom|office|factory)\b"
    r"|(?:मेरी|हमारी|नई|अपनी) (?:दुकान|ऑफिस|शोरूम)",
    re.IGNORECASE,
)


# Whether the store has a thing: "can I order", "do you sell", "available", "milega", "उपलब्ध".
_ASKS_STOCK = re.compile(
    r"\b(?:can i (?:order|buy|get|purchase)|do you (?:sell|have|stock|keep)|available"
    r"|in stock|uplabdh|milega|milegi|milenge|mil sakta|mil sakti|mil sakte|mil jayega"
    r"|mil jaayega|mil jayegi|milta h|milta hai|milti h|milti hai|milte hain)\b"
    r"|उपलब्ध|मिलेगा|मिलेगी|मिलेंगे|मिल सकता|मिल सकती|मिल सकते|मिल जाएगा|मिल जाएगी|मिलता है"
    r"|मिलती है|मिलते हैं"
)
# "स्फटिक माला है क्या?", "gomti chakra h kya": the thing, then "is there?"...
_IS_THERE = re.compile(r"(?P<before>\S+)\s+(?:hai|h|hain|है|हैं)\s+(?:kya|क्या)(?=[\s?।!.,]|$)")
# ...but not a judgement or a doing asked about: "pehenna theek hai kya?", "रखना शुभ है क्या"
_JUDGED = frozenset(
    spaced(
        "theek thik sahi zaroori jaruri shubh achha accha acha galat ok possible allowed asli "
        "nakli original genuine real ठीक सही ज़रूरी जरूरी शुभ अच्छा गलत असली नकली"
    )
)


def _asks_stock(folded: str) -> re.Match[str] | None:
    found = _ASKS_STOCK.search(folded)
    if found is not None:
        return found
    there = _IS_THERE.search(folded)
    if there is None:
        return None
    before = there.group("before").strip("?,.!।")
    doing = before.endswith(("na", "ना", "ni", "नी"))
    return None if before in _JUDGED or doing else there


def asks_stock(text: str) -> bool:
    """Whether the message asks if something is to be had ("size 2 brass wale hain kya?",
    "is the sphatik mala in stock?")."""
    return _asks_stock(fold(text)) is not None


def _stock_words_out(text: str) -> str:
    """The request without its asking words: "sphatik mala hai kya" -> "sphatik mala"."""
    return _IS_THERE.sub(lambda there: there.group("before"), _ASKS_STOCK.sub(" ", text))


# ...of a thing asked about, not to buy: "is prasad available after the puja?"
_NOT_BUYING = re.compile(r"\b(?:after|during|with the|included|free)\b|के बाद|के साथ|शामिल|मुफ़्त")


_BARE_NAME_WORDS = 5  # a message of an item's name and nothing else is at most this long
# The shrine in a devotee's home, where an idol is kept: a home, not a temple to visit.
_HOME_SHRINE = re.compile(
    r"\b(?:ghar|home)\s+(?:ke|ka|ki)?\s*(?:mandir|temple)\b|\bhome\s+(?:mandir|temple|shrine)\b"
    r"|\b(?:puja|pooja)\s+(?:ghar|room)\b|घर के मंदिर|घर का मंदिर|घर के मन्दिर|पूजा घर",
    re.IGNORECASE,
)


# "book ho jayega kya?", "booking ho sakti hai?", "बुक हो सकता है?": whether it can be booked,
# asked as the way to ask for it.
_CAN_BOOK = re.compile(
    r"\b(?:kya\s+)?(?P<what>book|booking)\s+(?:ho|kar)\s+(?:jayega|jaega|jaayega|jayegi|jaegi"
    r"|sakta|sakte|sakti|payega|paenge|payenge)(?:\s+(?:hai|h|hain))?(?:\s+kya)?\b"
    r"|(?:क्या\s+)?(?:बुक|बुकिंग)\s+(?:हो|कर)\s+(?:जाएगा|जाएगी|सकता|सकते|सकती|पाएगा|पाएंगे)"
    r"(?:\s+(?:है|हैं))?(?:\s+क्या)?",
    re.IGNORECASE,
)


def _task_of(text: str) -> Task | None:
    text = _OWN_SHOP.sub(" business ", reading_books(text))
    text = _HOME_SHRINE.sub(" ghar ", text)
    text = _CAN_BOOK.sub(" book karna hai ", text)
    if text.lstrip().lower().startswith(("kya ", "क्या ")) and "book karna hai" in text:
        text = text.lstrip()[4:]  # "kya kalighat me puja book ho sakti hai": the ask
    folded = fold(text)
    tokens = tokens_of(text)
    words = frozenset(tokens)
    # "सामान कितने दिन में पहुँचेगा": the policy ("पंडित जी कब तक पहुँचेंगे": a booking's).
    if not tokens or (asks_delivery_time(folded) and not asks_after_the_priest(folded)):
        return None
    if asks_after_a_delivery(text, folded, words) and not asks_after_the_priest(folded):
        return Task("order_status", order_id_in(text) or "")
    if went_through(text, folded, words):
        return Task("order_status", order_id_in(text) or "")
    returning = _RETURNING.search(folded) and _RECEIVED.search(folded)
    if returning and not _POLICY.search(folded):  # "received a broken idol, want a refund"
        return Task("order_status", order_id_in(text) or "")
    if _WHAT_OFFERED.search(folded) or asks_how_to_pay(folded) or asks_cancel_policy(folded):
        return None  # a question: what is offered on a shivling, whether COD is taken
    if _NEGATED.search(folded):
        return None
    record = order_id_in(text)
    named = words & {"order", "orders", "book", "booking", "purchase"}
    moves = _MOVE.search(folded) is not None and _CART.search(folded) is None
    ours = words & {"my", "mera", "meri", "mere", "hamari", "मेरी", "मेरा", "मेरे", "हमारी"}
    booking_meant = named or _POINTING.search(folded) or words & PRIEST or ours
    if moves and (record or booking_meant or not topic_of(_MOVE.sub(" ", text))):
        return Task("move_booking", record or "")
    asks_cost = _COSTS.search(folded) is not None and record is None
    if _CANCEL.search(folded) and (record or named or _POINTING.search(folded)) and not asks_cost:
        return Task("cancel_order", record or "")
    if words & {"dosha", "manglik"} and _BETWEEN_TWO.search(folded):
        return Task("milan")  # "is there manglik dosh between me and my fiance?"
    if off_topic(text):  # "should I buy Reliance shares today?" is no store search
        return None
    if asks_for_milan(text):  # "kundli milan karna hai"; "what is gun milan?" is a question
        # "Is there nadi dosh between us?" asks of two charts: it is only known by matching.
        of_us = _CAN_YOU.match(folded) or _BOTH_OF_US.search(folded)
        asked = explains(tokens, words) and not of_us
        return None if asked or _ASKS_HOW.match(folded) else Task("milan")
    if (asks_good_time(text) or asks_choghadiya(text)) and not words & (PRIEST | _BOOKING):
        return None  # "is tomorrow a good day to buy gold?": a question for the Panchang
    if asks_hours(folded) and not words & (PRIEST | _BOOKING):
        return Task("temple_timings", topic_of(hours_named(folded)))
    stocked = _asks_stock(folded) and not _WHERE.match(folded)  # "where can I buy": shown
    if stocked and words & THINGS and not (_NOT_BUYING.search(folded) or _REMOVE.search(folded)):
        # "can I order a 5 mukhi rudraksha?", "क्या हवन सामग्री और कपूर उपलब्ध है?": asked as
        # a shopkeeper is, and answered as one does: which one, and how many.
        return Task("buy", topic_of(_stock_words_out(text)))
    if asks_samagri(folded) and (puja := samagri_named(folded)):
        return Task("puja_samagri", puja)  # "griha pravesh ke liye kya samagri chahiye"
    intent = decide(tokens)
    if intent == CHAT and words & (WANTING | {"lena"}) and route(text).intent == "store":
        intent = "store"  # an item the rules have no word for ("gomti chakra bhi chahiye")
    if record is not None and intent in ("orders", "chat"):
        return Task("order_status", record)
    if tells_of_a_record(folded) and intent in ("orders", "chat", "book_priest", "temples"):
        return Task("order_status", record or "")  # "I have a priest booking PNY-731406..."
    mine = bool(words & {"my", "i"})
    # "Where is my order?" asks after one order; "where are my orders?" opens My Orders.
    one = "orders" not in words and _WHERE_TO.search(folded) is None
    status = words & _STATUS - ({"late"} if _DECEASED.search(folded) else set())
    if one and status and (intent == "orders" or (mine and words & {"book", "order"})):
        return Task("order_status", "")
    if words & _RECEIPT and words & _ORDERED:  # "pichle hafte ke order ki receipt chahiye"
        return Task("order_status", "")
    if asks_after_the_priest(folded):
        return Task("order_status", "")
    wants_temple = bool(_TEMPLE.search(folded))
    if wants_temple and _TELL_TEMPLES.search(folded) and not words & {"book", "booking", "बुक"}:
        # "...darshan karna hai, bas pune ke ganpati mandir batao": the temples, listed first.
        rest, place = _split_place(text)
        return Task("find_temples", topic_of(rest), place)
    if _ENTRY_PASS.search(folded):  # "अयोध्या राम मंदिर में शृंगार आरती के पास चाहिए"
        rest, place = _split_place(_ENTRY_PASS.sub(" aarti ", text))
        return Task("book_temple", topic_of(rest), place)
    doing_seva = (
        _SEVA.search(folded) is not None
        and _DOING.search(folded) is not None
        and _WHICH_PLACE.match(folded) is None  # "which temples do archana?" looks for them
    )
    searching = (
        not words & _BOOKING
        # "Hanuman Chalisa ki kitaabein chahiye, mandir mein baantni hain": things to buy.
        and not (words & THINGS and words & (WANTING | BUY))
        and not doing_seva  # "I want to do Archana at Kapaleeshwarar Temple": a booking
        and not _WHY.search(folded)
        and not _OFFER.search(folded)
        and not _TEMPLE_RULE.search(folded)
    )
    if wants_temple and searching:  # "which Shiva temples are in Pune?", "paas me mandir"
        rest, place = _split_place(text)
        return Task("find_temples", topic_of(rest), place)
    in_cart = bool(_CART.search(folded))
    if in_cart and _CART_ASKED.search(folded) and not _CART_DOING.search(folded):
        return Task("show_cart")  # "cart me kya kya pada hai?", "why is my cart empty?"
    ordering_how = _HOW_TO_BUY.search(folded)
    # Wanted, or to be sent for ("...जपमाला मँगवानी है। कृपया बताइए कैसे मँगवाऊँ।").
    wanted = words & (WANTING | {"lena"}) or _SENT_FOR.search(folded)
    if ordering_how and (intent == "store" or words & THINGS) and wanted:
        # "मुझे पंचमुखी रुद्राक्ष की माला चाहिए... ऑर्डर कैसे करूँ?": the way is to order it.
        return Task("buy", topic_of(_HOW_TO_BUY.sub(" ", text)))
    if explains(tokens, words) or _ASKS_HOW.match(folded) or _TELL.search(folded):
        return None
    if _HOW.search(folded) and _GETTING.search(folded) is None:
        return None
    # "checkout karo", "अभी ऑर्डर पूरा करो"; "2 rudraksha order kar do" buys them instead.
    if _CHECKOUT.search(folded) and (in_cart or intent != "store"):
        return Task("checkout")
    removes = bool(_REMOVE.search(folded))
    # "remove the diya from my cart"; "remove the puja thali, my sister already bought one".
    if removes and (in_cart or intent == "store" or words & THINGS):
        return Task("remove_from_cart", _removed(text))
    buying = words & (BUY | {"order", "ऑर्डर"})
    sized = intent == "store" and number_in(text) is not None and not buying
    changes = bool(_CHANGE.search(folded)) and (in_cart or sized)
    if changes:  # "make it 3 diyas in my cart", "actually make the rudraksha 2"
        return Task("change_cart", topic_of(_CHANGE.sub(" ", _DIGITS.sub(" ", text))))
    if in_cart and (_ADD.search(folded) or words & (BUY | WANTING)):
        return Task("add_to_cart", topic_of(text))
    if in_cart:  # "show my cart", "what is in my cart"
        return Task("show_cart")
    if intent == "store":
        if ADVICE.search(folded) and not words & (THINGS | {"store"}):
            return None  # "is tomorrow good to buy gold?": advice, on what we do not sell
        topic = topic_of(text)
        if _WHERE.match(folded):  # "where can I buy a rudraksha mala?": show it
            return Task("browse", topic) if topic else None
        sends = _SEND.search(folded) is not None
        # "rudraksha mala order karna hai": an item named and ordered is bought; so are items
        # counted ("havan samagri 2 packet, havan kund 1").
        ordering = words & (WANTING | {"order"}) or sends or _COUNTED.search(folded) is not None
        if words & BUY or words & {"lena"} or (ordering and topic):
            return Task("buy", topic)
        said = [t for t in tokens if t != "puja"]  # "Satyanarayan puja kit": the kit's name
        if topic and len(topic.split()) == len(said) and len(tokens) <= _BARE_NAME_WORDS:
            # "स्फटिक माला", "Satyanarayan puja kit" said alone in the chat: the item wanted,
            # asked which and how many
            return Task("buy", topic)
        return Task("browse", topic) if topic else None
    if _SCREEN.search(_MEDIUM.sub(" ", folded)):  # "open the priest booking page": the screen
        return None
    offers = bool(_OFFER.search(folded)) and _AT.search(f" {text} ") is not None
    at_temple = _at_a_temple(folded, text) and not words & PRIEST
    if intent == "book_priest" or offers or at_temple or (wants_temple and words & _BOOKING):
        rest, place = _split_place(text)
        temple = (wants_temple and not words & PRIEST) or at_temple
        kind: TaskKind = "book_temple" if temple else "book_priest"
        return Task(kind, topic_of(rest, rite=kind == "book_priest"), place)
    if _SEVA.search(folded) and words & _BOOKING:  # "bhasma aarti ki booking": a temple's seva
        return Task("book_temple", topic_of(text))
    return None


# What asks about an item rather than for it: "अखंड ज्योति कितने दिन जलानी चाहिए?", "rudraksha
# ke baare mein jaankari chahiye", "when should I get it?".
_ASKS_ABOUT = re.compile(
    r"\b(?:how (?:many|much|long|often)|when|which|what|kitne|kitna|kitni|kab|kaun\w*|baare"
    r"|bare me|jaankari|jankari|information|info|details?|about|meaning|matlab)\b"
    r"|कितने|कितना|कितनी|कब|कौन|बारे|जानकारी|मतलब"
)


def wanted_goods(text: str) -> str | None:
    """What a message may ask to buy by its name though no rule read it as a task ("काँच की
    चिमनी वाली अखंड ज्योति भी चाहिए", "bhai ek neelam chahiye"): its topic when it wants or
    sends for something and asks no how, why or what; None otherwise. The store's names then
    decide whether it is an item."""
    text = without_greeting(text)  # "राम राम सा": no Ram Darbar asked for
    folded = fold(text)
    tokens = tokens_of(text)
    words = frozenset(tokens)
    if not (words & (WANTING | BUY | {"lena", "want"}) or _SENT_FOR.search(folded)):
        return None
    asks = explains(tokens, words) or _ASKS_HOW.match(folded) or _TELL.search(folded)
    if asks or _HOW.search(folded) or _WHY.search(folded) or _ASKS_ABOUT.search(folded):
        return None
    if _NEGATED.search(folded) or off_topic(text):
        return None
    return topic_of(text) or None


# What is to go in the place of an item taken out: "hata do, uski jagah camphor daal do",
# "remove the cones and add camphor instead", "दीये हटा दीजिए, उनकी जगह कपूर भेजिए".
_INSTEAD = re.compile(
    r"(?:\b(?:uski|iski|unki|inki) jagah|\b(?:uske|iske|unke|inke) badle|\binstead add"
    r"|\bin (?:its|their) place|\breplace (?:it|them) with|\band add"
    r"|(?:उसकी|इसकी|उनकी|इनकी) जगह|(?:उसके|इसके|उनके|इनके) बदले)\s*[,:]?\s*(?P<rest>.+)",
    re.IGNORECASE | re.DOTALL,
)


# ... or in a clause of its own: "remove the thali, add 2 gangajal instead", "not the thali, 2
# gangajal instead".
_ADD_INSTEAD = re.compile(
    r"(?:[,;.]|\b(?:but|then))\s*(?:please\s+)?(?:add|put in|send|give me|get me)\s+"
    r"(?P<rest>[^,;.]+?)(?:\s+instead)?\s*[.!]?$",
    re.IGNORECASE,
)
_SAID_INSTEAD = re.compile(r"[,;.]\s*(?P<rest>[^,;.]+?)\s+instead\s*[.!]?$", re.IGNORECASE)


def replacement(text: str) -> str | None:
    """The item said to go in the place of one removed, in the devotee's words; None."""
    found = _INSTEAD.search(text) or _ADD_INSTEAD.search(text) or _SAID_INSTEAD.search(text)
    if found is None:
        return None
    rest = found.group("rest").strip()
    return rest if topic_of(rest) else None
