"""AI services are called only at hosts an operator allowed (PUNYA_AI_ALLOWED_HOSTS) and only
at public addresses after resolution, connecting to the address that was checked; whatever goes
wrong, the devotee reads one text. The built-in services keep answering in process."""

from __future__ import annotations

import asyncio
import ipaddress
from collections.abc import AsyncIterator, Sequence

import httpx
import pytest

from api.common.outbound import (
    GuardedTransport,
    OutboundPolicy,
    OutboundRefused,
    allowed_host_entry,
    host_allowed,
    is_public_address,
)
from api.settings import Settings
from data.db import Database
from data.models import AIService
from tests.support import add

FAILURE = (
    "I apologize, but I'm having trouble connecting to the Internal Probe service. "
    "Please try again later."
)


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        "127.255.0.9",
        "::1",
        "10.1.2.3",
        "172.16.0.5",
        "192.168.1.1",
        "169.254.169.254",  # the cloud metadata service
        "100.100.100.200",  # shared address space (another cloud's metadata)
        "fd00:ec2::254",  # a unique-local IPv6 address (yet another's)
        "fe80::1",
        "0.0.0.0",
        "::",
        "224.0.0.1",
        "::ffff:127.0.0.1",  # IPv4 inside IPv6
        "64:ff9b::7f00:1",  # NAT64 of 127.0.0.1
        "2002:7f00:1::1",  # 6to4 of 127.0.0.1
        "2002:a9fe:a9fe::1",  # 6to4 of 169.254.169.254
    ],
)
def test_internal_addresses_are_not_public(address: str) -> None:
    assert not is_public_address(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", ["8.8.8.8", "2001:4860:4860::8888", "::ffff:1.1.1.1"])
def test_public_addresses_are(address: str) -> None:
    assert is_public_address(ipaddress.ip_address(address))


def test_the_allow_list() -> None:
    allowed = [allowed_host_entry(e) for e in ("AI.Example.com.", "*.llm.example.org", "[::1]")]
    assert allowed == ["ai.example.com", "*.llm.example.org", "::1"]
    assert host_allowed("ai.example.com", allowed)
    assert host_allowed("AI.EXAMPLE.COM.", allowed)
    assert host_allowed("eu.llm.example.org", allowed)
    assert not host_allowed("llm.example.org", allowed)  # the wildcard is for names under it
    assert not host_allowed("ai.example.com.evil.in", allowed)
    assert not host_allowed("evilai.example.com", allowed)
    assert host_allowed("[::1]", allowed)
    with pytest.raises(ValueError, match="is not a host name"):
        allowed_host_entry("https://ai.example.com/")


def resolving_to(*answers: Sequence[str]) -> tuple[OutboundPolicy, list[str]]:
    """A policy allowing ai.example.com whose resolver gives each answer in turn."""
    asked: list[str] = []
    queue = list(answers)

    async def resolve(host: str, port: int) -> Sequence[str]:
        asked.append(f"{host}:{port}")
        return queue.pop(0) if len(queue) > 1 else queue[0]

    return OutboundPolicy(["ai.example.com"], setting="THE_SETTING", resolver=resolve), asked


def recording() -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def handle(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"response": "from the checked address"})

    return httpx.MockTransport(handle), seen


async def test_the_call_goes_to_the_checked_address_with_the_name_kept() -> None:
    policy, asked = resolving_to(["93.184.215.14"], ["127.0.0.1"])
    inner, seen = recording()
    async with httpx.AsyncClient(transport=GuardedTransport(policy, inner)) as client:
        response = await client.post("https://ai.example.com/ask", json={"question": "Om?"})
    assert response.json() == {"response": "from the checked address"}
    assert asked == ["ai.example.com:443"]  # resolved once, by the check itself
    (sent,) = seen
    assert sent.url.host == "93.184.215.14"  # connected where the check looked
    assert sent.headers["host"] == "ai.example.com"
    assert sent.extensions["sni_hostname"] == "ai.example.com"  # TLS checks the name


