"""The small commands of a conversation and the Kundli agent's topics."""

from __future__ import annotations

import re
from enum import Enum


class Command(Enum):
    CANCEL = "cancel"  # leave the form
    RESTART = "restart"  # clear what was given and ask again from the start


_CANCEL = re.compile(r"^\s*(cancel|stop|quit|exit|never ?mind)\b", re.IGNORECASE)
_RESTART = re.compile(r"\b(start over|restart|start again)\b", re.IGNORECASE)
_KUNDLI = re.compile(r"\b(kundli|birth chart|natal chart)\b", re.IGNORECASE)
_TOPICS = ("kundli", "horoscope", "dosha", "compatibility")


def command_of(text: str) -> Command | None:
    if _RESTART.search(text):
        return Command.RESTART
    if _CANCEL.search(text):
        return Command.CANCEL
    return None


def mentions_kundli(text: str) -> bool:
    """Does the message ask for a Kundli (birth chart)? Starts the birth-detail form."""
    return _KUNDLI.search(text) is not None


def kundli_topic(text: str) -> str | None:
    """kundli | horoscope | dosha | compatibility: the Kundli agent's local answers."""
    lowered = text.lower()
    return next((topic for topic in _TOPICS if topic in lowered), None)
