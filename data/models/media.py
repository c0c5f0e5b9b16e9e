"""Pictures admins uploaded, encoded once and kept in the database so that every server
process, on every machine, serves the same bytes."""

from __future__ import annotations

from sqlalchemy import Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import Record


class Media(Record):
    """One encoding of one picture; the id is its file name's stem, `<hash>-<width>`, where
    the hash is of the uploaded file, so an upload sent twice is stored once."""

    __tablename__ = "media"

    content_hash: Mapped[str] = mapped_column(String(64), nullable=False, index=True)
    width: Mapped[int] = mapped_column(Integer, nullable=False)
    height: Mapped[int] = mapped_column(Integer, nullable=False)
    content_type: Mapped[str] = mapped_column(String(40), nullable=False)
    data: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
