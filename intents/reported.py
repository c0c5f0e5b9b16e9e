"""Advice reported, not a request: "navgrah yantra chahiye, pandit ji ne bola h", "our priest
suggested a Shani yantra", "पंडित जी ने कहा है कि नवग्रह यंत्र लें". The pandit who said it is
not a pandit asked for, so the words naming them are set aside before the message is read."""

from __future__ import annotations

import re

_ADVISER = (
    r"(?:(?:our|my|the|family|hamare|humare|mere|hamare ghar ke)\s+)?"
    r"(?:pandit|pundit|panditji|priest|purohit|guruji|guru ji|astrologer|jyotishi|jotishi)"
    r"(?:\s+ji)?"
)
_SAID = (
    r"(?:ne\s+(?:bola|boli|kaha|kahi|bataya|batayi|batai|suggest|advise|recommend|salah)\w*"
    r"|(?:said|told|says|suggested|advised|recommended|asked us)\b)"
    r"(?:\s+(?:hai|he|h|tha|thi|hain))?(?:\s+(?:ki|that|to))?\b"
)
_REPORTED = re.compile(
    rf"\b(?:as\s+(?:suggested|advised|told|recommended)\s+by\s+{_ADVISER}\b"
    rf"|{_ADVISER}\s+{_SAID})",
    re.IGNORECASE,
)
_REPORTED_HI = re.compile(
    r"(?:हमारे\s+|मेरे\s+)?(?:पंडित|पण्डित|पुरोहित|ज्योतिषी|गुरु)(?:\s*जी)?\s+ने\s+"
    r"(?:कहा|कही|बोला|बोली|बताया|बताई|सलाह)\S*(?:\s+(?:है|था|थी|हैं))?(?:\s+कि)?"
)


def without_advisers(text: str) -> str:
    """`text` with reported advice left out ("..., pandit ji ne bola h" -> "..., h")."""
    if not _REPORTED.search(text) and not _REPORTED_HI.search(text):
        return text
    return _REPORTED_HI.sub(" ", _REPORTED.sub(" ", text)).strip()
