"""Fakes and builders for engine tests: services, a scripted AI port, Kundli ports."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from datetime import UTC, datetime

from assistant_core.engine import Engine
from assistant_core.kundli_port import (
    InProcessKundli,
    KundliOutcome,
    KundliPort,
    KundliUnavailable,
    MatchOutcome,
)
from assistant_core.ports import AIAnswer, Coordinates, ServiceInfo
from assistant_core.texts import Language
from kundli_service.service import KundliRequest, generate_kundli
from kundli_service.wire import KundliReport

NOW = datetime(2026, 11, 22, 6, 30, tzinfo=UTC)
KUNDLI_ID = "kundli-horoscope-agent"


def service(
    service_id: str, name: str, *, category: str = "general", active: bool = True
) -> ServiceInfo:
    return ServiceInfo(
        id=service_id,
        name=name,
        description=f"{name} for tests",
        endpoint=f"https://ai.example/{service_id}",
        category=category,
        icon="🤖",
        is_active=active,
    )


GENERAL = service("general-assistant", "General Spiritual Assistant")
ASTROLOGY = service("astrology-expert", "Astrology Expert", category="astrology")
KUNDLI = service(KUNDLI_ID, "Kundli & Horoscope Agent", category="astrology")
PALMISTRY = service("palmistry-reader", "Palmistry Reader", category="palmistry", active=False)
SERVICES = (GENERAL, ASTROLOGY, KUNDLI, PALMISTRY)


@dataclass
class FakeAI:
    """Answers each question with the next scripted answer (the last one repeats)."""

    answers: list[AIAnswer] = field(default_factory=lambda: [AIAnswer(text="An answer.")])
    asked: list[tuple[str, str]] = field(default_factory=list)
    near: list[Coordinates | None] = field(default_factory=list)  # where each was asked from

    async def ask(
        self,
        service: ServiceInfo,
        question: str,
        language: Language = "en",
        near: Coordinates | None = None,
    ) -> AIAnswer:
        self.asked.append((service.id, question))
        self.near.append(near)
        return self.answers[min(len(self.asked), len(self.answers)) - 1]


@dataclass
class RecordingKundli:
    """Answers with the outcomes given, in order, after the real service when they run out;
    an exception in the list is raised instead. Matches likewise, from `matches`."""

    outcomes: list[KundliOutcome | Exception] = field(default_factory=list)
    requests: list[KundliRequest] = field(default_factory=list)
    matches: list[MatchOutcome | Exception] = field(default_factory=list)
    matched: list[tuple[KundliRequest, KundliRequest]] = field(default_factory=list)

    async def match(self, groom: KundliRequest, bride: KundliRequest) -> MatchOutcome:
        self.matched.append((groom, bride))
        if len(self.matched) > len(self.matches):
            return await InProcessKundli(lambda: NOW).match(groom, bride)
        outcome = self.matches[len(self.matched) - 1]
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    async def generate(self, request: KundliRequest) -> KundliOutcome:
        self.requests.append(request)
        if len(self.requests) > len(self.outcomes):
            return await InProcessKundli().generate(request)
        outcome = self.outcomes[len(self.requests) - 1]
        if isinstance(outcome, Exception):
            raise outcome
        return outcome


DOWN = KundliUnavailable("no chart within 20 s")


def made_chart(
    name: str = "Ravi", day: str = "1990-05-15", time: str = "14:30", place: str = "Pune"
) -> KundliReport:
    """A chart as the Kundli service makes it (on the tests' day)."""
    chart = generate_kundli(KundliRequest(name, day, time, place), NOW)
    assert isinstance(chart, KundliReport), chart
    return chart


def engine(ai: FakeAI | None = None, kundli: KundliPort | None = None) -> Engine:
    ids = itertools.count(1)
    return Engine(
        ai or FakeAI(),
        kundli or RecordingKundli(),
        lambda: NOW,
        lambda: f"msg-{next(ids)}",
    )
