"""Counts and revenue for the admin screens, with the one definition of revenue every figure
uses, as two named figures (the dashboards, the Users page, Reports and their CSVs). The
totals are read from the record statistics, which data/summaries computes with these.

Money collected is what a record brought in: its amount once paid (online, or in cash when an
admin recorded it), minus the refunds credited of it; so a paid booking counts as soon as the
money is in, whatever its status, and a cancelled one's refund takes it out again. Money
earned is the part of it the spec counts as revenue: bookings once completed, store orders
once delivered. Unpaid and failed records count in neither."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, and_, case, func, literal, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, Refund, StoreOrder, TempleBooking
from data.repositories import record_stats
from data.statuses import (
    UNCOUNTED_REFUNDS,
    BookingStatus,
    OrderStatus,
    PaymentStatus,
    RefundState,
)

REVENUE_BOOKING_STATUS = BookingStatus.COMPLETED
REVENUE_ORDER_STATUS = OrderStatus.DELIVERED
PAID = PaymentStatus.PAID
REFUND_CREDITED = RefundState.COMPLETED

Counted = type[PriestBooking] | type[TempleBooking] | type[StoreOrder]


def amount_of(model: Counted) -> Any:
    """The column holding what a record costs."""
    if model is TempleBooking:
        return TempleBooking.total_amount
    if model is StoreOrder:
        return StoreOrder.total
    return PriestBooking.price


def _kept(model: Counted) -> Any:
    """A paid record's amount minus the refunds credited of it (a duplicate payment's refund
    gives back no part of the amount)."""
    refunded = (
        select(func.coalesce(func.sum(Refund.amount), 0))
        .where(
            Refund.target_id == model.id,
            Refund.state == REFUND_CREDITED,
            Refund.reason.not_in(UNCOUNTED_REFUNDS),
        )
        .scalar_subquery()
    )
    return amount_of(model) - refunded


def collected_of(model: Counted) -> ColumnElement[Any]:
    """Per record: the money collected (received minus refunds credited), or 0 when unpaid."""
    return case((model.payment_status == PAID, _kept(model)), else_=literal(0))


def earned_of(model: Counted) -> ColumnElement[Any]:
    """Per record: the money earned, that is collected of a completed booking or a delivered
    order; else 0."""
    status: Any = StoreOrder.order_status if model is StoreOrder else model.status  # type: ignore[union-attr]
    counted = REVENUE_ORDER_STATUS if model is StoreOrder else REVENUE_BOOKING_STATUS
    counts = and_(status == counted, model.payment_status == PAID)
    return case((counts, _kept(model)), else_=literal(0))


async def count_rows(session: AsyncSession, model: Any, *where: ColumnElement[bool]) -> int:
    stmt = select(func.count()).select_from(model).where(*where)
    return int(await session.scalar(stmt) or 0)


async def temple_booking_revenue(session: AsyncSession, temple_id: str | None = None) -> Decimal:
    """Money earned by temple bookings (see record_stats.money for both figures)."""
    return (await record_stats.money(session, "temple", temple_id)).earned
