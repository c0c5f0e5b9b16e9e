"""Use cases of the Reports screen: a range's report, and each of its tables as CSV."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator
from datetime import date, datetime

from api.admin.bookings.rules import temple_scope
from api.admin.money import Revenue
from api.admin.reports import rules
from api.admin.reports.rules import Range
from api.admin.reports.schemas import (
    GroupRow,
    KindMoney,
    PriestRow,
    ProductRow,
    Report,
    RevenuePoint,
    RevenueSeries,
)
from api.auth.access import Principal
from api.common.csv_export import Cell, csv_lines
from data.db import Database
from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories import report_tables as repo
from data.repositories.record_stats import NO_MONEY
from data.repositories.report_tables import Group, Span
from data.repositories.reports import Counted
from data.session_types import AsyncSession
from data.statuses import BookingStatus

RELEASED = (BookingStatus.CANCELLED,)
MODELS: dict[str, Counted] = {"priest": PriestBooking, "temple": TempleBooking, "store": StoreOrder}


def _span(period: Range) -> Span:
    return Span(period.start, period.end)


def _point(point: rules.Point) -> RevenuePoint:
    def figure(name: str) -> KindMoney:
        of = {kind: getattr(money, name) for kind, money in point.amounts.items()}
        return KindMoney(**of, total=getattr(point.total, name))

    return RevenuePoint(period=point.period, collected=figure("collected"), earned=figure("earned"))


async def _revenue(session: AsyncSession, period: Range, temple: str | None) -> RevenueSeries:
    kinds = ("temple",) if temple is not None else rules.KINDS
    by_kind = {
        kind: await repo.money_by_day(session, MODELS[kind], _span(period), temple)
        for kind in kinds
    }
    days = rules.series(period, by_kind, "day")
    return RevenueSeries(
        total=Revenue.of(sum((p.total for p in days), NO_MONEY)),
        day=[_point(p) for p in days],
        week=[_point(p) for p in rules.series(period, by_kind, "week")],
        month=[_point(p) for p in rules.series(period, by_kind, "month")],
    )


def _rows(groups: Iterable[Group]) -> list[GroupRow]:
    return [
        GroupRow(id=g.id, name=g.name, bookings=g.bookings, revenue=Revenue.of(g.money))
        for g in groups
    ]


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


# Money's two figures are named as on every screen: money collected, money earned.
COLLECTED, EARNED = "money collected", "money earned"
GROUP_COLUMNS = ("id", "name", "bookings", COLLECTED, EARNED)
COLUMNS = {
    "revenue": (
        "day",
        *(f"{COLLECTED}: {kind}" for kind in ("priest bookings", "temple bookings", "store")),
        COLLECTED,
        *(f"{EARNED}: {kind}" for kind in ("priest bookings", "temple bookings", "store")),
        EARNED,
    ),
    "products": ("product id", "product", "units", "amount"),
    "priests": ("priest id", "priest", "bookings", "bookings completed"),
    "bookings": (
        "kind", "id", "created at", "status", "payment", "service", "temple", "date", "time",
        "customer", "amount", COLLECTED, EARNED,
    ),
}  # fmt: skip


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

    async def rows() -> AsyncIterator[Iterable[Cell]]:
        # Its own session: the response is sent after the request's dependencies close.
        async with db.reader() as session:
            if table == "bookings":
                async for row in _booking_rows(session, _span(period), temple):
                    yield row
                return
            made = await report(
                session, admin, first=period.first, last=period.last, temple_id=temple, now=now
            )
            for row in _report_rows(made, table):
                yield row

    return csv_lines(COLUMNS.get(table, GROUP_COLUMNS), rows())


def _figures(money: KindMoney) -> tuple[Cell, ...]:
    return (money.priest, money.temple, money.store, money.total)


def _report_rows(made: Report, table: str) -> Iterator[tuple[Cell, ...]]:
    if table == "revenue":
        for p in made.revenue.day:
            yield (p.period, *_figures(p.collected), *_figures(p.earned))
    elif table == "products":
        for product in made.products or []:
            yield (product.id, product.name, product.units, product.amount)
    elif table == "priests":
        for priest in made.priests or []:
            yield (priest.id, priest.name, priest.bookings, priest.completed)
    else:
        rows: list[GroupRow] = getattr(made, table) or []
        for row in rows:
            yield (row.id, row.name, row.bookings, row.revenue.collected, row.revenue.earned)


async def _booking_rows(
    session: AsyncSession, span: Span, temple: str | None
) -> AsyncIterator[tuple[Cell, ...]]:
    kinds = ("temple",) if temple is not None else ("priest", "temple")
    names = await repo.temple_names(session)  # a few hundred: read before the stream opens
    for kind in kinds:
        async for record, money in repo.records(session, MODELS[kind], span, temple):
            temple_name = ""
            if isinstance(record, TempleBooking):
                temple_name = names.get(record.temple_id, "")
            amount = record.total_amount if isinstance(record, TempleBooking) else record.price
            yield (
                kind,
                record.id,
                record.created_at,
                record.status,
                record.payment_status,
                record.service_name,
                temple_name,
                record.selected_date,
                record.selected_time,
                record.customer_name,
                amount,
                money.collected,
                money.earned,
            )
