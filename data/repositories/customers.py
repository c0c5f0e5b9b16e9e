"""Customers for the admin Users page, read from the customers summary (data/summaries keeps
it in step with every record): pages walk an index newest-active first, a search reads a
trigram index, totals come from counts kept per join day."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import ColumnElement, Select, String, column, func, literal, select, table, tuple_
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Customer, CustomerJoinDay
from data.models.base import UTCDateTime
from data.repositories import record_stats

# Trigram indexes find substrings of 3 characters or more; a shorter term is tested on each
# row of the newest-active walk, which stops at a page of matches.
MIN_INDEXED = 3
# A term reads every entry of each of its trigrams, and a long one holds common trigrams too
# (an e-mail's domain): only its first dozen characters go to the index, the rest is checked
# on the rows found.
INDEXED_CHARS = 12
# Up to this many matches a search reads them all through its index and sorts them; beyond,
# matches are common enough that a newest-active walk meets a page of them sooner.
SORTED_MATCHES = 1_000
# A join-date filter that leaves at most this many customers active since is searched by
# testing each of them (a range of the newest-active index), not through the trigram index.
WALKED_MAX = 20_000
# Where a page ended: the last row's latest activity and phone (the list's sort keys).
Position = tuple[datetime, str]
_FTS = table("customers_fts", column("rowid"), column("customers_fts"))


@dataclass(frozen=True, slots=True)
class DerivedUser:
    phone: str
    name: str
    email: str  # the most recent non-empty e-mail, else ""
    join_date: datetime  # earliest record
    last_activity: datetime  # latest record
    priest_bookings: int
    temple_bookings: int
    store_orders: int
    collected: Decimal  # the money collected from them (data/repositories/reports.py)

    @property
    def total_bookings(self) -> int:
        """Priest and temple bookings, not store orders."""
        return self.priest_bookings + self.temple_bookings


@dataclass(frozen=True, slots=True)
class JoinedSince:
    """Customers whose first record falls on or after an Indian date."""

    day: str  # YYYY-MM-DD
    instant: datetime  # that day's first instant


@dataclass(frozen=True, slots=True)
class PageAt:
    """Which page: just after `after` (keyset), else `offset` rows in; `limit` rows."""

    after: Position | None
    offset: int
    limit: int


@dataclass(frozen=True, slots=True)
class UserPage:
    users: list[DerivedUser]
    total: int
    total_exact: bool
    next_position: Position | None


@dataclass(frozen=True, slots=True)
class UserTotals:
    users: int
    bookings: int
    money: record_stats.Money


def _user(row: Customer) -> DerivedUser:
    return DerivedUser(
        phone=row.phone,
        name=row.name,
        email=row.email,
        join_date=row.join_date,
        last_activity=row.last_activity,
        priest_bookings=row.priest_bookings,
        temple_bookings=row.temple_bookings,
        store_orders=row.store_orders,
        collected=row.collected,
    )


def _sqlite(session: AsyncSession) -> bool:
    return session.get_bind().dialect.name == "sqlite"


def _contains(needle: str) -> ColumnElement[bool]:
    escaped = needle.replace("/", "//").replace("%", "/%").replace("_", "/_")
    # Written into the SQL, not bound: PostgreSQL then plans each search for its own term,
    # where a generic plan of a prepared statement reads the trigram index even for a term
    # that has no trigram (the whole index) or one that nearly every row holds.
    pattern = literal(f"%{escaped}%", String, literal_execute=True)
    return Customer.search.like(pattern, escape="/")


def _holds(session: AsyncSession, needle: str) -> ColumnElement[bool]:
    """The substring test in a form no index serves, for rows a walk or an index already
    found: PostgreSQL would otherwise combine the trigram index into a walk (reading every
    match of a common term)."""
    position = func.instr if _sqlite(session) else func.strpos
    return position(Customer.search, needle) > 0


def _candidates(session: AsyncSession, needle: str) -> Select[Any]:
    """Ids of customers whose search text holds the start of `needle`, through the trigram
    index: SQLite's full-text table (it yields matches one at a time, so a LIMIT stops it
    early) or PostgreSQL's trigram index serving the LIKE (when the planner likes it)."""
    key = needle[:INDEXED_CHARS]
    if not _sqlite(session):
        return select(Customer.id).where(_contains(key))
    phrase = '"' + key.replace('"', '""') + '"'
    return select(_FTS.c.rowid).where(_FTS.c.customers_fts.op("MATCH")(phrase))


