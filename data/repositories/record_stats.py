"""Counts and revenue of records by kind, temple and status, read from the record statistics
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
CENTS = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class KindTotals:
    records: int
    revenue: Decimal


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


async def revenue(session: AsyncSession, kind: Kind, temple_id: str | None = None) -> Decimal:
    """What the records of `kind` (of one temple when given) brought in, by the one
    definition of revenue (data/repositories/reports.py `revenue_of`)."""
    stmt = select(func.sum(RecordStat.revenue)).where(*_of(kind, temple_id))
    return _money(await session.scalar(stmt))


async def totals(session: AsyncSession) -> dict[Kind, KindTotals]:
    """Records and revenue of every kind, in one query."""
    stmt = select(
        RecordStat.kind, func.sum(RecordStat.records), func.sum(RecordStat.revenue)
    ).group_by(RecordStat.kind)
    found = {kind: (n, money) for kind, n, money in (await session.execute(stmt)).all()}
    kinds: tuple[Kind, ...] = ("priest", "temple", "store")
    return {
        kind: KindTotals(int(found.get(kind, (0, 0))[0] or 0), _money(found.get(kind, (0, 0))[1]))
        for kind in kinds
    }
