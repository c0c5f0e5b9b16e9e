"""The language a devotee books in is kept on the booking: the one the web app's body names
(its screen's language), else the request's; from the assistant, the conversation's (Hinglish
too). A language we do not write in is refused, naming the field."""

from __future__ import annotations

import httpx
import pytest
from fastapi import FastAPI

from api.assistant.tasks import ServiceTasks
from assistant_core.tasks_port import Created
from data.db import Database
from data.models import PriestBooking, TempleBooking
from tests.booking_messages.test_temple_messages import temple_booking
from tests.conftest import Clock
from tests.engine.test_forms import HAPPY, talk
from tests.priests.test_choosing_a_priest import BOOK, booking
from tests.support import get


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
async def test_the_language_the_web_app_sends_is_kept(
    client: httpx.AsyncClient, db: Database, language: str
) -> None:
    # The screen's language in the body wins over the request's.
    made = await client.post(
        BOOK, json=booking(messageLanguage=language), headers={"Accept-Language": "en"}
    )
    assert made.status_code == 201, made.text
    stored = await get(db, PriestBooking, made.json()["id"])
    assert stored.message_language == language
    assert stored.language is None  # the priest's language is another field, untouched


async def test_without_one_the_requests_language_is_kept(
    client: httpx.AsyncClient, db: Database
) -> None:
    hindi = await client.post(BOOK, json=booking(), headers={"Accept-Language": "hi-IN"})
    assert hindi.status_code == 201, hindi.text
    assert (await get(db, PriestBooking, hindi.json()["id"])).message_language == "hi"
    plain = await client.post(
        "/api/temple-bookings", json=temple_booking(customerPhone="9845000001")
    )
    assert plain.status_code == 201, plain.text
    assert (await get(db, TempleBooking, plain.json()["id"])).message_language == "en"


@pytest.mark.parametrize("path", [BOOK, "/api/temple-bookings"])
@pytest.mark.parametrize("value", ["fr", "HI", "", 3])
async def test_a_language_we_do_not_write_in_is_refused_naming_the_field(
    client: httpx.AsyncClient, path: str, value: object
) -> None:
    body = booking() if path == BOOK else temple_booking()
    refused = await client.post(path, json={**body, "messageLanguage": value})
    assert refused.status_code == 422, refused.text
    assert "messageLanguage" in refused.text


async def test_the_assistants_port_keeps_the_conversations_language(
    app: FastAPI, db: Database, clock: Clock
) -> None:
    tasks = ServiceTasks(db, clock, app.state.lookup_limiter)
    fields = {**temple_booking(), "specialRequests": "", "messageLanguage": "hinglish"}
    created = await tasks.create_temple_booking(
        fields, key="assistant-lang-1", client_ref="c1", client="203.0.113.9"
    )
    assert isinstance(created, Created)
    assert (await get(db, TempleBooking, created.record_id)).message_language == "hinglish"


@pytest.mark.parametrize("language", ["en", "hi", "hinglish"])
async def test_a_booking_made_in_the_chat_sends_the_conversations_language(language: str) -> None:
    turns, tasks = await talk(
        "priest_booking",
        [*HAPPY, "yes"],
        first={"serviceId": "satyanarayan katha"},
        language=language,
    )
    assert turns[-1].done
    [record] = tasks.created.values()
    assert record["fields"]["messageLanguage"] == language
