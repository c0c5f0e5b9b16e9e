"""REST for clients without WebSockets: the services, a session, and messages."""

from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, Request
from pydantic import Field, StringConstraints

from api.assistant.frames import TOO_FAST, output_frame, session_frame
from api.assistant.runtime import AssistantRuntime, service_choice, service_info
from api.common.deps import ClientAddress, DatabaseDep
from api.common.errors import ApiError
from api.common.wire import Printable, WireIn
from assistant_core.engine import SelectService, UserMessage
from data.repositories import ai_services

router = APIRouter(prefix="/api/assistant", tags=["assistant"])

SessionId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_-]{16,40}$")]
ServiceId = Annotated[str, StringConstraints(min_length=1, max_length=80), Printable]


class SessionRequest(WireIn):
    session_id: SessionId | None = None


class MessageRequest(WireIn):
    session_id: SessionId | None = None
    service_id: ServiceId | None = None
    # Bounded by the settings (2,000 characters by default) in the handler, after trimming.
    text: Annotated[str, Field(max_length=20_000), Printable]


def runtime_of(request: Request) -> AssistantRuntime:
    runtime: AssistantRuntime = request.app.state.assistant
    return runtime


@router.get("/services")
async def list_services(db: DatabaseDep) -> dict[str, list[dict[str, str]]]:
    """Active AI services for the assistant's dropdown."""
    async with db.reader() as session:
        rows = await ai_services.active(session)
    return {"services": [service_choice(service_info(row)) for row in rows]}


@router.post("/sessions")
async def open_session(payload: SessionRequest, request: Request) -> dict[str, Any]:
    """Resume a conversation (its id) or start one; the answer is the `session` frame."""
    runtime = runtime_of(request)
    opened = await runtime.open(payload.session_id)
    return session_frame(opened, runtime.engine.GREETING)


@router.post("/messages")
async def send_message(
    payload: MessageRequest, request: Request, address: ClientAddress
) -> dict[str, Any]:
    """One message (after choosing `serviceId` if given): the frames a socket would get."""
    runtime = runtime_of(request)
    limits = request.app.state.settings.assistant
    if len(payload.text) > limits.max_text_chars:
        raise ApiError(
            422,
            "message_too_long",
            f"Your message is too long: please keep it under {limits.max_text_chars} characters.",
            fields=["text"],
        )
    request.app.state.assistant_limiter.check(address, time.monotonic(), TOO_FAST)
    opened = await runtime.open(payload.session_id)
    frames: list[dict[str, Any]] = []
    if payload.service_id is not None:
        turn = await runtime.turn(opened.session_id, SelectService(payload.service_id))
        frames += [output_frame(o) for o in turn.outputs]
    turn = await runtime.turn(opened.session_id, UserMessage(payload.text))
    frames += [output_frame(o) for o in turn.outputs]
    return {"sessionId": opened.session_id, "frames": frames}
