"""A text in both of the answer languages (and in Hinglish where written), side by side, with
the same placeholders; and Hindi ordinals (from the Kundli service's names), which the Hindi
texts need for houses, signs and nakshatras."""

from __future__ import annotations

from typing import NamedTuple

from assistant_core.texts import Language
from kundli_service.names import ordinal_hi


class Bilingual(NamedTuple):
    """English and Hindi (Devanagari) versions of one text, and, where written, its Hinglish
    (Hindi in Latin letters; without it a Hinglish answer is in English); `of` picks one and
    fills it."""

    en: str
    hi: str
    hinglish: str = ""

    def of(self, language: Language, **values: object) -> str:
        if language == "hi":
            text = self.hi
        elif language == "hinglish" and self.hinglish:
            text = self.hinglish
        else:
            text = self.en
        return text.format(**values) if values else text


__all__ = ["Bilingual", "ordinal_hi"]
