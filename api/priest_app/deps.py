"""The dependency that admits a signed-in priest (their app's session cookie)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from api.auth.deps import not_signed_in
from api.common.deps import get_database, get_now
from api.common.openapi import declare_errors
from api.priest_app.sessions import PRIEST_COOKIE, resolve


@dataclass(frozen=True, slots=True)
class SignedInPriest:
    """Who the request is from: only their own bookings, hours and days off are theirs."""

    id: str
    name: str


async def current_priest(request: Request) -> SignedInPriest:
    token = request.cookies.get(PRIEST_COOKIE)
    async with get_database(request).reader() as session:
        priest = await resolve(session, token, now=get_now(request))
    if priest is None:
        raise not_signed_in(had_cookie=token is not None, cookie=PRIEST_COOKIE)
    return SignedInPriest(id=priest.id, name=priest.name)


declare_errors(current_priest, {401: "Not signed in, or the session has ended"})

PriestDep = Annotated[SignedInPriest, Depends(current_priest)]
