"""Questions about a booking or an order already made, not requests for a new one: when it
comes ("kab aayega?", "abhi tak nahi aaya"), when or who the pandit booked is and how to reach
them ("pandit ji ka number milega? kal aane wale hain"), whether it went through or happened
("did my archana happen?"). The assistant answers them with the record's status."""

from __future__ import annotations

import re

from intents.payment_questions import SUPPOSED
from intents.routing import ORDER_NOUN, PRODUCT
from intents.topic_words import topic_of

# "kab aayega?", "कब पहुंचेगी?", "delivery kab": when a thing ordered comes (a pandit's visit is
# asked in the plural, below). Asked with nothing else named, or with a product or an order:
# "Ekadashi kab aayegi?" asks about the day.
_ARRIVES = re.compile(
    r"\b(?:aayega|aayegi|aaega|aaegi|ayega|ayegi|aega|aegi|pahunchega|pahunchegi|pahuchega"
    r"|pahuchegi|milega|milegi|deliver|delivered|arrive|arrives|come|reach)\b"
    r"|आएगा|आएगी|आयेगा|आयेगी|पहुंचेगा|पहुंचेगी|पहुँचेगा|पहुँचेगी|मिलेगा|मिलेगी"
)
_WHEN = re.compile(r"\b(?:when|kab|kitne din)\b|कब|कितने दिन")
# "abhi tak nahi aaya", "order nahi mila", "अभी तक नहीं पहुंचा": an order late (read before
# negations, which it is not).
_NOT_ARRIVED = re.compile(
    r"(?:\b(?:abhi tak|ab tak|still|yet)\b.{0,20}|\b(?:order|parcel|delivery|saman|samaan)\s+)"
    r"\b(?:nahi|nahin|nhi|not)\b\s*(?:\w+\s+)?"
    r"(?:aaya|aayi|aya|ayi|mila|mili|pahuncha|pahunchi|arrived|come|received|delivered)\b"
    r"|(?:अभी तक|अब तक|ऑर्डर|पार्सल|सामान).{0,20}नहीं (?:आया|आई|मिला|मिली|पहुंचा|पहुंची|पहुँचा|पहुँची)"
    # "I didn't get any video or prasad yet", "haven't received it still"
    r"|\b(?:didnt|did not|havent|have not|not)\s+(?:yet\s+)?(?:get|got|receive|received)\b"
    r".{0,40}\b(?:yet|still)\b"
)
# "When will the pandit come?", "pandit ji kitne baje aayenge?", "who is my priest?": asked
# about a booking made (the status answer says when and who), not advice on when to hold one.
_PRIEST_NAMED = re.compile(
    r"\b(?:pandit|panditji|priest|pujari|purohit|guruji|maharaj|vadhyar|shastri)\b|पंडित|पुजारी|गुरुजी"
)
_WHEN_OR_WHO = re.compile(
    r"\b(?:when|what time|kab|kitne baje|kis samay|who|kaun)\b|कब|कितने बजे|किस समय|कौन"
)
_COMING = re.compile(
    r"\b(?:come|comes|coming|arrive|arriving|reach|aayenge|aayega|aaenge|aaega|ayenge|ayega"
    r"|pahunchenge|aa rahe|aane wale|aane vale|aane waale|padharenge|padharsi)\b"
    r"|आएंगे|आएँगे|आयेंगे|आएगा|आयेगा|पहुंचेंगे|पहुँचेंगे|आ रहे|आने वाले|आने वाला"
    # Rajasthani: "कौन से पंडित जी पधारसी"
    r"|पधारेंगे|पधारसी|पधारेगा"
)
_MINE = re.compile(
    r"\b(?:my|mera|mere|meri|hamara|hamare|hamari|our|mharo|mhare|mhara)\b"
    r"|मेरा|मेरे|मेरी|हमारा|हमारे|हमारी|म्हारे|म्हारो|म्हारा"
)
# The pandit's name asked ("पंडित जी का नाम क्या है?", "name of the priest"), not a booking
# made in one's name ("mere naam se book karo").
_NAME_ASKED = re.compile(r"\b(?:ka|ki|ke) naam\b|\bname of\b|'s name\b|का नाम|की नाम")
# "a priest who speaks Telugu": which priest is wanted, not who the booked one is.
_WHO_DOES = re.compile(
    r"\bwho (?:speaks?|knows?|can|could|does|is fluent|understands?|performs?|will do)\b"
)
# "पंडित जी अभी तक नहीं आए", "pandit ji abhi tak nahi aaye", "the priest hasn't come yet": late
# (not "if": "nahi aaye to paise wapas milenge?" asks the policy).
_NOT_COME = re.compile(
    r"(?:\b(?:nahi|nahin|nhi|nai|na)\s+(?:aaye|aye|aae|pahunche|pahuche)\b"
    r"|\b(?:not|hasnt|has not|havent|have not)\s+(?:yet\s+)?(?:come|arrived|reached|turned up)\b"
    r"|(?:नहीं|नही) (?:आए|आये|पहुंचे|पहुँचे))(?!\s*(?:to|tab|then|तो|तब)(?:\W|$))"
)

