"""Notices to admins: written once per occasion, listed until dismissed."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import AdminNotice
from data.session_types import IntegrityError


async def add_once(
    session: AsyncSession,
    *,
    key: str,
    kind: str,
    booking_id: str | None,
    message: str,
    now: datetime,
) -> bool:
    """Write the notice unless one with `key` was written before; True when written."""
    if await session.scalar(select(AdminNotice.id).where(AdminNotice.key == key)) is not None:
        return False
    session.add(
        AdminNotice(
            id=new_id("an-"),
            key=key,
            kind=kind,
            booking_id=booking_id,
            message=message,
            created_at=now,
            updated_at=now,
        )
    )
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError:  # written meanwhile by another process: once is enough
        return False
    return True


async def open_notices(session: AsyncSession, limit: int) -> Sequence[AdminNotice]:
    """Notices not dismissed yet, newest first."""
    stmt = (
        select(AdminNotice)
        .where(AdminNotice.dismissed_at.is_(None))
        .order_by(AdminNotice.created_at.desc(), AdminNotice.id.desc())
        .limit(limit)
    )
    return (await session.execute(stmt)).scalars().all()


async def count_open(session: AsyncSession) -> int:
    stmt = select(func.count()).select_from(AdminNotice).where(AdminNotice.dismissed_at.is_(None))
    return await session.scalar(stmt) or 0


async def get_for_update(session: AsyncSession, notice_id: str) -> AdminNotice | None:
    return await session.get(AdminNotice, notice_id, with_for_update=True)
