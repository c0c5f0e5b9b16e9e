"""How the assistant reaches the Kundli service: in-process by default, or over HTTP when
a separate instance runs (PUNYA_KUNDLI_URL). Either way it gets a chart (or a Kundli Milan
of two) or a problem to tell the user; a service that cannot be reached raises
KundliUnavailable."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

import httpx

from kundli_service.birth import BirthProblem
from kundli_service.service import KundliRequest, MatchProblem, generate_kundli, match_kundlis

MAX_RESPONSE_BYTES = 2_000_000


class KundliUnavailable(Exception):
    """The Kundli service did not answer usefully (down, slow, or garbage)."""


@dataclass(frozen=True)
class KundliOutcome:
    chart: dict[str, Any] | None = None
    problem: str | None = None  # the user-facing reason the details were refused
    field: str | None = None


@dataclass(frozen=True)
class MatchOutcome:
    """A Guna Milan (the Milan screen's body), or whose detail was refused and why."""

    match: dict[str, Any] | None = None
    problem: str | None = None
    person: str | None = None  # "groom" or "bride", as the service names them
    field: str | None = None


class KundliPort(Protocol):
    async def generate(self, request: KundliRequest) -> KundliOutcome: ...

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome: ...


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

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        result = await asyncio.to_thread(match_kundlis, groom, bride, self._clock())
        if isinstance(result, MatchProblem):
            problem = result.problem
            reason = problem.in_(groom.language)
            return MatchOutcome(problem=reason, person=result.person, field=problem.field)
        return MatchOutcome(match=result)


# The standalone service names the person before a refusal ("Bride: ..."); the field says who.
_WHO = re.compile(r"^(?:Groom|Bride|वर|वधू):\s*")


class HttpKundli:
    """POST {base_url}/generate_kundli (and /match) with the product's request body."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout: float = 20.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._base = base_url.rstrip("/")
        self._timeout = timeout
        self._transport = transport

    async def _post(self, path: str, body: dict[str, Any]) -> tuple[int, Any]:
        try:
            async with httpx.AsyncClient(timeout=self._timeout, transport=self._transport) as c:
                response = await c.post(self._base + path, json=body)
        except httpx.HTTPError as exc:
            raise KundliUnavailable(f"Kundli service unreachable: {exc}") from exc
        if len(response.content) > MAX_RESPONSE_BYTES:
            raise KundliUnavailable("Kundli service answered with an oversized body")
        try:
            return response.status_code, response.json()
        except ValueError as exc:
            raise KundliUnavailable("Kundli service answered with something not JSON") from exc

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        status, body = await self._post("/generate_kundli", asdict(request))
        if status == 422 and isinstance(body, dict) and "detail" in body:
            return KundliOutcome(problem=str(body["detail"]), field=body.get("field"))
        if status != 200 or not isinstance(body, dict) or "planets" not in body:
            raise KundliUnavailable(f"Kundli service failed: {status}")
        return KundliOutcome(chart=body)

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        status, body = await self._post("/match", {"groom": asdict(groom), "bride": asdict(bride)})
        if status == 422 and isinstance(body, dict) and "detail" in body:
            person, _, field = str(body.get("field") or "").partition(".")
            reason = _WHO.sub("", str(body["detail"]))
            return MatchOutcome(problem=reason, person=person or None, field=field or None)
        if status != 200 or not isinstance(body, dict) or "total" not in body:
            raise KundliUnavailable(f"Kundli service failed: {status}")
        return MatchOutcome(match=body)


def kundli_port(
    url: str | None, *, timeout: float = 20.0, clock: Callable[[], datetime] = _system_clock
) -> KundliPort:
    return HttpKundli(url, timeout=timeout) if url else InProcessKundli(clock)
