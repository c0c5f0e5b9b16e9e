"""Wire shapes of the admin priests screen: the roster with its stats, and the priest form."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, Field, StringConstraints
from pydantic_core import PydanticCustomError

from api.admin.common import Listing
from api.admin.forms import Email, LongText, Patch, Price
from api.admin.priests import rules
from api.common.wire import Address, Money, PersonName, Phone, TextList, WireIn, WireOut


def _week(given: dict[str, list[str]]) -> dict[str, list[str]]:
    try:
        return rules.weekly_availability(given)
    except rules.AvailabilityError as exc:
        raise PydanticCustomError("punya.availability", str(exc)) from None


_DayName = Annotated[str, StringConstraints(max_length=20)]
_Ranges = Annotated[
    list[Annotated[str, StringConstraints(max_length=20)]],
    Field(max_length=rules.MAX_RANGES_PER_DAY),
]
# {"Monday": ["06:00-12:00", "16:00-20:00"], ...}: read back with all seven days.
Availability = Annotated[
    dict[_DayName, _Ranges], Field(max_length=len(rules.WEEKDAYS)), AfterValidator(_week)
]
Experience = Annotated[int, Field(ge=0, le=rules.MAX_EXPERIENCE_YEARS)]


class PriestRead(WireOut):
    id: str
    name: str
    email: str
    phone: str
    experience: int
    specializations: list[str]
    languages: list[str]
    rating: float
    total_bookings: int
    is_active: bool
    address: str
    certifications: list[str]
    availability: dict[str, list[str]]
    price_per_hour: Money
    bio: str
    created_at: datetime
    updated_at: datetime


class PriestStats(WireOut):
    total: int
    active: int
    average_rating: float
    total_bookings: int


class PriestRoster(Listing[PriestRead]):
    """`total` priests match the search, of `overall` in all: Showing X of Y priests."""

    overall: int
    stats: PriestStats


class PriestCreate(WireIn):
    name: PersonName
    email: Email
    phone: Phone
    experience: Experience
    address: Address
    bio: LongText
    price_per_hour: Price
    specializations: TextList = Field(default_factory=list)
    languages: TextList = Field(default_factory=list)
    certifications: TextList = Field(default_factory=list)
    availability: Availability = Field(default_factory=lambda: _week({}))
    is_active: bool = True
    # Kept by the server: a new priest starts at 0 whatever the form sends.
    rating: Any = None
    total_bookings: Any = None


class PriestUpdate(WireIn):
    name: Patch[PersonName] = None
    email: Patch[Email] = None
    phone: Patch[Phone] = None
    experience: Patch[Experience] = None
    address: Patch[Address] = None
    bio: Patch[LongText] = None
    price_per_hour: Patch[Price] = None
    specializations: Patch[TextList] = None
    languages: Patch[TextList] = None
    certifications: Patch[TextList] = None
    availability: Patch[Availability] = None
    is_active: Patch[bool] = None
    # Earned from bookings and reviews, not typed in: accepted from the form and ignored.
    rating: Any = None
    total_bookings: Any = None
