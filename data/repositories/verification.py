"""Owner verification rows: one-time codes, browsers verified for a phone or e-mail, and the
throttle events every server process counts alike."""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from sqlalchemy import String, delete, func, insert, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from data.ids import new_id
from data.models import RateEvent, VerificationCode, VerifiedContact


async def lock_key(session: AsyncSession, key: str) -> None:
    """Hold `key` (a throttle bucket) until this transaction ends, so that requests counting
    it (in any server process) count and add their events one after the other. PostgreSQL
    takes a transaction-level advisory lock; SQLite's writers already queue (BEGIN IMMEDIATE)."""
    dialect = session.bind.dialect.name if session.bind is not None else "sqlite"
    if dialect == "postgresql":
        await session.execute(select(func.pg_advisory_xact_lock(func.hashtextextended(key, 0))))


async def recent_events(
    session: AsyncSession, bucket: str, *, since: datetime, limit: int
) -> list[datetime]:
    """When the newest `limit` events of `bucket` after `since` happened, newest first."""
    stmt = (
        select(RateEvent.created_at)
        .where(RateEvent.bucket == bucket, RateEvent.created_at > since)
        .order_by(RateEvent.created_at.desc())
        .limit(limit)
    )
    return list((await session.execute(stmt)).scalars().all())


def add_event(session: AsyncSession, bucket: str, *, now: datetime) -> None:
    session.add(RateEvent(id=new_id("RE"), bucket=bucket, created_at=now, updated_at=now))


async def add_event_within(
    session: AsyncSession, bucket: str, *, now: datetime, since: datetime, limit: int
) -> bool:
    """Add an event to `bucket` if it has fewer than `limit` after `since`, in one statement
    (INSERT ... SELECT ... WHERE count < limit); whether it was added."""
    recent = (
        select(RateEvent.id)
        .where(RateEvent.bucket == bucket, RateEvent.created_at > since)
        .limit(limit)
        .subquery()
    )
    stamp = RateEvent.created_at.type
    row = select(
        literal(new_id("RE"), String()),
        literal(bucket, String()),
        literal(now, stamp),
        literal(now, stamp),
    ).where(select(func.count()).select_from(recent).scalar_subquery() < limit)
    columns = ["id", "bucket", "created_at", "updated_at"]
    result = await session.execute(insert(RateEvent).from_select(columns, row))
    return bool(getattr(result, "rowcount", 0))


async def delete_events(
    session: AsyncSession,
    *,
    before: datetime,
    buckets: Collection[str] | None = None,
    prefix: str | None = None,
) -> None:
    """Forget events older than `before`: of these buckets, or of the buckets whose names
    start with `prefix` (other throttles may keep their events longer)."""
    stmt = delete(RateEvent).where(RateEvent.created_at <= before)
    if buckets is not None:
        stmt = stmt.where(RateEvent.bucket.in_(buckets))
    if prefix is not None:
        stmt = stmt.where(RateEvent.bucket.startswith(prefix, autoescape=True))
    await session.execute(stmt)


async def expire_live_codes(session: AsyncSession, destination: str, *, now: datetime) -> None:
    """A new code replaces the destination's unused ones: they expire now."""
    await session.execute(
        update(VerificationCode)
        .where(
            VerificationCode.destination == destination,
            VerificationCode.used_at.is_(None),
            VerificationCode.expires_at > now,
        )
        .values(expires_at=now, updated_at=now)
    )


def add_code(
    session: AsyncSession,
    *,
    row_id: str,
    destination: str,
    channel: str,
    code_hash: str,
    expires_at: datetime,
    client_ref: str | None,
    now: datetime,
) -> VerificationCode:
    row = VerificationCode(
        id=row_id,
        destination=destination,
        channel=channel,
        code_hash=code_hash,
        expires_at=expires_at,
        tries=0,
        client_ref=client_ref,
        created_at=now,
        updated_at=now,
    )
    session.add(row)
    return row


async def latest_code(session: AsyncSession, destination: str) -> VerificationCode | None:
    """The destination's newest code, its row locked until commit so tries count one by one."""
    stmt = (
        select(VerificationCode)
        .where(VerificationCode.destination == destination)
        .order_by(VerificationCode.created_at.desc(), VerificationCode.id.desc())
        .limit(1)
        .with_for_update()
    )
    return (await session.execute(stmt)).scalar_one_or_none()


async def verified_destinations(
    session: AsyncSession, client_ref: str, destinations: Collection[str], *, now: datetime
) -> set[str]:
    """Those of `destinations` this browser has a live verification for."""
    if not destinations:
        return set()
    stmt = select(VerifiedContact.destination).where(
        VerifiedContact.client_ref == client_ref,
        VerifiedContact.destination.in_(set(destinations)),
        VerifiedContact.expires_at > now,
    )
    return set((await session.execute(stmt)).scalars().all())


async def verify_contact(
    session: AsyncSession,
    client_ref: str,
    destination: str,
    *,
    expires_at: datetime,
    now: datetime,
) -> None:
    """Record (or extend) this browser's verification for `destination`."""
    stmt = select(VerifiedContact).where(
        VerifiedContact.client_ref == client_ref, VerifiedContact.destination == destination
    )
    row = (await session.execute(stmt)).scalar_one_or_none()
    if row is None:
        session.add(
            VerifiedContact(
                id=new_id("VF"),
                client_ref=client_ref,
                destination=destination,
                expires_at=expires_at,
                created_at=now,
                updated_at=now,
            )
        )
    else:
        row.expires_at = expires_at
        row.updated_at = now


async def purge(
    session: AsyncSession,
    *,
    now: datetime,
    bucket_prefix: str,
    events_before: datetime,
    codes_before: datetime,
) -> None:
    """Drop verification throttle events past every window, old codes and lapsed
    verifications."""
    await delete_events(session, before=events_before, prefix=bucket_prefix)
    await session.execute(
        delete(VerificationCode).where(VerificationCode.expires_at <= codes_before)
    )
    await session.execute(delete(VerifiedContact).where(VerifiedContact.expires_at <= now))
