"""Why a request could not be answered: the field at fault, what is wrong in words a person
reads (English, and Hindi as a Hindi speaker would say it), and suggestions where there are
some (places). Returned as a value, never raised."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    field: str
    message: str
    suggestions: tuple[str, ...] = ()
    hi: str = ""

    def in_(self, lang: str) -> str:
        """The message in `lang` ("hi" or "hindi" for Hindi; English when none is written)."""
        return self.hi if lang[:2] == "hi" and self.hi else self.message
