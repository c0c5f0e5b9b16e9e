"""Everyday conversation: greetings and thanks answered in kind, who the assistant is and
what it can do, suggestion chips, and answers kept short with "tell me more"."""

from __future__ import annotations

import re

from assistant_core.chat import Said
from assistant_core.replies import Action, Reply, suggestion
from assistant_core.texts import Language, say

SHORT_SENTENCES = 3  # an answer shows this many sentences; the rest waits for "tell me more"
MIN_REST = 80  # a rest shorter than this is shown at once
_SENTENCE_END = re.compile(r"(?<=[.!?।])\s+(?=\S)")
# A greeting answered with the devotee's own words, as people do: "Ram Ram" -> "Ram Ram!".
_RETURNED = re.compile(
    r"^\W*(ram ram|jai shri krishna|jai shree krishna|jai shri ram|jai shree ram|radhe radhe"
    r"|hari om|jai mata di|har har mahadev|जय श्री कृष्ण|जय श्री राम|राधे राधे|राम राम|हरि ओम)\W*$",
    re.IGNORECASE,
)
_CHIPS = (
    ("chip_book_pandit", "say_book_pandit"),
    ("chip_kundli", "say_kundli"),
    ("chip_track", "say_track"),
    ("chip_prasad", "say_prasad"),
)


def starters(language: Language) -> tuple[Action, ...]:
    """The suggestion chips shown when the assistant opens and after an answer."""
    return tuple(suggestion(say(language, label), say(language, text)) for label, text in _CHIPS)


def chips(language: Language, more: str | None) -> tuple[Action, ...]:
    tell = (suggestion(say(language, "chip_more"), say(language, "say_more")),) if more else ()
    return tell + starters(language)


def brief(text: str) -> tuple[str, str | None]:
    """The first few sentences of an answer, and the rest (None when nothing is left)."""
    paragraphs = text.strip().split("\n")
    first = _SENTENCE_END.split(paragraphs[0])
    if len(first) <= SHORT_SENTENCES and len(paragraphs) == 1:
        return text.strip(), None
    shown = " ".join(first[:SHORT_SENTENCES])
    rest = " ".join(first[SHORT_SENTENCES:])
    rest = "\n".join(part for part in (rest, *paragraphs[1:]) if part.strip()).strip()
    if len(rest) < MIN_REST:
        return text.strip(), None
    return shown, rest


def smalltalk_reply(talk: str, said: Said, text: str = "") -> Reply:
    language = said.language
    if talk == "greeting":
        returned = _RETURNED.match(text)
        line = (
            say(language, "hello_back", greeting=returned.group(1).title())
            if returned
            else say(language, "hello")
        )
    elif talk == "thanks":
        line = say(language, "thanks_back")
    elif talk == "goodbye":
        line = say(language, "goodbye")
    else:
        line = say(language, talk)  # identity | capabilities
    return said.reply(line, talk, 0.9, actions=starters(language))
