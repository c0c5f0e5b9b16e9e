"""Wire shapes of My Orders: the lookup and the cancellation of a pending record."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator

from api.common.wire import Id, OptionalEmail, Phone, WireIn, WireOut
from api.priest_bookings.schemas import PriestBookingRead
from api.store.schemas import StoreOrderRead
from api.temple_bookings.schemas import TempleBookingRead

RecordKind = Literal["priest", "temple", "store"]


def _blank_to_none(raw: object) -> object:
    return None if isinstance(raw, str) and not raw.strip() else raw


OptionalPhone = Annotated[Phone | None, BeforeValidator(_blank_to_none)]


class LookupRequest(WireIn):
    phone: OptionalPhone = None
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


class CancelRequest(WireIn):
    """Which record, and the contact that proves it is the caller's (not needed from the
    browser that made it)."""

    kind: RecordKind
    id: Id
    phone: OptionalPhone = None
    email: OptionalEmail = None


class CancelResult(WireOut):
    kind: RecordKind
    record: LookedUpPriestBooking | LookedUpTempleBooking | LookedUpStoreOrder
    refund_due: bool
    message: str
