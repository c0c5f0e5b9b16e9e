"""Wire shapes of owner verification: ask for a code, confirm it."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import StringConstraints

from api.common.wire import Printable, WireIn, WireOut

# Raw texts: api.verification.rules normalises them and names what is wrong, field by field.
ContactText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=254), Printable]
CodeText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=20), Printable]


class CodeRequest(WireIn):
    """One of the two: the phone or the e-mail to send a code to."""

    phone: ContactText | None = None
    email: ContactText | None = None


class CodeSent(WireOut):
    destination: str  # masked: ***1234 or m***@example.com
    channel: Literal["sms", "email"]
    expires_in_seconds: int
    resend_after_seconds: int


class ConfirmRequest(WireIn):
    phone: ContactText | None = None
    email: ContactText | None = None
    code: CodeText


class Confirmed(WireOut):
    destination: str  # masked
    channel: Literal["sms", "email"]
    verified_until: datetime
