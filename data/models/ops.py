"""Operational records: payments, refunds, assistant conversations, idempotent results."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import JSONType, Money, Record, UTCDateTime


class Payment(Record):
    """One payment attempt (the id is the merchant transaction id, TXN_...)."""

    __tablename__ = "payments"

    target_kind: Mapped[str] = mapped_column(String(20), nullable=False)  # priest|temple|store
    target_id: Mapped[str] = mapped_column(String(40), nullable=False, index=True)
    amount: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    method: Mapped[str] = mapped_column(String(20), nullable=False)
    gateway: Mapped[str] = mapped_column(String(20), nullable=False)
    state: Mapped[str] = mapped_column(String(30), nullable=False)
    gateway_reference: Mapped[str | None] = mapped_column(String(80))
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    next_check_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
    details: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False, default=dict)


class Refund(Record):
    """Money given back for a payment (the id is the merchant's refund transaction id,
    RFD_...). One per payment, so asking twice refunds once. A store return waits for an
    admin's approval in AWAITING_APPROVAL before the gateway hears of it."""

    __tablename__ = "refunds"
    __table_args__ = (
        # A record's refunds credited, in every revenue figure.
        Index("ix_refunds_target_state", "target_id", "state"),
        # Newest-first lists, all of them or of one state.
        Index("ix_refunds_created", "created_at", "id"),
        Index("ix_refunds_state_created", "state", "created_at", "id"),
    )

    payment_id: Mapped[str] = mapped_column(String(40), nullable=False, unique=True)
    target_kind: Mapped[str] = mapped_column(String(20), nullable=False)
    target_id: Mapped[str] = mapped_column(String(40), nullable=False, index=True)
    amount: Mapped[Decimal] = mapped_column(Money(), nullable=False)
    state: Mapped[str] = mapped_column(String(30), nullable=False, index=True)
    reason: Mapped[str] = mapped_column(String(40), nullable=False)
    gateway: Mapped[str] = mapped_column(String(20), nullable=False)
    gateway_reference: Mapped[str | None] = mapped_column(String(80))
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    next_check_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), index=True)
    details: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False, default=dict)


class AssistantSession(Record):
    """A conversation's state, so a reconnect or another server process resumes it."""

    __tablename__ = "assistant_sessions"

    state: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False, default=dict)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False, index=True)


class IdempotencyKey(Record):
    """The first result of a create made with an Idempotency-Key; a retry gets it back."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (UniqueConstraint("scope", "key", name="uq_idempotency_keys_scope_key"),)

    scope: Mapped[str] = mapped_column(String(40), nullable=False)
    key: Mapped[str] = mapped_column(String(255), nullable=False)
    request_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    status_code: Mapped[int] = mapped_column(Integer, nullable=False)
    response: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False)
