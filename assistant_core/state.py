"""A conversation's state: the selected service, the form in progress (birth details or a
task), the screen's language and the one the devotee writes in, and recent messages.

Stored as JSON between turns (and sent to a reconnecting client), so `from_dict` trusts
nothing: anything malformed gives a fresh state instead of an exception."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from assistant_core.forms.state import FormState
from assistant_core.replies import ChatMessage
from assistant_core.texts import LANGUAGES, UI_LANGUAGES, Language, UiLanguage

HISTORY_LIMIT = 50
MAX_STORED_TEXT = 20_000  # a message longer than any the engine writes is not ours
MAX_STORED_ID = 200
MAX_CART_LINES = 100  # more than the Store takes in one order: a cart the client sent, bounded
VERSION = 2  # 2: the birth details became a form like the tasks


class _Malformed(ValueError):
    """Stored state that is not what to_dict writes."""


@dataclass(frozen=True, slots=True)
class ConversationState:
    service_id: str | None = None
    service_name: str | None = None
    history: tuple[ChatMessage, ...] = ()
    language: UiLanguage = "en"  # the screen's (its switch, or "Hindi mein bolo")
    task: FormState | None = None  # the form in progress (birth details, booking, cart...)
    location: tuple[float, float] | None = None  # shared by the browser: "near me", the Panchang
    more: str | None = None  # the rest of a long answer, for "tell me more"
    # A question answered for New Delhi with a button to share the location: asked again
    # when the location comes (until another message is sent).
    awaiting: str | None = None
    # The device's cart, as the browser last sent it (and as the assistant changed it since):
    # (product id, quantity) lines, for "show my cart", "remove the diya" and checkout.
    cart: tuple[tuple[str, int], ...] = ()
    # The language the devotee writes in (Hinglish too) when it is not the screen's, which
    # replies follow when a message does not tell ("2", "yes"); None: the screen's.
    writes_in: Language | None = None

    @property
    def replies_in(self) -> Language:
        """The conversation's language for replies: the devotee's, else the screen's."""
        return self.writes_in or self.language

    def replying_in(self, language: Language) -> ConversationState:
        """The state once the devotee's message chose the replies' language."""
        if language == self.replies_in:
            return self
        return replace(self, writes_in=None if language == self.language else language)

    def in_language(self, language: UiLanguage) -> ConversationState:
        """The screen's language set (its switch, or asked for): replies follow it again."""
        return replace(self, language=language, writes_in=None)

    def with_messages(self, *messages: ChatMessage) -> ConversationState:
        """The state with these messages appended, keeping the last HISTORY_LIMIT."""
        # Built directly: dataclasses.replace costs several times more, on every turn.
        return ConversationState(
            self.service_id,
            self.service_name,
            (*self.history, *messages)[-HISTORY_LIMIT:],
            self.language,
            self.task,
            self.location,
            self.more,
            self.awaiting,
            self.cart,
            self.writes_in,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "serviceId": self.service_id,
            "serviceName": self.service_name,
            "history": [m.to_dict() for m in self.history],
            "language": self.language,
            "task": None if self.task is None else self.task.to_dict(),
            "location": None if self.location is None else list(self.location),
            "more": self.more,
            "awaiting": self.awaiting,
            "cart": [list(line) for line in self.cart],
            "writesIn": self.writes_in,
        }

    @staticmethod
    def from_dict(d: object) -> ConversationState:
        """The stored state, or a fresh one when `d` is not what to_dict wrote."""
        try:
            return _read_state(_mapping(d))
        except _Malformed:
            return ConversationState()


def _read_state(data: dict[str, Any]) -> ConversationState:
    if data.get("version") != VERSION:
        raise _Malformed("version")
    history = data.get("history", [])
    if not isinstance(history, list):
        raise _Malformed("history")
    language = data.get("language", "en")
    writes_in = data.get("writesIn")  # absent from states stored before Hinglish replies
    task = data.get("task")
    return ConversationState(
        service_id=_optional_text(data, "serviceId", MAX_STORED_ID),
        service_name=_optional_text(data, "serviceName", MAX_STORED_TEXT),
        history=tuple(_read_message(m) for m in history[-HISTORY_LIMIT:]),
        language=language if language in UI_LANGUAGES else "en",
        task=None if task is None else FormState.from_dict(task),
        location=_location(data.get("location")),
        more=_optional_text(data, "more", MAX_STORED_TEXT),
        awaiting=_optional_text(data, "awaiting", MAX_STORED_TEXT),
        cart=_cart(data.get("cart", [])),
        writes_in=writes_in if writes_in in LANGUAGES else None,
    )


def _location(value: object) -> tuple[float, float] | None:
    if not isinstance(value, list) or len(value) != 2:
        return None
    lat, lon = value
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
        return None
    if not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    return float(lat), float(lon)


def _cart(value: object) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, list) or len(value) > MAX_CART_LINES:
        raise _Malformed("cart")
    lines = []
    for line in value:
        if not isinstance(line, list) or len(line) != 2:
            raise _Malformed("cart")
        product, quantity = line
        if not isinstance(product, str) or len(product) > MAX_STORED_ID:
            raise _Malformed("cart")
        if not isinstance(quantity, int) or isinstance(quantity, bool) or quantity < 1:
            raise _Malformed("cart")
        lines.append((product, quantity))
    return tuple(lines)


def _read_message(d: object) -> ChatMessage:
    data = _mapping(d)
    is_user = data.get("isUser")
    if not isinstance(is_user, bool):
        raise _Malformed("isUser")
    return ChatMessage(
        id=_text(data, "id", MAX_STORED_ID),
        text=_text(data, "text", MAX_STORED_TEXT),
        is_user=is_user,
        timestamp=_text(data, "timestamp", 40),
        service_id=_optional_text(data, "serviceId", MAX_STORED_ID),
        service_name=_optional_text(data, "serviceName", MAX_STORED_TEXT),
    )


def _mapping(d: object) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise _Malformed("not an object")
    return d


def _text(data: dict[str, Any], key: str, limit: int) -> str:
    value = data.get(key)
    if not isinstance(value, str) or len(value) > limit:
        raise _Malformed(key)
    return value


def _optional_text(data: dict[str, Any], key: str, limit: int) -> str | None:
    return None if data.get(key) is None else _text(data, key, limit)
