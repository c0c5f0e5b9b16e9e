"""HTTP routes of admin sign-in: login, logout, me."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response

from api.auth import service
from api.auth.deps import Admin
from api.auth.schemas import LoginRequest, LoginResult, MeResult
from api.auth.sessions import SESSION_COOKIE, clear_session_cookie, set_session_cookie
from api.common.deps import ClientAddress, DatabaseDep, Now, SettingsDep
from api.common.openapi import error_response

router = APIRouter(prefix="/api/auth", tags=["admin sign-in"])


@router.post(
    "/login",
    response_model=LoginResult,
    responses={
        401: error_response("Wrong username or password (invalid_credentials)"),
        429: error_response("Too many failed sign-ins; wait (too_many_attempts)"),
        503: error_response("The sign-in could not be checked right now (login_failed)"),
    },
)
async def log_in(
    payload: LoginRequest,
    request: Request,
    response: Response,
    db: DatabaseDep,
    settings: SettingsDep,
    address: ClientAddress,
    now: Now,
) -> LoginResult:
    principal, token = await service.log_in(
        db, payload, address=address, now=now, rules=settings.auth
    )
    set_session_cookie(request, response, token, settings.auth.session_hours)
    return LoginResult(success=True, user=service.user_read(principal))


@router.post("/logout", status_code=204)
async def log_out(request: Request, response: Response, db: DatabaseDep, now: Now) -> None:
    await service.log_out(db, request.cookies.get(SESSION_COOKIE), now=now)
    clear_session_cookie(response)


@router.get("/me", response_model=MeResult)
async def me(admin: Admin) -> MeResult:
    return MeResult(user=service.user_read(admin))
