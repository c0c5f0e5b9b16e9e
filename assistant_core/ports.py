"""What the engine needs from the outside world, as values and Protocols: the AI services
it may talk to, and the port that asks them. Failures are values the engine turns into the
spec's messages; nothing here raises for a service that misbehaves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from assistant_core.texts import Language

KUNDLI_SERVICE_ID = "kundli-horoscope-agent"
DEFAULT_THRESHOLD = 0.7

AIFailure = Literal["unreachable", "timeout", "http_status", "garbage", "too_large"]

# Where the devotee is, as "latitude,longitude", asked of this server's own AI services with a
# question (the Panchang "for today" is then theirs); never sent to a service elsewhere.
LOCATION_HEADER = "X-Device-Location"
Coordinates = tuple[float, float]  # latitude, longitude in degrees


@dataclass(frozen=True, slots=True)
class ServiceInfo:
    """An AI service as the assistant's dropdown and engine see it (from ai_services)."""

    id: str
    name: str
    description: str
    endpoint: str
    category: str  # general | astrology | numerology | palmistry
    icon: str
    is_active: bool
    confidence_threshold: float = DEFAULT_THRESHOLD
    name_hi: str | None = None  # the Hindi the record carries, if any
    description_hi: str | None = None

    def name_in(self, language: Language) -> str:
        """The service's name in the conversation's language (English when none)."""
        return (self.name_hi if language == "hi" else None) or self.name

    def description_in(self, language: Language) -> str:
        return (self.description_hi if language == "hi" else None) or self.description

    @property
    def is_kundli(self) -> bool:
        """The Kundli agent answers locally and collects birth details; it is never proxied."""
        return self.id == KUNDLI_SERVICE_ID


@dataclass(frozen=True, slots=True)
class AIAnswer:
    """A service's answer text, or why there is none."""

    text: str | None = None
    failure: AIFailure | None = None
    status: int | None = None  # for http_status
    status_text: str = ""  # for http_status, e.g. "Service Unavailable"

    @property
    def internal_error(self) -> str | None:
        """The spec's internal text for a non-OK answer (logged, never shown to users)."""
        if self.failure == "http_status":
            return f"AI service request failed: {self.status} {self.status_text}"
        return None


class BuiltinAIPort(Protocol):
    """This server's own AI services, answered in process (never over HTTP)."""

    async def answer(
        self, path: str, question: str, language: Language, near: Coordinates | None
    ) -> AIAnswer:
        """The answer of the built-in service at `path` (/api/ai/...), in the conversation's
        language, for where the devotee is (`near`); a failure as a value (an unknown path
        is a 404 status)."""
        ...


class AIServicePort(Protocol):
    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        """POST {question} to the service's endpoint, in the conversation's language (as
        Accept-Language), with where the devotee is to a service of this server (`near`, as
        LOCATION_HEADER); read response, message, answer, text."""
        ...
