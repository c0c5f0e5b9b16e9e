"""The assistant protocol: every frame, both ways, as one pydantic model per type.

Frames from the client are validated here once (`read_client_frame`). Frames to the client
are these models as made: the engine's replies and errors are its own (assistant_core.replies),
the rest are made here, and each is encoded once as it is sent (`frame_text`). The web app's
frame types are generated from them (`python -m api.assistant.typescript`), and a test keeps
the two equal."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic.alias_generators import to_camel

from api.store.rules import MAX_PER_ITEM
from assistant_core.replies import (
    Action,
    ChatMessage,
    ErrorReply,
    Progress,
    Reply,
)
from assistant_core.state import MAX_CART_LINES
from assistant_core.texts import UiLanguage

LanguageCode = UiLanguage
MAX_ID = 80
MAX_TEXT = 20_000  # the settings bound messages more tightly (2,000 by default)


class Frame(BaseModel):
    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")


# --- client -> server ------------------------------------------------------------------


class HelloFrame(Frame):
    type: Literal["hello"]
    session_id: str | None = None
    language: LanguageCode | None = None


class SelectServiceFrame(Frame):
    type: Literal["select_service"]
    service_id: Annotated[str, Field(min_length=1, max_length=MAX_ID)]


class MessageFrame(Frame):
    type: Literal["message"]
    text: Annotated[str, Field(max_length=MAX_TEXT)]


class SetLanguageFrame(Frame):
    type: Literal["set_language"]
    language: LanguageCode


class LocationFrame(Frame):
    type: Literal["location"]
    latitude: Annotated[float, Field(ge=-90, le=90, allow_inf_nan=False)]
    longitude: Annotated[float, Field(ge=-180, le=180, allow_inf_nan=False)]


class CartItem(Frame):
    product_id: Annotated[str, Field(min_length=1, max_length=MAX_ID)]
    quantity: Annotated[int, Field(ge=1, le=MAX_PER_ITEM)]


class CartFrame(Frame):
    """The device's cart (the Store screen's): sent after hello and whenever it changes, so
    the assistant can show it, change it and check it out."""

    type: Literal["cart"]
    items: Annotated[list[CartItem], Field(max_length=MAX_CART_LINES)]


class AudioStartFrame(Frame):
    type: Literal["audio_start"]
    format: str | None = None  # checked by api.assistant.recording, which names the formats
    sample_rate: int | None = None


class AudioEndFrame(Frame):
    type: Literal["audio_end"]


class SpeakFrame(Frame):
    type: Literal["speak"]
    text: Annotated[str, Field(min_length=1, max_length=MAX_TEXT)]


ClientFrame = Annotated[
    HelloFrame
    | SelectServiceFrame
    | MessageFrame
    | SetLanguageFrame
    | LocationFrame
    | CartFrame
    | AudioStartFrame
    | AudioEndFrame
    | SpeakFrame,
    Field(discriminator="type"),
]
CLIENT_TYPES = (
    "hello",
    "select_service",
    "message",
    "set_language",
    "location",
    "cart",
    "audio_start",
    "audio_end",
    "speak",
)
_CLIENT = TypeAdapter[Any](ClientFrame)
# What a client is told when a frame of a known type is malformed.
PROBLEMS = {
    "hello": "sessionId must be a string and language one of: en, hi",
    "select_service": "serviceId must be a service's id",
    "message": "text must be a string",
    "set_language": "language must be one of: en, hi",
    "location": "latitude and longitude must be numbers in range",
    "cart": f"items must be at most {MAX_CART_LINES} lines of a productId and a quantity from 1 to "
    f"{MAX_PER_ITEM}",
    "speak": "speak needs the text to say",
}


class BadFrame(ValueError):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def read_client_frame(data: object) -> Any:
    """The client frame as its model; BadFrame with the code and message to send back."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadFrame("invalid_frame", "Frames must be JSON objects with a type")
    kind = data["type"]
    if kind not in CLIENT_TYPES:
        raise BadFrame("unknown_frame", f"Unknown frame type: {kind[:40]}")
    try:
        return _CLIENT.validate_python(data)
    except ValidationError:
        raise BadFrame("invalid_frame", PROBLEMS.get(kind, "Malformed frame")) from None


# --- server -> client ------------------------------------------------------------------


class ServiceChoice(Frame):
    id: str
    name: str
    description: str
    icon: str
    category: str


class StoredConversation(Frame):
    """The stored state a reconnecting client gets back (its history, mostly)."""

    service_id: str | None
    service_name: str | None
    history: list[ChatMessage]
    language: LanguageCode = "en"


class SessionFrame(Frame):
    type: Literal["session"] = "session"
    session_id: str
    services: list[ServiceChoice]
    greeting: str
    language: LanguageCode
    state: StoredConversation
    progress: Progress | None
    suggestions: list[Action]


class TypingFrame(Frame):
    type: Literal["typing"] = "typing"


class TranscriptFrame(Frame):
    type: Literal["transcript"] = "transcript"
    text: str


class PartialTranscriptFrame(Frame):
    """What is heard so far of an utterance still going on (replaced by the next one)."""

    type: Literal["partial_transcript"] = "partial_transcript"
    text: str


class UtteranceEndFrame(Frame):
    """The server heard the devotee stop speaking: stop recording (a late audio_end and the
    chunks before it are taken quietly); the transcript follows."""

    type: Literal["utterance_end"] = "utterance_end"


class AudioFrame(Frame):
    """Synthesised speech: this header, then one binary frame with the sound. A reply comes
    a sentence at a time; `last` marks its last part."""

    type: Literal["audio"] = "audio"
    mime: str
    bytes: int
    last: bool = True


ServerFrame = (
    SessionFrame
    | Reply
    | TypingFrame
    | TranscriptFrame
    | PartialTranscriptFrame
    | UtteranceEndFrame
    | AudioFrame
    | ErrorReply
)
_SERVER = TypeAdapter[ServerFrame](ServerFrame)


def frame_text(frame: ServerFrame) -> str:
    """A frame as the JSON text a socket sends (encoded once, from the model as made)."""
    return _SERVER.dump_json(frame, by_alias=True).decode()


def frame_json(frame: ServerFrame) -> dict[str, Any]:
    """A frame as JSON data, for the REST fallback's answers."""
    data: dict[str, Any] = _SERVER.dump_python(frame, mode="json", by_alias=True)
    return data


CLIENT_MODELS: tuple[type[Any], ...] = (
    HelloFrame,
    SelectServiceFrame,
    MessageFrame,
    SetLanguageFrame,
    LocationFrame,
    CartFrame,
    AudioStartFrame,
    AudioEndFrame,
    SpeakFrame,
)
SERVER_MODELS: tuple[type[Any], ...] = (
    SessionFrame,
    Reply,
    TypingFrame,
    TranscriptFrame,
    PartialTranscriptFrame,
    UtteranceEndFrame,
    AudioFrame,
    ErrorReply,
)
