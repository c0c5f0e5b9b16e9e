"""Runs conversation turns: load the services and the stored state, let the engine answer
(no database session is held while an AI service thinks), store the new state."""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from api.assistant.tasks import ServiceTasks
from api.common.ratelimit import RateLimiter
from api.settings import Settings
from assistant_core.ai_client import HttpAIService
from assistant_core.engine import Engine, Event, Turn, Visitor
from assistant_core.kundli_port import kundli_port
from assistant_core.ports import ServiceInfo
from assistant_core.state import ConversationState
from assistant_core.texts import Language
from data.changes import Change
from data.db import Database
from data.ids import new_id
from data.models import AIService
from data.repositories import ai_services, assistant_sessions

log = logging.getLogger(__name__)

SERVICES_MAX_AGE_SECONDS = 30.0


def new_session_id() -> str:
    # Conversations hold birth details: their ids must not be guessable.
    return secrets.token_urlsafe(24)


def plausible_session_id(value: object) -> bool:
    return (
        isinstance(value, str)
        and 16 <= len(value) <= 40
        and value.replace("-", "").replace("_", "").isalnum()
    )


def service_info(row: AIService) -> ServiceInfo:
    return ServiceInfo(
        id=row.id,
        name=row.name,
        description=row.description,
        name_hi=row.name_hi,
        description_hi=row.description_hi,
        endpoint=row.endpoint,
        category=row.category,
        icon=row.icon,
        is_active=row.is_active,
        confidence_threshold=row.confidence_threshold,
    )


def service_choice(service: ServiceInfo, language: Language = "en") -> dict[str, str]:
    """What the dropdown shows of a service, in the UI's language (never its endpoint)."""
    return {
        "id": service.id,
        "name": service.name_in(language),
        "description": service.description_in(language),
        "icon": service.icon,
        "category": service.category,
    }


@dataclass
class Opened:
    session_id: str
    state: ConversationState
    services: Sequence[ServiceInfo]


class AssistantRuntime:
    def __init__(
        self, db: Database, engine: Engine, clock: Callable[[], datetime], session_days: float
    ) -> None:
        self.db = db
        self.engine = engine
        self.clock = clock
        self.lifetime = timedelta(days=session_days)
        # The active services, read once and forgotten when an admin changes any of them
        # (the change feed reaches every process on PostgreSQL); the age limit is a backstop.
        self._services: tuple[list[ServiceInfo], float] | None = None
        db.feed.add_listener(self._forget_services)

    def _forget_services(self, change: Change) -> None:
        if change.table == "ai_services":
            self._services = None

    async def _active_services(self, session: AsyncSession) -> list[ServiceInfo]:
        cached = self._services
        if cached is not None and time.monotonic() - cached[1] < SERVICES_MAX_AGE_SECONDS:
            return cached[0]
        services = [service_info(row) for row in await ai_services.active(session)]
        self._services = (services, time.monotonic())
        return services

    async def _load(self, session_id: str) -> tuple[ConversationState | None, list[ServiceInfo]]:
        async with self.db.reader() as session:
            stored = await assistant_sessions.get_live(session, session_id, self.clock())
            services = await self._active_services(session)
        state = ConversationState.from_dict(stored) if stored is not None else None
        return state, services

    async def _save(self, session_id: str, state: ConversationState) -> None:
        now = self.clock()
        async with self.db.writer() as session:
            await assistant_sessions.save(
                session, session_id, state.to_dict(), now=now, expires=now + self.lifetime
            )
            await session.commit()

    async def open(self, session_id: str | None, language: Language | None = None) -> Opened:
        """Resume a stored conversation, or start a new one (greeting included); the
        client's language, when it says one, is the conversation's from now on."""
        if session_id is not None and plausible_session_id(session_id):
            state, services = await self._load(session_id)
            if state is not None:
                if language is not None and language != state.language:
                    state = replace(state, language=language)
                    await self._save(session_id, state)
                return Opened(session_id, state, services)
        fresh_id = new_session_id()
        _, services = await self._load(fresh_id)
        state = self.engine.new_state(language or "en")
        await self._save(fresh_id, state)
        return Opened(fresh_id, state, services)

    async def turn(self, session_id: str, event: Event, visitor: Visitor | None = None) -> Turn:
        """One event through the engine, with the services as they are now."""
        state, services = await self._load(session_id)
        turn = await self.engine.handle(state or self.engine.new_state(), event, services, visitor)
        if turn.state != state:
            await self._save(session_id, turn.state)
        return turn


def build_runtime(
    settings: Settings,
    db: Database,
    clock: Callable[[], datetime],
    local_transport: httpx.AsyncBaseTransport | None,
    lookup_limiter: RateLimiter,
) -> tuple[AssistantRuntime, HttpAIService]:
    """The runtime with its ports: AI services over HTTP (this server's own built-in services
    in-process), the Kundli service in-process unless PUNYA_KUNDLI_URL names one."""
    limits = settings.assistant
    ai = HttpAIService(
        timeout=limits.ai_timeout_seconds,
        max_bytes=limits.max_ai_reply_bytes,
        local_prefix=settings.server.public_url,
        local_transport=local_transport,
    )
    engine = Engine(
        ai=ai,
        kundli=kundli_port(settings.kundli.url, timeout=settings.kundli.timeout_seconds),
        clock=clock,
        new_id=lambda: new_id("msg-"),
        tasks=ServiceTasks(db, clock, lookup_limiter),
        max_text_chars=limits.max_text_chars,
    )
    return AssistantRuntime(db, engine, clock, limits.session_days), ai