def _indexed(session: AsyncSession, needle: str) -> Select[Any]:
    """The customers whose search text holds `needle`, found through the trigram index."""
    if _sqlite(session):
        found = _candidates(session, needle).subquery()
        stmt = select(Customer).join_from(found, Customer, Customer.id == found.c.rowid)
    else:
        stmt = select(Customer).where(_contains(needle[:INDEXED_CHARS]))
    return stmt if len(needle) <= INDEXED_CHARS else stmt.where(_holds(session, needle))


def _since(joined: JoinedSince | None) -> list[ColumnElement[bool]]:
    if joined is None:
        return []
    # Activity is never older than joining: the bound stops the newest-active walk early.
    return [Customer.join_date >= joined.instant, Customer.last_activity >= joined.instant]


async def _count(session: AsyncSession, stmt: Select[Any], cap: int) -> int:
    """How many rows `stmt` gives, counting no further than cap + 1."""
    rows = stmt.limit(cap + 1).subquery()
    return int(await session.scalar(select(func.count()).select_from(rows)) or 0)


async def _joined_count(session: AsyncSession, joined: JoinedSince | None) -> int:
    stmt = select(func.sum(CustomerJoinDay.customers))
    if joined is not None:
        stmt = stmt.where(CustomerJoinDay.day >= joined.day)
    return int(await session.scalar(stmt) or 0)


async def _few_active_since(session: AsyncSession, joined: JoinedSince | None) -> bool:
    """Whether at most WALKED_MAX customers were active since the join date (those who
    joined since are among them): an index-only count that stops there."""
    if joined is None:
        return False
    recent = select(Customer.id).where(Customer.last_activity >= joined.instant)
    return await _count(session, recent, WALKED_MAX) <= WALKED_MAX


async def search_users(
    session: AsyncSession,
    *,
    term: str,
    joined_since: JoinedSince | None,
    at: PageAt,
    cap: int,
) -> UserPage:
    """Users whose name, e-mail or phone contains `term` (any case) and who joined on or
    after `joined_since`, most recently active first (then by phone, descending). Unsearched
    totals are exact; a search counts up to `cap` matches.

    A search takes the cheaper of two paths: read every match through the trigram index and
    sort them (while they are a few thousand at most, and fewer than the customers active
    since the join date), or walk the newest-active index testing each row (matches are
    common, so a page of them comes at once, or the join date is recent, so the walk is
    short)."""
    needle = term.strip().lower()
    since = _since(joined_since)
    if not needle:
        total = await _joined_count(session, joined_since)
        return await _walked_page(session, select(Customer).where(*since), at, total, exact=True)
    walked = select(Customer).where(*since, _holds(session, needle))
    if len(needle) >= MIN_INDEXED and not await _few_active_since(session, joined_since):
        few = _few_sqlite if _sqlite(session) else _few_postgresql
        page = await few(session, needle, since, at, cap, max(cap, SORTED_MATCHES))
        if page is not None:
            return page
        if joined_since is None:  # more than the budget match, so more than the cap
            return await _walked_page(session, walked, at, cap, exact=False)
    count = await _count(session, walked.with_only_columns(Customer.id), cap)
    return await _walked_page(session, walked, at, min(count, cap), exact=count <= cap)


Filter = list[ColumnElement[bool]]


