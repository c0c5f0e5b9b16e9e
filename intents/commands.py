"""The small moves of a conversation inside a form: leave it, start it again, correct an answer,
or ask a question instead of answering."""

from __future__ import annotations

import re
from enum import Enum

from intents.lexicon import spaced
from intents.normalise import words_of


class Command(Enum):
    CANCEL = "cancel"  # leave the form
    RESTART = "restart"  # clear what was given and ask again from the start


MAX_COMMAND_WORDS = 8  # a longer message is a sentence that happens to contain "stop"
_CANCEL = (
    r"cancel|stop|quit|exit|abort|never ?mind|forget(?: about)?(?: it)?|leave(?: it)?|no thanks"
    r"|chh?od(?:o| do)?|jaa?ne do|reh?ne do|rahne do|rehne dijiye|band kar(?:o| do|iye)"
    r"|bas(?: karo)?|radd(?: karo| kar do)?|रद्द(?: करो| कर दो)?|रहने दो|रहने दीजिए|रहने दीजिये"
    r"|रहने दें|छोडो|छोड दो|छोड दीजिए"
    r"|बंद करो|बंद कर दो|बस(?: करो)?|जाने दो"
)
_RESTART = (
    r"start (?:over|again|afresh|from (?:the )?(?:beginning|start|scratch))|restart|reset"
    r"|begin again|from (?:the )?(?:beginning|start|scratch)|start all over(?: again)?"
    r"|(?:phir|fir|dobara) se shuru(?: karo| kijiye)?|shuru se(?: karo| kijiye)?"
    r"|शुरू से(?: करो)?|(?:फिर|दोबारा) से शुरू(?: करो)?|फिर से शुरू"
)
_CANCEL_ONLY = re.compile(rf"(?:{_CANCEL})")
_RESTART_ONLY = re.compile(rf"(?:(?:{_CANCEL}) (?:and )?)?(?:{_RESTART})")
# Words that may stand around a command without changing it ("please cancel the form").
_LEADING = frozenset(
    spaced(
        "please pls plz ok okay oh no nope nahi nahin sorry just ji hmm actually then i want to "
        "wanna lets let us we can you kindly bhai yaar arre अरे नहीं"
    )
)
_TRAILING = frozenset(
    spaced(
        "please pls plz ji now it this that all everything the form kundli chart process asking me "
        "questions these abhi yeh ye sab ise isse for thanks thank you bhai yaar कृपया अभी यह सब इसे"
    )
)


def command_of(text: str) -> Command | None:
    """CANCEL or RESTART when the message is essentially that command ("cancel", "please stop",
    "rehne do", "रद्द करो", "start over", "shuru se"), else None: "cancel my order" and "the bus
    stop near the temple" are not commands."""
    words = words_of(text)
    if len(words) > MAX_COMMAND_WORDS:
        return None
    start, end = 0, len(words)
    while start < end and words[start] in _LEADING:
        start += 1
    while end > start and words[end - 1] in _TRAILING:
        end -= 1
    for core in (" ".join(words), " ".join(words[start:end])):  # "no thanks" is itself one
        if _RESTART_ONLY.fullmatch(core):
            return Command.RESTART
        if _CANCEL_ONLY.fullmatch(core):
            return Command.CANCEL
    return None


