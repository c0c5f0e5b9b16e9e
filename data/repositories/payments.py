"""Payments and the records they pay for (priest bookings, temple bookings, store orders)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Payment, PriestBooking, StoreOrder, TempleBooking

Target = PriestBooking | TempleBooking | StoreOrder
TARGET_MODELS: dict[str, type[Target]] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}
PENDING = "PAYMENT_PENDING"


async def get(
    session: AsyncSession, payment_id: str, *, for_update: bool = False
) -> Payment | None:
    """One payment; `for_update` locks it (PostgreSQL) and re-reads it even when this session
    already holds it, so two callbacks for one payment are applied one after the other."""
    stmt = select(Payment).where(Payment.id == payment_id)
    if for_update:
        stmt = stmt.with_for_update().execution_options(populate_existing=True)
    return (await session.execute(stmt)).scalar_one_or_none()


async def get_target(
    session: AsyncSession, kind: str, target_id: str, *, for_update: bool = False
) -> Target | None:
    model = TARGET_MODELS.get(kind)
    if model is None:
        return None
    stmt = select(model).where(model.id == target_id)
    if for_update:
        stmt = stmt.with_for_update().execution_options(populate_existing=True)
    row = (await session.execute(stmt)).scalar_one_or_none()
    assert row is None or isinstance(row, PriestBooking | TempleBooking | StoreOrder)
    return row


async def claim_due(session: AsyncSession, now: datetime, limit: int) -> Sequence[Payment]:
    """Pending payments whose next check is due, oldest first, locked. Rows another server
    process has already claimed are skipped (PostgreSQL), so each is asked about once."""
    stmt = (
        select(Payment)
        .where(Payment.state == PENDING, Payment.next_check_at <= now)
        .order_by(Payment.next_check_at, Payment.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    return (await session.execute(stmt)).scalars().all()
