"""Refunds and the payments they give back."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Payment, Refund
from data.repositories import admin_lists
from data.repositories.admin_lists import Position
from data.statuses import RefundState

PAID = "PAYMENT_SUCCESS"
ONLINE = "phonepe"
OPEN = (RefundState.QUEUED, RefundState.PENDING)


async def get(session: AsyncSession, refund_id: str, *, for_update: bool = False) -> Refund | None:
    stmt = select(Refund).where(Refund.id == refund_id)
    if for_update:
        stmt = stmt.with_for_update().execution_options(populate_existing=True)
    return (await session.execute(stmt)).scalar_one_or_none()


async def for_payment(session: AsyncSession, payment_id: str) -> Refund | None:
    return (
        await session.execute(select(Refund).where(Refund.payment_id == payment_id))
    ).scalar_one_or_none()


async def refundable_payments(session: AsyncSession, record_id: str) -> Sequence[Payment]:
    """The record's successful online payments that have no refund yet."""
    stmt = (
        select(Payment)
        .outerjoin(Refund, Refund.payment_id == Payment.id)
        .where(
            Payment.target_id == record_id,
            Payment.state == PAID,
            Payment.method == ONLINE,
            Refund.id.is_(None),
        )
        .order_by(Payment.created_at, Payment.id)
    )
    return (await session.execute(stmt)).scalars().all()


async def for_targets(session: AsyncSession, record_ids: Sequence[str]) -> Sequence[Refund]:
    if not record_ids:
        return []
    stmt = (
        select(Refund)
        .where(Refund.target_id.in_(list(record_ids)))
        .order_by(Refund.created_at, Refund.id)
    )
    return (await session.execute(stmt)).scalars().all()


async def any_due(session: AsyncSession, now: datetime) -> bool:
    """Whether an open refund's next step is due (a read, before any claim is written)."""
    stmt = select(Refund.id).where(Refund.state.in_(OPEN), Refund.next_check_at <= now).limit(1)
    return (await session.execute(stmt)).first() is not None


async def claim_due(session: AsyncSession, now: datetime, limit: int) -> Sequence[Refund]:
    """Open refunds whose next step is due, locked; rows another process claimed are skipped."""
    stmt = (
        select(Refund)
        .where(Refund.state.in_(OPEN), Refund.next_check_at <= now)
        .order_by(Refund.next_check_at, Refund.id)
        .limit(limit)
        .with_for_update(skip_locked=True)
    )
    return (await session.execute(stmt)).scalars().all()


def listing_filters(states: Sequence[str], target_id: str | None) -> list[ColumnElement[bool]]:
    """Refunds in one of `states` (any state when none), perhaps of one booking or order."""
    where: list[ColumnElement[bool]] = []
    if states:
        where.append(Refund.state.in_(list(states)))
    if target_id:
        where.append(Refund.target_id == target_id)
    return where


async def listing(
    session: AsyncSession,
    where: Sequence[ColumnElement[bool]],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> tuple[list[Refund], Position | None]:
    """A page of refunds for the back office, newest first, and where it ended when more
    follow."""
    stmt = admin_lists.newest_first(
        select(Refund).where(*where), Refund, after=after, offset=offset, limit=limit
    )
    rows = (await session.execute(stmt)).scalars().all()
    return admin_lists.page_of(rows, limit, lambda refund: refund)
