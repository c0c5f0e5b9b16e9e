"""Photos of a puja, which its priest adds once it has started and until it is completed (at
least one is needed to complete it): each goes through the pictures' one upload path (checked,
re-encoded, stored once) and is kept on the booking, where the devotee's Track Booking shows it."""

from __future__ import annotations

from datetime import datetime

from api.common.errors import ApiError, NotFound
from api.media import service as media
from api.media.rules import NAME as MEDIA_NAME
from api.priest_app import rules, service
from api.priest_app.schemas import VisitRead
from assistant_core.texts import Language
from data.db import Database
from data.models import PriestAssignment
from data.models.base import stamp_updated
from data.session_types import AsyncSession
from data.statuses import VisitStatus

PHOTOS_NOT_NOW = "Photos are added once the puja has started, until it is completed."
TOO_MANY_PHOTOS = f"A puja keeps at most {rules.MAX_PHOTOS} photos. Remove one to add another."


def _photos_allowed(held: PriestAssignment, count: int) -> None:
    if held.status != VisitStatus.STARTED:
        raise ApiError(409, "photos_not_now", PHOTOS_NOT_NOW, fields=["photos"])
    if count >= rules.MAX_PHOTOS:
        raise ApiError(409, "too_many_photos", TOO_MANY_PHOTOS, fields=["photos"])


async def add_photo(
    db: Database,
    priest_id: str,
    booking_id: str,
    data: bytes,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    """A photo of the puja (checked and encoded by the pictures' one upload path), kept on
    the booking. Asked first (no picture is stored for a booking that is not theirs or not
    begun), then asked again under the locks as it is added."""
    async with db.reader() as session:
        booking, held = await service.held_by(session, priest_id, booking_id, lock=False)
        _photos_allowed(held, len(booking.photos))
    picture = await media.store_picture(db, data, field="photo", now=now)
    async with db.writer() as session:
        booking, held = await service.held_by(session, priest_id, booking_id, lock=True)
        if picture.url not in booking.photos:
            _photos_allowed(held, len(booking.photos))
            booking.photos = [*booking.photos, picture.url]
            stamp_updated(booking, now)
        view = await service.read(session, booking, held, now=now, window=window, language=language)
        await session.commit()
    return view


async def remove_photo(
    session: AsyncSession,
    priest_id: str,
    booking_id: str,
    file_name: str,
    *,
    now: datetime,
    window: float,
    language: Language,
) -> VisitRead:
    """Take back a photo added by mistake, while the puja is not completed yet."""
    booking, held = await service.held_by(session, priest_id, booking_id, lock=True)
    if held.status != VisitStatus.STARTED:
        raise ApiError(409, "photos_not_now", PHOTOS_NOT_NOW, fields=["photos"])
    kept = [url for url in booking.photos if url.rsplit("/", 1)[-1] != file_name]
    if not MEDIA_NAME.match(file_name) or len(kept) == len(booking.photos):
        raise NotFound.PICTURE.error()
    booking.photos = kept
    stamp_updated(booking, now)
    view = await service.read(session, booking, held, now=now, window=window, language=language)
    await session.commit()
    return view
