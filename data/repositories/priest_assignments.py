"""Which priest holds which slot: the rows the database keeps from double-booking a priest."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from datetime import datetime

from sqlalchemy import case, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import Priest, PriestAssignment, PriestBooking, PriestPass
from data.statuses import VisitStatus


async def active_priests(session: AsyncSession) -> Sequence[Priest]:
    """Every priest who takes bookings (a few hundred at most: the roster's cap holds)."""
    stmt = select(Priest).where(Priest.is_active).order_by(Priest.name, Priest.id).limit(5000)
    return (await session.execute(stmt)).scalars().all()


async def booked(session: AsyncSession, day: str, label: str) -> set[str]:
    """Ids of the priests held in the slot."""
    stmt = select(PriestAssignment.priest_id).where(
        PriestAssignment.selected_date == day, PriestAssignment.selected_time == label
    )
    return set((await session.execute(stmt)).scalars().all())


async def booked_by_slot(session: AsyncSession, day: str) -> dict[str, set[str]]:
    stmt = select(PriestAssignment.selected_time, PriestAssignment.priest_id).where(
        PriestAssignment.selected_date == day
    )
    held: dict[str, set[str]] = {}
    for label, priest_id in (await session.execute(stmt)).all():
        held.setdefault(label, set()).add(priest_id)
    return held


async def waiting_by_slot(
    session: AsyncSession, day: str, settled: Collection[str]
) -> dict[str, int]:
    """Bookings of the day left to us to assign ("any priest"), not yet assigned and still
    to be done (not in a `settled` status): each will need one of the slot's free priests."""
    stmt = (
        select(PriestBooking.selected_time, func.count())
        .where(
            PriestBooking.selected_date == day,
            PriestBooking.priest_id.is_(None),
            PriestBooking.status.not_in(settled),
        )
        .group_by(PriestBooking.selected_time)
    )
    return {str(priest_id): count for priest_id, count in (await session.execute(stmt)).all()}


async def count_booking(session: AsyncSession, priest_id: str, change: int) -> None:
    """A priest's Total Bookings follows their holds, in one statement (no lost update).
    It publishes no change of its own: tests/data/test_bulk_writes.py says why."""
    after = Priest.total_bookings + change
    await session.execute(
        update(Priest)
        .where(Priest.id == priest_id)
        .values(total_bookings=case((after < 0, 0), else_=after))
    )


async def recount(session: AsyncSession) -> None:
    """Every priest's Total Bookings from their holds (after rows were inserted in bulk;
    published to no one, like them)."""
    held = (
        select(func.count())
        .select_from(PriestAssignment)
        .where(PriestAssignment.priest_id == Priest.id)
        .scalar_subquery()
    )
    await session.execute(update(Priest).values(total_bookings=held))


async def of_booking(
    session: AsyncSession, booking_id: str, *, for_update: bool = False
) -> PriestAssignment | None:
    stmt = select(PriestAssignment).where(PriestAssignment.booking_id == booking_id)
    if for_update:
        stmt = stmt.with_for_update()
    return (await session.execute(stmt)).scalar_one_or_none()


async def mark_done(session: AsyncSession, booking_id: str, now: datetime) -> None:
    """The booking was completed: its priest's visit is done, however it got there."""
    held = await of_booking(session, booking_id)
    if held is not None and held.status != VisitStatus.COMPLETED:
        held.status = VisitStatus.COMPLETED
        held.updated_at = now


async def lapsed_offers(
    session: AsyncSession, offered_before: datetime, open_statuses: Collection[str], limit: int
) -> Sequence[str]:
    """Ids of bookings still to be done whose priest was offered them before
    `offered_before` and has not accepted, oldest offer first."""
    stmt = (
        select(PriestAssignment.booking_id)
        .join(PriestBooking, PriestBooking.id == PriestAssignment.booking_id)
        .where(
            PriestAssignment.status == VisitStatus.OFFERED,
            PriestAssignment.offered_at <= offered_before,
            PriestBooking.status.in_(open_statuses),
        )
        .order_by(PriestAssignment.offered_at, PriestAssignment.booking_id)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()


async def passed_on(session: AsyncSession, booking_id: str) -> set[str]:
    """Ids of the priests who declined the booking or let its offer lapse."""
    stmt = select(PriestPass.priest_id).where(PriestPass.booking_id == booking_id)
    return set((await session.execute(stmt)).scalars().all())


def add_pass(
    session: AsyncSession, booking_id: str, priest_id: str, reason: VisitStatus, now: datetime
) -> None:
    session.add(
        PriestPass(
            id=new_id("pp-"),
            booking_id=booking_id,
            priest_id=priest_id,
            reason=reason,
            created_at=now,
            updated_at=now,
        )
    )


async def release(session: AsyncSession, booking_id: str) -> None:
    await session.execute(delete(PriestAssignment).where(PriestAssignment.booking_id == booking_id))


async def bookings_of(session: AsyncSession, priest_id: str) -> Sequence[PriestBooking]:
    """The bookings the priest holds a slot for, locked for the change."""
    stmt = (
        select(PriestBooking)
        .join(PriestAssignment, PriestAssignment.booking_id == PriestBooking.id)
        .where(PriestAssignment.priest_id == priest_id)
        .with_for_update(of=PriestBooking)
    )
    return (await session.execute(stmt)).scalars().all()


async def completed_counts(
    session: AsyncSession, priest_ids: list[str], completed: str
) -> dict[str, int]:
    """Bookings each priest has completed with us (in the `completed` status)."""
    if not priest_ids:
        return {}
    stmt = (
        select(PriestBooking.priest_id, func.count())
        .where(PriestBooking.priest_id.in_(priest_ids), PriestBooking.status == completed)
        .group_by(PriestBooking.priest_id)
    )
    return {str(priest_id): count for priest_id, count in (await session.execute(stmt)).all()}
