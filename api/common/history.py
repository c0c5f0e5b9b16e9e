"""Status history entries, kept on bookings and orders so a customer can track them."""

from __future__ import annotations

from datetime import UTC, datetime


def history_entry(status: str, now: datetime) -> dict[str, str]:
    """{"status", "at"} with the time in UTC, written like the API's other timestamps."""
    return {"status": status, "at": now.astimezone(UTC).isoformat().replace("+00:00", "Z")}
