"""Whether an address's parts agree, by the PIN code directory: the PIN exists and serves the
state chosen, and the city is not one that surely lies in another state; in an address of free
text (a priest's visit), the PIN code written exists.

The city is checked only where that is safe. Most towns are no district and many names recur
(Rampur, Kota), so a city is refused only when all of these hold: the directory has a
district of that name, none of them in the state chosen; the gazetteer (kundli_service's,
GeoNames) knows exactly one place of that name in India, a city of MIN_CITY_POPULATION or
more, in one of those districts' states. Anything less certain is accepted as typed."""

from __future__ import annotations

import re
from collections.abc import Iterable

from pydantic_core import PydanticCustomError

from api.store.pin_directory import district_states, pin_place
from kundli_service.places import Place, resolve_place

PIN_UNKNOWN = "No such PIN code"
PIN_ELSEWHERE = "PIN code {pin} is in {state}, not in {chosen}"
CITY_ELSEWHERE = "{city} is in {state}, not in {chosen}"
# Joins the states of a PIN code that straddles a border (the web splits on it to name each
# state in Hindi).
STATES_JOINED = " or "
# A village rarely takes the name of a city this big in another state.
MIN_CITY_POPULATION = 300_000
# A PIN code written in an address of free text ("Shanti Nagar, Pune 411 001"): six digits,
# the first 1 to 8, perhaps split after three, and no digit either side (not part of a phone).
_PIN_IN_TEXT = re.compile(r"(?<!\d)([1-8]\d{2}) ?(\d{3})(?!\d)")


def named(states: Iterable[str]) -> str:
    return STATES_JOINED.join(states)


def check_pin(pin: str, chosen: str | None) -> None:
    """Refuse a PIN code that does not exist, or that serves none of `chosen` (None: no
    valid state was given, so only whether it exists is checked). A PIN whose state the
    directory does not record is accepted with any state."""
    place = pin_place(pin)
    if place is None:
        raise PydanticCustomError("punya.unknown_pin", PIN_UNKNOWN)
    if chosen is None or not place.states or chosen in place.states:
        return
    raise PydanticCustomError(
        "punya.pin_in_other_state",
        PIN_ELSEWHERE,
        {"pin": pin, "state": named(place.states), "chosen": chosen},
    )


def state_of_city(city: str, chosen: str) -> str | None:
    """The state a city surely lies in when that is not `chosen`; None when it may lie in
    `chosen` or nobody can tell (see the module's note)."""
    districts = district_states(city)
    if not districts or chosen in districts:
        return None
    place = resolve_place(city)
    if not isinstance(place, Place) or place.country_code != "IN" or place.others:
        return None
    if place.population < MIN_CITY_POPULATION or place.state not in districts:
        return None
    return None if place.state == chosen else place.state


def check_city(city: str, chosen: str) -> None:
    """Refuse a city that surely lies in another state than `chosen`, naming that state."""
    state = state_of_city(city, chosen)
    if state is not None:
        raise PydanticCustomError(
            "punya.city_in_other_state",
            CITY_ELSEWHERE,
            {"city": city, "state": state, "chosen": chosen},
        )


def check_pin_in_text(address: str) -> str:
    """Refuse an address of free text whose PIN code (the last one written, where PINs go) does
    not exist. Its state is not checked against the words: localities are named after states
    (Gujarat Colony in Pune, Punjabi Bagh in Delhi), so no word of the text surely names one."""
    found = _PIN_IN_TEXT.findall(address)
    if found and pin_place("".join(found[-1])) is None:
        raise PydanticCustomError("punya.unknown_pin", PIN_UNKNOWN)
    return address
