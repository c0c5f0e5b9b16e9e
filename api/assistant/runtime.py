"""Runs conversation turns: the services (cached), the conversation as its socket holds it
in memory (api/assistant/live.py: read once, written behind in batches), the engine's answer
(no database session is held while an AI service thinks)."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from api.ai.outbound import ai_transport
from api.assistant.live import Live, LiveConversations
from api.assistant.protocol import ServiceChoice
from api.assistant.tasks import ServiceTasks
from api.common.ratelimit import SharedLimiter
from api.places.geocode import Geocoder
from api.settings import Settings
from api.verification.delivery import Delivery
from assistant_core.ai_client import HttpAIService
from assistant_core.engine import Engine, Event, Turn, Visitor
from assistant_core.kundli_port import InProcessKundli
from assistant_core.ports import BuiltinAIPort, ServiceInfo
from assistant_core.state import ConversationState
from assistant_core.texts import UiLanguage
from data.changes import Change
from data.db import Database
from data.ids import new_id
from data.models import AIService
from data.repositories import ai_services

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


def service_choice(service: ServiceInfo, language: UiLanguage = "en") -> ServiceChoice:
    """What the dropdown shows of a service, in the UI's language (never its endpoint)."""
    return ServiceChoice(
        id=service.id,
        name=service.name_in(language),
        description=service.description_in(language),
        icon=service.icon,
        category=service.category,
    )


@dataclass
class Opened:
    session_id: str
    state: ConversationState
    services: Sequence[ServiceInfo]
    held: Live  # the opener's hold: AssistantRuntime.close lets go of it


class AssistantRuntime:
    def __init__(
        self, db: Database, engine: Engine, clock: Callable[[], datetime], session_days: float
    ) -> None:
        self.db = db
        self.engine = engine
        self.clock = clock
        self.live = LiveConversations(db, clock, timedelta(days=session_days))
        # The active services, read once and forgotten when an admin changes any of them
        # (the change feed reaches every process on PostgreSQL); the age limit is a backstop.
        self._services: tuple[list[ServiceInfo], float] | None = None
        self._services_changes = 0  # a read that began before a change is not kept
        # One read when the list is due: hundreds of sockets would otherwise read at once.
        self._reading_services = asyncio.Lock()
        db.feed.add_listener(self._forget_services)

    def _forget_services(self, change: Change) -> None:
        if change.table == "ai_services":
            self._services = None
            self._services_changes += 1

    def _cached_services(self) -> list[ServiceInfo] | None:
        cached = self._services
        if cached is not None and time.monotonic() - cached[1] < SERVICES_MAX_AGE_SECONDS:
            return cached[0]
        return None

    async def _active_services(self) -> list[ServiceInfo]:
        if (cached := self._cached_services()) is not None:
            return cached
        async with self._reading_services:
            if (cached := self._cached_services()) is not None:
                return cached  # read by the turn this one waited for
            changes = self._services_changes
            async with self.db.reader() as session:
                services = [service_info(row) for row in await ai_services.active(session)]
            if changes == self._services_changes:
                self._services = (services, time.monotonic())
        return services

    async def open(self, session_id: str | None, language: UiLanguage | None = None) -> Opened:
        """Resume a stored conversation, or start a new one (greeting included); the
        client's language, when it says one, is the conversation's from now on. The
        conversation is held (kept in memory) until `close`."""
        services = await self._active_services()
        if session_id is not None and plausible_session_id(session_id):
            live = await self.live.hold(session_id)
            if live is not None:
                if language is not None and language != live.state.language:
                    await self.live.change(live, live.state.in_language(language))
                return Opened(session_id, live.state, services, live)
        live = await self.live.start(new_session_id(), self.engine.new_state(language or "en"))
        return Opened(live.session_id, live.state, services, live)

    async def close(self, opened: Opened) -> None:
        """The opener is done: the last holder's close writes the conversation at once."""
        await self.live.release(opened.held)

    async def turn(self, session_id: str, event: Event, visitor: Visitor | None = None) -> Turn:
        """One event through the engine, with the services as they are now."""
        services = await self._active_services()
        # Held by the socket: from memory; else read once and written when the turn ends.
        live = await self.live.hold(session_id)
        try:
            state = None if live is None else live.state
            turn = await self.engine.handle(
                state or self.engine.new_state(), event, services, visitor
            )
            if turn.state != state:
                if live is None:  # expired or purged meanwhile: a fresh one under this id
                    live = await self.live.start(session_id, turn.state)
                else:
                    await self.live.change(live, turn.state)
        finally:
            if live is not None:
                await self.live.release(live)
        return turn


def build_runtime(
    settings: Settings,
    db: Database,
    clock: Callable[[], datetime],
    builtin: BuiltinAIPort | None,
    lookup_limiter: SharedLimiter,
    code_delivery: Callable[[], Delivery] | None = None,
    creation_limiter: SharedLimiter | None = None,
) -> tuple[AssistantRuntime, HttpAIService]:
    """The runtime with its ports: AI services elsewhere over HTTP, this server's own built-in
    ones in process (`builtin`), the Kundli service in process."""
    limits = settings.assistant
    ai = HttpAIService(
        timeout=limits.ai_timeout_seconds,
        max_bytes=limits.max_ai_reply_bytes,
        transport=ai_transport(settings),  # allowed hosts at public addresses only
        local_prefix=settings.server.public_url,
        builtin=builtin,
    )
    engine = Engine(
        ai=ai,
        kundli=InProcessKundli(clock, timeout=settings.kundli.timeout_seconds),
        clock=clock,
        new_id=lambda: new_id("msg-"),
        tasks=ServiceTasks(
            db,
            clock,
            lookup_limiter,
            Geocoder(settings.geocoder),
            delivery=code_delivery,
            verification=settings.verification,
            checkout=settings.checkout,
            creation_limiter=creation_limiter,
        ),
        max_text_chars=limits.max_text_chars,
    )
    return AssistantRuntime(db, engine, clock, limits.session_days), ai
