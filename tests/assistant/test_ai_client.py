"""The AI service client: the spec's answer keys in order, and every failure as a value."""

from __future__ import annotations

import asyncio
import dataclasses
import json

import httpx
import pytest

from assistant_core.ai_client import HttpAIService, is_local
from assistant_core.ports import LOCATION_HEADER, AIAnswer, Coordinates, ServiceInfo
from assistant_core.texts import Language

SERVICE = ServiceInfo(
    id="vastu",
    name="Vastu Advisor",
    description="",
    endpoint="https://ai.example.in/vastu",
    category="general",
    icon="🏠",
    is_active=True,
)


def client(handler: httpx.MockTransport, **kwargs: object) -> HttpAIService:
    return HttpAIService(timeout=2, max_bytes=1024, transport=handler, **kwargs)  # type: ignore[arg-type]


async def ask(respond: httpx.Response | Exception) -> AIAnswer:
    def handle(request: httpx.Request) -> httpx.Response:
        assert json.loads(request.content) == {"question": "Is Thursday good for a griha pravesh?"}
        if isinstance(respond, Exception):
            raise respond
        return respond

    service = client(httpx.MockTransport(handle))
    try:
        return await service.ask(SERVICE, "Is Thursday good for a griha pravesh?")
    finally:
        await service.close()


@pytest.mark.parametrize(
    ("body", "text"),
    [
        ({"response": "Yes", "message": "no", "answer": "no", "text": "no"}, "Yes"),
        ({"message": "Choose the morning", "answer": "no"}, "Choose the morning"),
        ({"answer": "  Thursday suits  ", "text": "no"}, "Thursday suits"),
        ({"text": "Ask a Vastu expert"}, "Ask a Vastu expert"),
        ({"response": "", "text": "Skips empty ones"}, "Skips empty ones"),
    ],
)
async def test_answers_are_read_in_the_specs_order(body: dict[str, str], text: str) -> None:
    assert await ask(httpx.Response(200, json=body)) == AIAnswer(text=text)


async def test_a_non_ok_answer_keeps_its_status_for_the_log() -> None:
    answer = await ask(httpx.Response(503, json={"response": "busy"}))
    assert answer.failure == "http_status"
    assert answer.internal_error == "AI service request failed: 503 Service Unavailable"


@pytest.mark.parametrize(
    ("respond", "failure"),
    [
        (httpx.ReadTimeout("slow"), "timeout"),
        (httpx.ConnectError("refused"), "unreachable"),
        (httpx.Response(200, text="<html>not json</html>"), "garbage"),
        (httpx.Response(200, json={"reply": "wrong key"}), "garbage"),
        (httpx.Response(200, json=["response"]), "garbage"),
        (httpx.Response(200, json={"response": 42}), "garbage"),
        (httpx.Response(200, json={"response": "x" * 5000}), "too_large"),
    ],
)
async def test_failures_are_values(respond: httpx.Response | Exception, failure: str) -> None:
    answer = await ask(respond)
    assert answer.text is None
    assert answer.failure == failure


