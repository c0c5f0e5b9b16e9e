"""Admin sign-in: Argon2 hashes, HttpOnly session cookies stored hashed, logout revokes,
inactive admins refused, stale and forged cookies refused, failures slowed per username and
address (never a lockout that anyone can cause) and per address."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.auth.sessions import SESSION_COOKIE, hash_token
from data.db import Database
from data.models import AdminSession, AdminUser, LoginFailure
from tests.admin_support import ADMIN_A, PASSWORD, SUPER, TEMPLE_A, ClientFor, the_admins
from tests.conftest import PUBLIC_URL, Clock
from tests.support import add, count

LOGIN = "/api/auth/login"
ME = "/api/auth/me"


@pytest.fixture
async def admins(db: Database) -> dict[str, AdminUser]:
    admins = the_admins()
    await add(db, *admins.values())
    return admins


def session_cookie(response: httpx.Response) -> str:
    header = next(h for h in response.headers.get_list("set-cookie") if SESSION_COOKIE in h)
    return header.lower()


async def test_a_temple_admin_signs_in_and_is_known(
    client: httpx.AsyncClient, admins: dict[str, AdminUser], db: Database
) -> None:
    response = await client.post(LOGIN, json={"username": "Kashi-Admin ", "password": PASSWORD})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    assert body["user"] == {
        "id": "temple-admin-kashi-admin",
        "username": "kashi-admin",
        "email": "kashi-admin@example.in",
        "role": "temple-admin",
        "permissions": {
            "manageServices": True,
            "manageBookings": True,
            "viewReports": True,
            "manageTimings": False,
        },
        "templeId": TEMPLE_A,
        "templeName": "Shri Kashi Vishwanath Temple",
    }
    cookie = session_cookie(response)
    assert "httponly" in cookie
    assert "samesite=lax" in cookie
    assert "secure" not in cookie  # the test server speaks plain http
    me = await client.get(ME)
    assert me.status_code == 200
    assert me.json()["user"]["username"] == "kashi-admin"
    # Only the token's hash is stored.
    token = client.cookies[SESSION_COOKIE]
    async with db.reader() as session:
        stored = (await session.execute(select(AdminSession))).scalars().all()
    assert [s.token_hash for s in stored] == [hash_token(token)]
    assert token not in {s.token_hash for s in stored}


async def test_the_super_admin_has_every_permission(
    client: httpx.AsyncClient, admins: dict[str, AdminUser]
) -> None:
    response = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    user = response.json()["user"]
    assert user["role"] == "superadmin"
    assert user["templeId"] is None
    assert user["templeName"] is None
    assert set(user["permissions"]) >= {
        "temples",
        "templeServices",
        "templeBookings",
        "spiritualStore",
        "userManagement",
        "reports",
        "manageBookings",
    }
    assert all(user["permissions"].values())


@pytest.mark.parametrize(
    ("username", "password"),
    [("kashi-admin", "wrong password"), ("nobody-here", PASSWORD), ("kashi-retired", PASSWORD)],
)
async def test_wrong_unknown_or_inactive_is_invalid_credentials(
    client: httpx.AsyncClient, admins: dict[str, AdminUser], username: str, password: str
) -> None:
    response = await client.post(LOGIN, json={"username": username, "password": password})
    assert response.status_code == 401
    assert response.json()["detail"] == "Invalid credentials"
    assert response.json()["success"] is False
    assert SESSION_COOKIE not in response.cookies
    assert (await client.get(ME)).status_code == 401


async def test_missing_fields_are_named(client: httpx.AsyncClient) -> None:
    response = await client.post(LOGIN, json={"username": "root"})
    assert response.status_code == 422
    assert response.json()["errors"] == [
        {"field": "password", "message": "Please fill all required fields"}
    ]


async def test_passwords_are_never_stored_or_returned_in_plain_text(
    client: httpx.AsyncClient, admins: dict[str, AdminUser], db: Database
) -> None:
    response = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert PASSWORD not in response.text
    async with db.reader() as session:
        hashes = (await session.execute(select(AdminUser.password_hash))).scalars().all()
    assert hashes
    assert all(h.startswith("$argon2id$") and PASSWORD not in h for h in hashes)


async def test_logout_revokes_the_session(
    client: httpx.AsyncClient, admins: dict[str, AdminUser]
) -> None:
    await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    token = client.cookies[SESSION_COOKIE]
    out = await client.post("/api/auth/logout")
    assert out.status_code == 204
    assert SESSION_COOKIE not in client.cookies
    client.cookies.set(SESSION_COOKIE, token)  # a copy of the old cookie no longer works
    again = await client.get(ME)
    assert again.status_code == 401
    assert again.json()["code"] == "session_expired"


async def test_no_stale_or_forged_cookie_opens_a_session(
    client: httpx.AsyncClient, as_admin: ClientFor, clock: Clock
) -> None:
    assert (await client.get(ME)).json()["code"] == "not_signed_in"
    client.cookies.set(SESSION_COOKIE, "forged-" + "x" * 40)
    forged = await client.get(ME)
    assert forged.status_code == 401
    assert forged.json()["detail"] == "Your session has ended. Please sign in again."
    assert 'punya_admin=""' in forged.headers["set-cookie"]
    signed_in = await as_admin(SUPER)
    assert (await signed_in.get(ME)).status_code == 200
    clock.now += timedelta(hours=13)  # sessions last 12 hours
    assert (await signed_in.get(ME)).status_code == 401


async def test_deactivating_an_admin_ends_their_sessions(as_admin: ClientFor, db: Database) -> None:
    admin = await as_admin(ADMIN_A)
    assert (await admin.get(ME)).status_code == 200
    async with db.writer() as session:
        user = await session.get(AdminUser, "temple-admin-kashi-admin")
        assert user is not None
        user.is_active = False
        await session.commit()
    assert (await admin.get(ME)).status_code == 401


def from_address(app: FastAPI, address: str) -> httpx.AsyncClient:
    """A client whose requests come from `address` (the app is already started)."""
    transport = httpx.ASGITransport(app=app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url=PUBLIC_URL)


async def test_failures_slow_the_guessing_address_with_a_growing_pause(
    client: httpx.AsyncClient, admins: dict[str, AdminUser], clock: Clock, db: Database
) -> None:
    for _ in range(5):  # the free tries
        bad = await client.post(LOGIN, json={"username": "root", "password": "guess"})
        assert bad.status_code == 401
    paused = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert paused.status_code == 429
    assert paused.json()["code"] == "too_many_attempts"
    assert paused.json()["detail"] == (
        "Too many failed sign-in attempts. Please wait 30 seconds and try again."
    )
    assert paused.headers["retry-after"] == "30"
    # Another username from the same address is still let in.
    other = await client.post(LOGIN, json={"username": "kashi-admin", "password": PASSWORD})
    assert other.status_code == 200
    # After the pause one more try; a wrong one doubles the pause.
    clock.now += timedelta(seconds=30)
    assert (await client.post(LOGIN, json={"username": "root", "password": "x"})).status_code == 401
    again = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert again.headers["retry-after"] == "60"
    assert again.json()["detail"].endswith("wait 1 minute and try again.")
    clock.now += timedelta(seconds=60)
    assert (await client.post(LOGIN, json={"username": "root", "password": PASSWORD})).is_success
    async with db.reader() as session:
        left = (await session.execute(select(LoginFailure.username))).scalars().all()
    assert left == []  # a success forgets this address's failures for the username


async def test_nobody_can_lock_the_super_admin_out_from_their_own_address(
    app: FastAPI, admins: dict[str, AdminUser], db: Database
) -> None:
    # Guesses from six addresses, each up to its own pause: before, five failures from
    # anywhere locked "root" out everywhere for fifteen minutes.
    for n in range(6):
        async with from_address(app, f"203.0.113.{n}") as attacker:
            for _ in range(6):
                await attacker.post(LOGIN, json={"username": "root", "password": "guess"})
    assert await count(db, LoginFailure) == 30
    async with from_address(app, "198.51.100.7") as admin:
        mine = await admin.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert mine.status_code == 200, mine.text
    async with from_address(app, "203.0.113.1") as attacker:
        still = await attacker.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert still.status_code == 429  # the guessers stay slowed
    assert await count(db, LoginFailure) == 30  # the admin's success forgets only their own


async def test_repeated_failures_are_throttled_per_address(
    client: httpx.AsyncClient, admins: dict[str, AdminUser]
) -> None:
    for n in range(20):
        name = f"guess{n}"
        assert (
            await client.post(LOGIN, json={"username": name, "password": "x"})
        ).status_code == 401
    blocked = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert blocked.status_code == 429
