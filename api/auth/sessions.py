"""Sign-in sessions: an opaque random token in an HttpOnly cookie, only its hash stored. The
admins' here; the priests' app keeps its own sessions the same way, with the token, cookie
and expiry helpers below (api/priest_app/sessions.py)."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta

from fastapi import Request, Response

from api.auth.access import SUPERADMIN, UNKNOWN_TEMPLE, Principal
from data.ids import new_id
from data.models import AdminSession, AdminUser
from data.repositories import admin_sign_in
from data.session_types import AsyncSession

SESSION_COOKIE = "punya_admin"
_TOKEN_LENGTHS = range(32, 129)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def plausible_token(token: str | None) -> bool:
    return token is not None and len(token) in _TOKEN_LENGTHS and token.isascii()


def new_token() -> str:
    """A fresh session token for a cookie (only `hash_token` of it is ever stored)."""
    return secrets.token_urlsafe(32)


def is_live(expires_at: datetime, revoked_at: datetime | None, now: datetime) -> bool:
    """A stored session still signs its holder in: not revoked, not expired."""
    return revoked_at is None and now < expires_at


async def open_session(
    session: AsyncSession, user: AdminUser, *, now: datetime, hours: float
) -> tuple[str, AdminSession]:
    """Store a new session for `user`; returns the cookie's token (never stored) and the row."""
    token = new_token()
    row = AdminSession(
        id=new_id("sess-"),
        token_hash=hash_token(token),
        admin_user_id=user.id,
        expires_at=now + timedelta(hours=hours),
        created_at=now,
        updated_at=now,
    )
    session.add(row)
    return token, row


def principal_of(user: AdminUser, temple_name: str | None, session_id: str = "") -> Principal:
    return Principal(
        user_id=user.id,
        username=user.username,
        email=user.email,
        role=user.role,
        temple_id=user.temple_id,
        temple_name=None if user.role == SUPERADMIN else (temple_name or UNKNOWN_TEMPLE),
        stored_permissions=dict(user.permissions or {}),
        session_id=session_id,
    )


async def resolve_session(
    session: AsyncSession, token: str | None, *, now: datetime
) -> Principal | None:
    """The admin a cookie's token signs in, or None when it is unknown, expired, revoked,
    or its admin (or a temple admin's temple) has been deactivated since."""
    if not plausible_token(token):
        return None
    assert token is not None
    found = await admin_sign_in.by_token_hash(session, hash_token(token))
    if found is None:
        return None
    row, (user, temple_name, temple_active) = found
    if not is_live(row.expires_at, row.revoked_at, now):
        return None
    if not may_sign_in(user, temple_active):
        return None
    return principal_of(user, temple_name, row.id)


def may_sign_in(user: AdminUser, temple_active: bool | None) -> bool:
    """An active admin; a temple admin only while their temple is active (a deactivated
    temple's admins are out, as the temple is out of every list)."""
    if not user.is_active:
        return False
    return user.role == SUPERADMIN or temple_active is not False


async def revoke_session(session: AsyncSession, token: str | None, *, now: datetime) -> None:
    if plausible_token(token):
        assert token is not None
        await admin_sign_in.revoke_session(session, hash_token(token), now=now)


def set_session_cookie(
    request: Request, response: Response, token: str, hours: float, *, name: str = SESSION_COOKIE
) -> None:
    response.set_cookie(
        name,
        token,
        max_age=int(hours * 3600),
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        path="/",
    )


def clear_session_cookie(response: Response, *, name: str = SESSION_COOKIE) -> None:
    response.delete_cookie(name, path="/", httponly=True, samesite="lax")


def clear_cookie_header(name: str) -> str:
    """Sent with a 401 for a stale or forged cookie, so the browser forgets it."""
    return f'{name}=""; Max-Age=0; Path=/; HttpOnly; SameSite=lax'
