"""Names of the signs, grahas and nakshatras (as the Kundli service writes them in English)
in Hindi, for charts described in a Hindi conversation: the Kundli service's own table
(kundli_service.names), read here by English name."""

from __future__ import annotations

from assistant_core.texts import Language
from kundli_service.names import GRAHAS, NAKSHATRAS, SIGNS

SIGNS_HI = {name.en: name.hi for name in SIGNS}
GRAHAS_HI = {name.en: name.hi for name in GRAHAS}
NAKSHATRAS_HI = {name.en: name.hi for name in NAKSHATRAS}


def named(name: str, language: Language) -> str:
    """A sign, graha or nakshatra in the conversation's language (as it is when unknown)."""
    if language != "hi":
        return name
    return SIGNS_HI.get(name) or GRAHAS_HI.get(name) or NAKSHATRAS_HI.get(name) or name
