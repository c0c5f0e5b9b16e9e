"""Wire shapes of the priests a devotee may choose from."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import Query
from pydantic import Field, Strict

from api.common.wire import Id, IsoDate, Published, SlotLabel, WireIn, WireOut
from api.priests.rules import PriestLanguage
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
