"""What the engine says back: chat messages, replies with intent and navigation, errors.

These are the assistant protocol's own models for them (api/assistant/protocol.py lists
them among its frames, and the web app's types are generated from them): a reply is checked
once, where it is made, and sent as it is. Field names are camelCase on the wire."""

from __future__ import annotations

from dataclasses import field
from typing import Annotated, Final, Literal

from pydantic import (
    ConfigDict,
    Field,
    RootModel,
    StrictBool,
    TypeAdapter,
    computed_field,
)
from pydantic.alias_generators import to_camel
from pydantic.dataclasses import dataclass

from assistant_core.texts import UiLanguage
from kundli_service.wire import KundliReport

NAVIGATION_DELAY_MS = 2000
CART_ROUTE = "/store?cart=open"  # the Store with the device's cart open
# The four birth details, in the order they are asked (spec "Birth details draft").
BIRTH_FIELDS = ("name", "dateOfBirth", "timeOfBirth", "placeOfBirth")
# Bounds of what a stored conversation may hold (its history is read back from the database).
MAX_STORED_TEXT = 20_000  # a message longer than any the engine writes is not ours
MAX_STORED_ID = 200

# Camel case on the wire; the Python names work in constructors too.
WIRE = ConfigDict(alias_generator=to_camel, populate_by_name=True)

FormName = Literal[
    "birth",
    "milan",
    "priest_booking",
    "temple_booking",
    "cart",
    "checkout",
    "order_status",
    "cancel_order",
    "move_booking",
]
RecordKind = Literal["priest", "temple", "store"]
ActionType = Literal["link", "say", "pay", "share_location"]
StoredId = Annotated[str, Field(max_length=MAX_STORED_ID)]
StoredText = Annotated[str, Field(max_length=MAX_STORED_TEXT)]


@dataclass(frozen=True, slots=True, config=WIRE)
class ChatMessage:
    """A line of the conversation (spec "Chat message"); timestamp is ISO 8601 UTC."""

    id: StoredId
    text: StoredText
    is_user: StrictBool
    timestamp: Annotated[str, Field(max_length=40)]
    service_id: StoredId | None = None
    service_name: StoredText | None = None


@dataclass(frozen=True, slots=True, config=WIRE)
class Navigate:
    """Open this screen after the delay and close the assistant (spec section 4)."""

    route: str
    delay_ms: int = NAVIGATION_DELAY_MS


@dataclass(frozen=True, slots=True, config=WIRE)
class ProgressField:
    name: str
    label: str
    value: str | None


@dataclass(frozen=True, slots=True, config=WIRE)
class Progress:
    """A form's panel: what is collected, which field is asked (spec: birth-detail progress;
    every task form has one). Fields are named as the REST API names them.

    `step` is the 1-based position of `asking` among the fields; when nothing is asked (the
    work is done, or the form was left) it is the number of fields collected. `fields` are
    the form's fields in asking order, each with its label and its value collected.
    """

    collected: dict[str, str] = field(default_factory=dict)
    asking: str | None = None
    step: int = 0
    total: int = len(BIRTH_FIELDS)
    form: FormName = "birth"
    title: str = ""
    # Each field with its label in the conversation's language, in asking order.
    fields: tuple[tuple[str, str], ...] = Field(default=(), exclude=True)  # sent as `fields`

    @computed_field(alias="fields")  # type: ignore[prop-decorator]
    @property
    def rows(self) -> tuple[ProgressField, ...]:
        """The panel's fields as the client shows them."""
        return tuple(ProgressField(n, label, self.collected.get(n)) for n, label in self.fields)


BirthProgress = Progress  # the birth-detail form's panel is one of them


@dataclass(frozen=True, slots=True, config=WIRE)
class LinkAction:
    label: str
    route: str
    type: Literal["link"] = field(default="link", init=False)


@dataclass(frozen=True, slots=True, config=WIRE)
class SayAction:
    label: str
    text: str
    type: Literal["say"] = field(default="say", init=False)


@dataclass(frozen=True, slots=True, config=WIRE)
class PayAction:
    label: str
    kind: RecordKind
    record_id: str
    amount: float
    customer_name: str
    customer_phone: str
    customer_email: str | None
    type: Literal["pay"] = field(default="pay", init=False)


@dataclass(frozen=True, slots=True, config=WIRE)
class ShareLocationAction:
    label: str
    type: Literal["share_location"] = field(default="share_location", init=False)


Button = Annotated[
    LinkAction | SayAction | PayAction | ShareLocationAction, Field(discriminator="type")
]
_BUTTON = TypeAdapter[Button](Button)


