"""How the assistant reaches the Kundli service: in-process by default, or over HTTP when
a separate instance runs (PUNYA_KUNDLI_URL). Either way it gets a chart or a problem
to tell the user; a service that cannot be reached raises KundliUnavailable."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import httpx

from kundli_service.birth import BirthProblem
from kundli_service.service import KundliRequest, generate_kundli

MAX_RESPONSE_BYTES = 2_000_000


class KundliUnavailable(Exception):
    """The Kundli service did not answer usefully (down, slow, or garbage)."""


@dataclass(frozen=True)
class KundliOutcome:
    chart: dict[str, Any] | None = None
    problem: str | None = None  # the user-facing reason the details were refused
    field: str | None = None


class KundliPort(Protocol):
    async def generate(self, request: KundliRequest) -> KundliOutcome: ...


def _system_clock() -> datetime:
    return datetime.now(UTC)


class InProcessKundli:
    def __init__(self, clock: Callable[[], datetime] = _system_clock) -> None:
        # The app's injected clock: "today" in the chart (transits, Sade Sati) is its day.
        self._clock = clock

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        result = await asyncio.to_thread(generate_kundli, request, self._clock())
        if isinstance(result, BirthProblem):
            return KundliOutcome(problem=result.in_(request.language), field=result.field)
        return KundliOutcome(chart=result)


class HttpKundli:
    """POST {base_url}/generate_kundli with the product's request body."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 20.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._url = base_url.rstrip("/") + "/generate_kundli"
        self._timeout = timeout
        self._transport = transport

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        try:
            async with httpx.AsyncClient(timeout=self._timeout, transport=self._transport) as c:
                response = await c.post(self._url, json=asdict(request))
        except httpx.HTTPError as exc:
            raise KundliUnavailable(f"Kundli service unreachable: {exc}") from exc
        if len(response.content) > MAX_RESPONSE_BYTES:
            raise KundliUnavailable("Kundli service answered with an oversized body")
        try:
            body = response.json()
        except ValueError as exc:
            raise KundliUnavailable("Kundli service answered with something not JSON") from exc
        if response.status_code == 422 and isinstance(body, dict) and "detail" in body:
            return KundliOutcome(problem=str(body["detail"]), field=body.get("field"))
        if response.status_code != 200 or not isinstance(body, dict) or "planets" not in body:
            raise KundliUnavailable(f"Kundli service failed: {response.status_code}")
        return KundliOutcome(chart=body)


def kundli_port(
    url: str | None, *, timeout: float = 20.0, clock: Callable[[], datetime] = _system_clock
) -> KundliPort:
    return HttpKundli(url, timeout=timeout) if url else InProcessKundli(clock)
