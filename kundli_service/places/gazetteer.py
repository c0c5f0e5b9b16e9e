"""Offline place-of-birth lookup over the built gazetteer (`data/places.json.gz`).

The index is loaded once, on first use, under a lock; it maps normalised names (see
`normalize.name_key`) to places. Resolution of "City", "City, State", "City, Country" and
"City, State, Country":

1. Each part after the first is a qualifier, matched against country names, codes and
   aliases and against state names and aliases (a two-letter code may be either: "IN" is
   India or Indiana, "TN" Tunisia or Tamil Nadu; a place must satisfy every qualifier that
   was recognised). Unrecognised qualifiers are ignored when another one was recognised
   ("Toulouse, Occitanie, France"); alone they give `PlaceNotFound("unknown")`.
2. A place matches on its main name, its ASCII spelling or a hand-written alias first; on a
   GeoNames alternate name ("Bombay", "Madras", "मुंबई") only when no main name matches.
3. Indian places come first. Among several Indian places with the same name, one in each
   state (the largest), the largest is taken when it has at least 10 times the population of
   each other one and none of the others has 100,000 people or more (a city that size is a
   likely birthplace in its own right, e.g. Aurangabad in Bihar next to Aurangabad in
   Maharashtra); otherwise the answer is `PlaceNotFound("ambiguous")` listing them.
   An Indian alternate-name match gives way to a more populous foreign main-name match
   ("Islamabad" is Anantnag's old name); an Indian main-name match next to a foreign city of
   500,000 or more that is 10 times larger is ambiguous ("Dhaka": Bihar or Bangladesh).
   With no Indian match, the most populous wins.
4. Text that names only a state or a country ("Orissa", "Goa", "India") is answered with
   `PlaceNotFound("unknown")` asking for the town, with the largest places there.
5. When nothing matches, up to 5 suggestions come from trigram candidates ranked by
   `difflib` similarity, favouring Indian and populous places (the same name in another
   state or country comes first: "Pune, Bihar" suggests "Pune, Maharashtra, India").
"""

from __future__ import annotations

import difflib
import gc
import gzip
import heapq
import json
import math
import re
import threading
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from importlib import resources
from typing import Any, Literal

from kundli_service.places.aliases import (
    INDIA_FORMER_PARTS,
    INDIA_FORMER_STATES,
    INDIA_PLACE_ALIASES,
    INDIA_STATE_ALIASES,
    OTHER_STATE_ALIASES,
)
from kundli_service.places.normalize import name_key

MAX_QUERY_LENGTH = 200
MAX_SUGGESTIONS = 5
MAIN_PLACE_FACTOR = 10
LARGE_PLACE = 100_000
FOREIGN_METROPOLIS = 500_000
WELL_KNOWN_NAMES = 3
DATA_FILE = "places.json.gz"
DATA_FORMAT = 1  # build.FORMAT_VERSION

Reason = Literal["unknown", "ambiguous", "empty"]


@dataclass(frozen=True)
class Place:
    name: str
    state: str
    country_code: str
    country: str
    latitude: float
    longitude: float
    timezone: str
    population: int

    def label(self) -> str:
        """ "Mumbai, Maharashtra, India"; the state is left out when empty or equal to the
        name ("Delhi, India")."""
        return ", ".join(self._label_parts(with_country=True))

    def short_label(self) -> str:
        """The label without the country: "Aurangabad, Bihar"."""
        return ", ".join(self._label_parts(with_country=False))

    def _label_parts(self, *, with_country: bool) -> list[str]:
        parts = [self.name]
        if self.state and self.state != self.name:
            parts.append(self.state)
        if with_country:
            parts.append(self.country or self.country_code)
        return parts


@dataclass(frozen=True)
class PlaceNotFound:
    query: str
    reason: Reason
    message: str
    suggestions: tuple[str, ...] = ()


Scope = Callable[[str, str], bool]
"""Whether a place with this (country code, state) is acceptable."""


@dataclass(frozen=True)
class _Qualifier:
    text: str
    countries: frozenset[str]
    states: frozenset[tuple[str, str]]
    # the same, widened to states carved out of the named ones (see INDIA_FORMER_PARTS)
    wide_states: frozenset[tuple[str, str]]

    def accepts(self, country_code: str, state: str, *, wide: bool) -> bool:
        if country_code in self.countries:
            return True
        return (country_code, state) in (self.wide_states if wide else self.states)


