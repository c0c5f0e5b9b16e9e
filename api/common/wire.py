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
    computed_field,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from api.common.errors import CONTROL_CHARACTERS
from data.ids import short_id


class WireIn(BaseModel):
    """A request body: camelCase keys, unknown keys refused, surrounding spaces trimmed."""

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", str_strip_whitespace=True
    )


class WireOut(BaseModel):
    """A response body built from ORM rows, sent with camelCase keys. Every field is always
    sent, defaults too, so the published schema requires them all."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        from_attributes=True,
        json_schema_serialization_defaults_required=True,
    )


class RecordOut(WireOut):
    """A booking or order as sent: its id, and the short one devotees read (PB-K2QM4PA9)."""

    id: str

    @computed_field  # type: ignore[prop-decorator]
    @property
    def short_id(self) -> str:
        return short_id(self.id)


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
# What is left of an Indian mobile number once +91, 0, spaces and dashes are dropped. These and
# the e-mail rule are published to the web app (GET /api/site `limits`), which checks forms
# with them before asking the server.
PHONE_DIGITS = 10
PHONE_PATTERN = r"^[6-9][0-9]{9}$"
_PHONE = re.compile(PHONE_PATTERN)


def phone_digits(raw: str) -> str:
    """A number's digits with a +91 or 0 prefix dropped (not yet checked)."""
    digits = _NON_DIGITS.sub("", raw)
    if len(digits) == 12 and digits.startswith("91"):
        return digits[2:]
    if len(digits) == 11 and digits.startswith("0"):
        return digits[1:]
    return digits


def is_mobile(digits: str) -> bool:
    return bool(_PHONE.match(digits))


def normalise_phone(raw: str) -> str:
    """Reduce an Indian mobile number to its 10 digits (drops +91, 0, spaces and dashes)."""
    digits = phone_digits(raw)
    if len(digits) != PHONE_DIGITS:
        raise PydanticCustomError("punya.phone_digits", "Phone number must be 10 digits")
    if not is_mobile(digits):
        raise PydanticCustomError("punya.phone_format", "Invalid Indian mobile number format")
    return digits


Phone = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=20),
    AfterValidator(normalise_phone),
]

# Something@something.something, no spaces or control characters (the same in JavaScript).
EMAIL_PATTERN = r"^[^@\s\x00-\x1f\x7f]+@[^@\s\x00-\x1f\x7f]+\.[^@\s\x00-\x1f\x7f]+$"
MAX_EMAIL_LENGTH = 254
_EMAIL = re.compile(EMAIL_PATTERN)


def _email_or_none(raw: object) -> object:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    if not isinstance(raw, str):
        return raw  # let the str check say what is wrong
    value = raw.strip().lower()
    if len(value) > MAX_EMAIL_LENGTH or not _EMAIL.match(value):
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
