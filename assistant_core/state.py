"""A conversation's state: the selected service, the form in progress (birth details or a
task), the screen's language and the one the devotee writes in, and recent messages.

Stored as JSON between turns: the field types say what is read back (bounded, checked), so
`from_dict` trusts nothing and anything malformed gives a fresh state, not an exception."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Annotated, Any, Final, Literal

from pydantic import (
    BeforeValidator,
    Field,
    StrictFloat,
    StrictInt,
    TypeAdapter,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)

from assistant_core.forms.state import STORED, FormState
from assistant_core.replies import ChatMessage, StoredId, StoredText
from assistant_core.texts import Language, UiLanguage

HISTORY_LIMIT = 50
MAX_NEXT_REQUEST = 500  # a request kept for later (a message is at most 2,000 characters)
MAX_CART_LINES = 100  # more than the Store takes in one order: a cart the client sent, bounded
VERSION: Final = 2  # 2: the birth details became a form like the tasks

Degrees = StrictInt | StrictFloat  # never true or false
Latitude = Annotated[Degrees, Field(ge=-90, le=90)]
Longitude = Annotated[Degrees, Field(ge=-180, le=180)]
CartLine = tuple[StoredId, Annotated[StrictInt, Field(ge=1)]]


@dataclass(frozen=True, slots=True)
class ConversationState:
    __pydantic_config__ = STORED
    service_id: StoredId | None = None
    service_name: StoredText | None = None
    history: Annotated[tuple[ChatMessage, ...], BeforeValidator(_last_messages)] = ()
    # The screen's (its switch, or "Hindi mein bolo").
    language: Annotated[UiLanguage, WrapValidator(_or_english)] = "en"
    # The form in progress (birth details, booking, cart...); a broken one is dropped.
    task: Annotated[FormState | None, BeforeValidator(_form)] = None
    # Shared by the browser: "near me", the Panchang.
    location: Annotated[tuple[Latitude, Longitude] | None, WrapValidator(_or_none)] = None
    more: StoredText | None = None  # "tell me more"
    # A question answered for New Delhi with a button to share the location: asked again
    # when the location comes (until another message is sent).
    awaiting: StoredText | None = None
    # The device's cart, as the browser last sent it (and as the assistant changed it since):
    # (product id, quantity) lines, for "show my cart", "remove the diya" and checkout.
    cart: Annotated[tuple[CartLine, ...], Field(max_length=MAX_CART_LINES)] = ()
    # The language the devotee writes in (Hinglish too) when it is not the screen's, which
    # replies follow when a message does not tell ("2", "yes"); None: the screen's. Absent
    # from states stored before Hinglish replies.
    writes_in: Annotated[Language | None, WrapValidator(_or_none)] = None
    # The second of two requests in one message ("book the abhishek and order a mala"),
    # taken up when the form of the first ends, or at a "yes" when it was offered.
    next_request: Annotated[str, Field(max_length=MAX_NEXT_REQUEST)] | None = None
    version: Literal[2] = field(default=VERSION, init=False)  # stored: another is not read

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
            self.next_request,
        )

    def to_dict(self) -> dict[str, Any]:
        """The state as stored (JSON, camelCase): what `from_dict` reads back."""
        stored: dict[str, Any] = _STORED.dump_python(self, mode="json", by_alias=True)
        return stored

    @staticmethod
    def from_dict(data: object) -> ConversationState:
        """The stored state, or a fresh one when `data` is not a stored state of this
        version. A broken form is dropped (the rest is kept); an unknown language or place
        is forgotten."""
        try:
            return _STORED.validate_python(data)
        except ValidationError:
            return ConversationState()


def _or_none(value: Any, read: ValidatorFunctionWrapHandler) -> Any:
    """What `read` makes of `value`, or None when it is not one (forgotten, not fatal)."""
    try:
        return read(value)
    except ValidationError:
        return None


def _or_english(value: Any, read: ValidatorFunctionWrapHandler) -> Any:
    return _or_none(value, read) or "en"


def _form(value: Any) -> FormState | None:
    return None if value is None else FormState.from_dict(value)


def _last_messages(value: Any) -> Any:
    return value[-HISTORY_LIMIT:] if isinstance(value, list) else value


def _this_version(value: Any) -> Any:
    if not isinstance(value, dict) or value.get("version") != VERSION:
        raise ValueError("not a state stored by this version")
    return value


_STORED = TypeAdapter(Annotated[ConversationState, BeforeValidator(_this_version)])
