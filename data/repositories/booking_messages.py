"""Booking messages waiting to be sent, and the claim that lets one process send each."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import BookingMessage


async def queue(
    session: AsyncSession, record_kind: str, booking_id: str, key: str, send_at: datetime
) -> None:
    """One message per booking and key: queueing it again changes nothing."""
    found = await session.scalar(
        select(BookingMessage.id).where(
            BookingMessage.booking_id == booking_id, BookingMessage.key == key
        )
    )
    if found is not None:
        return
    session.add(
        BookingMessage(
            id=new_id("bm-"),
            record_kind=record_kind,
            booking_id=booking_id,
            key=key,
            send_at=send_at,
        )
    )
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError:
        pass  # queued meanwhile by another request: that one stands


async def due(
    session: AsyncSession, now: datetime, lease_before: datetime, limit: int
) -> Sequence[str]:
    """Ids of unsent messages due by `now`, not claimed since `lease_before`."""
    stmt = (
        select(BookingMessage.id)
        .where(
            BookingMessage.sent_at.is_(None),
            BookingMessage.send_at <= now,
            or_(BookingMessage.claimed_at.is_(None), BookingMessage.claimed_at < lease_before),
        )
        .order_by(BookingMessage.send_at)
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()


async def claim(
    session: AsyncSession, message_id: str, now: datetime, lease_before: datetime
) -> bool:
    """Take the message for this process; False when another took it first."""
    result = await session.execute(
        update(BookingMessage)
        .where(
            BookingMessage.id == message_id,
            BookingMessage.sent_at.is_(None),
            or_(BookingMessage.claimed_at.is_(None), BookingMessage.claimed_at < lease_before),
        )
        .values(claimed_at=now)
    )
    return bool(getattr(result, "rowcount", 0))


async def retime(session: AsyncSession, booking_id: str, key: str, send_at: datetime) -> None:
    """A message not yet sent goes at `send_at` instead (its booking moved)."""
    await session.execute(
        update(BookingMessage)
        .where(
            BookingMessage.booking_id == booking_id,
            BookingMessage.key == key,
            BookingMessage.sent_at.is_(None),
        )
        .values(send_at=send_at)
    )


async def of_booking(session: AsyncSession, booking_id: str) -> Sequence[BookingMessage]:
    stmt = select(BookingMessage).where(BookingMessage.booking_id == booking_id)
    return (await session.execute(stmt.order_by(BookingMessage.send_at))).scalars().all()
