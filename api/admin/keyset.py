"""Cursors of the newest-first admin lists: where a page ended (creation time and id) as an
opaque `cursor`, and back (anything a list did not give out is 400 bad_cursor); and how many
rows a searched list holds."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from api.admin.common import COUNT_CAP, Page, bad_cursor, decode_cursor, encode_cursor
from data.models import Record
from data.repositories import admin_lists
from data.repositories.admin_lists import Position
from data.repositories.common import Condition
from data.session_types import AsyncSession


def position_after(page: Page, list_name: str) -> Position | None:
    """Where the previous page of `list_name` ended (its sort keys: a time and an id or phone);
    None for a first page, 400 bad_cursor for a cursor this list did not give out."""
    if page.cursor is None:
        return None
    created, row_id = decode_cursor(page.cursor, list_name, 2)
    try:
        when = datetime.fromisoformat(created)
        # Only what this module writes: an aware time (in UTC, as stored) and an id.
        if when.tzinfo is None or not row_id:
            raise bad_cursor()
        return when.astimezone(UTC), row_id
    except (ValueError, OverflowError):  # not a time, or one past the calendar's edge in UTC
        raise bad_cursor() from None


def cursor_after(list_name: str, position: Position | None) -> str | None:
    """The cursor of the next page, or None when the page was the last."""
    if position is None:
        return None
    when, row_id = position
    return encode_cursor(list_name, when.isoformat(), row_id)


async def searched_total(
    session: AsyncSession,
    model: type[Record],
    where: Sequence[Condition],
    *,
    page: Page,
    shown: int,
    last: Position | None,
) -> tuple[int, bool]:
    """How many rows a search matches, as (count, exact). A first page with no more after it
    holds them all, so nothing is read twice; otherwise they are counted up to COUNT_CAP."""
    if page.cursor is None and page.offset == 0 and last is None:
        return shown, True
    return await admin_lists.capped_count(session, model, where, COUNT_CAP)
