"""The summaries' SQL on both engines: what a record contributes (its customer, its
statistics bucket, the money it earned and collected by the one definition) and a customer's
summary, both as set-based queries over the records."""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from sqlalchemy import (
    ColumnElement,
    CompoundSelect,
    Select,
    String,
    bindparam,
    case,
    func,
    literal,
    literal_column,
    select,
    type_coerce,
    union_all,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql import FromClause
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from data.models import PriestBooking, StoreOrder, TempleBooking
from data.models.summaries import Total
from data.repositories.reports import Counted, collected_of, earned_of

Kind = Literal["priest", "temple", "store"]
MODELS: dict[Kind, Counted] = {
    "priest": PriestBooking,
    "temple": TempleBooking,
    "store": StoreOrder,
}
KIND_OF: dict[type[Any], Kind] = {model: kind for kind, model in MODELS.items()}
# Joins the fields of a customer's search text: no search term holds it (the API refuses
# control characters), so a match never spans two fields.
SEPARATOR = "\x1f"
# India time, as kundli_service/local_time.py has it (this layer imports none of ours; a test
# holds the two together). India has kept +05:30 since 1945, so SQLite adds 330 minutes.
INDIA_ZONE = "Asia/Kolkata"
INDIA_MINUTES = 330


class india_day(FunctionElement[str]):
    """The Indian calendar date (YYYY-MM-DD) of a UTC timestamp column."""

    type = String(10)
    name = "india_day"
    inherit_cache = True


class india_month(FunctionElement[str]):
    """The Indian calendar month (YYYY-MM) of a UTC timestamp column."""

    type = String(7)
    name = "india_month"
    inherit_cache = True


# Constants are written into the SQL, not bound, so that PostgreSQL sees the same
# expression in SELECT and GROUP BY.
@compiles(india_day, "sqlite")
def _day_sqlite(element: india_day, compiler: SQLCompiler, **kw: Any) -> str:
    return f"date({compiler.process(element.clauses, **kw)}, '+{INDIA_MINUTES} minutes')"


@compiles(india_month, "sqlite")
def _month_sqlite(element: india_month, compiler: SQLCompiler, **kw: Any) -> str:
    when = compiler.process(element.clauses, **kw)
    return f"substr(date({when}, '+{INDIA_MINUTES} minutes'), 1, 7)"


@compiles(india_day, "postgresql")
def _day_postgresql(element: india_day, compiler: SQLCompiler, **kw: Any) -> str:
    when = compiler.process(element.clauses, **kw)
    return f"to_char(({when}) AT TIME ZONE '{INDIA_ZONE}', 'YYYY-MM-DD')"


@compiles(india_month, "postgresql")
def _month_postgresql(element: india_month, compiler: SQLCompiler, **kw: Any) -> str:
    when = compiler.process(element.clauses, **kw)
    return f"to_char(({when}) AT TIME ZONE '{INDIA_ZONE}', 'YYYY-MM')"


def status_of(model: Counted) -> Any:
    return StoreOrder.order_status if model is StoreOrder else model.status  # type: ignore[union-attr]


def temple_of(model: Counted) -> Any:
    return TempleBooking.temple_id if model is TempleBooking else literal_column("''", String)


def earned(model: Counted) -> ColumnElement[Any]:
    return type_coerce(earned_of(model), Total())


def collected(model: Counted) -> ColumnElement[Any]:
    return type_coerce(collected_of(model), Total())


@cache
def shares(kind: Kind) -> Select[Any]:
    """What each record of `kind` whose id is in the `ids` parameter contributes: its
    customer's phone, name, e-mail and creation time, its statistics bucket and the money it
    earned and collected. Built once: writes run it on every commit."""
    model = MODELS[kind]
    return select(
        model.id,
        model.customer_phone,
        model.customer_name,
        model.customer_email,
        model.created_at,
        temple_of(model),
        status_of(model),
        india_month(model.created_at),
        earned(model),
        collected(model),
    ).where(model.id.in_(bindparam("ids", expanding=True)))


def activity(*, of_phones: bool) -> CompoundSelect[Any]:
    """Every record (of the customers in the `phones` parameter when `of_phones`), one row
    each with what the summaries take from it: kind, temple, status, customer, creation
    time, id and the money earned and collected."""
    branches = []
    for kind, model in MODELS.items():
        stmt = select(
            literal_column(f"'{kind}'", String).label("kind"),
            temple_of(model).label("temple_id"),
            status_of(model).label("status"),
            model.customer_phone.label("phone"),
            model.customer_name.label("name"),
            func.coalesce(model.customer_email, literal_column("''")).label("email"),
            model.created_at.label("created_at"),
            model.id.label("record_id"),
            earned(model).label("earned"),
            collected(model).label("collected"),
        )
        if of_phones:
            stmt = stmt.where(model.customer_phone.in_(bindparam("phones", expanding=True)))
        branches.append(stmt)
    return union_all(*branches)


def stats_rows(act: FromClause) -> Select[Any]:
    """The statistics of these records: (kind, temple_id, status, month, records, earned,
    collected), in the columns' order of the record_stats table."""
    c = act.c
    month = india_month(c.created_at)
    return select(
        c.kind,
        c.temple_id,
        c.status,
        month,
        func.count(),
        type_coerce(func.coalesce(func.sum(c.earned), 0), Total()),
        type_coerce(func.coalesce(func.sum(c.collected), 0), Total()),
    ).group_by(c.kind, c.temple_id, c.status, month)


class newest_of(FunctionElement[str]):
    """Aggregate: of a group's rows, `value` on the newest (latest created_at, then greatest
    id); rows whose value is NULL are skipped. One pass over the rows, where a window function
    would sort them: the maximum of "created_at, id, value" joined by a separator below every
    printable character, and then the part after the second separator."""

    type = String()
    name = "newest_of"
    inherit_cache = True


@compiles(newest_of, "sqlite")
def _newest_sqlite(element: newest_of, compiler: SQLCompiler, **kw: Any) -> str:
    value, created, record_id = (compiler.process(c, **kw) for c in element.clauses)
    # SQLite stores UTC times as text that sorts as the times do.
    key = f"max({created} || char(31) || {record_id} || char(31) || {value})"
    rest = f"substr({key}, instr({key}, char(31)) + 1)"
    return f"substr({rest}, instr({rest}, char(31)) + 1)"


@compiles(newest_of, "postgresql")
def _newest_postgresql(element: newest_of, compiler: SQLCompiler, **kw: Any) -> str:
    value, created, record_id = (compiler.process(c, **kw) for c in element.clauses)
    when = f"to_char(({created}) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')"
    key = f'({when} || chr(31) || {record_id} || chr(31) || {value}) COLLATE "C"'
    return f"split_part(max({key}), chr(31), 3)"


def _counted(kind: Kind, act: Any) -> Any:
    return func.sum(case((act.kind == kind, 1), else_=0))


@cache
def customer_rows() -> Select[Any]:
    """The summary of each customer in the `phones` parameter. Built once: writes run it
    on every commit."""
    return customer_rows_of(activity(of_phones=True).subquery("activity"))


def customer_rows_of(records: FromClause) -> Select[Any]:
    """The summary of each customer of these records (rows of `activity`), with the columns
    of the customers table: the newest record's name, the newest non-empty e-mail, the first
    and latest record, counts of each kind, the money collected from them, the search text."""
    act = records.c
    email = case((act.email != literal_column("''"), act.email))
    grouped = (
        select(
            act.phone.label("phone"),
            newest_of(act.name, act.created_at, act.record_id).label("name"),
            func.coalesce(
                newest_of(email, act.created_at, act.record_id), literal_column("''")
            ).label("email"),
            func.min(act.created_at).label("join_date"),
            func.max(act.created_at).label("last_activity"),
            _counted("priest", act).label("priest_bookings"),
            _counted("temple", act).label("temple_bookings"),
            _counted("store", act).label("store_orders"),
            type_coerce(func.sum(act.collected), Total()).label("collected"),
        )
        .group_by(act.phone)
        .subquery("grouped")
    )
    g = grouped.c
    return select(
        g.phone,
        g.name,
        g.email,
        g.join_date,
        india_day(g.join_date).label("join_day"),
        g.last_activity,
        g.priest_bookings,
        g.temple_bookings,
        g.store_orders,
        g.collected,
        search_text(g.name, g.email, g.phone).label("search"),
    )


def search_text(name: Any, email: Any, phone: Any) -> ColumnElement[str]:
    sep = literal(SEPARATOR, String)
    return func.lower(name) + sep + func.lower(email) + sep + phone  # type: ignore[no-any-return]
