"""The long admin lists (bookings, store orders, refunds): newest-first keyset pages, counts
that stop at a cap, and a search that reads a phone number through its index."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any, TypeVar, TypeVarTuple

from sqlalchemy import (
    Boolean,
    ColumnElement,
    Select,
    column,
    false,
    func,
    literal,
    or_,
    select,
    table,
    tuple_,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from data.models import Record
from data.models.base import UTCDateTime
from data.summaries import RECORD_SEARCH_TABLES

# Where a page ended: the last row's creation time and id (the list's sort keys).
Position = tuple[datetime, str]
Row = TypeVar("Row")
Selected = TypeVarTuple("Selected")

PHONE_LENGTH = 10
# From this many digits on, a term of digits is the start of a phone number, read through the
# phone index; shorter ones match anywhere (most numbers hold them, so the newest-first walk
# finds a page of matches at once).
PHONE_PREFIX_MIN = 5
_PHONE_TERM = re.compile(r"^\+?[\d\s().-]+$")
# SQLite: a term at most this many records hold is looked up in their trigram table and the
# list reads those records alone; one that more hold is found by the newest-first walk, which
# meets a page of matches at once. (PostgreSQL's planner chooses between its trigram indexes
# and the walk by itself.)
SPARSE_MAX = 500
TRIGRAM_MIN = 3  # a shorter term has no trigram to look up


def newest_first(
    stmt: Select[*Selected],
    model: type[Record],
    *,
    after: Position | None,
    offset: int,
    limit: int,
) -> Select[*Selected]:
    """`stmt` ordered newest first (created_at, then id, both descending) from just after
    `after` (or from `offset` rows in, for clients that page by offset), one row more than a
    page so that the caller knows whether more follow."""
    if after is not None:
        when = literal(after[0], UTCDateTime())
        stmt = stmt.where(tuple_(model.created_at, model.id) < tuple_(when, literal(after[1])))
    elif offset:
        stmt = stmt.offset(offset)
    return stmt.order_by(model.created_at.desc(), model.id.desc()).limit(limit + 1)


def page_of(
    rows: Sequence[Row], limit: int, record: Callable[[Row], Record]
) -> tuple[list[Row], Position | None]:
    """The first `limit` rows and, when another row followed them, where the page ended."""
    shown = list(rows[:limit])
    if len(rows) <= limit or not shown:
        return shown, None
    last = record(shown[-1])
    return shown, (last.created_at, last.id)


async def capped_count(
    session: AsyncSession, model: type[Record], where: Sequence[ColumnElement[bool]], cap: int
) -> tuple[int, bool]:
    """How many rows match, counting no further than `cap`: (count, exact). Past the cap the
    count is `cap` and not exact, so a search never costs more than reading cap + 1 matches."""
    matches = select(model.id).where(*where).limit(cap + 1).subquery()
    found = int(await session.scalar(select(func.count()).select_from(matches)) or 0)
    return (found, True) if found <= cap else (cap, False)


async def narrowed(
    session: AsyncSession, model: type[Record], term: str, where: Sequence[ColumnElement[bool]]
) -> list[ColumnElement[bool]]:
    """A list's filters (`search` among them), with the ids of the records that hold `term`
    added when SQLite's trigram table (migration 0007) finds them few."""
    needle = term.strip().lower()
    name = model.__tablename__
    if (
        session.get_bind().dialect.name != "sqlite"
        or name not in RECORD_SEARCH_TABLES
        or len(needle) < TRIGRAM_MIN
        or needle.isdigit()
        or phone_prefix(term) is not None  # digits: the phone index or the walk
        or "%" in needle  # the trigram table's LIKE takes no escape character
        or "_" in needle
    ):
        return list(where)
    texts = table(f"{name}_search", column("rowid"), column("text"))
    keys = table(f"{name}_search_keys", column("id"), column("record_id"))
    found = (
        select(keys.c.record_id)
        .join(texts, texts.c.rowid == keys.c.id)
        .where(texts.c.text.like(f"%{needle}%"))
        .limit(SPARSE_MAX + 1)
    )
    ids = (await session.scalars(found)).all()
    if len(ids) > SPARSE_MAX:
        return list(where)
    return [*where, model.id.in_(ids)]


def phone_prefix(term: str) -> str | None:
    """The digits a search term gives of a phone number's start (+91, a leading 0, spaces and
    dashes dropped), when it is one of at least PHONE_PREFIX_MIN digits; else None."""
    if not _PHONE_TERM.match(term.strip()):
        return None
    digits = re.sub(r"\D", "", term)
    if len(digits) == PHONE_LENGTH + 2 and digits.startswith("91"):
        digits = digits[2:]
    elif len(digits) == PHONE_LENGTH + 1 and digits.startswith("0"):
        digits = digits[1:]
    return digits if PHONE_PREFIX_MIN <= len(digits) <= PHONE_LENGTH else None


class _holds_text(FunctionElement[bool]):
    """`column` holds `pattern` (a lower-case LIKE pattern, "/" escaping), ignoring case."""

    type = Boolean()
    inherit_cache = True
    name = "holds_text"


@compiles(_holds_text)
def _lower_like(element: _holds_text, compiler: SQLCompiler, **kw: Any) -> str:
    # PostgreSQL: lower() then LIKE reads a row in about half the time ILIKE takes.
    column, pattern = (compiler.process(c, **kw) for c in element.clauses)
    return f"lower({column}) LIKE {pattern} ESCAPE '/'"


@compiles(_holds_text, "sqlite")
def _like(element: _holds_text, compiler: SQLCompiler, **kw: Any) -> str:
    # SQLite's LIKE already ignores case (of the letters its lower() folds, so the match is
    # the same), and leaving lower() out halves the cost of a scan.
    column, pattern = (compiler.process(c, **kw) for c in element.clauses)
    return f"{column} LIKE {pattern} ESCAPE '/'"


def holds_text(term: str, *columns: Any) -> ColumnElement[bool]:
    """Any of `columns` holds `term` ignoring case, with % and _ taken literally."""
    needle = term.strip().lower()
    if not needle:
        return ~false()
    escaped = needle.replace("/", "//").replace("%", "/%").replace("_", "/_")
    return or_(*(_holds_text(column, literal(f"%{escaped}%")) for column in columns))


def search(term: str, phone: Any, *texts: Any) -> ColumnElement[bool]:
    """A search box's filter. The start of a phone number (numbers are stored as their ten
    digits) is a range of the phone index, so even a number no one else has is found at once;
    any other term is a case-insensitive substring of one of `texts` (or of the phone, when
    the term is digits), which the caller's newest-first walk stops reading at a page of
    matches."""
    prefix = phone_prefix(term)
    if prefix is None:
        # A stored number is digits alone: a term with anything else is never in one.
        digits = term.strip().isdigit()
        return holds_text(term, *((phone, *texts) if digits else texts))
    pad = PHONE_LENGTH - len(prefix)
    # Every stored number has ten digits, so this range is exactly the numbers with the prefix,
    # in any collation (digits sort alike in all of them).
    return phone.between(prefix + "0" * pad, prefix + "9" * pad)  # type: ignore[no-any-return]
