"""Hindi for what a generated chart says in English: its dates, the doshas' names and the
reasons the Kundli service gives for a dosha (one pattern per sentence it writes)."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from assistant_core.builtin.bilingual import ordinal_hi
from assistant_core.texts.astro import named
from assistant_core.texts.shown import month_name

DOSHA_NAMES_HI = {
    "Mangal": "मंगल",
    "Kaal Sarp": "काल सर्प",
    "Pitru": "पितृ",
    "Shani (Sade Sati)": "शनि (साढ़े साती)",
    "Rahu (Grahan)": "राहु (ग्रहण)",
}
KAAL_SARP_HI = {
    "Anant": "अनंत",
    "Kulik": "कुलिक",
    "Vasuki": "वासुकि",
    "Shankhpal": "शंखपाल",
    "Padma": "पद्म",
    "Mahapadma": "महापद्म",
    "Takshak": "तक्षक",
    "Karkotak": "कर्कोटक",
    "Shankhachud": "शंखचूड़",
    "Ghatak": "घातक",
    "Vishdhar": "विषधर",
    "Sheshnag": "शेषनाग",
}
SADE_SATI_PHASES_HI = {
    "rising (first)": "पहला चरण (चढ़ती साढ़े साती)",
    "peak (second)": "दूसरा चरण (शिखर)",
    "setting (third)": "तीसरा चरण (उतरती साढ़े साती)",
}


def day_hi(iso: str) -> str:
    """ "15 मई 1990" for 1990-05-15."""
    d = date.fromisoformat(iso)
    return f"{d.day} {month_name(d.month, 'hi')} {d.year}"


def _hi(name: str) -> str:
    return named(name, "hi")


_REASONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (
        re.compile(r"Mars is in house (\d+) from the ascendant"),
        lambda m: f"मंगल लग्न से {ordinal_hi(int(m[1]), 'oblique')} भाव में है",
    ),
    (
        re.compile(r"Mars is in house (\d+) from the Moon"),
        lambda m: f"मंगल चंद्रमा से {ordinal_hi(int(m[1]), 'oblique')} भाव में है",
    ),
    (
        re.compile(r"All seven grahas lie between (\w+) to (\w+) \((\w+) Kaal Sarp\)"),
        lambda m: (
            f"सातों ग्रह {_hi(m[1])} से {_hi(m[2])} के बीच हैं ({KAAL_SARP_HI.get(m[3], m[3])} काल सर्प)"
        ),
    ),
    (
        re.compile(r"The Sun is with (\w+) in (\w+)"),
        lambda m: f"सूर्य {_hi(m[2])} राशि में {_hi(m[1])} के साथ है",
    ),
    (re.compile(r"Rahu is in the 9th house"), lambda m: "राहु नौवें भाव में है"),
    (
        re.compile(
            r"On (\d{4}-\d{2}-\d{2}) Saturn transits (\w+), the (.+) phase of Sade Sati "
            r"for a Moon in (\w+)"
        ),
        lambda m: (
            f"{day_hi(m[1])} को शनि {_hi(m[2])} राशि में गोचर कर रहे हैं: {_hi(m[4])} राशि के "
            f"चंद्रमा के लिए यह साढ़े साती का {SADE_SATI_PHASES_HI.get(m[3], m[3])} है"
        ),
    ),
    (
        re.compile(r"The Moon is with (\w+) in (\w+)"),
        lambda m: f"चंद्रमा {_hi(m[2])} राशि में {_hi(m[1])} के साथ है",
    ),
)


def reason_hi(reason: str) -> str:
    """A dosha's reason in Hindi; as written when the service says something new."""
    for pattern, say in _REASONS:
        if found := pattern.fullmatch(reason):
            return say(found)
    return reason
