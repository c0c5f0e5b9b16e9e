"""Wire shapes of the priests a devotee may choose from, and of a priest's weekly hours and
days off (the admin's priest form and the priest's own app take them alike)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated

from fastapi import Query
from pydantic import AfterValidator, Field, Strict, StringConstraints
from pydantic_core import PydanticCustomError

from api.common.wire import Id, IsoDate, Published, SlotLabel, WireIn, WireOut
from api.priests import hours
from api.priests.rules import MAX_DAYS_OFF, PriestLanguage
from api.priests.slots import TIME_SLOT_PATTERN
from api.store.address import HomeAddress


class PriestCard(WireOut):
    """A priest's profile as the booking form shows it, in the language asked for."""

    id: str
    name: str
    photo: str | None
    languages: list[str]
    experience: int = Field(description="years")
    city: str
    bio: str
    online: bool
    verified_at: datetime | None = Field(description="when a super admin verified the priest")
    pujas_performed: int = Field(description="how many of our pujas the priest performs")
    completed_bookings: int = Field(description="bookings of ours the priest has completed")
    rating_average: float | None = Field(
        description="the mean of the visible reviews of bookings the priest held, to one "
        "decimal; None while there are none (the card says New)"
    )
    rating_count: int = Field(description="how many reviews that mean is of")
    distance_km: float | None = Field(description="from the priest's city to the home, if known")


class FreePriests(WireOut):
    priests: list[PriestCard]
    located: bool = Field(description="whether the home address was found on the map")


class PujaVisit(WireIn):
    """A puja at a date and slot, at a home or online, in a language if one is asked for:
    what decides who may come (the booking form asks this before it books)."""

    service_id: Id
    selected_date: IsoDate
    selected_time: Annotated[SlotLabel, Published(TIME_SLOT_PATTERN)]
    # Also read from a query string (GET /api/priests/free?isOnline=true).
    is_online: Annotated[bool, Strict(False)] = False
    customer_address: HomeAddress = ""  # a PIN code written in it must exist
    # The language the devotee wants the puja in; None: any.
    language: PriestLanguage | None = None


FreePriestsParams = Annotated[PujaVisit, Query()]


def weekly(given: dict[str, list[str]]) -> dict[str, list[str]]:
    """hours.weekly_availability, its refusal as the field's validation error."""
    try:
        return hours.weekly_availability(given)
    except hours.AvailabilityError as exc:
        raise PydanticCustomError("punya.availability", str(exc)) from None


_DayName = Annotated[str, StringConstraints(max_length=20), Published(hours.WEEKDAY_PATTERN)]
_Ranges = Annotated[
    list[Annotated[str, StringConstraints(max_length=20), Published(hours.RANGE_PATTERN)]],
    Field(max_length=hours.MAX_RANGES_PER_DAY),
]
# {"Monday": ["06:00-12:00", "16:00-20:00"], ...}: read back with all seven days.
Availability = Annotated[
    dict[_DayName, _Ranges],
    # Published: a key is a weekday (patternProperties), and no other key is.
    Field(max_length=len(hours.WEEKDAYS), json_schema_extra={"additionalProperties": False}),
    AfterValidator(weekly),
]


def _distinct_days(values: list[date]) -> list[date]:
    return list(dict.fromkeys(values))


DaysOff = Annotated[list[IsoDate], Field(max_length=MAX_DAYS_OFF), AfterValidator(_distinct_days)]
