"""Use cases of the Reports screen: a range's report, and each of its tables as CSV."""

from __future__ import annotations

import csv
import io
from collections.abc import AsyncIterator, Iterable, Iterator
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy.ext.asyncio import AsyncSession

from api.admin.bookings.rules import temple_scope
from api.admin.reports import rules
from api.admin.reports.rules import Range
from api.admin.reports.schemas import (
    GroupRow,
    PriestRow,
    ProductRow,
    Report,
    RevenuePoint,
    RevenueSeries,
)
from api.auth.access import Principal
from api.common.statuses import BookingStatus
from data.db import Database
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import report_tables as repo
from data.repositories.report_tables import Group, Span
from data.repositories.reports import Counted

RELEASED = (BookingStatus.CANCELLED,)
MODELS: dict[str, Counted] = {"priest": PriestBooking, "temple": TempleBooking, "store": StoreOrder}


def _span(period: Range) -> Span:
    return Span(period.start, period.end)


async def _revenue(session: AsyncSession, period: Range, temple: str | None) -> RevenueSeries:
    kinds = ("temple",) if temple is not None else rules.KINDS
    by_kind = {
        kind: await repo.revenue_by_day(session, MODELS[kind], _span(period), temple)
        for kind in kinds
    }

    def points(name: str) -> list[RevenuePoint]:
        return [
            RevenuePoint(period=p.period, **p.amounts, total=p.total)
            for p in rules.series(period, by_kind, name)
        ]

    days = points("day")
    return RevenueSeries(
        total=sum((p.total for p in days), start=Decimal(0)),
        day=days,
        week=points("week"),
        month=points("month"),
    )


def _rows(groups: Iterable[Group]) -> list[GroupRow]:
    return [GroupRow(id=g.id, name=g.name, bookings=g.bookings, revenue=g.revenue) for g in groups]


async def _products(session: AsyncSession, period: Range) -> list[ProductRow]:
    sales: dict[str, rules.Sales] = {}
    async for lines in repo.delivered_lines(session, _span(period)):
        rules.tally(lines, sales)
    return [
        ProductRow(id=s.id, name=s.name, units=s.units, amount=s.amount) for s in rules.top(sales)
    ]


async def report(
    session: AsyncSession,
    admin: Principal,
    *,
    first: date | None,
    last: date | None,
    temple_id: str | None,
    now: datetime,
) -> Report:
    """A super admin's report covers everything (or one temple's bookings when named); a
    temple admin's, their own temple."""
    period = rules.date_range(first, last, now)
    temple = temple_scope(admin, temple_id)
    span = _span(period)
    whole = temple is None
    services = None
    if temple is not None:
        services = _rows(await repo.bookings_by_service(session, span, RELEASED, temple))
    return Report(
        date_from=period.first,
        date_to=period.last,
        temple_id=temple,
        revenue=await _revenue(session, period, temple),
        pujas=_rows(await repo.bookings_by_puja(session, span, RELEASED)) if whole else None,
        temples=_rows(await repo.bookings_by_temple(session, span, RELEASED, temple)),
        services=services,
        products=await _products(session, period) if whole else None,
        priests=[
            PriestRow(id=p, name=n, bookings=b, completed=c)
            for p, n, b, c in await repo.priest_workload(
                session, span, RELEASED, BookingStatus.COMPLETED
            )
        ]
        if whole
        else None,
    )


def _line(cells: Iterable[object]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerow(
        [_safe(str(c)) if c is not None else "" for c in cells]
    )
    return out.getvalue()


def _safe(text: str) -> str:
    """A cell a spreadsheet would run as a formula is written as text (CSV injection)."""
    return f"'{text}" if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


TABLES = ("revenue", "pujas", "temples", "services", "products", "priests", "bookings")


async def table_csv(
    db: Database,
    admin: Principal,
    table: str,
    *,
    first: date | None,
    last: date | None,
    temple_id: str | None,
    now: datetime,
) -> AsyncIterator[str]:
    """One table of the report as CSV lines, produced as they are read (the bookings table
    streams every booking of the range without holding them). The range and the admin's
    scope are checked before the first line, so a refusal is an error, not a broken file."""
    period = rules.date_range(first, last, now)
    temple = temple_scope(admin, temple_id)

    async def lines() -> AsyncIterator[str]:
        # Its own session: the response is sent after the request's dependencies close.
        async with db.reader() as session:
            if table == "bookings":
                async for line in _bookings_csv(session, _span(period), temple):
                    yield line
                return
            made = await report(
                session, admin, first=period.first, last=period.last, temple_id=temple, now=now
            )
            for line in _report_csv(made, table):
                yield line

    return lines()


def _report_csv(made: Report, table: str) -> Iterator[str]:
    if table == "revenue":
        yield _line(("day", "priest bookings", "temple bookings", "store", "total"))
        for p in made.revenue.day:
            yield _line((p.period, p.priest, p.temple, p.store, p.total))
        return
    if table == "products":
        yield _line(("product id", "product", "units", "amount"))
        for product in made.products or []:
            yield _line((product.id, product.name, product.units, product.amount))
        return
    if table == "priests":
        yield _line(("priest id", "priest", "bookings", "completed"))
        for priest in made.priests or []:
            yield _line((priest.id, priest.name, priest.bookings, priest.completed))
        return
    rows: list[GroupRow] = getattr(made, table) or []
    yield _line(("id", "name", "bookings", "revenue"))
    for row in rows:
        yield _line((row.id, row.name, row.bookings, row.revenue))


BOOKING_COLUMNS = (
    "kind", "id", "created at", "status", "payment", "service", "temple", "date", "time",
    "customer", "amount", "revenue",
)  # fmt: skip


async def _bookings_csv(
    session: AsyncSession, span: Span, temple: str | None
) -> AsyncIterator[str]:
    yield _line(BOOKING_COLUMNS)
    kinds = ("temple",) if temple is not None else ("priest", "temple")
    names = await repo.temple_names(session)  # a few hundred: read before the stream opens
    for kind in kinds:
        async for record, revenue in repo.records(session, MODELS[kind], span, temple):
            temple_name = ""
            if isinstance(record, TempleBooking):
                temple_name = names.get(record.temple_id, "")
            amount = record.total_amount if isinstance(record, TempleBooking) else record.price
            yield _line(
                (
                    kind,
                    record.id,
                    record.created_at.isoformat(),
                    record.status,
                    record.payment_status,
                    record.service_name,
                    temple_name,
                    record.selected_date,
                    record.selected_time,
                    record.customer_name,
                    amount,
                    revenue,
                )
            )
