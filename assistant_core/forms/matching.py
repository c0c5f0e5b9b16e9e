"""Matching what a devotee calls something ("griha pravesh", "rudraksh mala", "काशी
विश्वनाथ") to catalogue records, on the retrieval's vocabulary (Hinglish and Devanagari
mapped to the catalogue's words) with rapidfuzz for misspellings. Names count most; a
category or description only breaks ties."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from assistant_core.builtin.textnorm import tokens

# Words that say what kind of thing is wanted, not which one.
GENERIC = frozenset(
    [
        "puja",
        "priest",
        "book",
        "booking",
        "service",
        "temple",
        "mandir",
        "shri",
        "shree",
        "sri",
        "want",
        "need",
        "please",
        "item",
        "items",
        "product",
        "buy",
        "cart",
        "add",
        "order",
    ]
)
FUZZY_SCORE = 85  # a misspelt word still counts ("satyanarayn")
MIN_WORD = 4  # shorter words must match exactly


@dataclass(frozen=True, slots=True)
class Candidate:
    id: str
    name: str
    about: str = ""  # category, deity, description: weaker evidence


def _hits(query: Sequence[str], words: frozenset[str]) -> float:
    found = 0.0
    for word in query:
        if word in words:
            found += 1
        elif len(word) >= MIN_WORD and any(
            len(w) >= MIN_WORD and fuzz.ratio(word, w) >= FUZZY_SCORE for w in words
        ):
            found += 0.9
    return found


def ranked(text: str, candidates: Sequence[Candidate], *, limit: int = 5) -> list[str]:
    """Ids of the candidates the text names, best first; an exact name alone when there is
    one, several when the text fits several equally well (the devotee picks)."""
    query = [w for w in dict.fromkeys(tokens(text)) if w not in GENERIC]
    if not query:
        return []
    wanted = " ".join(query)
    scored: list[tuple[float, str]] = []
    for candidate in candidates:
        name = [w for w in tokens(candidate.name) if w not in GENERIC]
        if " ".join(name) == wanted:
            return [candidate.id]
        in_name = _hits(query, frozenset(name)) / len(query)
        in_about = _hits(query, frozenset(tokens(candidate.about))) / len(query)
        if in_name >= 0.5 or (in_name > 0 and in_about >= 0.5):
            scored.append((in_name * 2 + in_about, candidate.id))
    scored.sort(key=lambda pair: -pair[0])
    if not scored:
        return []
    best = scored[0][0]
    return [cid for score, cid in scored if score >= best - 0.5][:limit]
