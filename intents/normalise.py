"""Text to canonical tokens: case, accents, punctuation, Devanagari, Hinglish and typing slips."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz.distance import DamerauLevenshtein
from rapidfuzz.process import extractOne

from intents.lexicon import ADDRESSING, FUZZY_TARGETS, NOT_TYPOS, PHRASES, WORDS

MAX_TEXT = 2000  # the assistant's own limit on a message; longer text is cut, never scanned whole
_DEVANAGARI_DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
# A nasal consonant with a virama before a stop is written either way (कुण्डली, कुंडली): one form.
_HALF_NASAL = re.compile("[ङञणनम]\u094d(?=[\u0915-\u092e])")
# Devanagari letters and signs, for a class: not the dandas (।, ॥) that end a sentence, nor
# the digits. "15 जनवरी।" ends its month's word at the danda.
DEVANAGARI_LETTERS = "\u0900-\u0963\u0971-\u097f"
_TOKEN = re.compile(rf"[a-z0-9]+|[{DEVANAGARI_LETTERS}]+")
_APOSTROPHE_S = re.compile(r"['’]s\b")
_APOSTROPHE = re.compile(r"['’]")


# One message is folded, split and tokenised by many readers in a turn (smalltalk, language,
# tasks, routing, the Kundli topics...): the results of short texts are kept, a bounded few.
CACHED_TEXT = 300  # longer texts are rare and are worked out each time (bounds the memory)
_CACHED_TEXTS = 2048


def fold(text: str) -> str:
    """Lower case; Latin accents dropped (poojā -> pooja); Devanagari spellings made one."""
    return _fold_cached(text) if len(text) <= CACHED_TEXT else _fold(text)


@lru_cache(maxsize=_CACHED_TEXTS)
def _fold_cached(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    lowered = text[:MAX_TEXT].lower()
    if lowered.isascii():  # most messages: no accents, no Devanagari, only apostrophes to drop
        return _APOSTROPHE.sub("", _APOSTROPHE_S.sub("", lowered))
    text = unicodedata.normalize("NFKD", lowered)
    kept: list[str] = []
    for char in text:
        # Combining marks on Latin letters are accents; on Devanagari they are vowels, kept.
        # The nukta (क़ = क + ़) is dropped: users type both.
        if unicodedata.category(char) == "Mn" and (not kept or kept[-1].isascii()):
            continue
        if char == "\u093c":
            continue
        kept.append(char)
    folded = unicodedata.normalize("NFC", "".join(kept)).translate(_DEVANAGARI_DIGITS)
    folded = folded.replace("\u0901", "\u0902")  # chandrabindu as anusvara: कहाँ = कहां
    folded = _HALF_NASAL.sub("\u0902", folded)
    return _APOSTROPHE.sub("", _APOSTROPHE_S.sub("", folded))


def words_of(text: str) -> list[str]:
    """The folded words of a text, punctuation dropped."""
    # A new list every time: callers may change theirs.
    return list(_words_cached(text)) if len(text) <= CACHED_TEXT else _words(text)


@lru_cache(maxsize=_CACHED_TEXTS)
def _words_cached(text: str) -> tuple[str, ...]:
    return tuple(_words(text))


def _words(text: str) -> list[str]:
    return _TOKEN.findall(fold(text))


def _build_canon() -> dict[str, str]:
    canon: dict[str, str] = {}
    for canonical, spellings in WORDS.items():
        for spelling in spellings.split():
            canon[_fold(spelling)] = canonical
    return canon


CANON = _build_canon()
# Hinglish spells one sound many ways (kundlee, kundli; pandith, pandit; prasaad, prasad), and
# Devanagari typed in a hurry drops the virama of a doubled consonant (अगरबती, लडडू): a skeleton
# with those choices made equal finds the word before any fuzzy guessing.
_SOUNDS = (
    ("ee", "i"),
    ("oo", "u"),
    ("aa", "a"),
    ("th", "t"),
    ("dh", "d"),
    ("w", "v"),
    ("ph", "f"),
    ("\u094d", ""),
)
_DOUBLED = re.compile(r"(.)\1+")


def skeleton(word: str) -> str:
    """A word's spelling with Hinglish transliteration choices made equal."""
    for written, sound in _SOUNDS:
        word = word.replace(written, sound)
    return _DOUBLED.sub(r"\1", word)


_SKELETONS = {skeleton(_fold(target)): CANON[_fold(target)] for target in FUZZY_TARGETS}
# Every Devanagari word of the lexicon by its skeleton: a dropped virama is no typo to guess.
_DEVANAGARI = {skeleton(w): c for w, c in CANON.items() if not w.isascii()}
# Fuzzy targets grouped by first letter: a typing or speech slip almost never changes the first
# letter, and the grouping keeps the search small.
_FUZZY: dict[str, list[str]] = {}
for _spelling in map(_fold, FUZZY_TARGETS):
    _FUZZY.setdefault(_spelling[0], []).append(_spelling)
_PHRASES = {tuple(CANON.get(w, w) for w in words_of(k)): v for k, v in PHRASES.items()}
_LONGEST_PHRASE = max(len(k) for k in _PHRASES)


@lru_cache(maxsize=8192)
def canonical(word: str) -> str:
    """The concept a single folded word stands for, or the word itself."""
    known = CANON.get(word)
    if known is not None:
        return known
    if not word.isascii() and (written := _DEVANAGARI.get(skeleton(word))) is not None:
        return written
    if len(word) < 4 or word in NOT_TYPOS or any(char.isdigit() for char in word):
        return word
    sounded = _SKELETONS.get(skeleton(word))
    if sounded is not None:
        return sounded
    if len(word) < 5:
        return word
    # Short words allow one edit (a swap counts as one), long words two.
    limit = 1 if len(word) <= 7 else 2
    found = extractOne(
        word, _FUZZY.get(word[0], ()), scorer=DamerauLevenshtein.distance, score_cutoff=limit
    )
    return CANON[found[0]] if found is not None else word


def tokens_of(text: str) -> tuple[str, ...]:
    """Canonical tokens of a message: each word's concept, then known phrases merged."""
    return _tokens_cached(text) if len(text) <= CACHED_TEXT else _tokens(text)


@lru_cache(maxsize=_CACHED_TEXTS)
def _tokens_cached(text: str) -> tuple[str, ...]:
    return _tokens(text)


def _tokens(text: str) -> tuple[str, ...]:
    words = [canonical(word) for word in words_of(text)]
    merged: list[str] = []
    index = 0
    while index < len(words):
        for size in range(min(_LONGEST_PHRASE, len(words) - index), 1, -1):
            phrase = _PHRASES.get(tuple(words[index : index + size]))
            if phrase is not None:
                merged.append(phrase)
                index += size
                break
        else:
            merged.append(words[index])
            index += 1
    return tuple(merged)


# The words a devotee addresses someone with (intents.lexicon.ADDRESSING), as messages read.
ADDRESSING_WORDS = frozenset(words_of(" ".join(ADDRESSING)))
