"""Wire shapes of payments: the initiate request, the dialog's status, the result page's
verification and the gateway callback's acknowledgement."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, StringConstraints, WithJsonSchema

from api.common.wire import (
    EMAIL_INPUT_SCHEMA,
    PHONE_INPUT_SCHEMA,
    Money,
    Printable,
    Published,
    WireIn,
    WireOut,
    min_trimmed_pattern,
    or_blank,
)
from data.statuses import RefundState

# Texts are bounded here; what they must contain is for rules.request_problem, so a missing
# phone or a one-letter name gets the spec's own message rather than a generic one. The
# published schema says those rules too (`Published`, and every field but the e-mail required).
_Text = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=120),
    Printable,
    Published(min_trimmed_pattern(2)),
]
_Phone = Annotated[
    Annotated[str, StringConstraints(strip_whitespace=True, max_length=20), Printable] | None,
    WithJsonSchema(PHONE_INPUT_SCHEMA, mode="validation"),
]
_Email = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=254),
    Printable,
]
_OptionalEmail = Annotated[
    _Email | None, WithJsonSchema(or_blank(EMAIL_INPUT_SCHEMA), mode="validation")
]
_TargetId = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=80),
    Printable,
    Published(min_trimmed_pattern(3)),
]

TargetKind = Literal["priest", "temple", "store"]


def _all_but_email_required(schema: dict[str, Any]) -> None:
    properties: dict[str, dict[str, Any]] = schema["properties"]
    schema["required"] = [name for name in properties if name != "customerEmail"]
    for name in schema["required"]:
        properties[name].pop("default", None)


class PaymentCreate(WireIn):
    """What the payment dialog sends. There is no amount: it comes from the stored record."""

    model_config = ConfigDict(json_schema_extra=_all_but_email_required)

    target_kind: TargetKind
    target_id: _TargetId = ""
    customer_name: _Text = ""
    customer_phone: _Phone = None
    customer_email: _OptionalEmail = None


class PaymentStarted(WireOut):
    """Where to send the devotee to pay."""

    transaction_id: str
    redirect_url: str
    amount: Money
    state: str


class PaymentRead(WireOut):
    """A payment as the dialog polls it."""

    transaction_id: str
    target_kind: str
    target_id: str
    amount: Money
    state: str
    status_text: str
    success: bool
    final: bool
    reason: str | None = None
    # Once paid: what the paid record's status is now (an online payment confirms a pending
    # booking or order), so the confirmation says what the record says.
    record_status: str | None = None


class PaymentVerification(WireOut):
    """The result page's answer (spec section 3 "Payment verification result"), amount in
    rupees."""

    success: bool
    status: str
    amount: Money
    transaction_id: str | None = None
    # What the payment was for, so a failed one can be paid again (Pay now).
    target_kind: TargetKind | None = None
    target_id: str | None = None
    # Whether that record may still be paid: unpaid, not cancelled, no payment in progress.
    payable: bool = False


class CallbackAck(WireOut):
    success: bool
    state: str = Field(description="the payment's state after the callback")


class RefundRead(WireOut):
    """A refund as the devotee (My Orders, Track) and the back office see it."""

    id: str
    payment_id: str
    target_kind: TargetKind
    target_id: str
    amount: Money
    state: RefundState
    reason: str
    created_at: datetime
    updated_at: datetime
