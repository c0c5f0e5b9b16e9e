"""Wire shapes of priest bookings."""

from __future__ import annotations

from datetime import date, datetime

from api.common.history import HistoryEntry
from api.common.statuses import BookingStatus, PaymentStatus
from api.common.wire import (
    Id,
    Money,
    Notes,
    OptionalEmail,
    PersonName,
    Phone,
    RecordOut,
    WireOut,
)
from api.priests.schemas import PujaVisit


class PriestBookingCreate(PujaVisit):
    customer_name: PersonName
    customer_phone: Phone
    customer_email: OptionalEmail = None
    special_requests: Notes = ""
    # The priest the devotee chose; None: "Any available priest" (we assign one).
    priest_id: Id | None = None


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
    price: Money
    status: BookingStatus
    priest_assigned: str | None
    priest_id: str | None
    language: str | None
    payment_status: PaymentStatus
    status_history: list[HistoryEntry]
    created_at: datetime
    updated_at: datetime


class TimeSlot(WireOut):
    """A slot of one date: `available` when it may be booked; `full` when it has not begun
    but every place in it is taken (shown as "Full")."""

    label: str
    available: bool
    full: bool
