"""The catalogue: puja services a priest performs, the priests, and the assistant's AI services."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from sqlalchemy import Boolean, Float, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import DemoMarked, JSONType, Money, Record, UTCDateTime


class PujaService(Record):
    __tablename__ = "puja_services"

    name: Mapped[str] = mapped_column(String(120), nullable=False)
    price: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    duration: Mapped[str] = mapped_column(String(60), nullable=False)
    category: Mapped[str] = mapped_column(String(40), nullable=False, index=True)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    includes: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    requirements: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Its samagri list: what the family keeps ready, and what the priest brings (sent with
    # the confirmation, shown to the priest and answered by the assistant).
    samagri_family: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    samagri_priest: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Hindi, for the Hindi interface and conversations (each `<field>_hi`; None: the English).
    TRANSLATED: ClassVar[tuple[str, ...]] = (
        "name",
        "duration",
        "description",
        "includes",
        "requirements",
        "samagri_family",
        "samagri_priest",
    )
    name_hi: Mapped[str | None] = mapped_column(String(120), nullable=True)
    duration_hi: Mapped[str | None] = mapped_column(String(60), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    includes_hi: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    requirements_hi: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    samagri_family_hi: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    samagri_priest_hi: Mapped[list[str] | None] = mapped_column(JSONType, nullable=True)
    # Its own picture's URL; None: its category's picture is shown.
    image: Mapped[str | None] = mapped_column(String(500), nullable=True)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    # Running totals of its visible reviews, kept in the review's transaction, so that an
    # average costs the same however many reviews there are.
    rating_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    rating_sum: Mapped[int] = mapped_column(Integer, nullable=False, default=0)


class Priest(DemoMarked, Record):
    __tablename__ = "priests"

    name: Mapped[str] = mapped_column(String(120), nullable=False)
    email: Mapped[str] = mapped_column(String(254), nullable=False)
    phone: Mapped[str] = mapped_column(String(20), nullable=False)
    experience: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    specializations: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    languages: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    total_bookings: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    address: Mapped[str] = mapped_column(String(500), nullable=False)
    certifications: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # {"Monday": ["06:00-12:00", ...], ...}: the hours the office agreed with the priest.
    availability: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False, default=dict)
    # The hours the priest chose in their app, within `availability` (None: all of them).
    own_hours: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    price_per_hour: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    bio: Mapped[str] = mapped_column(Text, nullable=False)
    # The profile devotees see when they choose a priest, in Hindi too.
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "bio", "city")
    name_hi: Mapped[str | None] = mapped_column(String(120), nullable=True)
    bio_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    city: Mapped[str] = mapped_column(String(120), nullable=False, default="")
    city_hi: Mapped[str | None] = mapped_column(String(120), nullable=True)
    photo: Mapped[str | None] = mapped_column(String(500), nullable=True)
    # Where the priest sets out from for pujas at home, and how far they travel (km).
    latitude: Mapped[float | None] = mapped_column(Float, nullable=True)
    longitude: Mapped[float | None] = mapped_column(Float, nullable=True)
    travel_radius_km: Mapped[int] = mapped_column(Integer, nullable=False, default=25)
    # Ids of the puja services the priest performs.
    pujas: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    online: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    # Set by a super admin who checked the priest's identity and training; None: unverified.
    verified_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    # ISO dates the priest takes no bookings, whatever the weekly hours say.
    days_off: Mapped[list[str]] = mapped_column(JSONType, nullable=False, default=list)
    # Running totals of the visible reviews of bookings the priest held, kept in the review's
    # transaction like a puja's: the rating devotees see is earned, never typed in.
    rating_count: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    rating_sum: Mapped[int] = mapped_column(Integer, nullable=False, default=0)

    @property
    def verified(self) -> bool:
        return self.verified_at is not None


class AIService(Record):
    __tablename__ = "ai_services"

    name: Mapped[str] = mapped_column(String(120), nullable=False)
    description: Mapped[str] = mapped_column(Text, nullable=False)
    # Hindi, for the Hindi interface and conversations; None: the English is shown.
    TRANSLATED: ClassVar[tuple[str, ...]] = ("name", "description")
    name_hi: Mapped[str | None] = mapped_column(String(120), nullable=True)
    description_hi: Mapped[str | None] = mapped_column(Text, nullable=True)
    endpoint: Mapped[str] = mapped_column(String(500), nullable=False)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    icon: Mapped[str] = mapped_column(String(16), nullable=False, default="🤖")
    category: Mapped[str] = mapped_column(String(20), nullable=False)
    confidence_threshold: Mapped[float] = mapped_column(Float, nullable=False, default=0.7)
