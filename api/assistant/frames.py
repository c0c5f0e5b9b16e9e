"""The frames the server makes itself (the engine makes replies and errors): the session, and
the refusals said at the socket, shared by the WebSocket and the REST fallback."""

from __future__ import annotations

from api.assistant.protocol import SessionFrame, StoredConversation
from api.assistant.runtime import Opened, service_choice
from assistant_core.engine import Engine
from assistant_core.replies import ErrorReply
from assistant_core.texts import Language, say


def too_fast(language: Language) -> ErrorReply:
    return ErrorReply("rate_limited", say(language, "too_fast"))


def too_long(limit: int, language: Language) -> ErrorReply:
    return ErrorReply("message_too_long", say(language, "too_long", limit=limit))


def too_large(language: Language) -> ErrorReply:
    return ErrorReply("frame_too_large", say(language, "frame_too_large"))


def voice_busy(language: Language) -> ErrorReply:
    """Every transcription worker is taken and the line for them is full."""
    return ErrorReply("voice_busy", say(language, "voice_busy"))


def trouble(language: Language) -> ErrorReply:
    """A bug on our side: the conversation says so and goes on."""
    return ErrorReply("internal_error", say(language, "generic_failure"))


def session_frame(opened: Opened, engine: Engine) -> SessionFrame:
    """The conversation as a (re)connecting client needs it, in its language."""
    state = opened.state
    return SessionFrame(
        session_id=opened.session_id,
        services=[service_choice(s, state.language) for s in opened.services],
        greeting=say(state.language, "greeting"),
        language=state.language,
        state=StoredConversation(
            service_id=state.service_id,
            service_name=state.service_name,
            history=list(state.history),
            language=state.language,
        ),
        progress=engine.progress_of(state),
        suggestions=list(engine.suggestions(state)),
    )
