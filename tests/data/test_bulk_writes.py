"""Every write reaches the change feed and the summaries, bulk statements included.

A write through the ORM's unit of work is captured by the writer session's flush hooks
(data/changes.py, data/summaries/maintain.py), whichever service makes it. A bulk statement
bypasses them, so each one that writes a table the feed or the summaries follow is listed
here: with a write through it whose change must be published, or with the reason it
publishes none. A new bulk write fails this test until it is one or the other."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Awaitable, Callable

import pytest

from data.changes import WATCHED_TABLES, Change, ChangeType
from data.db import Database
from data.repositories import store
from data.session_types import AsyncSession
from data.summaries import SOURCE_TABLES
from tests.data.bulk_writes import BulkWrite, bulk_writes, scan

FOLLOWED = WATCHED_TABLES | SOURCE_TABLES
PRODUCT = "prod-bhimseni-camphor"

Write = Callable[[AsyncSession], Awaitable[object]]

# Bulk writes that publish their change: the table, the change and a write that makes it.
PUBLISHED: dict[str, tuple[str, ChangeType, Write]] = {
    "data/repositories/store.py::take_stock": (
        "store_products",
        "UPDATE",
        lambda session: store.take_stock(session, PRODUCT, 1),
    ),
    "data/repositories/store.py::return_stock": (
        "store_products",
        "UPDATE",
        lambda session: store.return_stock(session, PRODUCT, 1),
    ),
}

# Bulk writes that publish nothing, and why that is right.
UNPUBLISHED = {
    "data/repositories/priest_assignments.py::count_booking": (
        "A priest's Total Bookings, moved with each hold in the booking's transaction. The hold "
        "is published (its booking's priest_bookings change); a priests change as well would "
        "clear every process's priest caches on every booking. The roster shows the count when "
        "it next loads, the ranking of free priests within the caches' age limit."
    ),
    "data/repositories/priest_assignments.py::recount": (
        "Run by `punya demo-data` after its bulk load, which publishes none of its rows: a "
        "command-line tool's writes reach the caches through their age limit."
    ),
    "data/demo_data/bulk.py::insert_rows": (
        "`punya demo-data`'s bulk load of records: published to no one (see recount), and the "
        "summaries are rebuilt from the records afterwards (data.summaries.rebuild_all)."
    ),
    "data/summaries/maintain.py::_upsert": (
        "The summaries' own tables (record_stats, customer_join_days), written by their "
        "commit hook: neither watched nor summarised."
    ),
}


def _followed() -> dict[str, list[BulkWrite]]:
    """Bulk writes of a followed table, or of one the code does not name, by site."""
    sites: dict[str, list[BulkWrite]] = defaultdict(list)
    for write in bulk_writes():
        if write.table is None or write.table in FOLLOWED:
            sites[write.site].append(write)
    return sites


def test_every_bulk_write_of_a_followed_table_is_listed() -> None:
    found = _followed()
    unlisted = [
        f"{w.path}:{w.line} {w.function} writes {w.table or 'a table'} without the ORM's flush"
        for site, writes in found.items()
        if site not in PUBLISHED and site not in UNPUBLISHED
        for w in writes
    ]
    assert not unlisted, (
        "Record its change with data.changes.record_change and list it in PUBLISHED, or say "
        "in UNPUBLISHED why it publishes none:\n" + "\n".join(unlisted)
    )
    assert set(PUBLISHED) | set(UNPUBLISHED) <= set(found), "listed, but no longer written"


def test_bulk_writes_that_publish_leave_the_summaries_alone() -> None:
    # record_change reaches the feed; nothing brings a bulk write's money to the summaries.
    found = _followed()
    for site in PUBLISHED:
        assert not {w.table for w in found[site]} & SOURCE_TABLES, site


@pytest.mark.parametrize("site", sorted(PUBLISHED))
async def test_a_bulk_write_publishes_its_change(db: Database, site: str) -> None:
    table, kind, write = PUBLISHED[site]
    feed = db.feed.subscribe()
    async with db.writer() as session:
        await write(session)
        await session.commit()
    published: list[Change] = []
    while not feed.queue.empty():
        change = feed.queue.get_nowait()
        assert change is not None
        published.append(change)
    feed.close()
    assert (table, kind) in {(c.table, c.type) for c in published}


def test_the_scan_sees_every_form_of_bulk_write() -> None:
    source = """
from sqlalchemy import update as sa_update
from sqlalchemy.dialects import postgresql
from data.models import Priest, StoreOrder

ORDERS = StoreOrder.__table__

async def writes(session, table):
    await session.execute(sa_update(Priest).values(rating=5))
    await session.execute(ORDERS.delete())
    await session.execute(postgresql.insert(table_of(Priest)))
    session.bulk_update_mappings(StoreOrder, [])
    await session.execute(text("DELETE FROM temples WHERE id = :id"))
    await session.execute(sa_update(table))
    session.delete(order)  # the ORM's: captured by the hooks
    fields.update(name="x")
"""
    found = [(w.function, w.table) for w in scan("api/example.py", source)]
    assert found == [
        ("writes", "priests"),
        ("writes", "store_orders"),
        ("writes", "priests"),
        ("writes", "store_orders"),
        ("writes", "temples"),
        ("writes", None),
    ]
