"""What the priests' own app reads and writes: priests by phone, their sessions, and the
bookings they hold."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime

from sqlalchemy import delete, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Priest, PriestAssignment, PriestBooking, PriestSession, PujaService

# A priest's list is days, not years: a bound all the same.
MAX_LISTED = 200


async def priests_with_phone(session: AsyncSession, phone: str) -> Sequence[Priest]:
    """The active priests whose phone is these 10 digits (one, unless the office typed a
    number twice)."""
    stmt = (
        select(Priest).where(Priest.phone == phone, Priest.is_active).order_by(Priest.id).limit(2)
    )
    return (await session.execute(stmt)).scalars().all()


async def by_token_hash(
    session: AsyncSession, token_hash: str
) -> tuple[PriestSession, Priest] | None:
    stmt = (
        select(PriestSession, Priest)
        .join(Priest, Priest.id == PriestSession.priest_id)
        .where(PriestSession.token_hash == token_hash)
    )
    found = (await session.execute(stmt)).first()
    return None if found is None else (found[0], found[1])


async def revoke(session: AsyncSession, token_hash: str, *, now: datetime) -> None:
    await session.execute(
        update(PriestSession)
        .where(PriestSession.token_hash == token_hash, PriestSession.revoked_at.is_(None))
        .values(revoked_at=now, updated_at=now)
    )


async def purge_sessions(session: AsyncSession, *, ended_before: datetime) -> None:
    """Sessions expired or signed out before `ended_before`: nothing signs in with them."""
    await session.execute(
        delete(PriestSession).where(
            or_(
                PriestSession.expires_at < ended_before,
                PriestSession.revoked_at < ended_before,
            )
        )
    )


async def held_by(
    session: AsyncSession,
    priest_id: str,
    *,
    from_day: str,
    statuses: Collection[str],
    started: str,
) -> Sequence[tuple[PriestBooking, PriestAssignment]]:
    """The bookings the priest holds from `from_day` on in one of `statuses`, and any whose
    visit is still `started` (begun on an earlier day), by date and slot."""
    stmt = (
        select(PriestBooking, PriestAssignment)
        .join(PriestAssignment, PriestAssignment.booking_id == PriestBooking.id)
        .where(
            PriestAssignment.priest_id == priest_id,
            or_(
                PriestAssignment.selected_date >= from_day,
                PriestAssignment.status == started,
            ),
            PriestBooking.status.in_(statuses),
        )
        .order_by(PriestAssignment.selected_date, PriestBooking.created_at, PriestBooking.id)
        .limit(MAX_LISTED)
    )
    return [(b, a) for b, a in (await session.execute(stmt)).all()]


async def pujas(session: AsyncSession, ids: Collection[str]) -> dict[str, PujaService]:
    """The catalogue's pujas of these ids (active or not: a booking keeps its puja)."""
    if not ids:
        return {}
    stmt = select(PujaService).where(PujaService.id.in_(list(ids)))
    return {p.id: p for p in (await session.execute(stmt)).scalars()}
