"""Matching what a devotee calls something ("griha pravesh", "rudraksh mala", "काशी
विश्वनाथ") to catalogue records, on the retrieval's vocabulary (Hinglish and Devanagari
mapped to the catalogue's words) with rapidfuzz for misspellings. Names count most; a
category or description only breaks ties."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

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
        # a temple's honorifics ("Arulmigu Meenakshi Amman"): the goddess's name says which
        "amman",
        "arulmigu",
    ]
)
FUZZY_SCORE = 85  # a misspelt word still counts ("satyanarayn")
MIN_WORD = 4  # shorter words must match exactly


@dataclass(frozen=True, slots=True)
class Candidate:
    id: str
    name: str
    about: str = ""  # category, deity, description: weaker evidence
    name_hi: str = ""  # its Hindi name, if written: a name as good as the English


@dataclass(frozen=True, slots=True)
class _Words:
    """A candidate's tokens, as `ranked` reads them."""

    everything: tuple[str, ...]  # of its names and about together
    name: frozenset[str]  # of its names, GENERIC words out
    name_texts: tuple[str, ...]  # each name's, in order, joined by spaces
    raw_texts: tuple[str, ...]  # each name's with its generic words too ("lakshmi puja")
    about: frozenset[str]


# The whole catalogue is ranked for every lookup, and tokenising it was most of a form turn's
# CPU: a candidate's tokens are kept (by value, so an edited record is tokenised anew).
@lru_cache(maxsize=2048)
def _words(candidate: Candidate) -> _Words:
    raw = [tokens(name) for name in (candidate.name, candidate.name_hi) if name]
    names = [[w for w in name if w not in GENERIC] for name in raw]
    return _Words(
        tuple(tokens(f"{candidate.name} {candidate.name_hi} {candidate.about}")),
        frozenset(w for name in names for w in name),
        tuple(" ".join(name) for name in names),
        tuple(" ".join(name) for name, kept in zip(raw, names, strict=True) if kept),
        frozenset(tokens(candidate.about)),
    )


MIN_SHORT_NAME = 5  # "Mahakal" for Mahakaleshwar: a name said short, at least this long


def _hits(query: Sequence[str], words: frozenset[str], *, short: bool = False) -> float:
    """How many words of the query the words have (a misspelt one, or with `short` a name
    said short, counts 0.9)."""
    found = 0.0
    for word in query:
        if word in words:
            found += 1
        elif len(word) >= MIN_WORD and any(
            len(w) >= MIN_WORD
            and (
                fuzz.ratio(word, w) >= FUZZY_SCORE
                or (short and len(word) >= MIN_SHORT_NAME and w.startswith(word))
            )
            for w in words
        ):
            found += 0.9
    return found


_MUKHI = frozenset({"mukhi", "मुखी"})


def _faces(said: list[str], number: str) -> bool:
    """A number that says a rudraksha's faces ("5 mukhi"), not how many ("2 bottle")."""
    return any(
        w == number and said[i + 1 : i + 2] and said[i + 1] in _MUKHI for i, w in enumerate(said)
    )


