"""Wire types: camelCase JSON models, bounded texts, phone, e-mail, date and money."""

from __future__ import annotations

import re
from collections.abc import Iterable
from contextlib import suppress
from datetime import date
from decimal import Decimal
from functools import partial
from typing import Annotated, Any

from fastapi import Path
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    PlainSerializer,
    StringConstraints,
    WithJsonSchema,
    computed_field,
)
from pydantic.alias_generators import to_camel
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, PydanticCustomError, core_schema

from api.common.errors import CONTROL_CHARACTERS, Problem
from assistant_core.texts import Language
from data.ids import short_id


def _strict_bools(schema: Any) -> None:
    """JSON's true and false only, as published (pydantic would also read 0, 1, "yes"...);
    a field that must read a query string's "true" says `Strict(False)`."""
    if isinstance(schema, dict):
        if schema.get("type") == "bool":
            schema.setdefault("strict", True)
        for value in schema.values():
            _strict_bools(value)
    elif isinstance(schema, list):
        for value in schema:
            _strict_bools(value)


class WireIn(BaseModel):
    """A request body: camelCase keys, unknown keys refused, surrounding spaces trimmed,
    booleans only true or false."""

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", str_strip_whitespace=True
    )

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[BaseModel], handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        schema = handler(source)
        _strict_bools(schema)
        return schema


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


# The rules of texts, as regular-expression classes written with escapes, so that a published
# pattern reads the same to Python, JavaScript and the OpenAPI tools' validators.
# Control characters: PostgreSQL cannot store NUL, and no one types the others.
CONTROL = r"\x00-\x08\x0b\x0c\x0e-\x1f\x7f"
# The spaces a text is trimmed of (Python's str.strip and pydantic's trimming agree on these;
# the other characters they trim are control characters, refused before any trimming).
SPACE = r"\t\n\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000"
# What any text of a body may hold at least (api.common.json_input refuses NUL everywhere).
NO_NUL_PATTERN = r"^[^\x00]*$"
# A text as published: no control character; a required one also has a visible character.
TEXT_PATTERN = rf"^[^{CONTROL}]*$"
VISIBLE_TEXT_PATTERN = rf"^[^{CONTROL}]*[^{CONTROL}{SPACE}][^{CONTROL}]*$"
# Nothing but spaces: what an optional field reads as "not given" where it says so.
BLANK_PATTERN = rf"^[{SPACE}]*$"


# Published: left blank or null, read as not given (where a field says so).
NOT_GIVEN: dict[str, Any] = {
    "anyOf": [{"type": "string", "pattern": BLANK_PATTERN}, {"type": "null"}]
}


def or_blank(schema: dict[str, Any]) -> dict[str, Any]:
    """The published schema of an optional field whose blank or null means "not given"."""
    return {"anyOf": [schema, *NOT_GIVEN["anyOf"]]}


def _up_to(high: int, *, low: int = 0) -> str:
    """The whole numbers from `low` (0 or 1) to `high` in digits, as one alternation."""
    assert low in (0, 1), low
    top = str(high)
    shorter = [f"[1-9][0-9]{{{k - 1}}}" for k in range(1, len(top))]
    as_long = [
        top[:i] + f"[{'1' if i == 0 else '0'}-{int(top[i]) - 1}]" + "[0-9]" * (len(top) - i - 1)
        for i in range(len(top))
        if int(top[i]) > (1 if i == 0 else 0)
    ]
    return "|".join([*(["0"] if low == 0 else []), *shorter, *as_long, top])


def whole_number_pattern(high: int, *, low: int = 0) -> str:
    """Whole numbers from `low` (0 or 1) to `high` written in digits (leading zeros too),
    spaces around them: numeric text that forms read as a number."""
    return rf"^[{SPACE}]*0*(?:{_up_to(high, low=low)})[{SPACE}]*$"


# Numeric text as forms send it: digits, and a point and digits (spaces around them).
DECIMAL_TEXT = rf"^[{SPACE}]*[0-9]+(?:\.[0-9]+)?[{SPACE}]*$"


def decimal_pattern(high: int, *, places: int) -> str:
    """DECIMAL_TEXT from 0 to `high` with at most `places` decimals (trailing zeros aside)."""
    below = _up_to(high - 1)
    fraction = rf"(?:\.[0-9]{{1,{places}}}0*)?"
    return rf"^[{SPACE}]*0*(?:(?:{below}){fraction}|{high}(?:\.0+)?)[{SPACE}]*$"


