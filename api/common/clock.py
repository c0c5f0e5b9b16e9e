"""Time as the business sees it: dates are Indian dates (kundli_service/local_time.py holds the
one rule: stored in UTC, shown, said and exported in India time)."""

from __future__ import annotations

from datetime import UTC, date, datetime

from kundli_service.local_time import INDIA, local_date, local_iso, local_time

__all__ = ["INDIA", "india_now", "india_today", "local_iso", "utcnow"]


def utcnow() -> datetime:
    return datetime.now(UTC)


def india_now(now: datetime) -> datetime:
    return local_time(now)


def india_today(now: datetime) -> date:
    return local_date(now)
