"""Admin users and their sign-in sessions as signing in reads and ends them: who a username
or a session's token names (with their temple's name and state), and sessions revoked in
one statement."""

from __future__ import annotations

from datetime import datetime
from typing import NamedTuple

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import AdminSession, AdminUser, Temple


class SigningIn(NamedTuple):
    """An admin and their temple's name and state (None for an admin of no temple)."""

    user: AdminUser
    temple_name: str | None
    temple_active: bool | None


async def by_username(session: AsyncSession, username: str) -> SigningIn | None:
    stmt = (
        select(AdminUser, Temple.name, Temple.is_active)
        .outerjoin(Temple, Temple.id == AdminUser.temple_id)
        .where(AdminUser.username == username)
    )
    found = (await session.execute(stmt)).first()
    return None if found is None else SigningIn(*found)


async def by_token_hash(
    session: AsyncSession, token_hash: str
) -> tuple[AdminSession, SigningIn] | None:
    """The stored session with this token hash (revoked and expired ones too) and its admin."""
    stmt = (
        select(AdminSession, AdminUser, Temple.name, Temple.is_active)
        .join(AdminUser, AdminUser.id == AdminSession.admin_user_id)
        .outerjoin(Temple, Temple.id == AdminUser.temple_id)
        .where(AdminSession.token_hash == token_hash)
    )
    found = (await session.execute(stmt)).first()
    if found is None:
        return None
    row, user, temple_name, temple_active = found
    return row, SigningIn(user, temple_name, temple_active)


async def revoke_temple_sessions(session: AsyncSession, temple_id: str, *, now: datetime) -> None:
    """End every open session of the temple's admins."""
    admins = select(AdminUser.id).where(AdminUser.temple_id == temple_id)
    await session.execute(
        update(AdminSession)
        .where(AdminSession.admin_user_id.in_(admins), AdminSession.revoked_at.is_(None))
        .values(revoked_at=now, updated_at=now)
    )


async def revoke_session(session: AsyncSession, token_hash: str, *, now: datetime) -> None:
    await session.execute(
        update(AdminSession)
        .where(AdminSession.token_hash == token_hash, AdminSession.revoked_at.is_(None))
        .values(revoked_at=now, updated_at=now)
    )


async def any_with_role(session: AsyncSession, role: str) -> bool:
    stmt = select(AdminUser.id).where(AdminUser.role == role).limit(1)
    return (await session.scalar(stmt)) is not None


async def user_named(session: AsyncSession, username: str) -> AdminUser | None:
    return await session.scalar(select(AdminUser).where(AdminUser.username == username))
