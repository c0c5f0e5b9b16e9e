"""Wire shapes of picture uploads."""

from __future__ import annotations

from pydantic import Field

from api.common.wire import WireOut


class PictureSize(WireOut):
    width: int
    height: int
    url: str


class UploadedPicture(WireOut):
    """Where an uploaded picture is served: `url` (its widest encoding) is what a record
    keeps; `sizes` are every width, for a srcset."""

    url: str = Field(description="/media/<hash>-<width>.webp of the widest encoding")
    content_hash: str
    sizes: list[PictureSize]
