"""Outbound calls to hosts an operator allowed, and only to public addresses: the host is
checked against the allow list, its name resolved, every address it resolves to checked
(no loopback, private, link-local, metadata, shared or reserved address, nor one hidden inside
an IPv6 form), and the connection made to the address that was checked, so a second answer
from the name's DNS server (rebinding) cannot send the call elsewhere."""

from __future__ import annotations

import asyncio
import ipaddress
import re
import socket
import ssl
from collections.abc import Awaitable, Callable, Iterable, Sequence
from functools import cache

import httpx

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], Awaitable[Sequence[str]]]

# A host name (letters, digits, hyphens, dots) or one level of wildcard ("*.example.com").
_NAME = re.compile(
    r"^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$"
)
# IPv6 prefixes that carry an IPv4 address in their last 32 bits (NAT64, RFC 6052 and 8215).
_NAT64 = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))


class OutboundRefused(httpx.ConnectError):
    """A call this server will not make; the message says why (for the operator's log)."""


def allowed_host_entry(entry: str) -> str:
    """An allow-list entry in its canonical form: a host name, `*.` and a domain (any name
    under it, not the domain itself), or an IP address; ValueError otherwise."""
    text = entry.strip().lower().rstrip(".")
    literal = text[1:-1] if text.startswith("[") and text.endswith("]") else text
    try:
        return str(ipaddress.ip_address(literal))
    except ValueError:
        pass
    if not _NAME.match(text) or len(text) > 253:
        raise ValueError(f"{entry.strip()!r} is not a host name, *.domain or IP address")
    return text


def host_allowed(host: str, allowed: Iterable[str]) -> bool:
    """Whether `host` (as a URL names it) is on the operator's allow list."""
    name = host.strip().lower().rstrip(".")
    literal = literal_address(name)
    name = str(literal) if literal is not None else name
    for entry in allowed:
        if entry.startswith("*."):
            if name.endswith(entry[1:]) and len(name) > len(entry) - 1:
                return True
        elif name == entry:
            return True
    return False


def _embedded_ipv4(address: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if any(address in network for network in _NAT64):
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def is_public_address(address: IPAddress) -> bool:
    """A unicast address on the public internet: not loopback, private, link-local (the
    cloud metadata service's 169.254.169.254 among them), shared (100.64/10), multicast,
    reserved or unspecified, whether written plainly or inside an IPv6 address."""
    if isinstance(address, ipaddress.IPv6Address):
        inner = _embedded_ipv4(address)
        if inner is not None:
            return is_public_address(inner)
    return address.is_global and not address.is_multicast


def literal_address(host: str) -> IPAddress | None:
    """The IP address a URL's host is written as (127.0.0.1, [::1]), else None. Other spellings
    of an address (0x7f000001, 2130706433, 127.1) are names to the URL and are resolved."""
    try:
        return ipaddress.ip_address(host.strip().removeprefix("[").removesuffix("]"))
    except ValueError:
        return None


async def system_resolver(host: str, port: int) -> Sequence[str]:
    """Every address the system resolver gives for `host` (getaddrinfo, in a thread)."""
    answers = await asyncio.get_running_loop().getaddrinfo(
        host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
    )
    return [str(info[4][0]) for info in answers]


class OutboundPolicy:
    """Which outbound calls are allowed: the hosts an operator named (`setting` says which
    setting named them, for the messages), at public addresses only."""

    def __init__(
        self, allowed: Iterable[str], *, setting: str, resolver: Resolver = system_resolver
    ) -> None:
        self.allowed = tuple(allowed)
        self.setting = setting
        self._resolve = resolver

    def host_refusal(self, host: str) -> str | None:
        """Why a call to `host` is refused without resolving it, or None."""
        if not host_allowed(host, self.allowed):
            return f"{host} is not in {self.setting}"
        literal = literal_address(host)
        if literal is not None and not is_public_address(literal):
            return f"{host} is not a public address"
        return None

    async def addresses(self, host: str, port: int) -> list[str]:
        """The public addresses to connect to for `host`, checked; OutboundRefused when the
        host is not allowed or any address it resolves to is not public."""
        if (reason := self.host_refusal(host)) is not None:
            raise OutboundRefused(reason)
        literal = literal_address(host)
        try:
            found = (
                [literal]
                if literal is not None
                else [
                    ipaddress.ip_address(a.split("%", 1)[0])
                    for a in await self._resolve(host, port)
                ]
            )
        except (OSError, ValueError) as exc:
            raise OutboundRefused(f"{host} could not be resolved: {exc}") from exc
        if not found:
            raise OutboundRefused(f"{host} resolves to no address")
        # Every answer is checked, not only the first: a name that also resolves to an
        # internal address is refused whichever address would be tried.
        inside = [str(a) for a in found if not is_public_address(a)]
        if inside:
            raise OutboundRefused(f"{host} resolves to an address that is not public: {inside[0]}")
        return [str(a) for a in dict.fromkeys(found)]


@cache
def tls_context() -> ssl.SSLContext:
    """The one verifying TLS context of the process: making one reads the whole CA bundle
    (about 70 ms), too slow to pay for each client or each request."""
    return httpx.create_ssl_context()


class GuardedTransport(httpx.AsyncBaseTransport):
    """An httpx transport that asks the policy before every request and connects to the
    checked address itself; the Host header and TLS (SNI and the certificate's name) keep
    the host name, so https works as usual. No proxy is used and no redirect is followed
    (httpx follows none unless asked; a redirect would come back through here anyway)."""

    def __init__(self, policy: OutboundPolicy, inner: httpx.AsyncBaseTransport | None = None):
        self.policy = policy
        self._inner = inner or httpx.AsyncHTTPTransport(verify=tls_context())

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        host = request.url.raw_host.decode("ascii")  # IDNA-encoded: as DNS and TLS see it
        port = request.url.port or (443 if request.url.scheme == "https" else 80)
        timeout = request.extensions.get("timeout", {}).get("connect")
        try:
            async with asyncio.timeout(timeout):
                addresses = await self.policy.addresses(host, port)
        except TimeoutError:
            raise httpx.ConnectTimeout(f"resolving {host} took too long", request=request) from None
        except OutboundRefused as refused:
            refused.request = request
            raise
        last: httpx.ConnectError | None = None
        for address in addresses:
            pinned = request.url.copy_with(host=address)
            checked = httpx.Request(
                request.method,
                pinned,
                headers=request.headers,  # Host: the name, as httpx wrote it
                stream=request.stream,
                extensions={**request.extensions, "sni_hostname": host},
            )
            try:
                return await self._inner.handle_async_request(checked)
            except httpx.ConnectError as exc:  # not answering there: the next address
                last = exc
        assert last is not None
        raise last

    async def aclose(self) -> None:
        await self._inner.aclose()