# "pandit ji ka number milega? kal aane wale hain", "my pandit's contact": how to reach the one
# booked (a pandit's number before booking is no booking's).
_CONTACT = re.compile(r"\b(?:number|contact)\b|नंबर|नम्बर|संपर्क")
_MY_PRIEST = re.compile(
    r"\b(?:my|mera|mere|hamara|hamare|our) (?:pandit|panditji|priest|pujari|purohit)\b"
    r"|(?:मेरे|हमारे) (?:पंडित|पुजारी)"
)
# Whether a booking made went through: "booking confirm hui ki nahi", "did my booking go
# through?", "is my puja booking confirmed?", "money was deducted": asked after a record.
_WENT_THROUGH = re.compile(
    r"\b(?:confirm(?:ed)?\s+(?:hui|hua|hai|ho gayi|ho gaya|hogi|hoga)|is (?:it|my \w+(?: \w+)?) "
    r"confirmed|got confirmed|go(?:ne)? through|went through|deducted|kat gaye?|kat gayi|debited)\b"
    r"|(?:कन्फर्म|पक्की|पक्का) (?:हुई|हुआ|हो गई|हो गया)|पैसे कट"
    # "did my archana happen?", "has my puja been done?", "puja hui ki nahi"
    r"|\b(?:did|has|was) (?:my|our|the) (?:\w+ ){1,4}?(?:happen|take place|go ahead|get done"
    r"|been done|been performed|performed|done|been confirmed|got confirmed|confirmed)\b"
    r"|\b(?:puja|pooja|archana|abhishek\w*|havan|booking) (?:hui|ho gayi|ho gai|hua)"
    r" (?:ki nahi|kya)\b"
    r"|(?:पूजा|अर्चना|अभिषेक|हवन|बुकिंग) (?:हुई|हो गई|हुआ) (?:कि नहीं|या नहीं|क्या)",
)
_RECORD_WORDS = frozenset({"booking", "book", "order", "orders", "puja", "my"})
ADVICE = re.compile(r"\b(?:should|best|shubh|muhurat|auspicious|good (?:day|time))\b|शुभ|मुहूर्त")


def asks_after_a_delivery(text: str, folded: str, words: frozenset[str]) -> bool:
    """ "kab aayega?", "कब पहुंचेगी?", "rudraksha mala kab aayegi", "abhi tak nahi aaya": when
    something ordered comes. A day's question ("Ekadashi kab aayegi?") names something else."""
    if _NOT_ARRIVED.search(folded):
        return True
    if _WHEN.search(folded) is None or _ARRIVES.search(folded) is None:
        return False
    named = topic_of(_ARRIVES.sub(" ", _WHEN.sub(" ", text)))
    return not named or bool(words & (PRODUCT | ORDER_NOUN | {"ordered"}))


def asks_after_the_priest(folded: str) -> bool:
    """When the pandit booked comes, who it is, or how to reach them: a booking made."""
    if _PRIEST_NAMED.search(folded) is None:
        return False
    if _NOT_COME.search(folded):  # "...nahi aaye, 11 baje ka muhurat hai": late, not advice
        return SUPPOSED.search(folded) is None
    if ADVICE.search(folded) is not None:
        return False
    coming = _COMING.search(folded) is not None
    if _WHEN_OR_WHO.search(_WHO_DOES.sub(" ", folded)) or _NAME_ASKED.search(folded):
        return coming or _MINE.search(folded) is not None
    return _CONTACT.search(folded) is not None and (coming or _MY_PRIEST.search(folded) is not None)


def went_through(text: str, folded: str, words: frozenset[str]) -> bool:
    """Whether a booking made went through, or happened: asked after a record."""
    return _WENT_THROUGH.search(folded) is not None and bool(
        words & _RECORD_WORDS or "बुकिंग" in text
    )


# A booking made before, told about: "I have a priest booking PNY-731406", "some archanai was
# booked through your app", "maine pichle hafte booking ki thi", "मैंने बुक किया था".
_BOOKED_BEFORE = re.compile(
    r"\b(?:i|we) (?:have|had|made|did) (?:a |an |my |our )?"
    r"(?:priest |pandit |temple |puja |pooja )?(?:booking|order)\b"
    r"|\b(?:was|were|had been|got) (?:booked|placed|ordered)\b"
    r"|\bbooked (?:through|via|on|from|last|earlier)\b"
    r"|\b(?:book|booking) (?:ki|kiya|kiye|kari|karwai|karwaya|karayi) (?:thi|tha|the)\b"
    r"|(?:बुक|बुकिंग) (?:की|किया|किए|करवाई|करवाया|कराई|कराया) (?:थी|था|थे)"
)


def tells_of_a_record(folded: str) -> bool:
    """Whether the message tells of a booking or order made before (not one to make)."""
    return _BOOKED_BEFORE.search(folded) is not None
