"""Record ids: the spec's prefix, a millisecond timestamp and a random suffix.

The suffix is what keeps two records created in the same millisecond (two server
processes, or two requests on one) from colliding; the timestamp keeps ids roughly
sortable by creation, as the spec's "PB plus timestamp" ids were.
"""

from __future__ import annotations

import secrets
import time

# Crockford-style alphabet: no I, L, O or U, so an id read aloud over the phone survives.
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
# 50 random bits as 10 characters: 20,000 ids in one millisecond collide with odds of about
# 2 in 10 million. Drawn at once and spelled two characters (10 bits) at a time: the
# assistant makes several ids a turn, and ten draws were a sixth of its time.
_PAIRS = [a + b for a in _ALPHABET for b in _ALPHABET]


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
