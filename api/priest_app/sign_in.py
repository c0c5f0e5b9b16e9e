"""Use cases of a priest's sign-in to their app: a one-time code to the phone the office has
for them (the owner-verification service sends and checks it, with its throttles), then a
session of their own."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from api.common.errors import ApiError, NotFound
from api.common.translated import text_in
from api.priest_app import sessions
from api.priest_app.schemas import PriestCodeRequest, PriestMe, PriestSignIn
from api.settings import Settings
from api.verification import service as verification
from api.verification.delivery import Delivery
from api.verification.rules import Destination
from api.verification.schemas import CodeRequest, CodeSent, ConfirmRequest
from assistant_core.texts import Language
from data.models import Priest
from data.repositories import priest_app as repo
from data.session_types import AsyncSession

PHONE_SHARED = (
    "This phone number is on the roster for more than one priest, so it cannot sign in. "
    "Please ask the office to correct it."
)


def _the_one(found: Sequence[Priest]) -> Priest:
    if not found:
        raise NotFound.PRIEST_PHONE.error(fields=["phone"])
    if len(found) > 1:
        raise ApiError(409, "phone_shared", PHONE_SHARED, fields=["phone"])
    return found[0]


async def _priest_of(session: AsyncSession, destination: Destination) -> Priest:
    return _the_one(await repo.priests_with_phone(session, destination.value))


async def _admit(session: AsyncSession, destination: Destination) -> None:
    await _priest_of(session, destination)


async def send_code(
    session: AsyncSession,
    payload: PriestCodeRequest,
    *,
    delivery: Delivery,
    settings: Settings,
    address: str,
    now: datetime,
) -> CodeSent:
    """A code to a priest's phone; a phone no active priest has gets none (404), and the try
    counts in the codes' throttle all the same."""
    return await verification.send_code(
        session,
        CodeRequest(phone=payload.phone),
        delivery=delivery,
        settings=settings.verification,
        client_ref=None,
        address=address,
        now=now,
        admit=_admit,
    )


def me(priest: Priest, language: Language) -> PriestMe:
    return PriestMe(
        id=priest.id,
        name=text_in(priest, "name", language),
        city=text_in(priest, "city", language),
        photo=priest.photo,
        languages=list(priest.languages),
    )


async def sign_in(
    session: AsyncSession,
    payload: PriestSignIn,
    *,
    settings: Settings,
    now: datetime,
    language: Language,
) -> tuple[PriestMe, str]:
    """Check the code (a wrong one counts against its tries) and open a session for the
    priest with that phone; returns who signed in and the cookie's token."""
    request = ConfirmRequest(phone=payload.phone, code=payload.code)
    destination = await verification.check_code(session, request, now=now)
    priest = await _priest_of(session, destination)
    token = await sessions.open_session(session, priest, now=now, days=settings.priest.session_days)
    await session.commit()
    return me(priest, language), token


async def who(session: AsyncSession, priest_id: str, language: Language) -> PriestMe:
    priest = NotFound.PRIEST.unless(await session.get(Priest, priest_id))
    return me(priest, language)


async def sign_out(session: AsyncSession, token: str | None, *, now: datetime) -> None:
    await sessions.revoke(session, token, now=now)
    await session.commit()
