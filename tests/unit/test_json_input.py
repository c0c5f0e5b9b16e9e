"""JSON from clients: nesting bounded before parsing, NUL and unpaired surrogates refused with
the field that holds them, and anything that is not JSON left to its reader."""

from __future__ import annotations

import time
from typing import Any

import pytest

from api.common.json_input import (
    BAD_TEXT,
    MAX_DEPTH,
    TOO_DEEP,
    JsonRefused,
    NotJson,
    check_json,
    depth_within,
    is_json_media_type,
    parse_json,
)


def nested(depth: int, opener: str = "[", closer: str = "]") -> str:
    return opener * depth + closer * depth


def test_nesting_up_to_the_limit_is_read() -> None:
    assert parse_json(nested(MAX_DEPTH)) == parse_json(nested(MAX_DEPTH).encode())
    objects = '{"a":' * MAX_DEPTH + "1" + "}" * MAX_DEPTH
    assert parse_json(objects) is not None


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 60_000])
def test_deeper_nesting_is_refused_before_parsing(depth: int) -> None:
    with pytest.raises(JsonRefused) as refused:
        parse_json(nested(depth))
    assert (refused.value.status, refused.value.code) == (400, "json_too_deep")
    assert refused.value.detail == TOO_DEEP
    mixed = '{"a":[' * (depth // 2 + 1) + "]}" * (depth // 2 + 1)
    with pytest.raises(JsonRefused):
        parse_json(mixed)


def test_brackets_in_strings_do_not_count() -> None:
    text = '{"a": "' + "[" * 500 + '\\"{{{", "b": ["]]]]"]}'
    assert parse_json(text)["b"] == ["]]]]"]
    assert depth_within('["' + "[" * 100 + '\\\\", ' + "[" * 40 + "]", MAX_DEPTH) is False


def test_a_wide_document_is_quick() -> None:
    text = "[" + ",".join(["[[1]]"] * 10_000) + "]"
    started = time.perf_counter()
    assert len(parse_json(text)) == 10_000
    assert time.perf_counter() - started < 5  # generous: only a runaway would miss it


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ('{"response": "\\ud800x"}', "response"),
        ('{"text": "hi\\u0000there"}', "text"),
        ('{"items": [{"productId": "\\udfff"}]}', "items[0].productId"),
        ('["ok", "\\udc00\\ud800"]', "[1]"),
        ('"\\u0000"', ""),
        ('{"na\\u0000me": "x"}', ""),
        ('{"a": {"k\\ud800": 1}}', "a"),
    ],
)
def test_nul_and_lone_surrogates_are_refused_where_they_are(raw: str, path: str) -> None:
    with pytest.raises(JsonRefused) as refused:
        parse_json(raw)
    assert (refused.value.status, refused.value.code) == (422, "invalid_characters")
    expected = f"{path}: {BAD_TEXT}" if path else f"The JSON {BAD_TEXT}"
    assert refused.value.detail == expected
    assert refused.value.fields == ([path] if path else [])


def test_raw_bytes_that_only_decode_as_surrogates_are_refused_too() -> None:
    cesu = b'{"name": "\xed\xa0\x80"}'  # a surrogate written as UTF-8 bytes
    with pytest.raises(JsonRefused, match="name: contains a NUL"):
        parse_json(cesu)


@pytest.mark.parametrize(
    "value",
    ["\U0001f64f", "\\ud83d\\ude4f", "ॐ नमः शिवाय", "tab\\tand\\nnewline", "\\u0001"],
)
def test_everything_else_is_read(value: str) -> None:
    assert isinstance(parse_json('{"text": "' + value + '"}')["text"], str)


@pytest.mark.parametrize(
    "raw", [b"", b"{", b'{"a": }', b"\xff\xfe\xfa", "1" * 5000, b"\xef\xbb\xbf{]"]
)
def test_what_is_not_json_is_left_to_its_reader(raw: Any) -> None:
    with pytest.raises(NotJson):
        parse_json(raw)
    check_json(raw)  # no complaint: the route says "not valid JSON" in its own words


def test_json_is_read_with_a_byte_order_mark_and_in_utf16() -> None:
    assert parse_json(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    assert parse_json('{"a": "ॐ"}'.encode("utf-16")) == {"a": "ॐ"}


@pytest.mark.parametrize(
    ("content_type", "expected"),
    [
        (None, True),
        ("", True),
        ("application/json", True),
        ("Application/JSON; charset=utf-8", True),
        ("application/merge-patch+json", True),
        ("text/plain", False),
        ("multipart/form-data; boundary=x", False),
        ("application/x-www-form-urlencoded", False),
    ],
)
def test_which_bodies_are_json(content_type: str | None, expected: bool) -> None:
    assert is_json_media_type(content_type) is expected
