"""Status history entries, kept on bookings and orders so a customer can track them."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from pydantic import ConfigDict, Field

from api.common.wire import WireOut

# Present on some entries only: left out of the JSON where absent, never sent as null.
Optional = Annotated[str | None, Field(exclude_if=lambda value: value is None)]


class HistoryEntry(WireOut):
    """One line of a record's status history. Payments add how it was paid, refunds how much,
    an automatic cancellation why; other keys a later change adds are passed on as they are."""

    model_config = ConfigDict(extra="allow", json_schema_serialization_defaults_required=False)

    status: str
    at: str
    payment_status: Optional = None
    transaction_id: Optional = None
    method: Optional = None
    reason: Optional = None
    refund: Optional = None
    refund_credited: Optional = None
    # What the priest holding a booking did (accepted, started, completed), as their app says.
    visit: Optional = None
    # Where a temple booking's prasad stands (to_ship, shipped, delivered, returned), and once
    # shipped its courier and tracking number.
    prasad: Optional = None
    courier: Optional = None
    tracking_number: Optional = None


def history_entry(status: str, now: datetime) -> dict[str, str]:
    """{"status", "at"} with the time in UTC, written like the API's other timestamps."""
    return {"status": status, "at": now.astimezone(UTC).isoformat().replace("+00:00", "Z")}
