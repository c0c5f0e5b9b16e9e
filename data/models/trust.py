"""Owner verification: one-time codes sent to a phone or e-mail, the browsers that proved
they hold one, and the throttle events that bound how often codes are sent or tried."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import Record, UTCDateTime


class VerificationCode(Record):
    """A 6-digit code sent to `destination` (10 phone digits or a lower-case e-mail).
    Only its hash is stored; it expires, allows a few tries and is used once."""

    __tablename__ = "verification_codes"

    destination: Mapped[str] = mapped_column(String(254), nullable=False, index=True)
    channel: Mapped[str] = mapped_column(String(10), nullable=False)  # sms | email
    code_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)
    tries: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    client_ref: Mapped[str | None] = mapped_column(String(64))


class VerifiedContact(Record):
    """A browser (its client cookie's hash) that proved it holds a phone or e-mail."""

    __tablename__ = "verified_contacts"
    __table_args__ = (
        UniqueConstraint("client_ref", "destination", name="uq_verified_contacts_client_dest"),
    )

    client_ref: Mapped[str] = mapped_column(String(64), nullable=False)
    destination: Mapped[str] = mapped_column(String(254), nullable=False)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)


class RateEvent(Record):
    """One counted event of a throttle (`bucket` names the throttle and its key), stored so
    that every server process counts the same events."""

    __tablename__ = "rate_events"
    __table_args__ = (Index("ix_rate_events_bucket_created", "bucket", "created_at"),)

    bucket: Mapped[str] = mapped_column(String(300), nullable=False)