_MARKER = (
    r"no+|nope|nah|nahi|nahin|wait|oops|sorry|my bad|actually|correction|galti se"
    r"|galti ho gayi|i mean|i meant|i meant to say|i mean to say|(?:please )?change (?:it|that) to"
    r"|make (?:it|that)|it should be|should be|instead|not that"
    r"|नहीं|नही|माफ़ कीजिए|माफ कीजिए|ग़लती से|गलती से|मेरा मतलब|असल में|दरअसल"
)
# A marker ends where its word does; not \b, which never falls after a Devanagari vowel
# sign or anusvara (नहीं ends in one).
_MARKERS = re.compile(rf"^(?:(?:{_MARKER})(?=[\s,.!:;-]|$)[\s,.!:;-]*)+", re.IGNORECASE)
_INTRO = re.compile(
    r"^(?:it was|it is|it's|its|that's|that is|that was|the (?:name|date|time|place) (?:is|was)"
    r"|my (?:name|date of birth|birth ?date|dob|time of birth|birth ?time|place of birth"
    r"|birth ?place) (?:is|was)|i was born (?:on|at|in)|born (?:on|at|in)|i meant|i mean)\b"
    r"[\s,:-]*",
    re.IGNORECASE,
)
# "not Mumbai, Pune" / "not Mumbai but Pune" / "Pune, not Mumbai"; never "not sure, maybe 5".
_UNSURE = r"(?!(?:sure|certain|really|exactly|known|yet)\b)"
_NOT_THIS_BUT = re.compile(
    rf"^not\s+{_UNSURE}[^,]{{1,40}}?(?:,\s*|\s+but\s+)(?P<value>.+)$", re.IGNORECASE
)
_THIS_NOT = re.compile(rf"^(?P<value>[^,]+),\s*not\s+{_UNSURE}[^,]{{1,40}}$", re.IGNORECASE)


def is_correction(text: str) -> str | None:
    """The corrected value when a message corrects an earlier answer: "no, it was 3:30 PM" ->
    "3:30 PM", "actually 16th May 1990" -> "16th May 1990", "sorry, I meant Pune" -> "Pune",
    "Pune, not Mumbai" -> "Pune". None when it is not a correction or gives no new value."""
    stripped = text.strip()[:500]
    for contrast in (_NOT_THIS_BUT, _THIS_NOT):
        found = contrast.match(stripped)
        if found is not None:
            return _value(_MARKERS.sub("", found.group("value"))) or None
    marked = _MARKERS.match(stripped)
    if marked is None or marked.end() == 0:
        return None
    return _value(stripped[marked.end() :]) or None


def _value(rest: str) -> str:
    rest = _INTRO.sub("", rest.strip())
    return rest.strip().strip(".!,;:").strip()


_WH = frozenset(spaced("what whats why how when where who whom whose which"))
_AUX = frozenset(
    spaced("can could would should is are do does did will shall was were has have am")
)
_ASK = frozenset(
    spaced(
        "tell explain batao bataiye bataye bataen samjhao samjhaiye बताओ बताइए बताइये बताएं बताएँ "
        "बता समझाओ समझाइए समझाइये"
    )
)
# Hindi asks with a question word anywhere: "meri rashi kya hai".
_HINDI_WH = frozenset(
    spaced(
        "kya kaise kaisa kyon kyun kyu kab kahan kahaan kaun kitna kitne kitni क्या कैसे क्यों कब "
        "कहां कहाँ कौन कौनसा कौनसी कितना कितने कितनी क्यूँ"
    )
)


# Words a question is often led in by: "btw how do I...", "acha, kitna time lagega".
_LEAD_INS = frozenset(
    spaced(
        "btw by the way also and oh ok okay acha accha achha haan ek baat sorry hey ji aur "
        "अच्छा और एक बात वैसे"
    )
)


def looks_like_question(text: str) -> bool:
    """A question rather than an answer to a form: ends with "?" (or has one before a few more
    words: "samagri hum laayein? list bhej do"), starts with what/why/how/can/is/tell me...
    after a lead-in ("btw", "acha"), or carries a Hindi question word (kya, kaise, kyon,
    क्या...). A bare "Will" or "May 15 1990" is an answer, not a question."""
    stripped = text.strip()
    if stripped.endswith(("?", "？")):
        return True
    words = words_of(stripped)
    if len(words) < 2:
        return False
    if "?" in stripped and len(words) >= 4:
        return True
    while len(words) > 2 and words[0] in _LEAD_INS:
        words = words[1:]
    if words[-1] == "k":  # "naam ka pehla akshar bata denge k": kya, typed short
        return True
    first = words[0]
    if first in _WH or first in _ASK or words[-1] in _ASK:  # "रुद्राभिषेक की विधि बताइए"
        return True
    if first in _AUX and len(words) >= 3:
        return True
    return any(word in _HINDI_WH for word in words)
