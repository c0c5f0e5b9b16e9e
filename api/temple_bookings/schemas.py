"""Wire shapes of temple bookings, with the prasad sent home (its address is the store
checkout's DeliveryAddress) and its shipment as the back office records it."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime
from typing import Annotated, Any

from pydantic import AfterValidator, ConfigDict, StringConstraints, model_validator
from pydantic_core import PydanticCustomError

from api.common.history import HistoryEntry
from api.common.sankalp import SankalpIn, SankalpRead
from api.common.wire import (
    SPACE,
    Id,
    IsoDate,
    MessageLanguage,
    Money,
    Notes,
    OptionalEmail,
    PersonName,
    Phone,
    Printable,
    Published,
    RecordOut,
    SlotLabel,
    WireIn,
    WireOut,
)
from api.store.address import DeliveryAddress, DeliveryAddressRead, written_address
from api.temple_bookings import rules
from data.statuses import BookingStatus, PaymentStatus, PrasadStatus


def _prasad_wish(schema: dict[str, Any]) -> None:
    """Published: an address exactly when the prasad is asked for (whether the temple ships
    it is the service's, in the database)."""
    schema["if"] = {"properties": {"wantsPrasad": {"const": True}}, "required": ["wantsPrasad"]}
    schema["then"] = {"required": ["deliveryAddress"]}
    schema["else"] = {"properties": {"deliveryAddress": {"type": "null"}}}


class TempleBookingCreate(WireIn):
    model_config = ConfigDict(json_schema_extra=_prasad_wish)

    temple_id: Id
    service_id: Id
    customer_name: PersonName
    customer_phone: Phone
    customer_email: OptionalEmail = None
    selected_date: IsoDate
    selected_time: SlotLabel
    special_requests: Notes = ""
    # The language the devotee books in (the screen's, the conversation's): our messages to
    # them use it. None: the request's (Accept-Language).
    message_language: MessageLanguage | None = None
    sankalp: SankalpIn | None = None
    # Send the pooja's prasad home (only where the temple ships it), to this address; false:
    # "no prasad, thanks".
    wants_prasad: bool = False
    delivery_address: DeliveryAddress | None = None


class TempleBookingRead(RecordOut):
    id: str
    temple_id: str
    service_id: str
    service_name: str
    customer_name: str
    customer_phone: str
    customer_email: str | None
    selected_date: date
    selected_time: str
    special_requests: str
    sankalp: SankalpRead | None
    status: BookingStatus
    payment_status: PaymentStatus
    total_amount: Money
    status_history: list[HistoryEntry]
    # The prasad sent home (None: not asked for, or the service does not ship it).
    prasad_status: PrasadStatus | None
    delivery_address: DeliveryAddressRead | None
    # Where it goes on one line, as a store order's shipping address is sent (the state in the
    # reader's language where the view knows it, else in English).
    prasad_address: str | None = None
    prasad_courier: str | None
    prasad_tracking_number: str | None
    created_at: datetime
    updated_at: datetime

    @model_validator(mode="after")
    def _address_written(self) -> TempleBookingRead:
        if self.prasad_address is None and self.delivery_address is not None:
            self.prasad_address = written_address(self.delivery_address.model_dump())
        return self


def _wholly(core: str, rule: str) -> Callable[[str], str]:
    """A courier's text once trimmed must be wholly `core` (letters, digits, a few separators,
    its length bounded); anything else is refused in `rule`'s words, which name the field."""
    whole = re.compile(core)

    def check(value: str) -> str:
        if not whole.fullmatch(value):
            raise PydanticCustomError("punya.invalid_shipment", rule)
        return value

    return check


CourierName = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=rules.COURIER_MAX),
    Printable,
    AfterValidator(_wholly(rules.COURIER, rules.COURIER_RULE)),
    Published(rf"^[{SPACE}]*{rules.COURIER}[{SPACE}]*$"),
]
TrackingNumber = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=rules.TRACKING_MAX),
    Printable,
    AfterValidator(_wholly(rules.TRACKING, rules.TRACKING_RULE)),
    Published(rf"^[{SPACE}]*{rules.TRACKING}[{SPACE}]*$"),
]


def _shipment_when_shipped(schema: dict[str, Any]) -> None:
    """Published: the courier and the tracking number with status shipped, never without it."""
    schema["if"] = {"properties": {"status": {"const": PrasadStatus.SHIPPED.value}}}
    schema["then"] = {"required": ["courierName", "trackingNumber"]}
    schema["else"] = {
        "properties": {"courierName": {"type": "null"}, "trackingNumber": {"type": "null"}}
    }


class PrasadChange(WireIn):
    """The back office moves a booking's prasad: shipped with its courier and tracking number,
    then delivered or returned (api/records/transitions.py PRASAD_MOVES says which now)."""

    model_config = ConfigDict(json_schema_extra=_shipment_when_shipped)

    status: PrasadStatus
    courier_name: CourierName | None = None
    tracking_number: TrackingNumber | None = None

    def check(self) -> None:
        rules.check_shipment(
            self.status == PrasadStatus.SHIPPED,
            {"courierName": self.courier_name, "trackingNumber": self.tracking_number},
        )


class TempleTimeSlot(WireOut):
    """A slot of one date: `available` when it may be booked; `full` when it has not begun
    but every place the temple offers in it is taken (shown as "Full")."""

    label: str
    available: bool
    full: bool
