"""Temples, the poojas each temple offers, and devotees' bookings of them."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import Boolean, Float, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import DemoMarked, JSONType, Money, Record, Status, UTCDateTime
from data.statuses import BookingStatus, PaymentStatus, PrasadStatus


class Temple(DemoMarked, Record):
    __tablename__ = "temples"

    name: Mapped[str] = mapped_column(String(160), nullable=False)
    address: Mapped[str] = mapped_column(String(500), nullable=False)
    latitude: Mapped[float] = mapped_column(Float, nullable=False, default=0.0)
    longitude: Mapped[float] = mapped_column(Float, nullable=False, default=0.0)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    photos: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Opening hours and darshan or aarti times, as devotees read them on the temple's page:
    # {"label", "label_hi", "opens", "closes"} with clock labels ("5:00 AM"), in time order.
    timings: Mapped[list[dict[str, Any]]] = mapped_column(JSONType, nullable=False, default=list)
    timings_note: Mapped[str | None] = mapped_column(String(300), nullable=True)
    # Hindi, for the Hindi interface and conversations (each `<field>_hi`; None: the English).
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "address", "description", "timings_note")
    name_hi: Mapped[str | None] = mapped_column(String(160), nullable=True)
    address_hi: Mapped[str | None] = mapped_column(String(500), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    timings_note_hi: Mapped[str | None] = mapped_column(String(300), nullable=True)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True, index=True)


class TempleService(DemoMarked, Record):
    __tablename__ = "temple_services"

    temple_id: Mapped[str] = mapped_column(ForeignKey("temples.id"), nullable=False, index=True)
    name: Mapped[str] = mapped_column(String(160), nullable=False)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    price: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    duration: Mapped[str] = mapped_column(String(60), nullable=False, default="")
    time_slots: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Bookings one time slot of one date takes; None: no limit.
    slot_capacity: Mapped[int | None] = mapped_column(Integer, nullable=True)
    # The temple sends this pooja's prasad to the devotee's home (by post or courier).
    ships_prasad: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # Hindi, for the Hindi interface and conversations (each `<field>_hi`; None: the English).
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "description", "duration")
    name_hi: Mapped[str | None] = mapped_column(String(160), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    duration_hi: Mapped[str | None] = mapped_column(String(60), nullable=True)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)


class TempleBooking(Record):
    __tablename__ = "temple_bookings"
    __table_args__ = (
        # A slot's bookings are counted against the service's capacity on every booking.
        Index("ix_temple_bookings_slot", "service_id", "selected_date", "selected_time"),
        # Newest-first lists: all, of one temple, of one status; a temple's bookings of a day.
        Index("ix_temple_bookings_created", "created_at", "id"),
        Index("ix_temple_bookings_temple_created", "temple_id", "created_at", "id"),
        Index("ix_temple_bookings_status_created", "status", "created_at", "id"),
        Index("ix_temple_bookings_temple_date", "temple_id", "selected_date"),
    )

    # The service's name as booked, in English and in Hindi (the devotee's receipt).
    TRANSLATED: ClassVar[tuple[str, ...]] = ("service_name",)

    temple_id: Mapped[str] = mapped_column(ForeignKey("temples.id"), nullable=False, index=True)
    service_id: Mapped[str] = mapped_column(ForeignKey("temple_services.id"), nullable=False)
    service_name: Mapped[str] = mapped_column(String(160), nullable=False)
    service_name_hi: Mapped[str | None] = mapped_column(String(160), nullable=True)
    customer_name: Mapped[str] = mapped_column(String(120), nullable=False)
    customer_phone: Mapped[str] = mapped_column(String(20), nullable=False, index=True)
    customer_email: Mapped[str | None] = mapped_column(String(254), index=True)
    selected_date: Mapped[str] = mapped_column(String(10), nullable=False)
    selected_time: Mapped[str] = mapped_column(String(40), nullable=False)
    special_requests: Mapped[str] = mapped_column(Text, nullable=False, default="")
    status: Mapped[BookingStatus] = mapped_column(Status(BookingStatus), nullable=False)
    payment_status: Mapped[PaymentStatus] = mapped_column(Status(PaymentStatus), nullable=False)
    total_amount: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    status_history: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONType, nullable=False, default=list
    )
    # Hash of the browser's client cookie: lookups show full details only to their creator.
    client_ref: Mapped[str | None] = mapped_column(String(64), index=True)
    # When an online payment for it was last started (or, for an order placed to pay online,
    # when it was placed); None once paid or settled in cash. The reconciler releases records
    # left unpaid too long after it.
    payment_attempted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
    # The language the devotee booked in (en, hi or hinglish): our messages to them use it.
    message_language: Mapped[str] = mapped_column(String(10), nullable=False, default="en")
    # The family's sankalp (gotra, nakshatra or rashi, the names it is for) as the booking
    # form took it (api/common/sankalp.py); None: not given.
    sankalp: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    # The prasad sent home: None when the service does not ship it or the devotee declined it;
    # else where it stands (data/statuses.py PrasadStatus), the address it goes to (the store
    # checkout's DeliveryAddress in its parts) and, once shipped, the courier's tracking.
    prasad_status: Mapped[PrasadStatus | None] = mapped_column(Status(PrasadStatus), nullable=True)
    delivery_address: Mapped[dict[str, str] | None] = mapped_column(JSONType, nullable=True)
    prasad_courier: Mapped[str | None] = mapped_column(String(60), nullable=True)
    prasad_tracking_number: Mapped[str | None] = mapped_column(String(40), nullable=True)