def min_trimmed_pattern(length: int) -> str:
    """A text of at least `length` (2 or more) characters once trimmed, none a control."""
    edge = f"[^{CONTROL}{SPACE}]"
    return rf"^[{SPACE}]*{edge}[^{CONTROL}]{{{length - 2},}}{edge}[{SPACE}]*$"


_CONTROL = re.compile(f"[{CONTROL}]")
_BLANK = re.compile(BLANK_PATTERN)


_EDGE_SPACES = re.compile(rf"^[{SPACE}]+|[{SPACE}]+$")


def is_blank(value: str) -> bool:
    return bool(_BLANK.match(value))


def trim(value: str) -> str:
    """`value` without the spaces around it (those of SPACE, as the patterns say)."""
    return _EDGE_SPACES.sub("", value)


def same_word(typed: str, known: str) -> bool:
    """Whether `typed` is `known` in any case of its ASCII letters, spaces around it aside."""
    word = trim(typed)
    return word.isascii() and word.lower() == known.lower()


def choice_pattern(
    words: Iterable[str], *, any_case: bool = False, blank: bool = False, spaced: bool = False
) -> str:
    """The pattern of one of `words` with spaces around it (or only spaces, when `blank` is
    allowed); `any_case` is `same_word`'s comparison, `spaced` lets any spaces stand for one
    between words. The words hold letters, digits, spaces and ":", "-", so they need no
    escaping."""

    def letter(c: str) -> str:
        if c == " " and spaced:
            return f"[{SPACE}]+"
        return f"[{c.upper()}{c.lower()}]" if any_case and c.isalpha() else c

    def letters(word: str) -> str:
        assert all(c.isascii() and (c.isalnum() or c in " :-") for c in word), word
        return "".join(letter(c) for c in word)

    choice = "|".join(letters(w) for w in words)
    return rf"^[{SPACE}]*(?:{choice}){'?' if blank else ''}[{SPACE}]*$"


def _as_sent(max_length: int | None, raw: object) -> object:
    """A text as it arrived, before trimming: no control character anywhere, and within the
    type's maximum length, the spaces around it included (so the published maxLength holds)."""
    if not isinstance(raw, str):
        return raw  # the type's own check says what is wrong
    if _CONTROL.search(raw):
        raise PydanticCustomError(CONTROL_CHARACTERS, "contains control characters; remove them")
    if max_length is not None and len(raw) > max_length:
        raise PydanticCustomError(
            "string_too_long",
            "String should have at most {max_length} characters",
            {"max_length": max_length},
        )
    return raw


def _string_schema(schema: CoreSchema) -> dict[str, Any]:
    """The plain string schema inside validators wrapped around it ({} when there is none)."""
    found: Any = schema
    while isinstance(found, dict) and found.get("type") != "str":
        found = found.get("schema")
    return dict(found) if isinstance(found, dict) else {}


class _Printable:
    """Put after a string type's constraints: the text as sent is checked by `_as_sent`, and
    the published schema gets the pattern of that rule (with a visible character when the
    type is trimmed and required)."""

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> CoreSchema:
        inner = handler(source)
        limit = _string_schema(inner).get("max_length")
        return core_schema.no_info_before_validator_function(partial(_as_sent, limit), inner)

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        published = handler(schema)
        if handler.mode == "validation":
            text = _string_schema(schema)
            required = text.get("min_length", 0) >= 1 and text.get("strip_whitespace")
            published["pattern"] = VISIBLE_TEXT_PATTERN if required else TEXT_PATTERN
        return published


def bounded(max_length: int, *, required: bool = True) -> StringConstraints:
    """Trimmed, at most `max_length`; required means at least one visible character."""
    return StringConstraints(
        strip_whitespace=True, min_length=1 if required else 0, max_length=max_length
    )


Printable = _Printable()
PersonName = Annotated[str, bounded(120), Printable]
Address = Annotated[str, bounded(500), Printable]
OptionalAddress = Annotated[str, bounded(500, required=False), Printable]
SlotLabel = Annotated[str, bounded(40), Printable]
Notes = Annotated[str, bounded(1000, required=False), Printable]
Id = Annotated[str, bounded(80), Printable]
SearchText = Annotated[str, bounded(100, required=False), Printable]
# The language a devotee books in, which our messages to them are written in: en, hi, or
# hinglish (Hindi in Latin letters, as the assistant hears it). A booking body without it
# takes the request's language (Accept-Language).
MessageLanguage = Language

