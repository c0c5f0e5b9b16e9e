"""JSON from clients, read one way: nesting bounded, NUL and unpaired surrogates refused.

Request bodies (through the body limits middleware), the payment callback and the assistant
socket's frames all pass here, so every edge refuses the same things with the same words.
NUL cannot be stored by PostgreSQL and an unpaired surrogate cannot be encoded at all, so
both are refused before any engine sees them; deep nesting is refused before parsing, as
Python's parser and everything after it recurse once per level."""

from __future__ import annotations

import json
import re
from typing import Any

from api.common.errors import ApiError

MAX_DEPTH = 32
TOO_DEEP = (
    f"The JSON is nested too deeply: at most {MAX_DEPTH} levels of objects and arrays are allowed"
)
BAD_TEXT = "contains a NUL character or an unpaired surrogate; remove it"
MAX_PATH_CHARS = 100

# A string (escapes and all, even unterminated) or one bracket: brackets in strings never count.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[{]|[\]}]', re.DOTALL)
# Python's parser joins a surrogate pair into one character, so any surrogate left is alone.
_BAD_TEXT = re.compile("[\x00\ud800-\udfff]")


class NotJson(ValueError):
    """Not JSON at all; each reader says so in its own words."""


class JsonRefused(ApiError):
    """JSON we will not read, with the envelope (HTTP) or error frame (socket) that says why."""


def too_deep() -> JsonRefused:
    return JsonRefused(400, "json_too_deep", TOO_DEEP)


def bad_text(path: str) -> JsonRefused:
    if not path:
        return JsonRefused(422, "invalid_characters", f"The JSON {BAD_TEXT}")
    return JsonRefused(422, "invalid_characters", f"{path}: {BAD_TEXT}", fields=[path])


def is_json_media_type(content_type: str | None) -> bool:
    """Whether FastAPI reads a body with this Content-Type as JSON (none at all counts)."""
    if not content_type:
        return True
    kind = content_type.split(";", 1)[0].strip().lower()
    return kind == "application/json" or (
        kind.startswith("application/") and kind.endswith("+json")
    )


def parse_json(raw: bytes | str) -> Any:
    """The value of `raw`; JsonRefused when too deep or holding bad text, NotJson otherwise."""
    text = _decoded(raw)
    if not depth_within(text, MAX_DEPTH):
        raise too_deep()
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise NotJson(str(exc)) from None
    path = bad_text_at(value)
    if path is not None:
        raise bad_text(path)
    return value


def check_json(raw: bytes | str) -> None:
    """Raise JsonRefused when `raw` is JSON we will not read. Text that is not JSON passes:
    its reader refuses it in its own words."""
    try:
        parse_json(raw)
    except NotJson:
        return


def _decoded(raw: bytes | str) -> str:
    if isinstance(raw, str):
        return raw
    # As json.loads does for bytes: any UTF, and surrogates let through (to be refused).
    try:
        return raw.decode(json.detect_encoding(raw), "surrogatepass")
    except UnicodeDecodeError:
        raise NotJson("not UTF-8, UTF-16 or UTF-32 text") from None


def depth_within(text: str, limit: int) -> bool:
    """Whether no array or object in `text` is nested more than `limit` deep (on JSON text;
    anything else is answered but not meaningfully)."""
    if text.count("[") + text.count("{") <= limit:
        return True
    depth = 0
    for token in _TOKEN.finditer(text):
        first = token.group()[0]
        if first in "[{":
            depth += 1
            if depth > limit:
                return False
        elif first in "]}":
            depth -= 1
    return True


def bad_text_at(value: Any, path: str = "") -> str | None:
    """Where the first string (key or value) with NUL or a lone surrogate is, as a field path
    like `items[0].productName` ("" for the top level); None when there is none. Recursive:
    only ever called on values whose depth is already bounded."""
    if isinstance(value, str):
        return path if _BAD_TEXT.search(value) else None
    if isinstance(value, dict):
        for key, child in value.items():
            if _BAD_TEXT.search(key):
                return path
            found = bad_text_at(child, f"{path}.{key}" if path else key)
            if found is not None:
                return found[:MAX_PATH_CHARS]
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found = bad_text_at(child, f"{path}[{index}]")
            if found is not None:
                return found[:MAX_PATH_CHARS]
    return None
