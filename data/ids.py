"""Record ids: the spec's prefix, a millisecond timestamp and a random suffix.

The suffix is what keeps two records created in the same millisecond (two server
processes, or two requests on one) from colliding; the timestamp keeps ids roughly
sortable by creation, as the spec's "PB plus timestamp" ids were.
"""

from __future__ import annotations

import re
import secrets
import time

# Crockford-style alphabet: no I, L, O or U, so an id read aloud over the phone survives.
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# 50 random bits as 10 characters: 20,000 ids in one millisecond collide with odds of about
# 2 in 10 million. Drawn at once and spelled two characters (10 bits) at a time: the
# assistant makes several ids a turn, and ten draws were a sixth of its time.
_PAIRS = [a + b for a in _ALPHABET for b in _ALPHABET]
# The spec's id prefix of each kind of customer record (PB..., TB..., SO...).
RECORD_PREFIXES: dict[str, str] = {"priest": "PB", "temple": "TB", "store": "SO"}


def new_id(prefix: str, *, now_ms: int | None = None) -> str:
    """Return e.g. ``PB1763775000123X7K2QM4PA9`` for prefix ``PB``."""
    stamp = now_ms if now_ms is not None else time.time_ns() // 1_000_000
    bits = secrets.randbits(50)
    pairs = _PAIRS
    suffix = (
        pairs[bits & 1023]
        + pairs[bits >> 10 & 1023]
        + pairs[bits >> 20 & 1023]
        + pairs[bits >> 30 & 1023]
        + pairs[bits >> 40 & 1023]
    )
    return f"{prefix}{stamp}{suffix}"


# Short display ids (PB-7K3M9QPA): the spec's prefix and the last 8 characters of the random
# suffix. 8 characters are 40 random bits: among a million records of one kind about one
# pair shares a short id (n²/2⁴¹ ≈ 0.45), among ten million about 45. That is unique in
# practice for reading an id aloud, not a key: a short id is resolved only within the
# caller's own records (their browser's, or a contact's they looked up), and two of those
# sharing one ask for the full id. 6 characters (the first idea) would give ~460 pairs per
# million, and an admin searching by one would often see two.
SHORT_LENGTH = 8
_RECORD_ID = re.compile(rf"^([A-Z]+)[0-9]{{13}}([{_ALPHABET}]{{10}})$")
_TYPED_SHORT = re.compile(rf"^([A-Z]{{2}})[-_ ]?([{_ALPHABET}]{{{SHORT_LENGTH}}})$")
# What a devotee may type for a Crockford character: O for zero, I or L for one.
_MISREAD = str.maketrans({"O": "0", "I": "1", "L": "1"})


def short_id(record_id: str) -> str:
    """``PB-K2QM4PA9`` for ``PB1763775000123X7K2QM4PA9``; an id of another shape unchanged."""
    found = _RECORD_ID.match(record_id)
    if found is None:
        return record_id
    return f"{found.group(1)}-{found.group(2)[-SHORT_LENGTH:]}"


def typed_short_id(text: str) -> tuple[str, str] | None:
    """(prefix, code) of a short id as typed: any case, with or without the hyphen, O for
    0 and I or L for 1; None when `text` is not one (a full id, say)."""
    cleaned = text.strip().upper()
    found = _TYPED_SHORT.match(cleaned[:2] + cleaned[2:].translate(_MISREAD))
    return None if found is None else (found.group(1), found.group(2))
