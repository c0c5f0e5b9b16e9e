"""Admin changes to bookings (spec section 4): quick approve, and edits limited to the service's
time slots and to dates ahead. Which statuses a booking may move to is the transition table's
(api/records/transitions.py); collecting a payment is the temple bookings' own
(api/temple_bookings)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from api.auth.access import Principal
from api.auth.deps import ensure_may_name_temple
from api.common.errors import ApiError
from api.common.schedule import check_visit, parse_clock
from data.statuses import BookingStatus

BOOKING_STATUSES = tuple(BookingStatus)
STATUS_MESSAGE = f"status must be one of: {', '.join(BOOKING_STATUSES)}"
APPROVED = BookingStatus.CONFIRMED
CASH_PREFIX = "CASH_"


def temple_scope(admin: Principal, requested: str | None) -> str | None:
    """The temple whose bookings `admin` sees: a temple admin always its own (naming another
    is refused with 403), a super admin the one named or, with None, every temple."""
    if admin.is_superadmin:
        return requested
    if requested is not None:
        ensure_may_name_temple(admin, requested)
    if admin.temple_id is None:  # a temple admin without a temple sees nothing
        raise ApiError(403, "other_temple", "You can only manage your own temple")
    return admin.temple_id


def check_slot(selected_time: str, slots: list[str]) -> None:
    if selected_time in slots:
        return
    if not slots:
        raise ApiError(
            422,
            "invalid_time_slot",
            "This service has no time slots to choose from",
            fields=["selectedTime"],
        )
    raise ApiError(
        422,
        "invalid_time_slot",
        f"selectedTime must be one of this service's time slots: {', '.join(slots)}",
        fields=["selectedTime"],
    )


def booking_edit(
    *,
    current_date: str,
    current_time: str,
    given: dict[str, Any],
    slots: list[str],
    now: datetime,
) -> dict[str, Any]:
    """The attributes an Edit Booking form sets (`given` holds only the fields sent).
    A changed time must be one of the service's slots; a changed date or time must lie ahead,
    as for a new booking. Unchanged values are left alone, so a booking whose service later
    lost its slot can still have its customer details corrected."""
    changes = dict(given)
    if "selected_date" in changes:
        changes["selected_date"] = changes["selected_date"].isoformat()
    if changes.get("special_requests", "") is None:
        changes["special_requests"] = ""
    new_date = changes.get("selected_date", current_date)
    new_time = changes.get("selected_time", current_time)
    if new_time != current_time:
        check_slot(new_time, slots)
    if (new_date, new_time) != (current_date, current_time):
        check_visit(date.fromisoformat(new_date), parse_clock(new_time), now)
    return changes
