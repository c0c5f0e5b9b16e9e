"""Customers derived from priest bookings, temple bookings and store orders, grouped by phone
(the admin Users page). The grouping runs in the database: one UNION ALL of the three tables,
ranked with window functions and aggregated per phone, so no table is read into memory."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    ColumnElement,
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

from data.models import PriestBooking, StoreOrder, TempleBooking
from data.repositories.common import text_matches
from data.repositories.reports import revenue_of

CENTS = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class DerivedUser:
    phone: str
    name: str
    email: str  # the most recent non-empty e-mail, else ""
    join_date: datetime  # earliest record
    last_activity: datetime  # latest record
    total_bookings: int  # priest and temple bookings, not store orders
    total_spent: Decimal  # revenue from their records (data/repositories/reports.py)


@dataclass(frozen=True, slots=True)
class UserTotals:
    users: int
    bookings: int
    spent: Decimal


def _money(value: Any) -> Decimal:
    return Decimal(str(value or 0)).quantize(CENTS)


def _activity(phone: str | None) -> Subquery:
    """Every record of every customer as (phone, name, email, created_at, id, amount,
    is_booking); the amount is what the record brought in, by the one revenue rule."""
    branches = []
    sources: tuple[tuple[Any, str], ...] = (
        (PriestBooking, "1"),
        (TempleBooking, "1"),
        (StoreOrder, "0"),
    )
    for model, is_booking in sources:
        stmt = select(
            model.customer_phone.label("phone"),
            model.customer_name.label("name"),
            model.customer_email.label("email"),
            model.created_at.label("created_at"),
            model.id.label("record_id"),
            revenue_of(model).label("amount"),
            literal_column(is_booking, Integer).label("is_booking"),
        )
        if phone is not None:
            stmt = stmt.where(model.customer_phone == phone)
        branches.append(stmt)
    return union_all(*branches).subquery("activity")


def _users(phone: str | None = None) -> Subquery:
    """One row per phone. Name is the newest record's; e-mail the newest non-empty one."""
    act = _activity(phone).c
    newest = (act.created_at.desc(), act.record_id.desc())
    no_email = func.coalesce(act.email, literal_column("''")) == literal_column("''")
    ranked = select(
        act.phone,
        act.name,
        act.email,
        act.created_at,
        act.amount,
        act.is_booking,
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
            func.sum(r.is_booking).label("total_bookings"),
            func.sum(r.amount).label("total_spent"),
        )
        .group_by(r.phone)
        .subquery("users")
    )


def _user(row: Any) -> DerivedUser:
    return DerivedUser(
        phone=row.phone,
        name=row.name or "",
        email=row.email or "",
        join_date=row.join_date,
        last_activity=row.last_activity,
        total_bookings=int(row.total_bookings or 0),
        total_spent=_money(row.total_spent),
    )


async def search_users(
    session: AsyncSession,
    *,
    term: str,
    joined_since: datetime | None,
    offset: int,
    limit: int,
) -> tuple[list[DerivedUser], int]:
    """Users whose name, e-mail or phone contains `term` and who joined at or after
    `joined_since`, most recently active first."""
    users = _users()
    where: list[ColumnElement[bool]] = [
        text_matches(term, users.c.name, users.c.email, users.c.phone)
    ]
    if joined_since is not None:
        where.append(users.c.join_date >= joined_since)
    total = await session.scalar(select(func.count()).select_from(users).where(*where))
    stmt = (
        select(users)
        .where(*where)
        .order_by(users.c.last_activity.desc(), users.c.phone)
        .offset(offset)
        .limit(limit)
    )
    rows = (await session.execute(stmt)).all()
    return [_user(row) for row in rows], int(total or 0)


async def user_totals(session: AsyncSession) -> UserTotals:
    """Users, their bookings and their spending, summed over everyone."""
    users = _users()
    stmt = select(
        func.count(),
        func.coalesce(func.sum(users.c.total_bookings), 0),
        func.coalesce(func.sum(users.c.total_spent), 0),
    ).select_from(users)
    count, bookings, spent = (await session.execute(stmt)).one()
    return UserTotals(users=int(count or 0), bookings=int(bookings or 0), spent=_money(spent))


async def get_user(session: AsyncSession, phone: str) -> DerivedUser | None:
    row = (await session.execute(select(_users(phone)))).first()
    return _user(row) if row is not None else None
