"""A temple's hours asked ("what are the darshan timings of X", "what time does X open", "X
mandir kitne baje khulta hai", "काशी विश्वनाथ कब खुलता है", "aarti ka samay"), and the words
left once those that ask are taken out: the temple's name. On folded text
(intents.normalise.fold)."""

from __future__ import annotations

import re

_TIMINGS = re.compile(
    r"\b(?:timings?|(?:opening|visiting|darshan|temple) hours"
    r"|(?:open|opening|closing|darshan|aarti|arti) (?:time|timing|timings|samay|ka samay|ka time)"
    r"|khulne ka (?:samay|time)|band hone ka (?:samay|time)"
    r"|khulta|khulti|khulte|khulega|khulegi|khulenge|band hota|band hoti|band hote"
    r"|khula (?:rehta|rahta|hota|hai)|khuli (?:rehti|rahti|hoti))\b"
    r"|खुलता|खुलती|खुलते|खुलेगा|खुलने|खुला (?:रहता|होता)|बंद होता|बंद होती"
    r"|(?:दर्शन|आरती) (?:का|के) (?:समय|टाइम)"
)
_WHEN_TIME = re.compile(
    r"\b(?:when|what time|till when|until when|how late|how early|kab|kitne baje|kis samay"
    r"|kis time)\b|कब|कितने बजे|किस समय"
)
_OPEN_CLOSE = re.compile(
    r"\b(?:open|opens|opened|close|closes|closed|shut|shuts|darshan|aarti|arti)\b|दर्शन|आरती"
)
# The words that ask about hours; "hours" alone asks hours only beside "opening" and the like
# ("cancel 5 hours before" asks no temple's hours), but goes with them from the name.
_ASKING = re.compile(
    r"\b(?:timings?|hours|time|timing|samay|open|opens|opening|close|closes|closing|shut|shuts"
    r"|darshan|aarti|arti|khul\w*|band|when|kab|baje|till|until|late|early|does|do|is|are"
    r"|morning|evening|night|subah|shaam|raat|ka|ki|ke|ko|hota|hoti|hote|kya|batao|bataiye"
    r"|bataye|tell|tak|rehta|rahta|rehti|rahti|kovil|koil|gudi)\b"
    r"|खुलता|खुलती|खुलते|खुलेगा|खुलने|खुला|बंद|समय|टाइम|दर्शन|आरती|कब|बजे|होता|होती|सुबह|शाम|रात"
    r"|क्या|बताओ|बताइए|तक|रहता|रहती"
)


def asks_hours(folded: str) -> bool:
    """Asks when a place opens or closes, or its darshan or aarti times."""
    if _TIMINGS.search(folded):
        return True
    return _WHEN_TIME.search(folded) is not None and _OPEN_CLOSE.search(folded) is not None


def hours_named(folded: str) -> str:
    """The question without the words that ask about hours (what names the temple is left)."""
    return _ASKING.sub(" ", folded)
