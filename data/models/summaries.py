"""Summaries of the records, kept in step with them by `data.summaries` in the same
transaction: one row per customer (phone), and counts and revenue of records per kind,
temple, status and month, so that lists and dashboards read a few rows instead of every
record. They are derived data, so unlike records they carry no id or timestamps of their own
(the customer's integer id is the full-text index's row id on SQLite)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import Index, Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import Base, Money, UTCDateTime


class Total(Money):
    """Money summed over many records: wider than one record's amount."""

    impl = Numeric(16, 2, asdecimal=False)
    cache_ok = True


class Customer(Base):
    """A customer as the admin Users page shows one: everything they booked or ordered
    under one phone number."""

    __tablename__ = "customers"
    # The Users page walks this newest-active first (then by phone) for the ids of a page,
    # testing the join date and the search text on the index itself: it reads the rows of
    # the page alone.
    __table_args__ = (
        Index("ix_customers_recent", "last_activity", "phone", "join_date", "search", "id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    phone: Mapped[str] = mapped_column(String(20), nullable=False, unique=True)
    name: Mapped[str] = mapped_column(String(120), nullable=False)  # of the newest record
    email: Mapped[str] = mapped_column(String(254), nullable=False)  # newest non-empty, or ""
    join_date: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)  # earliest
    join_day: Mapped[str] = mapped_column(String(10), nullable=False)  # its Indian date
    last_activity: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)  # latest
    priest_bookings: Mapped[int] = mapped_column(Integer, nullable=False)
    temple_bookings: Mapped[int] = mapped_column(Integer, nullable=False)
    store_orders: Mapped[int] = mapped_column(Integer, nullable=False)
    # The money collected from them (data/repositories/reports.py `collected_of`).
    collected: Mapped[Decimal] = mapped_column(Total(), nullable=False)
    # Lower-cased name, e-mail and phone with a separator no search term holds, so a match
    # never spans two fields; trigram-indexed (PostgreSQL) or in customers_fts (SQLite).
    search: Mapped[str] = mapped_column(String(400), nullable=False)


class RecordStat(Base):
    """How many records of a kind (priest, temple, store) one temple ("" when none) holds in
    one status, created in one Indian calendar month (YYYY-MM), and the money they earned and
    collected (data/repositories/reports.py `earned_of`, `collected_of`)."""

    __tablename__ = "record_stats"

    kind: Mapped[str] = mapped_column(String(10), primary_key=True)
    temple_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    status: Mapped[str] = mapped_column(String(20), primary_key=True)
    month: Mapped[str] = mapped_column(String(7), primary_key=True)
    records: Mapped[int] = mapped_column(Integer, nullable=False)
    earned: Mapped[Decimal] = mapped_column(Total(), nullable=False)
    collected: Mapped[Decimal] = mapped_column(Total(), nullable=False)


class CustomerJoinDay(Base):
    """How many customers joined (made their first record) on an Indian date: the Users
    page's totals, with or without a join-date filter, without counting customers."""

    __tablename__ = "customer_join_days"

    day: Mapped[str] = mapped_column(String(10), primary_key=True)
    customers: Mapped[int] = mapped_column(Integer, nullable=False)
