"""Priest roster decisions: search matching and the screen's stats (a priest's weekly hours are
the priests' own rules, api/priests/hours)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from api.reviews.rules import average

MAX_EXPERIENCE_YEARS = 80
_SEPARATORS = re.compile(r"[\s\-+()]")


def _digits(text: str) -> str:
    return _SEPARATORS.sub("", text)


def priest_matches(
    term: str, *, name: str, email: str, phone: str, specializations: Iterable[str]
) -> bool:
    """Case-insensitive substring search over name, e-mail, phone and specializations; a
    phone typed with spaces, dashes or +91 still finds the stored 10 digits."""
    needle = term.strip().casefold()
    if not needle:
        return True
    texts = (name, email, phone, *specializations)
    if any(needle in text.casefold() for text in texts):
        return True
    digits = _digits(needle)
    if digits.isdigit():
        digits = digits[2:] if len(digits) == 12 and digits.startswith("91") else digits
        return digits in phone
    return False


@dataclass(frozen=True)
class RosterStats:
    total: int
    active: int
    average_rating: float | None
    rating_count: int
    total_bookings: int


def roster_stats(priests: Sequence[tuple[bool, int, int, int]]) -> RosterStats:
    """Stats over (is_active, rating_count, rating_sum, total_bookings) of every priest: the
    average rating is the mean of all their reviews (not of their means: a priest with one
    review weighs one review), one decimal, halves rounded up; None while nobody is rated."""
    count = sum(reviews for _, reviews, _, _ in priests)
    return RosterStats(
        total=len(priests),
        active=sum(1 for active, _, _, _ in priests if active),
        average_rating=average(count, sum(stars for _, _, stars, _ in priests)),
        rating_count=count,
        total_bookings=sum(bookings for _, _, _, bookings in priests),
    )
