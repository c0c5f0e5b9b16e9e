"""Wire shapes of temples and their poojas."""

from __future__ import annotations

from datetime import datetime

from api.common.wire import Money, WireOut


class Coordinates(WireOut):
    latitude: float
    longitude: float


class TempleRead(WireOut):
    id: str
    name: str
    address: str
    coordinates: Coordinates
    description: str
    photos: list[str]
    distance_km: float | None = None
    created_at: datetime
    updated_at: datetime


class TempleTiming(WireOut):
    """A period of a temple's day as devotees read it: "Morning darshan 5:00 AM to 12:00 PM"
    (the label may be empty: simply open)."""

    label: str
    opens: str  # a clock label such as "5:00 AM"
    closes: str


class TempleServiceRead(WireOut):
    id: str
    temple_id: str
    name: str
    description: str
    price: Money
    duration: str
    time_slots: list[str]
    # The temple sends this pooja's prasad home: the booking form then asks for an address.
    ships_prasad: bool


class TempleDetail(TempleRead):
    services: list[TempleServiceRead]
    # Empty: the temple has not published its timings (nothing is guessed).
    timings: list[TempleTiming]
    timings_note: str | None


class TemplePage(WireOut):
    items: list[TempleRead]
    total: int
    page: int
    page_size: int
    pages: int
    radius_km: int | None
