"""A text in both of the answer languages, side by side, with the same placeholders; and
Hindi ordinals, which the Hindi texts need for houses, signs and nakshatras."""

from __future__ import annotations

from typing import Literal, NamedTuple

from assistant_core.texts import Language


class Bilingual(NamedTuple):
    """English and Hindi (Devanagari) versions of one text; `of` picks one and fills it."""

    en: str
    hi: str

    def of(self, language: Language, **values: object) -> str:
        text = self.hi if language == "hi" else self.en
        return text.format(**values) if values else text


Form = Literal["m", "f", "oblique"]
_STEMS = ("पहल", "दूसर", "तीसर", "चौथ", "पाँचव", "छठ", "सातव", "आठव", "नौव", "दसव", "ग्यारहव", "बारहव")
_ENDINGS: dict[Form, tuple[str, str]] = {"m": ("ा", "ाँ"), "f": ("ी", "ीं"), "oblique": ("े", "ें")}


def ordinal_hi(n: int, form: Form = "m") -> str:
    """A Hindi ordinal: पहला / पहली / पहले ... बारहवाँ in words, 13वाँ and on in digits.
    `form`: masculine, feminine, or the oblique case before a postposition (सातवें भाव में)."""
    short, nasal = _ENDINGS[form]
    if 1 <= n <= len(_STEMS):
        return _STEMS[n - 1] + (short if n in (1, 2, 3, 4, 6) else nasal)
    return f"{n}व{nasal}"
