"""A delivery address as Indian couriers need it: house and street, an optional landmark,
state or union territory from the list, city, and a 6-digit PIN whose first digit (the postal
region) is 1 to 8, that exists and serves that state (api/store/address_checks.py)."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import (
    AfterValidator,
    BeforeValidator,
    StringConstraints,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError

from api.common.wire import (
    SPACE,
    OptionalAddress,
    Printable,
    Published,
    WireIn,
    WireOut,
    choice_pattern,
    trim,
)
from api.store.address_checks import check_city, check_pin, check_pin_in_text
from api.store.states import STATES
from assistant_core.texts import Language
from data.models import StoreOrder

PIN_DIGITS = 6  # the first names the postal zone, 1 to 8
PIN_PATTERN = rf"^[1-8][0-9]{{{PIN_DIGITS - 1}}}$"
PIN_RULE = f"PIN code must be {PIN_DIGITS} digits, the first from 1 to 8"
STATE_RULE = "Choose a state or union territory from the list"
_PIN = re.compile(PIN_PATTERN)
_SPACES = re.compile(f"[{SPACE}]+")
_BY_LOWER = {name.lower(): name for name in STATES}
# Published: a PIN as `_pin` and `_valid_pin` read it, a state as `_known_state` does.
PIN_INPUT_PATTERN = rf"^[{SPACE}]*[1-8](?:[{SPACE}]*[0-9]){{{PIN_DIGITS - 1}}}[{SPACE}]*$"
STATE_PATTERN = choice_pattern(STATES, any_case=True, spaced=True)


def _text(max_length: int, *, required: bool = True) -> StringConstraints:
    return StringConstraints(strip_whitespace=True, min_length=int(required), max_length=max_length)


def _pin(raw: object) -> object:
    # "411 045" as people write it on envelopes: the spaces are not part of the PIN.
    return _SPACES.sub("", raw) if isinstance(raw, str) else raw


def _valid_pin(value: str) -> str:
    if not _PIN.fullmatch(value):
        raise PydanticCustomError("punya.invalid_pin", PIN_RULE)
    return value


def _known_state(value: str) -> str:
    # In any case of its letters, with any spaces between its words.
    words = " ".join(_SPACES.split(trim(value)))
    state = _BY_LOWER.get(words.lower()) if words.isascii() else None
    if state is None:
        raise PydanticCustomError("punya.unknown_state", STATE_RULE)
    return state


PinCode = Annotated[
    str, BeforeValidator(_pin), AfterValidator(_valid_pin), Published(PIN_INPUT_PATTERN)
]
State = Annotated[str, _text(60), Printable, AfterValidator(_known_state), Published(STATE_PATTERN)]


class DeliveryAddress(WireIn):
    # The state comes before the city and the PIN code: both are checked against it.
    house_and_street: Annotated[str, _text(200), Printable]
    landmark: Annotated[str, _text(120, required=False), Printable] = ""
    state: State
    city: Annotated[str, _text(80), Printable]
    pin_code: PinCode

    @field_validator("city")
    @classmethod
    def _city_in_state(cls, city: str, info: ValidationInfo) -> str:
        state = info.data.get("state")
        if state is not None:
            check_city(city, state)
        return city

    @field_validator("pin_code")
    @classmethod
    def _pin_of_state(cls, pin: str, info: ValidationInfo) -> str:
        check_pin(pin, info.data.get("state"))
        return pin

    def written(self) -> str:
        """The address on one line, as the order, the back office and the courier read it."""
        return written_address(self.model_dump())


def written_address(parts: dict[str, str], language: Language = "en") -> str:
    """A stored address (DeliveryAddress's fields) on one line, the state named in
    `language` (the rest is as the devotee typed it)."""
    state = parts.get("state", "")
    if language == "hi":
        state = STATES.get(state) or state
    lines = [parts.get("house_and_street", ""), parts.get("landmark", ""), parts.get("city", "")]
    return f"{', '.join(p for p in lines if p)}, {state} {parts.get('pin_code', '')}"


def shipping_address_in(order: StoreOrder, language: Language) -> str:
    """Where `order` goes, as a devotee reads it in `language`: the stored line, or in Hindi
    its parts with the state named in Hindi (when the order has them)."""
    if language == "hi" and order.delivery_address:
        return written_address(order.delivery_address, language)
    return order.shipping_address


def _blank_is_missing(raw: object) -> object:
    # An empty form sends "" or null for the whole address: that is a required field left
    # empty, not a wrong type.
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        raise PydanticCustomError("missing", "Field required")
    return raw


# The checkout's address: required, in its parts.
RequiredAddress = Annotated[DeliveryAddress, BeforeValidator(_blank_is_missing)]
# A home a priest visits, in free text as devotees write it: a PIN code in it must exist.
HomeAddress = Annotated[OptionalAddress, AfterValidator(check_pin_in_text)]


class DeliveryAddressRead(WireOut):
    house_and_street: str
    landmark: str
    city: str
    state: str
    pin_code: str


class StateName(WireOut):
    name: str  # the value sent back (English)
    name_hi: str
