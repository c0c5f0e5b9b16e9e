"""Pieces every admin domain uses: paging (offset or keyset), partial updates, list results."""

from __future__ import annotations

import base64
import binascii
import json
import re
from datetime import datetime
from typing import Annotated, Any, Generic, TypeVar

from fastapi import Depends, Query
from pydantic import BaseModel

from api.common.errors import ApiError
from api.common.openapi import declare_errors
from api.common.wire import WireOut
from data.models import Record

MAX_PAGE = 500
MAX_CURSOR_CHARS = 512
CURSOR_PATTERN = r"^[A-Za-z0-9_-]*$"
_CURSOR = re.compile(CURSOR_PATTERN)
# Counting every match of a search over a million rows costs what reading them does, so a
# searched list counts up to this many and says "more" beyond it: a common name (1 row in
# 70) is then counted in about 7,000 rows, a few milliseconds, where 1,000 took 60,000.
COUNT_CAP = 100

T = TypeVar("T")


class Page(BaseModel):
    limit: int
    offset: int
    # Where the previous page ended (keyset lists); None for the first page.
    cursor: str | None = None


def page(
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description="rows per page")] = 100,
    offset: Annotated[int, Query(ge=0, le=1_000_000, description="rows to skip")] = 0,
    cursor: Annotated[
        str | None,
        Query(
            max_length=MAX_CURSOR_CHARS,
            description="nextCursor of the previous page (keyset lists); omit for the first",
            # What encode_cursor writes (URL-safe base64); published, and any other text is
            # the 400 of decode_cursor.
            json_schema_extra={"pattern": CURSOR_PATTERN},
        ),
    ] = None,
) -> Page:
    if cursor is not None and not _CURSOR.match(cursor):
        raise bad_cursor()  # as a keyset list would; an offset list has no use for one
    return Page(limit=limit, offset=offset, cursor=cursor or None)


declare_errors(page, {400: "A cursor this list did not give out (bad_cursor)"})
Paging = Annotated[Page, Depends(page)]


class Listing(WireOut, Generic[T]):
    """A page of rows and how many match in all (`Showing X of Y`). Keyset lists give
    `next_cursor` while more rows follow; a searched list may count only up to COUNT_CAP,
    and then `total_exact` is false (`Showing X of 1,000+`)."""

    items: list[T]
    total: int
    total_exact: bool = True
    next_cursor: str | None = None


def bad_cursor() -> ApiError:
    return ApiError(400, "bad_cursor", "The cursor is not one this list gave out: start again")


def encode_cursor(list_name: str, *values: str) -> str:
    """An opaque position in a keyset list: the list's name and the last row's sort keys."""
    raw = json.dumps([list_name, *values], separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def decode_cursor(cursor: str, list_name: str, arity: int) -> tuple[str, ...]:
    """The sort keys in a cursor of `list_name`; 400 bad_cursor for anything else (a
    tampered, truncated or another list's cursor), never a 500."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        decoded = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, UnicodeError, binascii.Error):
        raise bad_cursor() from None
    if (
        not isinstance(decoded, list)
        or len(decoded) != arity + 1
        or decoded[0] != list_name
        or not all(isinstance(v, str) and len(v) <= 200 for v in decoded[1:])
    ):
        raise bad_cursor()
    return tuple(decoded[1:])


def apply_changes(row: Record, changes: dict[str, Any], now: datetime | None = None) -> bool:
    """Set the given (snake_case) attributes on `row` (a form's fields, say); True when
    anything changed, and then, given `now`, the row's updated_at is `now` too."""
    changed = False
    for name, value in changes.items():
        if getattr(row, name) != value:
            setattr(row, name, value)
            changed = True
    if changed and now is not None:
        row.updated_at = now
    return changed
