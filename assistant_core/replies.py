"""What the engine says back: chat messages, replies with intent and navigation, errors."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assistant_core.texts import UiLanguage

NAVIGATION_DELAY_MS = 2000
CART_ROUTE = "/store?cart=open"  # the Store with the device's cart open
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
class Progress:
    """A form's panel: what is collected, which field is asked (spec: birth-detail progress;
    every task form has one). Fields are named as the REST API names them.

    `step` is the 1-based position of `asking` among the fields; when nothing is asked (the
    work is done, or the form was left) it is the number of fields collected. `fields` pairs
    each field with its label in the conversation's language, in asking order.
    """

    collected: dict[str, str] = field(default_factory=dict)
    asking: str | None = None
    step: int = 0
    total: int = len(BIRTH_FIELDS)
    form: str = "birth"
    title: str = ""
    fields: tuple[tuple[str, str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "form": self.form,
            "title": self.title,
            "fields": [
                {"name": name, "label": label, "value": self.collected.get(name)}
                for name, label in self.fields
            ],
            "collected": dict(self.collected),
            "asking": self.asking,
            "step": self.step,
            "total": self.total,
        }


BirthProgress = Progress  # the birth-detail form's panel is one of them


@dataclass(frozen=True, slots=True)
class Action:
    """A button under a reply: a link to a screen, a suggestion to send, a payment to make,
    or a request for the browser's location."""

    type: str  # link | say | pay | share_location
    label: str
    route: str | None = None  # link
    text: str | None = None  # say
    kind: str | None = None  # pay: priest | temple | store
    record_id: str | None = None  # pay
    amount: float | None = None  # pay
    customer: tuple[str, str, str | None] | None = None  # pay: name, phone, e-mail

    def to_dict(self) -> dict[str, Any]:
        frame: dict[str, Any] = {"type": self.type, "label": self.label}
        if self.type == "link":
            frame["route"] = self.route
        elif self.type == "say":
            frame["text"] = self.text
        elif self.type == "pay":
            name, phone, email = self.customer or ("", "", None)
            frame.update(
                kind=self.kind,
                recordId=self.record_id,
                amount=self.amount,
                customerName=name,
                customerPhone=phone,
                customerEmail=email,
            )
        return frame


def link(label: str, route: str) -> Action:
    return Action("link", label, route=route)


def suggestion(label: str, text: str) -> Action:
    return Action("say", label, text=text)


SHARE_LOCATION = "share_location"


def location_request(label: str) -> Action:
    """A button that asks the browser where the devotee is (a `location` event follows)."""
    return Action(SHARE_LOCATION, label)


@dataclass(frozen=True, slots=True)
class CartLine:
    """Items the web app adds to the device's cart (the Store screen's cart)."""

    product_id: str
    product_name: str
    price: float
    quantity: int
    stock: int  # the most the Store screen lets the devotee order

    def to_dict(self) -> dict[str, Any]:
        return {
            "productId": self.product_id,
            "productName": self.product_name,
            "price": self.price,
            "quantity": self.quantity,
            "stock": self.stock,
        }


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Reply:
    """One assistant message with what the client needs to act on it."""

    message: ChatMessage
    intent: str
    confidence: float
    service_id: str | None = None
    navigate: Navigate | None = None
    progress: Progress | None = None
    kundli: dict[str, Any] | None = None
    language: UiLanguage = "en"  # as the screen shows it: a Hinglish reply is "en"
    actions: tuple[Action, ...] = ()
    cart: CartEdit | None = None

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
            "language": self.language,
            "actions": [a.to_dict() for a in self.actions],
            "cart": [line.to_dict() for line in cart.add]
            if (cart := self.cart) and cart.add
            else None,
            "cartSet": [{"productId": p, "quantity": q} for p, q in cart.set]
            if cart and cart.set
            else None,
        }


@dataclass(frozen=True, slots=True)
class ErrorReply:
    """A protocol-level refusal (empty message, unknown service): not part of the chat."""

    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"type": "error", "code": self.code, "message": self.message}
