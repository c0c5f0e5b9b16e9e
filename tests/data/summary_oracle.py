"""The summaries as they were computed before there were summary tables: customers grouped
from every record on each view (one UNION ALL ranked with window functions) and statistics
grouped from the records. Tests compare the maintained tables with these."""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from sqlalchemy import (
    Integer,
    Subquery,
    and_,
    case,
    func,
    literal_column,
    select,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncSession

from data.db import Database
from data.models import (
    Customer,
    CustomerJoinDay,
    PriestBooking,
    RecordStat,
    StoreOrder,
    TempleBooking,
)
from data.repositories.reports import collected_of, earned_of

INDIA = ZoneInfo("Asia/Kolkata")
SEPARATOR = "\x1f"
CENTS = Decimal("0.01")
KINDS: tuple[tuple[str, Any], ...] = (
    ("priest", PriestBooking),
    ("temple", TempleBooking),
    ("store", StoreOrder),
)


def _money(value: Any) -> Decimal:
    return Decimal(str(value or 0)).quantize(CENTS)


def _activity() -> Subquery:
    branches = []
    for kind, model in KINDS:
        flags = [literal_column("1" if kind == k else "0", Integer) for k, _m in KINDS]
        branches.append(
            select(
                model.customer_phone.label("phone"),
                model.customer_name.label("name"),
                model.customer_email.label("email"),
                model.created_at.label("created_at"),
                model.id.label("record_id"),
                collected_of(model).label("collected"),
                flags[0].label("priest"),
                flags[1].label("temple"),
                flags[2].label("store"),
            )
        )
    return union_all(*branches).subquery("activity")


def _users() -> Subquery:
    act = _activity().c
    newest = (act.created_at.desc(), act.record_id.desc())
    no_email = func.coalesce(act.email, literal_column("''")) == literal_column("''")
    ranked = select(
        act,
        func.row_number().over(partition_by=act.phone, order_by=newest).label("name_rank"),
        func.row_number()
        .over(partition_by=act.phone, order_by=(case((no_email, 1), else_=0), *newest))
        .label("email_rank"),
    ).subquery("ranked")
    r = ranked.c
    has_email = func.coalesce(r.email, literal_column("''")) != literal_column("''")
    return (
        select(
            r.phone.label("phone"),
            func.max(case((r.name_rank == 1, r.name))).label("name"),
            func.coalesce(
                func.max(case((and_(r.email_rank == 1, has_email), r.email))),
                literal_column("''"),
            ).label("email"),
            func.min(r.created_at).label("join_date"),
            func.max(r.created_at).label("last_activity"),
            func.sum(r.priest).label("priest"),
            func.sum(r.temple).label("temple"),
            func.sum(r.store).label("store"),
            func.sum(r.collected).label("collected"),
        )
        .group_by(r.phone)
        .subquery("users")
    )


def _utc(value: Any) -> datetime:
    # A min() or max() of times comes back as text on SQLite.
    when = datetime.fromisoformat(value) if isinstance(value, str) else value
    return when.replace(tzinfo=ZoneInfo("UTC")) if when.tzinfo is None else when


def india_day(when: datetime) -> str:
    return when.astimezone(INDIA).date().isoformat()


async def expected_customers(session: AsyncSession) -> dict[str, tuple[Any, ...]]:
    rows = (await session.execute(select(_users()))).all()
    found = {}
    for row in rows:
        joined = _utc(row.join_date)
        found[row.phone] = (
            row.name,
            row.email,
            joined,
            india_day(joined),
            _utc(row.last_activity),
            int(row.priest),
            int(row.temple),
            int(row.store),
            _money(row.collected),
            f"{row.name.lower()}{SEPARATOR}{row.email.lower()}{SEPARATOR}{row.phone}",
        )
    return found


async def stored_customers(session: AsyncSession) -> dict[str, tuple[Any, ...]]:
    rows = (await session.execute(select(Customer))).scalars().all()
    return {
        c.phone: (
            c.name,
            c.email,
            c.join_date,
            c.join_day,
            c.last_activity,
            c.priest_bookings,
            c.temple_bookings,
            c.store_orders,
            c.collected,
            c.search,
        )
        for c in rows
    }


Stats = dict[tuple[str, ...], tuple[int, Decimal, Decimal]]


async def expected_stats(session: AsyncSession) -> Stats:
    counted: dict[tuple[str, ...], list[Any]] = {}
    for kind, model in KINDS:
        status = model.order_status if model is StoreOrder else model.status
        temple = model.temple_id if model is TempleBooking else literal_column("''")
        figures = (earned_of(model), collected_of(model))
        rows = await session.execute(select(temple, status, model.created_at, *figures))
        for temple_id, state, created, earned, collected in rows:
            key = (kind, temple_id, state, india_day(created)[:7])
            entry = counted.setdefault(key, [0, Decimal(0), Decimal(0)])
            entry[0] += 1
            entry[1] += _money(earned)
            entry[2] += _money(collected)
    return {key: (n, _money(e), _money(c)) for key, (n, e, c) in counted.items()}


async def stored_stats(session: AsyncSession) -> Stats:
    rows = (await session.execute(select(RecordStat))).scalars().all()
    return {
        (s.kind, s.temple_id, s.status, s.month): (s.records, s.earned, s.collected) for s in rows
    }


async def stored_join_days(session: AsyncSession) -> dict[str, int]:
    rows = (await session.execute(select(CustomerJoinDay))).scalars().all()
    return {row.day: row.customers for row in rows}


async def snapshot(db: Database) -> tuple[Any, ...]:
    """Everything the summary tables hold (customers without their integer ids)."""
    async with db.reader() as session:
        return (
            await stored_customers(session),
            await stored_stats(session),
            await stored_join_days(session),
        )


async def assert_summaries_match(db: Database) -> None:
    """The summary tables hold exactly what the records say."""
    async with db.reader() as session:
        customers = await expected_customers(session)
        assert await stored_customers(session) == customers
        assert await stored_stats(session) == await expected_stats(session)
        joins = Counter(entry[3] for entry in customers.values())
        assert await stored_join_days(session) == dict(joins)
