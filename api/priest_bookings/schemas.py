"""Wire shapes of priest bookings."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from pydantic import ConfigDict, Field

from api.common.history import HistoryEntry
from api.common.sankalp import SankalpIn, SankalpRead
from api.common.wire import (
    VISIBLE_TEXT_PATTERN,
    Id,
    MessageLanguage,
    Money,
    Notes,
    OptionalEmail,
    PersonName,
    Phone,
    RecordOut,
    WireOut,
)
from api.priests.schemas import PujaVisit
from data.statuses import BookingStatus, PaymentStatus


def _address_unless_online(schema: dict[str, Any]) -> None:
    """Published: api.priests.rules.address_for's rule, an address for a puja at home
    (if/then, which the web app's generated types leave out)."""
    schema["if"] = {"required": ["isOnline"], "properties": {"isOnline": {"const": True}}}
    schema["else"] = {
        "required": ["customerAddress"],
        "properties": {"customerAddress": {"pattern": VISIBLE_TEXT_PATTERN}},
    }


class PriestBookingCreate(PujaVisit):
    model_config = ConfigDict(json_schema_extra=_address_unless_online)

    is_online: bool = False  # in a body: JSON's true or false only
    customer_name: PersonName
    customer_phone: Phone
    customer_email: OptionalEmail = None
    special_requests: Notes = ""
    sankalp: SankalpIn | None = None
    # The priest the devotee chose; None: "Any available priest" (we assign one).
    priest_id: Id | None = None
    # The language the devotee books in (the screen's, the conversation's): our messages to
    # them use it. Not `language`, the one the priest is to speak. None: the request's.
    message_language: MessageLanguage | None = None


class PriestBookingRead(RecordOut):
    id: str
    service_id: str
    service_name: str
    customer_name: str
    customer_phone: str
    customer_email: str | None
    customer_address: str
    is_online: bool
    selected_date: date
    selected_time: str
    special_requests: str
    sankalp: SankalpRead | None
    price: Money
    status: BookingStatus
    priest_assigned: str | None
    priest_id: str | None
    language: str | None
    payment_status: PaymentStatus
    status_history: list[HistoryEntry]
    # Photos of the puja the priest added when completing it (/media/ URLs).
    photos: list[str] = Field(default_factory=list)
    created_at: datetime
    updated_at: datetime


class TimeSlot(WireOut):
    """A slot of one date: `available` when it may be booked; `full` when it has not begun
    but every place in it is taken (shown as "Full")."""

    label: str
    available: bool
    full: bool
