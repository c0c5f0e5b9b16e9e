"""The gazetteer index (normalised names to places), loaded once from `data/places.json.gz`."""

from __future__ import annotations

import gc
import gzip
import heapq
import json
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from typing import Any

from kundli_service.places.aliases import (
    INDIA_FORMER_PARTS,
    INDIA_FORMER_STATES,
    INDIA_PLACE_ALIASES,
    INDIA_STATE_ALIASES,
    OTHER_STATE_ALIASES,
)
from kundli_service.places.hindi import COUNTRIES_HI, STATES_HI, hindi_names
from kundli_service.places.model import Place
from kundli_service.places.normalize import name_key

# Here rather than in gazetteer.py, which imports this module: `largest_in` lists as many
# places as a miss suggests.
MAX_SUGGESTIONS = 5
WELL_KNOWN_NAMES = 3
DATA_FILE = "places.json.gz"
DATA_FORMAT = 1  # build.FORMAT_VERSION


Scope = Callable[[str, str], bool]
"""Whether a place with this (country code, state) is acceptable."""


@dataclass(frozen=True)
class Qualifier:
    text: str
    countries: frozenset[str]
    states: frozenset[tuple[str, str]]
    # the same, widened to states carved out of the named ones (see INDIA_FORMER_PARTS)
    wide_states: frozenset[tuple[str, str]]

    def accepts(self, country_code: str, state: str, *, wide: bool) -> bool:
        if country_code in self.countries:
            return True
        return (country_code, state) in (self.wide_states if wide else self.states)


class Fuzzy:
    """Trigram candidates, then difflib similarity, for suggestions on a miss."""

    def __init__(self, entries: Iterable[tuple[str, int]]) -> None:
        self.keys: list[str] = []
        self.place_ids: list[int] = []
        self.gram_counts: list[int] = []
        postings: dict[str, list[int]] = {}
        for entry, (key, place_id) in enumerate(entries):
            self.keys.append(key)
            self.place_ids.append(place_id)
            padded = f"\x02{key}\x03"
            grams = {padded[i : i + 3] for i in range(len(padded) - 2)}
            self.gram_counts.append(len(grams))
            for gram in grams:
                bucket = postings.get(gram)
                if bucket is None:
                    postings[gram] = [entry]
                else:
                    bucket.append(entry)
        self.postings: dict[str, tuple[int, ...]] = {
            gram: tuple(entries) for gram, entries in postings.items()
        }

    def candidates(
        self, key: str, limit: int, keep: Callable[[int], bool] | None = None
    ) -> list[int]:
        """Entries sharing the most trigrams with `key` (Jaccard), best first."""
        grams = _trigrams(key)
        counts: Counter[int] = Counter()
        for gram in grams:
            entries = self.postings.get(gram)
            if entries:
                counts.update(entries)
        pool: Iterable[int] = counts if keep is None else (e for e in counts if keep(e))
        n = len(grams)
        # Ties go to the lower entry number, so the same query always gets the same
        # suggestions (the trigram set's order changes with Python's string hashing).
        return heapq.nlargest(
            limit,
            pool,
            key=lambda e: (counts[e] / (n + self.gram_counts[e] - counts[e]), -e),
        )


def _trigrams(key: str) -> set[str]:
    padded = f"\x02{key}\x03"
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