def ranked(text: str, candidates: Sequence[Candidate], *, limit: int = 5) -> list[str]:
    """Ids of the candidates the text names, best first: an exact name first, with the
    others whose names hold every word asked ("griha pravesh": the puja, and griha pravesh
    with vastu shanti), so the devotee picks; else those that fit about equally well."""
    said = tokens(text)
    asked = [
        w
        for i, w in enumerate(dict.fromkeys(said))
        if w not in GENERIC and w not in _QUALITIES and (not w.isdigit() or _faces(said, w))
    ]
    # Words no candidate has ("kya aap bhej sakte ho") say nothing about which one.
    vocabulary = frozenset(w for c in candidates for w in _words(c).everything)
    query = [w for w in asked if _hits([w], vocabulary, short=True)]
    if not query:
        return []
    wanted = " ".join(query)
    weights = _rarity(query, candidates)
    head = _head(text, query)
    if head is not None:  # it outweighs the rest: a name without it is no match
        weights[head] += 1.5 * sum(w for word, w in weights.items() if word != head)
    total = sum(weights.values())
    exact = [c.id for c in candidates if wanted in _words(c).name_texts]
    also: list[str] = []
    if not exact:
        exact = _said_whole(said, candidates)
        # "I want to do a Lakshmi puja": a name of one word besides "puja" is said whole, but
        # other names hold that word too (Kuber Lakshmi Puja): it first, then those to pick.
        named = {w for c in candidates if c.id in exact for w in _words(c).name}
        if len(named) == 1:
            also = [c.id for c in candidates if c.id not in exact and named <= _words(c).name]
    scored: list[tuple[float, float, str]] = []
    loose: list[tuple[float, float, str]] = []
    for candidate in candidates:
        words = _words(candidate)
        if candidate.id in exact:
            continue
        in_name = sum(weights[w] * _hits([w], words.name, short=True) for w in query) / total
        in_about = sum(weights[w] * _hits([w], words.about) for w in query) / total
        if in_name >= 0.5 or (in_name > 0 and in_about >= 0.5):
            scored.append((in_name * 2 + in_about, in_name, candidate.id))
        elif in_name >= LOOSE_NAME and in_name + in_about >= LOOSE_BOTH:
            loose.append((in_name * 2 + in_about, in_name, candidate.id))
    # "Gita Press Ramcharitmanas": no name holds half the words asked, but a rare one of them
    # is in a name and its description holds it too: those, for the devotee to pick from.
    scored = scored or loose
    scored.sort(key=lambda item: -item[0])
    # "5 mukhi": the faces asked rule out the names of other faces.
    numbers = [w for w in query if w.isdigit()]
    having = {c.id for c in candidates if numbers and all(n in _words(c).name for n in numbers)}
    if having:
        scored = [item for item in scored if item[2] in having]
    if exact:
        holding = [cid for _, in_name, cid in scored if in_name >= 1]
        return list(dict.fromkeys([*exact, *holding, *also]))[:limit]
    if not scored:
        return []
    best = scored[0][0]
    # Every name holding all the words asked stays (its description only orders them).
    return [cid for score, in_name, cid in scored if score >= best - 0.5 or in_name >= 1][:limit]


MIN_WHOLE_NAME = 2  # words: "ghee" said in "ghee wale diye" is no name said whole


def _said_whole(said: Sequence[str], candidates: Sequence[Candidate]) -> list[str]:
    """The candidates whose whole name the message says, word for word, the longest such
    names only: "नए फ्लैट में वास्तु शांति पूजा करानी है" names the Vastu Shanti Puja, though
    "new" and "home" are words of another's name."""
    text = f" {' '.join(w for w in said if w not in GENERIC)} "
    raw = f" {' '.join(said)} "
    best = MIN_WHOLE_NAME
    found: list[str] = []
    for candidate in candidates:
        words = _words(candidate)
        # A name said as written counts its generic words too: "Lakshmi puja karwani hai"
        # says the Lakshmi Puja whole, though "puja" alone names nothing.
        said_names = [
            *(n for n in words.name_texts if f" {n} " in text),
            *(n for n in words.raw_texts if f" {n} " in raw),
        ]
        length = max((n.count(" ") + 1 for n in said_names), default=0)
        if length >= best:
            if length > best:
                best, found = length, []
            found.append(candidate.id)
    return found


# "ghee ka diya", "ghee wale diye", "तांबे का कलश": after "ka" or "wala" comes the thing; the
# words before say which one.
_OF = re.compile(
    r"(?<![\w\u0900-\u097f])(?:ka|ki|ke|wala|wali|wale|vala|vali|vale|का|की|के|वाला|वाली|वाले)"
    r"(?![\w\u0900-\u097f])",
    re.I,
)


