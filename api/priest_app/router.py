"""HTTP routes of the priests' app under /api/priest: sign-in by one-time code, the priest's
own bookings (accept, decline, start, photos, complete), and their hours and days off."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Request, Response

from api.auth.sessions import clear_session_cookie, set_session_cookie
from api.common.deps import (
    ClientAddress,
    DatabaseDep,
    LanguageDep,
    Now,
    ReadSession,
    SettingsDep,
    WriteSession,
)
from api.common.errors import NotFound, not_found_responses
from api.common.openapi import error_response
from api.common.wire import PathId
from api.media.router import PICTURE_BODY, REFUSALS, read_upload
from api.priest_app import photos, schedule, service, sign_in
from api.priest_app.deps import PriestDep
from api.priest_app.schemas import (
    Declined,
    PriestCodeRequest,
    PriestMe,
    PriestSignIn,
    ScheduleRead,
    ScheduleUpdate,
    VisitList,
    VisitRead,
)
from api.priest_app.sessions import PRIEST_COOKIE
from api.verification.delivery import Delivery
from api.verification.schemas import CodeSent
from data.statuses import VisitStatus

router = APIRouter(prefix="/api/priest", tags=["priests' app"])
# Under here only the photo uploads take a body that is not JSON: a picture's size.
PHOTOS_PREFIX = "/api/priest/bookings/"

UNKNOWN_BOOKING = not_found_responses(NotFound.PRIEST_BOOKING)
REFUSED_MOVE = error_response(
    "The visit cannot move so now: the offer lapsed (offer_lapsed), its day has not come "
    "(status_too_early), no photo yet (photo_required), or not from where it stands "
    "(status_not_allowed, status_final)"
)
MediaName = Annotated[str, Path(max_length=80, pattern=r"^[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$")]


@router.post(
    "/sign-in/code",
    response_model=CodeSent,
    status_code=202,
    responses={
        **not_found_responses(NotFound.PRIEST_PHONE),
        409: error_response("The phone is on the roster twice (phone_shared)"),
        429: error_response("Too many codes for this phone or from this address"),
        503: error_response("The SMS provider did not take the code (not_sent)"),
    },
)
async def send_sign_in_code(
    body: PriestCodeRequest,
    request: Request,
    session: WriteSession,
    settings: SettingsDep,
    address: ClientAddress,
    now: Now,
) -> CodeSent:
    """Send a 6-digit code by SMS to the phone the office has for the priest (it expires in
    10 minutes and allows 5 tries), throttled as every one-time code is."""
    delivery: Delivery = request.app.state.code_delivery
    return await sign_in.send_code(
        session, body, delivery=delivery, settings=settings, address=address, now=now
    )


@router.post(
    "/sign-in",
    response_model=PriestMe,
    responses={
        **not_found_responses(NotFound.CODE, NotFound.PRIEST_PHONE),
        409: error_response("The phone is on the roster twice (phone_shared)"),
        410: error_response("The code expired, was used, or was tried too often"),
    },
)
async def sign_in_with_code(
    body: PriestSignIn,
    request: Request,
    response: Response,
    session: WriteSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> PriestMe:
    """Sign in with the code: the priest's app session starts (an HttpOnly cookie)."""
    me, token = await sign_in.sign_in(session, body, settings=settings, now=now, language=language)
    hours = settings.priest.session_days * 24
    set_session_cookie(request, response, token, hours, name=PRIEST_COOKIE)
    return me


@router.post("/sign-out", status_code=204)
async def sign_out(request: Request, response: Response, session: WriteSession, now: Now) -> None:
    await sign_in.sign_out(session, request.cookies.get(PRIEST_COOKIE), now=now)
    clear_session_cookie(response, name=PRIEST_COOKIE)


@router.get("/me", response_model=PriestMe)
async def me(priest: PriestDep, session: ReadSession, language: LanguageDep) -> PriestMe:
    return await sign_in.who(session, priest.id, language)


