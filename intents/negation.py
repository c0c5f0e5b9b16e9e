"""What a message asks for once what it declines is set aside: "pandit nahi chahiye, bas havan
ka saman bhej do" asks for the samagri; "I don't want a home puja, book the abhishekam at
the temple itself" asks for the temple. A message that only declines, or declines nothing,
is left as it is (the router reads a lone negation as no request)."""

from __future__ import annotations

import re

from intents.normalise import fold

# A clause that declines something: not wanting, needing, buying or booking it. "abhi tak nahi
# aaya" (an order late) declines nothing. Read on folded text.
_DECLINES = re.compile(
    r"\b(?:not|don'?t|dont|do not|doesn'?t|no need|never|nahi|nahin|nhi|mat)\b.{0,30}"
    r"\b(?:buy|book|order|want|need|looking|chahiye|chahte|kharid|karwa|karna|karni|lena|leni"
    r"|mangwa|cancel|radd|bula|bhej|deliver|send|come|aana|aaye)"
    r"|\bno need\b"
    r"|\b(?:buy|book|booking|order|kharidna|lena|leni|karni|karna|karwani|karwana|chahiye|cancel"
    r"|radd)\w*\s+(?:nahi|nahin|nhi|mat)\b"
    r"|\bno (?:priest|pandit|puja|booking|home puja|online puja)\b"
    r"|नहीं चाहिए|(?:ना|नी) नहीं (?:है|हैं|करना|करनी|चाहिए)"
    r"|नहीं (?:करना|करनी|करवाना|करवानी|लेना|लेनी|बुलाना|बुलाने|बुलवाना|मंगाना|मँगाना)"
    r"|मत (?:करो|करिए|कीजिए|भेजो)",
)
# Where one clause ends and the next begins: punctuation, or a word that turns from what is
# declined to what is asked ("but", "only", "bas", "sirf", "बल्कि").
_TURN = re.compile(
    r"\s*(?:[,;!?।|]|\.(?:\s|$)|\s-\s"
    r"|\b(?:but|only|just|instead|rather|bas|bus|sirf|balki|kewal|keval)\b"
    r"|बस|सिर्फ़|सिर्फ|केवल|बल्कि)\s*",
)
MIN_WORDS = 2  # a clause left shorter than this ("ok") asks for nothing by itself


def declines(text: str) -> bool:
    """Whether some clause of `text` declines something ("thali nahi chahiye", "I don't want
    the lamp")."""
    return any(_DECLINES.search(fold(c)) for c in _TURN.split(text) if c and c.strip())


def asked_part(text: str) -> str:
    """The clauses of `text` that do not decline something, when some clause does and others
    remain; else `text` itself."""
    clauses = [c.strip() for c in _TURN.split(text) if c and c.strip()]
    if len(clauses) < 2:
        return text
    declined = [bool(_DECLINES.search(fold(c))) for c in clauses]
    if not any(declined):
        return text
    kept = [c for c, d in zip(clauses, declined, strict=True) if not d]
    if sum(len(c.split()) for c in kept) < MIN_WORDS:
        return text
    return " ".join(kept)
