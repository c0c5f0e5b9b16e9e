"""Use cases of the admins' notices: the open ones, and dismissing one."""

from __future__ import annotations

from datetime import datetime

from api.admin.notices.schemas import NoticeRead, OpenNotices
from api.common.errors import NotFound
from data.repositories import admin_notices as repo
from data.session_types import AsyncSession

SHOWN = 50


async def open_notices(session: AsyncSession) -> OpenNotices:
    items = [NoticeRead.model_validate(n) for n in await repo.open_notices(session, SHOWN)]
    return OpenNotices(items=items, total=await repo.count_open(session))


async def dismiss(session: AsyncSession, notice_id: str, *, now: datetime) -> NoticeRead:
    """Dismissed once: dismissing it again changes nothing."""
    notice = NotFound.NOTICE.unless(await repo.get_for_update(session, notice_id))
    if notice.dismissed_at is None:
        notice.dismissed_at = now
        notice.updated_at = now
        await session.commit()
    return NoticeRead.model_validate(notice)
