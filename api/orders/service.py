"""Use case: look up a customer's bookings and orders."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.orders import rules
from api.orders.schemas import (
    LookedUpPriestBooking,
    LookedUpStoreOrder,
    LookedUpTempleBooking,
    LookupRequest,
    LookupResult,
)
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import bookings

LookedUp = TypeVar("LookedUp", LookedUpPriestBooking, LookedUpTempleBooking, LookedUpStoreOrder)
Customer = PriestBooking | TempleBooking | StoreOrder


def _personal_fields(record: Customer) -> dict[str, Any]:
    masked: dict[str, Any] = {
        "customer_name": rules.mask_name(record.customer_name),
        "customer_phone": rules.mask_phone(record.customer_phone),
        "customer_email": rules.mask_email(record.customer_email),
    }
    if isinstance(record, PriestBooking):
        masked["customer_address"] = (
            record.customer_address
            if record.is_online
            else rules.mask_address(record.customer_address)
        )
        masked["special_requests"] = ""
    elif isinstance(record, TempleBooking):
        masked["special_requests"] = ""
    else:
        masked["shipping_address"] = rules.mask_address(record.shipping_address)
        masked["customer_id"] = None
    return masked


def _view(record: Customer, schema: type[LookedUp], client_ref: str | None) -> LookedUp:
    own = client_ref is not None and record.client_ref == client_ref
    data = {name: getattr(record, name) for name in schema.model_fields if name != "masked"}
    if not own:
        data.update(_personal_fields(record))
    return schema.model_validate({**data, "masked": not own})


async def lookup_orders(
    session: AsyncSession, request: LookupRequest, *, client_ref: str | None
) -> LookupResult:
    if request.phone is None and request.email is None:
        raise ApiError(422, "contact_required", rules.CONTACT_REQUIRED, fields=["phone", "email"])
    phone, email, limit = request.phone, request.email, rules.LOOKUP_LIMIT
    priest = await bookings.by_contact(
        session, PriestBooking, phone=phone, email=email, limit=limit
    )
    temple = await bookings.by_contact(
        session, TempleBooking, phone=phone, email=email, limit=limit
    )
    store = await bookings.by_contact(session, StoreOrder, phone=phone, email=email, limit=limit)
    return LookupResult(
        priest_bookings=[_view(r, LookedUpPriestBooking, client_ref) for r in priest],
        temple_bookings=[_view(r, LookedUpTempleBooking, client_ref) for r in temple],
        store_orders=[_view(r, LookedUpStoreOrder, client_ref) for r in store],
    )
