"""The JSON the browser gets for replies and errors: the engine's models encoded as they are
(api.assistant.protocol.frame_text), with the field names the web app has always read."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from api.assistant.protocol import frame_text
from assistant_core.replies import (
    Action,
    BirthProgress,
    CartEdit,
    CartLine,
    ChatMessage,
    ErrorReply,
    Navigate,
    Reply,
    link,
    location_request,
    suggestion,
)
from tests.engine.support import made_chart


def sent(frame: Reply | ErrorReply) -> Any:
    return json.loads(frame_text(frame))


def test_reply_json_is_camel_case_with_navigation_and_progress() -> None:
    """The reply's own fields are camel case; the chart it carries is the REST API's, as
    /api/kundli answers it (snake case)."""
    chart = made_chart()
    message = ChatMessage("msg-1", "Hello", False, "2026-11-22T06:30:00.000Z", "svc", "Svc")
    reply = Reply(
        message,
        intent="store",
        confidence=0.8,
        service_id="svc",
        navigate=Navigate("/store"),
        progress=BirthProgress(
            {"name": "Ravi"}, "dateOfBirth", 2, fields=(("name", "Name"), ("dateOfBirth", "DOB"))
        ),
        kundli=chart,
    )
    shown = sent(reply)
    assert shown["kundli"]["birth_details"]["place"] == "Pune, Maharashtra, India"
    assert shown == {
        "type": "reply",
        "message": {
            "id": "msg-1",
            "text": "Hello",
            "isUser": False,
            "timestamp": "2026-11-22T06:30:00.000Z",
            "serviceId": "svc",
            "serviceName": "Svc",
        },
        "intent": "store",
        "confidence": 0.8,
        "serviceId": "svc",
        "navigate": {"route": "/store", "delayMs": 2000},
        "progress": {
            "form": "birth",
            "title": "",
            "fields": [
                {"name": "name", "label": "Name", "value": "Ravi"},
                {"name": "dateOfBirth", "label": "DOB", "value": None},
            ],
            "collected": {"name": "Ravi"},
            "asking": "dateOfBirth",
            "step": 2,
            "total": 4,
        },
        "kundli": chart.model_dump(mode="json"),
        "language": "en",
        "actions": [],
        "cart": None,
        "cartSet": None,
    }


def test_a_plain_reply_has_nulls() -> None:
    message = ChatMessage("m", "Hi", False, "t")
    shown = sent(Reply(message, "chat", 0.5))
    assert (shown["navigate"], shown["progress"], shown["kundli"], shown["serviceId"]) == (
        None,
        None,
        None,
        None,
    )


def test_each_button_carries_only_what_its_kind_needs() -> None:
    pay = Action(
        "pay",
        "Pay ₹1,100",
        kind="priest",
        record_id="PB1",
        amount=1100.0,
        customer=("Asha", "9876543210", None),
    )
    reply = Reply(
        ChatMessage("m", "Booked", False, "t"),
        "book_priest",
        0.9,
        actions=(pay, link("My Orders", "/user/orders"), suggestion("Yes", "yes")),
    )
    reply = Reply(
        reply.message, reply.intent, 0.9, actions=(*reply.actions, location_request("Here"))
    )
    assert sent(reply)["actions"] == [
        {
            "type": "pay",
            "label": "Pay ₹1,100",
            "kind": "priest",
            "recordId": "PB1",
            "amount": 1100.0,
            "customerName": "Asha",
            "customerPhone": "9876543210",
            "customerEmail": None,
        },
        {"type": "link", "label": "My Orders", "route": "/user/orders"},
        {"type": "say", "label": "Yes", "text": "yes"},
        {"type": "share_location", "label": "Here"},
    ]
    assert (pay.type, pay.kind, pay.record_id, pay.route, pay.text) == (
        "pay",
        "priest",
        "PB1",
        None,
        None,
    )


def test_cart_changes_go_as_lines_added_and_lines_set() -> None:
    line = CartLine("prod-diya", "Brass Diya", 250.0, 2, 9)
    added = Reply(ChatMessage("m", "Added", False, "t"), "cart", 0.9, cart=CartEdit(add=(line,)))
    ordered = Reply(
        ChatMessage("m", "Ordered", False, "t"), "cart", 0.9, cart=CartEdit(set=(("prod-diya", 0),))
    )
    assert (sent(added)["cart"], sent(added)["cartSet"]) == (
        [
            {
                "productId": "prod-diya",
                "productName": "Brass Diya",
                "price": 250.0,
                "quantity": 2,
                "stock": 9,
            }
        ],
        None,
    )
    assert (sent(ordered)["cart"], sent(ordered)["cartSet"]) == (
        None,
        [{"productId": "prod-diya", "quantity": 0}],
    )


def test_a_reply_is_checked_where_it_is_made() -> None:
    message = ChatMessage("m", "Hi", False, "t")
    with pytest.raises(ValidationError, match="valid number"):
        Reply(message, "chat", "very")  # type: ignore[arg-type]
    with pytest.raises(ValidationError, match="route"):
        Action("link", "Open")  # a link without its route is a bug
    with pytest.raises(ValidationError, match="form"):
        BirthProgress(form="horoscope")  # type: ignore[arg-type]  # not a form the web knows


def test_error_json() -> None:
    assert sent(ErrorReply("empty_message", "Please type a message first.")) == {
        "type": "error",
        "code": "empty_message",
        "message": "Please type a message first.",
    }
