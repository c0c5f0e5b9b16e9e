"""Subjects outside what Punya does, asked in its words ("should I buy Reliance shares today?",
"which stock should I buy for Diwali muhurat trading?", "kal mausam kaisa rahega?", "sugar ki
dawai", "PNR status"): a
question the assistant says it cannot answer, never a store search or a screen."""

from __future__ import annotations

import re

from intents.normalise import fold

# "stock" alone is the store's ("is the mala in stock?"): only a share's stock is a market's.
_MARKETS = re.compile(
    r"\b(?:shares|share market|share price|stock market|stock exchange|stocks|equity|equities"
    r"|sensex|nifty|intraday|mutual funds?|crypto\w*|bitcoin|ipo|forex|trading|demat"
    r"|which stock|stock to buy|stock should|stock lena|stock kharid\w*"
    r"|(?:gold|silver|sone|sona|chandi|chaandi) (?:ka |ki |ke )?(?:rate|rates|price|bhav|bhaav))\b"
    r"|शेयर|स्टॉक मार्केट|म्यूचुअल फंड|ट्रेडिंग|क्रिप्टो|(?:सोने|चांदी) (?:का |के )?(?:भाव|रेट|दाम)"
)
_WEATHER = re.compile(
    r"\b(?:weather|forecast|mausam|temperature|rain(?:fall)? tomorrow|baarish|barish"
    r"|will it rain|raining|rain (?:today|tonight|in))\b"
    r"|मौसम|बारिश होगी|तापमान"
)


# Medicine and travel tickets: "sugar ki dawai konsi leni chahiye", "train ka PNR status".
_MEDICINE = re.compile(
    r"\b(?:medicine|medicines|dawai|dawa|davai|dava|dosage|prescription|tablets?|pills?"
    r"|blood pressure|bp)\b"
    r"|दवा|दवाई|दवाइयाँ"
)
# "Railway" alone is where a son got a job ("beta ki naukri lagi hai railway me"), not travel.
_TRAVEL = re.compile(
    r"\b(?:pnr|irctc|(?:train|flight|bus|railway) (?:ticket|tickets|status|timings?|reservation"
    r"|enquiry|inquiry))\b"
    r"|पीएनआर|(?<!\w)PNR|ट्रेन का|ट्रेन की"
)
# Sport: "india ka match kitne baje hai aaj" is cricket, not Kundli matching.
_SPORT = re.compile(
    r"\b(?:cricket|ipl|t20|odi|world cup|football|hockey|kabaddi|live score|match score"
    r"|\w+ (?:vs|versus) \w+(?=.*\b(?:match|score|game)\b)"
    r"|\b(?:match|score|game)\b.*\b\w+ (?:vs|versus) \w+"
    r"|(?:india|team india|cricket|ipl|football|kal|aaj|today'?s?|tonight'?s?)"
    r" (?:ka |ki |ke )?match)\b"
    r"|क्रिकेट|(?:भारत|इंडिया|आज|कल) (?:का |की )?मैच"
)
_OFF = (_MARKETS, _WEATHER, _MEDICINE, _TRAVEL, _SPORT)


def off_topic(text: str) -> bool:
    """Asks about markets and investments, the weather, medicine, train and flight tickets
    or sport: out of Punya's scope."""
    folded = fold(text)
    return any(subject.search(folded) is not None for subject in _OFF)
