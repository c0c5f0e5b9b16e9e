"""Tasks over the real /ws/assistant socket (SQLite and PostgreSQL): a puja booked by
conversation lands in the database as the devotee's own record (their browser's cookie),
the form survives a dropped socket, a resent confirm books once, and the conversation
follows the UI language (and a Hinglish message, answered in Hinglish the screen shows as
English)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from assistant_core.texts import say
from data.db import Database
from data.ids import short_id
from data.models import PriestBooking
from tests.support import FRAME_WAIT, OPEN_TIMEOUT, count

ANSWERS = [
    "1",  # Griha Pravesh Puja from the numbered choice
    "online",
    "next Sunday",
    "2",  # the second free slot
    "any",  # any available priest (the seed has several who perform it online)
    "Ravi Kumar",
    "9876543210",
    "skip",
    "Kashyap gotra, Rohini, Ramesh and Sita Sharma",  # the sankalp
    "no",
    "cash",
]


async def send(ws: ClientConnection, **frame: Any) -> None:
    await ws.send(json.dumps(frame))


async def reply_to(ws: ClientConnection, text: str) -> dict[str, Any]:
    await send(ws, type="message", text=text)
    while True:
        frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
        if frame["type"] in ("reply", "error"):
            return frame


async def opened(ws: ClientConnection, **hello: Any) -> dict[str, Any]:
    await send(ws, type="hello", **hello)
    frame: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
    assert frame["type"] == "session"
    return frame


async def test_a_puja_booked_by_conversation_is_the_devotees_own(served: str, db: Database) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        cookie = ws.response.headers.get("set-cookie", "") if ws.response else ""
        assert "punya_client=" in cookie and "HttpOnly" in cookie
        await opened(ws)
        first = await reply_to(ws, "I want to book a pandit for griha pravesh")
        assert first["progress"]["form"] == "priest_booking"
        for answer in ANSWERS:
            last = await reply_to(ws, answer)
            assert last["type"] == "reply", last
        assert "Shall I go ahead" in last["message"]["text"]
        assert await count(db, PriestBooking) == 0  # nothing before the explicit yes
        done = await reply_to(ws, "haan")
    assert done["intent"] == "priest_booking" and "Booked!" in done["message"]["text"]
    assert await count(db, PriestBooking) == 1
    async with db.reader() as session:
        [booking] = (await session.execute(PriestBooking.__table__.select())).all()
    assert booking.customer_phone == "9876543210" and booking.is_online
    assert booking.sankalp == {
        "gotra": "Kashyap",
        "nakshatra": "Rohini",
        "rashi": None,
        "names": ["Ramesh", "Sita Sharma"],
    }
    assert booking.client_ref  # the browser that booked it sees it unmasked in My Orders
    # My Orders opens on it by the short id the reply said (its search takes either id).
    assert done["actions"][0]["route"] == f"/user/orders?id={short_id(booking.id)}"
    assert short_id(booking.id) in done["message"]["text"]


async def test_a_form_resumes_on_a_new_socket(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        session_id = (await opened(ws))["sessionId"]
        await reply_to(ws, "book a pandit for rudrabhishek")
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        resumed = await opened(ws, sessionId=session_id)
        assert resumed["progress"]["form"] == "priest_booking"
        assert resumed["progress"]["asking"] == "isOnline"
        answered = await reply_to(ws, "online")
    assert answered["progress"]["asking"] == "selectedDate"


async def test_a_resent_confirm_books_once(served: str, db: Database) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await opened(ws)
        await reply_to(ws, "I want to book a pandit for griha pravesh")
        for answer in ANSWERS:
            await reply_to(ws, answer)
        await reply_to(ws, "yes")
        again = await reply_to(ws, "yes")  # the form is done: a second yes books nothing
    assert again["intent"] != "priest_booking" or "Booked" not in again["message"]["text"]
    assert await count(db, PriestBooking) == 1


async def test_the_conversation_follows_the_ui_language(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        session = await opened(ws, language="hi")
        assert session["language"] == "hi"
        assert (
            session["greeting"]
            != "Namaste! I'm your spiritual assistant. Select a service above and ask me anything!"
        )
        hindi = await reply_to(ws, "namaste")
        assert hindi["language"] == "hi"
        await send(ws, type="set_language", language="en")
        english = await reply_to(ws, "namaste")
    assert english["language"] == "en" and english["message"]["text"].startswith("Namaste")


async def test_devanagari_gets_a_hindi_reply_and_a_request_switches(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await opened(ws)
        hindi = await reply_to(ws, "नमस्ते")
        assert hindi["language"] == "hi"
        switched = await reply_to(ws, "Hindi mein bolo")
        assert switched["language"] == "hi" and switched["intent"] == "language"
        after = await reply_to(ws, "thank you")
    assert after["language"] == "hi"


async def test_hinglish_is_answered_in_hinglish_and_shown_as_english(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        session_id = (await opened(ws, language="en"))["sessionId"]
        first = await reply_to(ws, "mujhe griha pravesh ke liye pandit chahiye")
    assert first["progress"]["form"] == "priest_booking"
    assert say("hinglish", "form_choose") in first["message"]["text"]
    assert first["language"] == "en"  # the screen shows Hinglish as English
    # Another socket resumes it: the screen is still English, the replies still Hinglish.
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        resumed = await opened(ws, sessionId=session_id, language="en")
        answered = await reply_to(ws, "1")
    assert resumed["language"] == "en" and resumed["state"]["language"] == "en"
    labels = {field["name"]: field["label"] for field in resumed["progress"]["fields"]}
    assert labels["isOnline"] == say("hinglish", "label_isOnline")
    assert answered["message"]["text"] == say("hinglish", "ask_isOnline")
    assert answered["language"] == "en"


async def test_a_location_frame_answers_near_me(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await opened(ws)
        asked = await reply_to(ws, "book a pooja at a temple near me")
        assert [a["type"] for a in asked["actions"]] == ["share_location"]
        await send(ws, type="location", latitude=18.5204, longitude=73.8567)
        while True:
            frame = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
            if frame["type"] == "reply":
                break
    # One temple within reach is taken at once, and the next question names it.
    assert "Dagdusheth" in frame["message"]["text"]
    assert frame["progress"]["asking"] == "serviceId"
    assert frame["progress"]["collected"]["templeId"].startswith("Shrimant Dagdusheth")


async def test_a_bad_location_frame_is_refused_and_the_socket_stays(served: str) -> None:
    async with connect(f"ws://{served}/ws/assistant", open_timeout=OPEN_TIMEOUT) as ws:
        await opened(ws)
        await send(ws, type="location", latitude=123, longitude=0)
        refused = json.loads(await asyncio.wait_for(ws.recv(), FRAME_WAIT))
        assert refused["type"] == "error" and refused["code"] == "invalid_frame"
        still = await reply_to(ws, "namaste")
    assert still["type"] == "reply"