class _Fuzzy:
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
        return heapq.nlargest(
            limit, pool, key=lambda e: counts[e] / (n + self.gram_counts[e] - counts[e])
        )


def _trigrams(key: str) -> set[str]:
    padded = f"\x02{key}\x03"
    return {padded[i : i + 3] for i in range(len(padded) - 2)}


class _Index:
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
        self._fuzzy: _Fuzzy | None = None
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
        for alias, (target, state) in INDIA_PLACE_ALIASES.items():
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
            for text in (code, name, *aliases):
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

    def qualifier(self, text: str) -> _Qualifier | None:
        key = name_key(text)
        countries = frozenset(self.countries.get(key, ()))
        states = frozenset(self.states.get(key, ()))
        if not countries and not states:
            return None
        wide = set(states)
        for pair in states:
            wide.update(self.former_parts.get(pair, ()))
        return _Qualifier(text, countries, states, frozenset(wide))

    def region(self, key: str) -> _Qualifier | None:
        """The state or country named by `key` (a name or alias; not a 2-letter code)."""
        if len(key) <= 2:
            return None
        return self.qualifier(key)

    def largest_in(self, region: _Qualifier) -> list[int]:
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

    def fuzzy(self) -> _Fuzzy:
        if self._fuzzy is None:
            with self._fuzzy_lock:
                if self._fuzzy is None:
                    with _no_gc():
                        self._fuzzy = _Fuzzy(self._fuzzy_entries())
        return self._fuzzy

    def _fuzzy_entries(self) -> Iterable[tuple[str, int]]:
        seen: set[tuple[str, int]] = set()
        for key, ids in self.primary.items():
            for place_id in ids:
                seen.add((key, place_id))
        for place_id, keys in self.india_alternate_keys.items():
            seen.update((key, place_id) for key in keys)
        return sorted(seen)


_index: _Index | None = None
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


def _load_index() -> _Index:
    blob = resources.files("kundli_service.places").joinpath("data", DATA_FILE).read_bytes()
    with _no_gc():
        payload: dict[str, Any] = json.loads(gzip.decompress(blob))
        if payload.get("format") != DATA_FORMAT:
            raise RuntimeError(f"{DATA_FILE}: format {payload.get('format')}, not {DATA_FORMAT}")
        return _Index(payload)


def get_index() -> _Index:
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
    index.largest_in(_Qualifier("", frozenset(), frozenset(), frozenset()))


_SEPARATORS = re.compile(r"[,;\n]")


def resolve_place(text: str) -> Place | PlaceNotFound:
    """Resolve free text such as "Pune", "Aurangabad, Bihar" or "Edison, NJ, USA"."""
    if len(text) > MAX_QUERY_LENGTH:
        return PlaceNotFound(
            query=" ".join(text.split())[:40],
            reason="unknown",
            message=(
                f"That place name is too long (over {MAX_QUERY_LENGTH} characters). Please "
                'enter just the town or city, with its state or country, e.g. "Pune, '
                'Maharashtra".'
            ),
        )
    parts = [" ".join(p.split()) for p in _SEPARATORS.split(text)]
    city = parts[0]
    qualifier_texts = [p for p in parts[1:] if p]
    if not city:
        return PlaceNotFound(
            query=" ".join(text.split()),
            reason="empty",
            message='Please enter a place of birth, e.g. "Pune" or "Edison, New Jersey, USA".',
        )
    index = get_index()
    qualifiers: list[_Qualifier] = []
    unrecognised: list[str] = []
    for qualifier_text in qualifier_texts:
        found = index.qualifier(qualifier_text)
        if found is None:
            unrecognised.append(qualifier_text)
        else:
            qualifiers.append(found)
    key = name_key(city)
    if unrecognised and not qualifiers:
        return _unknown_qualifier(index, city, key, unrecognised)
    if key and not qualifiers:
        region = _region_query(index, key)
        if region is not None:
            return _region_only(index, city, region)
    if key:
        for wide in (False, True):
            chosen = _choose(index, city, key, _scope(qualifiers, wide=wide))
            if chosen is not None:
                return chosen
            if all(q.wide_states == q.states for q in qualifiers):
                break
    return _not_found(index, city, key, qualifiers)


def _scope(qualifiers: list[_Qualifier], *, wide: bool) -> Scope | None:
    if not qualifiers:
        return None

    def accepts(country_code: str, state: str) -> bool:
        return all(q.accepts(country_code, state, wide=wide) for q in qualifiers)

    return accepts


