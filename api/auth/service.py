"""Use cases of sign-in: log in (throttled), log out, who am I."""

from __future__ import annotations

import logging
from datetime import datetime

from api.auth import throttle
from api.auth.access import SUPERADMIN, TEMPLE_ADMIN, Principal
from api.auth.passwords import verify_password
from api.auth.schemas import AdminUserRead, LoginRequest
from api.auth.sessions import may_sign_in, open_session, principal_of, revoke_session
from api.common.errors import ApiError
from api.settings import AuthSettings
from data.db import Database
from data.repositories import admin_sign_in
from data.session_types import SQLAlchemyError

log = logging.getLogger(__name__)

INVALID_CREDENTIALS = "Invalid credentials"
LOGIN_FAILED = "Login failed"
TEMPLE_INACTIVE = (
    "Your temple has been deactivated, so its admins cannot sign in. Please contact the "
    "super admin."
)


def user_read(principal: Principal) -> AdminUserRead:
    return AdminUserRead(
        id=principal.user_id,
        username=principal.username,
        email=principal.email,
        role=SUPERADMIN if principal.is_superadmin else TEMPLE_ADMIN,
        permissions=principal.permissions,
        temple_id=principal.temple_id,
        temple_name=principal.temple_name,
    )


def normalise_username(raw: str) -> str:
    # Phones capitalise the first letter; usernames are kept and compared in lower case.
    return raw.strip().lower()


async def log_in(
    db: Database, payload: LoginRequest, *, address: str, now: datetime, rules: AuthSettings
) -> tuple[Principal, str]:
    """Check the password and open a session; returns who signed in and the cookie token.
    The password check runs outside any transaction: it takes a tenth of a second."""
    username = normalise_username(payload.username)
    try:
        async with db.reader() as session:
            await throttle.check_allowed(session, username, address, now=now, rules=rules)
            found = await admin_sign_in.by_username(session, username)
        user, temple_name, temple_active = found if found is not None else (None, None, None)
        matches = await verify_password(
            payload.password, user.password_hash if user is not None else None
        )
        async with db.writer() as session:
            if user is None or not matches or not user.is_active:
                throttle.record_failure(session, username, address, now=now)
                await session.commit()
                raise ApiError(
                    401,
                    "invalid_credentials",
                    INVALID_CREDENTIALS,
                    extra={"success": False, "error": INVALID_CREDENTIALS},
                )
            if not may_sign_in(user, temple_active):
                # The password was right (so this tells a guesser nothing): say why.
                raise ApiError(
                    403,
                    "temple_inactive",
                    TEMPLE_INACTIVE,
                    extra={"success": False, "error": TEMPLE_INACTIVE},
                )
            await throttle.forget_failures(session, username, address, now=now, rules=rules)
            token, row = await open_session(session, user, now=now, hours=rules.session_hours)
            await session.commit()
    except (SQLAlchemyError, OSError) as exc:
        log.exception("sign-in failed for %r", username)
        raise ApiError(
            503, "login_failed", LOGIN_FAILED, extra={"success": False, "error": LOGIN_FAILED}
        ) from exc
    return principal_of(user, temple_name, row.id), token


async def log_out(db: Database, token: str | None, *, now: datetime) -> None:
    async with db.writer() as session:
        await revoke_session(session, token, now=now)
        await session.commit()
