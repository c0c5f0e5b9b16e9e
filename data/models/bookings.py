"""Bookings of a priest for a puja at home or online."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import Boolean, Float, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import JSONType, Money, Record, Status, UTCDateTime, utcnow
from data.statuses import BookingStatus, PaymentStatus, VisitStatus


class PriestBooking(Record):
    __tablename__ = "priest_bookings"
    __table_args__ = (
        # A slot's bookings are counted against its capacity on every booking.
        Index("ix_priest_bookings_slot", "selected_date", "selected_time"),
        # Newest-first lists, all of them or of one status.
        Index("ix_priest_bookings_created", "created_at", "id"),
        Index("ix_priest_bookings_status_created", "status", "created_at", "id"),
    )

    # The puja's and the priest's names in Hindi too, so the devotee reads them in their language.
    TRANSLATED: ClassVar[tuple[str, ...]] = ("service_name", "priest_assigned")

    # A snapshot of the puja as booked: the catalogue may change or drop it later.
    service_id: Mapped[str] = mapped_column(String(80), nullable=False)
    service_name: Mapped[str] = mapped_column(String(120), nullable=False)
    service_name_hi: Mapped[str | None] = mapped_column(String(120), nullable=True)
    customer_name: Mapped[str] = mapped_column(String(120), nullable=False)
    customer_phone: Mapped[str] = mapped_column(String(20), nullable=False, index=True)
    customer_email: Mapped[str | None] = mapped_column(String(254), index=True)
    customer_address: Mapped[str] = mapped_column(String(500), nullable=False)
    is_online: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    selected_date: Mapped[str] = mapped_column(String(10), nullable=False)
    selected_time: Mapped[str] = mapped_column(String(40), nullable=False)
    special_requests: Mapped[str] = mapped_column(Text, nullable=False, default="")
    price: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    status: Mapped[BookingStatus] = mapped_column(Status(BookingStatus), nullable=False)
    # The priest's name as assigned (shown on receipts and lists) and their id; the
    # assignment row below is what holds the priest for the slot.
    priest_assigned: Mapped[str | None] = mapped_column(String(120))
    priest_assigned_hi: Mapped[str | None] = mapped_column(String(120))
    priest_id: Mapped[str | None] = mapped_column(String(40), index=True)
    # The language the devotee asked the PRIEST to speak (None: any), which assignment
    # honours first.
    language: Mapped[str | None] = mapped_column(String(20))
    # The language the devotee booked in (en, hi or hinglish): our messages to them use it.
    message_language: Mapped[str] = mapped_column(String(10), nullable=False, default="en")
    # For an online puja: the video call's address, made when the booking is confirmed.
    meeting_link: Mapped[str | None] = mapped_column(String(200))
    # Where the home is on the map (None: online, or an address the map does not know).
    latitude: Mapped[float | None] = mapped_column(Float)
    longitude: Mapped[float | None] = mapped_column(Float)
    payment_status: Mapped[PaymentStatus] = mapped_column(Status(PaymentStatus), nullable=False)
    status_history: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONType, nullable=False, default=list
    )
    client_ref: Mapped[str | None] = mapped_column(String(64), index=True)
    # When an online payment for it was last started (or, for an order placed to pay online,
    # when it was placed); None once paid or settled in cash. The reconciler releases records
    # left unpaid too long after it.
    payment_attempted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
    # The pictures the priest took of the puja when marking it done (/media/ URLs), which the
    # devotee's Track Booking shows.
    photos: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # The family's sankalp (gotra, nakshatra or rashi, the names it is for) as the booking
    # form took it (api/common/sankalp.py); None: not given.
    sankalp: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)


class PriestAssignment(Record):
    """A priest held for one slot by one booking. The unique constraint is what makes
    double-booking a priest impossible, whichever process or request gets there first."""

    __tablename__ = "priest_assignments"
    __table_args__ = (
        # Also what a priest's own list is read by (its first column).
        UniqueConstraint(
            "priest_id", "selected_date", "selected_time", name="uq_priest_assignments_slot"
        ),
        # The offers whose time to accept has passed, looked for every minute.
        Index("ix_priest_assignments_offers", "status", "offered_at"),
    )

    priest_id: Mapped[str] = mapped_column(String(40), nullable=False)
    booking_id: Mapped[str] = mapped_column(String(40), nullable=False, unique=True)
    selected_date: Mapped[str] = mapped_column(String(10), nullable=False, index=True)
    selected_time: Mapped[str] = mapped_column(String(40), nullable=False)
    # Where the priest stands with it (offered, accepted, started; done once completed), and
    # when it was offered: an offer not accepted in time lapses to the next free priest.
    status: Mapped[VisitStatus] = mapped_column(
        Status(VisitStatus), nullable=False, default=VisitStatus.OFFERED
    )
    offered_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False, default=utcnow)
    accepted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class PriestPass(Record):
    """A priest who declined a booking, or let its offer lapse: they are not offered it again."""

    __tablename__ = "priest_passes"
    __table_args__ = (
        UniqueConstraint("booking_id", "priest_id", name="uq_priest_passes_booking_priest"),
    )

    booking_id: Mapped[str] = mapped_column(String(40), nullable=False)
    priest_id: Mapped[str] = mapped_column(String(40), nullable=False)
    # declined or lapsed
    reason: Mapped[VisitStatus] = mapped_column(Status(VisitStatus), nullable=False)


class BookingMessage(Record):
    """A message to a devotee about their booking, waiting in the database until it is due
    and sent: the sender survives restarts, and `sent_at` makes it go once. `record_kind`
    says which kind of booking `booking_id` is (priest or temple); `key` names what it is
    about (confirmed, reminder:<date>, priest:<id>, meeting), one message per booking and key
    (booking ids carry their kind's prefix, so they never collide across kinds)."""

    __tablename__ = "booking_messages"
    __table_args__ = (
        UniqueConstraint("booking_id", "key", name="uq_booking_messages_booking_key"),
        Index("ix_booking_messages_due", "sent_at", "send_at"),
    )

    record_kind: Mapped[str] = mapped_column(String(20), nullable=False, default="priest")
    booking_id: Mapped[str] = mapped_column(String(40), nullable=False)
    key: Mapped[str] = mapped_column(String(60), nullable=False)
    send_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)
    # A sender took it at this time; another process leaves it alone until the lease ends.
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    sent_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    # How it ended: sms, email, log, dropped (no longer true), undeliverable or failed.
    outcome: Mapped[str | None] = mapped_column(String(20), nullable=True)
