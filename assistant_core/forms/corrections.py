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

_CHANGE = re.compile(r"^\s*(?:please\s+)?change (?:my |the )?(?P<rest>.+)$", re.IGNORECASE)
_LINK = r"\s+(?:to|is|was|should be|=)\s+"


@dataclass(frozen=True, slots=True)
class Correction:
    value: str  # the text of the new value
    named: tuple[Slot, ...]  # the slots whose cue words the message uses


def read(text: str, slots: Sequence[Slot]) -> Correction | None:
    """The correction in `text`, None when it corrects nothing."""
    value = intents.is_correction(text)
    if value is None:
        changed = _CHANGE.match(text)
        if changed is None:
            return None
        value = changed.group("rest")
    lowered = text.lower()
    named = tuple(s for s in slots if any(_names(cue, lowered) for cue in s.cues))
    for slot in named:
        value = _without_field_words(value, slot)
    value = value.strip(" \t,;:.!?\"'")
    return Correction(value, named) if value else None


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
