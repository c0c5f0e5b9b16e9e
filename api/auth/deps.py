"""Dependencies that admit a signed-in admin, a super admin, or a holder of a permission,
and the guards that keep a temple admin inside its own temple."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from api.auth.access import Principal
from api.auth.sessions import SESSION_COOKIE, clear_cookie_header, resolve_session
from api.common.deps import get_database, get_now
from api.common.errors import ApiError, NotFound
from api.common.openapi import declare_errors

NOT_SIGNED_IN = "Please sign in to continue"
SESSION_ENDED = "Your session has ended. Please sign in again."


def not_signed_in(*, had_cookie: bool, cookie: str = SESSION_COOKIE) -> ApiError:
    """401: no session, or (`had_cookie`) one that ended, whose `cookie` the browser drops."""
    if had_cookie:  # stale, revoked or forged: tell the browser to drop it
        return ApiError(
            401,
            "session_expired",
            SESSION_ENDED,
            headers={"Set-Cookie": clear_cookie_header(cookie)},
        )
    return ApiError(401, "not_signed_in", NOT_SIGNED_IN)


async def current_admin(request: Request) -> Principal:
    token = request.cookies.get(SESSION_COOKIE)
    async with get_database(request).reader() as session:
        principal = await resolve_session(session, token, now=get_now(request))
    if principal is None:
        raise not_signed_in(had_cookie=token is not None)
    return principal


async def superadmin(admin: Annotated[Principal, Depends(current_admin)]) -> Principal:
    if not admin.is_superadmin:
        raise ApiError(403, "superadmin_only", "Only a super admin can do this")
    return admin


def require_permission(admin: Principal, permission: str, action: str) -> None:
    """403 unless `admin` holds `permission`; `action` completes "You do not have permission
    to ..."."""
    if not admin.may(permission):
        raise ApiError(403, "permission_denied", f"You do not have permission to {action}")


def ensure_sees_temple(admin: Principal, temple_id: str | None, what: NotFound) -> None:
    """A row of another temple is answered as `what` not found: its id reveals nothing."""
    if not admin.sees_temple(temple_id):
        raise what.error()


def ensure_may_name_temple(admin: Principal, temple_id: str) -> None:
    """A temple admin naming another temple in a request is refused outright."""
    if not admin.sees_temple(temple_id):
        raise ApiError(403, "other_temple", "You can only manage your own temple")


declare_errors(current_admin, {401: "Not signed in, or the session has ended"})
declare_errors(superadmin, {403: "Only a super admin can do this (superadmin_only)"})

Admin = Annotated[Principal, Depends(current_admin)]
SuperAdmin = Annotated[Principal, Depends(superadmin)]
