"""Counts and revenue for the admin screens. Revenue follows the spec: bookings count when
completed, store orders when delivered."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, StoreOrder, TempleBooking

REVENUE_BOOKING_STATUS = "completed"
REVENUE_ORDER_STATUS = "delivered"


async def count_rows(session: AsyncSession, model: Any, *where: ColumnElement[bool]) -> int:
    stmt = select(func.count()).select_from(model).where(*where)
    return int(await session.scalar(stmt) or 0)


async def _sum(session: AsyncSession, column: Any, *where: ColumnElement[bool]) -> Decimal:
    total = await session.scalar(select(func.coalesce(func.sum(column), 0)).where(*where))
    return Decimal(str(total or 0)).quantize(Decimal("0.01"))


async def priest_booking_revenue(session: AsyncSession) -> Decimal:
    return await _sum(session, PriestBooking.price, PriestBooking.status == REVENUE_BOOKING_STATUS)


async def temple_booking_revenue(session: AsyncSession, temple_id: str | None = None) -> Decimal:
    where = [TempleBooking.status == REVENUE_BOOKING_STATUS]
    if temple_id is not None:
        where.append(TempleBooking.temple_id == temple_id)
    return await _sum(session, TempleBooking.total_amount, *where)


async def store_revenue(session: AsyncSession) -> Decimal:
    return await _sum(session, StoreOrder.total, StoreOrder.order_status == REVENUE_ORDER_STATUS)
