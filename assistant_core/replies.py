"""What the engine says back: chat messages, replies with intent and navigation, errors."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

NAVIGATION_DELAY_MS = 2000
# The four birth details, in the order they are asked (spec "Birth details draft").
BIRTH_FIELDS = ("name", "dateOfBirth", "timeOfBirth", "placeOfBirth")


@dataclass(frozen=True, slots=True)
class ChatMessage:
    """A line of the conversation (spec "Chat message"); timestamp is ISO 8601 UTC."""

    id: str
    text: str
    is_user: bool
    timestamp: str
    service_id: str | None = None
    service_name: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "text": self.text,
            "isUser": self.is_user,
            "timestamp": self.timestamp,
            "serviceId": self.service_id,
            "serviceName": self.service_name,
        }


@dataclass(frozen=True, slots=True)
class Navigate:
    """Open this screen after the delay and close the assistant (spec section 4)."""

    route: str
    delay_ms: int = NAVIGATION_DELAY_MS

    def to_dict(self) -> dict[str, Any]:
        return {"route": self.route, "delayMs": self.delay_ms}


@dataclass(frozen=True, slots=True)
class BirthProgress:
    """The birth-detail panel: what is collected, which field is asked.

    `step` is the 1-based position of `asking` among the four fields; when nothing is
    asked (the chart was made, or the form was left) it is the number of fields collected.
    """

    collected: dict[str, str] = field(default_factory=dict)
    asking: str | None = None
    step: int = 0
    total: int = len(BIRTH_FIELDS)

    def to_dict(self) -> dict[str, Any]:
        return {
            "collected": dict(self.collected),
            "asking": self.asking,
            "step": self.step,
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class Reply:
    """One assistant message with what the client needs to act on it."""

    message: ChatMessage
    intent: str
    confidence: float
    service_id: str | None = None
    navigate: Navigate | None = None
    progress: BirthProgress | None = None
    kundli: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": "reply",
            "message": self.message.to_dict(),
            "intent": self.intent,
            "confidence": self.confidence,
            "serviceId": self.service_id,
            "navigate": None if self.navigate is None else self.navigate.to_dict(),
            "progress": None if self.progress is None else self.progress.to_dict(),
            "kundli": self.kundli,
        }


@dataclass(frozen=True, slots=True)
class ErrorReply:
    """A protocol-level refusal (empty message, unknown service): not part of the chat."""

    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "message": self.message}
