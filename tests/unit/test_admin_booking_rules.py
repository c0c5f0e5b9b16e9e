"""Admin booking rules without a database: status changes with history, payment collection,
the Edit Booking form's slot and date checks, which temple an admin sees, the join-date bound."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

import pytest

from api.admin.bookings import rules
from api.admin.dashboard.rules import dashboard_temple
from api.admin.users.rules import joined_since_bound
from api.auth.access import SUPERADMIN, TEMPLE_ADMIN, Principal
from api.common.errors import ApiError
from api.temple_bookings.rules import ensure_unpaid

NOON_IN_INDIA = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)
HISTORY: list[dict[str, Any]] = [{"status": "pending", "at": "2026-11-20T10:00:00Z"}]
SLOTS = ["6:00 AM", "11:00 AM", "7:00 PM"]


def admin(role: str = TEMPLE_ADMIN, temple_id: str | None = "temple-a") -> Principal:
    return Principal("u1", "user", "u@example.in", role, temple_id, None)


def test_collecting_payment_refuses_a_paid_booking() -> None:
    ensure_unpaid("pending")
    with pytest.raises(ApiError) as refused:
        ensure_unpaid("paid")
    assert (refused.value.status, refused.value.detail) == (409, "This booking is already paid")


def edit(given: dict[str, Any], *, day: str = "2026-11-25", time: str = "6:00 AM") -> Any:
    return rules.booking_edit(
        current_date=day, current_time=time, given=given, slots=SLOTS, now=NOON_IN_INDIA
    )


def test_an_edit_moves_to_another_slot_and_day() -> None:
    changes = edit({"selected_date": date(2026, 11, 30), "selected_time": "7:00 PM"})
    assert changes == {"selected_date": "2026-11-30", "selected_time": "7:00 PM"}
    assert edit({"special_requests": None}) == {"special_requests": ""}
    # Today, but a slot that has not begun yet (it is noon in India).
    assert edit({"selected_date": date(2026, 11, 22), "selected_time": "7:00 PM"})


@pytest.mark.parametrize(
    ("given", "code"),
    [
        ({"selected_time": "9:00 AM"}, "invalid_time_slot"),
        ({"selected_date": date(2026, 11, 21)}, "date_in_past"),
        ({"selected_date": date(2026, 11, 22)}, "slot_started"),
        ({"selected_date": date(2028, 1, 1)}, "date_too_far"),
    ],
)
def test_an_edit_is_refused(given: dict[str, Any], code: str) -> None:
    with pytest.raises(ApiError) as refused:
        edit(given)
    assert refused.value.code == code


def test_unchanged_values_are_not_judged_again() -> None:
    # A past booking whose slot the service no longer offers can still be corrected.
    assert edit({"customer_name": "Sita"}, day="2026-11-01", time="5:30 AM") == {
        "customer_name": "Sita"
    }
    with pytest.raises(ApiError):  # but moving it is judged like a new booking
        edit({"selected_time": "7:00 PM"}, day="2026-11-01", time="5:30 AM")


def test_a_service_without_slots_says_so() -> None:
    with pytest.raises(ApiError) as refused:
        rules.check_slot("9:00 AM", [])
    assert refused.value.detail == "This service has no time slots to choose from"


def test_which_temple_an_admin_sees() -> None:
    assert rules.temple_scope(admin(), None) == "temple-a"
    assert rules.temple_scope(admin(), "temple-a") == "temple-a"
    assert rules.temple_scope(admin(SUPERADMIN, None), None) is None  # every temple
    assert rules.temple_scope(admin(SUPERADMIN, None), "temple-b") == "temple-b"
    for refused_admin, named in ((admin(), "temple-b"), (admin(temple_id=None), None)):
        with pytest.raises(ApiError) as refused:
            rules.temple_scope(refused_admin, named)
        assert refused.value.status == 403


def test_a_super_admin_must_name_the_dashboards_temple() -> None:
    assert dashboard_temple(admin(), None) == "temple-a"
    assert dashboard_temple(admin(SUPERADMIN, None), "temple-b") == "temple-b"
    with pytest.raises(ApiError) as refused:
        dashboard_temple(admin(SUPERADMIN, None), None)
    assert (refused.value.status, refused.value.fields) == (422, ["templeId"])


def test_join_dates_are_cut_at_indian_midnight() -> None:
    assert joined_since_bound(None) is None
    assert joined_since_bound(date(2026, 11, 21)) == datetime(2026, 11, 20, 18, 30, tzinfo=UTC)
