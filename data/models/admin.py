"""Back-office accounts (super admins and temple admins), their sign-in sessions, priests'
sessions in their own app, failed sign-ins (kept in the database so every server process
throttles the same attempts), and the notices admins are to act on."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import Boolean, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from data.models.base import JSONType, Record, UTCDateTime


class AdminUser(Record):
    __tablename__ = "admin_users"

    role: Mapped[str] = mapped_column(String(20), nullable=False)  # superadmin | temple-admin
    username: Mapped[str] = mapped_column(String(60), nullable=False, unique=True)
    password_hash: Mapped[str] = mapped_column(String(255), nullable=False)
    admin_id: Mapped[str] = mapped_column(String(40), nullable=False)
    name: Mapped[str] = mapped_column(String(120), nullable=False, default="")
    email: Mapped[str] = mapped_column(String(254), nullable=False, default="")
    phone: Mapped[str] = mapped_column(String(20), nullable=False, default="")
    temple_id: Mapped[str | None] = mapped_column(ForeignKey("temples.id"), index=True)
    permissions: Mapped[dict[str, Any]] = mapped_column(JSONType, nullable=False, default=dict)
    is_active: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)


class AdminSession(Record):
    __tablename__ = "admin_sessions"

    # Only a hash of the cookie's token is stored: a leaked table opens no session.
    token_hash: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
    admin_user_id: Mapped[str] = mapped_column(
        ForeignKey("admin_users.id", ondelete="CASCADE"), nullable=False, index=True
    )
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class PriestSession(Record):
    """A priest signed in to their app (one-time code to their phone): like an admin's
    session, only the hash of the cookie's token is stored."""

    __tablename__ = "priest_sessions"

    token_hash: Mapped[str] = mapped_column(String(64), nullable=False, unique=True)
    priest_id: Mapped[str] = mapped_column(
        ForeignKey("priests.id", ondelete="CASCADE"), nullable=False, index=True
    )
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime(), nullable=False)
    revoked_at: Mapped[datetime | None] = mapped_column(UTCDateTime())


class AdminNotice(Record):
    """Something an admin must act on, told on the live feed as it happens and listed until
    dismissed: a booking no priest is left for. `key` makes one notice per occasion."""

    __tablename__ = "admin_notices"
    __table_args__ = (Index("ix_admin_notices_open", "dismissed_at", "created_at"),)

    key: Mapped[str] = mapped_column(String(120), nullable=False, unique=True)
    kind: Mapped[str] = mapped_column(String(40), nullable=False)
    booking_id: Mapped[str | None] = mapped_column(String(40), nullable=True)
    message: Mapped[str] = mapped_column(String(500), nullable=False)
    dismissed_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


# How much of the username and of the client address a failed sign-in keeps (and is matched by).
FAILED_USERNAME_KEPT = 60
FAILED_ADDRESS_KEPT = 64


class LoginFailure(Record):
    __tablename__ = "login_failures"

    username: Mapped[str] = mapped_column(String(FAILED_USERNAME_KEPT), nullable=False, index=True)
    address: Mapped[str] = mapped_column(String(FAILED_ADDRESS_KEPT), nullable=False, index=True)
