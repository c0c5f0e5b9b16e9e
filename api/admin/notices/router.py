"""HTTP routes of the admins' notices (super admins: priest bookings are theirs alone). New
ones also arrive on the live feed (/ws/changes, table admin_notices)."""

from __future__ import annotations

from fastapi import APIRouter

from api.admin.notices import service
from api.admin.notices.schemas import NoticeRead, OpenNotices
from api.auth.deps import SuperAdmin
from api.common.deps import Now, ReadSession, WriteSession
from api.common.errors import NotFound, not_found_responses
from api.common.wire import PathId

router = APIRouter(prefix="/api/admin/notices", tags=["admin notices"])


@router.get("", response_model=OpenNotices)
async def open_notices(_admin: SuperAdmin, session: ReadSession) -> OpenNotices:
    """The notices not dismissed yet, newest first (the newest 50)."""
    return await service.open_notices(session)


@router.post(
    "/{notice_id}/dismiss",
    response_model=NoticeRead,
    responses=not_found_responses(NotFound.NOTICE),
)
async def dismiss_notice(
    notice_id: PathId, _admin: SuperAdmin, session: WriteSession, now: Now
) -> NoticeRead:
    return await service.dismiss(session, notice_id, now=now)
