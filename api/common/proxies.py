"""The real client address, derived once per connection, here and nowhere else.

A forwarded header (X-Forwarded-For or Forwarded, whichever the proxy writes) counts only
when the connection comes from a trusted proxy (PUNYA_SERVER_TRUSTED_PROXIES; none by
default): anyone else could write any address into it and start afresh on every throttle.
The middleware puts the result in the ASGI scope's `client` (and the forwarded scheme in its
`scheme`), so `request.client` and `websocket.client` mean the real client everywhere: the
lookup, sign-in and assistant throttles, and the server's access log."""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from typing import Literal

from starlette.types import ASGIApp, Receive, Scope, Send

ForwardedHeader = Literal["x-forwarded-for", "forwarded"]
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
MAX_ADDRESS_CHARS = 64  # what the throttles store
# A host name or address with an optional port: what a forwarded host may be.
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,253})(:[0-9]{1,5})?$")
SCHEMES = {"http": ("http", "ws"), "https": ("https", "wss"), "ws": ("http", "ws")}
SCHEMES["wss"] = SCHEMES["https"]


def parse_address(text: str) -> IPAddress | None:
    """An IP address from `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1` or `[2001:db8::1]:80`;
    IPv4 written as IPv6 (`::ffff:1.2.3.4`) is taken as the IPv4 it is."""
    text = text.strip().strip('"')
    if text.startswith("["):
        text = text[1 : text.find("]")] if "]" in text else ""
    elif text.count(":") == 1:
        text = text.split(":", 1)[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def network_of(entry: str) -> str:
    """A trusted proxy's address or network, checked and written in its canonical form."""
    return str(ipaddress.ip_network(entry.strip(), strict=False))


class TrustedProxies:
    def __init__(self, entries: Iterable[str]) -> None:
        self.networks = tuple(ipaddress.ip_network(e, strict=False) for e in entries)

    def __contains__(self, host: object) -> bool:
        address = parse_address(host) if isinstance(host, str) else None
        return address is not None and any(address in n for n in self.networks)


def _hops(headers: Iterable[tuple[bytes, bytes]], kind: ForwardedHeader) -> list[dict[str, str]]:
    """The forwarded hops, nearest the client first: `for` and, where given, `proto`."""
    hops: list[dict[str, str]] = []
    if kind == "x-forwarded-for":
        values = [v.decode("latin-1") for n, v in headers if n == b"x-forwarded-for"]
        protos = [v.decode("latin-1") for n, v in headers if n == b"x-forwarded-proto"]
        hosts = [v.decode("latin-1") for n, v in headers if n == b"x-forwarded-host"]
        for item in ",".join(values).split(","):
            if item.strip():
                hops.append({"for": item.strip()})
        # The nearest proxy's word on the scheme is the one to believe.
        proto = ",".join(protos).split(",")[-1].strip().lower()
        if hops and proto:
            hops[-1]["proto"] = proto
        host = ",".join(hosts).split(",")[-1].strip()  # the nearest proxy's, like the scheme
        if hops and host:
            hops[-1]["host"] = host
        return hops
    for value in (v.decode("latin-1") for n, v in headers if n == b"forwarded"):
        for element in value.split(","):
            pairs = (pair.partition("=") for pair in element.split(";"))
            hop = {k.strip().lower(): v.strip().strip('"') for k, _, v in pairs if k.strip()}
            if hop.get("for"):
                hops.append(hop)
    return hops


def real_client(
    peer: str, hops: list[dict[str, str]], trusted: TrustedProxies
) -> tuple[str, str | None, str | None]:
    """The client's address, and the scheme and host it asked for (None: as connected). Walks
    back from the nearest hop past trusted proxies: the first address that is not one is the
    client, since a trusted proxy wrote it; whatever lies beyond it may be forged."""
    if peer not in trusted or not hops:
        return peer, None, None
    chosen = hops[0]
    for hop in reversed(hops):
        if hop["for"] not in trusted:
            chosen = hop
            break
    address = parse_address(chosen["for"])
    # An unknown or obfuscated identifier ("unknown", "_hidden") is the proxy's name for
    # the client, so it keys the throttles as it is.
    client = str(address) if address is not None else chosen["for"][:MAX_ADDRESS_CHARS]
    # Each proxy writes its hop whole (Forwarded); X-Forwarded-Proto and -Host are the
    # nearest one's.
    host = chosen.get("host") or hops[-1].get("host")
    host = host if host and _HOST.fullmatch(host) else None
    return client, chosen.get("proto") or hops[-1].get("proto"), host


class RealClient:
    """Rewrites the scope's client (and scheme) from forwarded headers of trusted proxies."""

    def __init__(
        self,
        app: ASGIApp,
        trusted: Iterable[str] = (),
        header: ForwardedHeader = "x-forwarded-for",
    ) -> None:
        self.app = app
        self.trusted = TrustedProxies(trusted)
        self.header: ForwardedHeader = header

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket") and self.trusted.networks:
            peer = scope.get("client")
            if peer:
                client, proto, host = real_client(
                    peer[0], _hops(scope.get("headers", []), self.header), self.trusted
                )
                scope["client"] = (client, peer[1] if client == peer[0] else 0)
                if host is not None:  # links back to the site use the name it was asked by
                    kept = [(n, v) for n, v in scope.get("headers", []) if n != b"host"]
                    scope["headers"] = [(b"host", host.encode("latin-1")), *kept]
                if proto in SCHEMES:
                    plain, socket = SCHEMES[proto]
                    scope["scheme"] = socket if scope["type"] == "websocket" else plain
        await self.app(scope, receive, send)
