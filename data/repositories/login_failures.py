"""Failed sign-ins, one row each, by username and client address: counted to throttle, and
forgotten after a good sign-in or once they are old."""

from __future__ import annotations

from datetime import datetime
from typing import NamedTuple

from sqlalchemy import ColumnElement, and_, delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import LoginFailure
from data.models.admin import FAILED_ADDRESS_KEPT, FAILED_USERNAME_KEPT


class Recent(NamedTuple):
    failures: int
    oldest: datetime | None
    latest: datetime | None


def _of_pair(username: str, address: str) -> ColumnElement[bool]:
    return and_(
        LoginFailure.username == username[:FAILED_USERNAME_KEPT],
        LoginFailure.address == address[:FAILED_ADDRESS_KEPT],
    )


async def _recent(session: AsyncSession, where: ColumnElement[bool], since: datetime) -> Recent:
    stmt = select(
        func.count(), func.min(LoginFailure.created_at), func.max(LoginFailure.created_at)
    ).where(where, LoginFailure.created_at > since)
    count, oldest, latest = (await session.execute(stmt)).one()
    return Recent(int(count), oldest, latest)


async def recent_of_pair(
    session: AsyncSession, username: str, address: str, *, since: datetime
) -> Recent:
    """Failures for this username from this address after `since`."""
    return await _recent(session, _of_pair(username, address), since)


async def recent_from(session: AsyncSession, address: str, *, since: datetime) -> Recent:
    """Failures of any username from this address after `since`."""
    return await _recent(session, LoginFailure.address == address[:FAILED_ADDRESS_KEPT], since)


def add(session: AsyncSession, username: str, address: str, *, now: datetime) -> None:
    session.add(
        LoginFailure(
            id=new_id("fail-"),
            username=username[:FAILED_USERNAME_KEPT],
            address=address[:FAILED_ADDRESS_KEPT],
            created_at=now,
            updated_at=now,
        )
    )


async def forget(session: AsyncSession, username: str, address: str, *, before: datetime) -> None:
    """Drop this pair's failures, and everyone's from `before` or earlier."""
    await session.execute(
        delete(LoginFailure).where(
            _of_pair(username, address) | (LoginFailure.created_at <= before)
        )
    )
