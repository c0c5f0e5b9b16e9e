"""Wire shapes of temple bookings."""

from __future__ import annotations

from datetime import date, datetime

from api.common.history import HistoryEntry
from api.common.sankalp import SankalpIn, SankalpRead
from api.common.wire import (
    Id,
    IsoDate,
    MessageLanguage,
    Money,
    Notes,
    OptionalEmail,
    PersonName,
    Phone,
    RecordOut,
    SlotLabel,
    WireIn,
    WireOut,
)
from data.statuses import BookingStatus, PaymentStatus


class TempleBookingCreate(WireIn):
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
    created_at: datetime
    updated_at: datetime


class TempleTimeSlot(WireOut):
    """A slot of one date: `available` when it may be booked; `full` when it has not begun
    but every place the temple offers in it is taken (shown as "Full")."""

    label: str
    available: bool
    full: bool
