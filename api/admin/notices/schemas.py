"""Wire shapes of the admins' notices."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from api.common.wire import WireOut


class NoticeRead(WireOut):
    id: str
    kind: str = Field(description="no_priest_left: a booking no priest is left for")
    booking_id: str | None
    message: str
    created_at: datetime
    dismissed_at: datetime | None


class OpenNotices(WireOut):
    """The newest notices not dismissed yet, and how many there are in all."""

    items: list[NoticeRead]
    total: int
