"""The JSON frames of the assistant protocol (ARCHITECTURE.md "Assistant"), shared by the
WebSocket and the REST fallback."""

from __future__ import annotations

from typing import Any

from api.assistant.protocol import server_frame
from api.assistant.runtime import Opened, service_choice
from assistant_core.engine import Engine
from assistant_core.replies import ErrorReply, Reply
from assistant_core.texts import say

TOO_FAST = "You are sending messages too quickly. Please wait a moment and try again."
TROUBLE = say("en", "generic_failure")


def error_frame(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


def too_long(limit: int) -> dict[str, Any]:
    return error_frame(
        "message_too_long", f"Your message is too long: please keep it under {limit} characters."
    )


def session_frame(opened: Opened, engine: Engine) -> dict[str, Any]:
    """The conversation as a (re)connecting client needs it, in its language."""
    state = opened.state
    progress = engine.progress_of(state)
    return server_frame(
        {
            "type": "session",
            "sessionId": opened.session_id,
            "services": [service_choice(s, state.language) for s in opened.services],
            "greeting": say(state.language, "greeting"),
            "language": state.language,
            "state": state.to_dict(),
            "progress": None if progress is None else progress.to_dict(),
            "suggestions": [a.to_dict() for a in engine.suggestions(state)],
        }
    )


def output_frame(output: Reply | ErrorReply) -> dict[str, Any]:
    """A `reply` or `error` frame (the engine's values already carry their frame type)."""
    return server_frame(output.to_dict())
