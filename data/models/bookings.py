"""Bookings of a priest for a puja at home or online."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import Boolean, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import JSONType, Money, Record, UTCDateTime


class PriestBooking(Record):
    __tablename__ = "priest_bookings"
    __table_args__ = (
        # A slot's bookings are counted against its capacity on every booking.
        Index("ix_priest_bookings_slot", "selected_date", "selected_time"),
        # Newest-first lists, all of them or of one status.
        Index("ix_priest_bookings_created", "created_at", "id"),
        Index("ix_priest_bookings_status_created", "status", "created_at", "id"),
    )

    # The puja's name in Hindi too, so the devotee's receipt reads in their language.
    TRANSLATED: ClassVar[tuple[str, ...]] = ("service_name",)

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
    status: Mapped[str] = mapped_column(String(20), nullable=False)
    priest_assigned: Mapped[str | None] = mapped_column(String(120))
    payment_status: Mapped[str] = mapped_column(String(20), nullable=False)
    status_history: Mapped[list[dict[str, Any]]] = mapped_column(
        JSONType, nullable=False, default=list
    )
    client_ref: Mapped[str | None] = mapped_column(String(64), index=True)
    # When an online payment for it was last started (or, for an order placed to pay online,
    # when it was placed); None once paid or settled in cash. The reconciler releases records
    # left unpaid too long after it.
    payment_attempted_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