MAX_LIST_ITEMS = 50


def _distinct(values: list[str]) -> list[str]:
    # Lists on admin forms never hold an empty entry or the same entry twice.
    seen: dict[str, None] = {}
    for value in values:
        if value and value not in seen:
            seen[value] = None
    return list(seen)


ListEntry = Annotated[str, bounded(200, required=False), Printable]
TextList = Annotated[list[ListEntry], Field(max_length=MAX_LIST_ITEMS), AfterValidator(_distinct)]

_NON_DIGITS = re.compile(r"[^0-9]")
# What is left of an Indian mobile number once +91, 0, spaces and dashes are dropped. These and
# the e-mail rule are published to the web app (GET /api/site `limits`), which checks forms
# with them before asking the server.
PHONE_DIGITS = 10
PHONE_PATTERN = r"^[6-9][0-9]{9}$"
_PHONE = re.compile(PHONE_PATTERN)
# A number as it may be written, which `normalise_phone` reads: the 10 digits, after +91 or 0
# if any, with up to PHONE_FILL other characters (not digits nor control characters) before,
# between and after them: "+91 98765-43210", "(+91) 98765 43210", "0 98765 - 43210". The whole
# length (20) nearly bounds them anyway; left unbounded in the pattern, a generator of examples
# writes long fills and throws almost all of them away.
PHONE_FILL = 3
_FILL = rf"[^0-9{CONTROL}]{{0,{PHONE_FILL}}}"
PHONE_INPUT_PATTERN = rf"^{_FILL}(?:9{_FILL}1{_FILL}|0{_FILL})?[6-9](?:{_FILL}[0-9]){{9}}{_FILL}$"
_PHONE_INPUT = re.compile(PHONE_INPUT_PATTERN)
PHONE_DIGITS_TEXT = f"Phone number must be {PHONE_DIGITS} digits"
PHONE_FORMAT = "Invalid Indian mobile number format"


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


def mobile_problem(raw: str, field: str) -> Problem | None:
    """Why `raw` is not an Indian mobile number, about the wire's `field`; None when it is one
    (its 10 digits are `phone_digits(raw)`)."""
    digits = phone_digits(raw)
    if len(digits) != PHONE_DIGITS:
        return Problem(field, "phone_digits", PHONE_DIGITS_TEXT)
    if not is_mobile(digits) or not _PHONE_INPUT.match(raw):
        return Problem(field, "phone_format", PHONE_FORMAT)
    return None


def normalise_phone(raw: str) -> str:
    """Reduce an Indian mobile number to its 10 digits (drops +91, 0, spaces and dashes)."""
    problem = mobile_problem(raw, "phone")
    if problem is not None:
        raise PydanticCustomError(f"punya.{problem.code}", problem.message)
    return phone_digits(raw)


PHONE_INPUT_SCHEMA: dict[str, Any] = {
    "type": "string",
    "maxLength": 20,
    "pattern": PHONE_INPUT_PATTERN,
}


# One JSON value that is not an array or object, for a field read leniently or ignored (no
# text in a body holds NUL: api.common.json_input refuses it anywhere).
SCALAR_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "string", "pattern": NO_NUL_PATTERN},
        {"type": ["number", "boolean", "null"]},
    ]
}


def _scalar(raw: object) -> object:
    if isinstance(raw, list | dict):
        raise PydanticCustomError(
            "punya.scalar", "Must be a number, text, true, false or null, not a list or object"
        )
    return raw


Scalar = BeforeValidator(_scalar)
# A field the server accepts and ignores (the spec's forms send it): any scalar.
IgnoredScalar = Annotated[Any, Scalar, WithJsonSchema(SCALAR_SCHEMA, mode="validation")]


