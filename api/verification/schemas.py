"""Wire shapes of owner verification: ask for a code, confirm it."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, StringConstraints

from api.common.wire import (
    EMAIL_INPUT_SCHEMA,
    NOT_GIVEN,
    PHONE_INPUT_PATTERN,
    SPACE,
    Printable,
    Published,
    WireIn,
    WireOut,
)
from api.verification.rules import CODE_DIGITS

# Raw texts: api.verification.rules normalises them and names what is wrong, field by field.
ContactText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=254), Printable]
CodeText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=20),
    Printable,
    Published(rf"^[{SPACE}]*[0-9]{{{CODE_DIGITS}}}[{SPACE}]*$"),
]

_BY_PHONE = {"type": "string", "maxLength": 254, "pattern": PHONE_INPUT_PATTERN}


def _one_contact(schema: dict[str, Any]) -> None:
    """Published: a phone or an e-mail, one of the two (blank is none), as
    rules.destination_of reads them."""
    schema["if"] = {"properties": {"phone": NOT_GIVEN}}
    schema["then"] = {"required": ["email"], "properties": {"email": EMAIL_INPUT_SCHEMA}}
    schema["else"] = {"properties": {"phone": _BY_PHONE, "email": NOT_GIVEN}}


class CodeRequest(WireIn):
    """One of the two: the phone or the e-mail to send a code to."""

    model_config = ConfigDict(json_schema_extra=_one_contact)

    phone: ContactText | None = None
    email: ContactText | None = None


class CodeSent(WireOut):
    destination: str  # masked: ***1234 or m***@example.com
    channel: Literal["sms", "email"]
    expires_in_seconds: int
    resend_after_seconds: int


class ConfirmRequest(WireIn):
    model_config = ConfigDict(json_schema_extra=_one_contact)

    phone: ContactText | None = None
    email: ContactText | None = None
    code: CodeText


class Confirmed(WireOut):
    destination: str  # masked
    channel: Literal["sms", "email"]
    verified_until: datetime
