"""The palmistry reader: what palmists say about the lines, mounts and hand shapes, answered by
retrieval in the devotee's language, and honest that a reading needs the palm itself."""

from __future__ import annotations

from functools import cache

from assistant_core.builtin.answer import BuiltinAnswer, clip, from_hits
from assistant_core.builtin.kb_palmistry import (
    HANDS,
    HONEST,
    HOW_TO,
    LINES,
    MOUNTS,
    NO_MATCH,
    PalmEntry,
)
from assistant_core.builtin.retrieval import Doc, Index
from assistant_core.texts import Language

__all__ = ["HONEST", "PalmistryReader", "palmistry_index"]


def _doc(doc_id: str, kind: str, title: str, entry: PalmEntry, keywords: str) -> Doc:
    data: dict[str, object] = {"short_hi": entry.title_hi}
    return Doc(doc_id, kind, title, entry.text.en, keywords, data, hi=entry.text.hi)


@cache
def palmistry_index() -> Index:
    docs = [
        _doc(f"palm/line/{t.split()[0].lower()}", "line", t, e, e.keywords)
        for t, e in LINES.items()
    ]
    docs += [
        _doc(
            f"palm/mount/{t.split()[-1].strip('()').lower()}", "mount", t, e, f"mount {e.keywords}"
        )
        for t, e in MOUNTS.items()
    ]
    docs += [
        _doc(f"palm/hand/{t.split()[0].lower()}", "hand", t, e, e.keywords)
        for t, e in HANDS.items()
    ]
    docs += [_doc("palm/how-to", "how-to", t, e, e.keywords) for t, e in HOW_TO.items()]
    return Index(docs)


class PalmistryReader:
    def answer(self, question: str, language: Language = "en") -> BuiltinAnswer:
        hits = palmistry_index().relevant(question, limit=5)
        if not hits:
            return BuiltinAnswer(NO_MATCH.of(language))
        found = from_hits(hits, max_full=2, language=language)
        text = f"{HONEST.of(language)}\n\n{found.text}"
        return BuiltinAnswer(clip(text), found.sources, found.context)
