"""Whose a record is: the browser that made it (its client reference), or one verified for the
record's phone or e-mail with a one-time code. Every use of a devotee's own record in My
Orders, and the receipts and reviews it offers, begins with `owned_record`."""

from __future__ import annotations

from datetime import datetime

from api.common.errors import ApiError, NotFound
from api.orders import rules
from api.orders.schemas import CancelRequest, RecordKind
from api.verification import service as verification
from data.ids import RECORD_PREFIXES, typed_short_id
from data.models import CustomerRecord, PriestBooking, StoreOrder, TempleBooking
from data.repositories import admin_bookings, bookings, store_admin
from data.session_types import AsyncSession


def contacts(record: CustomerRecord) -> set[str]:
    """The phone and e-mail its owner proves with a one-time code."""
    return rules.record_contacts(record.customer_phone, record.customer_email)


def owned(record: CustomerRecord, client_ref: str | None, verified: set[str]) -> bool:
    """This browser made it, or is verified (`verified`) for one of its contacts."""
    return rules.may_see_and_cancel(
        record_client_ref=record.client_ref,
        record_contacts=contacts(record),
        client_ref=client_ref,
        verified=verified,
    )


_MODELS: dict[RecordKind, type[CustomerRecord]] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}


async def _full_id(
    session: AsyncSession, kind: RecordKind, given: str, client_ref: str | None
) -> str:
    """The record's full id for an id as given: a full id as it is; a short one (PB-K2QM4PA9)
    only among the records this browser made, so that it can never reach someone else's.
    Two of them sharing it (rare: see data.ids) ask for the full id."""
    short = typed_short_id(given)
    if short is None:
        return given
    prefix, code = short
    if client_ref is None or prefix != RECORD_PREFIXES[kind]:
        raise NotFound.RECORD.error()
    model = _MODELS[kind]
    found = await bookings.ids_by_short_code(
        session, model, prefix=prefix, code=code, client_ref=client_ref
    )
    if len(found) > 1:
        raise ApiError(409, "ambiguous_id", rules.AMBIGUOUS_ID, fields=["id"])
    if not found:
        raise NotFound.RECORD.error()
    return found[0]


async def _locked(session: AsyncSession, kind: RecordKind, record_id: str) -> CustomerRecord | None:
    """The record, its row locked until commit so a concurrent admin change or payment waits."""
    if kind == "priest":
        return await admin_bookings.get_priest_booking(session, record_id, for_update=True)
    if kind == "temple":
        return await admin_bookings.get_temple_booking(session, record_id, for_update=True)
    return await store_admin.order_for_update(session, record_id)


async def owned_record(
    session: AsyncSession, request: CancelRequest, client_ref: str | None, now: datetime
) -> CustomerRecord:
    """The record, locked, when this browser may cancel it. Someone who gave the record's
    phone or e-mail but has not verified it is asked to (403); anyone else gets the same
    404 as for an unknown id, so ids cannot be probed. A short id is taken too."""
    record_id = await _full_id(session, request.kind, request.id, client_ref)
    record = await _locked(session, request.kind, record_id)
    if record is None:
        raise NotFound.RECORD.error()
    verified = await verification.verified_for(session, client_ref, contacts(record), now)
    if owned(record, client_ref, verified):
        return record
    if rules.knows_contact(
        record_phone=record.customer_phone,
        record_email=record.customer_email,
        phone=request.phone,
        email=request.email,
    ):
        message = rules.verification_required(is_order=request.kind == "store")
        raise ApiError(403, "verification_required", message)
    raise NotFound.RECORD.error()
