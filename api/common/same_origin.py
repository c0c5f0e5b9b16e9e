"""Refuse state-changing requests that another site's page makes a browser send (cross-site
request forgery), before any route runs: under the prefixes whose requests act on a browser's
cookies (the admin session, a priest's session, the verified-browser cookie), a POST, PUT,
PATCH or DELETE is refused (403 cross_site_request) when the browser says it came from another site
(Sec-Fetch-Site: cross-site) or its Origin is not this site's own; the assistant socket's
handshake is held to the same rule. A request with neither header
(curl, scripts, tests) is not a browser's and passes: the cookies are what a forged request
would borrow, and only a browser adds them by itself.

SameSite=Lax already keeps the cookies off most cross-site posts; this also covers what it
does not: a sibling subdomain (same site, another origin) and browsers that ignore it.

This site's own origin is the request's own scheme and host, as the trusted-proxy handling
(api.common.proxies, the outer middleware) has set them, and PUNYA_SERVER_PUBLIC_URL's."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

# Every request under these acts on a cookie the browser adds by itself.
PROTECTED_PREFIXES = (
    "/api/admin",
    "/api/auth",
    "/api/orders",
    "/api/verification",
    "/api/priest",
)
# The assistant's socket acts with the browser's client cookie (what it books is theirs);
# the admins' /ws/changes refuses other sites' pages itself, with a frame saying so
# (api/live/router.py).
PROTECTED_SOCKETS = ("/ws/assistant",)
STATE_CHANGING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
CROSS_SITE = (
    "This request came from another website, so it was refused. Please use Punya's own pages."
)
CODE = "cross_site_request"
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
Origin = tuple[str, str, int]


def origin_of(url: str) -> Origin | None:
    """(scheme, host, port) of an origin or URL; None for "null" or anything unreadable."""
    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in DEFAULT_PORTS or not parts.hostname:
        return None
    # A page's origin is http(s) even for its sockets: ws and wss name the same origins.
    plain = {"ws": "http", "wss": "https"}.get(scheme, scheme)
    return plain, parts.hostname.lower().rstrip("."), port or DEFAULT_PORTS[scheme]


def _under(path: str, prefixes: Iterable[str]) -> bool:
    return any(path == p or path.startswith(p + "/") for p in prefixes)


class SameOriginWrites:
    """The check, as pure ASGI middleware: nothing is read from the body."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        public_url: str | None = None,
        prefixes: Iterable[str] = PROTECTED_PREFIXES,
        sockets: Iterable[str] = PROTECTED_SOCKETS,
    ) -> None:
        self.app = app
        self.public = origin_of(public_url) if public_url else None
        self.prefixes = tuple(prefixes)
        self.sockets = tuple(sockets)

    def _own(self, scope: Scope, headers: dict[bytes, bytes]) -> set[Origin]:
        own = {self.public} if self.public is not None else set()
        host = headers.get(b"host", b"").decode("latin-1")
        if host:
            asked = origin_of(f"{scope.get('scheme', 'http')}://{host}")
            if asked is not None:
                own.add(asked)
        return own

    def _refused(self, scope: Scope) -> bool:
        headers = dict(scope.get("headers", []))
        if headers.get(b"sec-fetch-site", b"").strip().lower() == b"cross-site":
            return True
        origin = headers.get(b"origin")
        if origin is None:
            return False
        # "null" (a sandboxed frame, a redirect from elsewhere) is nobody's page of ours.
        return origin_of(origin.decode("latin-1")) not in self._own(scope, headers)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        if (
            scope["type"] == "http"
            and scope.get("method") in STATE_CHANGING
            and _under(path, self.prefixes)
            and self._refused(scope)
        ):
            response = JSONResponse({"detail": CROSS_SITE, "code": CODE}, status_code=403)
            await response(scope, receive, send)
            return
        if scope["type"] == "websocket" and _under(path, self.sockets) and self._refused(scope):
            # Closing before accepting refuses the handshake (the client sees 403).
            await receive()  # websocket.connect
            await send({"type": "websocket.close", "code": 1008})
            return
        await self.app(scope, receive, send)
