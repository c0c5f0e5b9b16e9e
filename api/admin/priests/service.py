"""Use cases of the admin priests screen: the roster with stats and search, and the form."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.common import Page, apply_changes, or_404
from api.admin.priests import rules
from api.admin.priests.schemas import (
    PriestCreate,
    PriestRead,
    PriestRoster,
    PriestStats,
    PriestUpdate,
)
from data.ids import new_id
from data.models import Priest
from data.repositories import priests as repo

WHAT = "Priest"
# Earned from bookings and reviews, never set from the form.
_SERVER_KEPT = {"rating", "total_bookings"}


async def list_priests(session: AsyncSession, *, search: str, page: Page) -> PriestRoster:
    """Stats over every priest, then the page of those matching `search`.

    The search runs in Python over the whole roster (a few hundred rows, read anyway for
    the stats), so specializations, a JSON list, match exactly alike on SQLite and
    PostgreSQL, non-ASCII names included."""
    everyone = await repo.roster(session)
    stats = rules.roster_stats([(p.is_active, p.rating, p.total_bookings) for p in everyone])
    matching = [
        p
        for p in everyone
        if rules.priest_matches(
            search,
            name=p.name,
            email=p.email,
            phone=p.phone,
            specializations=p.specializations,
        )
    ]
    shown = matching[page.offset : page.offset + page.limit]
    return PriestRoster(
        items=[PriestRead.model_validate(p) for p in shown],
        total=len(matching),
        overall=stats.total,
        stats=PriestStats(
            total=stats.total,
            active=stats.active,
            average_rating=stats.average_rating,
            total_bookings=stats.total_bookings,
        ),
    )


async def get_priest(session: AsyncSession, priest_id: str) -> PriestRead:
    priest = or_404(await repo.get(session, priest_id), WHAT)
    return PriestRead.model_validate(priest)


async def create_priest(session: AsyncSession, form: PriestCreate, *, now: datetime) -> PriestRead:
    priest = Priest(
        id=new_id("priest-"),
        **form.model_dump(exclude=_SERVER_KEPT),
        rating=0.0,
        total_bookings=0,
        created_at=now,
        updated_at=now,
    )
    session.add(priest)
    await session.commit()
    return PriestRead.model_validate(priest)


async def update_priest(
    session: AsyncSession, priest_id: str, form: PriestUpdate, *, now: datetime
) -> PriestRead:
    priest = or_404(await repo.get_for_update(session, priest_id), WHAT)
    if apply_changes(priest, form.model_dump(exclude_unset=True, exclude=_SERVER_KEPT), now):
        await session.commit()
    return PriestRead.model_validate(priest)


async def delete_priest(session: AsyncSession, priest_id: str) -> None:
    """Gone for good; bookings name their priest as text, so none is left dangling."""
    priest = or_404(await repo.get_for_update(session, priest_id), WHAT)
    await session.delete(priest)
    await session.commit()
