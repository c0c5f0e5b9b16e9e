"""Stored picture encodings: read one by its name, find a picture's widths, add new ones."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from data.models import Media


async def get_media(session: AsyncSession, media_id: str) -> Media | None:
    return await session.get(Media, media_id)


async def widths_of(session: AsyncSession, content_hash: str) -> dict[int, int]:
    """A stored picture's encodings: width -> height (empty when it is not stored)."""
    rows = await session.execute(
        select(Media.width, Media.height).where(Media.content_hash == content_hash)
    )
    return {row.width: row.height for row in rows}


def add_media(session: AsyncSession, rows: Sequence[Media]) -> None:
    session.add_all(rows)
