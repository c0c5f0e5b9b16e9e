"""Whether the store delivers somewhere, asked ("can u deliver to kukatpally", "do you deliver
to small towns?", "gaon mein delivery hoti hai kya", "क्या बिहार में डिलीवरी होती है"): the
shipping policy's question, whatever the place is called (the PIN is checked at checkout).
Never an order's whereabouts ("when will my order be delivered"). On folded text
(intents.normalise.fold)."""

from __future__ import annotations

import re

_DELIVERING = re.compile(
    r"\b(?:deliver|delivers|delivery|deliveries|ship|ships|shipping|courier|send|sends)\b"
    r"|डिलीवरी|डिलिवरी|भेजते|भेजेंगे|पहुँचाते|पहुंचाते"
)
_WHERE = re.compile(
    r"\b(?:to|in|at|till|until|upto|up to|outside|across|all over|everywhere|anywhere|mein|me"
    r"|tak|par|pe)\b|में|तक|पर"
)
_ASKING = re.compile(
    r"^\W*(?:do|does|can|could|will|would|is|are)\b|\b(?:do you|can you|can u|will you"
    r"|kya|hoti|hota|hogi|hoga|milegi|milega|karte|karenge|possible|available)\b|\?"
    r"|क्या|होती|होगी|मिलेगी|करते|करेंगे|संभव"
)
# An order of one's own: its status, not the policy.
_MINE = re.compile(
    r"\b(?:my|mera|meri|mere|hamara|hamari|order|orders|parcel|package|kab|when|where|kahan"
    r"|kaha|abhi tak|status)\b|मेरा|मेरी|मेरे|ऑर्डर|कब|कहाँ|कहां"
)


# Paying at the door is a payment question ("क्या रत्नों पर कैश ऑन डिलीवरी मिलती है"), not where.
_PAY_ON_DELIVERY = re.compile(
    r"\b(?:cash|pay|payment|paise|nakad|naqad)\s+on\s+delivery\b|\bcod\b"
    r"|कैश ऑन डिलीवरी|कैश ऑन डिलिवरी"
)


def asks_delivery_area(folded: str) -> bool:
    """Asks whether the store delivers to a place."""
    return (
        _PAY_ON_DELIVERY.search(folded) is None
        and _DELIVERING.search(folded) is not None
        and _WHERE.search(folded) is not None
        and _ASKING.search(folded) is not None
        and _MINE.search(folded) is None
    )


# "how long will delivery take", "kitne din me aayega", "जल्दी पहुँच जाएगा क्या?": the
# shipping policy's times, for an order not yet placed (one's own order is its status).
_HOW_SOON = re.compile(
    r"\b(?:how long|how many days|how soon|how fast|kitne din|kitne dino|kitna time|kab tak"
    r"|jaldi|quickly|fast delivery|delivery time)\b|कितने दिन|कितना समय|कब तक|जल्दी"
    # by a day: "will it reach by 8th?", "10 tarikh tak aa jayega?", "8 तारीख तक पहुँचेगा?"
    r"|\b(?:by|before)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b"
    # by a festival, a month or a weekday: "will it reach before Margazhi starts?"
    r"|\bbefore\s+(?:\w+\s+){1,2}(?:starts?|begins?|comes?)\b"
    r"|\b(?:by|before)\s+(?:next\s+|this\s+)?(?:monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday|diwali|deepavali|navratri|dussehra|holi|pongal|sankranti|shivratri"
    r"|janmashtami|ganesh chaturthi|karwa chauth|margazhi|the festival|next week)\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:tarikh|tareekh|date)?\s*(?:tak|se pehle)\b"
    r"|\d{1,2}\s*(?:तारीख)?\s*(?:तक|से पहले)"
)
_ARRIVING = re.compile(
    r"\b(?:deliver|delivered|delivery|arrive|arrives|reach|reaches|aayega|ayega|aayegi|ayegi"
    r"|aa jayega|pahunch|pahuch|pahunchega|pahunchegi|milega|milegi)\b"
    r"|डिलीवरी|पहुँच|पहुंच|आएगा|आएगी|आ जाएगा|मिलेगा|मिलेगी"
    # "how long does it take": the parcel's, when one is named ("how long does sundarkand path
    # take" asks how long the puja lasts).
    r"|\btake\b(?=.*\b(?:order|parcel|courier|shipping|items?|products?|package)\b)"
    r"|\b(?:order|parcel|courier|shipping|items?|products?|package)\b.*\btake\b"
)
_AN_ORDER = re.compile(r"\b(?:my|mera|meri|mere|status|track)\b|मेरा|मेरी|मेरे|\b(?:pb|tb|so)-")


def asks_delivery_time(folded: str) -> bool:
    """Asks how long the store takes to deliver, of no order in particular."""
    return (
        _HOW_SOON.search(folded) is not None
        and _ARRIVING.search(folded) is not None
        and _AN_ORDER.search(folded) is None
    )
