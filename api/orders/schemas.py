"""Wire shapes of the order lookup."""

from __future__ import annotations

from typing import Annotated

from pydantic import BeforeValidator

from api.common.wire import OptionalEmail, Phone, WireIn, WireOut
from api.priest_bookings.schemas import PriestBookingRead
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead


def _blank_to_none(raw: object) -> object:
    return None if isinstance(raw, str) and not raw.strip() else raw


class LookupRequest(WireIn):
    phone: Annotated[Phone | None, BeforeValidator(_blank_to_none)] = None
    email: OptionalEmail = None


class LookedUpPriestBooking(PriestBookingRead):
    masked: bool


class LookedUpTempleBooking(TempleBookingRead):
    masked: bool


class LookedUpStoreOrder(StoreOrderRead):
    masked: bool


class LookupResult(WireOut):
    priest_bookings: list[LookedUpPriestBooking]
    temple_bookings: list[LookedUpTempleBooking]
    store_orders: list[LookedUpStoreOrder]
