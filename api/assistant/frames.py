"""The JSON frames of the assistant protocol (ARCHITECTURE.md "Assistant"), shared by the
WebSocket and the REST fallback."""

from __future__ import annotations

from typing import Any

from api.assistant.protocol import server_frame, server_frame_text
from api.assistant.runtime import Opened, service_choice
from assistant_core.engine import Engine
from assistant_core.replies import ErrorReply, Reply
from assistant_core.texts import Language, say


def error_frame(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message}


def too_fast(language: Language) -> dict[str, Any]:
    return error_frame("rate_limited", say(language, "too_fast"))


def too_long(limit: int, language: Language) -> dict[str, Any]:
    return error_frame("message_too_long", say(language, "too_long", limit=limit))


def too_large(language: Language) -> dict[str, Any]:
    return error_frame("frame_too_large", say(language, "frame_too_large"))


def voice_busy(language: Language) -> dict[str, Any]:
    """Every transcription worker is taken and the line for them is full."""
    return error_frame("voice_busy", say(language, "voice_busy"))


def trouble(language: Language) -> dict[str, Any]:
    """A bug on our side: the conversation says so and goes on."""
    return error_frame("internal_error", say(language, "generic_failure"))


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


def output_text(output: Reply | ErrorReply) -> str:
    """output_frame as the socket sends it (one encoding, no intermediate dict)."""
    return server_frame_text(output.to_dict())
