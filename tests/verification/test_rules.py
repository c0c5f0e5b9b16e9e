"""The pure rules of owner verification, without a database: destinations, codes and their
hashes, tries, and throttle waits."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import pytest

from api.common.errors import Problem
from api.verification import rules
from api.verification.rules import Channel, Destination, Limit, Outcome

NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    ("phone", "email", "expected"),
    [
        ("+91 98450 12345", None, Destination("9845012345", Channel.SMS)),
        ("098450-12345", "", Destination("9845012345", Channel.SMS)),
        (None, "  Meera@Example.COM ", Destination("meera@example.com", Channel.EMAIL)),
        ("  ", "meera@example.com", Destination("meera@example.com", Channel.EMAIL)),
    ],
)
def test_a_destination_is_ten_digits_or_a_lower_case_email(
    phone: str | None, email: str | None, expected: Destination
) -> None:
    assert rules.destination_of(phone, email) == expected


@pytest.mark.parametrize(
    ("phone", "email", "field", "code"),
    [
        (None, None, "phone", "contact_required"),
        ("9845012345", "meera@example.com", "email", "one_contact"),
        ("12345", None, "phone", "phone_digits"),
        ("5845012345", None, "phone", "phone_format"),
        (None, "meera@", "email", "email_format"),
        (None, "a" * 250 + "@example.com", "email", "email_format"),
    ],
)
def test_a_bad_destination_names_its_field(
    phone: str | None, email: str | None, field: str, code: str
) -> None:
    problem = rules.destination_of(phone, email)
    assert isinstance(problem, Problem)
    assert (problem.field, problem.code) == (field, code)


def test_destinations_are_masked_for_display() -> None:
    assert Destination("9845012345", Channel.SMS).masked == "***2345"
    assert Destination("meera@example.com", Channel.EMAIL).masked == "m***@example.com"


def test_codes_are_six_random_digits() -> None:
    codes = {rules.new_code() for _ in range(2000)}
    assert all(len(c) == 6 and c.isdigit() for c in codes)
    assert len(codes) > 1900  # about 2 repeats are expected among 2000 of a million
    assert any(c.startswith("0") for c in codes)  # leading zeros are kept


def test_the_hash_is_keyed_by_the_row_and_never_the_plain_code() -> None:
    stored = rules.code_hash("VC1", "123456")
    assert len(stored) == 64
    assert "123456" not in stored
    assert stored != hashlib.sha256(b"123456").hexdigest()
    assert stored != rules.code_hash("VC2", "123456")
    assert stored == rules.code_hash("VC1", "123456")


@pytest.mark.parametrize("code", ["123456", "000000"])
def test_a_code_is_six_ascii_digits(code: str) -> None:
    assert rules.code_problem(code) is None


@pytest.mark.parametrize("code", ["12345", "1234567", "12a456", "١٢٣٤٥٦", ""])
def test_anything_else_is_not_a_code(code: str) -> None:
    assert rules.code_problem(code) == Problem("code", "code_format", rules.CODE_FORMAT)


def _try(
    code: str, *, tries: int = 0, age: timedelta = timedelta(0), used: bool = False
) -> rules.Attempt:
    return rules.attempt(
        row_id="VC1",
        stored_hash=rules.code_hash("VC1", "424242"),
        tries=tries,
        expires_at=NOW + rules.CODE_TTL - age,
        used_at=NOW if used else None,
        code=code,
        now=NOW,
    )


def test_a_try_is_right_wrong_expired_used_or_one_too_many() -> None:
    assert _try("424242").outcome is Outcome.RIGHT
    assert _try("424243") == rules.Attempt(Outcome.WRONG, 4)
    assert _try("424243", tries=4) == rules.Attempt(Outcome.WRONG, 0)
    assert _try("424242", tries=5).outcome is Outcome.TOO_MANY_TRIES
    assert _try("424242", age=rules.CODE_TTL).outcome is Outcome.EXPIRED
    assert _try("424242", age=rules.CODE_TTL - timedelta(seconds=1)).outcome is Outcome.RIGHT
    assert _try("424242", used=True).outcome is Outcome.USED


def test_the_wrong_code_message_counts_down() -> None:
    assert rules.wrong_code(4) == "That code is not right. 4 tries left."
    assert rules.wrong_code(1) == "That code is not right. 1 try left."
    assert "no tries are left" in rules.wrong_code(0)


def test_a_limit_waits_until_its_oldest_counted_event_leaves_the_window() -> None:
    hour = Limit(3, timedelta(hours=1))
    recent = [NOW - timedelta(minutes=m) for m in (1, 10, 50)]  # newest first
    assert rules.wait_for(recent[:2], hour, NOW) is None
    assert rules.wait_for(recent, hour, NOW) == timedelta(minutes=10)
    assert rules.wait_for([NOW - timedelta(hours=1)] * 3, hour, NOW) is None


@pytest.mark.parametrize(
    ("wait", "text"),
    [
        (timedelta(seconds=0.2), "1 second"),
        (timedelta(seconds=30), "30 seconds"),
        (timedelta(seconds=61), "2 minutes"),
        (timedelta(minutes=60), "60 minutes"),
    ],
)
def test_the_throttle_says_how_long_to_wait(wait: timedelta, text: str) -> None:
    assert f"Please wait {text} before asking for another." in rules.too_many_codes(wait)
