"""What a puja needs, asked ("what do I need for griha pravesh", "satyanarayan katha ke liye
kya kya saman lagta hai", "सत्यनारायण कथा की सामग्री क्या है", "what should I keep ready for
the mundan"): its samagri list, not a purchase ("havan samagri chahiye" buys it); and the
words left once those that ask are taken out: the puja's name. On folded text
(intents.normalise.fold)."""

from __future__ import annotations

import re

# Asking: a question word, or a list asked for.
_QUESTION = re.compile(
    r"\b(?:what|which|kya|kaun|konsa|konsi|kon si|kaunsi|kaun si|list|suchi)\b"
    r"|क्या|कौन|कौनसी|कौन सी|सूची|लिस्ट"
)
# What is needed: the samagri itself, or needing, keeping ready, bringing.
_NEEDED = re.compile(
    r"\b(?:samagri|saman|samaan|saamaan|material|materials|need|needed|required"
    r"|require|requirements|keep ready|arrange|prepare|lagta|lagti|lagte|lagega|lagegi"
    r"|lagenge|rakhna|rakhe|rakhen|rakhni|taiyar|tayyar|lana|laana)\b"
    r"|\blist of (?:items|things)\b|सामग्री|सामान|लगता|लगती|लगते|लगेगा|लगेगी|रखना|रखें|रखनी"
    r"|तैयार|लाना"
)
# "kya chahiye" asks what is needed; "chahiye" alone wants something.
_WHAT_WANTED = re.compile(r"\b(?:kya|kya kya) chahiye\b|क्या(?: क्या)? चाहिए")
# Buying or booking it, not asking: "order the griha pravesh samagri kit", "add to cart".
_BUYING = re.compile(
    r"\b(?:buy|order|purchase|kharid\w*|mangwa\w*|cart|kit|book|booking|karwana|karwani)\b"
    r"|ख़रीद|खरीद|मंगवा|कार्ट|किट|बुक"
)
_ASKING = re.compile(
    r"\b(?:what|which|kya|kaun|konsa|konsi|kon|si|kaunsi|list|suchi|of|the|a|an|for|to|do|does"
    r"|i|we|you|is|are|be|should|must|will|need|needed|required|require|requirements|keep"
    r"|ready|arrange|prepare|bring|samagri|saman|samaan|saamaan|material|materials|items"
    r"|things|all|lagta|lagti|lagte|lagega|lagegi|lagenge|rakhna|rakhe|rakhen|rakhni|taiyar"
    r"|tayyar|lana|laana|hai|hain|ke|ki|ka|liye|mein|me|chahiye|hota|hoti|kitna|kitni|batao"
    r"|bataiye|tell|me|please|pandit|priest|ji|at|home|ghar|par|pe|hame|humein|mujhe|hamein)\b"
    r"|क्या|कौन|कौनसी|सी|सूची|लिस्ट|सामग्री|सामान|लगता|लगती|लगते|लगेगा|लगेगी|रखना|रखें|रखनी"
    r"|तैयार|लाना|है|हैं|के|की|का|लिए|में|चाहिए|होती|होता|बताइए|बताओ|पंडित|जी|घर|पर|हमें|मुझे"
)


# Who brings it: "nimbu mirchi hume lana h ya pandit ji le aayenge?", "will the pandit bring the
# samagri?", "पंडित जी सामग्री साथ लाएँगे या हमें मँगानी है?".
_PRIEST = re.compile(r"\b(?:pandit|pundit|priest|purohit|vadhyar|guruji|panditji)\b|पंडित|पुरोहित")
_BRINGS = re.compile(
    r"\b(?:bring|brings|bringing|le aa\w*|lekar aa\w*|laenge|layenge|layega|laega|sath la\w*)\b"
    r"|लाएँगे|लाएंगे|लायेंगे|ले आएँगे|ले आएंगे|लेकर आएँगे|लेकर आएंगे|साथ ला"
)


def asks_samagri(folded: str) -> bool:
    """Asks what a puja needs (its samagri), or who brings it, rather than buying samagri or
    booking."""
    if _BUYING.search(folded):
        return False
    if _PRIEST.search(folded) and _BRINGS.search(folded):
        return True
    if _WHAT_WANTED.search(folded):
        return True
    return _QUESTION.search(folded) is not None and _NEEDED.search(folded) is not None


_PUNCTUATION = re.compile(r"[?!.,;:।\-–—\"'()]")


def samagri_named(folded: str) -> str:
    """The question without the words that ask (what names the puja is left)."""
    return " ".join(_ASKING.sub(" ", _PUNCTUATION.sub(" ", folded)).split())
