"""Wire shapes of the admin Users page: users derived from bookings and orders by phone, in
keyset pages (nextCursor)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import Path, Query
from pydantic import AfterValidator, BeforeValidator, WithJsonSchema

from api.admin.common import Listing
from api.admin.money import Revenue
from api.common.wire import (
    BLANK_PATTERN,
    DATE_SCHEMA,
    PHONE_INPUT_PATTERN,
    IsoDate,
    Money,
    Printable,
    Published,
    WireOut,
    is_blank,
    normalise_phone,
)
from api.priest_bookings.schemas import PriestBookingRead
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead


def _blank_to_none(raw: object) -> object:
    return None if isinstance(raw, str) and is_blank(raw) else raw


# Blank is no filter, as the screen sends it when the date is cleared.
SinceQuery = Annotated[
    IsoDate | None,
    BeforeValidator(_blank_to_none),
    WithJsonSchema(
        {"anyOf": [DATE_SCHEMA, {"type": "string", "pattern": BLANK_PATTERN}]}, mode="validation"
    ),
    Query(description="join date on or after this Indian date, YYYY-MM-DD"),
]
# A user's id is their phone: 10 digits (a pasted +91 or leading 0 is dropped).
PhonePath = Annotated[
    str,
    Path(max_length=20),
    Printable,
    AfterValidator(normalise_phone),
    Published(PHONE_INPUT_PATTERN),
]


class UserRead(WireOut):
    id: str  # the phone
    name: str  # from the most recent record
    email: str  # the most recent non-empty e-mail; "" is shown as Not provided
    phone: str
    join_date: datetime  # earliest record
    total_bookings: int  # priest and temple bookings, not store orders
    total_spent: Money  # the money collected from them (received minus refunds)
    is_active: bool  # always true: a derived user cannot be deactivated
    last_activity: datetime  # latest record


class UserStats(WireOut):
    total_users: int
    active_users: int  # every derived user is active
    total_bookings: int  # the users' totalBookings summed
    revenue: Revenue  # collected: the users' totalSpent summed


class UsersPage(Listing[UserRead]):
    stats: UserStats


class RecordCounts(WireOut):
    priest_bookings: int
    temple_bookings: int
    store_orders: int


class UserDetails(WireOut):
    """A user with every count, and at most the newest 100 records of each kind."""

    user: UserRead
    counts: RecordCounts
    priest_bookings: list[PriestBookingRead]
    temple_bookings: list[TempleBookingRead]
    store_orders: list[StoreOrderRead]
