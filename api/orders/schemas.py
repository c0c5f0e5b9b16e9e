"""Wire shapes of My Orders: the lookup, and what a devotee does with their own record (cancel,
pay again, pay in cash instead, return)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, ConfigDict, Field, StringConstraints, WithJsonSchema

from api.common.wire import (
    EMAIL_INPUT_SCHEMA,
    NOT_GIVEN,
    PHONE_INPUT_SCHEMA,
    Id,
    IsoDate,
    Money,
    OptionalEmail,
    Phone,
    Printable,
    Published,
    SlotLabel,
    WireIn,
    WireOut,
    is_blank,
    or_blank,
)
from api.orders.rules import MAX_RETURN_REASON_CHARS
from api.priest_bookings.schemas import PriestBookingRead
from api.priests.slots import TIME_SLOT_PATTERN
from api.receipts.schemas import ReceiptPayment
from api.reviews.schemas import ReviewNote
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead
from data.statuses import RefundState

RecordKind = Literal["priest", "temple", "store"]


def _blank_to_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


OptionalPhone = Annotated[
    Phone | None,
    BeforeValidator(_blank_to_none),
    WithJsonSchema(or_blank(PHONE_INPUT_SCHEMA), mode="validation"),
]


def _a_contact(schema: dict[str, Any]) -> None:
    """Published: the phone, the e-mail or both (service.lookup_orders needs one)."""
    schema["if"] = {"properties": {"phone": NOT_GIVEN}}
    schema["then"] = {"required": ["email"], "properties": {"email": EMAIL_INPUT_SCHEMA}}


class LookupRequest(WireIn):
    model_config = ConfigDict(json_schema_extra=_a_contact)

    phone: OptionalPhone = None
    email: OptionalEmail = None


class RefundNote(WireOut):
    """A refund of the record, as the devotee sees it: "Refund of ₹X initiated / credited"."""

    amount: Money
    state: RefundState
    reason: str
    created_at: datetime
    updated_at: datetime


class MyOrdersFields(WireOut):
    """What My Orders adds to every record: its refunds and what the devotee may do next."""

    refunds: list[RefundNote] = Field(default_factory=list)
    # The online payment failed or was left unfinished: Pay now (online again, or cash).
    payable: bool = False
    # Not yet shipped, begun or finished: Cancel (the refund policy says what comes back).
    cancellable: bool = False
    # A priest booking 48 hours or more ahead, pending or confirmed: Change date.
    movable: bool = False
    # A delivered order paid online, within the return window, not yet refunded.
    returnable: bool = False
    # Completed or delivered and not rated yet: Rate.
    reviewable: bool = False
    # The devotee's rating of it.
    review: ReviewNote | None = None
    # How the receipt states the payment; None: no receipt yet (not paid).
    receipt: ReceiptPayment | None = None


class LookedUpPriestBooking(PriestBookingRead, MyOrdersFields):
    pass


class LookedUpTempleBooking(TempleBookingRead, MyOrdersFields):
    pass


class LookedUpStoreOrder(StoreOrderRead, MyOrdersFields):
    pass


class LookupResult(WireOut):
    """The records of the contact this browser may see (it made them, or proved the contact
    with a one-time code), and how many more there are: those are shown only after the code."""

    priest_bookings: list[LookedUpPriestBooking]
    temple_bookings: list[LookedUpTempleBooking]
    store_orders: list[LookedUpStoreOrder]
    hidden: int = 0
    # This browser proved (one-time code) that it holds every contact looked up. False: offer
    # the verification.
    verified: bool = False


class CancelRequest(WireIn):
    """Which record, and the contact it was looked up with. Only the browser that made it or
    one verified for its contact may cancel; the contact decides between "verify first"
    (403) and "not found" (404) for everyone else."""

    kind: RecordKind
    id: Id
    phone: OptionalPhone = None
    email: OptionalEmail = None


class RescheduleRequest(CancelRequest):
    """A cancel's record and contact, and the date and two-hour slot to move it to."""

    selected_date: IsoDate
    selected_time: Annotated[SlotLabel, Published(TIME_SLOT_PATTERN)]


class RecordRequest(WireIn):
    """A record of the caller's: the one the browser made, or one of a verified contact."""

    kind: RecordKind
    id: Id


class ReturnRequest(WireIn):
    id: Id
    reason: Annotated[
        str, StringConstraints(strip_whitespace=True, max_length=MAX_RETURN_REASON_CHARS), Printable
    ] = ""


AnyLookedUp = LookedUpPriestBooking | LookedUpTempleBooking | LookedUpStoreOrder


class RecordResult(WireOut):
    kind: RecordKind
    record: AnyLookedUp
    message: str


class CancelResult(RecordResult):
    refund_due: bool
    # Initiated by the cancel, per the refund policy; None when nothing was paid online.
    refund_amount: Money | None = None
