"""A text in both of the answer languages, side by side, with the same placeholders; and
Hindi ordinals (from the Kundli service's names), which the Hindi texts need for houses,
signs and nakshatras."""

from __future__ import annotations

from typing import NamedTuple

from assistant_core.texts import Language
from kundli_service.names import ordinal_hi


class Bilingual(NamedTuple):
    """English and Hindi (Devanagari) versions of one text; `of` picks one and fills it."""

    en: str
    hi: str

    def of(self, language: Language, **values: object) -> str:
        text = self.hi if language == "hi" else self.en
        return text.format(**values) if values else text


__all__ = ["Bilingual", "ordinal_hi"]