class Action(RootModel[Button]):
    """A button under a reply: a link to a screen, a suggestion to send, a payment to make,
    or a request for the browser's location. Sent as the button it is (`root`)."""

    model_config = ConfigDict(frozen=True)

    def __init__(
        self,
        type: ActionType,
        label: str,
        route: str | None = None,  # link
        text: str | None = None,  # say
        kind: RecordKind | None = None,  # pay
        record_id: str | None = None,  # pay
        amount: float | None = None,  # pay
        customer: tuple[str, str, str | None] | None = None,  # pay: name, phone, e-mail
    ) -> None:
        name, phone, email = customer or (None, None, None)
        given = {
            "type": type,
            "label": label,
            "route": route,
            "text": text,
            "kind": kind,
            "record_id": record_id,
            "amount": amount,
            "customer_name": name,
            "customer_phone": phone,
            "customer_email": email,
        }
        super().__init__(_BUTTON.validate_python(given))  # what its type does not use is left

    @property
    def type(self) -> ActionType:
        return self.root.type

    @property
    def label(self) -> str:
        return self.root.label

    @property
    def route(self) -> str | None:
        return self.root.route if isinstance(self.root, LinkAction) else None

    @property
    def text(self) -> str | None:
        return self.root.text if isinstance(self.root, SayAction) else None

    @property
    def kind(self) -> RecordKind | None:
        return self.root.kind if isinstance(self.root, PayAction) else None

    @property
    def record_id(self) -> str | None:
        return self.root.record_id if isinstance(self.root, PayAction) else None

    @property
    def amount(self) -> float | None:
        return self.root.amount if isinstance(self.root, PayAction) else None


def link(label: str, route: str) -> Action:
    return Action("link", label, route=route)


def suggestion(label: str, text: str) -> Action:
    return Action("say", label, text=text)


SHARE_LOCATION: Final = "share_location"


def location_request(label: str) -> Action:
    """A button that asks the browser where the devotee is (a `location` event follows)."""
    return Action(SHARE_LOCATION, label)


@dataclass(frozen=True, slots=True, config=WIRE)
class CartLine:
    """Items the web app adds to the device's cart (the Store screen's cart)."""

    product_id: str
    product_name: str
    price: float
    quantity: int
    stock: int  # the most the Store screen lets the devotee order


@dataclass(frozen=True, slots=True, config=WIRE)
class CartQuantity:
    """A line of the device's cart set to this quantity (0 takes it out)."""

    product_id: str
    quantity: int


@dataclass(frozen=True, slots=True, config=WIRE)
class CartEdit:
    """What a reply does to the device's cart: lines added (quantities add up), and lines set
    to a quantity (0 takes a line out: changed in the chat, or ordered)."""

    add: tuple[CartLine, ...] = ()
    set: tuple[tuple[str, int], ...] = ()

    def applied(self, cart: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
        """`cart` ((product id, quantity) lines) as the device will have it after this edit
        (the device also caps a line by stock and the per-line limit)."""
        lines = dict(cart)
        for line in self.add:
            lines[line.product_id] = lines.get(line.product_id, 0) + line.quantity
        for product, quantity in self.set:
            lines[product] = quantity
        return tuple((p, q) for p, q in lines.items() if q > 0)


@dataclass(frozen=True, slots=True, config=WIRE)
class Reply:
    """One assistant message with what the client needs to act on it (the `reply` frame)."""

    message: ChatMessage
    intent: str
    confidence: float
    service_id: str | None = None
    navigate: Navigate | None = None
    progress: Progress | None = None
    kundli: KundliReport | None = None  # a chart made: the client draws it
    language: UiLanguage = "en"  # as the screen shows it: a Hinglish reply is "en"
    actions: tuple[Action, ...] = ()
    cart: CartEdit | None = Field(default=None, exclude=True)  # sent as `cart` and `cartSet`
    type: Literal["reply"] = field(default="reply", init=False)

    @computed_field(alias="cart")  # type: ignore[prop-decorator]
    @property
    def cart_added(self) -> tuple[CartLine, ...] | None:
        """Lines the device adds to its cart."""
        return self.cart.add if self.cart is not None and self.cart.add else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def cart_set(self) -> tuple[CartQuantity, ...] | None:
        """Lines of the device's cart set to a quantity."""
        if self.cart is None or not self.cart.set:
            return None
        return tuple(CartQuantity(product, quantity) for product, quantity in self.cart.set)


@dataclass(frozen=True, slots=True, config=WIRE)
class ErrorReply:
    """A refusal (empty message, unknown service, a frame the server cannot take): not part
    of the chat (the `error` frame)."""

    code: str
    message: str
    type: Literal["error"] = field(default="error", init=False)