def _choose(
    index: _Index, city: str, key: str, scope: Scope | None
) -> Place | PlaceNotFound | None:
    main = [i for i in index.primary.get(key, ()) if index.accepts(i, scope)]
    alt = [i for i in index.alternate.get(key, ()) if index.accepts(i, scope) and i not in main]
    india_main = [i for i in main if index.country_code(i) == "IN"]
    india_alt = [i for i in alt if index.country_code(i) == "IN"]
    world_main = [i for i in main if index.country_code(i) != "IN"]
    world_alt = [i for i in alt if index.country_code(i) != "IN"]
    if india_main:
        if world_main:
            # "Dhaka" is a small town in Bihar and the capital of Bangladesh: ask.
            foreign = max(world_main, key=index.population)
            size = index.population(foreign)
            if size >= FOREIGN_METROPOLIS and size >= MAIN_PLACE_FACTOR * max(
                map(index.population, india_main)
            ):
                places = [*_one_per_state(index, india_main), index.place(foreign)]
                return _ambiguous(city, places, in_india=False)
        return _choose_in_india(index, city, india_main)
    if india_alt:
        if world_main and max(map(index.population, world_main)) > max(
            map(index.population, india_alt)
        ):
            return index.place(max(world_main, key=index.population))
        return _choose_in_india(index, city, india_alt)
    if world_main or world_alt:
        return index.place(max(world_main or world_alt, key=index.population))
    return None


def _one_per_state(index: _Index, ids: list[int]) -> list[Place]:
    """The largest place of each state, largest first: two same-named places in one state
    cannot be told apart by adding the state."""
    by_state: dict[str, int] = {}
    for place_id in sorted(ids, key=lambda i: -index.population(i)):
        by_state.setdefault(index.state(place_id), place_id)
    return [index.place(i) for i in by_state.values()]


def _choose_in_india(index: _Index, city: str, ids: list[int]) -> Place | PlaceNotFound:
    groups = _one_per_state(index, ids)
    head, rest = groups[0], groups[1:]
    if all(
        head.population >= MAIN_PLACE_FACTOR * other.population and other.population < LARGE_PLACE
        for other in rest
    ):
        return head
    return _ambiguous(city, groups, in_india=True)


def _ambiguous(city: str, places: list[Place], *, in_india: bool) -> PlaceNotFound:
    listed = places[:MAX_SUGGESTIONS]
    names = [p.short_label() if in_india else p.label() for p in listed]
    listing = "; ".join(names)
    if len(places) > len(listed):
        listing += f" and {len(places) - len(listed)} more"
    where = " in India" if in_india else ""
    what = "the state" if in_india else "the state or country"
    return PlaceNotFound(
        query=city,
        reason="ambiguous",
        message=(
            f'There are several places called "{city}"{where}: {listing}. '
            f'Please add {what}, e.g. "{names[-1] if not in_india else names[1]}".'
        ),
        suggestions=tuple(p.label() for p in listed),
    )


def _unknown_qualifier(
    index: _Index, city: str, key: str, unrecognised: list[str]
) -> PlaceNotFound:
    quoted = ", ".join(f'"{q}"' for q in unrecognised)
    found = _choose(index, city, key, None) if key else None
    suggestions: tuple[str, ...] = ()
    if isinstance(found, Place):
        suggestions = (found.label(),)
    elif isinstance(found, PlaceNotFound):
        suggestions = found.suggestions
    else:
        # "Andheri, Mumbai": the town is unknown, but the "qualifier" is a town itself.
        for text in reversed(unrecognised):
            as_place = _choose(index, text, name_key(text), None)
            if isinstance(as_place, Place):
                suggestions = (as_place.label(),)
                break
        if key:
            suggestions = tuple(dict.fromkeys((*suggestions, *_suggest(index, key, None))))
            suggestions = suggestions[:MAX_SUGGESTIONS]
    if found is None:
        message = f'We could not find "{city}", and {quoted} is not a state or country we know.'
    else:
        message = f"We could not recognise {quoted} as a state or country."
    if suggestions:
        message += f" Did you mean: {'; '.join(suggestions)}?"
    else:
        message += ' Please write the place as "City, State" or "City, Country".'
    return PlaceNotFound(query=city, reason="unknown", message=message, suggestions=suggestions)


