"""Counts and revenue for the admin screens, with the one definition of revenue every total
uses (the dashboards, the temple dashboard, the Users page's Total Spent). The totals are read
from the record statistics, which data/summaries computes with this definition.

Revenue is money received minus refunds credited, and the spec decides which records count:
bookings once completed, store orders once delivered. A record counts only when paid (online,
or in cash recorded when it was completed or delivered), so cancelled, unpaid and failed
records never do."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, and_, case, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, Refund, StoreOrder, TempleBooking
from data.repositories import record_stats

REVENUE_BOOKING_STATUS = "completed"
REVENUE_ORDER_STATUS = "delivered"
PAID = "paid"
REFUND_CREDITED = "COMPLETED"
# Money given back that was never counted as the record's: a second payment (in twice, out
# once, so the price still counts once) and a payment of a wrong amount (never credited).
UNCOUNTED_REFUNDS = ("duplicate_payment", "amount_mismatch")

Counted = type[PriestBooking] | type[TempleBooking] | type[StoreOrder]


def amount_of(model: Counted) -> Any:
    """The column holding what a record costs."""
    if model is TempleBooking:
        return TempleBooking.total_amount
    if model is StoreOrder:
        return StoreOrder.total
    return PriestBooking.price


def revenue_of(model: Counted) -> ColumnElement[Any]:
    """Per record: what it brought in (amount received minus refunds credited of it; a
    duplicate payment's refund gives back no part of the amount), or 0 when it does not count.
    The one definition of revenue."""
    status: Any = StoreOrder.order_status if model is StoreOrder else model.status  # type: ignore[union-attr]
    counted = REVENUE_ORDER_STATUS if model is StoreOrder else REVENUE_BOOKING_STATUS
    counts = and_(status == counted, model.payment_status == PAID)
    refunded = (
        select(func.coalesce(func.sum(Refund.amount), 0))
        .where(
            Refund.target_id == model.id,
            Refund.state == REFUND_CREDITED,
            Refund.reason.not_in(UNCOUNTED_REFUNDS),
        )
        .scalar_subquery()
    )
    return case((counts, amount_of(model) - refunded), else_=literal(0))


async def count_rows(session: AsyncSession, model: Any, *where: ColumnElement[bool]) -> int:
    stmt = select(func.count()).select_from(model).where(*where)
    return int(await session.scalar(stmt) or 0)


async def priest_booking_revenue(session: AsyncSession) -> Decimal:
    return await record_stats.revenue(session, "priest")


async def temple_booking_revenue(session: AsyncSession, temple_id: str | None = None) -> Decimal:
    return await record_stats.revenue(session, "temple", temple_id)


async def store_revenue(session: AsyncSession) -> Decimal:
    return await record_stats.revenue(session, "store")
