"""Statuses and limits are written once: a status word or a money cap spelled out anywhere else
in the server's code is a copy that can drift from its source. Migrations are history (they
keep the words of their day) and are not read."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from api.payments.refund_policy import FULL_REFUND_HOURS, PARTIAL_REFUND_PERCENT, RETURN_DAYS
from api.payments.rules import MAX_AMOUNT
from data import statuses

ROOT = Path(__file__).resolve().parents[2]
SERVER = ("api", "data", "assistant_core", "intents", "kundli_service")
STATUS_SOURCE = ROOT / "data" / "statuses.py"
POLICY_SOURCE = ROOT / "api" / "payments" / "refund_policy.py"
STATUS_WORDS = {
    member.value
    for enum in (
        statuses.BookingStatus,
        statuses.OrderStatus,
        statuses.PaymentStatus,
        statuses.RefundState,
        statuses.RefundReason,
        statuses.VisitStatus,
    )
    for member in enum
}
# Where a limit is defined, and the one constant each file may write it as.
LIMITS = {MAX_AMOUNT: "api/payments/rules.py"}


def _code_files(*packages: str) -> Iterator[Path]:
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" not in path.parts:
                yield path


def _literals(path: Path) -> Iterator[tuple[int, object]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and not isinstance(node.value, bool):
            yield node.lineno, node.value


def test_statuses_are_named_only_in_their_enums() -> None:
    """The server (assistant texts aside: they are words shown to people, looked up by the
    status) compares and stores statuses through the enums of data/statuses.py."""
    copies = [
        f"{path.relative_to(ROOT)}:{line}: {value!r}"
        for path in _code_files("api", "data")
        if path != STATUS_SOURCE
        for line, value in _literals(path)
        if isinstance(value, str) and value in STATUS_WORDS
    ]
    assert not copies, "status words written outside data/statuses.py:\n" + "\n".join(copies)


@pytest.mark.parametrize("limit", sorted(LIMITS), ids=str)
def test_a_limit_is_written_once(limit: Decimal) -> None:
    copies = [
        f"{path.relative_to(ROOT)}:{line}: {value!r}"
        for path in _code_files(*SERVER)
        if str(path.relative_to(ROOT)) != LIMITS[limit]
        for line, value in _literals(path)
        if isinstance(value, int | float) and value in (limit, limit * 100)  # rupees or paise
    ]
    assert not copies, f"₹{limit} written outside {LIMITS[limit]}:\n" + "\n".join(copies)


def test_the_refund_policy_numbers_are_written_once() -> None:
    """Every text that quotes the refund policy (the assistant's answers, the server's
    messages) takes its numbers from api/payments/refund_policy.py."""
    quoted = (
        f"{FULL_REFUND_HOURS} hours",
        f"{FULL_REFUND_HOURS} घंटे",
        f"{PARTIAL_REFUND_PERCENT}% refund",
        f"{PARTIAL_REFUND_PERCENT}% रिफ़ंड",
        f"{RETURN_DAYS} days of delivery",
        f"{RETURN_DAYS} दिनों",
    )
    copies = [
        f"{path.relative_to(ROOT)}:{line}: {value!r}"
        for path in _code_files(*SERVER)
        if path != POLICY_SOURCE
        for line, value in _literals(path)
        if isinstance(value, str) and any(words in value for words in quoted)
    ]
    assert not copies, "refund policy numbers written outside its rules:\n" + "\n".join(copies)