def _head(text: str, query: Sequence[str]) -> str | None:
    """The word a phrase "A ka B" is about (B's first searchable word), when it names two."""
    found = list(_OF.finditer(text))
    if len(query) < 2 or not found:
        return None
    after = tokens(text[found[-1].end() :])
    head = next((w for w in after if w in query), None)
    # Only a substance before it ("ghee ka diya", "mitti ke diye") says less than the thing;
    # "laddu gopal ki murti" names the murti by who it is.
    said_before = [w for w in query if w != head]
    return head if all(w in _SUBSTANCES for w in said_before) else None


def _rarity(query: Sequence[str], candidates: Sequence[Candidate]) -> dict[str, float]:
    """Each word asked weighed by how few names have it: in "shraddh aur havan" the one
    puja named for shraddh says more than the six with a havan."""
    named = [_words(c).name for c in candidates]
    # A word no name has ("press" of "Gita Press Ramcharitmanas", in descriptions) says less
    # than the one name that has the other.
    return {
        w: 1 / n if (n := sum(1 for name in named if _hits([w], name, short=True))) else UNNAMED
        for w in query
    }


UNNAMED = 0.5  # the weight of a word asked that no name has
LOOSE_NAME = 0.34  # share of what was asked in a name, when nothing holds half...
LOOSE_BOTH = 0.7  # ...and in its name and description together


# Words that praise or measure a thing rather than say which it is ("achha sa", "original",
# "2 packet"): a search without them in a name is no lesser match.
_QUALITIES_WORDS = """
good quality authenticity achha acha accha sa wala wali wale sasta cheap best nice
small big chota chhota bada badi packet packets pack piece pieces pcs box bottle bottles
dibba dibbe डिब्बा डिब्बे बोतल पैकेट
"""
_QUALITIES = frozenset(_QUALITIES_WORDS.split())
# What a thing is made of: it says which one, but not what it is.
_MATERIALS_WORDS = """
brass pital peetal पीतल marble sangmarmar संगमरमर silver chandi चांदी चाँदी copper tamba तांबा
ताँबा clay mitti मिट्टी wooden wood lakdi लकड़ी panchdhatu पंचधातु crystal sphatik स्फटिक
"""
_MATERIALS = frozenset(_MATERIALS_WORDS.split())
# What a thing burns or holds: "ghee ka diya" is a diya for ghee, not ghee.


def name_words_said(text: str, name: str, name_hi: str | None = None) -> frozenset[str]:
    """The words of a name (in either language) that a message says, but for the generic
    ones, qualities, materials and numbers: how closely it names that item ("काँच की चिमनी
    वाली अखंड ज्योति" says five of the Akhand Jyoti's; "brass 5 inch" says none)."""
    named = {w for n in (name, name_hi) if n for w in tokens(n)}
    return frozenset(
        w
        for w in set(tokens(text)) & named
        if w not in GENERIC and w not in _QUALITIES and w not in _MATERIALS and not w.isdigit()
    )


_SUBSTANCES = _MATERIALS | frozenset(["ghee", "oil", "tel", "til", "camphor", "water", "jal"])


def nearest_only(text: str, names: Sequence[str]) -> bool:
    """Whether the things found (by `names`) lack what the devotee said makes theirs theirs:
    a word just before one the names have, that none of them has ("navgrah yantra" when the
    store has a Shri Yantra; "hanuman murti" when it has a Ganesh murti)."""
    had = frozenset(w for name in names for w in tokens(name))
    asked = [
        w for w in tokens(text) if w not in GENERIC and w not in _QUALITIES and not w.isdigit()
    ]
    # The word missed must head its phrase: in "kashi vishwanath prasad", "kashi" is had and
    # "vishwanath" only says more of it; a material before it does not ("पीतल की लक्ष्मी गणेश
    # मूर्ति" misses Lakshmi when the store has a brass Ganesh).
    hit = [bool(_hits([w], had)) for w in asked]
    return any(
        hit[i + 1] and not hit[i] and (i == 0 or not hit[i - 1] or asked[i - 1] in _MATERIALS)
        for i in range(len(asked) - 1)
    )