class Published:
    """A pattern for the published schema of a rule a validator checks in its own words."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __get_pydantic_json_schema__(
        self, schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        published = handler(schema)
        if handler.mode == "validation":
            published["pattern"] = self.pattern
        return published


Phone = Annotated[
    str,
    StringConstraints(min_length=1, max_length=20),  # spaces around are PHONE_FILL's
    Printable,
    AfterValidator(normalise_phone),
    Published(PHONE_INPUT_PATTERN),
]

# Something@something.something, no spaces or control characters (the same in JavaScript).
_PART = rf"[^@{SPACE}{CONTROL}]+"
EMAIL_PATTERN = rf"^{_PART}@{_PART}\.{_PART}$"
MAX_EMAIL_LENGTH = 254
EMAIL_FORMAT = "Invalid email format"
_EMAIL = re.compile(EMAIL_PATTERN)
# An address as it may be sent: with spaces around it, at most MAX_EMAIL_LENGTH in all.
EMAIL_INPUT_SCHEMA: dict[str, Any] = {
    "type": "string",
    "maxLength": MAX_EMAIL_LENGTH,
    "pattern": rf"^[{SPACE}]*{_PART}@{_PART}\.{_PART}[{SPACE}]*$",
}


def email_address(raw: str) -> str | None:
    """The one reading of an e-mail address: trimmed and lower-case, or None when it is not
    one (something@something.something, at most MAX_EMAIL_LENGTH characters)."""
    value = raw.strip().lower()
    # The length as sent, and once lowercased (a few letters lowercase to two characters).
    too_long = max(len(raw), len(value)) > MAX_EMAIL_LENGTH
    return None if too_long or not _EMAIL.match(value) else value


def _email_or_none(raw: object) -> object:
    if raw is None or (isinstance(raw, str) and is_blank(raw)):
        return None
    if not isinstance(raw, str):
        return raw  # let the str check say what is wrong
    value = email_address(raw)
    if value is None:
        raise PydanticCustomError("punya.email_format", EMAIL_FORMAT)
    return value


# Left out, null or blank is no address.
OptionalEmail = Annotated[
    str | None,
    BeforeValidator(_email_or_none),
    WithJsonSchema(or_blank(EMAIL_INPUT_SCHEMA), mode="validation"),
]


# Dates anyone asks about: a booking, a report, a day off (and none of them overflows a
# calendar sum at the ends of Python's years 1 to 9999).
FIRST_YEAR, LAST_YEAR = 1900, 2999
_MONTH_DAY = r"-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$"
_DATE = re.compile(rf"^[0-9]{{4}}{_MONTH_DAY}")


def date_pattern(first_year: int, last_year: int) -> str:
    """YYYY-MM-DD in whole centuries of years, e.g. 1900 to 2999 (`format: date` says which
    days are real): published where the server also refuses the other years."""
    assert first_year % 100 == 0, first_year
    assert (last_year + 1) % 100 == 0, last_year
    centuries = "|".join(str(c) for c in range(first_year // 100, (last_year + 1) // 100))
    return rf"^(?:{centuries})[0-9]{{2}}{_MONTH_DAY}"


# The same, published: only the years above (the server says which rule a date breaks).
DATE_PATTERN = date_pattern(FIRST_YEAR, LAST_YEAR)


def _iso_date(raw: object) -> object:
    if isinstance(raw, date):
        return raw
    if isinstance(raw, str) and is_blank(raw):
        raise PydanticCustomError("missing", "Field required")
    day = None
    if isinstance(raw, str) and _DATE.match(raw):  # 3.11 would also take 20261231
        with suppress(ValueError):
            day = date.fromisoformat(raw)
    if day is None:
        raise PydanticCustomError(
            "punya.date_format", "Date must be a real date written as YYYY-MM-DD, e.g. 2026-12-31"
        )
    if not FIRST_YEAR <= day.year <= LAST_YEAR:
        raise PydanticCustomError(
            "punya.date_range", f"Date must be in the years {FIRST_YEAR} to {LAST_YEAR}"
        )
    return day


DATE_SCHEMA: dict[str, Any] = {"type": "string", "format": "date", "pattern": DATE_PATTERN}
IsoDate = Annotated[
    date, BeforeValidator(_iso_date), WithJsonSchema(DATE_SCHEMA, mode="validation")
]


def _whole_number(raw: object) -> object:
    # JSON has one kind of number: 3.0 is the integer 3 to JSON Schema, and so to us.
    return int(raw) if isinstance(raw, float) and raw.is_integer() else raw


# A count is an integer from JSON's 3 or 3.0 (with strict=True, never a string or true).
WholeNumber = BeforeValidator(_whole_number)


# Ids in URLs: our ids are letters, digits, "-" and "_"; anything else cannot name a record.
PathId = Annotated[str, Path(pattern=r"^[A-Za-z0-9_-]{1,80}$")]
