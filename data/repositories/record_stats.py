"""Counts and money of records by kind, temple and status, read from the record statistics
(data/summaries keeps them in step with every record), so that a screen's totals cost a few
rows whatever the number of records."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Literal

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import RecordStat

Kind = Literal["priest", "temple", "store"]
KINDS: tuple[Kind, ...] = ("priest", "temple", "store")
CENTS = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class Money:
    """The two figures of revenue (data/repositories/reports.py): money collected (received
    minus refunds) and money earned (of completed bookings and delivered orders)."""

    collected: Decimal
    earned: Decimal

    def __add__(self, other: Money) -> Money:
        return Money(self.collected + other.collected, self.earned + other.earned)


NO_MONEY = Money(Decimal("0.00"), Decimal("0.00"))


@dataclass(frozen=True, slots=True)
class KindTotals:
    records: int
    money: Money


def _money(value: Any) -> Decimal:
    return Decimal(str(value or 0)).quantize(CENTS)


def _of(kind: Kind, temple_id: str | None) -> list[ColumnElement[bool]]:
    where = [RecordStat.kind == kind]
    if temple_id is not None:
        where.append(RecordStat.temple_id == temple_id)
    return where


async def status_counts(
    session: AsyncSession, kind: Kind, temple_id: str | None = None
) -> dict[str, int]:
    """How many records of `kind` (of one temple when given) hold each status; statuses no
    record holds are left out. Store orders' status is their order status."""
    stmt = (
        select(RecordStat.status, func.sum(RecordStat.records))
        .where(*_of(kind, temple_id))
        .group_by(RecordStat.status)
    )
    rows = (await session.execute(stmt)).all()
    return {status: int(n) for status, n in rows if n}


async def money(session: AsyncSession, kind: Kind, temple_id: str | None = None) -> Money:
    """The money the records of `kind` (of one temple when given) collected and earned."""
    stmt = select(func.sum(RecordStat.collected), func.sum(RecordStat.earned)).where(
        *_of(kind, temple_id)
    )
    collected, earned = (await session.execute(stmt)).one()
    return Money(_money(collected), _money(earned))


async def revenue(session: AsyncSession, kind: Kind, temple_id: str | None = None) -> Decimal:
    """The money earned by the records of `kind` (of one temple when given); screens that show
    revenue show both figures (`money`)."""
    return (await money(session, kind, temple_id)).earned


async def totals(session: AsyncSession) -> dict[Kind, KindTotals]:
    """Records and money of every kind, in one query."""
    stmt = select(
        RecordStat.kind,
        func.sum(RecordStat.records),
        func.sum(RecordStat.collected),
        func.sum(RecordStat.earned),
    ).group_by(RecordStat.kind)
    found: dict[str, tuple[Any, Any, Any]] = {
        kind: (records, collected, earned)
        for kind, records, collected, earned in (await session.execute(stmt)).all()
    }
    made = {}
    for kind in KINDS:
        records, collected, earned = found.get(kind, (0, 0, 0))
        made[kind] = KindTotals(int(records or 0), Money(_money(collected), _money(earned)))
    return made
