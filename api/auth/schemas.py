"""Wire shapes of sign-in."""

from __future__ import annotations

from typing import Annotated

from pydantic import StringConstraints

from api.auth.access import Role
from api.auth.passwords import MAX_PASSWORD_LENGTH
from api.common.wire import NO_NUL_PATTERN, Printable, Published, WireIn, WireOut


class LoginRequest(WireIn):
    username: Annotated[
        str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60), Printable
    ]
    # Not stripped: spaces may be part of a password, and anything else but NUL (which no
    # body may hold).
    password: Annotated[
        str,
        StringConstraints(strip_whitespace=False, min_length=1, max_length=MAX_PASSWORD_LENGTH),
        Published(NO_NUL_PATTERN),
    ]


class AdminUserRead(WireOut):
    id: str
    username: str
    email: str
    role: Role
    permissions: dict[str, bool]
    temple_id: str | None
    temple_name: str | None


class LoginResult(WireOut):
    success: bool
    user: AdminUserRead


class MeResult(WireOut):
    user: AdminUserRead
