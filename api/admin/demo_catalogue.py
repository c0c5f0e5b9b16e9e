"""Taking the demo catalogue away (`punya demo-catalogue remove`): each demo record goes the
way the back office deletes a record of its kind, so that no booking, order or review loses
what it refers to. Priests and products go for good (bookings and orders keep their own copy
of the names and prices); a priest's bookings still to come wait for another priest. Temples
and temple services go for good when nothing refers to them, else they are deactivated (hidden
from devotees, kept for their bookings), as the temple screen's delete does. A demo category
that an admin's own product uses stays."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from api.priests.assignment import release_priest_bookings
from data.models import Priest, StoreCategory, StoreProduct, Temple, TempleService
from data.repositories import admin_sign_in, priest_assignments, store_admin
from data.repositories import demo_catalogue as repo
from data.session_types import AsyncSession
from data.statuses import BookingStatus


@dataclass
class DemoRemoval:
    removed: dict[str, int] = field(default_factory=dict)
    # Kept but hidden from devotees, for the bookings, reviews or temple admins of theirs.
    deactivated: dict[str, int] = field(default_factory=dict)
    # Demo categories kept as they are because an admin's own products are in them.
    kept_categories: list[str] = field(default_factory=list)
    # Priest bookings still to come that lost their demo priest and wait for another.
    released_bookings: int = 0

    def count(self, kind: dict[str, int], table: str) -> None:
        kind[table] = kind.get(table, 0) + 1


async def _remove_priests(session: AsyncSession, done: DemoRemoval, now: datetime) -> None:
    for priest in await repo.demo_records(session, Priest):
        held = await priest_assignments.bookings_of(session, priest.id)
        done.released_bookings += sum(b.status != BookingStatus.COMPLETED for b in held)
        await release_priest_bookings(session, priest.id, now=now)
        await session.delete(priest)
        done.count(done.removed, Priest.__tablename__)


async def _remove_store(session: AsyncSession, done: DemoRemoval) -> None:
    for product in await repo.demo_records(session, StoreProduct):
        await session.delete(product)
        done.count(done.removed, StoreProduct.__tablename__)
    await session.flush()
    for category in await repo.demo_records(session, StoreCategory):
        if await store_admin.count_in_category(session, category.name):
            done.kept_categories.append(category.name)
        else:
            await session.delete(category)
            done.count(done.removed, StoreCategory.__tablename__)


async def _remove_temples(session: AsyncSession, done: DemoRemoval, now: datetime) -> None:
    services = await repo.demo_records(session, TempleService)
    in_use = await repo.services_in_use(session, [s.id for s in services])
    for service in services:
        if service.id not in in_use:
            await session.delete(service)
            done.count(done.removed, TempleService.__tablename__)
        elif service.is_active:
            service.is_active = False
            service.updated_at = now
            done.count(done.deactivated, TempleService.__tablename__)
    await session.flush()
    temples = await repo.demo_records(session, Temple)
    in_use = await repo.temples_in_use(session, [t.id for t in temples])
    for temple in temples:
        if temple.id not in in_use:
            await session.delete(temple)
            done.count(done.removed, Temple.__tablename__)
        elif temple.is_active:
            temple.is_active = False
            temple.updated_at = now
            await admin_sign_in.revoke_temple_sessions(session, temple.id, now=now)
            done.count(done.deactivated, Temple.__tablename__)


async def remove_demo_catalogue(session: AsyncSession, *, now: datetime) -> DemoRemoval:
    """Every demo record removed or deactivated, in one transaction."""
    done = DemoRemoval()
    await _remove_priests(session, done, now)
    await _remove_store(session, done)
    await _remove_temples(session, done, now)
    await session.commit()
    return done


async def demo_records_left(session: AsyncSession) -> dict[str, int]:
    """How many demo records of each kind the database holds (active or not)."""
    return await repo.demo_counts(session)
