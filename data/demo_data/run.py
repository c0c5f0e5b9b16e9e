"""The generator's run: checks, bulk inserts in a few transactions, then the summaries."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Table, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.db import Database
from data.demo_data.bulk import insert_all, table_of
from data.demo_data.catalogue import Catalogue, DemoRules, load_catalogue
from data.demo_data.producer import Job, batches
from data.demo_data.records import MARKER, PRIEST_HELD, Places
from data.demo_data.timeline import Calendar
from data.models import (
    CUSTOMER_RECORDS,
    Payment,
    PriestAssignment,
    PriestBooking,
    Refund,
    TempleBooking,
)
from data.repositories import priest_assignments
from data.statuses import BookingStatus
from data.summaries import rebuild_all

MAX_RECORDS = 5_000_000  # per kind
ROWS_PER_TRANSACTION = 100_000
PARALLEL_FROM = 50_000  # records; fewer are made here sooner than a second process starts
RECORD_TABLES = {table_of(m).name: m for m in CUSTOMER_RECORDS}
Progress = Callable[[str], None]


class DemoDataError(Exception):
    """A reason not to generate, worded for the person who asked."""


@dataclass(frozen=True, slots=True)
class Sizes:
    priest_bookings: int
    temple_bookings: int
    store_orders: int

    @property
    def total(self) -> int:
        return self.priest_bookings + self.temple_bookings + self.store_orders


@dataclass
class DemoReport:
    rows: dict[str, int] = field(default_factory=dict)  # table -> rows inserted
    seconds: float = 0.0


def check_sizes(sizes: Sizes) -> None:
    for name, value in (
        ("priest bookings", sizes.priest_bookings),
        ("temple bookings", sizes.temple_bookings),
        ("store orders", sizes.store_orders),
    ):
        if not 0 <= value <= MAX_RECORDS:
            raise DemoDataError(f"The number of {name} must be from 0 to {MAX_RECORDS:,}")
    if sizes.total == 0:
        raise DemoDataError("Nothing to generate: ask for some bookings or orders")


def check_catalogue(catalogue: Catalogue, sizes: Sizes) -> None:
    missing = [
        what
        for what, wanted, have in (
            ("puja services", sizes.priest_bookings, catalogue.pujas),
            ("priests", sizes.priest_bookings, catalogue.priests),
            ("temple services with time slots", sizes.temple_bookings, catalogue.offers),
            ("store products", sizes.store_orders, catalogue.products),
        )
        if wanted and not have
    ]
    if missing:
        raise DemoDataError(
            f"The catalogue has no active {', '.join(missing)}: run `punya seed` first"
        )


async def holds_real_records(session: AsyncSession) -> bool:
    """Whether any booking or order was made by someone other than demo-data."""
    for model in CUSTOMER_RECORDS:
        not_ours = or_(model.client_ref.is_(None), model.client_ref != MARKER)
        if await session.scalar(select(model.id).where(not_ours).limit(1)) is not None:
            return True
    return False


async def record_count(session: AsyncSession) -> int:
    total = 0
    for model in CUSTOMER_RECORDS:
        total += int(await session.scalar(select(func.count()).select_from(model)) or 0)
    return total


async def held_places(session: AsyncSession, catalogue: Catalogue, today: str) -> Places:
    """Places already taken in slots from today on, where a capacity applies."""
    held: Places = {}
    live = PriestBooking.status != BookingStatus.CANCELLED
    priest = (
        select(PriestBooking.selected_time, PriestBooking.selected_date, func.count())
        .where(PriestBooking.selected_date >= today, live)
        .group_by(PriestBooking.selected_date, PriestBooking.selected_time)
    )
    for label, day, count in await session.execute(priest):
        held[("priest", label, day)] = int(count)
    # Priests already held, on any date: the database holds one priest once per slot.
    taken = select(
        PriestAssignment.selected_date, PriestAssignment.selected_time, PriestAssignment.priest_id
    )
    for day, label, priest_id in await session.execute(taken):
        held[(PRIEST_HELD, day, label, priest_id)] = 1
    limited = [o.service_id for o in catalogue.offers if o.capacity is not None]
    if limited:
        temple = (
            select(
                TempleBooking.service_id,
                TempleBooking.selected_time,
                TempleBooking.selected_date,
                func.count(),
            )
            .where(
                TempleBooking.service_id.in_(limited),
                TempleBooking.selected_date >= today,
                TempleBooking.status != BookingStatus.CANCELLED,
            )
            .group_by(
                TempleBooking.service_id, TempleBooking.selected_date, TempleBooking.selected_time
            )
        )
        for service_id, label, day, count in await session.execute(temple):
            held[("temple", service_id, label, day)] = int(count)
    return held


async def _fill(db: Database, job: Job, report: DemoReport, progress: Progress) -> None:
    """Insert the batches, a transaction per ROWS_PER_TRANSACTION rows or so."""
    payments, refunds = table_of(Payment), table_of(Refund)
    assignments = table_of(PriestAssignment)
    pending: dict[Table, list[dict[str, Any]]] = {}
    parallel = sum(n for _table, n in job.counts) >= PARALLEL_FROM
    async for batch in batches(job, parallel=parallel):
        records = table_of(RECORD_TABLES[batch.table])
        for table, rows in (
            (records, batch.rows.records),
            (payments, batch.rows.payments),
            (refunds, batch.rows.refunds),
            (assignments, batch.rows.assignments),
        ):
            pending.setdefault(table, []).extend(rows)
        if sum(map(len, pending.values())) >= ROWS_PER_TRANSACTION or batch.done == batch.wanted:
            await insert_all(db, list(pending.items()))
            for table, rows in pending.items():
                report.rows[table.name] = report.rows.get(table.name, 0) + len(rows)
            pending.clear()
            progress(f"{batch.table}: {batch.done:,} of {batch.wanted:,}")


async def rebuild_summaries(db: Database) -> None:
    """Recompute the summaries (customers, record statistics, priests' Total Bookings) from
    the rows just inserted, which bypassed the writes that keep them up to date."""
    async with db.writer() as session:
        await rebuild_all(session)
        await priest_assignments.recount(session)
        await session.commit()


async def _analyze(db: Database) -> None:
    # PostgreSQL plans from statistics, which a bulk load leaves stale until autovacuum runs.
    if db.dialect != "postgresql":
        return
    async with db.write_engine.begin() as conn:
        for model in (*CUSTOMER_RECORDS, Payment, Refund):
            await conn.exec_driver_sql(f"ANALYZE {table_of(model).name}")


async def generate(
    db: Database,
    sizes: Sizes,
    rules: DemoRules,
    *,
    seed: int,
    now: datetime,
    force: bool = False,
    progress: Progress = lambda _line: None,
) -> DemoReport:
    """Insert the generated records; DemoDataError when the request or the database is not
    fit for it (nothing is written then)."""
    check_sizes(sizes)
    started = time.perf_counter()
    today = Calendar(now).today_date.isoformat()
    async with db.reader() as session:
        catalogue = await load_catalogue(session)
        check_catalogue(catalogue, sizes)
        if not force and await holds_real_records(session):
            raise DemoDataError(
                "This database holds bookings or orders that demo-data did not make: it adds "
                "generated records only beside its own. Use another database, or pass --force "
                "to add them anyway"
            )
        existing = await record_count(session)
        held = await held_places(session, catalogue, today)
    job = Job(
        counts=(
            ("priest_bookings", sizes.priest_bookings),
            ("temple_bookings", sizes.temple_bookings),
            ("store_orders", sizes.store_orders),
        ),
        seed=seed,
        existing=existing,
        catalogue=catalogue,
        rules=rules,
        now=now,
        held=held,
    )
    report = DemoReport()
    await _fill(db, job, report, progress)
    await _analyze(db)
    progress("rebuilding the summaries")
    await rebuild_summaries(db)
    report.seconds = time.perf_counter() - started
    return report
