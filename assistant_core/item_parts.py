"""The parts of a message that each name an item to buy ("agarbatti 5 packet kapoor 2 aur
ghee wale diye 1 box"): split at "and" and commas, at a count that ends an item, and at a
sentence's end; never inside a name as the Store shows it ("(3 x 3 inch)"), nor past the
delivery details; without greetings, why the devotee buys ("diwali ke baad sab khatam ho gaya")
or the rite being held ("havan karna hai")."""

from __future__ import annotations

import re
from collections.abc import Iterable

import intents
from intents.topic_words import topic_of

# "ek thali aur 2 packet agarbatti", "a diya, camphor and a mala": one item to each part.
_AND = re.compile(r"\s*(?:,|&|\+|\?|\band\b|\baur\b|\bplus\b|\balso\b|और|तथा)\s*", re.IGNORECASE)
# "agarbatti 5 packet kapoor 2": a count after an item ends it, when another item follows (a
# count first, "5 mukhi rudraksha", says which one).
_UNIT = (
    r"(?:packets?|pack|pkt|box(?:es)?|bottles?|pieces?|pcs|kg|gm|g|ml|litre|liter|ltr|l"
    r"|dibb[ae]|पैकेट|डिब्बा|डिब्बे|बोतल|पीस|किलो|ग्राम|लीटर|मिली)"
)
_NOT_WORD = r"(?=[\s,.।!?]|$)"
# A size after the number ("murti 5 inch") says which item, not where it ends.
_SIZE = "|".join(sorted((u for u in intents.SIZE_UNITS if u != "in"), key=len, reverse=True))
_COUNT = re.compile(
    rf"\s(\d{{1,3}}(?:\s+{_UNIT}{_NOT_WORD}){{0,2}})\s+"
    rf"(?!(?:mukhi|मुखी|{_UNIT}|{_SIZE}){_NOT_WORD}|[x×]\s*\d)(?=[^\d\s])",
    re.IGNORECASE,
)
# "diwali ke baad sab khatam ho gaya": why they buy, never an item (though "diwali" names a kit);
# nor "हवन के लिए सामान चाहिए" before the list of what.
_STORY = re.compile(
    r"\b(?:ho gaya|ho gayi|ho gaye|ho gya|khatam|khatm|khtm|ran out|finished|used up)\b"
    r"|हो गया|हो गई|हो गए|खत्म|ख़त्म|समाप्त"
    # "Margazhi is starting", "navratri aa rahi hai": the season they buy for.
    r"|\b(?:is|are)\s+(?:starting|coming|near|approaching|here)\b|\bshuru\b|\baa rah[ie]\b"
    r"|शुरू|आ रह[ीे]"
    r"|(?:\b(?:ke liye|ki liye|for)|के लिए)\s+(?:\S+\s+)?(?:(?:saman|samaan|saaman|things|items"
    r"|cheezein|cheezen|stuff)\b|सामान|चीज़ें|चीजें)",
    re.IGNORECASE,
)
# "havan ka saaman chahiye ekdum complete. kund, samagri, ghee": the heading of a list, not an
# item (but "Satyanarayan puja da saman chahida, kit" is the kit).
_HEADING = re.compile(
    r"\b(?:ka|ki|ke|da|di) (?:saman|samaan|saaman)\b|(?:का|की|के) सामान", re.IGNORECASE
)
_KIND = re.compile(r"\b(?:kit|kits|set|sets)\b|किट|सेट", re.IGNORECASE)


