"""Use cases of the admin priests screen: the roster with stats and search, and the form."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from api.admin.common import Page, apply_changes
from api.admin.priests import rules
from api.admin.priests.schemas import (
    PriestCreate,
    PriestRead,
    PriestRoster,
    PriestStats,
    PriestUpdate,
)
from api.common.errors import ApiError, NotFound
from api.places.geocode import Geocoder
from api.priests.assignment import release_priest_bookings
from api.reviews.rules import average
from data.ids import new_id
from data.models import Priest
from data.repositories import priests as repo
from data.repositories import puja_services
from data.session_types import AsyncSession

# Earned from bookings and reviews, never set from the form; `verified` becomes a date.
_SERVER_KEPT = {"rating", "total_bookings", "verified"}
CITY_NOT_FOUND = (
    "We could not find this town on the map; write it as Town, State (for example Pune, "
    "Maharashtra)"
)


async def _check_pujas(session: AsyncSession, pujas: list[str] | None) -> None:
    if pujas is None:
        return
    unknown = sorted(set(pujas) - await puja_services.known_ids(session, pujas))
    if unknown:
        raise ApiError(
            422,
            "unknown_puja",
            f"pujas: no puja service has the id {', '.join(unknown[:5])}",
            fields=["pujas"],
        )


async def _place(geocoder: Geocoder, city: str) -> dict[str, float]:
    """The city's point, so distance can decide who reaches a home; refused when unknown."""
    point = await geocoder.locate(city)
    if point is None:
        raise ApiError(422, "city_not_found", f"city: {CITY_NOT_FOUND}", fields=["city"])
    return {"latitude": point.latitude, "longitude": point.longitude}


def _verified_at(verified: bool | None, before: datetime | None, now: datetime) -> dict[str, Any]:
    """A super admin ticks "verified": the date is when they did, kept while it stays ticked."""
    if verified is None:
        return {}
    return {"verified_at": (before or now) if verified else None}


def read(priest: Priest) -> PriestRead:
    """The priest as the back office shows it, the rating earned from reviews."""
    values = {
        name: getattr(priest, name) for name in PriestRead.model_fields if name != "rating_average"
    }
    rating = average(priest.rating_count, priest.rating_sum)
    return PriestRead.model_validate({**values, "rating_average": rating})


async def list_priests(session: AsyncSession, *, search: str, page: Page) -> PriestRoster:
    """Stats over every priest, then the page of those matching `search`.

    The search runs in Python over the whole roster (a few hundred rows, read anyway for
    the stats), so specializations, a JSON list, match exactly alike on SQLite and
    PostgreSQL, non-ASCII names included."""
    everyone = await repo.roster(session)
    stats = rules.roster_stats(
        [(p.is_active, p.rating_count, p.rating_sum, p.total_bookings) for p in everyone]
    )
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
        items=[read(p) for p in shown],
        total=len(matching),
        overall=stats.total,
        stats=PriestStats(
            total=stats.total,
            active=stats.active,
            average_rating=stats.average_rating,
            rating_count=stats.rating_count,
            total_bookings=stats.total_bookings,
        ),
    )


async def get_priest(session: AsyncSession, priest_id: str) -> PriestRead:
    priest = NotFound.PRIEST.unless(await repo.get(session, priest_id))
    return read(priest)


async def create_priest(
    session: AsyncSession, form: PriestCreate, *, geocoder: Geocoder, now: datetime
) -> PriestRead:
    place = await _place(geocoder, form.city)
    await _check_pujas(session, form.pujas)
    priest = Priest(
        id=new_id("priest-"),
        **form.model_dump(exclude=_SERVER_KEPT),
        **place,
        **_verified_at(form.verified, None, now),
        total_bookings=0,
        created_at=now,
        updated_at=now,
    )
    session.add(priest)
    await session.commit()
    return read(priest)


async def update_priest(
    session: AsyncSession,
    priest_id: str,
    form: PriestUpdate,
    *,
    geocoder: Geocoder,
    now: datetime,
) -> PriestRead:
    changes = form.model_dump(exclude_unset=True, exclude=_SERVER_KEPT)
    # The map first: the write transaction begins at the session's first use.
    place = await _place(geocoder, changes["city"]) if "city" in changes else {}
    await _check_pujas(session, changes.get("pujas"))
    priest = NotFound.PRIEST.unless(await repo.get_for_update(session, priest_id))
    changes |= place | _verified_at(form.verified, priest.verified_at, now)
    if apply_changes(priest, changes, now):
        await session.commit()
    return read(priest)


async def delete_priest(session: AsyncSession, priest_id: str, *, now: datetime) -> None:
    """Gone for good. Bookings keep the name they were served under; those still to come
    lose their priest and are assigned again (or by an admin) like any unassigned one."""
    priest = NotFound.PRIEST.unless(await repo.get_for_update(session, priest_id))
    await release_priest_bookings(session, priest.id, now=now)
    await session.delete(priest)
    await session.commit()
