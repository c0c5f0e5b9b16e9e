"""Queries of the Temple Management screen: temples with counts, all services, temple admins."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import AdminSession, AdminUser, Temple, TempleService
from data.repositories.common import text_matches
from data.repositories.reports import count_rows


async def count_active_temples(session: AsyncSession) -> int:
    return await count_rows(session, Temple, Temple.is_active.is_(True))


async def count_active_services(session: AsyncSession) -> int:
    """Active services of active temples: what devotees can book."""
    stmt = (
        select(func.count())
        .select_from(TempleService)
        .join(Temple, Temple.id == TempleService.temple_id)
        .where(TempleService.is_active, Temple.is_active)
    )
    return int(await session.scalar(stmt) or 0)


async def count_active_admins(session: AsyncSession, role: str) -> int:
    """Active admins of `role` whose temple is active (only active admins count)."""
    stmt = (
        select(func.count())
        .select_from(AdminUser)
        .join(Temple, Temple.id == AdminUser.temple_id)
        .where(AdminUser.role == role, AdminUser.is_active, Temple.is_active)
    )
    return int(await session.scalar(stmt) or 0)


async def search_temples(
    session: AsyncSession, *, term: str, limit: int, offset: int
) -> tuple[Sequence[Temple], int]:
    """A page of active temples whose name or address contains `term`, and how many match."""
    where = [Temple.is_active.is_(True), text_matches(term, Temple.name, Temple.address)]
    total = await count_rows(session, Temple, *where)
    stmt = select(Temple).where(*where).order_by(Temple.name, Temple.id).limit(limit).offset(offset)
    return (await session.execute(stmt)).scalars().all(), total


async def service_counts(
    session: AsyncSession, temple_ids: Sequence[str]
) -> dict[str, tuple[int, int]]:
    """Per temple: (all services, active services)."""
    if not temple_ids:
        return {}
    stmt = (
        select(TempleService.temple_id, TempleService.is_active, func.count())
        .where(TempleService.temple_id.in_(temple_ids))
        .group_by(TempleService.temple_id, TempleService.is_active)
    )
    return _totals((await session.execute(stmt)).all())


async def admin_counts(
    session: AsyncSession, temple_ids: Sequence[str], role: str
) -> dict[str, tuple[int, int]]:
    """Per temple: (all admins of `role`, active ones)."""
    if not temple_ids:
        return {}
    stmt = (
        select(AdminUser.temple_id, AdminUser.is_active, func.count())
        .where(AdminUser.temple_id.in_(temple_ids), AdminUser.role == role)
        .group_by(AdminUser.temple_id, AdminUser.is_active)
    )
    return _totals((await session.execute(stmt)).all())


def _totals(rows: Sequence[tuple[str | None, bool, int]]) -> dict[str, tuple[int, int]]:
    """(temple, active?, count) rows -> temple: (all, active)."""
    counts: dict[str, tuple[int, int]] = {}
    for temple_id, is_active, n in rows:
        if temple_id is None:
            continue
        total, active = counts.get(temple_id, (0, 0))
        counts[temple_id] = (total + n, active + (n if is_active else 0))
    return counts


async def services_of(session: AsyncSession, temple_id: str) -> Sequence[TempleService]:
    """Every service of a temple, active and soft-deleted."""
    stmt = (
        select(TempleService)
        .where(TempleService.temple_id == temple_id)
        .order_by(TempleService.name, TempleService.id)
    )
    return (await session.execute(stmt)).scalars().all()


async def admins_of(session: AsyncSession, temple_id: str, role: str) -> Sequence[AdminUser]:
    stmt = (
        select(AdminUser)
        .where(AdminUser.temple_id == temple_id, AdminUser.role == role)
        .order_by(AdminUser.name, AdminUser.id)
    )
    return (await session.execute(stmt)).scalars().all()


async def get_admin(session: AsyncSession, admin_user_id: str, role: str) -> AdminUser | None:
    user = await session.get(AdminUser, admin_user_id)
    return user if user is not None and user.role == role else None


async def username_taken(
    session: AsyncSession, username: str, *, other_than: str | None = None
) -> bool:
    stmt = select(AdminUser.id).where(AdminUser.username == username)
    if other_than is not None:
        stmt = stmt.where(AdminUser.id != other_than)
    return (await session.scalar(stmt.limit(1))) is not None


async def open_sessions_of(session: AsyncSession, admin_user_id: str) -> Sequence[AdminSession]:
    stmt = select(AdminSession).where(
        AdminSession.admin_user_id == admin_user_id, AdminSession.revoked_at.is_(None)
    )
    return (await session.execute(stmt)).scalars().all()