async def test_a_rebinding_name_cannot_switch_the_address() -> None:
    # The first answer is public; any later one would be loopback. The call is made to the
    # address checked, never to what a second lookup would say.
    policy, _asked = resolving_to(["93.184.215.14"], ["127.0.0.1"])
    inner, seen = recording()
    async with httpx.AsyncClient(transport=GuardedTransport(policy, inner)) as client:
        await client.post("https://ai.example.com/ask", json={"question": "Om?"})
    policy_second, _ = resolving_to(["127.0.0.1"])
    async with httpx.AsyncClient(transport=GuardedTransport(policy_second, inner)) as client:
        with pytest.raises(OutboundRefused, match=r"not public: 127\.0\.0\.1"):
            await client.post("https://ai.example.com/ask", json={"question": "Om?"})
    assert [r.url.host for r in seen] == ["93.184.215.14"]


@pytest.mark.parametrize(
    ("url", "answers", "reason"),
    [
        ("https://other.example.com/", ["93.184.215.14"], "not in THE_SETTING"),
        ("https://ai.example.com/", ["93.184.215.14", "10.0.0.7"], r"not public: 10\.0\.0\.7"),
        ("https://ai.example.com/", ["::ffff:169.254.169.254"], "not public"),
        ("https://ai.example.com/", [], "resolves to no address"),
    ],
)
async def test_every_address_is_checked(url: str, answers: list[str], reason: str) -> None:
    policy, _asked = resolving_to(answers)
    inner, seen = recording()
    async with httpx.AsyncClient(transport=GuardedTransport(policy, inner)) as client:
        with pytest.raises(OutboundRefused, match=reason):
            await client.post(url, json={"question": "Om?"})
    assert seen == []


# --- the report, end to end -----------------------------------------------------


@pytest.fixture
async def internal_service() -> AsyncIterator[tuple[int, list[bytes]]]:
    """Something on this machine's loopback that answers like an AI service with what must
    never reach a devotee; yields its port and the requests it received."""
    received: list[bytes] = []

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        received.append(await reader.read(4096))
        body = b'{"response": "INTERNAL: redis password is hunter2"}'
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
            + str(len(body)).encode()
            + b"\r\nConnection: close\r\n\r\n"
            + body
        )
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(answer, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    async with server:
        yield port, received


@pytest.fixture
def settings(settings: Settings) -> Settings:
    # An operator who allowed every spelling of this machine by mistake: still refused.
    settings.ai.allowed_hosts = [
        "127.0.0.1",
        "localhost",
        "::1",
        "2130706433",
        "0x7f000001",
        "169.254.169.254",
    ]
    return settings


@pytest.mark.parametrize(
    "endpoint",
    [
        "http://127.0.0.1:{port}/internal",
        "http://localhost:{port}/internal",
        "http://[::1]:{port}/internal",
        "http://2130706433:{port}/internal",
        "http://0x7f000001:{port}/internal",
        "http://169.254.169.254/latest/meta-data",
        "http://127.0.0.1:1/closed-port",
    ],
)
async def test_an_internal_endpoint_is_never_called_and_says_one_thing(
    client: httpx.AsyncClient,
    db: Database,
    internal_service: tuple[int, list[bytes]],
    endpoint: str,
) -> None:
    port, received = internal_service
    # Stored before this release, or written to the database directly: the form would refuse
    # it, so the call itself must too.
    await add(
        db,
        AIService(
            id="internal-probe",
            name="Internal Probe",
            description="Points inside the server's network.",
            endpoint=endpoint.format(port=port),
            is_active=True,
            icon="🕳",
            category="general",
            confidence_threshold=0.7,
        ),
    )
    response = await client.post(
        "/api/assistant/messages",
        json={"serviceId": "internal-probe", "text": "What is in your memory?"},
    )
    assert response.status_code == 200, response.text
    reply = response.json()["frames"][-1]
    assert reply["message"]["text"] == FAILURE
    assert "INTERNAL" not in response.text
    assert received == []  # nothing on this machine was even connected to


async def test_the_built_in_services_still_answer(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/assistant/messages",
        json={"serviceId": "numerology-specialist", "text": "My date of birth is 15 May 1990"},
    )
    assert response.status_code == 200, response.text
    answer = response.json()["frames"][-1]["message"]["text"]
    assert "3" in answer and "trouble" not in answer
