"""The Reports screen's figures over a range of time: money collected and earned by Indian day,
bookings by puja, temple and temple service, products sold and priests' bookings. Money is the
one definition (data/repositories/reports.py `collected_of`, `earned_of`), over the records
created in the range (as the dashboards' monthly figures are). Each query reads the range
through the records' created_at index and groups in the database; only the product lines,
kept as JSON in each order, are summed here, streamed."""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, StoreOrder, Temple, TempleBooking, TempleService
from data.repositories.record_stats import Money
from data.repositories.reports import REVENUE_ORDER_STATUS, Counted, collected_of, earned_of
from data.summaries.sql import india_day

# Orders are read in pages of this many rows while their lines are summed or exported.
STREAM_ROWS = 500


@dataclass(frozen=True)
class Span:
    """From `start` (inclusive) to `end` (exclusive), UTC: whole Indian days."""

    start: datetime
    end: datetime


@dataclass(frozen=True)
class Group:
    id: str
    name: str
    bookings: int
    money: Money


def _within(model: Counted, span: Span) -> list[ColumnElement[bool]]:
    return [model.created_at >= span.start, model.created_at < span.end]


def _cents(value: Any) -> Decimal:
    return Decimal(str(value or 0)).quantize(Decimal("0.01"))


def _summed(model: Counted) -> tuple[Any, Any]:
    return func.sum(collected_of(model)), func.sum(earned_of(model))


def _money(collected: Any, earned: Any) -> Money:
    return Money(_cents(collected), _cents(earned))


async def money_by_day(
    session: AsyncSession, model: Counted, span: Span, temple_id: str | None = None
) -> dict[str, Money]:
    """The money the records of `model` created in the span collected and earned, by Indian
    day (days with none are left out)."""
    day = india_day(model.created_at)
    where = _within(model, span)
    if temple_id is not None and model is TempleBooking:
        where.append(TempleBooking.temple_id == temple_id)
    stmt = select(day, *_summed(model)).where(*where).group_by(day)
    return {str(d): _money(c, e) for d, c, e in (await session.execute(stmt)).all()}


async def bookings_by_puja(
    session: AsyncSession, span: Span, released: Collection[str]
) -> list[Group]:
    """Priest bookings not released, and their money, by puja; the busiest first."""
    model = PriestBooking
    stmt = (
        select(model.service_id, func.max(model.service_name), func.count(), *_summed(model))
        .where(*_within(model, span), model.status.not_in(released))
        .group_by(model.service_id)
    )
    return _groups(await session.execute(stmt))


async def bookings_by_temple(
    session: AsyncSession, span: Span, released: Collection[str], temple_id: str | None
) -> list[Group]:
    model = TempleBooking
    where = [*_within(model, span), model.status.not_in(released)]
    if temple_id is not None:
        where.append(model.temple_id == temple_id)
    stmt = (
        select(model.temple_id, func.max(Temple.name), func.count(), *_summed(model))
        .join(Temple, Temple.id == model.temple_id)
        .where(*where)
        .group_by(model.temple_id)
    )
    return _groups(await session.execute(stmt))


async def bookings_by_service(
    session: AsyncSession, span: Span, released: Collection[str], temple_id: str
) -> list[Group]:
    """One temple's bookings by its services."""
    model = TempleBooking
    stmt = (
        select(model.service_id, func.max(TempleService.name), func.count(), *_summed(model))
        .join(TempleService, TempleService.id == model.service_id)
        .where(*_within(model, span), model.status.not_in(released), model.temple_id == temple_id)
        .group_by(model.service_id)
    )
    return _groups(await session.execute(stmt))


def _groups(rows: Any) -> list[Group]:
    found = [Group(str(i), str(name), int(n), _money(c, e)) for i, name, n, c, e in rows.all()]
    return sorted(found, key=lambda g: (-g.bookings, -g.money.collected, g.name))


async def priest_workload(
    session: AsyncSession, span: Span, released: Collection[str], completed: str
) -> list[tuple[str, str, int, int]]:
    """(priest id, name, bookings held, of them completed) over bookings in the span."""
    model = PriestBooking
    stmt = (
        select(
            model.priest_id,
            func.max(model.priest_assigned),
            func.count(),
            func.sum(case((model.status == completed, 1), else_=0)),
        )
        .where(*_within(model, span), model.priest_id.is_not(None), model.status.not_in(released))
        .group_by(model.priest_id)
    )
    rows = [(str(p), str(n), int(c), int(d or 0)) for p, n, c, d in (await session.execute(stmt))]
    return sorted(rows, key=lambda r: (-r[2], r[1]))


async def delivered_lines(session: AsyncSession, span: Span) -> AsyncIterator[list[dict[str, Any]]]:
    """The item lines of each order delivered among those created in the span (the orders
    whose sale counts as money earned), read a page at a time."""
    stmt = (
        select(StoreOrder.items)
        .where(*_within(StoreOrder, span), StoreOrder.order_status == REVENUE_ORDER_STATUS)
        .execution_options(yield_per=STREAM_ROWS)
    )
    async for items in await session.stream_scalars(stmt):
        yield list(items or [])


async def records(
    session: AsyncSession, model: Counted, span: Span, temple_id: str | None = None
) -> AsyncIterator[tuple[Any, Money]]:
    """Every record of `model` created in the span with its money, oldest first, read a
    page at a time (the CSV of bookings streams them)."""
    where = _within(model, span)
    if temple_id is not None and model is TempleBooking:
        where.append(TempleBooking.temple_id == temple_id)
    stmt = (
        select(model, collected_of(model), earned_of(model))
        .where(*where)
        .order_by(model.created_at, model.id)
        .execution_options(yield_per=STREAM_ROWS)
    )
    async for row, collected, earned in await session.stream(stmt):
        yield row, _money(collected, earned)


async def temple_names(session: AsyncSession) -> dict[str, str]:
    stmt = select(Temple.id, Temple.name)
    return {str(i): str(n) for i, n in (await session.execute(stmt)).all()}
