"""Wire shapes of the priests' app: sign-in, the priest's bookings as visits, and their hours
and days off."""

from __future__ import annotations

from datetime import date, datetime

from pydantic import Field

from api.common.sankalp import SankalpRead
from api.common.wire import Money, Phone, WireIn, WireOut
from api.priests.schemas import Availability, DaysOff
from api.verification.schemas import CodeText
from data.statuses import BookingStatus, PaymentStatus, VisitStatus


class PriestCodeRequest(WireIn):
    """The phone the office has for the priest: a one-time code is sent to it by SMS."""

    phone: Phone


class PriestSignIn(WireIn):
    phone: Phone
    code: CodeText


class PriestMe(WireOut):
    """The signed-in priest, their name in the language asked for."""

    id: str
    name: str
    city: str
    photo: str | None
    languages: list[str]


class VisitRead(WireOut):
    """One booking the priest holds, as their app shows it, in the language asked for."""

    booking_id: str
    short_id: str
    puja_id: str
    puja: str
    selected_date: date
    selected_time: str
    starts_at: datetime = Field(description="when the slot begins (UTC)")
    is_online: bool
    address: str | None = Field(description="the home's address; None for an online puja")
    map_url: str | None = Field(description="a map search for the address")
    meeting_link: str | None = Field(description="an online puja's video call, once made")
    customer_name: str
    customer_phone: str | None = Field(
        description="the devotee's phone: sent only from phone_from on, once the priest "
        "accepted the booking, until it is completed; null before"
    )
    phone_from: datetime = Field(description="an hour before the slot begins (UTC)")
    language: str | None = Field(description="the language the devotee asked for; None: any")
    special_requests: str
    sankalp: SankalpRead | None = Field(
        description="the family's sankalp (gotra, nakshatra or rashi, the names the puja is "
        "for) as they gave it when booking; None when they gave none"
    )
    samagri_family: list[str] = Field(
        description="the samagri the family keeps ready (the puja's list in the catalogue); "
        "empty when the puja lists none"
    )
    samagri_priest: list[str] = Field(description="the samagri the priest brings")
    price: Money
    booking_status: BookingStatus
    payment_status: PaymentStatus
    visit_status: VisitStatus
    accept_by: datetime | None = Field(
        description="an offer not accepted by then goes to another priest; None once accepted"
    )
    moves: list[VisitStatus] = Field(
        description="what the priest may do now: accepted (accept), declined (decline), "
        "started (start), completed (complete), as the visit table allows"
    )
    photos: list[str] = Field(description="photos of the puja the priest added (/media/ URLs)")
    max_photos: int


class VisitList(WireOut):
    """The priest's bookings from today on (and today's completed ones), by date and slot."""

    today: date = Field(description="today in India")
    visits: list[VisitRead]


class Declined(WireOut):
    booking_id: str
    message: str


class SlotSpan(WireOut):
    """One of the two-hour slots bookings are made in, with its clock times ("06:00")."""

    label: str
    start: str
    end: str


class ScheduleRead(WireOut):
    """When the priest takes bookings: the office's hours, the priest's own within them (None:
    all of the office's), the hours that result, and their days off; the slots bookings are
    made in, for choosing hours by them."""

    office_hours: dict[str, list[str]]
    own_hours: dict[str, list[str]] | None
    working_hours: dict[str, list[str]]
    days_off: list[date]
    max_ranges_per_day: int
    max_days_off: int
    slots: list[SlotSpan]


class ScheduleUpdate(WireIn):
    """The priest's own weekly hours (each range inside the office's that day; null: all of
    the office's) and their days off from today on (days already past are kept as they
    were)."""

    own_hours: Availability | None
    days_off: DaysOff