class Index:
    """Name keys -> place ids; `Place` objects are made on demand from the rows."""

    def __init__(self, payload: dict[str, Any]) -> None:
        countries: dict[str, list[Any]] = payload["countries"]
        self.country_names = {code: str(info[0]) for code, info in countries.items()}
        # Everything big is kept in tuples of strings and numbers, which the cyclic garbage
        # collector stops tracking: 200,000 tracked lists would add ~0.1 s to every full
        # collection for the life of the process.
        self.rows: tuple[tuple[Any, ...], ...] = tuple(
            (*row[:3], tuple(row[3]), *row[4:]) for row in payload["places"]
        )
        primary: dict[str, list[int]] = defaultdict(list)
        alternate: dict[str, list[int]] = defaultdict(list)
        india_alternate_keys: dict[int, tuple[str, ...]] = {}
        for place_id, row in enumerate(self.rows):
            name, ascii_name, alts, country = row[1], row[2], row[3], row[6]
            main_keys = {name_key(name), name_key(ascii_name)} - {""}
            for key in main_keys:
                primary[key].append(place_id)
            alt_keys = tuple(k for k in map(name_key, alts) if k and k not in main_keys)
            for key in alt_keys:
                alternate[key].append(place_id)
            if country == "IN":
                india_alternate_keys[place_id] = alt_keys
        self._add_place_aliases(primary)
        self.primary: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in primary.items()}
        self.alternate: dict[str, tuple[int, ...]] = {k: tuple(v) for k, v in alternate.items()}
        self.india_alternate_keys = india_alternate_keys
        self._places: dict[int, Place] = {}
        self.countries = self._country_table(countries)
        self.states, self.former_parts = self._state_table(payload.get("state_codes", {}))
        self._largest: dict[str, tuple[int, ...]] | None = None
        self._fuzzy: Fuzzy | None = None
        self._fuzzy_lock = threading.Lock()

    def place(self, place_id: int) -> Place:
        place = self._places.get(place_id)
        if place is None:
            _gid, name, ascii_name, _alts, lat, lon, cc, state, population, tz = self.rows[place_id]
            place = Place(
                # Indian names are shown without GeoNames' diacritics: "Rajkot", not "Rājkot".
                name=(ascii_name or name) if cc == "IN" else name,
                state=state,
                country_code=cc,
                country=self.country_names.get(cc, cc),
                latitude=float(lat),
                longitude=float(lon),
                timezone=tz,
                population=int(population),
            )
            self._places[place_id] = place
        return place

    def country_code(self, place_id: int) -> str:
        return str(self.rows[place_id][6])

    def state(self, place_id: int) -> str:
        return str(self.rows[place_id][7])

    def population(self, place_id: int) -> int:
        return int(self.rows[place_id][8])

    def accepts(self, place_id: int, scope: Scope | None) -> bool:
        row = self.rows[place_id]
        return scope is None or scope(row[6], row[7])

    def _add_place_aliases(self, primary: dict[str, list[int]]) -> None:
        english = [(alias, *place) for alias, place in INDIA_PLACE_ALIASES.items()]
        for alias, target, state in (*english, *hindi_names()):
            matches = [
                i
                for i in primary.get(name_key(target), [])
                if self.country_code(i) == "IN" and self.state(i) == state
            ]
            if not matches:
                raise LookupError(f"alias {alias!r}: no place {target!r} in {state}")
            best = max(matches, key=self.population)
            key = name_key(alias)
            if best not in primary[key]:
                primary[key].append(best)

    @staticmethod
    def _country_table(countries: dict[str, list[Any]]) -> dict[str, set[str]]:
        table: dict[str, set[str]] = defaultdict(set)
        for code, (name, aliases) in countries.items():
            hindi = (COUNTRIES_HI[code],) if code in COUNTRIES_HI else ()
            for text in (code, name, *aliases, *hindi):
                key = name_key(text)
                if key:
                    table[key].add(code)
        return dict(table)

    def _state_table(
        self, state_codes: dict[str, dict[str, str]]
    ) -> tuple[dict[str, set[tuple[str, str]]], dict[tuple[str, str], set[tuple[str, str]]]]:
        table: dict[str, set[tuple[str, str]]] = defaultdict(set)
        for country, state in {(row[6], row[7]) for row in self.rows if row[7]}:
            table[name_key(state)].add((country, state))
        for country, codes in state_codes.items():
            for code, state in codes.items():
                table[name_key(code)].add((country, state))
        for state, aliases in INDIA_STATE_ALIASES.items():
            for alias in aliases:
                table[name_key(alias)].add(("IN", state))
        # A place written back as a Hindi Kundli shows it ("पुणे, महाराष्ट्र") is found too.
        for state, hindi in STATES_HI.items():
            table[name_key(hindi)].add(("IN", state))
        for country, states in OTHER_STATE_ALIASES.items():
            for state, aliases in states.items():
                for alias in aliases:
                    table[name_key(alias)].add((country, state))
        for old_name, present in INDIA_FORMER_STATES.items():
            table[name_key(old_name)].update(("IN", state) for state in present)
        known = {pair for pairs in table.values() for pair in pairs}
        for state, parts in INDIA_FORMER_PARTS.items():
            for part in (state, *parts):
                if ("IN", part) not in known:
                    raise LookupError(f"unknown Indian state {part!r} in INDIA_FORMER_PARTS")
        former = {
            ("IN", state): {("IN", part) for part in parts}
            for state, parts in INDIA_FORMER_PARTS.items()
        }
        return dict(table), former

    def qualifier(self, text: str) -> Qualifier | None:
        key = name_key(text)
        countries = frozenset(self.countries.get(key, ()))
        states = frozenset(self.states.get(key, ()))
        if not countries and not states:
            return None
        wide = set(states)
        for pair in states:
            wide.update(self.former_parts.get(pair, ()))
        return Qualifier(text, countries, states, frozenset(wide))

    def region(self, key: str) -> Qualifier | None:
        """The state or country named by `key` (a name or alias; not a 2-letter code)."""
        if len(key) <= 2:
            return None
        return self.qualifier(key)

    def largest_in(self, region: Qualifier) -> list[int]:
        """The largest places of a state or country, Indian ones first."""
        if self._largest is None:
            largest: dict[str, list[int]] = defaultdict(list)
            for place_id, row in enumerate(self.rows):
                largest[row[6]].append(place_id)
                if row[7]:
                    largest[f"{row[6]}/{row[7]}"].append(place_id)
            for ids in largest.values():
                ids.sort(key=lambda i: -self.population(i))
                del ids[3 * MAX_SUGGESTIONS :]
            self._largest = {k: tuple(v) for k, v in largest.items()}
        keys = [*region.countries, *(f"{cc}/{state}" for cc, state in region.states)]
        found = {i for k in keys for i in self._largest.get(k, ())}
        # Indian first; a place with hardly any other names is usually a GeoNames entry
        # carrying its district's population ("Kanayannur"), so it goes after the cities.
        ranked = sorted(
            found,
            key=lambda i: (
                self.country_code(i) != "IN",
                len(self.rows[i][3]) < WELL_KNOWN_NAMES,
                -self.population(i),
            ),
        )
        return ranked[:MAX_SUGGESTIONS]

    def fuzzy(self) -> Fuzzy:
        if self._fuzzy is None:
            with self._fuzzy_lock:
                if self._fuzzy is None:
                    with _no_gc():
                        self._fuzzy = Fuzzy(self._fuzzy_entries())
        return self._fuzzy

    def _fuzzy_entries(self) -> Iterable[tuple[str, int]]:
        seen: set[tuple[str, int]] = set()
        for key, ids in self.primary.items():
            for place_id in ids:
                seen.add((key, place_id))
        for place_id, keys in self.india_alternate_keys.items():
            seen.update((key, place_id) for key in keys)
        return sorted(seen)


_index: Index | None = None
_index_lock = threading.Lock()


@contextmanager
def _no_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while building large, acyclic tables (saves about
    a fifth of the time: the collector would rescan the new objects again and again)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _load_index() -> Index:
    blob = resources.files("kundli_service.places").joinpath("data", DATA_FILE).read_bytes()
    with _no_gc():
        payload: dict[str, Any] = json.loads(gzip.decompress(blob))
        if payload.get("format") != DATA_FORMAT:
            raise RuntimeError(f"{DATA_FILE}: format {payload.get('format')}, not {DATA_FORMAT}")
        return Index(payload)


def get_index() -> Index:
    """The gazetteer index, loaded on first use (thread-safe, once per process)."""
    global _index
    if _index is None:
        with _index_lock:
            if _index is None:
                _index = _load_index()
    return _index


def load() -> None:
    """Load the index and the suggestion index now (e.g. at start-up), rather than on the
    first lookup and on the first miss."""
    index = get_index()
    index.fuzzy()
    index.largest_in(Qualifier("", frozenset(), frozenset(), frozenset()))
