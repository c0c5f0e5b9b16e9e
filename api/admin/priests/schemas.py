"""Wire shapes of the admin priests screen: the roster with its stats, and the priest form."""

from __future__ import annotations

from datetime import date, datetime
from typing import Annotated, Any

from pydantic import AfterValidator, Field, StringConstraints

from api.admin.common import Listing
from api.admin.forms import Email, Hindi, LongText, Patch, Price
from api.admin.priests import rules
from api.common.wire import (
    Address,
    Id,
    IgnoredScalar,
    Money,
    PersonName,
    Phone,
    Printable,
    TextList,
    WireIn,
    WireOut,
)
from api.media.wire import OptionalPicture
from api.priests.rules import MAX_RADIUS_KM, MIN_RADIUS_KM, PriestLanguage
from api.priests.schemas import Availability, DaysOff, weekly

Experience = Annotated[int, Field(ge=0, le=rules.MAX_EXPERIENCE_YEARS)]
City = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=120), Printable
]
Radius = Annotated[int, Field(ge=MIN_RADIUS_KM, le=MAX_RADIUS_KM)]


def _distinct(values: list[Any]) -> list[Any]:
    return list(dict.fromkeys(values))


# At least one of each: a priest with no puja or no language can be sent to no booking.
Languages = Annotated[
    list[PriestLanguage],
    Field(min_length=1, max_length=len(PriestLanguage)),
    AfterValidator(_distinct),
]
Pujas = Annotated[list[Id], Field(min_length=1, max_length=200), AfterValidator(_distinct)]


class PriestRead(WireOut):
    id: str
    name: str
    email: str
    phone: str
    experience: int
    specializations: list[str]
    languages: list[str]
    # Earned from the visible reviews of bookings the priest held: the mean to one decimal
    # (None while there are none: "New") and how many.
    rating_average: float | None
    rating_count: int
    total_bookings: int
    is_active: bool
    address: str
    certifications: list[str]
    availability: dict[str, list[str]]
    # The hours the priest chose in their app, within `availability` (None: all of them).
    own_hours: dict[str, list[str]] | None
    price_per_hour: Money
    bio: str
    name_hi: str | None
    bio_hi: str | None
    city: str
    city_hi: str | None
    photo: str | None
    latitude: float | None
    longitude: float | None
    travel_radius_km: int
    pujas: list[str]
    online: bool
    verified_at: datetime | None
    days_off: list[date]
    verified: bool
    created_at: datetime
    updated_at: datetime


class PriestStats(WireOut):
    total: int
    active: int
    # The mean of every visible review of a priest booking; None while there are none.
    average_rating: float | None
    rating_count: int
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
    city: City
    languages: Languages
    pujas: Pujas
    travel_radius_km: Radius = 25
    online: bool = False
    verified: bool = False
    specializations: TextList = Field(default_factory=list)
    certifications: TextList = Field(default_factory=list)
    availability: Availability = Field(default_factory=lambda: weekly({}))
    days_off: DaysOff = Field(default_factory=list)
    photo: OptionalPicture = None
    name_hi: Hindi[PersonName] = None
    bio_hi: Hindi[LongText] = None
    city_hi: Hindi[City] = None
    is_active: bool = True
    # Kept by the server: a new priest starts at 0 whatever the form sends.
    rating: IgnoredScalar = None
    total_bookings: IgnoredScalar = None


class PriestUpdate(WireIn):
    name: Patch[PersonName] = None
    email: Patch[Email] = None
    phone: Patch[Phone] = None
    experience: Patch[Experience] = None
    address: Patch[Address] = None
    bio: Patch[LongText] = None
    price_per_hour: Patch[Price] = None
    city: Patch[City] = None
    languages: Patch[Languages] = None
    pujas: Patch[Pujas] = None
    travel_radius_km: Patch[Radius] = None
    online: Patch[bool] = None
    verified: Patch[bool] = None
    specializations: Patch[TextList] = None
    certifications: Patch[TextList] = None
    availability: Patch[Availability] = None
    days_off: Patch[DaysOff] = None
    photo: OptionalPicture = None
    name_hi: Hindi[PersonName] = None
    bio_hi: Hindi[LongText] = None
    city_hi: Hindi[City] = None
    is_active: Patch[bool] = None
    # Earned from bookings and reviews, not typed in: accepted from the form and ignored.
    rating: IgnoredScalar = None
    total_bookings: IgnoredScalar = None
