"""The JSON the browser gets for replies and errors."""

from __future__ import annotations

from assistant_core.replies import BirthProgress, ChatMessage, ErrorReply, Navigate, Reply


def test_reply_json_is_camel_case_with_navigation_and_progress() -> None:
    message = ChatMessage("msg-1", "Hello", False, "2026-11-22T06:30:00.000Z", "svc", "Svc")
    reply = Reply(
        message,
        intent="store",
        confidence=0.8,
        service_id="svc",
        navigate=Navigate("/store"),
        progress=BirthProgress({"name": "Ravi"}, "dateOfBirth", 2),
        kundli={"name": "Ravi"},
    )
    assert reply.to_dict() == {
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
            "fields": [],
            "collected": {"name": "Ravi"},
            "asking": "dateOfBirth",
            "step": 2,
            "total": 4,
        },
        "kundli": {"name": "Ravi"},
        "language": "en",
        "actions": [],
        "cart": None,
        "cartSet": None,
    }


def test_a_plain_reply_has_nulls() -> None:
    message = ChatMessage("m", "Hi", False, "t")
    shown = Reply(message, "chat", 0.5).to_dict()
    assert (shown["navigate"], shown["progress"], shown["kundli"], shown["serviceId"]) == (
        None,
        None,
        None,
        None,
    )


def test_error_json() -> None:
    assert ErrorReply("empty_message", "Please type a message first.").to_dict() == {
        "type": "error",
        "code": "empty_message",
        "message": "Please type a message first.",
    }
