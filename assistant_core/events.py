"""What the engine takes and gives: the events, who sends them, and the turn they make."""

from __future__ import annotations

from dataclasses import dataclass

from assistant_core.replies import ChatMessage, ErrorReply, Reply
from assistant_core.state import ConversationState
from assistant_core.texts import UiLanguage


@dataclass(frozen=True, slots=True)
class SelectService:
    service_id: str


@dataclass(frozen=True, slots=True)
class UserMessage:
    text: str


@dataclass(frozen=True, slots=True)
class SetLanguage:
    language: UiLanguage


@dataclass(frozen=True, slots=True)
class Located:
    """The browser shared where the devotee is (temples "near me", the day's Panchang)."""

    latitude: float
    longitude: float


@dataclass(frozen=True, slots=True)
class CartChanged:
    """The device's cart as it is now: (product id, quantity) lines."""

    lines: tuple[tuple[str, int], ...]


Event = SelectService | UserMessage | SetLanguage | Located | CartChanged


@dataclass(frozen=True, slots=True)
class Visitor:
    """Who is talking: their browser's client reference (records they create are theirs)
    and their address (lookups are rate-limited per address)."""

    client_ref: str | None = None
    address: str = "assistant"


@dataclass(frozen=True, slots=True)
class Turn:
    state: ConversationState
    outputs: list[Reply | ErrorReply]


def recorded(state: ConversationState, user: ChatMessage | None, replies: list[Reply]) -> Turn:
    """The turn, with the devotee's line (if any) and the replies kept in the history."""
    users = () if user is None else (user,)
    kept = state.with_messages(*users, *(r.message for r in replies))
    return Turn(kept, list(replies))
