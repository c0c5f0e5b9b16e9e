"""Admin sign-in: Argon2 hashes, HttpOnly session cookies stored hashed, logout revokes,
inactive admins refused, stale and forged cookies refused, failures throttled."""

from __future__ import annotations

from datetime import timedelta

import httpx
import pytest
from sqlalchemy import select

from api.auth.sessions import SESSION_COOKIE, hash_token
from data.db import Database
from data.models import AdminSession, AdminUser, LoginFailure
from tests.admin_support import ADMIN_A, PASSWORD, SUPER, TEMPLE_A, ClientFor, the_admins
from tests.conftest import Clock
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


async def test_repeated_failures_are_throttled_per_username(
    client: httpx.AsyncClient, admins: dict[str, AdminUser], clock: Clock, db: Database
) -> None:
    for _ in range(5):
        bad = await client.post(LOGIN, json={"username": "root", "password": "guess"})
        assert bad.status_code == 401
    blocked = await client.post(LOGIN, json={"username": "root", "password": PASSWORD})
    assert blocked.status_code == 429
    assert blocked.json()["detail"] == (
        "Too many failed sign-in attempts. Please wait 15 minutes and try again."
    )
    assert blocked.headers["retry-after"] == "900"
    # Another username from the same address is still let in.
    other = await client.post(LOGIN, json={"username": "kashi-admin", "password": PASSWORD})
    assert other.status_code == 200
    clock.now += timedelta(minutes=15, seconds=1)
    assert (await client.post(LOGIN, json={"username": "root", "password": PASSWORD})).is_success
    assert await count(db, LoginFailure) == 0  # a success forgets the failures


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