async def _few_sqlite(
    session: AsyncSession, needle: str, since: Filter, at: PageAt, cap: int, budget: int
) -> UserPage | None:
    """The page of a search with at most `budget` candidates, or None when more match.
    The full-text table counts its candidates lazily (no row is read), then SQLite sorts the
    matches itself."""
    found = await _count(session, _candidates(session, needle), budget)
    if found > budget:
        return None
    indexed = _indexed(session, needle).where(*since)
    if since or len(needle) > INDEXED_CHARS:  # not every candidate is a match
        found = await _count(session, indexed.with_only_columns(Customer.id), cap)
    return await _walked_page(session, indexed, at, min(found, cap), exact=found <= cap)


async def _few_postgresql(
    session: AsyncSession, needle: str, since: Filter, at: PageAt, cap: int, budget: int
) -> UserPage | None:
    """The page of a search with at most `budget` matches, or None when more match. The
    trigram index is read once (a bitmap of every match, whatever the LIMIT) for the count
    and the page alike: the matches' sort keys come here and are sorted here."""
    indexed = _indexed(session, needle).where(*since)
    keys = indexed.with_only_columns(Customer.id, Customer.last_activity, Customer.phone)
    found = [tuple(row) for row in (await session.execute(keys.limit(budget + 1))).all()]
    if len(found) > budget:
        return None
    return await _sorted_page(session, found, at, cap)


async def _walked_page(
    session: AsyncSession, stmt: Select[Any], at: PageAt, total: int, *, exact: bool
) -> UserPage:
    """A page of `stmt` in newest-active order, one row more telling whether more follow.
    The ids come first, from the newest-active index alone (it holds every column the
    filters test), and only the page's rows are read."""
    if at.after is not None:
        when = literal(at.after[0], UTCDateTime())
        after = tuple_(Customer.last_activity, Customer.phone) < tuple_(when, at.after[1])
        stmt = stmt.where(after)
    elif at.offset:
        stmt = stmt.offset(at.offset)
    newest = (Customer.last_activity.desc(), Customer.phone.desc())
    ids = stmt.with_only_columns(Customer.id).order_by(*newest).limit(at.limit + 1).subquery()
    page = select(Customer).join(ids, Customer.id == ids.c.id).order_by(*newest)
    rows = (await session.execute(page)).scalars().all()
    users = [_user(row) for row in rows[: at.limit]]
    last = (users[-1].last_activity, users[-1].phone) if len(rows) > at.limit else None
    return UserPage(users, total, exact, last)


async def _sorted_page(
    session: AsyncSession, found: list[tuple[Any, ...]], at: PageAt, cap: int
) -> UserPage:
    """The page of these matches (id, last activity, phone), sorted here, so that the index
    is read once for the count and the page alike."""
    found.sort(key=lambda key: (key[1], key[2]), reverse=True)
    if at.after is not None:
        rest = [key for key in found if (key[1], key[2]) < at.after]
    else:
        rest = found[at.offset :]
    shown = [key[0] for key in rest[: at.limit]]
    rows = (await session.execute(select(Customer).where(Customer.id.in_(shown)))).scalars()
    by_id = {row.id: row for row in rows}
    users = [_user(by_id[customer_id]) for customer_id in shown]
    last = (users[-1].last_activity, users[-1].phone) if len(rest) > at.limit else None
    return UserPage(users, min(len(found), cap), len(found) <= cap, last)


async def user_totals(session: AsyncSession) -> UserTotals:
    """Users, their bookings and the money collected from and earned of them, over everyone:
    from the statistics."""
    kinds = await record_stats.totals(session)
    return UserTotals(
        users=await _joined_count(session, None),
        bookings=kinds["priest"].records + kinds["temple"].records,
        money=sum((k.money for k in kinds.values()), record_stats.NO_MONEY),
    )


async def get_user(session: AsyncSession, phone: str) -> DerivedUser | None:
    row = await session.scalar(select(Customer).where(Customer.phone == phone))
    return _user(row) if row is not None else None