class Builtins:
    """This server's built-in services, as the port the client asks in process."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, str, Coordinates | None]] = []

    async def answer(
        self, path: str, question: str, language: Language, near: Coordinates | None
    ) -> AIAnswer:
        self.asked.append((path, question, language, near))
        return AIAnswer(text=f"local {path}")


def no_network(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"{request.url} was asked over HTTP")


async def test_endpoints_of_this_server_are_asked_in_process() -> None:
    def remote(_request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"response": "from the network"})

    builtins = Builtins()
    service = client(
        httpx.MockTransport(remote), local_prefix="https://punya.app/", builtin=builtins
    )
    builtin = dataclasses.replace(
        SERVICE, id="general-assistant", endpoint="https://punya.app/api/ai/general-assistant"
    )
    try:
        assert (await service.ask(builtin, "hi")).text == "local /api/ai/general-assistant"
        assert (await service.ask(SERVICE, "hi")).text == "from the network"
    finally:
        await service.close()


async def test_a_builtin_answer_makes_no_http_request(monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeded services are stored as paths (no host or port): answered by the port, with
    no HTTP request of any kind (every transport refuses here)."""

    async def refuse(*_args: object, **_kwargs: object) -> httpx.Response:
        raise AssertionError("an HTTP request was made")

    monkeypatch.setattr(httpx.AsyncClient, "send", refuse)
    builtins = Builtins()
    service = client(httpx.MockTransport(no_network), builtin=builtins)
    builtin = dataclasses.replace(SERVICE, endpoint="/api/ai/numerology-specialist")
    try:
        answer = await service.ask(builtin, "my number?", "hi", (18.5204, 73.8567))
    finally:
        await service.close()
    assert answer.text == "local /api/ai/numerology-specialist"
    assert builtins.asked == [
        ("/api/ai/numerology-specialist", "my number?", "hi", (18.5204, 73.8567))
    ]


async def test_a_protocol_relative_endpoint_is_not_this_server() -> None:

    def remote(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"response": "from the network"})

    builtins = Builtins()
    service = client(httpx.MockTransport(remote), builtin=builtins)
    try:
        await service.ask(dataclasses.replace(SERVICE, endpoint="//ai.example.in/vastu"), "hi")
    finally:
        await service.close()
    assert builtins.asked == []


async def test_a_path_only_endpoint_without_this_server_at_hand_is_unreachable() -> None:
    service = client(httpx.MockTransport(no_network))
    builtin = dataclasses.replace(SERVICE, endpoint="/api/ai/general-assistant")
    try:
        assert (await service.ask(builtin, "hi")).failure == "unreachable"
    finally:
        await service.close()


async def test_a_slow_builtin_service_times_out() -> None:
    class Slow(Builtins):
        async def answer(
            self, path: str, question: str, language: Language, near: Coordinates | None
        ) -> AIAnswer:
            await asyncio.sleep(5)
            return AIAnswer(text="late")

    service = HttpAIService(timeout=0.05, max_bytes=1024, builtin=Slow())
    builtin = dataclasses.replace(SERVICE, endpoint="/api/ai/general-assistant")
    try:
        assert (await service.ask(builtin, "hi")).failure == "timeout"
    finally:
        await service.close()


async def test_where_the_devotee_is_goes_to_this_server_only() -> None:
    """The location goes to this server's own services (the Panchang for today is then
    theirs); a service elsewhere never learns it."""
    heard: dict[str, object] = {}

    def remote(request: httpx.Request) -> httpx.Response:
        heard["network"] = request.headers.get(LOCATION_HEADER)
        return httpx.Response(200, json={"response": "from the network"})

    builtins = Builtins()
    service = client(httpx.MockTransport(remote), builtin=builtins)
    builtin = dataclasses.replace(SERVICE, endpoint="/api/ai/general-assistant")
    try:
        await service.ask(builtin, "tithi today?", "en", (18.5204, 73.8567))
        await service.ask(SERVICE, "tithi today?", "en", (18.5204, 73.8567))
    finally:
        await service.close()
    assert heard == {"network": None}
    assert builtins.asked[0][3] == (18.5204, 73.8567)


@pytest.mark.parametrize(
    ("endpoint", "local"),
    [
        ("/api/ai/astrology-expert", True),
        ("https://punya.example.in/api/ai/astrology-expert", True),
        ("https://punya.example.in.evil.in/api/ai/x", False),
        ("https://punya.example.inx/api/ai/x", False),
        ("//evil.in/api/ai/x", False),
        ("https://ai.example.com/x", False),
    ],
)
def test_what_counts_as_this_server(endpoint: str, local: bool) -> None:
    # One rule for the admin form (api/admin/ai_services/rules.py) and the client.
    assert is_local(endpoint, "https://punya.example.in/") is local
