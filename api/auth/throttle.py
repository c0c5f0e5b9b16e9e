"""Throttling of failed sign-ins per username and per client address. Failures are rows in
the database, so every server process counts the same attempts."""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from api.common.errors import ApiError
from api.settings import AuthSettings
from data.ids import new_id
from data.models import LoginFailure


async def _recent(
    session: AsyncSession, column: InstrumentedAttribute[str], value: str, since: datetime
) -> tuple[int, datetime | None]:
    stmt = select(func.count(), func.min(LoginFailure.created_at)).where(
        column == value, LoginFailure.created_at > since
    )
    count, oldest = (await session.execute(stmt)).one()
    return int(count), oldest


def _too_many(retry_after: timedelta) -> ApiError:
    seconds = max(1, math.ceil(retry_after.total_seconds()))
    minutes = max(1, math.ceil(seconds / 60))
    unit = "minute" if minutes == 1 else "minutes"
    return ApiError(
        429,
        "too_many_attempts",
        f"Too many failed sign-in attempts. Please wait {minutes} {unit} and try again.",
        headers={"Retry-After": str(seconds)},
        extra={"success": False, "error": "Too many failed sign-in attempts"},
    )


async def check_allowed(
    session: AsyncSession, username: str, address: str, *, now: datetime, rules: AuthSettings
) -> None:
    """Refuse (429) while this username or this address has too many recent failures."""
    window = timedelta(seconds=rules.failure_window_seconds)
    since = now - window
    for column, value, limit in (
        (LoginFailure.username, username, rules.max_failures_per_username),
        (LoginFailure.address, address, rules.max_failures_per_address),
    ):
        count, oldest = await _recent(session, column, value, since)
        if count >= limit and oldest is not None:
            raise _too_many(oldest + window - now)


def record_failure(session: AsyncSession, username: str, address: str, *, now: datetime) -> None:
    session.add(
        LoginFailure(
            id=new_id("fail-"),
            username=username[:60],
            address=address[:64],
            created_at=now,
            updated_at=now,
        )
    )


async def forget_failures(
    session: AsyncSession, username: str, *, now: datetime, rules: AuthSettings
) -> None:
    """After a good sign-in the username starts afresh; expired rows of anyone are dropped."""
    since = now - timedelta(seconds=rules.failure_window_seconds)
    await session.execute(
        delete(LoginFailure).where(
            (LoginFailure.username == username) | (LoginFailure.created_at <= since)
        )
    )
