"""Input normalisation and the error envelope."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from api.common.errors import validation_error_body
from api.common.wire import IsoDate, OptionalEmail, Phone, normalise_phone


@pytest.mark.parametrize(
    "raw",
    [
        *("9876543210", "+91 98765 43210", "+91-98765-43210", "098765 43210", "(987) 654-3210"),
        *("(+91) 98765 43210", " 0 98765 - 43210 ", "98 76 54 32 10"),
    ],
)
def test_indian_mobile_numbers_are_reduced_to_ten_digits(raw: str) -> None:
    assert normalise_phone(raw) == "9876543210"


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("98765", "Phone number must be 10 digits"),
        ("1234567890", "Invalid Indian mobile number format"),
        ("+1 415 555 0100", "Phone number must be 10 digits"),
        # The digits are right, but more than PHONE_FILL other characters stand between two.
        ("98765    43210", "Invalid Indian mobile number format"),
        ("call:9876543210", "Invalid Indian mobile number format"),
    ],
)
def test_bad_numbers_get_the_spec_messages(raw: str, message: str) -> None:
    with pytest.raises(ValidationError) as error:
        TypeAdapter(Phone).validate_python(raw)
    assert error.value.errors()[0]["msg"] == message


def test_email_is_optional_lowercased_and_checked() -> None:
    adapter: TypeAdapter[Any] = TypeAdapter(OptionalEmail)
    assert adapter.validate_python("  ") is None
    assert adapter.validate_python(" Devi@Example.IN ") == "devi@example.in"
    with pytest.raises(ValidationError, match="Invalid email format"):
        adapter.validate_python("devi@example")


@pytest.mark.parametrize("raw", ["2026-02-30", "22/11/2026", "2026-1-5", "20261122", "tomorrow"])
def test_dates_must_be_real_and_iso(raw: str) -> None:
    with pytest.raises(ValidationError, match="YYYY-MM-DD"):
        TypeAdapter(IsoDate).validate_python(raw)


def test_missing_fields_win_over_other_errors() -> None:
    status, body = validation_error_body(
        [
            {
                "type": "string_too_long",
                "loc": ("body", "customerName"),
                "msg": "too long",
                "ctx": {"max_length": 120},
            },
            {"type": "missing", "loc": ("body", "customerPhone"), "msg": "Field required"},
        ]
    )
    assert status == 422
    assert body["detail"] == "Please fill all required fields"
    assert [e["field"] for e in body["errors"]] == ["customerName", "customerPhone"]


def test_nested_fields_are_named_with_their_path() -> None:
    _, body = validation_error_body(
        [
            {
                "type": "greater_than_equal",
                "loc": ("body", "items", 2, "quantity"),
                "msg": "Input should be greater than or equal to 1",
                "ctx": {"ge": 1},
            },
        ]
    )
    assert body["detail"] == "items[2].quantity: Input should be greater than or equal to 1"


def test_email_with_control_characters_is_refused() -> None:
    with pytest.raises(ValidationError, match="Invalid email format"):
        TypeAdapter(OptionalEmail).validate_python("devi\x00@example.in")
