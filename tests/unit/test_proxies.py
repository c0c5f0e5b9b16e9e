"""The real client behind trusted proxies: which forwarded address counts, in both header
forms, for HTTP and WebSocket connections alike."""

from __future__ import annotations

from typing import Any

import pytest

from api.common.proxies import (
    ForwardedHeader,
    RealClient,
    TrustedProxies,
    network_of,
    parse_address,
)

TRUSTED = ["10.0.0.0/8", "2001:db8:1::/48"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("203.0.113.5", "203.0.113.5"),
        (" 203.0.113.5:4711 ", "203.0.113.5"),
        ('"[2001:db8:cafe::17]:4711"', "2001:db8:cafe::17"),
        ("2001:db8:cafe::17", "2001:db8:cafe::17"),
        ("::ffff:203.0.113.5", "203.0.113.5"),
        ("unknown", None),
        ("_hidden", None),
        ("[2001:db8::1", None),
        ("", None),
    ],
)
def test_addresses_are_read_in_every_written_form(text: str, expected: str | None) -> None:
    address = parse_address(text)
    assert (str(address) if address is not None else None) == expected


def test_trusted_networks_hold_addresses_of_their_own_family_only() -> None:
    trusted = TrustedProxies(TRUSTED)
    assert "10.9.8.7" in trusted
    assert "::ffff:10.9.8.7" in trusted
    assert "2001:db8:1:2::9" in trusted
    assert "11.0.0.1" not in trusted
    assert "127.0.0.1" not in trusted
    assert "unknown" not in trusted
    assert "127.0.0.1" not in TrustedProxies([])
    assert network_of("10.1.7.9/16") == "10.1.0.0/16"


async def through(
    scope_type: str,
    headers: list[tuple[str, str]],
    *,
    peer: str = "10.0.0.2",
    trusted: list[str] = TRUSTED,
    header: ForwardedHeader = "x-forwarded-for",
) -> dict[str, Any]:
    """The scope the app behind RealClient sees for one connection."""
    seen: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.update(scope)

    scope = {
        "type": scope_type,
        "scheme": "ws" if scope_type == "websocket" else "http",
        "client": (peer, 5123),
        "headers": [(k.lower().encode(), v.encode("latin-1")) for k, v in headers],
    }
    await RealClient(app, trusted, header)(scope, None, None)  # type: ignore[arg-type]
    return seen


@pytest.mark.parametrize("scope_type", ["http", "websocket"])
async def test_the_client_is_the_last_address_no_trusted_proxy_owns(scope_type: str) -> None:
    seen = await through(
        scope_type, [("X-Forwarded-For", "1.1.1.1, 203.0.113.5"), ("X-Forwarded-For", "10.2.3.4")]
    )
    assert seen["client"] == ("203.0.113.5", 0)


async def test_nothing_is_believed_from_a_peer_that_is_not_trusted() -> None:
    headers = [("X-Forwarded-For", "203.0.113.5"), ("X-Forwarded-Proto", "https")]
    seen = await through("http", headers, peer="127.0.0.1")
    assert seen["client"] == ("127.0.0.1", 5123)
    assert seen["scheme"] == "http"
    assert (await through("http", headers, trusted=[]))["client"] == ("10.0.0.2", 5123)


async def test_a_chain_of_trusted_proxies_only_gives_its_first_address() -> None:
    seen = await through("http", [("X-Forwarded-For", "10.7.7.7, 10.8.8.8")])
    assert seen["client"] == ("10.7.7.7", 0)


async def test_without_a_forwarded_header_the_peer_is_the_client() -> None:
    seen = await through("http", [("X-Forwarded-For", " , ")])
    assert seen["client"] == ("10.0.0.2", 5123)


@pytest.mark.parametrize(("scope_type", "scheme"), [("http", "https"), ("websocket", "wss")])
async def test_the_scheme_is_the_nearest_proxys(scope_type: str, scheme: str) -> None:
    headers = [("X-Forwarded-For", "203.0.113.5"), ("X-Forwarded-Proto", "http, https")]
    assert (await through(scope_type, headers))["scheme"] == scheme
    odd = [("X-Forwarded-For", "203.0.113.5"), ("X-Forwarded-Proto", "gopher")]
    assert (await through(scope_type, odd))["scheme"] == scheme.removesuffix("s")


async def test_the_forwarded_header_when_the_proxy_writes_that_one() -> None:
    headers = [
        ("Forwarded", 'for=198.51.100.1;proto=http, for="[2001:db8:cafe::17]:4711";proto=https'),
        ("Forwarded", "for=10.3.3.3;proto=http;by=10.0.0.2"),
        ("X-Forwarded-For", "192.0.2.200"),  # not the header this proxy writes: ignored
    ]
    seen = await through("http", headers, header="forwarded")
    assert seen["client"] == ("2001:db8:cafe::17", 0)
    assert seen["scheme"] == "https"
    hidden = await through("http", [("Forwarded", "for=_gateway7")], header="forwarded")
    assert hidden["client"] == ("_gateway7", 0)
    plain = await through("http", [("Forwarded", "for=203.0.113.9")])  # header: XFF
    assert plain["client"] == ("10.0.0.2", 5123)


async def test_lifespan_and_unknown_peers_pass_through() -> None:
    seen: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.update(scope)

    await RealClient(app, TRUSTED)({"type": "lifespan"}, None, None)  # type: ignore[arg-type]
    assert seen == {"type": "lifespan"}
    scope = {"type": "http", "client": None, "headers": [(b"x-forwarded-for", b"1.2.3.4")]}
    await RealClient(app, TRUSTED)(scope, None, None)  # type: ignore[arg-type]
    assert seen["client"] is None
