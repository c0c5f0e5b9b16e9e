"""How the assistant reaches the Kundli service: a port, answered in process (the chart is
CPU work, done in a thread, waited for a bounded time). It gets a chart (or a Kundli Milan of
two) as the REST API's own wire models (kundli_service/wire.py), or a problem to tell the user;
a chart not made in time raises KundliUnavailable."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol, TypeVar

from kundli_service.birth import BirthProblem
from kundli_service.service import KundliRequest, MatchProblem, generate_kundli, match_kundlis
from kundli_service.wire import KundliMatch, KundliReport

T = TypeVar("T")


class KundliUnavailable(Exception):
    """The Kundli service did not answer in time (the server's threads are all busy)."""


@dataclass(frozen=True)
class KundliOutcome:
    chart: KundliReport | None = None
    problem: str | None = None  # the user-facing reason the details were refused
    field: str | None = None


@dataclass(frozen=True)
class MatchOutcome:
    """A Guna Milan (the Milan screen's body), or whose detail was refused and why."""

    match: KundliMatch | None = None
    problem: str | None = None
    person: str | None = None  # "groom" or "bride", as the service names them
    field: str | None = None


class KundliPort(Protocol):
    async def generate(self, request: KundliRequest) -> KundliOutcome: ...

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome: ...


def _system_clock() -> datetime:
    return datetime.now(UTC)


class InProcessKundli:
    def __init__(
        self, clock: Callable[[], datetime] = _system_clock, *, timeout: float = 20.0
    ) -> None:
        # The app's injected clock: "today" in the chart (transits, Sade Sati) is its day.
        self._clock = clock
        self._timeout = timeout

    async def _in_thread(self, work: Callable[[], T]) -> T:
        """The work on a worker thread; KundliUnavailable when it is not done in time (the
        thread finishes it unheard)."""
        try:
            async with asyncio.timeout(self._timeout):
                return await asyncio.to_thread(work)
        except TimeoutError:
            raise KundliUnavailable(f"no chart within {self._timeout:g} s") from None

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        now = self._clock()
        result = await self._in_thread(lambda: generate_kundli(request, now))
        if isinstance(result, BirthProblem):
            return KundliOutcome(problem=result.in_(request.language), field=result.field)
        return KundliOutcome(chart=result)

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        now = self._clock()
        result = await self._in_thread(lambda: match_kundlis(groom, bride, now))
        if isinstance(result, MatchProblem):
            problem = result.problem
            reason = problem.in_(groom.language)
            return MatchOutcome(problem=reason, person=result.person, field=problem.field)
        return MatchOutcome(match=result)
