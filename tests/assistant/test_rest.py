"""The assistant over REST for clients without sockets: services, sessions, messages."""

from __future__ import annotations

import httpx
import pytest

from api.settings import Settings
from data.db import Database
from data.models import AssistantSession
from tests.admin_support import SUPER, ClientFor
from tests.support import count

URL = "/api/assistant"
TOO_LONG = "Your message is too long: please keep it under"


@pytest.fixture
def settings(settings: Settings) -> Settings:
    settings.assistant.messages_per_minute = 5
    return settings


async def test_the_dropdown_lists_active_services_without_endpoints(
    client: httpx.AsyncClient,
) -> None:
    response = await client.get(f"{URL}/services")
    assert response.status_code == 200
    services = response.json()["services"]
    assert {s["id"] for s in services} == {
        "general-assistant",
        "astrology-expert",
        "kundli-horoscope-agent",
        "numerology-specialist",
    }
    assert set(services[0]) == {"id", "name", "description", "icon", "category"}


@pytest.mark.parametrize(
    ("asked", "headers"), [("?lang=hi", {}), ("", {"Accept-Language": "hi-IN,hi;q=0.9"})]
)
async def test_the_dropdown_speaks_hindi_when_asked(
    client: httpx.AsyncClient, asked: str, headers: dict[str, str]
) -> None:
    response = await client.get(f"{URL}/services{asked}", headers=headers)
    named = {s["id"]: s for s in response.json()["services"]}
    assert named["astrology-expert"]["name"] == "ज्योतिष विशेषज्ञ"
    assert named["kundli-horoscope-agent"]["description"].startswith("आपका जन्म विवरण")
    english = (await client.get(f"{URL}/services")).json()["services"]
    assert {s["name"] for s in english} >= {"Astrology Expert", "Kundli & Horoscope Agent"}


async def test_a_message_with_a_service_gets_the_same_frames_as_a_socket(
    client: httpx.AsyncClient, db: Database
) -> None:
    response = await client.post(
        f"{URL}/messages",
        json={"serviceId": "numerology-specialist", "text": "My date of birth is 15 May 1990"},
    )
    assert response.status_code == 200, response.text
    body = response.json()
    connected, answer = body["frames"]
    assert connected["message"]["text"] == "Connected to Numerology Specialist"
    assert answer["type"] == "reply"
    assert "3" in answer["message"]["text"]  # 1+5+5+1+9+9+0 = 30 -> 3
    assert answer["serviceId"] == "numerology-specialist"
    assert await count(db, AssistantSession) == 1
    # The same session continues with the service still selected.
    again = await client.post(
        f"{URL}/messages", json={"sessionId": body["sessionId"], "text": "And for 1 Jan 2000?"}
    )
    assert again.json()["sessionId"] == body["sessionId"]
    assert again.json()["frames"][0]["serviceId"] == "numerology-specialist"
    assert await count(db, AssistantSession) == 1


async def test_a_session_resumes_or_starts_afresh(client: httpx.AsyncClient) -> None:
    opened = (await client.post(f"{URL}/sessions", json={})).json()
    assert opened["type"] == "session"
    assert opened["greeting"].startswith("Namaste!")
    resumed = (await client.post(f"{URL}/sessions", json={"sessionId": opened["sessionId"]})).json()
    assert resumed["sessionId"] == opened["sessionId"]
    unknown = (await client.post(f"{URL}/sessions", json={"sessionId": "x" * 32})).json()
    assert unknown["sessionId"] != "x" * 32


@pytest.mark.parametrize(
    ("body", "status", "detail"),
    [
        (
            {"text": "ॐ" * 2001},
            422,
            "Your message is too long: please keep it under 2000 characters.",
        ),
        ({}, 422, "Please fill all required fields"),
        ({"text": "hi", "sessionId": "../../etc"}, 422, None),
        ({"text": "hi\x00"}, 422, None),
        ({"text": "hi", "colour": "saffron"}, 422, "Unknown field: colour"),
    ],
)
async def test_bad_messages_are_refused_with_a_reason(
    client: httpx.AsyncClient, body: dict[str, str], status: int, detail: str | None
) -> None:
    response = await client.post(f"{URL}/messages", json=body)
    assert response.status_code == status
    assert response.json()["detail"] == detail if detail else response.json()["detail"]


async def test_an_empty_message_is_an_error_frame(client: httpx.AsyncClient) -> None:
    frames = (await client.post(f"{URL}/messages", json={"text": "  "})).json()["frames"]
    assert frames == [
        {"type": "error", "code": "empty_message", "message": "Please type a message first."}
    ]


async def test_a_flood_from_one_address_is_limited(client: httpx.AsyncClient) -> None:
    statuses = [
        (await client.post(f"{URL}/messages", json={"text": "what is a yantra?"})).status_code
        for _ in range(7)
    ]
    assert statuses == [200] * 5 + [429] * 2


async def test_a_service_switched_off_by_an_admin_is_gone_from_the_next_turn(
    client: httpx.AsyncClient, as_admin: ClientFor
) -> None:
    ask = {"serviceId": "numerology-specialist", "text": "My date of birth is 15 May 1990"}
    assert (await client.post(f"{URL}/messages", json=ask)).json()["frames"][1]["type"] == "reply"
    admin = await as_admin(SUPER)
    toggled = await admin.post("/api/admin/ai-services/numerology-specialist/toggle")
    assert toggled.json()["isActive"] is False
    frames = (await client.post(f"{URL}/messages", json=ask)).json()["frames"]
    assert frames[0] == {
        "type": "error",
        "code": "unknown_service",
        "message": "Service not found or inactive",
    }


async def test_a_question_about_the_day_is_answered_from_the_panchang(
    client: httpx.AsyncClient,
) -> None:
    """Asked in the chat, the day's tithi comes from the Panchang, with the Panchang tab offered
    for the devotee's own city; asked for the Panchang itself, the tab opens."""
    asked = await client.post(f"{URL}/messages", json={"text": "what is the tithi today"})
    reply = asked.json()["frames"][-1]
    assert reply["message"]["text"].startswith("Sunday, 22 November 2026 in New Delhi: the tithi")
    assert {"type": "link", "label": "Open the Panchang for your city",
            "route": "/consult/astrology?tab=panchang"} in reply["actions"]  # fmt: skip
    opened = await client.post(f"{URL}/messages", json={"text": "aaj ka panchang dikhao"})
    assert opened.json()["frames"][-1]["navigate"]["route"] == "/consult/astrology?tab=panchang"


async def test_the_panchang_of_a_named_city(client: httpx.AsyncClient) -> None:
    """A city named in the question: the answer is for it, and the button and the tab open
    the Panchang there."""
    asked = await client.post(f"{URL}/messages", json={"text": "what is the tithi in Pune"})
    reply = asked.json()["frames"][-1]
    assert reply["message"]["text"].startswith("Sunday, 22 November 2026 in Pune: the tithi")
    pune = "/consult/astrology?tab=panchang&place=Pune%2C+Maharashtra%2C+India"
    assert {"type": "link", "label": "Open the Panchang for Pune", "route": pune} in reply[
        "actions"
    ]
    opened = await client.post(f"{URL}/messages", json={"text": "Pune ka panchang dikhao"})
    assert opened.json()["frames"][-1]["navigate"]["route"] == pune
    # One not found opens there all the same: the tab says so, with its suggestions.
    unknown = await client.post(f"{URL}/messages", json={"text": "panchang in Mumbaii"})
    assert unknown.json()["frames"][-1]["navigate"]["route"].endswith("&place=Mumbaii")
