"""A small BM25 ranker over short documents, pure Python, with misspelled words mapped onto
the index's vocabulary by rapidfuzz. It also says how much of a question a document covers,
so that a question about something we know nothing of gets an honest "no match"."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process

from assistant_core.builtin.textnorm import MAX_QUERY_TOKENS, tokens
from assistant_core.texts import Language

K1 = 1.4
B = 0.6
# Misspellings: "satyanarayn" -> "satyanarayan", "parvesh" -> "pravesh" (one slip in a long
# word), but never "weather" -> "water" or "prime" -> "price" (another word).
FUZZY_CUTOFF_LONG = 85.0  # words of 7 letters or more
FUZZY_CUTOFF_SHORT = 90.0  # 5 or 6 letters: one letter missing or extra
FUZZY_MIN_LENGTH = 5
MIN_COVERAGE = 0.5  # half the question's weight must be found in the best document
# A question that names a document's subject ("what does the gayatri mantra actually mean? i
# chant it daily but never understood the words") is about it however much else it says: a
# third of its weight is enough when a word of the document's title or keywords that few
# documents have (NAMED_SHARE of them at most) is asked.
NAMED_COVERAGE = 0.3
NAMED_SHARE = 0.05
TITLE_BONUS = 1.0  # a document whose whole title the question names scores double
UNKNOWN_WEIGHT = 0.8  # a word no document has weighs 0.8 of the rarest indexed word
SHORT_KEYS: dict[Language, str] = {"hi": "short_hi", "hinglish": "short_hinglish"}


@dataclass(frozen=True)
class Doc:
    """One retrievable unit: `title` and `keywords` weigh more than `text`, which is what an
    English answer shows (and what an LLM is given as context). `hi` is the same text in
    Hindi, shown instead when the answer is in Hindi, and `hinglish` in Hindi of Latin
    letters, shown when the answer is in Hinglish; only the English is indexed, as the
    question's Hindi and Hinglish words are mapped onto it (textnorm)."""

    id: str
    kind: str
    title: str
    text: str
    keywords: str = ""
    data: dict[str, object] = field(default_factory=dict, compare=False, hash=False)
    hi: str = ""
    hinglish: str = ""

    def shown(self, language: Language) -> str:
        """The text an answer in `language` shows (English where that language's is not
        written)."""
        if language == "hi" and self.hi:
            return self.hi
        if language == "hinglish" and self.hinglish:
            return self.hinglish
        return self.text

    def short(self, language: Language) -> str:
        """How a "related" line names this document: data "short_hi" in Hindi,
        "short_hinglish" in Hinglish, else "short", else the title."""
        value = self.data.get(SHORT_KEYS[language]) if language in SHORT_KEYS else None
        value = value if isinstance(value, str) else self.data.get("short")
        return value if isinstance(value, str) else self.title

    def index_tokens(self) -> list[str]:
        # The title counts three times, the keywords twice: a name is the best evidence.
        title = tokens(self.title)
        return title * 3 + tokens(self.keywords) * 2 + tokens(self.text)


@dataclass(frozen=True)
class Hit:
    doc: Doc
    score: float
    coverage: float  # 0..1: share of the question's weight this document contains


class Index:
    def __init__(self, docs: Iterable[Doc]) -> None:
        self.docs: list[Doc] = list(docs)
        self._terms: list[Counter[str]] = [Counter(d.index_tokens()) for d in self.docs]
        self._titles = [frozenset(tokens(d.title)) for d in self.docs]
        # What each document is about: its title's and keywords' words.
        self._names = {
            d.id: t | frozenset(tokens(d.keywords))
            for t, d in zip(self._titles, self.docs, strict=True)
        }
        self._lengths = [sum(t.values()) for t in self._terms]
        self._avg = (sum(self._lengths) / len(self._lengths)) if self._lengths else 1.0
        df: Counter[str] = Counter()
        for terms in self._terms:
            df.update(terms.keys())
        self._df = df
        self._vocab = sorted(df)

    def idf(self, term: str) -> float:
        n, df = len(self.docs), self._df.get(term, 0)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def _known(self, term: str) -> str | None:
        """The term itself if indexed, else the closest long-enough indexed word."""
        if term in self._df:
            return term
        if len(term) < FUZZY_MIN_LENGTH or not term.isascii() or not self._vocab:
            return None
        cutoff = FUZZY_CUTOFF_LONG if len(term) >= 7 else FUZZY_CUTOFF_SHORT
        best = process.extractOne(term, self._vocab, scorer=fuzz.ratio, score_cutoff=cutoff)
        return best[0] if best is not None else None

    def query_terms(self, question: str) -> list[tuple[str, str | None]]:
        """(question word, indexed word or None), in order, without repeats."""
        seen: dict[str, str | None] = {}
        for term in tokens(question, limit=MAX_QUERY_TOKENS):
            if term not in seen:
                seen[term] = self._known(term)
        return list(seen.items())

    def _score(self, i: int, terms: Sequence[str]) -> float:
        counts, length = self._terms[i], self._lengths[i]
        score = 0.0
        for term in terms:
            tf = counts.get(term, 0)
            if tf:
                norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / self._avg))
                score += self.idf(term) * norm
        return score

    def search(self, question: str, *, limit: int = 5, kinds: Sequence[str] = ()) -> list[Hit]:
        """The best documents for `question`, best first; empty when nothing is relevant."""
        return self._ranked(self.query_terms(question), limit, kinds)

    def _ranked(
        self, pairs: list[tuple[str, str | None]], limit: int, kinds: Sequence[str]
    ) -> list[Hit]:
        known = [k for _, k in pairs if k is not None]
        if not known:
            return []
        # Unknown words weigh nearly as much as the rarest indexed word: a question mostly
        # about something we do not have must not match on one common word.
        mapped = dict(pairs)
        unknown = UNKNOWN_WEIGHT * self.idf("")
        weights = {q: self.idf(k) if k else unknown for q, k in pairs}
        total = sum(weights.values()) or 1.0
        asked = frozenset(known)
        hits: list[Hit] = []
        for i, doc in enumerate(self.docs):
            if kinds and doc.kind not in kinds:
                continue
            score = self._score(i, known)
            if score <= 0:
                continue
            title = self._titles[i]
            if title:
                score *= 1 + TITLE_BONUS * len(title & asked) / len(title)
            present = self._terms[i]
            covered = sum(w for q, w in weights.items() if mapped[q] in present)
            hits.append(Hit(doc, score, covered / total))
        hits.sort(key=lambda h: (-h.score, h.doc.id))
        return hits[:limit]

    def relevant(
        self, question: str, *, limit: int = 5, kinds: Sequence[str] = (), asking: bool = False
    ) -> list[Hit]:
        """Like search, but only when the best document covers enough of the question, or
        (for a question `asking` about something) names the best document's subject."""
        pairs = self.query_terms(question)  # misspellings mapped once, for both uses
        hits = self._ranked(pairs, limit, kinds)
        if not hits:
            return []
        if max(h.coverage for h in hits) >= MIN_COVERAGE:
            return hits
        if asking and hits[0].coverage >= NAMED_COVERAGE and self._names_subject(hits[0], pairs):
            return hits
        return []

    def _names_subject(self, hit: Hit, pairs: list[tuple[str, str | None]]) -> bool:
        names = self._names[hit.doc.id]
        asked = {k for _, k in pairs if k is not None}
        return any(self._df[term] <= NAMED_SHARE * len(self.docs) for term in asked & names)
