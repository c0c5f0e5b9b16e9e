"""How a knowledge-base document is made: its kinds, and one helper that puts a Bilingual title
and text into a retrievable Doc (the English indexed and shown, the Hindi shown in Hindi, the
Hinglish, where written, in Hinglish).
Shared by kb_rituals and the modules it gathers (kb_practices, kb_rites, kb_festivals,
kb_guides, kb_customs, kb_common)."""

from __future__ import annotations

from assistant_core.builtin.bilingual import Bilingual
from assistant_core.builtin.retrieval import Doc

RITUAL = "ritual"  # what a mantra means, why a ritual is done, how a puja or festival is kept
GUIDE = "guide"  # how to do something in the app
KINDS = (RITUAL, GUIDE)


def knowledge_doc(doc_id: str, kind: str, title: Bilingual, text: Bilingual, keywords: str) -> Doc:
    """The English is indexed and shown, the Hindi shown in Hindi (like a policy), the
    Hinglish in Hinglish (the English where none is written)."""
    short: dict[str, object] = {"short_hi": title.hi}
    if title.hinglish:
        short["short_hinglish"] = title.hinglish
    return Doc(doc_id, kind, title.en, text.en, keywords, short, hi=text.hi, hinglish=text.hinglish)
