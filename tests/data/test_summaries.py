"""The summary tables (customers by phone, record statistics, joins per day) follow every
change of the records in the same transaction: creates, status changes, payments, refunds,
cancels, phone and e-mail changes, deletes; a rollback leaves them untouched; the migration's
backfill and rebuild_all give the same rows; concurrent writers of one customer end exact."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import timedelta
from decimal import Decimal
from typing import Any

import pytest
from alembic import command
from sqlalchemy import delete, func, select, text
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from data.db import Database
from data.migrate import alembic_config
from data.models import Customer, PriestBooking, RecordStat, Refund, StoreOrder, TempleBooking
from data.repositories import customers
from data.summaries import rebuild_all
from tests.admin.test_bookings_admin import START, priest_booking, temple_booking
from tests.admin.test_users_admin import at, credited_refund, store_order
from tests.admin_support import TEMPLE_B
from tests.data.summary_oracle import assert_summaries_match, snapshot
from tests.support import add

RAVI, MEENA, ASHA = "9415011223", "9822004455", "9000000001"

Change = Callable[[Any], Awaitable[None]]


async def change(db: Database, step: Change) -> None:
    """Run `step` on a writer session and commit, as a service does."""
    async with db.writer() as session:
        await step(session)
        await session.commit()


async def some_records(db: Database) -> None:
    await add(
        db,
        priest_booking("PB1", phone=RAVI, name="Ravi T", email="ravi@old.in", minute=1),
        temple_booking("TB1", phone=RAVI, name="Ravi Tiwari", email=None, minute=2),
        at(
            store_order("SO1", phone=MEENA, name="Meena", email="", total="553", status="pending"),
            START + timedelta(minutes=3),
        ),
        temple_booking("TB2", temple=TEMPLE_B, phone=MEENA, name="Meena Patil", minute=4),
        priest_booking("PB2", phone=ASHA, name="Asha", email="asha@example.in", minute=5),
    )


async def test_summaries_follow_every_kind_of_change(db: Database) -> None:
    await some_records(db)
    await assert_summaries_match(db)

    async def complete_and_pay(session: Any) -> None:
        booking = await session.get(PriestBooking, "PB1")
        booking.status, booking.payment_status = "completed", "paid"
        order = await session.get(StoreOrder, "SO1")
        order.order_status, order.payment_status = "delivered", "paid"

    async def refund_twice(session: Any) -> None:
        session.add(credited_refund("SO1", "53"))
        uncounted = credited_refund("PB1", "2299")
        uncounted.id, uncounted.payment_id, uncounted.target_kind = "RFD_dup", "TXN_dup", "priest"
        uncounted.reason = "duplicate_payment"  # a second payment given back: revenue stays
        session.add(uncounted)

    async def refund_waits_then_completes(session: Any) -> None:
        refund = credited_refund("PB1", "100")
        refund.id, refund.payment_id, refund.target_kind = "RFD_wait", "TXN_wait", "priest"
        refund.state = "PENDING"
        session.add(refund)
        await session.flush()
        refund.state = "COMPLETED"  # a second flush in the same transaction

    async def cancel_and_move(session: Any) -> None:
        temple = await session.get(TempleBooking, "TB2")
        temple.status = "cancelled"
        moved = await session.get(PriestBooking, "PB2")
        moved.customer_phone = MEENA  # Asha's only record: she is no customer any more
        moved.customer_email = "meena@new.in"

    async def drop_the_newest_email(session: Any) -> None:
        booking = await session.get(PriestBooking, "PB2")
        booking.customer_email = ""  # Meena's newest non-empty e-mail is gone again

    async def record_and_refund_together(session: Any) -> None:
        session.add(
            at(
                store_order(
                    "SO2", phone=ASHA, name="Asha V", email=None, total="99.50", status="delivered"
                ),
                START - timedelta(days=40),  # an earlier month and an earlier join
            )
        )
        session.add(credited_refund("SO2", "9.50"))

    async def delete_some(session: Any) -> None:
        await session.delete(await session.get(Refund, "RFD_SO1"))
        await session.delete(await session.get(TempleBooking, "TB1"))

    async def move_in_time(session: Any) -> None:
        booking = await session.get(PriestBooking, "PB1")
        booking.created_at = START - timedelta(days=70)

    for step in (
        complete_and_pay,
        refund_twice,
        refund_waits_then_completes,
        cancel_and_move,
        drop_the_newest_email,
        record_and_refund_together,
        delete_some,
        move_in_time,
    ):
        await change(db, step)
        await assert_summaries_match(db)
    async with db.reader() as session:
        ravi = await session.scalar(select(Customer).where(Customer.phone == RAVI))
    assert ravi is not None
    # PB1 completed and paid (2299), 100 of it refunded; the duplicate's refund gives none back.
    assert (ravi.collected, ravi.priest_bookings, ravi.temple_bookings) == (Decimal(2199), 1, 0)


async def test_a_rollback_leaves_the_summaries_as_they_were(db: Database) -> None:
    await some_records(db)
    before = await snapshot(db)
    async with db.writer() as session:
        booking = await session.get(PriestBooking, "PB1")
        assert booking is not None
        booking.status, booking.payment_status = "completed", "paid"
        session.add(temple_booking("TB9", phone="9123456789", minute=9))
        await session.flush()
        await session.rollback()
    assert await snapshot(db) == before
    await assert_summaries_match(db)


async def test_a_failed_commit_leaves_nothing_behind_for_the_next(db: Database) -> None:
    await some_records(db)
    async with db.writer() as session:
        session.add(priest_booking("PB1", phone="9123456789"))  # the id is taken
        with pytest.raises(IntegrityError):
            await session.commit()
        await session.rollback()
        booking = await session.get(TempleBooking, "TB2")
        assert booking is not None
        booking.status = "completed"
        await session.commit()
    await assert_summaries_match(db)
    async with db.reader() as session:
        stranger = await session.scalar(select(Customer).where(Customer.phone == "9123456789"))
    assert stranger is None


def _backfill_again(connection: Connection) -> None:
    config = alembic_config(connection)
    command.downgrade(config, "0006")
    command.upgrade(config, "head")


async def test_the_backfill_and_rebuild_all_equal_what_was_kept(db: Database) -> None:
    await some_records(db)

    async def varied(session: Any) -> None:
        booking = await session.get(PriestBooking, "PB1")
        booking.status, booking.payment_status = "completed", "paid"
        session.add(credited_refund("SO1", "3"))
        session.add(priest_booking("PB3", phone=MEENA, name="Meena P", email="m@x.in", minute=9))
        paid = await session.get(TempleBooking, "TB2")
        paid.payment_status = "paid"  # collected, not yet earned: the two figures differ

    await change(db, varied)
    kept = await snapshot(db)
    async with db.write_engine.connect() as conn:
        await conn.run_sync(_backfill_again)
        await conn.commit()
    assert await snapshot(db) == kept
    async with db.writer() as session:
        await rebuild_all(session)
        await session.commit()
    assert await snapshot(db) == kept
    # The search index came back with the rows.
    async with db.reader() as session:
        page = await customers.search_users(
            session, term="meena p", joined_since=None, at=customers.PageAt(None, 0, 10), cap=100
        )
    assert [u.phone for u in page.users] == [MEENA]


async def test_rebuild_all_repairs_what_bypassed_the_sessions(db: Database) -> None:
    await some_records(db)
    async with db.write_engine.begin() as conn:  # Core, as a bulk load does
        await conn.execute(delete(RecordStat))
        await conn.execute(
            TempleBooking.__table__.update().values(status="completed", payment_status="paid")
        )
    async with db.writer() as session:
        await rebuild_all(session)
        await session.commit()
    await assert_summaries_match(db)


async def test_concurrent_writers_of_one_customer_end_exact(db: Database) -> None:
    """Transactions that interleave on one phone and one record: each waits for the other
    where it must, and no difference is lost or counted twice."""
    await some_records(db)
    started = asyncio.Event()

    async def writer(number: int) -> None:
        async with db.writer() as session:
            session.add(
                priest_booking(
                    f"PBC{number}", phone=RAVI, name=f"Ravi {number}", minute=20 + number
                )
            )
            booking = await session.get(PriestBooking, "PB1")
            booking.status = ("completed", "cancelled", "confirmed")[number % 3]
            booking.payment_status = "paid" if number % 3 == 0 else "pending"
            await session.flush()
            started.set()
            await asyncio.sleep(0.05)  # hold the transaction open while the others queue
            await session.commit()

    async def refunder() -> None:
        await started.wait()
        async with db.writer() as session:
            refund = credited_refund("PB1", "99")
            refund.id, refund.payment_id, refund.target_kind = "RFD_c", "TXN_c", "priest"
            session.add(refund)
            await session.commit()

    await asyncio.gather(*(writer(n) for n in range(6)), refunder())
    await assert_summaries_match(db)
    async with db.reader() as session:
        ravi = await session.scalar(select(Customer).where(Customer.phone == RAVI))
        records = await session.scalar(select(func.sum(RecordStat.records)))
    assert ravi is not None and ravi.priest_bookings == 7
    assert records == 5 + 6


async def test_the_search_index_follows_the_customers(db: Database) -> None:
    """SQLite's full-text index and PostgreSQL's trigram index find a customer by the new
    name and not by the old one once a newer record renames them."""
    await some_records(db)

    async def found(term: str) -> list[str]:
        async with db.reader() as session:
            page = await customers.search_users(
                session, term=term, joined_since=None, at=customers.PageAt(None, 0, 10), cap=100
            )
        return [u.phone for u in page.users]

    assert await found("ravi tiwari") == [RAVI]
    await add(db, priest_booking("PB7", phone=RAVI, name="Ravishankar", email=None, minute=30))
    assert await found("ravi tiwari") == []
    assert await found("ravishankar") == [RAVI]
    assert await found("ravi@old.in") == [RAVI]  # the newest non-empty e-mail
    if db.dialect == "sqlite":  # the full-text index agrees with its rows, or this raises
        async with db.writer() as session:
            integrity = (
                "INSERT INTO customers_fts(customers_fts, rank) VALUES ('integrity-check', 1)"
            )
            await session.execute(text(integrity))


async def test_concurrent_new_records_of_one_customer_all_count(db: Database) -> None:
    """Transactions that share no record but one phone: each recomputes the customer after
    the others committed, so none of their records is missed."""
    await some_records(db)

    async def writer(number: int) -> None:
        async with db.writer() as session:
            session.add(
                temple_booking(
                    f"TBC{number}",
                    phone=ASHA,
                    name=f"Asha {number}",
                    status="completed",
                    minute=30 + number,
                )
            )
            await session.flush()
            await asyncio.sleep(0.05)  # all of them hold their transaction open at once
            await session.commit()

    await asyncio.gather(*(writer(n) for n in range(5)))
    await assert_summaries_match(db)
    async with db.reader() as session:
        asha = await session.scalar(select(Customer).where(Customer.phone == ASHA))
    assert asha is not None
    assert (asha.name, asha.temple_bookings, asha.collected) == ("Asha 4", 5, Decimal(751 * 5))


async def test_a_session_closed_unfinished_forgets_its_notes(db: Database) -> None:
    """A session closed without commit or rollback, then used again after someone else
    changed the same record: the old notes must not count that change a second time."""
    await some_records(db)
    session = db.writer()
    booking = await session.get(PriestBooking, "PB1")
    assert booking is not None
    booking.status = "cancelled"
    await session.flush()
    await session.close()

    async def complete(other: Any) -> None:
        done = await other.get(PriestBooking, "PB1")
        done.status, done.payment_status = "completed", "paid"

    await change(db, complete)
    temple = await session.get(TempleBooking, "TB2")
    assert temple is not None
    temple.status = "cancelled"
    await session.commit()
    await session.close()
    await assert_summaries_match(db)


async def test_savepoints_rolled_back_or_kept(db: Database) -> None:
    await some_records(db)
    async with db.writer() as session:
        async with session.begin_nested() as kept:
            booking = await session.get(PriestBooking, "PB1")
            assert booking is not None
            booking.status, booking.payment_status = "completed", "paid"
            await kept.commit()
        dropped = await session.begin_nested()
        session.add(credited_refund("PB1", "500"))
        (await session.get(TempleBooking, "TB1")).status = "cancelled"  # type: ignore[union-attr]
        await session.flush()
        await dropped.rollback()
        await session.commit()
    await assert_summaries_match(db)
    async with db.reader() as session:
        ravi = await session.scalar(select(Customer).where(Customer.phone == RAVI))
    assert ravi is not None and ravi.collected == Decimal(2299)
