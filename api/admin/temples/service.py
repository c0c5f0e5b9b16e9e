"""Use cases of the Temple Management screen for temples: stats, list, detail, create, edit,
soft delete. Addresses without coordinates are geocoded before the write transaction opens."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel

from api.admin.common import Listing, Page, apply_changes
from api.admin.temples import rules
from api.admin.temples.schemas import (
    AdminTempleDetail,
    AdminTempleRead,
    AdminTempleServiceRead,
    AdminTiming,
    TempleAdminRead,
    TempleCreate,
    TempleListItem,
    TempleSummary,
    TempleUpdate,
)
from api.auth.access import TEMPLE_ADMIN, Principal, temple_admin_permissions
from api.auth.deps import ensure_sees_temple
from api.common.errors import NotFound
from api.places.geocode import Geocoder, Point
from api.temples.schemas import Coordinates
from data.db import Database
from data.ids import new_id
from data.models import AdminUser, Temple, TempleBooking
from data.repositories import admin_sign_in, reports
from data.repositories import temple_admin as repo
from data.session_types import AsyncSession


def temple_read(temple: Temple) -> AdminTempleRead:
    return AdminTempleRead(
        id=temple.id,
        name=temple.name,
        address=temple.address,
        coordinates=Coordinates(latitude=temple.latitude, longitude=temple.longitude),
        description=temple.description,
        photos=temple.photos,
        name_hi=temple.name_hi,
        address_hi=temple.address_hi,
        description_hi=temple.description_hi,
        timings=[AdminTiming.model_validate(period) for period in temple.timings],
        timings_note=temple.timings_note,
        timings_note_hi=temple.timings_note_hi,
        is_active=temple.is_active,
        created_at=temple.created_at,
        updated_at=temple.updated_at,
    )


def admin_read(user: AdminUser) -> TempleAdminRead:
    """The wire form of a temple admin; the password hash is never part of it."""
    return TempleAdminRead(
        id=user.id,
        temple_id=user.temple_id,
        admin_id=user.admin_id,
        admin_name=user.name,
        admin_email=user.email,
        admin_phone=user.phone,
        username=user.username,
        permissions=temple_admin_permissions(user.permissions),
        is_active=user.is_active,
        created_at=user.created_at,
        updated_at=user.updated_at,
    )


def given_changes(payload: BaseModel) -> dict[str, Any]:
    """The fields a PATCH body sent; a null optional field (coordinates) keeps its value,
    a null Hindi text clears it (the English is shown)."""
    sent = payload.model_dump(exclude_unset=True).items()
    return {k: v for k, v in sent if v is not None or k.endswith("_hi")}


async def temple_summary(session: AsyncSession) -> TempleSummary:
    return TempleSummary(
        total_temples=await repo.count_active_temples(session),
        total_services=await repo.count_active_services(session),
        total_bookings=await reports.count_rows(session, TempleBooking),
        total_revenue=await reports.temple_booking_revenue(session),
        temple_admins=await repo.count_active_admins(session, TEMPLE_ADMIN),
    )


async def list_temples(session: AsyncSession, *, term: str, page: Page) -> Listing[TempleListItem]:
    temples, total = await repo.search_temples(
        session, term=term, limit=page.limit, offset=page.offset
    )
    ids = [t.id for t in temples]
    services = await repo.service_counts(session, ids)
    admins = await repo.admin_counts(session, ids, TEMPLE_ADMIN)
    items = []
    for temple in temples:
        all_services, active_services = services.get(temple.id, (0, 0))
        all_admins, active_admins = admins.get(temple.id, (0, 0))
        items.append(
            TempleListItem(
                **temple_read(temple).model_dump(),
                service_count=all_services,
                active_service_count=active_services,
                admin_count=all_admins,
                active_admin_count=active_admins,
            )
        )
    return Listing[TempleListItem](items=items, total=total)


async def get_temple(session: AsyncSession, admin: Principal, temple_id: str) -> AdminTempleDetail:
    """A super admin sees every temple with its admins; a temple admin only its own temple,
    without the admins list."""
    ensure_sees_temple(admin, temple_id, NotFound.TEMPLE)
    temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    services = await repo.services_of(session, temple.id)
    admins = (
        [admin_read(u) for u in await repo.admins_of(session, temple.id, TEMPLE_ADMIN)]
        if admin.is_superadmin
        else None
    )
    return AdminTempleDetail(
        **temple_read(temple).model_dump(),
        services=[AdminTempleServiceRead.model_validate(s) for s in services],
        admins=admins,
    )


async def _locate(geocoder: Geocoder, address: str, latitude: float, longitude: float) -> Point:
    """The given point, or the address's when both are 0 (still 0, 0 if it is not found)."""
    if rules.needs_geocoding(latitude, longitude):
        found = await geocoder.locate(address)
        if found is not None:
            return found
    return Point(latitude, longitude)


async def create_temple(
    session: AsyncSession, payload: TempleCreate, *, geocoder: Geocoder, now: datetime
) -> AdminTempleRead:
    # Network and gazetteer first: the write transaction begins at the session's first use.
    point = await _locate(geocoder, payload.address, payload.latitude, payload.longitude)
    temple = Temple(
        id=new_id("temple-"),
        name=payload.name,
        address=payload.address,
        latitude=point.latitude,
        longitude=point.longitude,
        description=payload.description,
        photos=payload.photos,
        is_active=True,
        created_at=now,
        updated_at=now,
    )
    session.add(temple)
    await session.commit()
    return temple_read(temple)


async def update_temple(
    db: Database, temple_id: str, payload: TempleUpdate, *, geocoder: Geocoder, now: datetime
) -> AdminTempleRead:
    """Read, geocode if the saved temple would sit at 0, 0, then write."""
    changes = given_changes(payload)
    async with db.reader() as session:
        before = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    address = changes.get("address", before.address)
    point = await _locate(
        geocoder,
        address,
        changes.get("latitude", before.latitude),
        changes.get("longitude", before.longitude),
    )
    async with db.writer() as session:
        temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
        final = {"latitude": temple.latitude, "longitude": temple.longitude, **changes}
        # Use the looked-up point only if nothing moved the temple while we looked.
        if rules.needs_geocoding(final["latitude"], final["longitude"]) and (
            changes.get("address", temple.address) == address
        ):
            changes.update(latitude=point.latitude, longitude=point.longitude)
        was_active = temple.is_active
        apply_changes(temple, changes, now)
        if was_active and not temple.is_active:
            await admin_sign_in.revoke_temple_sessions(session, temple.id, now=now)
        await session.commit()
    return temple_read(temple)


async def delete_temple(session: AsyncSession, temple_id: str, *, now: datetime) -> None:
    """Soft delete: the temple leaves every list but keeps its bookings; deleting it again
    changes nothing."""
    temple = NotFound.TEMPLE.unless(await session.get(Temple, temple_id))
    if temple.is_active:
        temple.is_active = False
        temple.updated_at = now
        await admin_sign_in.revoke_temple_sessions(session, temple.id, now=now)
        await session.commit()
