"""The JSON frames of the assistant protocol (ARCHITECTURE.md "Assistant"), shared by the
WebSocket and the REST fallback."""

from __future__ import annotations

from typing import Any

from api.assistant.runtime import Opened, service_choice
from assistant_core.replies import ErrorReply, Reply

TOO_FAST = "You are sending messages too quickly. Please wait a moment and try again."
TROUBLE = "I apologize, but I'm having trouble processing your request. Please try again."


def error_frame(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


def too_long(limit: int) -> dict[str, Any]:
    return error_frame(
        "message_too_long", f"Your message is too long: please keep it under {limit} characters."
    )


def session_frame(opened: Opened, greeting: str) -> dict[str, Any]:
    return {
        "type": "session",
        "sessionId": opened.session_id,
        "services": [service_choice(s) for s in opened.services],
        "greeting": greeting,
        "state": opened.state.to_dict(),
    }


def output_frame(output: Reply | ErrorReply) -> dict[str, Any]:
    """A `reply` or `error` frame (the engine's values already carry their frame type)."""
    return output.to_dict()
