"""FastAPI dependencies as Annotated aliases: settings, database sessions, clock, client.

Every dependency is a coroutine function, even where it does not wait for anything: FastAPI
runs a plain function in a worker thread, a hand-off that costs more than its work."""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import AsyncIterator, Mapping
from datetime import datetime
from typing import Annotated

from fastapi import Depends, Header, Request, Response
from pydantic import WithJsonSchema

from api.common.clock import utcnow
from api.common.errors import ApiError
from api.common.openapi import declare_errors
from api.settings import Settings
from assistant_core.texts import UiLanguage, language_of
from data.db import Database
from data.session_types import AsyncSession

CLIENT_COOKIE = "punya_client"
CLIENT_COOKIE_MAX_AGE = 2 * 365 * 24 * 3600


async def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_database(request: Request) -> Database:
    db: Database = request.app.state.db
    return db


async def read_session(request: Request) -> AsyncIterator[AsyncSession]:
    """A short read-only session for one request."""
    async with get_database(request).reader() as session:
        yield session


async def write_session(request: Request) -> AsyncIterator[AsyncSession]:
    """A short session for one request that writes; the service commits it once.
    Leaving without a commit (an error) rolls everything back."""
    async with get_database(request).writer() as session:
        yield session


async def request_language(request: Request) -> UiLanguage:
    """The language a request asks for: `?lang=` first, then Accept-Language; English when
    neither names Hindi."""
    return language_of(
        request.query_params.get("lang") or request.headers.get("accept-language", "")
    )


LanguageDep = Annotated[UiLanguage, Depends(request_language)]


def get_now(request: Request) -> datetime:
    override = getattr(request.app.state, "clock", None)
    return override() if override is not None else utcnow()


async def _now(request: Request) -> datetime:
    return get_now(request)


async def _database(request: Request) -> Database:
    return get_database(request)


def _hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def set_client_cookie(response: Response, *, secure: bool) -> str:
    """Give this browser a new client cookie; its reference (the token's hash) is returned."""
    token = secrets.token_urlsafe(32)
    response.set_cookie(
        CLIENT_COOKIE,
        token,
        max_age=CLIENT_COOKIE_MAX_AGE,
        httponly=True,
        samesite="lax",
        secure=secure,
    )
    return _hash_token(token)


def client_ref_of(cookies: Mapping[str, str]) -> str | None:
    token = cookies.get(CLIENT_COOKIE, "")
    return _hash_token(token) if 16 <= len(token) <= 128 else None


async def client_ref(request: Request, response: Response) -> str:
    """Who this browser is, as a hash of a random HttpOnly cookie (set on first use).
    Records remember it so that a lookup shows full details only to their creator."""
    known = client_ref_of(request.cookies)
    if known is not None:
        return known
    return set_client_cookie(response, secure=request.url.scheme == "https")


async def known_client_ref(request: Request) -> str | None:
    return client_ref_of(request.cookies)


# Visible ASCII characters (spaces only between them), 1 to 255 of them: a UUID, say.
IDEMPOTENCY_KEY_PATTERN = r"^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$"
_IDEMPOTENCY_KEY = re.compile(IDEMPOTENCY_KEY_PATTERN)


async def idempotency_key(
    key: Annotated[
        str | None,
        # Published (a header is there or not, never null), and checked below with the
        # envelope's 400 rather than a 422.
        WithJsonSchema({"type": "string", "maxLength": 255, "pattern": IDEMPOTENCY_KEY_PATTERN}),
        Header(alias="Idempotency-Key"),
    ] = None,
) -> str | None:
    if key is None:
        return None
    if not _IDEMPOTENCY_KEY.match(key):
        raise ApiError(
            400,
            "invalid_idempotency_key",
            "Idempotency-Key must be 1 to 255 visible ASCII characters (spaces only inside)",
        )
    return key


declare_errors(
    idempotency_key,
    {
        400: "The Idempotency-Key is not 1 to 255 visible ASCII characters",
        409: "The Idempotency-Key was already used for a different request",
    },
)


async def client_address(request: Request) -> str:
    """The real client's address, the key of every throttle: api.common.proxies has already
    put it in the scope (a forwarded one only when a trusted proxy forwarded it)."""
    return request.client.host if request.client else "unknown"


SettingsDep = Annotated[Settings, Depends(get_settings)]
DatabaseDep = Annotated[Database, Depends(_database)]
ReadSession = Annotated[AsyncSession, Depends(read_session)]
WriteSession = Annotated[AsyncSession, Depends(write_session)]
Now = Annotated[datetime, Depends(_now)]
ClientRef = Annotated[str, Depends(client_ref)]
KnownClientRef = Annotated[str | None, Depends(known_client_ref)]
IdempotencyKeyHeader = Annotated[str | None, Depends(idempotency_key)]
ClientAddress = Annotated[str, Depends(client_address)]

TOO_MANY_CREATED = (
    "Too many bookings and orders from this address. Please wait a while and try again."
)


async def creation_allowed(request: Request, address: ClientAddress) -> None:
    """Count a booking or order placed from this address (PUNYA_CHECKOUT_MAX_PER_HOUR, in the
    database across processes): made-up records would otherwise hold every priest, temple
    place and item in stock for nothing."""
    limiter = request.app.state.creation_limiter
    await limiter.check(address, TOO_MANY_CREATED)


declare_errors(creation_allowed, {429: "Too many bookings and orders from this address"})
CreationAllowed = Annotated[None, Depends(creation_allowed)]
