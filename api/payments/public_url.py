"""This server's public address: PUNYA_SERVER_PUBLIC_URL when set, else the request's own
scheme, host and port, so links back to the server work on whatever port it runs on."""

from __future__ import annotations

import ipaddress
import re
from typing import Annotated
from urllib.parse import urlsplit

from fastapi import Depends, Request

from api.common.deps import SettingsDep
from api.common.errors import ApiError
from api.common.openapi import declare_errors
from api.settings import ServerSettings

# A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: what a
# Host header may say. Anything else (a path, a query, user info) is refused, not echoed.
_NETLOC = re.compile(r"^(?:[A-Za-z0-9_.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?$")
LOCAL_NAMES = frozenset({"localhost"})


def is_local(url: str) -> bool:
    """Whether `url` points at this machine only (localhost, 127.0.0.1, ::1 and the rest of
    the loopback range), so nobody else can reach it."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return False
    if host.lower() in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def listening_url(server: ServerSettings) -> str:
    """The address `punya serve` listens on, as a URL (IPv6 addresses in brackets)."""
    host = f"[{server.host}]" if ":" in server.host else server.host
    return f"http://{host}:{server.port}"


def site_url(server: ServerSettings) -> str:
    """Where the server can be reached as far as the settings know: the public URL when set,
    else the address it listens on (0.0.0.0 and the like: reachable by anyone)."""
    return server.public_url or listening_url(server)


def plain_base(url: str) -> str | None:
    """`url` as scheme://host[:port][/path] without a trailing slash when it is just that:
    http or https, a plain host, no user info, query or fragment."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not _NETLOC.fullmatch(parts.netloc):
        return None
    if parts.query or parts.fragment or "#" in url or "?" in url:
        return None
    return f"{parts.scheme}://{parts.netloc}{parts.path.rstrip('/')}"


def url_of_request(request: Request) -> str | None:
    """The request's own scheme://host:port (and the app's root path), or None when its Host
    header is not a plain host and port."""
    base = plain_base(str(request.base_url))
    root = str(request.scope.get("root_path", "")).rstrip("/")
    if base is None or urlsplit(base).path != root:
        return None
    return base


def public_url(request: Request, settings: SettingsDep) -> str:
    """The address to send devotees and the gateway back to (no trailing slash)."""
    configured = settings.server.public_url
    if configured:
        return configured.rstrip("/")
    found = url_of_request(request)
    if found is None:
        raise ApiError(400, "bad_host", "The request's Host header is not a valid host name")
    return found


declare_errors(public_url, {400: "The Host header is not a valid host name (bad_host)"})
PublicUrl = Annotated[str, Depends(public_url)]