def _not_found(index: _Index, city: str, key: str, qualifiers: list[_Qualifier]) -> PlaceNotFound:
    where = " in " + ", ".join(q.text for q in qualifiers) if qualifiers else ""
    suggestions: tuple[str, ...] = ()
    if key and qualifiers:
        # The name exists, but elsewhere ("Pune, Bihar"): offer those places first.
        elsewhere = _choose(index, city, key, None)
        if isinstance(elsewhere, Place):
            suggestions = (elsewhere.label(),)
        elif isinstance(elsewhere, PlaceNotFound):
            suggestions = elsewhere.suggestions
    if key:
        nearby = _suggest(index, key, _scope(qualifiers, wide=True))
        suggestions = tuple(dict.fromkeys((*suggestions, *nearby)))[:MAX_SUGGESTIONS]
    message = f'We could not find "{city}"{where}.'
    if suggestions:
        message += f" Did you mean: {'; '.join(suggestions)}?"
    else:
        message += (
            " Please check the spelling, or try the nearest town or city with its state"
            ' or country, e.g. "Pune, Maharashtra".'
        )
    return PlaceNotFound(query=city, reason="unknown", message=message, suggestions=suggestions)


def _region_query(index: _Index, key: str) -> _Qualifier | None:
    """The state or country that a query names, when it does not name a town: "Orissa",
    "Goa", "India", "Georgia", but not "Delhi", "Singapore" or "New York"."""
    region = index.region(key)
    if region is None:
        return None
    indian_state = any(cc == "IN" for cc, _state in region.states)

    def inside(place_id: int) -> bool:
        cc, state = index.country_code(place_id), index.state(place_id)
        return cc in region.countries or (cc, state) in region.states

    main = index.primary.get(key, ())
    if main:
        if any(index.country_code(i) == "IN" or inside(i) for i in main):
            return None  # a town named like its state or country: Delhi, Singapore
        return region if indian_state or region.countries else None
    alternate = index.alternate.get(key, ())
    if alternate and not indian_state:
        if any(inside(i) for i in alternate):
            return None  # "New York" is New York City's alternate name
        return region if region.countries else None
    return region


def _region_only(index: _Index, city: str, region: _Qualifier) -> PlaceNotFound:
    """The text names a state or a country, not a town: ask for the town."""
    suggestions = tuple(index.place(i).label() for i in index.largest_in(region))
    states = sorted({state for _cc, state in region.states})
    if region.countries and states:
        what = "a state or a country"
    elif region.countries:
        what = "a country"
    elif len(states) == 1 and name_key(states[0]) != name_key(city):
        what = f"a state ({states[0]})"
    else:
        what = "a state"
    message = f'"{city}" is {what}, not a town or city. Please enter the town or city of birth'
    message += f', e.g. "{suggestions[0]}".' if suggestions else "."
    return PlaceNotFound(query=city, reason="unknown", message=message, suggestions=suggestions)


_CANDIDATES = 150
_MIN_SIMILARITY = 0.6


def _suggest(index: _Index, key: str, scope: Scope | None) -> tuple[str, ...]:
    fuzzy = index.fuzzy()
    keep: Callable[[int], bool] | None = None
    if scope is not None:

        def keep(entry: int) -> bool:
            return index.accepts(fuzzy.place_ids[entry], scope)

    best: dict[int, float] = {}
    matcher = difflib.SequenceMatcher(autojunk=False)
    matcher.set_seq2(key)
    for entry in fuzzy.candidates(key, _CANDIDATES, keep):
        matcher.set_seq1(fuzzy.keys[entry])
        if matcher.quick_ratio() < _MIN_SIMILARITY:
            continue
        similarity = matcher.ratio()
        if similarity < _MIN_SIMILARITY:
            continue
        place_id = fuzzy.place_ids[entry]
        score = similarity + _prominence(index, place_id)
        if score > best.get(place_id, 0.0):
            best[place_id] = score
    labels: list[str] = []
    for place_id in sorted(best, key=lambda i: -best[i]):
        label = index.place(place_id).label()
        if label not in labels:
            labels.append(label)
        if len(labels) == MAX_SUGGESTIONS:
            break
    return tuple(labels)


def _prominence(index: _Index, place_id: int) -> float:
    """A small bonus for Indian and for populous places (at most 0.1 in all)."""
    india = 0.05 if index.country_code(place_id) == "IN" else 0.0
    size = 0.05 * min(1.0, math.log10(index.population(place_id) + 1) / 7)
    return india + size
