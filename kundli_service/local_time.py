"""The one rule for time people read: instants are stored and passed in UTC, and shown, said
and exported in the devotee's zone, India time (Asia/Kolkata) until a devotee has their own.

It lives in the lowest layer that needs it, so the Kundli engine, the assistant and the API
all read the same rule (the data layer imports none of ours: its SQL names the same zone in
data/summaries/sql.py, and a test holds the two together)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

INDIA = ZoneInfo("Asia/Kolkata")


def local_time(instant: datetime, zone: ZoneInfo = INDIA) -> datetime:
    """The instant on the devotee's clock. A naive datetime is taken as UTC (how instants
    are stored)."""
    aware = instant if instant.tzinfo is not None else instant.replace(tzinfo=UTC)
    return aware.astimezone(zone)


def local_date(instant: datetime, zone: ZoneInfo = INDIA) -> date:
    """The devotee's calendar date at the instant: 22:17 UTC on 28 November is the 29th."""
    return local_time(instant, zone).date()


def local_iso(instant: datetime, zone: ZoneInfo = INDIA) -> str:
    """ISO 8601 with the zone's offset, to the second: 2026-11-29T03:47:00+05:30."""
    return local_time(instant, zone).isoformat(timespec="seconds")
