"""A conversation's state: the selected service, the birth-detail form, and recent messages.

Stored as JSON between turns (and sent to a reconnecting client), so `from_dict` trusts
nothing: anything malformed gives a fresh state instead of an exception."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from assistant_core.forms.state import FormState
from assistant_core.replies import BIRTH_FIELDS, ChatMessage
from assistant_core.texts import LANGUAGES, Language

HISTORY_LIMIT = 50
MAX_STORED_TEXT = 20_000  # a message longer than any the engine writes is not ours
MAX_STORED_ID = 200
MAX_RETRIES = 10
VERSION = 1

# camelCase field (wire, progress panel) -> attribute of BirthForm
_ATTRIBUTES = {
    "name": "name",
    "dateOfBirth": "date_of_birth",
    "timeOfBirth": "time_of_birth",
    "placeOfBirth": "place_of_birth",
}


class _Malformed(ValueError):
    """Stored state that is not what to_dict writes."""


@dataclass(frozen=True, slots=True)
class BirthForm:
    """The birth-detail draft: what is collected, which field is asked, failed tries there."""

    collecting: bool = False
    name: str | None = None
    date_of_birth: str | None = None  # YYYY-MM-DD
    time_of_birth: str | None = None  # HH:MM, 24-hour
    place_of_birth: str | None = None
    asking: str | None = None  # one of BIRTH_FIELDS
    retries: int = 0

    def value(self, field: str) -> str | None:
        found: str | None = getattr(self, _ATTRIBUTES[field])
        return found

    def with_value(self, field: str, value: str | None) -> BirthForm:
        changes: dict[str, Any] = {_ATTRIBUTES[field]: value}
        return replace(self, **changes)

    def collected(self) -> dict[str, str]:
        """The fields given so far, in asking order."""
        return {f: v for f in BIRTH_FIELDS if (v := self.value(f)) is not None}

    def next_missing(self) -> str | None:
        return next((f for f in BIRTH_FIELDS if self.value(f) is None), None)

    def to_dict(self) -> dict[str, Any]:
        return {
            "collecting": self.collecting,
            **{f: self.value(f) for f in BIRTH_FIELDS},
            "asking": self.asking,
            "retries": self.retries,
        }

    @staticmethod
    def from_dict(d: object) -> BirthForm:
        data = _mapping(d)
        collecting = data.get("collecting", False)
        retries = data.get("retries", 0)
        if not isinstance(collecting, bool) or type(retries) is not int:
            raise _Malformed("birthForm")
        if not 0 <= retries <= MAX_RETRIES:
            raise _Malformed("retries")
        asking = _optional_text(data, "asking", 40)
        if asking is not None and asking not in BIRTH_FIELDS:
            raise _Malformed("asking")
        form = BirthForm(collecting=collecting, asking=asking, retries=retries)
        for field in BIRTH_FIELDS:
            form = form.with_value(field, _optional_text(data, field, 200))
        return form


@dataclass(frozen=True, slots=True)
class ConversationState:
    service_id: str | None = None
    service_name: str | None = None
    form: BirthForm = BirthForm()
    history: tuple[ChatMessage, ...] = ()
    language: Language = "en"
    task: FormState | None = None  # a task form in progress (booking, cart, order status)
    location: tuple[float, float] | None = None  # shared by the browser for "near me"
    more: str | None = None  # the rest of a long answer, for "tell me more"

    def with_messages(self, *messages: ChatMessage) -> ConversationState:
        """The state with these messages appended, keeping the last HISTORY_LIMIT."""
        return replace(self, history=(*self.history, *messages)[-HISTORY_LIMIT:])

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "serviceId": self.service_id,
            "serviceName": self.service_name,
            "birthForm": self.form.to_dict(),
            "history": [m.to_dict() for m in self.history],
            "language": self.language,
            "task": None if self.task is None else self.task.to_dict(),
            "location": None if self.location is None else list(self.location),
            "more": self.more,
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
    task = data.get("task")
    return ConversationState(
        service_id=_optional_text(data, "serviceId", MAX_STORED_ID),
        service_name=_optional_text(data, "serviceName", MAX_STORED_TEXT),
        form=BirthForm.from_dict(data.get("birthForm", {})),
        history=tuple(_read_message(m) for m in history[-HISTORY_LIMIT:]),
        language=language if language in LANGUAGES else "en",
        task=None if task is None else FormState.from_dict(task),
        location=_location(data.get("location")),
        more=_optional_text(data, "more", MAX_STORED_TEXT),
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
