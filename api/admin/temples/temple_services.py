"""Use cases of a temple's services: add, edit, soft delete. A super admin manages every
temple's services; a temple admin only its own temple's, and only with manageServices."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from api.admin.common import apply_changes
from api.admin.temples.schemas import (
    AdminTempleServiceRead,
    TempleServiceCreate,
    TempleServiceUpdate,
)
from api.admin.temples.service import given_changes
from api.auth.access import MANAGE_SERVICES, Principal
from api.auth.deps import ensure_may_name_temple, ensure_sees_temple, require_permission
from api.common.errors import ApiError, NotFound
from data.ids import new_id
from data.models import Temple, TempleService
from data.session_types import AsyncSession

MANAGE = "manage services"


def _check_named_temple(admin: Principal, named: str | None, expected: str, message: str) -> None:
    """A templeId in the body: another temple is refused (403 for a temple admin), and a
    super admin's mismatch is a 422 naming the field."""
    if named is None:
        return
    ensure_may_name_temple(admin, named)
    if named != expected:
        raise ApiError(422, "temple_mismatch", message, fields=["templeId"])


async def create_service(
    session: AsyncSession,
    admin: Principal,
    temple_id: str,
    payload: TempleServiceCreate,
    *,
    now: datetime,
) -> AdminTempleServiceRead:
    ensure_may_name_temple(admin, temple_id)
    require_permission(admin, MANAGE_SERVICES, MANAGE)
    _check_named_temple(
        admin, payload.temple_id, temple_id, "templeId must be the temple in the address"
    )
    temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    service = TempleService(
        id=new_id("tsvc-"),
        temple_id=temple.id,
        name=payload.name,
        description=payload.description,
        price=Decimal(payload.price),
        duration=payload.duration,
        time_slots=payload.time_slots,
        slot_capacity=payload.slot_capacity,
        ships_prasad=payload.ships_prasad,
        is_active=payload.is_active,
        created_at=now,
        updated_at=now,
    )
    session.add(service)
    await session.commit()
    return AdminTempleServiceRead.model_validate(service)


async def _own_service(session: AsyncSession, admin: Principal, service_id: str) -> TempleService:
    """The service, if the caller may manage it: another temple's is not found."""
    require_permission(admin, MANAGE_SERVICES, MANAGE)
    service = NotFound.TEMPLE_SERVICE.unless(await session.get(TempleService, service_id))
    ensure_sees_temple(admin, service.temple_id, NotFound.TEMPLE_SERVICE)
    return service


async def update_service(
    session: AsyncSession,
    admin: Principal,
    service_id: str,
    payload: TempleServiceUpdate,
    *,
    now: datetime,
) -> AdminTempleServiceRead:
    service = await _own_service(session, admin, service_id)
    changes = given_changes(payload)
    # Bookings point at the service and its temple, so a service never changes temple.
    _check_named_temple(
        admin,
        changes.pop("temple_id", None),
        service.temple_id,
        "A service cannot be moved to another temple",
    )
    if "price" in changes:
        changes["price"] = Decimal(changes["price"])
    if "slot_capacity" in payload.model_fields_set:
        changes["slot_capacity"] = payload.slot_capacity  # null is meaningful: no limit
    apply_changes(service, changes, now)
    await session.commit()
    return AdminTempleServiceRead.model_validate(service)


async def delete_service(
    session: AsyncSession, admin: Principal, service_id: str, *, now: datetime
) -> None:
    """Soft delete: devotees no longer see it, its bookings stay; again changes nothing."""
    service = await _own_service(session, admin, service_id)
    if service.is_active:
        service.is_active = False
        service.updated_at = now
        await session.commit()
