"""The PIN code directory named in the app's states, and the checks an address's parts pass:
a PIN that exists and serves the state chosen, a city not surely in another state."""

from __future__ import annotations

import indian_pincode
import pytest
from pydantic_core import PydanticCustomError

from api.store.address_checks import check_city, check_pin, state_of_city
from api.store.pin_directory import district_states, pin_place, state_named
from api.store.states import STATES
from data.demo_data.people import CITIES, customer_pool, pins_of


def test_every_state_of_the_directory_is_one_of_ours() -> None:
    named = {state_named(theirs) for theirs in indian_pincode.list_states()}
    assert named == set(STATES)  # all 36, each once


def test_a_pin_names_its_states_and_districts() -> None:
    assert pin_place("110001") == pin_place("110 001".replace(" ", ""))
    delhi = pin_place("110001")
    assert delhi is not None and delhi.states == ("Delhi",)
    bengaluru = pin_place("560001")
    assert bengaluru is not None and bengaluru.states == ("Karnataka",)
    silvassa = pin_place("396230")  # straddles Gujarat and the UT
    assert silvassa is not None
    assert silvassa.states == ("Gujarat", "Dadra and Nagar Haveli and Daman and Diu")
    assert pin_place("199999") is None


def test_a_pin_in_use_but_missing_from_the_directory_is_its_neighbours_district() -> None:
    assert indian_pincode.get_details("492007") is None  # Shankar Nagar, Raipur: unlisted
    raipur = pin_place("492007")
    assert raipur is not None and raipur.states == ("Chhattisgarh",)
    assert pin_place("411999") is None  # far from any PIN of Pune's district


def _refusal(check: object, *args: str) -> tuple[str, str] | None:
    try:
        check(*args)  # type: ignore[operator]
    except PydanticCustomError as error:
        return error.type, error.message()
    return None


@pytest.mark.parametrize(
    ("pin", "state", "refusal"),
    [
        ("110001", "Maharashtra", "PIN code 110001 is in Delhi, not in Maharashtra"),
        ("560001", "Maharashtra", "PIN code 560001 is in Karnataka, not in Maharashtra"),
        ("411001", "Karnataka", "PIN code 411001 is in Maharashtra, not in Karnataka"),
        ("199999", "Delhi", "No such PIN code"),
        ("199999", None, "No such PIN code"),
        ("110025", "Haryana", "PIN code 110025 is in Delhi or Uttar Pradesh, not in Haryana"),
        ("110025", "Delhi", None),  # a PIN that straddles a border takes either state
        ("110025", "Uttar Pradesh", None),
        ("411001", "Maharashtra", None),
        ("560001", None, None),  # no valid state chosen: only whether it exists
    ],
)
def test_a_pin_must_exist_and_serve_the_state(
    pin: str, state: str | None, refusal: str | None
) -> None:
    found = _refusal(check_pin, pin, state)  # type: ignore[arg-type]
    assert (found[1] if found else None) == refusal


def test_a_pin_the_directory_gives_no_state_takes_any() -> None:
    stateless = next(
        pin
        for pin in indian_pincode.get_pincodes()
        if pin[0] in "12345678" and not indian_pincode.get_details(pin)["states"]  # type: ignore[index]
    )
    assert _refusal(check_pin, stateless, "Goa") is None


@pytest.mark.parametrize(
    ("city", "state", "elsewhere"),
    [
        ("Pune", "Karnataka", "Maharashtra"),
        ("  pune ", "Karnataka", "Maharashtra"),
        ("Bengaluru", "Maharashtra", "Karnataka"),  # its districts are Bengaluru Urban, Rural
        ("Pune", "Maharashtra", None),
        # Names that several states have, or towns that are no district: never refused.
        ("Kota", "Chhattisgarh", None),
        ("Rampur", "Bihar", None),
        ("Aurangabad", "Bihar", None),
        ("Bangalore", "Maharashtra", None),  # no district is called so: not decided
        ("Lonavala", "Karnataka", None),
        ("Some Village", "Goa", None),
    ],
)
def test_a_city_is_refused_only_when_surely_elsewhere(
    city: str, state: str, elsewhere: str | None
) -> None:
    assert state_of_city(city, state) == elsewhere


def test_the_city_refusal_names_both_states() -> None:
    assert _refusal(check_city, "Pune", "Karnataka") == (
        "punya.city_in_other_state",
        "Pune is in Maharashtra, not in Karnataka",
    )


def test_districts_are_found_by_their_names() -> None:
    assert district_states("Aurangabad") == {"Maharashtra", "Bihar"}
    assert district_states("bengaluru") == {"Karnataka"}
    assert district_states("Lonavala") == frozenset()
    assert district_states("  ") == frozenset()


def test_demo_customers_live_at_real_pins_of_their_state() -> None:
    for city, state, prefix, _localities in CITIES:
        assert pins_of(city, state, prefix), city
    for customer in customer_pool(7, 300):
        state_and_pin = customer.address.rsplit(", ", 1)[1]
        state, pin = state_and_pin.rsplit(" ", 1)
        place = pin_place(pin)
        assert place is not None and state in place.states, customer.address
