"""Hindi for what a generated chart says in English: its dates, the doshas' names and the
reasons the Kundli service gives for a dosha. The chart may come from a Kundli service in
another process, as JSON in English: each reason is read back into its facts (one pattern per
sentence the service writes) and said again with the service's own Hindi sentence
(kundli_service.doshas), so the Hindi has one source."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date

from assistant_core.texts.shown import month_name
from kundli_service import doshas
from kundli_service.names import Name

DOSHA_NAMES_HI = {key: name.hi for key, name in doshas.DOSHA_NAMES.items()}
_KAAL_SARP = {name.en: name for name in doshas.KAAL_SARP_NAMES}
_PHASES = {name.en: name for name in doshas.SADE_SATI_PHASES.values()}


def day_hi(iso: str) -> str:
    """ "15 मई 1990" for 1990-05-15."""
    d = date.fromisoformat(iso)
    return f"{d.day} {month_name(d.month, 'hi')} {d.year}"


def _kind(name: str) -> Name:
    return _KAAL_SARP.get(name, Name(name, name))


def _phase(name: str) -> Name:
    return _PHASES.get(name, Name(name, name))


_REASONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Name]], ...] = (
    (
        re.compile(r"Mars is in house (\d+) from the ascendant"),
        lambda m: doshas.mars_from_ascendant(int(m[1])),
    ),
    (
        re.compile(r"Mars is in house (\d+) from the Moon"),
        lambda m: doshas.mars_from_moon(int(m[1])),
    ),
    (
        re.compile(r"All seven grahas lie between (\w+) to (\w+) \((\w+) Kaal Sarp\)"),
        lambda m: doshas.grahas_between(m[1], m[2], _kind(m[3])),
    ),
    (
        re.compile(r"The Sun is with (\w+) in (\w+)"),
        lambda m: doshas.sun_with_node(m[1], m[2]),
    ),
    (re.compile(r"Rahu is in the 9th house"), lambda m: doshas.RAHU_IN_NINTH),
    (
        re.compile(
            r"On (\d{4}-\d{2}-\d{2}) Saturn transits (\w+), the (.+) phase of Sade Sati "
            r"for a Moon in (\w+)"
        ),
        lambda m: doshas.saturn_transit(m[1], m[2], _phase(m[3]), m[4]),
    ),
    (
        re.compile(r"The Moon is with (\w+) in (\w+)"),
        lambda m: doshas.moon_with_node(m[1], m[2]),
    ),
)


def reason_hi(reason: str) -> str:
    """A dosha's reason in Hindi; as written when the service says something new."""
    for pattern, say in _REASONS:
        if found := pattern.fullmatch(reason):
            return say(found).hi
    return reason
