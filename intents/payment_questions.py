"""A way to pay asked about ("gemstones pe COD milta hai kya", "do you take UPI?"), and what a
cancellation costs or returns ("agar pandit booking cancel karni ho to paisa katega kya?"): the
policies' questions, never a store search, a screen or a cancellation begun. On folded text
(intents.normalise.fold)."""

from __future__ import annotations

import re

_PAYING_ASKED = re.compile(
    r"\b(?:cod|cash on delivery|upi|emi|net ?banking|card payment|online payment)\b.{0,40}"
    r"\b(?:milta|milti|available|hai kya|kya|can i|do you|is there|possible|chalega|hota|accept)\b"
    r"|\b(?:do you|can i|is there)\b.{0,20}\b(?:cod|cash on delivery|upi|emi)\b"
)


def asks_how_to_pay(folded: str) -> bool:
    """Asks which ways to pay are taken."""
    return _PAYING_ASKED.search(folded) is not None


_CANCELLING = re.compile(r"\b(?:cancel\w*|radd)\b|रद्द|कैंसल")
# Moving to another date or time, and what it costs: "is there any charge to reschedule?",
# "तारीख बदलने का कोई चार्ज?" ("reschedule it to Sunday if possible" asks for the move).
_MOVING = re.compile(
    r"\b(?:reschedul\w*|postpone\w*|prepone\w*|date change|change the date|tareekh badal\w*"
    r"|tarikh badal\w*|date badal\w*)\b|तारीख बदल"
)
_MOVING_COST = re.compile(
    r"\b(?:charges?|fee|fees|penalty|policy|cost|extra|paisa|paise)\b|चार्ज|शुल्क|फ़ीस|फीस|पैसा"
)
# What the rule is: the refund, the charge, the policy, or a cancel said as "if".
_RULE_ASKED = re.compile(
    r"\b(?:policy|rules?|niyam|refund (?:milta|milega|milti|hota|hoga|kitna|kab|ka)"
    r"|kitna (?:paisa )?(?:katega|milega|wapas)|paisa katega|paise katenge|charges?|fee|penalty"
    r"|deduct\w*"
    r"|agar|if|what if|kaise hoga|kaise hota)\b"
    r"|पॉलिसी|नियम|रिफंड (?:मिलता|मिलेगा|कितना)|कितना कटेगा|पैसा कटेगा|अगर|कैसे होगा|चार्ज|शुल्क"
)


# Wanting it cancelled: "cancel karni hai", "cancel kar do", "please cancel" (unless "agar").
_CANCEL_WANTED = re.compile(
    r"\b(?:cancel\w*|radd) (?:karni|karna|karwani|karwana) (?:hai|h|he)\b"
    r"|\b(?:cancel\w*|radd) (?:kar do|kardo|kr do|karo|kariye|kijiye|kar dijiye)\b"
    r"|\b(?:please|pls|want to|wanna|need to) cancel\b"
    r"|(?:रद्द|कैंसल) (?:करनी है|करना है|कर दो|कर दीजिए|करें|कीजिए)"
)
# Said as a supposition ("agar pandit ji nahi aaye to...?"): a question of the rule.
SUPPOSED = re.compile(r"\b(?:if|agar|suppose)\b|अगर|यदि")


def asks_cancel_policy(folded: str) -> bool:
    """Asks what cancelling or moving costs or returns, or how it is done: the policy, not a
    cancel ("booking cancel karni hai, refund kab milega" asks for the cancel)."""
    if _MOVING.search(folded) and _MOVING_COST.search(folded):
        return True
    if _CANCELLING.search(folded) is None or _RULE_ASKED.search(folded) is None:
        return False
    return _CANCEL_WANTED.search(folded) is None or SUPPOSED.search(folded) is not None