@router.get("/bookings", response_model=VisitList)
async def my_bookings(
    priest: PriestDep,
    session: ReadSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitList:
    """The bookings the priest holds from today on (today's completed ones too), by date and
    slot. The devotee's phone is in them only from an hour before the slot."""
    window = settings.priest.accept_minutes
    return await service.list_visits(session, priest.id, now=now, window=window, language=language)


@router.get("/bookings/{booking_id}", response_model=VisitRead, responses=UNKNOWN_BOOKING)
async def my_booking(
    booking_id: PathId,
    priest: PriestDep,
    session: ReadSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    window = settings.priest.accept_minutes
    return await service.get_visit(
        session, priest.id, booking_id, now=now, window=window, language=language
    )


@router.post(
    "/bookings/{booking_id}/accept",
    response_model=VisitRead,
    responses={**UNKNOWN_BOOKING, 409: REFUSED_MOVE},
)
async def accept(
    booking_id: PathId,
    priest: PriestDep,
    session: WriteSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    """Accept a booking offered to the priest, before its time to accept passes."""
    window = settings.priest.accept_minutes
    return await service.move_visit(
        session,
        priest.id,
        booking_id,
        VisitStatus.ACCEPTED,
        now=now,
        window=window,
        language=language,
    )


@router.post(
    "/bookings/{booking_id}/start",
    response_model=VisitRead,
    responses={**UNKNOWN_BOOKING, 409: REFUSED_MOVE},
)
async def start(
    booking_id: PathId,
    priest: PriestDep,
    session: WriteSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    """Begin an accepted puja, on its day."""
    window = settings.priest.accept_minutes
    return await service.move_visit(
        session,
        priest.id,
        booking_id,
        VisitStatus.STARTED,
        now=now,
        window=window,
        language=language,
    )


@router.post(
    "/bookings/{booking_id}/decline",
    response_model=Declined,
    responses={**UNKNOWN_BOOKING, 409: REFUSED_MOVE},
)
async def decline(
    booking_id: PathId, priest: PriestDep, session: WriteSession, settings: SettingsDep, now: Now
) -> Declined:
    """Decline a booking offered or accepted (not once begun): it is offered to the next free
    priest who performs the puja, or the office is told that nobody is left."""
    window = settings.priest.accept_minutes
    return await service.decline(session, priest.id, booking_id, now=now, window=window)


@router.post(
    "/bookings/{booking_id}/complete",
    response_model=VisitRead,
    responses={
        **UNKNOWN_BOOKING,
        409: error_response(
            "Not started, no photo yet (photo_required), or the booking itself cannot be "
            "completed now (status_too_early, status_final)"
        ),
    },
)
async def complete(
    booking_id: PathId,
    priest: PriestDep,
    session: WriteSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    """Mark the puja completed; it needs at least one photo, which the devotee then sees on
    Track Booking. An unpaid booking is recorded as paid in cash to the priest."""
    window = settings.priest.accept_minutes
    return await service.complete(
        session, priest.id, booking_id, now=now, window=window, language=language
    )


@router.post(
    "/bookings/{booking_id}/photos",
    response_model=VisitRead,
    status_code=201,
    responses={
        **REFUSALS,
        **UNKNOWN_BOOKING,
        409: error_response(
            "The puja has not started or is completed (photos_not_now), or it has its photos "
            "(too_many_photos)"
        ),
    },
    openapi_extra=PICTURE_BODY,
)
async def add_photo(
    booking_id: PathId,
    request: Request,
    priest: PriestDep,
    db: DatabaseDep,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    """A photo of the puja (the file itself is the body), checked and encoded as every
    picture is."""
    data = await read_upload(request, "photo")
    return await photos.add_photo(
        db,
        priest.id,
        booking_id,
        data,
        now=now,
        window=settings.priest.accept_minutes,
        language=language,
    )


@router.delete(
    "/bookings/{booking_id}/photos/{file_name}",
    response_model=VisitRead,
    responses={
        **not_found_responses(NotFound.PRIEST_BOOKING, NotFound.PICTURE),
        409: error_response("The puja has not started or is completed (photos_not_now)"),
    },
)
async def remove_photo(
    booking_id: PathId,
    file_name: MediaName,
    priest: PriestDep,
    session: WriteSession,
    settings: SettingsDep,
    language: LanguageDep,
    now: Now,
) -> VisitRead:
    window = settings.priest.accept_minutes
    return await photos.remove_photo(
        session, priest.id, booking_id, file_name, now=now, window=window, language=language
    )


@router.get("/schedule", response_model=ScheduleRead)
async def my_schedule(priest: PriestDep, session: ReadSession) -> ScheduleRead:
    """The office's hours, the priest's own within them, and their days off."""
    return await schedule.get_schedule(session, priest.id)


@router.put(
    "/schedule",
    response_model=ScheduleRead,
    responses={
        409: error_response("Bookings the priest holds would fall outside (schedule_conflict)")
    },
)
async def change_schedule(
    body: ScheduleUpdate, priest: PriestDep, session: WriteSession, now: Now
) -> ScheduleRead:
    """Choose hours within the office's (null: all of them) and days off from today on."""
    return await schedule.update_schedule(session, priest.id, body, now=now)
