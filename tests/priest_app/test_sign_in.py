"""A priest signs in to their app with a one-time code sent to the phone the office has for
them: only a priest's phone gets one (and a try at another still counts in the codes'
throttle), the session is stored hashed and expires, a priest taken off the roster is out at
once, and signing out ends it."""

from __future__ import annotations

import re
from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select, update

from api.auth.sessions import hash_token
from api.priest_app.sessions import PRIEST_COOKIE
from data.db import Database
from data.models import Priest, PriestSession, VerificationCode
from tests.conftest import PUBLIC_URL, Clock
from tests.priest_app.support import PHONES, RAMESH

CODE = "/api/priest/sign-in/code"
SIGN_IN = "/api/priest/sign-in"
ME = "/api/priest/me"
PHONE = PHONES[RAMESH]


def code_in_log(caplog: pytest.LogCaptureFixture, phone: str) -> str:
    """The newest code the log holds for `phone` (no SMS here: codes go to the log)."""
    found = re.findall(rf"verification code for \*\*\*{phone[-4:]}: (\d{{6}})", caplog.text)
    assert found, caplog.text
    return str(found[-1])


async def test_a_priest_signs_in_with_the_code_sent_to_their_phone(
    client: httpx.AsyncClient, caplog: pytest.LogCaptureFixture, db: Database
) -> None:
    sent = await client.post(CODE, json={"phone": f"+91 {PHONE[:5]} {PHONE[5:]}"})
    assert sent.status_code == 202, sent.text
    assert sent.json()["destination"] == f"***{PHONE[-4:]}"
    code = code_in_log(caplog, PHONE)
    wrong = await client.post(
        SIGN_IN, json={"phone": PHONE, "code": "000000" if code != "000000" else "111111"}
    )
    assert (wrong.status_code, wrong.json()["code"]) == (422, "invalid_code")
    assert (await client.get(ME)).status_code == 401
    signed = await client.post(SIGN_IN, json={"phone": PHONE, "code": code})
    assert signed.status_code == 200, signed.text
    assert signed.json()["id"] == RAMESH
    assert signed.json()["name"] == "Pandit Ramesh Shastri"
    cookie = signed.headers["set-cookie"]
    assert cookie.startswith(f"{PRIEST_COOKIE}=") and "HttpOnly" in cookie
    token = client.cookies[PRIEST_COOKIE]
    async with db.reader() as session:
        stored = (await session.execute(select(PriestSession))).scalars().all()
    assert [s.token_hash for s in stored] == [hash_token(token)]  # the hash only
    assert (await client.get(ME)).json()["id"] == RAMESH
    used = await client.post(SIGN_IN, json={"phone": PHONE, "code": code})
    assert (used.status_code, used.json()["code"]) == (410, "code_used")
    out = await client.post("/api/priest/sign-out")
    assert out.status_code == 204
    client.cookies.set(PRIEST_COOKIE, token)  # a copy of the cookie kept elsewhere
    ended = await client.get(ME)
    assert (ended.status_code, ended.json()["code"]) == (401, "session_expired")
    assert f'{PRIEST_COOKIE}=""' in ended.headers["set-cookie"]


async def test_a_phone_no_priest_has_gets_no_code_and_the_try_counts(
    client: httpx.AsyncClient, caplog: pytest.LogCaptureFixture, db: Database
) -> None:
    stranger = "9123456780"
    refused = await client.post(CODE, json={"phone": stranger})
    assert refused.status_code == 404
    assert refused.json()["code"] == "unknown_priest_phone"
    assert "No priest is registered with this phone number" in refused.json()["detail"]
    assert "verification code for" not in caplog.text
    async with db.reader() as session:
        assert (await session.execute(select(VerificationCode))).first() is None
    # Counted as the codes' throttle counts: a second try within 30 seconds waits.
    again = await client.post(CODE, json={"phone": stranger})
    assert again.status_code == 429
    assert int(again.headers["retry-after"]) > 0
    malformed = await client.post(CODE, json={"phone": "12345"})
    assert malformed.status_code == 422


async def test_codes_are_throttled_as_every_one_time_code_is(client: httpx.AsyncClient) -> None:
    assert (await client.post(CODE, json={"phone": PHONE})).status_code == 202
    soon = await client.post(CODE, json={"phone": PHONE})
    assert soon.status_code == 429
    assert soon.json()["code"] == "rate_limited"


async def test_a_session_ends_with_its_time_or_with_the_priest_on_the_roster(
    client: httpx.AsyncClient, caplog: pytest.LogCaptureFixture, db: Database, clock: Clock
) -> None:
    await client.post(CODE, json={"phone": PHONE})
    await client.post(SIGN_IN, json={"phone": PHONE, "code": code_in_log(caplog, PHONE)})
    assert (await client.get(ME)).status_code == 200
    start = clock.now
    clock.now = start + timedelta(days=30)  # PUNYA_PRIEST_SESSION_DAYS
    assert (await client.get(ME)).status_code == 401
    clock.now = start + timedelta(minutes=1)  # past the codes' 30 seconds between two
    async with db.writer() as session:
        await session.execute(update(Priest).where(Priest.id == RAMESH).values(is_active=False))
        await session.commit()
    assert (await client.get(ME)).status_code == 401
    refused = await client.post(CODE, json={"phone": PHONE})
    assert refused.status_code == 404


async def test_another_sites_page_cannot_act_with_a_priests_cookie(
    client: httpx.AsyncClient,
) -> None:
    forged = await client.post(
        "/api/priest/sign-out", headers={"Origin": "https://evil.example", "Cookie": "x=1"}
    )
    assert forged.status_code == 403
    assert forged.json()["code"] == "cross_site_request"
    own = await client.post("/api/priest/sign-out", headers={"Origin": PUBLIC_URL})
    assert own.status_code == 204


async def test_housekeeping_deletes_sessions_a_day_after_they_ended(
    db: Database, clock: Clock
) -> None:
    from api.housekeeping import purge_expired
    from tests.priest_app.support import store_session

    signed_out = await store_session(db, RAMESH, clock.now)
    still_on = await store_session(db, RAMESH, clock.now)
    async with db.writer() as session:
        await session.execute(
            update(PriestSession)
            .where(PriestSession.token_hash == hash_token(signed_out))
            .values(revoked_at=clock.now)
        )
        await session.commit()
    await purge_expired(db, clock.now + timedelta(hours=23))
    async with db.reader() as session:
        assert len((await session.execute(select(PriestSession))).scalars().all()) == 2
    await purge_expired(db, clock.now + timedelta(days=1, minutes=1))
    async with db.reader() as session:
        left = (await session.execute(select(PriestSession.token_hash))).scalars().all()
    assert left == [hash_token(still_on)]
    await purge_expired(db, clock.now + timedelta(days=32))  # expired (30 days) a day before
    async with db.reader() as session:
        assert (await session.execute(select(PriestSession))).first() is None
