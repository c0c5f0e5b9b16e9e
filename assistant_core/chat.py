"""Lines of the conversation and the replies built on them: ids and times from the injected
clock and id source, the service that speaks, and the language of the turn."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from assistant_core.ports import ServiceInfo
from assistant_core.replies import Action, CartEdit, ChatMessage, Navigate, Progress, Reply
from assistant_core.texts import Language, ui_language
from kundli_service.wire import KundliReport

MAX_AI_TEXT = 4000  # the AI port bounds bytes; this bounds a chat bubble and the stored history


class Chat:
    def __init__(self, clock: Callable[[], datetime], new_id: Callable[[], str]) -> None:
        self._clock = clock
        self._new_id = new_id

    def line(
        self, text: str, service: ServiceInfo | None, *, is_user: bool, language: Language = "en"
    ) -> ChatMessage:
        stamp = self._clock().astimezone(UTC).isoformat(timespec="milliseconds")
        return ChatMessage(
            id=self._new_id(),
            text=text,
            is_user=is_user,
            timestamp=stamp.replace("+00:00", "Z"),
            service_id=None if service is None else service.id,
            service_name=None if service is None else service.name_in(language),
        )


@dataclass(frozen=True, slots=True)
class Said:
    """Who is speaking in this turn, and in which language."""

    chat: Chat
    service: ServiceInfo | None
    language: Language

    def line(self, text: str, *, is_user: bool) -> ChatMessage:
        return self.chat.line(text, self.service, is_user=is_user, language=self.language)

    def reply(
        self,
        text: str,
        intent: str,
        confidence: float,
        *,
        navigate: Navigate | None = None,
        progress: Progress | None = None,
        kundli: KundliReport | None = None,
        actions: tuple[Action, ...] = (),
        cart: CartEdit | None = None,
    ) -> Reply:
        message = self.line(bounded(text), is_user=False)
        service_id = None if self.service is None else self.service.id
        return Reply(
            message,
            intent,
            confidence,
            service_id,
            navigate,
            progress,
            kundli,
            ui_language(self.language),
            actions,
            cart,
        )


def bounded(text: str) -> str:
    return text if len(text) <= MAX_AI_TEXT else text[: MAX_AI_TEXT - 1].rstrip() + "…"
