"""Use cases of My Orders: look up a customer's bookings and orders; cancel a pending one."""

from __future__ import annotations

from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from api.common.errors import ApiError
from api.orders import rules
from api.orders.schemas import (
    CancelRequest,
    CancelResult,
    LookedUpPriestBooking,
    LookedUpStoreOrder,
    LookedUpTempleBooking,
    LookupRequest,
    LookupResult,
    RecordKind,
)
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import admin_bookings, bookings, store_admin

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


async def _locked(session: AsyncSession, kind: RecordKind, record_id: str) -> Customer | None:
    """The record, its row locked until commit so a concurrent admin change or payment waits."""
    if kind == "priest":
        return await admin_bookings.get_priest_booking(session, record_id, for_update=True)
    if kind == "temple":
        return await admin_bookings.get_temple_booking(session, record_id, for_update=True)
    return await store_admin.order_for_update(session, record_id)


def _cancelled_view(record: Customer, kind: RecordKind, client_ref: str | None) -> CancelResult:
    view: LookedUpPriestBooking | LookedUpTempleBooking | LookedUpStoreOrder
    if isinstance(record, PriestBooking):
        view = _view(record, LookedUpPriestBooking, client_ref)
    elif isinstance(record, TempleBooking):
        view = _view(record, LookedUpTempleBooking, client_ref)
    else:
        view = _view(record, LookedUpStoreOrder, client_ref)
    paid = record.payment_status == rules.PAID
    return CancelResult(
        kind=kind,
        record=view,
        refund_due=paid,
        message=rules.cancelled_message(is_order=kind == "store", paid=paid),
    )


async def cancel_order(
    session: AsyncSession, request: CancelRequest, *, client_ref: str | None, now: datetime
) -> CancelResult:
    """Cancel the caller's own pending booking or order, recording it in the status history
    as an admin's status change does. Stock is not given back, as with an admin's cancel."""
    record = await _locked(session, request.kind, request.id)
    if record is None or not rules.is_owner(
        record_client_ref=record.client_ref,
        record_phone=record.customer_phone,
        record_email=record.customer_email,
        client_ref=client_ref,
        phone=request.phone,
        email=request.email,
    ):
        raise ApiError(404, "not_found", rules.NOT_FOUND)
    if isinstance(record, StoreOrder):
        record.status_history = rules.cancellation(record.order_status, record.status_history, now)
        record.order_status = rules.CANCELLED
    else:
        record.status_history = rules.cancellation(record.status, record.status_history, now)
        record.status = rules.CANCELLED
    record.updated_at = now
    result = _cancelled_view(record, request.kind, client_ref)
    await session.commit()
    return result
