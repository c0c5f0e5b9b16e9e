"""The seeded AI services are paths of this server, answered in-process: with no public URL set
and the app reached at an address and port it never heard of, the assistant still gets the
built-in services' answers (a network call would find nothing listening there)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest

from api.app import create_app
from api.settings import Settings
from data.db import Database
from tests.conftest import Clock


@pytest.mark.parametrize(
    ("service", "question", "fact"),
    [
        ("general-assistant", "How much does Ganesh Puja cost?", "2,299"),
        ("astrology-expert", "What is a nakshatra?", "nakshatra"),
        ("numerology-specialist", "What does the number 7 mean?", "Ketu"),
    ],
)
async def test_the_assistant_asks_the_seeded_services_in_process(
    db: Database, clock: Clock, tmp_path: Path, service: str, question: str, fact: str
) -> None:
    settings = Settings.model_validate({"server": {"web_dist": str(tmp_path / "none")}})
    assert settings.server.public_url is None
    app = create_app(settings, db=db, migrate=False, clock=clock)
    async with (
        app.router.lifespan_context(app),
        httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://127.0.0.1:8767"
        ) as http,
    ):
        answer = await http.post(
            "/api/assistant/messages", json={"serviceId": service, "text": question}
        )
    assert answer.status_code == 200, answer.text
    reply = answer.json()["frames"][-1]
    assert reply["serviceId"] == service
    assert fact.casefold() in reply["message"]["text"].casefold()
