"""/ws/assistant over a real socket: sessions that resume, replies with navigation, bad
frames answered with an error while the connection stays usable, floods limited per
connection without touching other conversations."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect

from api.settings import Settings
from tests.support import FRAME_WAIT, OPEN_TIMEOUT

GREETING = "Namaste! I'm your spiritual assistant. Select a service above and ask me anything!"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    settings.assistant.messages_per_minute = 12
    return settings


async def send(ws: ClientConnection, **frame: Any) -> None:
    await ws.send(json.dumps(frame))


async def receive(ws: ClientConnection) -> dict[str, Any]:
    frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
    return frame


async def next_of(ws: ClientConnection, kind: str) -> dict[str, Any]:
    while (frame := await receive(ws))["type"] != kind:
        assert frame["type"] in {"typing", "reply", "error", "session"}, frame
    return frame


async def test_hello_opens_a_session_with_the_active_services(socket: ClientConnection) -> None:
    await send(socket, type="hello")
    session = await receive(socket)
    assert session["type"] == "session"
    assert len(session["sessionId"]) >= 32
    assert session["greeting"] == GREETING
    ids = [s["id"] for s in session["services"]]
    assert "kundli-horoscope-agent" in ids
    assert "general-assistant" in ids
    assert "palmistry-reader" not in ids  # seeded inactive
    assert all("endpoint" not in s for s in session["services"])


async def test_a_conversation_resumes_on_a_new_connection(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as first:
        await send(first, type="hello")
        session_id = (await receive(first))["sessionId"]
        await send(first, type="select_service", serviceId="kundli-horoscope-agent")
        connected = await next_of(first, "reply")
        assert connected["message"]["text"] == "Connected to Kundli & Horoscope Agent"
        await send(first, type="message", text="make my kundli")
        asked = await next_of(first, "reply")
        assert asked["progress"]["asking"] == "name"
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as second:
        await send(second, type="hello", sessionId=session_id)
        resumed = await receive(second)
        assert resumed["sessionId"] == session_id
        await send(second, type="message", text="Ravi Kumar")
        reply = await next_of(second, "reply")
    assert reply["progress"]["collected"] == {"name": "Ravi Kumar"}
    assert reply["progress"]["asking"] == "dateOfBirth"


async def test_a_request_to_go_somewhere_navigates_after_two_seconds(
    socket: ClientConnection,
) -> None:
    await send(socket, type="select_service", serviceId="general-assistant")
    await next_of(socket, "reply")
    await send(socket, type="message", text="show me rudraksha")
    assert (await receive(socket))["type"] == "typing"
    reply = await next_of(socket, "reply")
    assert reply["intent"] == "store"
    assert reply["confidence"] == 0.8
    assert reply["navigate"] == {"route": "/store?q=rudraksha", "delayMs": 2000}


async def test_a_request_to_book_starts_the_booking_form(socket: ClientConnection) -> None:
    await send(socket, type="message", text="I want to book a pandit for griha pravesh")
    reply = await next_of(socket, "reply")
    assert reply["intent"] == "priest_booking" and reply["navigate"] is None
    assert "1. Griha Pravesh Puja" in reply["message"]["text"]
    assert reply["progress"]["form"] == "priest_booking"
    assert reply["progress"]["asking"] == "serviceId"


async def test_the_general_assistant_answers_from_the_catalogue(socket: ClientConnection) -> None:
    await send(socket, type="select_service", serviceId="general-assistant")
    await next_of(socket, "reply")
    await send(socket, type="message", text="What does the Satyanarayan puja include?")
    reply = await next_of(socket, "reply")
    assert "₹" in reply["message"]["text"]
    assert "Satyanarayan" in reply["message"]["text"]
    assert reply["navigate"] is None


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("not json", "invalid_frame"),
        ("[1, 2]", "invalid_frame"),
        ('{"text": "no type"}', "invalid_frame"),
        ('{"type": "dance"}', "unknown_frame"),
        ('{"type": "message", "text": 42}', "invalid_frame"),
        (json.dumps({"type": "message", "text": "ॐ" * 2001}), "message_too_long"),
        ('{"type": "select_service", "serviceId": "no-such-service"}', "unknown_service"),
        ('{"type": "message", "text": "   "}', "empty_message"),
        (b"\x00\x01binary", "no_audio"),
    ],
)
async def test_bad_frames_get_an_error_and_the_socket_stays_usable(
    socket: ClientConnection, frame: str | bytes, code: str
) -> None:
    await socket.send(frame)
    error = await next_of(socket, "error")
    assert error["code"] == code
    assert error["message"]
    await send(socket, type="select_service", serviceId="kundli-horoscope-agent")
    assert (await next_of(socket, "reply"))["message"]["text"].startswith("Connected to")


async def test_refusals_are_said_in_the_conversations_language(socket: ClientConnection) -> None:
    await send(socket, type="hello", language="hi")
    await next_of(socket, "session")
    await send(socket, type="message", text="ॐ" * 2001)
    too_long = await next_of(socket, "error")
    assert too_long["code"] == "message_too_long"
    assert too_long["message"].startswith("आपका संदेश बहुत लंबा है")
    await send(socket, type="set_language", language="en")
    await send(socket, type="message", text="ॐ" * 2001)
    assert (await next_of(socket, "error"))["message"].startswith("Your message is too long")


async def test_a_flood_is_limited_per_connection_only(served: str) -> None:
    async with (
        connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as flooder,
        connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as neighbour,
    ):
        await send(flooder, type="select_service", serviceId="kundli-horoscope-agent")
        await next_of(flooder, "reply")
        for _ in range(20):
            await send(flooder, type="message", text="what is a dosha?")
        frames = [await receive(flooder) for _ in range(12 * 2 + 8)]
        kinds = [f.get("code") or f["type"] for f in frames]
        assert kinds.count("reply") == 12
        assert kinds.count("rate_limited") == 8
        await send(neighbour, type="select_service", serviceId="kundli-horoscope-agent")
        assert (await next_of(neighbour, "reply"))["message"]["text"].startswith("Connected")
        await send(neighbour, type="message", text="what is a dosha?")
        assert (await next_of(neighbour, "reply"))["confidence"] == 0.9


async def test_the_ping_socket_echoes(served: str) -> None:
    async with connect(f"ws://{served}/ws/ping", open_timeout=OPEN_TIMEOUT) as ws:
        await ws.send("namaste")
        assert await asyncio.wait_for(ws.recv(), FRAME_WAIT) == "namaste"
