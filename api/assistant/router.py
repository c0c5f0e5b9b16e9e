"""REST for clients without WebSockets: the services, a session, and messages."""

from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, Request
from pydantic import Field, StringConstraints

from api.assistant.frames import session_frame
from api.assistant.protocol import LanguageCode, frame_json
from api.assistant.runtime import AssistantRuntime, service_choice, service_info
from api.common.deps import ClientAddress, ClientRef, DatabaseDep, LanguageDep
from api.common.errors import ApiError
from api.common.openapi import error_response
from api.common.wire import Printable, WireIn
from assistant_core.engine import Located, SelectService, UserMessage, Visitor
from assistant_core.texts import language_of, say
from data.repositories import ai_services

router = APIRouter(prefix="/api/assistant", tags=["assistant"])

SessionId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{16,40}$")]
ServiceId = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80), Printable
]


class SessionRequest(WireIn):
    session_id: SessionId | None = None
    language: LanguageCode | None = None


class Location(WireIn):
    latitude: Annotated[float, Field(ge=-90, le=90, allow_inf_nan=False)]
    longitude: Annotated[float, Field(ge=-180, le=180, allow_inf_nan=False)]


class MessageRequest(WireIn):
    session_id: SessionId | None = None
    service_id: ServiceId | None = None
    # The UI's language; without it, the Accept-Language header's.
    language: LanguageCode | None = None
    # The browser's location, when the devotee shared it (temples near them, the day's Panchang).
    location: Location | None = None
    # Bounded by the settings (2,000 characters by default) in the handler, as sent (so the
    # published limit, `publish_text_limit`, holds), then trimmed.
    text: Annotated[str, StringConstraints(strip_whitespace=False, max_length=20_000), Printable]


def publish_text_limit(document: dict[str, Any], *, limit: int) -> None:
    """The document says the message limit of this server's settings."""
    document["components"]["schemas"]["MessageRequest"]["properties"]["text"]["maxLength"] = limit


def wanted_language(given: str | None, request: Request) -> LanguageCode | None:
    if given is not None:
        return language_of(given)
    header = request.headers.get("accept-language")
    return None if not header else language_of(header)


def runtime_of(request: Request) -> AssistantRuntime:
    runtime: AssistantRuntime = request.app.state.assistant
    return runtime


@router.get("/services")
async def list_services(db: DatabaseDep, language: LanguageDep) -> dict[str, list[dict[str, str]]]:
    """Active AI services for the assistant's dropdown, named in the asked language
    (`?lang=hi` or Accept-Language)."""
    async with db.reader() as session:
        rows = await ai_services.active(session)
    choices = [service_choice(service_info(row), language) for row in rows]
    return {"services": [choice.model_dump() for choice in choices]}


@router.post("/sessions")
async def open_session(payload: SessionRequest, request: Request) -> dict[str, Any]:
    """Resume a conversation (its id) or start one; the answer is the `session` frame."""
    runtime = runtime_of(request)
    opened = await runtime.open(payload.session_id, wanted_language(payload.language, request))
    await runtime.close(opened)  # written now: the next request may reach another process
    return frame_json(session_frame(opened, runtime.engine))


@router.post(
    "/messages", responses={429: error_response("Too many messages from this client; slow down")}
)
async def send_message(
    payload: MessageRequest, request: Request, address: ClientAddress, client: ClientRef
) -> dict[str, Any]:
    """One message (after choosing `serviceId` if given): the frames a socket would get."""
    runtime = runtime_of(request)
    limits = request.app.state.settings.assistant
    language = wanted_language(payload.language, request)
    said = language or "en"
    if len(payload.text) > limits.max_text_chars:
        too_long = say(said, "too_long", limit=limits.max_text_chars)
        raise ApiError(422, "message_too_long", too_long, fields=["text"])
    payload = payload.model_copy(update={"text": payload.text.strip()})
    request.app.state.assistant_limiter.check(address, time.monotonic(), say(said, "too_fast"))
    opened = await runtime.open(payload.session_id, language)
    try:
        frames = await run_turns(runtime, opened.session_id, payload, Visitor(client, address))
    finally:  # written now: the next request may reach another process
        await runtime.close(opened)
    return {"sessionId": opened.session_id, "frames": frames}


async def run_turns(
    runtime: AssistantRuntime, session_id: str, payload: MessageRequest, visitor: Visitor
) -> list[dict[str, Any]]:
    frames: list[dict[str, Any]] = []
    if payload.service_id is not None:
        turn = await runtime.turn(session_id, SelectService(payload.service_id), visitor)
        frames += [frame_json(o) for o in turn.outputs]
    if payload.location is not None:
        where = Located(payload.location.latitude, payload.location.longitude)
        turn = await runtime.turn(session_id, where, visitor)
        frames += [frame_json(o) for o in turn.outputs]
    turn = await runtime.turn(session_id, UserMessage(payload.text), visitor)
    frames += [frame_json(o) for o in turn.outputs]
    return frames
