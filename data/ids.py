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
# 50 random bits: 20,000 ids in one millisecond collide with odds of about 2 in 10 million.
_SUFFIX_LENGTH = 10


def new_id(prefix: str, *, now_ms: int | None = None) -> str:
    """Return e.g. ``PB1763775000123X7K2QM4PA9`` for prefix ``PB``."""
    stamp = now_ms if now_ms is not None else time.time_ns() // 1_000_000
    suffix = "".join(secrets.choice(_ALPHABET) for _ in range(_SUFFIX_LENGTH))
    return f"{prefix}{stamp}{suffix}"