# A deity by any of its names, one deity a line: a temple search for "Mahadev" finds a
# temple written "Shiva".
_DEITY_NAMES = """
shiva shiv mahadev shankar bholenath mahakal mahakaleshwar jyotirlinga vishwanath shivling rudra
hanuman bajrangbali bajrang maruti anjaneya mochan
devi durga mata kali amba ambe bhavani shakti vaishno chamunda meenakshi kamakshi amman goddess
ganesh ganesha ganpati ganapati vinayak vinayaka siddhivinayak gajanan
krishna krishn kanha gopal iskcon bihari govind radha
vishnu narayan venkateswara balaji tirupati jagannath ranganath
ram rama raghunath
shani shanidev
sai saibaba shirdi
"""
DEITIES = tuple(frozenset(line.split()) for line in _DEITY_NAMES.strip().splitlines())
# Words of a search that ask rather than name ("list", "koi", "famous"): every other word
# must be found in a temple's name, place or description.
_ASKING_WORDS = """
list show find tell search famous best popular top nearby nearest near paas dev devta bhagwan
god lord all mandirs temples timing timings time open khulta darshan dekhna visit go jana
bas sirf only just ji
"""
_ASKING = frozenset(_ASKING_WORDS.split())


def _synonyms(word: str) -> frozenset[str]:
    return next((group for group in DEITIES if word in group), frozenset((word,)))


def searched(text: str, candidates: Sequence[Candidate], *, limit: int = 5) -> list[str]:
    """Ids of the candidates that hold every word of a search ("shiva pune": a Shiva temple
    in Pune), a deity by any of its names; those naming it in their name first. Nothing when
    the search names nothing, or a word no candidate has: then none matches."""
    asked = [w for w in dict.fromkeys(tokens(text)) if w not in GENERIC and w not in _ASKING]
    if not asked:
        return []
    scored: list[tuple[float, str]] = []
    for candidate in candidates:
        words = _words(candidate)
        everything = frozenset(words.everything)
        if all(_hits(list(_synonyms(w)), everything) for w in asked):
            in_name = sum(min(1.0, _hits(list(_synonyms(w)), words.name)) for w in asked)
            # The word itself, not only a name of its deity ("Tirupati": the temples there).
            said = sum(min(1.0, _hits([w], everything)) for w in asked)
            scored.append((-in_name - said, candidate.id))
    scored.sort(key=lambda item: item[0])  # stable: equals stay in the catalogue's order
    return [cid for _, cid in scored[:limit]]


def offering(text: str, sevas: list[Candidate], temple_of: dict[str, str]) -> list[str]:
    """The temples whose seva `text` names, when it names one few temples offer ("bhasma
    aarti"); none for a seva most temples offer ("archana"): then which temple is asked."""
    found = list(dict.fromkeys(temple_of[i] for i in ranked(text, sevas, limit=len(sevas))))
    return found if len(found) <= SEVA_TEMPLES else []


SEVA_TEMPLES = 3  # more temples than this offering a seva: it does not tell the temple


def fit(text: str, name: str, place: str = "") -> int:
    """How well a record holds the words of a search: two for each word in its name or place
    as written, one for a deity named by another of its names ("balaji" in "Sri Venkateswara
    Swamy Temple"); 0 when the search names nothing."""
    asked = [w for w in dict.fromkeys(tokens(text)) if w not in GENERIC and w not in _ASKING]
    written = frozenset(w for w in tokens(f"{name} {place}") if w not in GENERIC)
    in_name = frozenset(w for w in tokens(name) if w not in GENERIC)
    score = 0
    for word in asked:
        if _hits([word], written):
            score += 2
        elif _hits(list(_synonyms(word)), in_name):
            score += 1
    return score


def unasked(text: str, name: str) -> int:
    """How many words of a record's name a search does not hold ("satyanarayan katha" holds
    all of Satyanarayan Katha's, and leaves two of Havan-sahit Satyanarayan Katha's): of names
    that fit a search as well, the one it says whole."""
    asked = frozenset(w for w in tokens(text) if w not in GENERIC)
    return sum(1 for w in dict.fromkeys(tokens(name)) if w not in GENERIC and not _hits([w], asked))
