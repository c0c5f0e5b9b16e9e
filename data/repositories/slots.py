"""Bookings held in a time slot, and the lock under which a slot's last place goes to one."""

from __future__ import annotations

import hashlib
from collections.abc import Collection

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import PriestBooking, TempleBooking

SlotBooking = type[PriestBooking] | type[TempleBooking]


def _lock_id(key: str) -> int:
    """A stable signed 64-bit number for `key`, the same in every process (unlike hash())."""
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big", signed=True)


async def lock_slot(session: AsyncSession, key: str) -> None:
    """Hold the slot named `key` until this transaction ends, so that bookings of one slot
    count their places and insert one after the other. A slot is a date and a label, not a
    row, so PostgreSQL takes a transaction-level advisory lock on it (other slots are not
    held up). SQLite needs nothing: its writers already run one at a time (BEGIN IMMEDIATE)."""
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    if dialect == "postgresql":
        await session.execute(select(func.pg_advisory_xact_lock(_lock_id(key))))


def _holding(
    model: SlotBooking, day: str, released: Collection[str], service_id: str | None
) -> list[ColumnElement[bool]]:
    where = [model.selected_date == day, model.status.not_in(released)]
    if service_id is not None:
        where.append(model.service_id == service_id)
    return where


async def taken(
    session: AsyncSession,
    model: SlotBooking,
    *,
    day: str,
    label: str,
    released: Collection[str],
    service_id: str | None = None,
) -> int:
    """Bookings of `day` at `label` that hold a place (not in a `released` status), of one
    service when `service_id` is given."""
    stmt = (
        select(func.count())
        .select_from(model)
        .where(*_holding(model, day, released, service_id), model.selected_time == label)
    )
    return await session.scalar(stmt) or 0


async def taken_by_slot(
    session: AsyncSession,
    model: SlotBooking,
    *,
    day: str,
    released: Collection[str],
    service_id: str | None = None,
) -> dict[str, int]:
    """Places held on `day`, by slot label (slots with none are left out)."""
    stmt = (
        select(model.selected_time, func.count())
        .where(*_holding(model, day, released, service_id))
        .group_by(model.selected_time)
    )
    return dict((await session.execute(stmt)).all())
