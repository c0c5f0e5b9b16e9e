"""Intent routing: which screen a message asks for (spec section 7's keyword table)."""

from __future__ import annotations

from dataclasses import dataclass

CHAT = "chat"
MATCH_CONFIDENCE = 0.8
CHAT_CONFIDENCE = 0.5

# intent -> (route, keywords): the spec's table, the floor of what we understand.
TABLE: dict[str, tuple[str, tuple[str, ...]]] = {
    "book_priest": ("/book/priest", ("book priest", "book puja")),
    "astrology": ("/consult/astrology", ("astrology", "horoscope", "kundli")),
    "store": ("/store", ("prasad", "store", "buy", "shop", "rudraksha", "gemstone", "yantra")),
    "orders": ("/user/orders", ("my orders", "order history")),
}


@dataclass(frozen=True, slots=True)
class Intent:
    intent: str  # book_priest | astrology | store | orders | chat
    route: str | None  # the screen to open, None for chat
    confidence: float


def route(text: str) -> Intent:
    lowered = text.lower()
    for intent, (path, keywords) in TABLE.items():
        if any(keyword in lowered for keyword in keywords):
            return Intent(intent, path, MATCH_CONFIDENCE)
    return Intent(CHAT, None, CHAT_CONFIDENCE)
