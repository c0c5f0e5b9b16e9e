"""What every built-in service returns: the answer text, where it came from, and the
retrieved context an LLM may rephrase (empty when nothing was found), both in the answer's
language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.retrieval import Hit
from assistant_core.texts import Language

MAX_ANSWER_CHARS = 6000  # far below the proxy's 64 KiB reply limit
FULL_RATIO = 0.75  # a document scoring this close to the best is shown in full
MENTION_RATIO = 0.45  # ...and one this close is mentioned in a line
MAX_FULL = 3
MAX_MENTIONS = 3
RELATED = Bilingual(
    "Related: {names}.",
    "इनके बारे में भी पूछ सकते हैं: {names}।",
    "Inke baare mein bhi poochh sakte hain: {names}.",
)


def clip(text: str, limit: int = MAX_ANSWER_CHARS) -> str:
    """At most `limit` characters, cut at a sentence or word boundary with an ellipsis."""
    text = text.strip()
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    boundary = max(cut.rfind(". "), cut.rfind("। "), cut.rfind("\n"))
    if boundary > limit // 2:
        return cut[: boundary + 1].rstrip()
    return cut.rsplit(" ", 1)[0].rstrip() + "…"


@dataclass(frozen=True)
class BuiltinAnswer:
    text: str
    sources: tuple[str, ...] = ()
    context: str = ""  # the facts behind the text; empty means "nothing found"

    @property
    def found(self) -> bool:
        return bool(self.context)


def from_hits(
    hits: Sequence[Hit], *, max_full: int = MAX_FULL, language: Language = "en"
) -> BuiltinAnswer:
    """The best documents in full, the nearly-as-good in a "Related" line; context is every
    document shown. All in `language`; `hits` must be non-empty and best first."""
    best = hits[0].score
    full = [h for h in hits if h.score >= FULL_RATIO * best][:max_full]
    mentions = [h for h in hits if h not in full and h.score >= MENTION_RATIO * best]
    mentions = mentions[:MAX_MENTIONS]
    text = "\n\n".join(h.doc.shown(language) for h in full)
    if mentions:
        names = "; ".join(h.doc.short(language) for h in mentions)
        text += "\n\n" + RELATED.of(language, names=names)
    shown = full + mentions
    return BuiltinAnswer(
        clip(text),
        tuple(h.doc.id for h in shown),
        clip("\n".join(h.doc.shown(language) for h in shown)),
    )
