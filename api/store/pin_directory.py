"""The all-India PIN code directory, offline: which states and districts a PIN code serves,
with the states named as the app names them (api/store/states.py).

The data is India Post's (via data.gov.in, Government Open Data License - India), shipped in
the `indian-pincode` package (MIT) as one JSON file of every PIN; it is read once, on first
use, and never over the network."""

from __future__ import annotations

import bisect
from collections import defaultdict
from dataclasses import dataclass
from functools import cache

import indian_pincode

from api.store.states import STATES

# The directory writes states in capitals, and one UT with a leading "The"; every other name
# is the app's own in capitals (a test checks that each of the directory's states maps).
_RENAMED = {
    "THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU": "Dadra and Nagar Haveli and Daman and Diu",
}


@dataclass(frozen=True, slots=True)
class PinPlace:
    """Where a PIN code is: its states (a few PINs straddle two; none when the directory
    does not say)."""

    states: tuple[str, ...]


def fold(name: str) -> str:
    """A place name as the directory keys it: capitals, single spaces."""
    return " ".join(name.split()).upper()


@cache
def _state_names() -> dict[str, str]:
    ours = {fold(name): name for name in STATES}
    return {theirs: _RENAMED.get(theirs) or ours[theirs] for theirs in indian_pincode.list_states()}


def state_named(directory_state: str) -> str:
    """The app's name of one of the directory's states (KeyError for one it does not know)."""
    return _state_names()[directory_state]


# The directory lists the PINs of delivery post offices, and misses a few that are in use
# (Raipur's 492007 between its 492005 and 492008): PINs are given in order within a sorting
# district (the first three digits), so one this close to a listed PIN of the same district
# is taken as that district's; one far from any (411999) is still no PIN.
NEAR_A_LISTED_PIN = 3


@cache
def _listed() -> tuple[int, ...]:
    return tuple(sorted(int(pin) for pin in indian_pincode.get_pincodes()))


def _nearest_listed(pin: str) -> str | None:
    """The listed PIN of the same sorting district nearest to an unlisted one, if close."""
    listed, number = _listed(), int(pin)
    at = bisect.bisect_left(listed, number)
    near = [listed[i] for i in (at - 1, at) if 0 <= i < len(listed)]
    close = [
        n for n in near if abs(n - number) <= NEAR_A_LISTED_PIN and n // 1000 == number // 1000
    ]
    return f"{min(close, key=lambda n: abs(n - number)):06d}" if close else None


def pin_place(pin: str) -> PinPlace | None:
    """Where the PIN code is, or None when no such PIN exists."""
    found = indian_pincode.get_details(pin)
    if found is None:
        nearest = _nearest_listed(pin) if pin.isdigit() and len(pin) == 6 else None
        found = indian_pincode.get_details(nearest) if nearest else None
    if found is None:
        return None
    return PinPlace(states=tuple(state_named(s) for s in found["states"]))


@cache
def _district_states() -> dict[str, frozenset[str]]:
    states: dict[str, set[str]] = defaultdict(set)
    for theirs in indian_pincode.list_states():
        for district in indian_pincode.list_districts(theirs):
            states[district].add(state_named(theirs))
    return {district: frozenset(found) for district, found in states.items()}


def district_states(name: str) -> frozenset[str]:
    """The states with a district of this name, or starting with it and a word more
    ("Bengaluru" for Bengaluru Urban and Bengaluru Rural); empty when none has."""
    key = fold(name)
    if not key:
        return frozenset()
    found: set[str] = set()
    for district, states in _district_states().items():
        if district == key or district.startswith(f"{key} "):
            found |= states
    return frozenset(found)
