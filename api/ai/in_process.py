"""The built-in AI services behind the assistant's port (assistant_core.ports.BuiltinAIPort):
the same use cases as their HTTP routes (api/ai/router.py, for other callers), called as
functions. The assistant never calls its own server over HTTP."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from http import HTTPStatus

from pydantic import ValidationError

from api.ai import service
from api.ai.schemas import AIQuestion, AIReply
from api.common.clock import india_today
from api.settings import Settings
from assistant_core.ports import AIAnswer, Coordinates
from assistant_core.texts import Language
from data.db import Database

log = logging.getLogger(__name__)

PREFIX = "/api/ai/"  # the built-in services' paths, as the seeded services name them


class InProcessAI:
    """Answers the seeded services' endpoints (/api/ai/<name>) in process. `builtins` gives
    the process's built-in services (made once, shared with the HTTP routes)."""

    def __init__(
        self,
        db: Database,
        settings: Settings,
        builtins: Callable[[], service.Builtins],
        clock: Callable[[], datetime],
    ) -> None:
        self._db = db
        self._settings = settings
        self._builtins = builtins
        self._clock = clock

    async def answer(
        self, path: str, question: str, language: Language, near: Coordinates | None
    ) -> AIAnswer:
        name = path.removeprefix(PREFIX) if path.startswith(PREFIX) else None
        try:  # the question as the HTTP route takes it (trimmed, bounded, printable)
            asked = AIQuestion(question=question).question
        except ValidationError:
            return _status(HTTPStatus.UNPROCESSABLE_ENTITY)
        # Hinglish too: the built-in services write it where they have it, else English.
        pending = self._pending(name or "", asked, language, near)
        if pending is None:
            return _status(HTTPStatus.NOT_FOUND)  # no such built-in service
        try:
            reply = await pending
        except Exception:  # a bug: logged, and said as the service being unavailable
            log.exception("built-in AI service %s failed", name)
            return _status(HTTPStatus.SERVICE_UNAVAILABLE)
        text = reply.response.strip()
        return AIAnswer(text=text) if text else AIAnswer(failure="garbage")

    def _pending(
        self, name: str, question: str, language: Language, near: Coordinates | None
    ) -> Awaitable[AIReply] | None:
        builtins = self._builtins()
        today = india_today(self._clock())
        if name == "general-assistant":
            return service.ask_general(
                self._db, builtins, self._settings, question, language, today, near
            )
        if name == "astrology-expert":
            return service.ask_astrology(builtins, question, language, today, near)
        if name == "numerology-specialist":
            return service.ask_numerology(builtins, question, language)
        if name == "palmistry-reader":
            return service.ask_palmistry(builtins, question, language)
        return None


def _status(status: HTTPStatus) -> AIAnswer:
    """A failure said as the service's HTTP answer would have said it."""
    return AIAnswer(failure="http_status", status=status.value, status_text=status.phrase)
