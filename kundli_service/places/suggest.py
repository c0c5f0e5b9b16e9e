"""Places whose name begins with what a person has typed so far ("Var" -> Varanasi, "वारा"
-> Varanasi), for a place field's suggestions: Indian places first, then the largest. Text
after a comma narrows them to a state or country that begins with it ("Aurangabad, Bi")."""

from __future__ import annotations

import heapq
import threading
from bisect import bisect_left

from kundli_service.places.index import Index, get_index
from kundli_service.places.model import Place
from kundli_service.places.normalize import name_key

MIN_CHARACTERS = 2
MAX_SUGGESTIONS = 8
MAX_QUERY = 100

_keys: list[tuple[str, int]] | None = None
_lock = threading.Lock()


def _sorted_keys(index: Index) -> list[tuple[str, int]]:
    """Every main name (and every Indian place's other names, Bombay and मुंबई among them)
    with its place, in key order, built on first use."""
    global _keys
    if _keys is None:
        with _lock:
            if _keys is None:
                pairs = {(key, i) for key, ids in index.primary.items() for i in ids}
                pairs.update(
                    (key, i) for i, keys in index.india_alternate_keys.items() for key in keys
                )
                _keys = sorted(pairs)
    return _keys


def _rank(index: Index, place_id: int) -> tuple[bool, int]:
    return index.country_code(place_id) == "IN", index.population(place_id)


def suggest_places(text: str) -> list[Place]:
    """Up to MAX_SUGGESTIONS places for a partly typed name; none below MIN_CHARACTERS."""
    city, _, qualifier = text[:MAX_QUERY].partition(",")
    prefix, within = name_key(city), name_key(qualifier)
    if len(prefix) < MIN_CHARACTERS:
        return []
    index = get_index()
    keys = _sorted_keys(index)
    found: set[int] = set()
    at = bisect_left(keys, (prefix, -1))
    while at < len(keys) and keys[at][0].startswith(prefix):
        place_id = keys[at][1]
        if not within or _in_region(index, place_id, within):
            found.add(place_id)
        at += 1
    best = heapq.nlargest(MAX_SUGGESTIONS * 2, found, key=lambda i: _rank(index, i))
    places: list[Place] = []
    labels: set[str] = set()
    for place_id in best:
        place = index.place(place_id)
        if place.label() not in labels:
            labels.add(place.label())
            places.append(place)
    return places[:MAX_SUGGESTIONS]


def _in_region(index: Index, place_id: int, within: str) -> bool:
    place = index.place(place_id)
    return any(
        name_key(name).startswith(within)
        for name in (place.state, place.country, place.country_code)
        if name
    )
