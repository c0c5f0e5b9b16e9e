"""Priests' sessions in their app, kept as the admins' are (api/auth/sessions.py): an opaque
random token in an HttpOnly cookie of its own, only its hash stored, with an expiry, revoked
on sign-out; a priest taken off the roster (inactive, or deleted) is signed out at once."""

from __future__ import annotations

from datetime import datetime, timedelta

from api.auth.sessions import hash_token, is_live, new_token, plausible_token
from data.ids import new_id
from data.models import Priest, PriestSession
from data.repositories import priest_app as repo
from data.session_types import AsyncSession

PRIEST_COOKIE = "punya_priest"


async def open_session(session: AsyncSession, priest: Priest, *, now: datetime, days: float) -> str:
    """Store a new session for `priest`; returns the cookie's token (never stored)."""
    token = new_token()
    session.add(
        PriestSession(
            id=new_id("psess-"),
            token_hash=hash_token(token),
            priest_id=priest.id,
            expires_at=now + timedelta(days=days),
            created_at=now,
            updated_at=now,
        )
    )
    return token


async def resolve(session: AsyncSession, token: str | None, *, now: datetime) -> Priest | None:
    """The priest a cookie's token signs in, or None: unknown, expired, revoked, or a priest
    no longer on the roster."""
    if not plausible_token(token):
        return None
    assert token is not None
    found = await repo.by_token_hash(session, hash_token(token))
    if found is None:
        return None
    row, priest = found
    if not is_live(row.expires_at, row.revoked_at, now) or not priest.is_active:
        return None
    return priest


async def revoke(session: AsyncSession, token: str | None, *, now: datetime) -> None:
    if plausible_token(token):
        assert token is not None
        await repo.revoke(session, hash_token(token), now=now)
