"""Codes are throttled per destination (1 per 30 s, 5 per hour) and per client address
(20 per hour by default), counted in the database so that every server process agrees: two
app instances over one database share the counts."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path

import httpx
from fastapi import FastAPI
from sqlalchemy import func, select

from api.housekeeping import purge_expired
from data.db import Database
from data.models import RateEvent, VerificationCode, VerifiedContact
from tests.conftest import PUBLIC_URL, Clock
from tests.verification.conftest import delivering_settings, verifying_app
from tests.verification.support import CODES, Mailbox, SmsOutbox, verify

EMAIL = "meera@example.com"


async def events(db: Database, bucket_part: str = "") -> int:
    async with db.reader() as session:
        stmt = select(func.count()).where(RateEvent.bucket.contains(bucket_part))
        return int(await session.scalar(stmt) or 0)


@asynccontextmanager
async def browser(app: FastAPI, address: str = "127.0.0.1") -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    async with httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL) as http:
        yield http


async def test_one_code_per_30_seconds_for_a_destination(
    client: httpx.AsyncClient, clock: Clock, mailbox: Mailbox
) -> None:
    assert (await client.post(CODES, json={"email": EMAIL})).status_code == 202
    again = await client.post(CODES, json={"email": "MEERA@example.com"})
    assert again.status_code == 429
    assert again.json() == {
        "detail": "Too many codes were asked for. Please wait 30 seconds before asking for "
        "another.",
        "code": "rate_limited",
    }
    assert again.headers["Retry-After"] == "30"
    clock.now += timedelta(seconds=29)
    almost = await client.post(CODES, json={"email": EMAIL})
    assert (almost.status_code, almost.headers["Retry-After"]) == (429, "1")
    assert "wait 1 second before" in almost.json()["detail"]
    # Another destination is not held up by this one.
    assert (await client.post(CODES, json={"email": "lakshmi@example.com"})).status_code == 202
    clock.now += timedelta(seconds=1)
    assert (await client.post(CODES, json={"email": EMAIL})).status_code == 202
    assert len(mailbox.messages) == 3


async def test_five_codes_an_hour_for_a_destination(
    client: httpx.AsyncClient, clock: Clock, sms: SmsOutbox, db: Database
) -> None:
    start = clock.now
    for n in range(5):
        clock.now = start + timedelta(seconds=30 * n)
        assert (await client.post(CODES, json={"phone": "9845012345"})).status_code == 202
    clock.now = start + timedelta(seconds=150)
    sixth = await client.post(CODES, json={"phone": "+919845012345"})
    assert sixth.status_code == 429
    assert sixth.headers["Retry-After"] == str(3600 - 150)
    assert sixth.json()["detail"] == (
        "Too many codes were asked for. Please wait 58 minutes before asking for another."
    )
    assert len(sms.requests) == 5
    # An hour after the first, one more is allowed; the events past every window are gone.
    clock.now = start + timedelta(hours=1, seconds=1)
    assert (await client.post(CODES, json={"phone": "9845012345"})).status_code == 202
    assert await events(db, "to:9845012345") == 5
    assert len(sms.requests) == 6


async def test_the_limits_are_shared_by_every_server_process(
    db: Database, clock: Clock, sms: SmsOutbox, mailbox: Mailbox, tmp_path: Path
) -> None:
    """Two app instances over one database (two server processes): the destination limit
    and the per-address limit count the requests of both."""
    settings = delivering_settings(
        tmp_path, mailbox.port, verification={"codes_per_address_per_hour": 3}
    )
    first = verifying_app(settings, db, clock, sms)
    second = verifying_app(settings, db, clock, sms)
    async with browser(first) as on_first, browser(second) as on_second:
        assert (await on_first.post(CODES, json={"email": EMAIL})).status_code == 202
        same_destination = await on_second.post(CODES, json={"email": EMAIL})
        assert same_destination.status_code == 429
        assert same_destination.headers["Retry-After"] == "30"
        assert (await on_second.post(CODES, json={"email": "a@example.com"})).status_code == 202
        assert (await on_first.post(CODES, json={"email": "b@example.com"})).status_code == 202
        # Three from this address in the hour, whichever process served them: no fourth.
        fourth = await on_second.post(CODES, json={"email": "c@example.com"})
        assert fourth.status_code == 429
        assert fourth.headers["Retry-After"] == "3600"
        assert "Please wait 60 minutes" in fourth.json()["detail"]
        assert len(mailbox.messages) == 3
    # Another client address has its own count.
    async with browser(second, "203.0.113.7") as elsewhere:
        assert (await elsewhere.post(CODES, json={"email": "c@example.com"})).status_code == 202
    assert await events(db, "from:127.0.0.1") == 3
    assert await events(db, "from:203.0.113.7") == 1


async def test_two_requests_at_once_send_one_code(
    db: Database, clock: Clock, sms: SmsOutbox, mailbox: Mailbox, tmp_path: Path
) -> None:
    """Racing requests for one destination, in two processes: the lock makes the second
    count the first's event, so exactly one code goes out."""
    settings = delivering_settings(tmp_path, mailbox.port)
    first = verifying_app(settings, db, clock, sms)
    second = verifying_app(settings, db, clock, sms)
    async with browser(first) as on_first, browser(second, "203.0.113.9") as on_second:
        answers = await asyncio.gather(
            *(
                http.post(CODES, json={"phone": "9845012345"})
                for http in (on_first, on_second, on_first, on_second)
            )
        )
    assert sorted(a.status_code for a in answers) == [202, 429, 429, 429]
    assert len(sms.requests) == 1
    assert await events(db, "to:9845012345") == 1


async def test_housekeeping_forgets_spent_codes_verifications_and_events(
    client: httpx.AsyncClient, clock: Clock, mailbox: Mailbox, db: Database
) -> None:
    await verify(client, lambda: mailbox.code_to(EMAIL), email=EMAIL)
    other = RateEvent(id="RE-other", bucket="signin:someone", created_at=clock.now)
    async with db.writer() as session:
        session.add(other)
        await session.commit()
    await purge_expired(db, clock.now + timedelta(hours=2))
    assert await events(db, "verify:") == 0
    assert await events(db, "signin:") == 1  # another throttle's events are its own business
    async with db.reader() as session:
        assert await session.scalar(select(func.count()).select_from(VerificationCode)) == 1
        assert await session.scalar(select(func.count()).select_from(VerifiedContact)) == 1
    await purge_expired(db, clock.now + timedelta(days=31))
    async with db.reader() as session:
        assert await session.scalar(select(func.count()).select_from(VerificationCode)) == 0
        assert await session.scalar(select(func.count()).select_from(VerifiedContact)) == 0
