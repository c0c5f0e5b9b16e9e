"""What a message to the Kundli agent is about: a chart, a horoscope, a dosha or a match."""

from __future__ import annotations

from intents.normalise import tokens_of
from intents.routing import COMPATIBILITY, explains

DOSHA = frozenset({"dosha", "manglik", "kaalsarp", "sadesati"})
HOROSCOPE = frozenset({"horoscope", "zodiac", "prediction"})


def mentions_kundli(text: str) -> bool:
    """Does the message name a Kundli: kundli, kundali, कुंडली, janam kundli, janam patri, birth
    chart, natal chart, horoscope chart? (Spec: this starts the birth-detail form.)"""
    return "kundli" in tokens_of(text)


def asks_for_kundli(text: str) -> bool:
    """Names a Kundli and is not only asking what one is ("what is a kundli?" is not a request)."""
    tokens = tokens_of(text)
    return "kundli" in tokens and not explains(tokens, frozenset(tokens))


_NOT = frozenset({"not", "no", "dont", "nahi", "nahin", "mat", "नहीं", "नही", "मत"})


def asks_for_milan(text: str) -> bool:
    """Asks to match two charts: a matching word not refused next to it ("कुंडली मिलान नहीं,
    अपनी कुंडली बनवानी है" and "I don't need matching, just my kundli" ask for one's own)."""
    tokens = tokens_of(text)
    for i, token in enumerate(tokens):
        if token in COMPATIBILITY:
            near = set(tokens[max(0, i - 2) : i]) | set(tokens[i + 1 : i + 2])
            return not near & _NOT
    return False


def kundli_topic(text: str) -> str | None:
    """kundli | horoscope | dosha | compatibility: the Kundli agent's local answers. The most
    specific topic wins: "kundli matching" is compatibility, "manglik dosh in my kundli" dosha."""
    words = frozenset(tokens_of(text))
    if words & COMPATIBILITY or ("marriage" in words and words & {"kundli", "horoscope"}):
        return "compatibility"
    if words & DOSHA:
        return "dosha"
    if words & HOROSCOPE:
        return "horoscope"
    return "kundli" if "kundli" in words else None
