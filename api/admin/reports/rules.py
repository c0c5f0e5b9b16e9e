"""Report decisions: the date range asked for (whole Indian days, bounded), money by day
folded into weeks (Monday first) and months, and product lines summed into sales."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal

from api.common.clock import INDIA, india_today
from api.common.errors import ApiError
from data.repositories.record_stats import NO_MONEY, Money

DEFAULT_DAYS = 30
# A report reads every record of its range: three years at most.
MAX_DAYS = 3 * 366
TOP_PRODUCTS = 10
KINDS = ("priest", "temple", "store")


@dataclass(frozen=True)
class Range:
    first: date
    last: date  # inclusive

    @property
    def start(self) -> datetime:
        return datetime.combine(self.first, time(), INDIA).astimezone(UTC)

    @property
    def end(self) -> datetime:
        return datetime.combine(self.last + timedelta(days=1), time(), INDIA).astimezone(UTC)


def date_range(first: date | None, last: date | None, now: datetime) -> Range:
    """The range asked for: by default the last 30 days to today (India); refused when it
    ends before it starts or spans more than MAX_DAYS."""
    last = last or india_today(now)
    first = first or last - timedelta(days=DEFAULT_DAYS - 1)
    if first > last:
        raise ApiError(422, "bad_range", "from must not be after to", fields=["from"])
    if (last - first).days + 1 > MAX_DAYS:
        raise ApiError(
            422, "range_too_long", f"A report covers at most {MAX_DAYS} days", fields=["to"]
        )
    return Range(first, last)


def days_of(span: Range) -> list[date]:
    return [span.first + timedelta(days=n) for n in range((span.last - span.first).days + 1)]


def week_of(day: date) -> date:
    """The Monday starting the week of `day`."""
    return day - timedelta(days=day.weekday())


@dataclass
class Point:
    period: str
    amounts: dict[str, Money] = field(default_factory=lambda: dict.fromkeys(KINDS, NO_MONEY))

    @property
    def total(self) -> Money:
        return sum(self.amounts.values(), NO_MONEY)


def series(span: Range, by_kind: Mapping[str, Mapping[str, Money]], period: str) -> list[Point]:
    """Money per day, week (labelled by its Monday) or month (YYYY-MM) over the whole
    range, periods without money included as 0 so the chart's axis is continuous."""
    points: dict[str, Point] = {}
    for day in days_of(span):
        label = {
            "day": day.isoformat(),
            "week": week_of(day).isoformat(),
            "month": day.isoformat()[:7],
        }[period]
        point = points.setdefault(label, Point(label))
        for kind in KINDS:
            point.amounts[kind] += by_kind.get(kind, {}).get(day.isoformat(), NO_MONEY)
    return list(points.values())


@dataclass
class Sales:
    id: str
    name: str
    units: int = 0
    amount: Decimal = Decimal(0)


def tally(lines: Iterable[Mapping[str, object]], sales: dict[str, Sales]) -> None:
    """Add an order's lines to the products' units and amounts."""
    for line in lines:
        product = str(line.get("productId", ""))
        entry = sales.setdefault(product, Sales(product, str(line.get("productName", product))))
        entry.units += int(str(line.get("quantity", 0)))
        entry.amount += Decimal(str(line.get("total", 0)))


def top(sales: Mapping[str, Sales], limit: int = TOP_PRODUCTS) -> list[Sales]:
    return sorted(sales.values(), key=lambda s: (-s.amount, -s.units, s.name))[:limit]
