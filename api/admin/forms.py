"""Form pieces of admin edits: partial updates, a required e-mail, bounded admin texts."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Annotated, Any, TypeVar

from pydantic import AfterValidator, BeforeValidator, Field, StringConstraints, WithJsonSchema
from pydantic_core import PydanticCustomError

from api.common.wire import (
    BLANK_PATTERN,
    DECIMAL_TEXT,
    EMAIL_INPUT_SCHEMA,
    Money,
    OptionalEmail,
    Printable,
    decimal_pattern,
    is_blank,
    trim,
)
from api.payments.rules import MAX_AMOUNT

T = TypeVar("T")

# A price above what one payment may be could never be paid online.
MAX_PRICE = MAX_AMOUNT


def _missing() -> PydanticCustomError:
    # Typed "missing" so the envelope says "Please fill all required fields".
    return PydanticCustomError("missing", "Field required")


def _not_null(raw: object) -> object:
    if raw is None:
        raise _missing()
    return raw


def _without_null(field: dict[str, Any]) -> None:
    """A Patch field's published schema: its value's, neither null nor defaulting to it."""
    field.pop("default", None)
    branches = [b for b in field.pop("anyOf", []) if b != {"type": "null"}]
    if len(branches) == 1:
        field.update(branches[0])
    elif branches:
        field["anyOf"] = branches


# A field of a PATCH body: leave it out to keep the stored value; null cannot clear a
# required field (it reads as missing), a value is checked like on the create form.
Patch = Annotated[T | None, BeforeValidator(_not_null), Field(json_schema_extra=_without_null)]


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


def _blank_allowed(field: dict[str, Any]) -> None:
    """A Hindi field's published schema: its English field's, or blank, or null."""
    branches = field.pop("anyOf", [])
    field["anyOf"] = [*branches[:-1], {"type": "string", "pattern": BLANK_PATTERN}, *branches[-1:]]


# The Hindi of a catalogue text (`name_hi` and the like): checked as its English field is;
# empty (or spaces), null or left out means none is written, and the English is shown.
Hindi = Annotated[
    T | None, BeforeValidator(_blank_is_none), Field(json_schema_extra=_blank_allowed)
]


def _present(value: str | None) -> str:
    if value is None:
        raise _missing()
    return value


# The same address check as the optional e-mail of the public forms, but required.
Email = Annotated[
    OptionalEmail, AfterValidator(_present), WithJsonSchema(EMAIL_INPUT_SCHEMA, mode="validation")
]

# The title of a catalogue entry (a puja, an AI service): one line, like a name.
Title = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=120), Printable
]
# A required free text of an admin form (a bio, a description), longer than a name.
LongText = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=4000), Printable
]
ShortText = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60), Printable
]


def _number(raw: object) -> object:
    # Refused rather than read as 0 (as the spec's form did): a typo must not make a puja free.
    if isinstance(raw, str):
        if not _DECIMAL_TEXT.match(raw):
            raise PydanticCustomError("not_a_number", "must be a number")
        return Decimal(trim(raw))
    if isinstance(raw, bool) or not isinstance(raw, int | float | Decimal):
        raise PydanticCustomError("not_a_number", "must be a number")
    return raw


_DECIMAL_TEXT = re.compile(DECIMAL_TEXT)
# Published: a number of whole paise up to MAX_PRICE, or the same as numeric text.
PRICE_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "number", "minimum": 0, "maximum": int(MAX_PRICE), "multipleOf": 0.01},
        {"type": "string", "pattern": decimal_pattern(int(MAX_PRICE), places=2)},
    ]
}
# Rupees, at least 0, with at most two decimals (paise).
Price = Annotated[
    Money,
    Field(ge=0, le=MAX_PRICE, decimal_places=2, allow_inf_nan=False),
    BeforeValidator(_number),
    WithJsonSchema(PRICE_SCHEMA, mode="validation"),
]
