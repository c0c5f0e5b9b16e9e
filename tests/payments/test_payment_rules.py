"""Payment rules without a database: spec section 5's request rules and messages, what a
gateway answer does to a payment, and PhonePe's re-check schedule."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from api.common.errors import Problem
from api.payments import rules
from api.payments.gateway import GatewayStatus

START = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    ("amount", "message"),
    [
        ("0", "Amount must be greater than 0"),
        ("-5", "Amount must be greater than 0"),
        ("0.50", "Minimum amount is ₹1"),
        ("200000.01", "Maximum amount is ₹200,000"),
        ("250000", "Maximum amount is ₹200,000"),
        ("1", None),
        ("200000", None),
        ("751", None),
    ],
)
def test_amount_rules(amount: str, message: str | None) -> None:
    problem = rules.amount_problem(Decimal(amount))
    assert (problem.message if problem else None) == message


def check(**changes: str | None) -> str | None:
    given: dict[str, str | None] = {
        "phone": "9415011223",
        "email": None,
        "name": "Ravi",
        "order_id": "PB123",
    }
    given.update(changes)
    problem = rules.request_problem(**given)
    return problem.message if problem else None


@pytest.mark.parametrize(
    ("phone", "message"),
    [
        (None, "Phone number is required"),
        ("", "Phone number is required"),
        ("   ", "Phone number is required"),
        ("94150", "Phone number must be 10 digits"),
        ("94150112233", "Phone number must be 10 digits"),
        ("5415011223", "Invalid Indian mobile number format"),
        ("0415011223", "Invalid Indian mobile number format"),
        ("94150 11223", None),
        ("+91 94150-11223", None),
        ("09415011223", None),
        ("6000000000", None),
    ],
)
def test_phone_rules(phone: str | None, message: str | None) -> None:
    assert check(phone=phone) == message


@pytest.mark.parametrize(
    ("email", "message"),
    [
        (None, None),
        ("", None),
        ("ravi@example.in", None),
        ("ravi@example", "Invalid email format"),
        ("ravi example.in", "Invalid email format"),
        ("@example.in", "Invalid email format"),
    ],
)
def test_email_rule(email: str | None, message: str | None) -> None:
    assert check(email=email) == message


@pytest.mark.parametrize(("name", "ok"), [(None, False), ("", False), (" R ", False), ("Ra", True)])
def test_name_needs_two_characters(name: str | None, ok: bool) -> None:
    assert check(name=name) == (None if ok else "Customer name must be at least 2 characters")


@pytest.mark.parametrize(
    ("order_id", "ok"), [(None, False), ("", False), ("PB", False), ("PB1", True)]
)
def test_order_id_needs_three_characters(order_id: str | None, ok: bool) -> None:
    assert check(order_id=order_id) == (None if ok else "Order ID is required")


def test_the_first_broken_rule_is_reported_with_its_field() -> None:
    problem = rules.request_problem(phone="12", email="x", name="", order_id="")
    assert problem == Problem("customerPhone", "phone_digits", "Phone number must be 10 digits")


def test_rupees_become_paise() -> None:
    assert rules.to_paise(Decimal("751")) == 75100
    assert rules.to_paise(Decimal("52.50")) == 5250


def answer(code: str, paise: int | None = 75100) -> GatewayStatus:
    return GatewayStatus("TXN_1", code, code == "PAYMENT_SUCCESS", paise)


@pytest.mark.parametrize(
    ("code", "state"),
    [
        ("PAYMENT_SUCCESS", "PAYMENT_SUCCESS"),
        ("PAYMENT_ERROR", "PAYMENT_ERROR"),
        ("PAYMENT_DECLINED", "PAYMENT_DECLINED"),
        ("PAYMENT_PENDING", None),
        ("INTERNAL_SERVER_ERROR", None),
        ("SOMETHING_NEW", None),
    ],
)
def test_a_pending_payment_moves_only_on_a_final_answer(code: str, state: str | None) -> None:
    assert rules.outcome("PAYMENT_PENDING", 75100, answer(code)).state == state


def test_a_success_for_another_amount_fails_and_credits_nothing() -> None:
    decided = rules.outcome("PAYMENT_PENDING", 75100, answer("PAYMENT_SUCCESS", 100))
    assert decided == rules.Outcome("PAYMENT_ERROR", "amount mismatch")
    assert not decided.credits
    assert rules.outcome("PAYMENT_PENDING", 75100, answer("PAYMENT_SUCCESS", None)).state == (
        "PAYMENT_ERROR"
    )


@pytest.mark.parametrize("state", ["PAYMENT_SUCCESS", "PAYMENT_ERROR", "PAYMENT_DECLINED"])
def test_a_settled_payment_never_moves_again(state: str) -> None:
    for code in ("PAYMENT_SUCCESS", "PAYMENT_ERROR", "PAYMENT_DECLINED"):
        assert rules.outcome(state, 75100, answer(code)) == rules.UNCHANGED


def gaps(give_up_minutes: float = 20) -> list[float]:
    """Seconds from the start of each check, following the schedule from its first check."""
    checks = [START + rules.FIRST_CHECK]
    while checks[-1] < START + timedelta(minutes=give_up_minutes):
        checks.append(rules.next_check(START, checks[-1], give_up_minutes))
    return [(c - START).total_seconds() for c in checks]


def test_the_schedule_follows_phonepes_advice() -> None:
    at = gaps()
    assert at[0] == 25
    steps = [b - a for a, b in itertools.pairwise(at)]
    assert steps[:10] == [3] * 10  # 25..55 s
    assert steps[10:20] == [6] * 10  # 55..115 s
    assert steps[20:26] == [10] * 6  # 115..175 s
    assert steps[26:28] == [30] * 2  # 175..235 s
    assert set(steps[28:-1]) == {60}
    assert at[-1] == 20 * 60  # one last check as the window closes


def test_before_the_first_check_the_next_is_25_seconds_after_the_start() -> None:
    assert rules.next_check(START, START + timedelta(seconds=2), 20) == START + timedelta(
        seconds=25
    )


def test_timed_out_after_the_window() -> None:
    assert not rules.timed_out(START, START + timedelta(minutes=19, seconds=59), 20)
    assert rules.timed_out(START, START + timedelta(minutes=20), 20)
