"""A way to pay asked about ("gemstones pe COD milta hai kya", "do you take UPI?"): the
payments policy's question, never a store search or a screen. On folded text
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
