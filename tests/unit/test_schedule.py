"""Booking dates and times are judged by the Indian clock."""

from __future__ import annotations

import itertools
from datetime import UTC, date, datetime, time

import pytest

from api.common.errors import ApiError
from api.common.schedule import check_visit, parse_clock
from api.priests.slots import TIME_SLOTS

# 23:45 UTC on the 21st is 05:15 on the 22nd in India.
LATE_UTC = datetime(2026, 11, 21, 23, 45, tzinfo=UTC)


def test_today_is_the_indian_date_not_the_utc_one() -> None:
    with pytest.raises(ApiError) as refused:
        check_visit(date(2026, 11, 21), None, LATE_UTC)
    assert refused.value.detail == "Date cannot be before today"
    check_visit(date(2026, 11, 22), time(6), LATE_UTC)  # 6 AM has not begun at 05:15


def test_a_slot_that_began_today_is_refused() -> None:
    with pytest.raises(ApiError) as refused:
        check_visit(date(2026, 11, 22), time(5), LATE_UTC)
    assert refused.value.code == "slot_started"


def test_there_are_eight_two_hour_slots_from_six_to_ten() -> None:
    starts = list(TIME_SLOTS.values())
    assert len(starts) == 8
    assert starts[0] == time(6)
    assert starts[-1] == time(20)
    assert all(b.hour - a.hour == 2 for a, b in itertools.pairwise(starts))


@pytest.mark.parametrize(
    ("label", "parsed"),
    [
        ("9:00 AM", time(9)),
        ("12:00 PM", time(12)),
        ("12:30 am", time(0, 30)),
        ("7:00 PM", time(19)),
        ("evening", None),
        ("25:00 PM", None),
    ],
)
def test_temple_slot_labels_parse(label: str, parsed: time | None) -> None:
    assert parse_clock(label) == parsed
