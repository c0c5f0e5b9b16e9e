"""Time as the business sees it: dates are Indian dates (Asia/Kolkata)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

INDIA = ZoneInfo("Asia/Kolkata")


def utcnow() -> datetime:
    return datetime.now(UTC)


def india_now(now: datetime) -> datetime:
    return now.astimezone(INDIA)


def india_today(now: datetime) -> date:
    return india_now(now).date()
