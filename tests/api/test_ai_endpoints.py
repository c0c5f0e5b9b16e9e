"""The built-in AI services over HTTP: specific answers from the seeded database, the index
following catalogue changes, the optional LLM, and bad input in our error envelope."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from api.ai.service import Builtins, builtins_from_settings
from assistant_core.builtin import BuiltinAnswer, NumerologySpecialist
from assistant_core.engine import UserMessage
from assistant_core.ports import LOCATION_HEADER
from assistant_core.replies import Reply
from assistant_core.texts import Language
from data.db import Database
from data.models import AIService, PujaService
from tests.builtin.hindi import mostly_devanagari

GENERAL = "/api/ai/general-assistant"
ASTROLOGY = "/api/ai/astrology-expert"
NUMEROLOGY = "/api/ai/numerology-specialist"
PALMISTRY = "/api/ai/palmistry-reader"


async def ask(
    client: httpx.AsyncClient, path: str, question: str, **request: Any
) -> dict[str, Any]:
    response = await client.post(path, json={"question": question}, **request)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


async def test_general_assistant_cites_the_seeded_puja(client: httpx.AsyncClient) -> None:
    body = await ask(client, GENERAL, "How much does Satyanarayan Katha cost?")
    top = body["response"].split("\n\n")[0]
    assert top.startswith("Satyanarayan Katha costs ₹3,499 and takes 2-3 hours")
    assert "Complete katha of all five adhyays" in top
    assert "Your family arranges: Clean space of about 6x6 feet;" in top
    assert body["sources"][0] == "puja/satyanarayan-katha"


async def test_general_assistant_policies_and_contact(client: httpx.AsyncClient) -> None:
    refund = await ask(client, GENERAL, "What is the refund if I cancel a temple booking?")
    assert "cancel 48 hours or more before the booking for a 100% refund" in refund["response"]
    slots = await ask(client, GENERAL, "Which time slots can I book a priest for?")
    assert "6:00 AM - 8:00 AM" in slots["response"] and "8:00 PM - 10:00 PM" in slots["response"]
    assert "within 12 hours" in slots["response"]
    contact = await ask(client, GENERAL, "How can I contact customer support?")
    assert "support@punya.app, +91 20 4000 1080" in contact["response"]


async def test_general_assistant_says_when_nothing_matches(client: httpx.AsyncClient) -> None:
    body = await ask(client, GENERAL, "Who won the football world cup?")
    assert body["response"].startswith("I have no answer to that")
    assert body["sources"] == []


async def set_puja(db: Database, puja_id: str, **changes: Any) -> None:
    async with db.writer() as session:
        puja = await session.get(PujaService, puja_id)
        assert puja is not None
        for field, value in changes.items():
            setattr(puja, field, value)
        await session.commit()


async def test_the_index_is_rebuilt_only_when_the_catalogue_changes(
    app: FastAPI, client: httpx.AsyncClient, db: Database
) -> None:
    await ask(client, GENERAL, "Satyanarayan Katha price")
    builtins: Builtins = app.state.ai_builtins
    loads: list[str] = []
    original = builtins.general.load

    def counting_load(catalogue: Any, fingerprint: str) -> None:
        loads.append(fingerprint)
        original(catalogue, fingerprint)

    builtins.general.load = counting_load  # type: ignore[method-assign]
    await ask(client, GENERAL, "Satyanarayan Katha price")
    assert loads == []  # same catalogue: same index

    await set_puja(db, "satyanarayan-katha", price=Decimal(3799))
    body = await ask(client, GENERAL, "Satyanarayan Katha price")
    assert "Satyanarayan Katha costs ₹3,799" in body["response"]
    assert len(loads) == 1

    await set_puja(db, "satyanarayan-katha", is_active=False)
    body = await ask(client, GENERAL, "Satyanarayan Katha price")
    assert "puja/satyanarayan-katha" not in body["sources"]
    assert len(loads) == 2


async def test_an_unreadable_database_leaves_the_last_index(
    app: FastAPI, client: httpx.AsyncClient, tmp_path: Any
) -> None:
    await ask(client, GENERAL, "Satyanarayan Katha price")
    good = app.state.db
    broken = Database(f"sqlite+aiosqlite:///{tmp_path}/missing/dir/punya.db")
    app.state.db = broken
    try:
        body = await ask(client, GENERAL, "Satyanarayan Katha price")
        assert "Satyanarayan Katha costs ₹3,499" in body["response"]
        refund = await ask(client, GENERAL, "refund policy for cancellation")
        assert "100% refund" in refund["response"]
    finally:
        app.state.db = good
        await broken.dispose()


async def test_astrology_expert_reads_the_chart(client: httpx.AsyncClient) -> None:
    body = await ask(client, ASTROLOGY, "Born on 15 May 1990 at 2:30 PM in Pune: my nakshatra?")
    lines = body["response"].splitlines()
    assert lines[1].startswith("- Your birth nakshatra is Uttara Ashadha, pada 2")
    assert "- Your Moon sign (rashi) is Capricorn (Makara)" in body["response"]
    assert body["sources"] == ["kundli"]


async def test_astrology_expert_explains(client: httpx.AsyncClient) -> None:
    body = await ask(client, ASTROLOGY, "What are the remedies for Pitru dosha?")
    assert "Shraddha and pind daan" in body["response"]


async def test_numerology_specialist_computes(client: httpx.AsyncClient) -> None:
    body = await ask(client, NUMEROLOGY, "I am Asha, born 15 May 1990")
    assert "Life path number (bhagyank) for 15 May 1990: 3." in body["response"]
    assert "Working: ASHA: A1 S1 H8 A1 = 11." in body["response"]  # Pythagorean
    assert "Working: ASHA: A1 S3 H5 A1 = 10 → 1+0 = 1." in body["response"]  # Chaldean


async def test_palmistry_reader_answers_even_while_its_service_is_inactive(
    client: httpx.AsyncClient,
) -> None:
    body = await ask(client, PALMISTRY, "What does the heart line show?")
    assert "I cannot see your palm" in body["response"]
    assert body["sources"][0] == "palm/line/heart"


async def test_every_seeded_endpoint_answers(client: httpx.AsyncClient, db: Database) -> None:
    async with db.reader() as session:
        services = (await session.execute(select(AIService))).scalars().all()
    proxied = [s for s in services if s.id != "kundli-horoscope-agent"]
    assert len(proxied) == 4
    for service in proxied:
        assert service.endpoint == f"/api/ai/{service.id}"  # a path of this server
        body = await ask(client, service.endpoint, "hello")
        assert body["response"]


HINDI = {"headers": {"Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8"}}
# (service, question, a fact of the Hindi answer, its least share of Devanagari letters: a
# puja's description, includes and durations are the catalogue's English data for now)
IN_HINDI = [
    (GENERAL, "How much does Satyanarayan Katha cost?", "सत्यनारायण कथा: शुल्क ₹3,499", 0.1),
    (GENERAL, "What is the refund if I cancel a temple booking?", "100% रिफ़ंड मिलता है", 0.9),
    (ASTROLOGY, "Born on 15 May 1990 at 2:30 PM in Pune", "आपकी चंद्र राशि मकर है", 0.9),
    (ASTROLOGY, "What are the remedies for Pitru dosha?", "श्राद्ध और पिंडदान", 0.9),
    (NUMEROLOGY, "I am Asha, born 15 May 1990", "जीवन पथ अंक (भाग्यांक): 3।", 0.6),
    (PALMISTRY, "What does the heart line show?", "हृदय रेखा हथेली के ऊपरी हिस्से में", 0.9),
]


@pytest.mark.parametrize(("path", "question", "fact", "share"), IN_HINDI)
@pytest.mark.parametrize("request_hindi", [HINDI, {"params": {"lang": "hi"}}])
async def test_every_service_answers_in_hindi_when_asked(
    client: httpx.AsyncClient,
    path: str,
    question: str,
    fact: str,
    share: float,
    request_hindi: Any,
) -> None:
    english = await ask(client, path, question)
    hindi = await ask(client, path, question, **request_hindi)
    assert fact in hindi["response"] and fact not in english["response"]
    assert hindi["sources"] == english["sources"]
    assert mostly_devanagari(hindi["response"], share)


@pytest.mark.parametrize(("path", "question", "_fact", "_share"), IN_HINDI)
async def test_english_asked_for_is_the_english_answer(
    client: httpx.AsyncClient, path: str, question: str, _fact: str, _share: float
) -> None:
    default = await ask(client, path, question)
    english = await ask(client, path, question, headers={"Accept-Language": "en-IN"})
    assert english == default == await ask(client, path, question, params={"lang": "en"})
    assert not any("\u0900" <= c <= "\u097f" for c in english["response"])


class FakeLLM:
    def __init__(self, reply: str | Exception) -> None:
        self.reply = reply
        self.users: list[str] = []
        self.systems: list[str] = []

    async def complete(self, system: str, user: str) -> str:
        self.users.append(user)
        self.systems.append(system)
        if isinstance(self.reply, Exception):
            raise self.reply
        return self.reply


def builtins_of(app: FastAPI) -> Builtins:
    """The app's built-in services, made here if no request has made them yet."""
    if getattr(app.state, "ai_builtins", None) is None:
        app.state.ai_builtins = builtins_from_settings(app.state.settings)
    builtins: Builtins = app.state.ai_builtins
    return builtins


