"""Admins for tests: the six kinds of caller of the authorization matrix, each with a
signed-in client (sessions are stored directly: the login itself is tested on its own)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from datetime import datetime, timedelta
from functools import cache
from typing import Any

import httpx

from api.auth.access import DEFAULT_TEMPLE_ADMIN_PERMISSIONS, SUPERADMIN, TEMPLE_ADMIN
from api.auth.passwords import hash_password_sync
from api.auth.sessions import SESSION_COOKIE, open_session
from data.db import Database
from data.models import AdminUser

PASSWORD = "Om-namah-shivaya-108"
TEMPLE_A = "temple-kashi-vishwanath-varanasi"
TEMPLE_B = "temple-siddhivinayak-mumbai"
SERVICE_A = "tsvc-kashi-rudrabhishek"
SERVICE_B = "tsvc-siddhivinayak-modak"

# Callers of every admin endpoint. "nobody" has no session at all.
SUPER = "superadmin"
ADMIN_A = "admin_a"
ADMIN_B = "admin_b"
INACTIVE_A = "inactive_a"
VIEWER_A = "viewer_a"  # temple A without manageBookings, with manageTimings
NOBODY = "nobody"
CALLERS = (NOBODY, ADMIN_A, ADMIN_B, INACTIVE_A, VIEWER_A, SUPER)


@cache
def password_hash(password: str = PASSWORD) -> str:
    return hash_password_sync(password)


def admin_user(
    username: str,
    *,
    role: str = TEMPLE_ADMIN,
    temple_id: str | None = None,
    permissions: dict[str, bool] | None = None,
    is_active: bool = True,
) -> AdminUser:
    return AdminUser(
        id=f"temple-admin-{username}" if role == TEMPLE_ADMIN else f"admin-{username}",
        admin_id=f"admin-{username}",
        role=role,
        username=username,
        name=username.replace("-", " ").title(),
        email=f"{username}@example.in",
        phone="9876543210",
        temple_id=temple_id,
        permissions=dict(DEFAULT_TEMPLE_ADMIN_PERMISSIONS if permissions is None else permissions),
        is_active=is_active,
        password_hash=password_hash(),
    )


def the_admins() -> dict[str, AdminUser]:
    no_bookings = {
        **DEFAULT_TEMPLE_ADMIN_PERMISSIONS,
        "manageBookings": False,
        "manageTimings": True,  # off by default: the other temple admins go without
    }
    return {
        SUPER: admin_user("root", role=SUPERADMIN),
        ADMIN_A: admin_user("kashi-admin", temple_id=TEMPLE_A),
        ADMIN_B: admin_user("mumbai-admin", temple_id=TEMPLE_B),
        INACTIVE_A: admin_user("kashi-retired", temple_id=TEMPLE_A, is_active=False),
        VIEWER_A: admin_user("kashi-viewer", temple_id=TEMPLE_A, permissions=no_bookings),
    }


async def store_session(db: Database, user: AdminUser, now: datetime) -> str:
    """A valid session for `user` as a cookie token (the inactive admin's is valid too, so
    the test shows that deactivation itself shuts the door)."""
    async with db.writer() as session:
        token, _row = await open_session(session, user, now=now - timedelta(minutes=1), hours=12)
        await session.commit()
    return token


ClientFor = Callable[[str], Awaitable[httpx.AsyncClient]]


async def clients_for(
    app: Any, db: Database, now: datetime, base_url: str
) -> AsyncIterator[ClientFor]:
    """Yields `client_for(caller)`: an HTTP client signed in as one of CALLERS."""
    admins = the_admins()
    async with db.writer() as session:
        session.add_all(admins.values())
        await session.commit()
    async with AsyncExitStack() as stack:
        made: dict[str, httpx.AsyncClient] = {}

        async def client_for(caller: str) -> httpx.AsyncClient:
            if caller not in made:
                http = httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=base_url)
                made[caller] = await stack.enter_async_context(http)
                if caller != NOBODY:
                    token = await store_session(db, admins[caller], now)
                    http.cookies.set(SESSION_COOKIE, token)
            return made[caller]

        yield client_for
