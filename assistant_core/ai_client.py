"""The AI service port: this server's own (built-in) services are asked in process, through
their port; the others over HTTP: POST {question} to a service's endpoint and read the first
of response, message, answer, text. Bounded in time and size; every failure is a value."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import httpx

from assistant_core.ports import AIAnswer, BuiltinAIPort, Coordinates, ServiceInfo
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
    """Asks services. Endpoints of this very server (a path such as /api/ai/..., or an address
    under `local_prefix`, e.g. the public URL) are answered by `builtin`, in process (a call,
    no HTTP); the others over HTTP through `transport`, which decides where this server may
    connect (the API passes one that allows only the hosts an operator named, at public
    addresses). No redirect is followed."""

    def __init__(
        self,
        *,
        timeout: float,
        max_bytes: int,
        transport: httpx.AsyncBaseTransport | None = None,
        local_prefix: str | None = None,
        builtin: BuiltinAIPort | None = None,
    ) -> None:
        self._seconds = timeout
        self._max_bytes = max_bytes
        self._remote = httpx.AsyncClient(transport=transport, timeout=httpx.Timeout(timeout))
        self._local_prefix = local_prefix
        self._builtin = builtin

    def _local_path(self, endpoint: str) -> str | None:
        """The path of an endpoint of this very server (None: a service elsewhere)."""
        if is_path(endpoint):
            return endpoint
        if is_local(endpoint, self._local_prefix):
            return "/" + endpoint[len(str(self._local_prefix).rstrip("/") + "/") :]
        return None

    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        path = self._local_path(service.endpoint)
        if path is not None:
            return await self._ask_builtin(service, path, question, language, near)
        return await self._ask_remote(service, question, language)

    async def _ask_builtin(
        self,
        service: ServiceInfo,
        path: str,
        question: str,
        language: Language,
        near: Coordinates | None,
    ) -> AIAnswer:
        """A service of this server, asked in process; where the devotee is goes only here."""
        if self._builtin is None:
            log.warning("AI service %s: this server's own, and none at hand", service.id)
            return AIAnswer(failure="unreachable")
        try:
            async with asyncio.timeout(self._seconds):
                return await self._builtin.answer(path, question, language, near)
        except TimeoutError:
            return AIAnswer(failure="timeout")

    async def _ask_remote(
        self, service: ServiceInfo, question: str, language: Language
    ) -> AIAnswer:
        # The spec's body; the language rides a header. Services answer in English or Hindi:
        # a Hinglish question is asked for English.
        headers: dict[str, str] = {"Accept-Language": ui_language(language)}
        try:
            async with self._remote.stream(
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
