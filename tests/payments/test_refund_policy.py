"""The published refund policy as pure rules (api/payments/refund_policy.py): bookings 100% when
cancelled 48 hours or more before the slot (India time), 50% within 48 hours, nothing once the
slot has begun; store orders in full before shipping; returns within 7 days of delivery;
amounts rounded down to the paisa, never below the gateway's ₹1."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from api.common.clock import INDIA
from api.payments import refund_policy as policy

# A priest slot at 8:00 AM in India on 25 November 2026 is 02:30 UTC.
SLOT = datetime(2026, 11, 25, 2, 30, tzinfo=UTC)
DELIVERED = [
    {"status": "pending", "at": "2026-11-10T06:00:00Z"},
    {"status": "delivered", "at": "2026-11-15T06:30:00Z"},
]
DELIVERED_AT = datetime(2026, 11, 15, 6, 30, tzinfo=UTC)


def test_a_priest_slot_begins_at_its_start_in_india() -> None:
    begins = policy.slot_begins("2026-11-25", "8:00 AM - 10:00 AM")
    assert begins == datetime(2026, 11, 25, 8, 0, tzinfo=INDIA)
    assert begins == SLOT


def test_a_temple_slot_is_one_time_of_day() -> None:
    begins = policy.slot_begins("2026-11-25", "6:00 PM")
    assert begins == datetime(2026, 11, 25, 12, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    ("day", "time"),
    [("25/11/2026", "8:00 AM - 10:00 AM"), ("2026-11-25", "morning"), ("", "")],
)
def test_a_slot_that_does_not_parse_has_no_start(day: str, time: str) -> None:
    """Old records with free-form dates: no start is known, so no share is refunded by the
    devotee's own cancel (an admin's cancel refunds in full regardless)."""
    assert policy.slot_begins(day, time) is None
    assert policy.booking_share(None, SLOT) == 0


@pytest.mark.parametrize(
    ("before_start", "share"),
    [
        (timedelta(days=10), Decimal(1)),
        (timedelta(hours=48), Decimal(1)),  # 48 hours or more: everything
        (timedelta(hours=48) - timedelta(seconds=1), Decimal("0.5")),
        (timedelta(hours=1), Decimal("0.5")),
        (timedelta(seconds=1), Decimal("0.5")),
        (timedelta(0), Decimal(0)),  # begun: nothing
        (-timedelta(hours=1), Decimal(0)),
    ],
)
def test_a_bookings_share_by_time_before_the_slot(before_start: timedelta, share: Decimal) -> None:
    assert policy.booking_share(SLOT, SLOT - before_start) == share


def test_the_48_hours_count_in_india_whatever_the_servers_zone() -> None:
    """The same instant written in UTC or in India gives the same share."""
    now_utc = SLOT - timedelta(hours=48)
    assert policy.booking_share(SLOT, now_utc.astimezone(INDIA)) == Decimal(1)
    assert policy.booking_share(SLOT, now_utc + timedelta(minutes=1)) == Decimal("0.5")


@pytest.mark.parametrize(
    ("status", "share"),
    [
        ("pending", Decimal(1)),
        ("confirmed", Decimal(1)),
        ("processing", Decimal(1)),
        ("shipped", Decimal(0)),
        ("delivered", Decimal(0)),
        ("cancelled", Decimal(0)),
    ],
)
def test_an_orders_share_before_and_after_shipping(status: str, share: Decimal) -> None:
    assert policy.order_share(status) == share


@pytest.mark.parametrize(
    ("amount", "share", "refund"),
    [
        ("1100", "1", "1100.00"),
        ("1100", "0.5", "550.00"),
        ("751", "0.5", "375.50"),
        ("100.01", "0.5", "50.00"),  # 50.005 rounds down: never more than the share
        ("2.01", "0.5", "1.00"),  # the gateway's minimum, just
        ("1.99", "0.5", "0"),  # below ₹1: nothing is sent
        ("1100", "0", "0"),
    ],
)
def test_the_refundable_amount_is_rounded_down_to_the_paisa(
    amount: str, share: str, refund: str
) -> None:
    assert policy.refundable(Decimal(amount), Decimal(share)) == Decimal(refund)


def test_delivered_at_is_the_last_delivery_in_the_history() -> None:
    assert policy.delivered_at(DELIVERED) == DELIVERED_AT
    redelivered = [*DELIVERED, {"status": "delivered", "at": "2026-11-18T10:00:00.123Z"}]
    assert policy.delivered_at(redelivered) == datetime(2026, 11, 18, 10, 0, 0, 123000, UTC)
    assert policy.delivered_at(DELIVERED[:1]) is None
    assert policy.delivered_at([{"status": "delivered", "at": "yesterday"}]) is None
    assert policy.delivered_at([{"status": "delivered"}]) is None


@pytest.mark.parametrize(
    ("after_delivery", "problem"),
    [
        (timedelta(hours=1), None),
        (timedelta(days=7), None),  # the 7th day still counts
        (timedelta(days=7, seconds=1), policy.RETURN_CLOSED),
        (timedelta(days=30), policy.RETURN_CLOSED),
    ],
)
def test_a_return_is_accepted_within_7_days_of_delivery(
    after_delivery: timedelta, problem: str | None
) -> None:
    assert policy.return_problem("delivered", DELIVERED, DELIVERED_AT + after_delivery) == problem


@pytest.mark.parametrize("status", ["pending", "processing", "shipped", "cancelled"])
def test_only_a_delivered_order_can_be_returned(status: str) -> None:
    assert policy.return_problem(status, DELIVERED, DELIVERED_AT) == policy.NOT_DELIVERED


def test_a_delivered_order_with_no_delivery_time_cannot_be_returned() -> None:
    assert policy.return_problem("delivered", [], DELIVERED_AT) == policy.RETURN_CLOSED
