"""Payments and the records they pay for (priest bookings, temple bookings, store orders)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import (
    CUSTOMER_RECORDS,
    CustomerRecord,
    Payment,
    PriestBooking,
    StoreOrder,
    TempleBooking,
)
from data.statuses import OPEN_BOOKING, UNSHIPPED, PaymentStatus

TARGET_MODELS: dict[str, type[CustomerRecord]] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}
PENDING = "PAYMENT_PENDING"


def status_of(target: CustomerRecord) -> str:
    """A record's own status (an order's is its order status)."""
    return target.order_status if isinstance(target, StoreOrder) else target.status


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
) -> CustomerRecord | None:
    model = TARGET_MODELS.get(kind)
    if model is None:
        return None
    stmt = select(model).where(model.id == target_id)
    if for_update:
        stmt = stmt.with_for_update().execution_options(populate_existing=True)
    row = (await session.execute(stmt)).scalar_one_or_none()
    assert row is None or isinstance(row, CUSTOMER_RECORDS)
    return row


async def live_payment(session: AsyncSession, record_id: str, since: datetime) -> Payment | None:
    """The record's newest payment still pending that started after `since`, if any."""
    stmt = (
        select(Payment)
        .where(
            Payment.target_id == record_id,
            Payment.state == PENDING,
            Payment.created_at >= since,
        )
        .order_by(Payment.created_at.desc(), Payment.id.desc())
        .limit(1)
    )
    return (await session.execute(stmt)).scalar_one_or_none()


async def has_pending(session: AsyncSession, record_id: str, *, other_than: str = "") -> bool:
    stmt = select(Payment.id).where(
        Payment.target_id == record_id, Payment.state == PENDING, Payment.id != other_than
    )
    return (await session.execute(stmt.limit(1))).first() is not None


async def any_due(session: AsyncSession, now: datetime) -> bool:
    """Whether a pending payment's check is due (a read, before any claim is written)."""
    stmt = select(Payment.id).where(Payment.state == PENDING, Payment.next_check_at <= now)
    return (await session.execute(stmt.limit(1))).first() is not None


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


async def abandoned(
    session: AsyncSession, kind: str, cutoff: datetime, limit: int
) -> Sequence[CustomerRecord]:
    """Unpaid, uncancelled records whose online payment was last started before `cutoff`,
    locked; rows another server process holds are skipped."""
    model = TARGET_MODELS[kind]
    status: Any = StoreOrder.order_status if model is StoreOrder else model.status  # type: ignore[union-attr]
    stmt = (
        select(model)
        .where(
            model.payment_attempted_at < cutoff,
            model.payment_status != PaymentStatus.PAID,
            # Still waiting: an order not yet shipped, a booking neither done nor called off.
            status.in_(UNSHIPPED if model is StoreOrder else OPEN_BOOKING),
        )
        .order_by(model.payment_attempted_at, model.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    rows = (await session.execute(stmt)).scalars().all()
    return [row for row in rows if isinstance(row, CUSTOMER_RECORDS)]
