"""The AI service port over HTTP: POST {question} to a service's endpoint and read the first
of response, message, answer, text. Bounded in time and size; every failure is a value."""

from __future__ import annotations

import json
import logging
from typing import Any

import httpx

from assistant_core.ports import LOCATION_HEADER, AIAnswer, Coordinates, ServiceInfo
from assistant_core.texts import Language, ui_language

log = logging.getLogger(__name__)

ANSWER_KEYS = ("response", "message", "answer", "text")  # the spec's order


def answer_text(body: Any) -> str | None:
    """The first non-empty text under the spec's keys of a JSON object, else None."""
    if not isinstance(body, dict):
        return None
    for key in ANSWER_KEYS:
        value = body.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()
    return None


def is_path(endpoint: str) -> bool:
    """A path-only endpoint (/api/ai/...): a service of this very server."""
    return endpoint.startswith("/") and not endpoint.startswith("//")


def is_local(endpoint: str, local_prefix: str | None) -> bool:
    """An endpoint of this very server: a path, or an address under `local_prefix` (its
    public URL). These are answered in process; every other one goes over the network."""
    if is_path(endpoint):
        return True
    return bool(local_prefix) and endpoint.startswith(str(local_prefix).rstrip("/") + "/")


class HttpAIService:
    """Asks services over HTTP. Endpoints of this very server (a path such as /api/ai/..., or
    an address under `local_prefix`, e.g. the public URL) go straight to the app through
    `local_transport`, without a network round trip; the others through `transport`, which
    decides where this server may connect (the API passes one that allows only the hosts an
    operator named, at public addresses). No redirect is followed."""

    def __init__(
        self,
        *,
        timeout: float,
        max_bytes: int,
        transport: httpx.AsyncBaseTransport | None = None,
        local_prefix: str | None = None,
        local_transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._timeout = httpx.Timeout(timeout)
        self._max_bytes = max_bytes
        self._remote = httpx.AsyncClient(transport=transport, timeout=self._timeout)
        self._local_prefix = local_prefix
        self._local = (
            # Path-only endpoints resolve against this base, which only names the app to the
            # in-process transport.
            httpx.AsyncClient(
                transport=local_transport, timeout=self._timeout, base_url="http://localhost"
            )
            if local_transport is not None
            else None
        )

    def _client_for(self, endpoint: str) -> httpx.AsyncClient | None:
        """The client to ask an endpoint with; None for a path when this server is not at hand."""
        if is_path(endpoint):
            return self._local
        local = is_local(endpoint, self._local_prefix)
        return self._local if local and self._local is not None else self._remote

    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        client = self._client_for(service.endpoint)
        if client is None:
            log.warning("AI service %s: a path endpoint, and no local app to ask", service.id)
            return AIAnswer(failure="unreachable")
        # The spec's body; the language and (to this server only) the location ride headers.
        # Services answer in English or Hindi: a Hinglish question is asked for English.
        headers: dict[str, str] = {"Accept-Language": ui_language(language)}
        if near is not None and client is self._local:
            headers[LOCATION_HEADER] = f"{near[0]:.5f},{near[1]:.5f}"
        try:
            async with client.stream(
                "POST", service.endpoint, json={"question": question}, headers=headers
            ) as response:
                if not response.is_success:
                    return AIAnswer(
                        failure="http_status",
                        status=response.status_code,
                        status_text=response.reason_phrase,
                    )
                body = await self._read_bounded(response)
        except httpx.TimeoutException:
            return AIAnswer(failure="timeout")
        except (httpx.HTTPError, ValueError) as exc:  # ValueError: a malformed endpoint URL
            log.warning("AI service %s unreachable: %s", service.id, exc)
            return AIAnswer(failure="unreachable")
        if body is None:
            return AIAnswer(failure="too_large")
        try:
            text = answer_text(json.loads(body))
        except ValueError:
            text = None
        return AIAnswer(text=text) if text is not None else AIAnswer(failure="garbage")

    async def _read_bounded(self, response: httpx.Response) -> bytes | None:
        """The body, or None when it exceeds the size limit (reading stops there)."""
        chunks, size = [], 0
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > self._max_bytes:
                return None
            chunks.append(chunk)
        return b"".join(chunks)

    async def close(self) -> None:
        await self._remote.aclose()
        if self._local is not None:
            await self._local.aclose()
