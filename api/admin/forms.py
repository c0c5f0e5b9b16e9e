"""Form pieces of admin edits: partial updates, a required e-mail, bounded admin texts."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation
from typing import Annotated, TypeVar

from pydantic import AfterValidator, BeforeValidator, Field, StringConstraints
from pydantic_core import PydanticCustomError

from api.common.wire import Money, OptionalEmail, Printable
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


# A field of a PATCH body: leave it out to keep the stored value; null cannot clear a
# required field (it reads as missing), a value is checked like on the create form.
Patch = Annotated[T | None, BeforeValidator(_not_null)]


def _blank_is_none(raw: object) -> object:
    return None if isinstance(raw, str) and not raw.strip() else raw


# The Hindi of a catalogue text (`name_hi` and the like): checked as its English field is;
# empty, null or left out means none is written, and the English is shown.
Hindi = Annotated[T | None, BeforeValidator(_blank_is_none)]


def _present(value: str | None) -> str:
    if value is None:
        raise _missing()
    return value


# The same address check as the optional e-mail of the public forms, but required.
Email = Annotated[OptionalEmail, AfterValidator(_present)]

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
        try:
            Decimal(raw.strip())
        except InvalidOperation:
            raise PydanticCustomError("not_a_number", "must be a number") from None
    elif isinstance(raw, bool) or not isinstance(raw, int | float | Decimal):
        raise PydanticCustomError("not_a_number", "must be a number")
    return raw


# Rupees, at least 0, with at most two decimals (paise).
Price = Annotated[
    Money,
    Field(ge=0, le=MAX_PRICE, decimal_places=2, allow_inf_nan=False),
    BeforeValidator(_number),
]