def with_llm(app: FastAPI, llm: FakeLLM) -> None:
    builtins_of(app).llm = llm


async def test_a_configured_llm_phrases_the_answer_from_the_retrieved_context(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    llm = FakeLLM("सत्यनारायण कथा ₹3,499 की है और 2-3 घंटे लगते हैं।")
    with_llm(app, llm)
    body = await ask(client, GENERAL, "satyanarayan katha kitne ki hai")
    assert body["response"] == "सत्यनारायण कथा ₹3,499 की है और 2-3 घंटे लगते हैं।"
    assert "Satyanarayan Katha costs ₹3,499" in llm.users[0]


async def test_a_hindi_request_gives_the_llm_hindi_context_and_a_hindi_instruction(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    llm = FakeLLM("सत्यनारायण कथा ₹3,499 की है।")
    with_llm(app, llm)
    body = await ask(client, GENERAL, "Satyanarayan Katha price", **HINDI)
    assert body["response"] == "सत्यनारायण कथा ₹3,499 की है।"
    assert "सत्यनारायण कथा: शुल्क ₹3,499" in llm.users[0]
    assert "Answer in Hindi, written in Devanagari" in llm.systems[0]


async def test_a_failing_llm_falls_back_to_retrieval(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    with_llm(app, FakeLLM(TimeoutError("model too slow")))
    body = await ask(client, GENERAL, "Satyanarayan Katha price")
    assert body["response"].startswith("Satyanarayan Katha costs ₹3,499")


class BrokenNumerology(NumerologySpecialist):
    def answer(self, question: str, language: Language = "en") -> BuiltinAnswer:
        raise RuntimeError("a bug")


async def test_a_bug_is_a_503_in_our_envelope_never_a_500(
    app: FastAPI, client: httpx.AsyncClient
) -> None:
    builtins = builtins_of(app)
    builtins.numerology = BrokenNumerology()
    response = await client.post(NUMEROLOGY, json={"question": "15 May 1990"})
    assert response.status_code == 503
    assert response.json() == {
        "detail": "This service cannot answer right now. Please try again later.",
        "code": "ai_service_failed",
    }


@pytest.mark.parametrize("path", [GENERAL, ASTROLOGY, NUMEROLOGY, PALMISTRY])
@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"question": ""}, 422, "required_fields_missing"),
        ({"question": "   "}, 422, "required_fields_missing"),
        ({}, 422, "required_fields_missing"),
        ({"question": "x" * 2001}, 422, "validation_error"),
        ({"question": "price\x00"}, 422, "invalid_characters"),
        ({"question": "price\x01"}, 422, "validation_error"),
        ({"question": 42}, 422, "validation_error"),
        ({"question": "price", "extra": 1}, 422, "validation_error"),
        (["price"], 400, "invalid_body"),
    ],
)
async def test_bad_questions_are_refused_in_our_envelope(
    client: httpx.AsyncClient, path: str, body: Any, status: int, code: str
) -> None:
    response = await client.post(path, json=body)
    assert response.status_code == status, response.text
    assert response.json()["code"] == code
    detail = response.json()["detail"]
    if "\x00" in str(body):
        assert detail == "question: contains a NUL character or an unpaired surrogate; remove it"
    elif "\x01" in str(body):
        assert detail == "question: contains control characters; remove them"
    elif status == 400:
        assert detail == "The request body must be a JSON object"
    elif code == "required_fields_missing":
        assert detail == "Please fill all required fields"
    else:
        assert detail


