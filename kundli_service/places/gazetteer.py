"""Resolve free text to a place of birth, by the rules below, over the gazetteer index.

The index (`index.py`) maps normalised names (see `normalize.name_key`) to places.
Resolution of "City", "City, State", "City, Country" and "City, State, Country":

1. Each part after the first is a qualifier, matched against country names, codes and
   aliases and against state names and aliases (a two-letter code may be either: "IN" is
   India or Indiana, "TN" Tunisia or Tamil Nadu; a place must satisfy every qualifier that
   was recognised). Unrecognised qualifiers are ignored when another one was recognised
   ("Toulouse, Occitanie, France"); alone they give `PlaceNotFound("unknown")`.
2. A place matches on its main name, its ASCII spelling or a hand-written alias first; on a
   GeoNames alternate name ("Bombay", "Madras", "मुंबई") only when no main name matches.
3. Indian places come first. Among several Indian places with the same name, one in each
   state (the largest), a pilgrimage town of that name (`PILGRIMAGE_TOWNS`: Rameswaram in
   Tamil Nadu, not in Andhra Pradesh) is taken, and so is the largest when it has at least 10
   times the population of each other one and none of the others has 100,000 people or more
   (a city that size is a likely birthplace in its own right, e.g. Aurangabad in Bihar next to
   Aurangabad in Maharashtra); the place taken lists the others (`Place.others`), so the
   answer can say which it chose. Otherwise the answer is `PlaceNotFound("ambiguous")`
   listing them.
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
import math
import re
from collections.abc import Callable
from dataclasses import replace

from kundli_service.places.aliases import PILGRIMAGE_TOWNS
from kundli_service.places.index import MAX_SUGGESTIONS, Index, Qualifier, Scope, get_index
from kundli_service.places.model import Place, PlaceNotFound
from kundli_service.places.normalize import name_key, script_of
from kundli_service.places.romanize import readings

MAX_QUERY_LENGTH = 200
MAIN_PLACE_FACTOR = 10
LARGE_PLACE = 100_000
FOREIGN_METROPOLIS = 500_000

_SEPARATORS = re.compile(r"[,;\n]")


def resolve_place(text: str) -> Place | PlaceNotFound:
    """Resolve free text such as "Pune", "Aurangabad, Bihar" or "Edison, NJ, USA". Written as
    an address ("Cloudnine Hospital, Whitefield, Bangalore"), the place is the first of its
    later parts that is one; otherwise the whole text's problem is said."""
    found = _resolve(text)
    if isinstance(found, Place) or len(text) > MAX_QUERY_LENGTH:
        return found
    read = _read_out(text)
    if read is not None:
        return read
    parts = [p for p in (" ".join(p.split()) for p in _SEPARATORS.split(text)) if p]
    for start in range(1, len(parts)):
        later = _resolve(", ".join(parts[start:]))
        if isinstance(later, Place):
            return later
    return found


def _read_out(text: str) -> Place | None:
    """A town written in Devanagari that the gazetteer has no Hindi name for ("मधुबनी"), by
    its name read out in Latin letters; the qualifiers stay as written."""
    city, *rest = _SEPARATORS.split(text)
    if script_of(city) != "devanagari":
        return None
    for reading in readings(city):
        found = _resolve(", ".join([reading, *rest]))
        if isinstance(found, Place):
            return found
    return None


