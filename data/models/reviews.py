"""Devotees' reviews of their completed bookings and delivered orders: one per record."""

from __future__ import annotations

from sqlalchemy import Boolean, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import Record


class Review(Record):
    """Stars (1 to 5) and an optional comment on one record. The unique key on (kind, id)
    lets only one of two concurrent submissions land."""

    __tablename__ = "reviews"
    __table_args__ = (
        UniqueConstraint("record_kind", "record_id", name="uq_reviews_record"),
        # The back office's newest-first list: all of them, or one temple's.
        Index("ix_reviews_created", "created_at", "id"),
        Index("ix_reviews_temple_created", "temple_id", "created_at", "id"),
    )

    record_kind: Mapped[str] = mapped_column(String(10), nullable=False)  # priest|temple|store
    record_id: Mapped[str] = mapped_column(String(40), nullable=False)
    # What was reviewed: the puja or temple service booked (None for a store order), its name
    # as booked, and the temple (temple bookings only; its admins see these reviews).
    subject_id: Mapped[str | None] = mapped_column(String(80))
    subject_name: Mapped[str] = mapped_column(String(160), nullable=False)
    temple_id: Mapped[str | None] = mapped_column(String(40))
    # The priest who held the booking (priest bookings only): their rating counts the review.
    priest_id: Mapped[str | None] = mapped_column(String(40))
    customer_name: Mapped[str] = mapped_column(String(120), nullable=False)
    stars: Mapped[int] = mapped_column(Integer, nullable=False)
    comment: Mapped[str] = mapped_column(Text, nullable=False, default="")
    # Hidden by an admin: kept, but counted in no average.
    hidden: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
