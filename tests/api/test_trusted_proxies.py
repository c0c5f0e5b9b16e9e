"""Forwarded headers count only from trusted proxies (PUNYA_SERVER_TRUSTED_PROXIES, none by
default): a forged X-Forwarded-For from loopback leaves every throttle's key alone, while one
from a configured proxy names the client that each throttle then counts on its own."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import PlainTextResponse

from api.cli import server_options
from api.common.proxies import RealClient
from api.settings import Settings
from tests.conftest import PUBLIC_URL

LOGIN = "/api/auth/login"
LOOKUP = "/api/orders/lookup"
MESSAGES = "/api/assistant/messages"

Send = Callable[[httpx.AsyncClient, int, str], Awaitable[httpx.Response]]


async def failed_sign_in(http: httpx.AsyncClient, n: int, forwarded: str) -> httpx.Response:
    # A new username each time, so that only the per-address count can refuse it.
    body = {"username": f"guess{n}", "password": "wrong"}
    return await http.post(LOGIN, json=body, headers={"X-Forwarded-For": forwarded})


async def lookup(http: httpx.AsyncClient, n: int, forwarded: str) -> httpx.Response:
    body = {"phone": f"98450{n:05d}"}
    return await http.post(LOOKUP, json=body, headers={"X-Forwarded-For": forwarded})


async def message(http: httpx.AsyncClient, n: int, forwarded: str) -> httpx.Response:
    body = {"text": f"namaste {n}"}
    return await http.post(MESSAGES, json=body, headers={"X-Forwarded-For": forwarded})


# Each throttle, what it answers while counting, and its limit in these tests (2).
THROTTLES: list[tuple[str, Send, int]] = [
    ("sign-in failures", failed_sign_in, 401),
    ("order lookup", lookup, 200),
    ("assistant messages", message, 200),
]


def limited(settings: Settings, trusted: list[str]) -> Settings:
    settings.auth.max_failures_per_address = 2
    settings.lookup.max_per_window = 2
    settings.assistant.messages_per_minute = 2
    server = settings.server.model_dump()
    settings.server = type(settings.server).model_validate({**server, "trusted_proxies": trusted})
    return settings


@pytest.fixture
def settings(settings: Settings) -> Settings:
    return limited(settings, [])


@pytest.mark.parametrize(("name", "send", "counted"), THROTTLES)
async def test_a_forged_forwarded_for_from_loopback_changes_no_throttle_key(
    client: httpx.AsyncClient, name: str, send: Send, counted: int
) -> None:
    # httpx's ASGI transport connects from 127.0.0.1, which nothing trusts by default.
    assert [(await send(client, n, f"203.0.113.{n}")).status_code for n in range(2)] == [
        counted
    ] * 2
    refused = await send(client, 2, "198.51.100.77")
    assert refused.status_code == 429, name
    assert "Retry-After" in refused.headers


class TestFromATrustedProxy:
    @pytest.fixture
    def settings(self, settings: Settings) -> Settings:
        return limited(settings, ["127.0.0.0/8", "10.0.0.0/8"])

    @pytest.mark.parametrize(("name", "send", "counted"), THROTTLES)
    async def test_each_client_behind_it_is_counted_on_its_own(
        self, client: httpx.AsyncClient, name: str, send: Send, counted: int
    ) -> None:
        first = [(await send(client, n, "203.0.113.5")).status_code for n in range(3)]
        assert first == [counted, counted, 429], name
        # Another client through the same proxy has its own count...
        assert (await send(client, 3, "198.51.100.7")).status_code == counted
        # ...and one that prepends a forged address is still known by the one the proxy
        # appended (a client's own X-Forwarded-For is passed on, then added to).
        assert (await send(client, 4, "192.0.2.1, 203.0.113.5")).status_code == 429
        # Proxies of our own (10.0.0.0/8) in the chain are walked past.
        assert (await send(client, 5, "203.0.113.5, 10.1.2.3")).status_code == 429

    async def test_a_peer_that_is_not_a_trusted_proxy_is_not_believed(
        self, app: FastAPI, client: httpx.AsyncClient
    ) -> None:
        outsider = httpx.ASGITransport(app=app, client=("192.0.2.44", 5000))
        async with httpx.AsyncClient(transport=outsider, base_url=PUBLIC_URL) as http:
            statuses = [(await lookup(http, n, f"203.0.113.{n}")).status_code for n in range(3)]
        assert statuses == [200, 200, 429]


@pytest.fixture
async def served_like_punya_serve(
    app: FastAPI, client: httpx.AsyncClient, settings: Settings
) -> AsyncIterator[str]:
    """The app on a real port, with the options `punya serve` gives uvicorn."""
    options: dict[str, Any] = {**server_options(settings), "log_level": "warning"}
    config = uvicorn.Config(app, host="127.0.0.1", port=0, lifespan="off", **options)
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    while not server.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
        await asyncio.sleep(0.01)
    yield f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}"
    server.should_exit = True
    await task


async def test_uvicorn_as_punya_serves_it_does_not_trust_loopback(
    served_like_punya_serve: str,
) -> None:
    # uvicorn alone would trust X-Forwarded-For from 127.0.0.1 (its default).
    async with httpx.AsyncClient(base_url=served_like_punya_serve) as http:
        statuses = [(await failed_sign_in(http, n, f"203.0.113.{n}")).status_code for n in range(3)]
    assert statuses == [401, 401, 429]


def test_trusted_proxies_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings().server.trusted_proxies == []
    monkeypatch.setenv("PUNYA_SERVER_TRUSTED_PROXIES", " 10.0.0.5, 10.1.7.0/16 ,::1")
    assert Settings().server.trusted_proxies == ["10.0.0.5/32", "10.1.0.0/16", "::1/128"]
    monkeypatch.setenv("PUNYA_SERVER_TRUSTED_PROXIES", '["192.0.2.1"]')
    monkeypatch.setenv("PUNYA_SERVER_FORWARDED_HEADER", "forwarded")
    assert Settings().server.trusted_proxies == ["192.0.2.1/32"]
    assert Settings().server.forwarded_header == "forwarded"
    monkeypatch.setenv("PUNYA_SERVER_TRUSTED_PROXIES", "proxy.internal")
    with pytest.raises(ValueError, match="does not appear to be an IPv4 or IPv6 network"):
        Settings()


async def echo_base_url(scope: Any, receive: Any, send: Any) -> None:
    await PlainTextResponse(str(Request(scope).base_url))(scope, receive, send)


@pytest.mark.parametrize(
    ("peer", "headers", "expected"),
    [
        # A trusted proxy names the host and scheme the devotee asked for.
        (
            "10.0.0.5",
            {
                "X-Forwarded-For": "203.0.113.9",
                "X-Forwarded-Proto": "https",
                "X-Forwarded-Host": "punya.example",
            },
            "https://punya.example/",
        ),
        (
            "10.0.0.5",
            {"Forwarded": 'for=203.0.113.9;proto=https;host="punya.example:8443"'},
            "https://punya.example:8443/",
        ),
        # Anyone else's forwarded host is ignored, and so is a host that is not one.
        (
            "127.0.0.1",
            {"X-Forwarded-For": "203.0.113.9", "X-Forwarded-Host": "evil.example"},
            "http://testserver/",
        ),
        (
            "10.0.0.5",
            {"X-Forwarded-For": "203.0.113.9", "X-Forwarded-Host": "evil.example/path?x"},
            "http://testserver/",
        ),
    ],
)
async def test_links_back_use_the_host_a_trusted_proxy_forwarded(
    peer: str, headers: dict[str, str], expected: str
) -> None:
    kind = "forwarded" if "Forwarded" in headers else "x-forwarded-for"
    app = RealClient(echo_base_url, ["10.0.0.0/8"], kind)
    transport = httpx.ASGITransport(app=app, client=(peer, 1234))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as http:
        answer = await http.get("/", headers=headers)
    assert answer.text == expected