def _resolve(text: str) -> Place | PlaceNotFound:
    if len(text) > MAX_QUERY_LENGTH:
        return PlaceNotFound(
            query=" ".join(text.split())[:40],
            reason="unknown",
            message=(
                f"That place name is too long (over {MAX_QUERY_LENGTH} characters). Please "
                'enter just the town or city, with its state or country, e.g. "Pune, '
                'Maharashtra".'
            ),
            hi=(
                f"जगह का नाम बहुत लंबा है ({MAX_QUERY_LENGTH} अक्षरों से ज़्यादा)। कृपया सिर्फ़ शहर "
                'या कस्बे का नाम उसके राज्य या देश के साथ लिखें, जैसे "Pune, Maharashtra"।'
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
            hi='कृपया जन्म स्थान लिखें, जैसे "Pune" या "Edison, New Jersey, USA"।',
        )
    index = get_index()
    qualifiers: list[Qualifier] = []
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


def names_a_place(text: str) -> bool:
    """Whether `text` is the name of a place (or one of its other names), without the search
    for near misses that `resolve_place` makes: a quick test of words that may be a place."""
    if len(text) > MAX_QUERY_LENGTH or not (key := name_key(text)):
        return False
    index = get_index()
    return key in index.primary or key in index.alternate


def _scope(qualifiers: list[Qualifier], *, wide: bool) -> Scope | None:
    if not qualifiers:
        return None

    def accepts(country_code: str, state: str) -> bool:
        return all(q.accepts(country_code, state, wide=wide) for q in qualifiers)

    return accepts


def _choose(index: Index, city: str, key: str, scope: Scope | None) -> Place | PlaceNotFound | None:
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


def _one_per_state(index: Index, ids: list[int]) -> list[Place]:
    """The largest place of each state, largest first: two same-named places in one state
    cannot be told apart by adding the state."""
    by_state: dict[str, int] = {}
    for place_id in sorted(ids, key=lambda i: -index.population(i)):
        by_state.setdefault(index.state(place_id), place_id)
    return [index.place(i) for i in by_state.values()]


def _choose_in_india(index: Index, city: str, ids: list[int]) -> Place | PlaceNotFound:
    groups = _one_per_state(index, ids)
    if len(groups) == 1:
        return groups[0]
    pilgrimage = PILGRIMAGE_TOWNS.get(groups[0].name) or next(
        (PILGRIMAGE_TOWNS[p.name] for p in groups if p.name in PILGRIMAGE_TOWNS), None
    )
    head = next((p for p in groups if p.state == pilgrimage), groups[0])
    rest = [p for p in groups if p is not head]
    far_larger = all(
        head.population >= MAIN_PLACE_FACTOR * other.population and other.population < LARGE_PLACE
        for other in rest
    )
    if head.state == pilgrimage or far_larger:
        return replace(head, others=tuple(rest[:MAX_SUGGESTIONS]))
    return _ambiguous(city, groups, in_india=True)


def _ambiguous(city: str, places: list[Place], *, in_india: bool) -> PlaceNotFound:
    listed = places[:MAX_SUGGESTIONS]
    names = [p.short_label() if in_india else p.label() for p in listed]
    listing = "; ".join(names)
    if len(places) > len(listed):
        listing += f" and {len(places) - len(listed)} more"
    where = " in India" if in_india else ""
    what = "the state" if in_india else "the state or country"
    example = names[-1] if not in_india else names[1]
    names_hi = [p.short_label("hi") if in_india else p.label("hi") for p in listed]
    listing_hi = "; ".join(names_hi) + (
        f" और {len(places) - len(listed)} अन्य" if len(places) > len(listed) else ""
    )
    return PlaceNotFound(
        query=city,
        reason="ambiguous",
        message=(
            f'There are several places called "{city}"{where}: {listing}. '
            f'Please add {what}, e.g. "{example}".'
        ),
        suggestions=tuple(p.label() for p in listed),
        hi=(
            f'{"भारत में " if in_india else ""}"{city}" नाम की कई जगहें हैं: {listing_hi}। कृपया '
            f'{"राज्य" if in_india else "राज्य या देश"} भी लिखें, जैसे "{example}"।'
        ),
    )


def _unknown_qualifier(index: Index, city: str, key: str, unrecognised: list[str]) -> PlaceNotFound:
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
        hi = f'"{city}" नहीं मिला, और {quoted} नाम का कोई राज्य या देश हम नहीं जानते।'
    else:
        message = f"We could not recognise {quoted} as a state or country."
        hi = f"{quoted} को हम राज्य या देश के रूप में नहीं पहचान पाए।"
    message, hi = _then_suggest(message, hi, suggestions, 'as "City, State" or "City, Country"')
    return PlaceNotFound(
        query=city, reason="unknown", message=message, suggestions=suggestions, hi=hi
    )


def _then_suggest(
    message: str, hi: str, suggestions: tuple[str, ...], otherwise: str
) -> tuple[str, str]:
    """A refusal followed by the places it offers, or by how to write the place."""
    if suggestions:
        listing = "; ".join(suggestions)
        return f"{message} Did you mean: {listing}?", f"{hi} क्या आपका मतलब है: {listing}?"
    if otherwise.startswith("as "):
        return (
            f"{message} Please write the place {otherwise}.",
            f'{hi} कृपया जगह "शहर, राज्य" या "शहर, देश" की तरह लिखें।',
        )
    return (
        f"{message} {otherwise}",
        f"{hi} कृपया वर्तनी जाँचें, या पास का कोई शहर या कस्बा उसके राज्य या देश के साथ लिखें, "
        'जैसे "Pune, Maharashtra"।',
    )


def _not_found(index: Index, city: str, key: str, qualifiers: list[Qualifier]) -> PlaceNotFound:
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
    where_hi = ", ".join(q.text for q in qualifiers) + " में " if qualifiers else ""
    message, hi = _then_suggest(
        f'We could not find "{city}"{where}.',
        f'{where_hi}"{city}" नहीं मिला।',
        suggestions,
        "Please check the spelling, or try the nearest town or city with its state or country,"
        ' e.g. "Pune, Maharashtra".',
    )
    return PlaceNotFound(
        query=city, reason="unknown", message=message, suggestions=suggestions, hi=hi
    )


def _region_query(index: Index, key: str) -> Qualifier | None:
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


def _region_only(index: Index, city: str, region: Qualifier) -> PlaceNotFound:
    """The text names a state or a country, not a town: ask for the town."""
    suggestions = tuple(index.place(i).label() for i in index.largest_in(region))
    states = sorted({state for _cc, state in region.states})
    if region.countries and states:
        what, what_hi = "a state or a country", "एक राज्य या देश"
    elif region.countries:
        what, what_hi = "a country", "एक देश"
    elif len(states) == 1 and name_key(states[0]) != name_key(city):
        what, what_hi = f"a state ({states[0]})", f"एक राज्य ({states[0]})"
    else:
        what, what_hi = "a state", "एक राज्य"
    message = f'"{city}" is {what}, not a town or city. Please enter the town or city of birth'
    message += f', e.g. "{suggestions[0]}".' if suggestions else "."
    hi = f'"{city}" {what_hi} है, शहर या कस्बा नहीं। कृपया जन्म का शहर या कस्बा लिखें'
    hi += f', जैसे "{suggestions[0]}"।' if suggestions else "।"
    return PlaceNotFound(
        query=city, reason="unknown", message=message, suggestions=suggestions, hi=hi
    )


_CANDIDATES = 150
_MIN_SIMILARITY = 0.6


def _suggest(index: Index, key: str, scope: Scope | None) -> tuple[str, ...]:
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


def _prominence(index: Index, place_id: int) -> float:
    """A small bonus for Indian and for populous places (at most 0.1 in all)."""
    india = 0.05 if index.country_code(place_id) == "IN" else 0.0
    size = 0.05 * min(1.0, math.log10(index.population(place_id) + 1) / 7)
    return india + size
