"""Corrections to a form's earlier answers: "no, make it Monday", "change my name to Ravi",
"sorry, it was 3:30 PM". Which field a correction is about comes from the words naming it
(the slot's cues), else from the value itself (a date fits the date), else from the one
free-text field already given."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import intents
from assistant_core.forms.spec import Slot

_CHANGE = re.compile(r"^\s*(?:please\s+)?change (?:my |the )?(?P<value>.+)$", re.IGNORECASE)
_LINK = r"\s+(?:to|is|was|should be|=)\s+"
# "11 दिसंबर कर दीजिए", "shaam 7 baje kar do", "घर पर रख दो", "ऑनलाइन करवा दीजिए": a value,
# then "make it so" (the clause before the verb; "एक मिनट, 10 को माताजी नहीं पहुँच पाएंगी।"
# before it is the reason).
_MAKE_IT = re.compile(
    r"(?:^|[,.।!?;]\s*)(?P<value>[^,.।!?;]{1,40}?)\s+"
    r"(?:kar|kr|karwa|karva|krwa|rakh|कर|करवा|करा|रख)\s*"
    r"(?:do|dijiye|dijie|dijiyega|dena|dein|den|दो|दीजिए|दीजिये|दीजिएगा|दें|देना)"
    r"(?=[\s,.।!?;]|$)",
    re.IGNORECASE,
)


_SENTENCE_END = re.compile(r"(?<=\w\w[.!?।])\s+")  # not after an initial: "Ravi K. Sharma"
# A clause keeping the rest as it was: ", same time", ", समय वही", ", baaki sab wahi".
_KEPT = re.compile(
    r"[,;]\s*(?:(?:and|but|keep|rakhna|rakhiye)\s+)?(?:the\s+)?"
    r"(?:same|vahi|wahi|वही|usi|उसी|baaki|बाकी)\b.*$|[,;]\s*[^,;]*\b(?:same|वही|vahi|wahi)\s*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Correction:
    value: str  # the text of the new value
    named: tuple[Slot, ...]  # the slots whose cue words the message uses


def read(text: str, slots: Sequence[Slot]) -> Correction | None:
    """The correction in `text`, None when it corrects nothing."""
    # "One minute, our jyotishi says 4th is not good. Make it Wednesday.": the change asked
    # last, after its reason, even when the reason opens as one ("Actually my father-in-law
    # called... Make it griha pravesh with vastu shanti").
    later = [v for s in _SENTENCE_END.split(text)[1:] if (v := intents.is_correction(s))]
    value = later[-1] if later else intents.is_correction(text)
    said = text  # where the field is named: "समय वही रखिए" beside "11 दिसंबर कर दीजिए" keeps it
    if value is not None:
        # "make it Sunday 20 Dec, same time. Saturday I have an audit": the change is its own
        # clause; what is kept and why are not part of it, nor name the field changed.
        value = _KEPT.sub("", _SENTENCE_END.split(value, maxsplit=1)[0])
        said = text[: text.find(value) + len(value)] if value in text else text
    # "sorry ji kal nahi ho payega, parso kar do, same time": the clause made so is the change.
    made = _MAKE_IT.search(text)
    changed = made if made is not None else None if value is not None else _CHANGE.match(text)
    if changed is not None:
        value, said = changed.group("value"), changed.group(0)
        if changed is made:
            value = _with_its_date(text[: made.start("value")], value)
    if value is None:
        return None
    lowered = said.lower()
    named = tuple(s for s in slots if any(_names(cue, lowered) for cue in s.cues))
    for slot in named:
        value = _without_field_words(value, slot)
    value = _ONLY.sub("", value.strip(" \t,;:.!?\"'"))
    return Correction(value, named) if value else None


def _with_its_date(before: str, value: str) -> str:
    """ "3 जनवरी, रविवार कर दीजिए": the weekday made so keeps the date said just before it."""
    if not before.rstrip().endswith(","):
        return value
    clause = re.split(r"[,.।!?;]", before.rstrip()[:-1])[-1].strip()
    return f"{clause}, {value}" if clause and intents.names_day_and_month(clause) else value


# "Wednesday 6 January only", "Pune itself": Indian English's emphasis, no part of the value.
_ONLY = re.compile(r"\s+(?:only|itself)$", re.IGNORECASE)


def _names(cue: str, lowered: str) -> bool:
    if not cue.isascii():
        return cue in lowered
    return re.search(rf"\b{re.escape(cue)}\b", lowered) is not None


def _without_field_words(value: str, slot: Slot) -> str:
    """ "my name to Ravi" -> "Ravi"; "date of birth to 16 May 1990" -> "16 May 1990"."""
    for cue in sorted(slot.cues, key=len, reverse=True):
        pattern = rf"^(?:(?:my|the|your)\s+)?{re.escape(cue)}{_LINK}"
        stripped = re.sub(pattern, "", value.strip(), count=1, flags=re.IGNORECASE)
        if stripped != value.strip():
            return stripped
    return value
