"""Wire shapes of the admin bookings screens: lists with their stats, status changes, the Edit
Booking form and payment collection. Reads reuse the public booking shapes, which never carry
the creator's client reference."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Annotated, Literal, Self

from fastapi import Query
from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    PrivateAttr,
    WithJsonSchema,
    computed_field,
)
from pydantic_core import PydanticCustomError

from api.admin.bookings.rules import BOOKING_STATUSES, STATUS_MESSAGE
from api.admin.common import Listing
from api.admin.forms import Patch
from api.common.wire import (
    Id,
    IsoDate,
    Money,
    Notes,
    OptionalEmail,
    PersonName,
    Phone,
    SlotLabel,
    WireIn,
    WireOut,
    choice_pattern,
    is_blank,
    same_word,
)
from api.priest_bookings.schemas import PriestBookingRead
from api.records.transitions import booking_moves
from api.temple_bookings.schemas import TempleBookingRead
from data.statuses import BookingStatus, PaymentStatus, PrasadStatus


def _status(raw: object) -> object:
    # A status in any case, spaces around it aside.
    if isinstance(raw, str):
        if is_blank(raw):
            raise PydanticCustomError("missing", "Field required")
        for status in BOOKING_STATUSES:
            if same_word(raw, status):
                return status
    raise PydanticCustomError("punya.invalid_status", STATUS_MESSAGE)


def _status_filter(raw: object) -> object:
    # The screen's filter offers "all" besides the four statuses; it means no filter.
    if raw is None or (isinstance(raw, str) and (is_blank(raw) or same_word(raw, ALL))):
        return None
    return _status(raw)


ALL = "all"
NewStatus = Annotated[
    BookingStatus,
    BeforeValidator(_status),
    WithJsonSchema(
        {"type": "string", "pattern": choice_pattern(BOOKING_STATUSES, any_case=True)},
        mode="validation",
    ),
]
StatusFilter = Annotated[
    BookingStatus | None,
    BeforeValidator(_status_filter),
    WithJsonSchema(
        {
            "type": "string",
            "pattern": choice_pattern((*BOOKING_STATUSES, ALL), any_case=True, blank=True),
        },
        mode="validation",
    ),
]
# A temple named in a query string; like ids in URLs, only letters, digits, "-" and "_".
TempleIdQuery = Annotated[
    str | None, Query(alias="templeId", pattern=r"^[A-Za-z0-9_-]{1,80}$", max_length=80)
]


class BookingStats(WireOut):
    """The four cards of a bookings tab: revenue counts completed bookings only."""

    total: int
    pending: int
    confirmed: int
    revenue: Money


class _Moves(BaseModel):
    """The statuses a booking may move to now, which depend on the day (`on`): a booking is
    completed on or after the day it is for."""

    if TYPE_CHECKING:  # the booking's own fields
        status: BookingStatus
        payment_status: PaymentStatus
        selected_date: date

    _today: date | None = PrivateAttr(default=None)

    def on(self, today: date) -> Self:
        self._today = today
        return self

    @computed_field  # type: ignore[prop-decorator]
    @property
    def next_statuses(self) -> list[BookingStatus]:
        if self._today is None:
            raise RuntimeError("a booking's next statuses were asked without the day (on)")
        day_come = self.selected_date <= self._today
        return booking_moves(self.status, self.payment_status, day_come=day_come)


class AdminPriestBookingRead(_Moves, PriestBookingRead):
    """A priest booking as the back office sees it: with the statuses it may move to now."""


class AdminTempleBookingRead(_Moves, TempleBookingRead):
    temple_name: str
    # What the prasad may move to now, the current status first (empty: no prasad to send).
    next_prasad_statuses: list[PrasadStatus] = Field(default_factory=list)


class PriestBookingsPage(Listing[AdminPriestBookingRead]):
    stats: BookingStats


class TempleBookingsPage(Listing[AdminTempleBookingRead]):
    stats: BookingStats


class StatusChange(WireIn):
    status: NewStatus


class PriestChange(WireIn):
    """The priest an admin sends to a booking: one of those the booking's priests list offers."""

    priest_id: Id


class TempleBookingEdit(WireIn):
    """Only the fields the spec lets an admin edit; any other key is refused."""

    customer_name: Patch[PersonName] = None
    customer_phone: Patch[Phone] = None
    customer_email: OptionalEmail = None
    selected_date: Patch[IsoDate] = None
    selected_time: Patch[SlotLabel] = None
    special_requests: Notes | None = None


class PaymentCollection(WireIn):
    """Cash taken at the temple counter, or a payment link for the devotee to pay online."""

    method: Literal["cash", "link"]


class PaymentCollected(WireOut):
    success: bool
    transaction_id: str
    message: str  # the spec's "Payment collected successfully! Transaction ID: {id}"
    booking: AdminTempleBookingRead | None = None  # cash: the booking, now paid
    payment_url: str | None = None  # link: where the devotee pays; paid when it verifies
