"""Use cases of pictures: take an upload (checked, encoded off the event loop, stored once
per content), and read one encoding to serve."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

import anyio.to_thread

from api.common.errors import ApiError
from api.media import rules
from api.media.schemas import PictureSize, UploadedPicture
from data.db import Database
from data.models import Media
from data.repositories.media import add_media, get_media, widths_of
from data.session_types import AsyncSession, IntegrityError

# One picture is decoded at a time in each server process: a decoded picture takes up to
# about a hundred megabytes, so six uploads at once must not mean six of those. Uploads wait
# for this one thread in its queue, holding no other thread; what the header alone refuses
# is refused before that wait.
_DECODER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="picture-decoder")


async def encoded_one_at_a_time(data: bytes) -> list[rules.Encoded]:
    """The upload's encodings (rules.encode_picture), made by the process's one decoder.
    Raises PictureRefused."""
    # Reading the header takes a few milliseconds (a GIF's frames are counted): off the loop.
    await anyio.to_thread.run_sync(rules.check_picture, data)
    return await asyncio.get_running_loop().run_in_executor(_DECODER, rules.encode_picture, data)


def refused(field: str, refusal: rules.PictureRefused) -> ApiError:
    status = 413 if refusal.code == "picture_too_large" else 422
    return ApiError(status, refusal.code, f"{field} {refusal.rule}", fields=[field])


def _answer(digest: str, sizes: dict[int, int]) -> UploadedPicture:
    widest = max(sizes)
    return UploadedPicture(
        url=rules.media_url(digest, widest),
        content_hash=digest,
        sizes=[
            PictureSize(width=w, height=h, url=rules.media_url(digest, w))
            for w, h in sorted(sizes.items())
        ],
    )


async def store_picture(db: Database, data: bytes, *, field: str, now: datetime) -> UploadedPicture:
    """The upload's encodings, made and stored unless the same file was stored before.
    `field` names the form field in a refusal ("images must be a still picture...")."""
    digest = rules.content_hash(data)
    async with db.reader() as session:
        known = await widths_of(session, digest)
    if known:
        return _answer(digest, known)
    try:
        # Decoding and resizing take CPU for up to a second: not on the event loop.
        encoded = await encoded_one_at_a_time(data)
    except rules.PictureRefused as refusal:
        raise refused(field, refusal) from None
    rows = [
        Media(
            id=f"{digest}-{e.width}",
            content_hash=digest,
            width=e.width,
            height=e.height,
            content_type=rules.CONTENT_TYPE,
            data=e.data,
            created_at=now,
            updated_at=now,
        )
        for e in encoded
    ]
    try:
        async with db.writer() as session, session.begin():
            add_media(session, rows)
    except IntegrityError:
        pass  # the same file, uploaded at the same moment by someone else: stored once
    return _answer(digest, {e.width: e.height for e in encoded})


async def read_media(session: AsyncSession, name: str) -> Media | None:
    """The encoding a /media/<hash>-<width>.webp name stands for, or None."""
    if rules.NAME.match(name) is None:
        return None
    return await get_media(session, name.removesuffix(".webp"))