@pytest.mark.parametrize("path", [GENERAL, NUMEROLOGY])
async def test_a_body_that_is_not_json_is_refused(client: httpx.AsyncClient, path: str) -> None:
    response = await client.post(
        path, content=b"{question: price", headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert response.json() == {
        "detail": "The request body is not valid JSON",
        "code": "invalid_json",
    }


async def test_the_longest_question_is_answered(client: httpx.AsyncClient) -> None:
    question = ("Satyanarayan Katha price " * 100)[:2000]
    body = await ask(client, GENERAL, question)
    assert "₹3,499" in body["response"]
    assert len(body["response"]) <= 6000


async def test_questions_are_trimmed(client: httpx.AsyncClient) -> None:
    body = await ask(client, NUMEROLOGY, "   \n Asha \t ")
    assert "ASHA: A1 S1 H8 A1 = 11" in body["response"]


@pytest.mark.parametrize("path", [GENERAL, ASTROLOGY])
async def test_the_days_panchang_where_the_devotee_is(client: httpx.AsyncClient, path: str) -> None:
    """The assistant says where the devotee is with the question (LOCATION_HEADER): the day's
    Panchang is then for their coordinates, named by the town they are in."""
    near = {LOCATION_HEADER: "18.52040,73.85670"}
    here = await ask(client, path, "what is the tithi today", headers=near)
    assert " in Pune: the tithi is " in here["response"].split("\n")[0]
    assert "The Panchang for Pune is on the Astrology screen in full." in here["response"]
    # A city named in the question is still the one answered for.
    named = await ask(client, path, "what is the tithi in Varanasi today", headers=near)
    assert " in Varanasi: the tithi is " in named["response"]
    plain = await ask(client, path, "what is the tithi today")
    assert " in New Delhi: the tithi is " in plain["response"]


@pytest.mark.parametrize(
    "location", ["18.5", "north", "91,73.8", "18.5,181", "18.5;73.8", "1e2,3", "18.5,73.8,9"]
)
async def test_a_location_that_is_not_coordinates_is_refused_naming_it(
    client: httpx.AsyncClient, location: str
) -> None:
    response = await client.post(
        GENERAL, json={"question": "tithi today?"}, headers={LOCATION_HEADER: location}
    )
    assert response.status_code == 422, response.text
    refused = response.json()
    assert refused["code"] == "invalid_location"
    assert refused["detail"].startswith("X-Device-Location must be the latitude")
    assert [e["field"] for e in refused["errors"]] == [LOCATION_HEADER]


async def test_the_assistant_asks_the_builtin_services_in_process(
    app: FastAPI, client: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The assistant's answer from the general assistant (a path on this server) comes with no
    HTTP request at all: every httpx client refuses while the turn runs."""
    runtime = app.state.assistant
    opened = await runtime.open(None)
    sent: list[str] = []

    async def refuse(_client: httpx.AsyncClient, request: httpx.Request, **_: Any) -> None:
        sent.append(str(request.url))
        raise AssertionError("an HTTP request was made")

    monkeypatch.setattr(httpx.AsyncClient, "send", refuse)
    try:
        asked = UserMessage("How much does Satyanarayan Katha cost?")
        turn = await runtime.turn(opened.session_id, asked)
    finally:
        monkeypatch.undo()
        await runtime.close(opened)
    (reply,) = turn.outputs
    assert isinstance(reply, Reply) and reply.service_id == "general-assistant"
    assert reply.message.text.startswith("Satyanarayan Katha costs ₹3,499")
    assert sent == []
