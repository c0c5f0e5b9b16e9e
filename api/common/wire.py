"""Wire types: camelCase JSON models, bounded texts, phone, e-mail, date and money."""

from __future__ import annotations

import re
from contextlib import suppress
from datetime import date
from decimal import Decimal
from typing import Annotated

from fastapi import Path
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    PlainSerializer,
    StringConstraints,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from api.common.errors import CONTROL_CHARACTERS


class WireIn(BaseModel):
    """A request body: camelCase keys, unknown keys refused, surrounding spaces trimmed."""

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", str_strip_whitespace=True
    )


class WireOut(BaseModel):
    """A response body built from ORM rows, sent with camelCase keys."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, from_attributes=True)


def money_json(value: Decimal) -> int | float:
    # Rupee amounts go out as JSON numbers: 2299, or 52.5 when there are paise.
    return int(value) if value == value.to_integral_value() else float(value)


Money = Annotated[Decimal, PlainSerializer(money_json, return_type=int | float, when_used="json")]


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _printable(value: str) -> str:
    # PostgreSQL cannot store NUL, and no one types the other control characters.
    if _CONTROL.search(value):
        raise PydanticCustomError(CONTROL_CHARACTERS, "contains control characters; remove them")
    return value


def _bounded(max_length: int, *, required: bool = True) -> StringConstraints:
    """Trimmed, at most `max_length`; required means at least one visible character."""
    return StringConstraints(
        strip_whitespace=True, min_length=1 if required else 0, max_length=max_length
    )


Printable = AfterValidator(_printable)
PersonName = Annotated[str, _bounded(120), Printable]
Address = Annotated[str, _bounded(500), Printable]
OptionalAddress = Annotated[str, _bounded(500, required=False), Printable]
SlotLabel = Annotated[str, _bounded(40), Printable]
Notes = Annotated[str, _bounded(1000, required=False), Printable]
Id = Annotated[str, _bounded(80), Printable]
SearchText = Annotated[str, _bounded(100, required=False), Printable]

MAX_LIST_ITEMS = 50


def _distinct(values: list[str]) -> list[str]:
    # Lists on admin forms never hold an empty entry or the same entry twice.
    seen: dict[str, None] = {}
    for value in values:
        if value and value not in seen:
            seen[value] = None
    return list(seen)


ListEntry = Annotated[str, _bounded(200, required=False), Printable]
TextList = Annotated[list[ListEntry], Field(max_length=MAX_LIST_ITEMS), AfterValidator(_distinct)]

_NON_DIGITS = re.compile(r"\D")


def normalise_phone(raw: str) -> str:
    """Reduce an Indian mobile number to its 10 digits (drops +91, 0, spaces and dashes)."""
    digits = _NON_DIGITS.sub("", raw)
    if len(digits) == 12 and digits.startswith("91"):
        digits = digits[2:]
    elif len(digits) == 11 and digits.startswith("0"):
        digits = digits[1:]
    if len(digits) != 10:
        raise PydanticCustomError("punya.phone_digits", "Phone number must be 10 digits")
    if digits[0] not in "6789":
        raise PydanticCustomError("punya.phone_format", "Invalid Indian mobile number format")
    return digits


Phone = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=20),
    AfterValidator(normalise_phone),
]

_EMAIL = re.compile(r"^[^@\s\x00-\x1f\x7f]+@[^@\s\x00-\x1f\x7f]+\.[^@\s\x00-\x1f\x7f]+$")


def _email_or_none(raw: object) -> object:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    if not isinstance(raw, str):
        return raw  # let the str check say what is wrong
    value = raw.strip().lower()
    if len(value) > 254 or not _EMAIL.match(value):
        raise PydanticCustomError("punya.email_format", "Invalid email format")
    return value


OptionalEmail = Annotated[str | None, BeforeValidator(_email_or_none)]


def _iso_date(raw: object) -> object:
    if isinstance(raw, date):
        return raw
    if isinstance(raw, str) and not raw.strip():
        raise PydanticCustomError("missing", "Field required")
    if isinstance(raw, str) and len(raw.strip()) == 10:  # 3.11 would also take 20261231
        with suppress(ValueError):
            return date.fromisoformat(raw.strip())
    raise PydanticCustomError(
        "punya.date_format", "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31"
    )


IsoDate = Annotated[date, BeforeValidator(_iso_date)]
Quantity = Annotated[int, Field(strict=True, ge=1, le=20)]


# Ids in URLs: our ids are letters, digits, "-" and "_"; anything else cannot name a record.
PathId = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,80}$")]
