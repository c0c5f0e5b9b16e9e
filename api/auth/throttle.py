"""Throttling of failed sign-ins, per (username, client address) pair and per client address.
Failures are rows in the database, so every server process counts the same attempts.

No failure count ever locks a username out everywhere: that would let anyone lock the super
admin out by guessing wrong on purpose. Failures for a username from one address slow that
address alone (after a few free tries, a pause that doubles with each further failure); the
real admin, signing in from their own address, is not slowed by anyone else's guesses. Each
address also has a ceiling across all usernames, so one address cannot try name after name."""

from __future__ import annotations

import math
from datetime import datetime, timedelta

from api.common.errors import ApiError
from api.settings import AuthSettings
from data.repositories import login_failures
from data.session_types import AsyncSession


def _message(seconds: int) -> str:
    if seconds < 60:
        unit = "second" if seconds == 1 else "seconds"
        return f"Too many failed sign-in attempts. Please wait {seconds} {unit} and try again."
    minutes = math.ceil(seconds / 60)
    unit = "minute" if minutes == 1 else "minutes"
    return f"Too many failed sign-in attempts. Please wait {minutes} {unit} and try again."


def _too_many(retry_after: timedelta) -> ApiError:
    seconds = max(1, math.ceil(retry_after.total_seconds()))
    return ApiError(
        429,
        "too_many_attempts",
        _message(seconds),
        headers={"Retry-After": str(seconds)},
        extra={"success": False, "error": "Too many failed sign-in attempts"},
    )


def pause_after(failures: int, rules: AuthSettings) -> timedelta:
    """How long after its latest failure a pair with `failures` recent failures must wait:
    nothing for the free tries, then the first pause, doubled for each failure after it,
    never longer than the window the failures are counted in."""
    over = failures - rules.max_failures_per_pair
    if over < 0:
        return timedelta(0)
    seconds = min(rules.failure_window_seconds, rules.first_pause_seconds * 2 ** min(over, 30))
    return timedelta(seconds=seconds)


async def check_allowed(
    session: AsyncSession, username: str, address: str, *, now: datetime, rules: AuthSettings
) -> None:
    """Refuse (429 with Retry-After) while this address must wait before trying this username
    again, or has too many recent failures of any username."""
    window = timedelta(seconds=rules.failure_window_seconds)
    since = now - window
    failures, _oldest, latest = await login_failures.recent_of_pair(
        session, username, address, since=since
    )
    if latest is not None:
        free_at = latest + pause_after(failures, rules)
        if free_at > now:
            raise _too_many(free_at - now)
    count, oldest, _latest = await login_failures.recent_from(session, address, since=since)
    if count >= rules.max_failures_per_address and oldest is not None:
        raise _too_many(oldest + window - now)


def record_failure(session: AsyncSession, username: str, address: str, *, now: datetime) -> None:
    login_failures.add(session, username, address, now=now)


async def forget_failures(
    session: AsyncSession, username: str, address: str, *, now: datetime, rules: AuthSettings
) -> None:
    """After a good sign-in this address starts afresh for this username (others' failures
    against it still count against them); expired rows of anyone are dropped."""
    since = now - timedelta(seconds=rules.failure_window_seconds)
    await login_failures.forget(session, username, address, before=since)
