"""Who is on an assistant connection: the browser's client reference (from its HttpOnly
cookie, given one at the handshake when it has none) and its address for rate limits."""

from __future__ import annotations

from fastapi import Response, WebSocket

from api.common.deps import client_ref_of, set_client_cookie
from assistant_core.engine import Visitor


def socket_visitor(websocket: WebSocket) -> tuple[Visitor, bytes | None]:
    """The visitor, and the Set-Cookie header value to send with the accept (or None)."""
    address = websocket.client.host if websocket.client else "unknown"
    known = client_ref_of(websocket.cookies)
    if known is not None:
        return Visitor(known, address), None
    carrier = Response()
    made = set_client_cookie(carrier, secure=websocket.url.scheme == "wss")
    header = carrier.headers["set-cookie"].encode("latin-1")
    return Visitor(made, address), header
