"""Bound every request body, whether or not it declares its length, with our error envelope;
a JSON body is also held to api.common.json_input's nesting and text rules before any route
reads it.

(FastAPI's own limit answers a declared oversize body with plain text, not JSON; its parser
fails with a bare 400 or worse on JSON nested a thousand deep.)"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from api.common.json_input import JsonRefused, check_json, is_json_media_type


def too_large_message(max_bytes: int) -> str:
    return f"The request body is larger than the {max_bytes} bytes allowed"


class BodyTooLarge(HTTPException):
    """Raised while reading a streamed body; FastAPI passes HTTPExceptions through."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__(413, too_large_message(max_bytes))


class BodyLimits:
    """The size of every body; for JSON bodies (read whole, as FastAPI would) their nesting
    and their text too."""

    def __init__(
        self, app: ASGIApp, max_bytes: int, larger: Mapping[str, int] | None = None
    ) -> None:
        self.app = app
        self.max_bytes = max_bytes
        # Path prefixes allowed a larger (non-JSON) body: prefix -> its own limit.
        self.larger = dict(larger or {})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers", []))
        path: str = scope.get("path", "")
        for prefix, limit in self.larger.items():
            if path.startswith(prefix) and not is_json_media_type(
                headers.get(b"content-type", b"").decode("latin-1")
            ):
                await BodyLimits(self.app, limit)(scope, receive, send)
                return
        declared = headers.get(b"content-length", b"")
        if declared.isdigit() and int(declared) > self.max_bytes:
            await self._too_large(scope, receive, send)
        elif declared == b"0" or (not declared and b"transfer-encoding" not in headers):
            await self.app(scope, receive, send)  # no body (most GETs): nothing to hold
        elif is_json_media_type(headers.get(b"content-type", b"").decode("latin-1")):
            await self._json(scope, receive, send)
        else:
            await self._streamed(scope, receive, send)

    async def _streamed(self, scope: Scope, receive: Receive, send: Send) -> None:
        received = 0

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise BodyTooLarge(self.max_bytes)
            return message

        await self.app(scope, limited_receive, send)

    async def _json(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = bytearray()
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client left before sending it all: no one to answer
            body += message.get("body", b"")
            if len(body) > self.max_bytes:
                await self._too_large(scope, receive, send)
                return
            if not message.get("more_body", False):
                break
        try:
            check_json(bytes(body))
        except JsonRefused as refused:
            await _answer(scope, receive, send, refused.status, refused.body())
            return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": bytes(body), "more_body": False}

        await self.app(scope, replay, send)

    async def _too_large(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = {"detail": too_large_message(self.max_bytes), "code": "body_too_large"}
        await _answer(scope, receive, send, 413, body)


async def _answer(
    scope: Scope, receive: Receive, send: Send, status: int, body: dict[str, Any]
) -> None:
    await JSONResponse(body, status_code=status)(scope, receive, send)
