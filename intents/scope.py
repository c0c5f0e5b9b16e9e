"""Subjects outside what Punya does, asked in its words ("should I buy Reliance shares today?",
"which stock should I buy for Diwali muhurat trading?", "kal mausam kaisa rahega?"): a
question the assistant says it cannot answer, never a store search or a screen."""

from __future__ import annotations

import re

from intents.normalise import fold

# "stock" alone is the store's ("is the mala in stock?"): only a share's stock is a market's.
_MARKETS = re.compile(
    r"\b(?:shares|share market|share price|stock market|stock exchange|stocks|equity|equities"
    r"|sensex|nifty|intraday|mutual funds?|crypto\w*|bitcoin|ipo|forex|trading|demat"
    r"|which stock|stock to buy|stock should|stock lena|stock kharid\w*)\b"
    r"|शेयर|स्टॉक मार्केट|म्यूचुअल फंड|ट्रेडिंग|क्रिप्टो"
)
_WEATHER = re.compile(
    r"\b(?:weather|forecast|mausam|temperature|rain(?:fall)? tomorrow|baarish|barish)\b"
    r"|मौसम|बारिश होगी|तापमान"
)


def off_topic(text: str) -> bool:
    """Asks about markets and investments, or the weather: out of Punya's scope."""
    folded = fold(text)
    return _MARKETS.search(folded) is not None or _WEATHER.search(folded) is not None