# "घर पर भेज दीजिए", "for my new office in Thane", "mandir mein baantni hain": where it goes or
# what for; a part naming nothing sold that says so is no item.
_NO_ITEM = re.compile(
    r"\b(?:bhej\w*|send|deliver|for (?:my|our|the|a)|ke liye|ki liye|baant\w*|bant\w*"
    r"|baatni|baatne|baatna|baatenge|distribute)\b|भेज|पहुंचा|पहुँचा|के लिए|बाँट|बांट",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[।.!]\s*")
# A list, numbered or one item a line: "Require the following: 1) Gangajal x 2 2) Brass ghanti".
_LISTED = re.compile(r"(?:^|(?<=\s))\d{1,2}\)\s*|\s*\n\s*(?:[-•*]\s+)?|:\s+")


# Where the items end and the delivery details begin: "पता: ई-5/112, अरेरा कॉलोनी", "naam
# Ramesh", a mobile number or a PIN.
_DETAILS = re.compile(
    r"\b(?:address|adress|addr|pata|naam|name|mobile|phone|contact|pin ?code|pincode)\s*[:\-]"
    r"|(?:पता|नाम|मोबाइल|फ़ोन|फोन|पिन)\s*[:\-]|(?<!\d)\d{6}(?!\d)|(?<!\d)[6-9]\d{9}(?!\d)",
    re.IGNORECASE,
)


# "ghar mein havan karna hai", "ramayan da path rakha hai": the rite they are holding, not an
# item to buy ("mala order karna hai" buys it).
_HOLDING = re.compile(
    r"^(?!.*\b(?:order|kharid\w*|mangwa\w*|mangva\w*|buy|purchase)\b)(?!.*(?:ऑर्डर|खरीद|मंगवा))"
    r".*(?:\b(?:karna|karni|karwana|karwani|karne|krna|rakha|rakhi|rakhe|rakhwaya|rakhwayi)"
    r"\s+(?:hai|h|he|hain)\b"
    r"|करना है|करनी है|करवाना है|करवानी है|करने हैं|रखा है|रखी है|रखवाया है|रखवाई है)",
    re.IGNORECASE,
)


_BRACKETS = re.compile(r"\([^()]{0,60}\)")
_HELD = "\ue000"  # a private-use character: no word, digit or separator
_HELD_AT = re.compile(_HELD)


def item_parts(text: str) -> list[str]:
    """The parts of a message that may each name an item (before any delivery details)."""
    details = _DETAILS.search(text)
    text = text[: details.start()] if details else text
    # A name as the Store shows it ("Copper Shri Yantra (3 x 3 inch)", "(108+1 Beads)") is not
    # split: what is in brackets is set aside while the message is.
    brackets = _BRACKETS.findall(text)
    text = _LISTED.sub(", ", _BRACKETS.sub(_HELD, text))
    parts: list[str] = []
    for part in (p for s in _SENTENCE.split(text) for p in _AND.split(s)):
        start = 0
        for count in _COUNT.finditer(part):
            if topic_of(part[start : count.start()]).strip():  # "I want 2 diyas" is one
                parts.append(part[start : count.end(1)])
                start = count.end(1)
        parts.append(part[start:])
    held = iter(brackets)
    parts = _described(_HELD_AT.sub(lambda _: next(held), part) for part in parts)
    return [
        p
        for p in parts
        if topic_of(p).strip()
        and not intents.smalltalk(p)
        and not ((_HOLDING.search(p) or _STORY.search(p)) and not any(c.isdigit() for c in p))
        and not (_HEADING.search(p) and not _KIND.search(p) and len(parts) > 1)
    ]


# "सुंदरकांड भी, बड़े अक्षर वाली": which one, said of the item before it.
_WHICH_ONE = re.compile(
    r"^\s*(?:\S+\s+){0,2}\S+\s+(?:wala|wali|wale|vala|vali|vale|वाला|वाली|वाले)\s*$", re.IGNORECASE
)


# "I want one Kuthu Vilakku brass lamp. 12 inch.": a size alone, said of the item before it.
_SIZE_ONLY = re.compile(
    rf"^\W*\d+(?:\.\d+)?\s*(?:{'|'.join(sorted(intents.SIZE_UNITS, key=len, reverse=True))})\W*$",
    re.IGNORECASE,
)


# "Satyanarayan puja da saman chahida, kit, ...": the kind of thing, said of the item before it.
_KIND_ONLY = re.compile(
    r"^\W*(?:kit|kits|set|sets|pack|packet|box|book|books|kitab|kitaab|किट|सेट|किताब)\W*$",
    re.IGNORECASE,
)


def _described(parts: Iterable[str]) -> list[str]:
    joined: list[str] = []
    for part in parts:
        alone = _WHICH_ONE.match(part) or _SIZE_ONLY.match(part) or _KIND_ONLY.match(part)
        if joined and alone:
            joined[-1] = f"{joined[-1]}, {part.strip()}"
        else:
            joined.append(part)
    return joined


def names_no_item(part: str) -> bool:
    """Says where it goes or what for ("घर पर भेज दीजिए", "for my new office"): a part that
    names nothing sold and says this is no item missing from the Store."""
    return _NO_ITEM.search(part) is not None
