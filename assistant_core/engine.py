"""The conversation engine: (state, event) -> (state, replies), with I/O only through the AI
and Kundli ports it is given. The same state, event and port answers always give the same
replies (the clock and the message ids are injected too)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, ClassVar

import intents
from assistant_core import birth_form, kundli_agent
from assistant_core import messages as say
from assistant_core.ai_failures import failure_text
from assistant_core.birth_form import FormTurn
from assistant_core.kundli_port import KundliPort, KundliUnavailable
from assistant_core.ports import AIServicePort, ServiceInfo
from assistant_core.replies import BirthProgress, ChatMessage, ErrorReply, Navigate, Reply
from assistant_core.state import BirthForm, ConversationState
from kundli_service.service import KundliRequest

log = logging.getLogger(__name__)

NAVIGATION_THRESHOLD = kundli_agent.NAVIGATION_THRESHOLD
GENERAL_SERVICE_ID = "general-assistant"
MAX_AI_TEXT = 4000  # the AI port bounds bytes; this bounds a chat bubble and the stored history
# Intents the engine adds to those of intents.route() and the Kundli agent's topics.
UNKNOWN = "unknown"  # a failure (spec: confidence 0, intent unknown)
SERVICE_SELECTED = "service_selected"
BIRTH_DETAILS = "birth_details"  # the form asking, correcting, leaving
KUNDLI_GENERATED = "kundli_generated"
FORM_CONFIDENCE = kundli_agent.TOPIC_CONFIDENCE


@dataclass(frozen=True, slots=True)
class SelectService:
    service_id: str


@dataclass(frozen=True, slots=True)
class UserMessage:
    text: str


Event = SelectService | UserMessage


@dataclass(frozen=True, slots=True)
class Turn:
    state: ConversationState
    outputs: list[Reply | ErrorReply]


class Engine:
    GREETING: ClassVar[str] = say.GREETING

    def __init__(
        self,
        ai: AIServicePort,
        kundli: KundliPort,
        clock: Callable[[], datetime],
        new_id: Callable[[], str],
        *,
        max_text_chars: int = 2000,
    ) -> None:
        self._ai = ai
        self._kundli = kundli
        self._clock = clock  # must return an aware datetime
        self._new_id = new_id
        self._max_text_chars = max_text_chars

    def new_state(self) -> ConversationState:
        return ConversationState().with_messages(self._chat(say.GREETING, None, is_user=False))

    async def handle(
        self, state: ConversationState, event: Event, services: Sequence[ServiceInfo]
    ) -> Turn:
        if isinstance(event, SelectService):
            return await self._select(state, event.service_id, services)
        return await self._message(state, event.text, services)

    # --- events -------------------------------------------------------------------------

    async def _select(
        self, state: ConversationState, service_id: str, services: Sequence[ServiceInfo]
    ) -> Turn:
        service = _active(services, service_id)
        if service is None:
            return Turn(state, [ErrorReply("unknown_service", say.SERVICE_NOT_FOUND)])
        state = replace(state, service_id=service.id, service_name=service.name)
        connected = say.CONNECTED.format(name=service.name)
        progress = _progress_on(state.form, service)
        replies = [self._reply(connected, service, SERVICE_SELECTED, 1.0, progress=progress)]
        if service.is_kundli and state.form.collecting:
            state, more = await self._form(state, birth_form.resume(state.form), service)
            replies += more
        return self._turn(state, None, replies)

    async def _message(
        self, state: ConversationState, text: str, services: Sequence[ServiceInfo]
    ) -> Turn:
        text = text.strip()
        if not text:
            return Turn(state, [ErrorReply("empty_message", say.EMPTY_MESSAGE)])
        if len(text) > self._max_text_chars:
            message = say.TOO_LONG.format(limit=self._max_text_chars)
            return Turn(state, [ErrorReply("message_too_long", message)])
        if state.service_id is not None:
            service = _active(services, state.service_id)
            if service is None:  # deleted or switched off since it was selected
                cleared = replace(state, service_id=None, service_name=None)
                return Turn(cleared, [ErrorReply("unknown_service", say.SERVICE_NOT_FOUND)])
            said = self._chat(text, service, is_user=True)  # ids and times in order
            state, replies = await self._ask(state, service, text)
            return self._turn(state, said, replies)
        return await self._unselected(state, text, services)

    async def _unselected(
        self, state: ConversationState, text: str, services: Sequence[ServiceInfo]
    ) -> Turn:
        """No service chosen yet: a Kundli request goes to the Kundli agent (selecting it),
        anything else to the general assistant; without one, navigation still works."""
        kundli = next((s for s in services if s.is_kundli and s.is_active), None)
        if kundli is not None and intents.asks_for_kundli(text):
            said = self._chat(text, kundli, is_user=True)
            state = replace(state, service_id=kundli.id, service_name=kundli.name)
            connected = say.CONNECTED.format(name=kundli.name)
            first = self._reply(connected, kundli, SERVICE_SELECTED, 1.0)
            state, replies = await self._ask(state, kundli, text)
            return self._turn(state, said, [first, *replies])
        general = _general(services)
        if general is not None:
            said = self._chat(text, general, is_user=True)
            state, replies = await self._ask(state, general, text)
            return self._turn(state, said, replies)
        said = self._chat(text, None, is_user=True)
        found = intents.route(text)
        if found.route is not None and found.confidence > NAVIGATION_THRESHOLD:
            reply = self._navigation(found, None)
        else:
            reply = self._reply(say.SELECT_SERVICE, None, found.intent, found.confidence)
        return self._turn(state, said, [reply])

    async def _ask(
        self, state: ConversationState, service: ServiceInfo, text: str
    ) -> tuple[ConversationState, list[Reply]]:
        if not service.is_kundli:
            return state, [await self._ai_reply(service, text)]
        today = self._clock().astimezone(UTC).date()
        if state.form.collecting:
            return await self._form(state, birth_form.step(state.form, text, today), service)
        # Spec: collection starts when the user mentions a kundli. "What is a kundli?" only
        # mentions one: it gets the agent's explanation, which says how to start.
        if intents.asks_for_kundli(text):
            return await self._form(state, birth_form.start(text, today), service)
        return state, [self._agent_reply(service, text)]

    # --- AI services --------------------------------------------------------------------

    async def _ai_reply(self, service: ServiceInfo, text: str) -> Reply:
        answer = await self._ai.ask(service, text)
        if answer.failure is None and answer.text and answer.text.strip():
            found = intents.route(text)
            navigate = None
            if found.route is not None and found.confidence > NAVIGATION_THRESHOLD:
                navigate = Navigate(found.route)
            shown = _bounded(answer.text.strip())
            return self._reply(shown, service, found.intent, found.confidence, navigate=navigate)
        return self._reply(failure_text(service, answer), service, UNKNOWN, 0.0)

    # --- the Kundli agent ---------------------------------------------------------------

    def _agent_reply(
        self, service: ServiceInfo, text: str, *, form: BirthForm | None = None
    ) -> Reply:
        """The agent's local answer, or navigation to another screen asked for; with a form
        open, also why the details are needed, and the form's progress."""
        progress = None if form is None else birth_form.progress(form)
        found = kundli_agent.elsewhere(text)
        if found is not None:
            return self._navigation(found, service, progress)
        answer = (
            kundli_agent.answer(text) if form is None else kundli_agent.answer_during_form(text)
        )
        return self._reply(
            answer.text, service, answer.intent, answer.confidence, progress=progress
        )

    async def _form(
        self, state: ConversationState, turn: FormTurn, service: ServiceInfo
    ) -> tuple[ConversationState, list[Reply]]:
        replies: list[Reply] = []
        if turn.question is not None:
            replies.append(self._agent_reply(service, turn.question, form=turn.form))
        if turn.generate:
            form, made = await self._generate(turn.form, service)
            return replace(state, form=form), replies + made
        progress = BirthProgress() if turn.ended else birth_form.progress(turn.form)
        replies.append(self._form_reply(turn.say, service, progress))
        return replace(state, form=turn.form), replies

    async def _generate(
        self, form: BirthForm, service: ServiceInfo
    ) -> tuple[BirthForm, list[Reply]]:
        """Make the chart from the four details; the drafts reset once it is made."""
        details = form.collected()
        request = KundliRequest(
            name=details["name"],
            date_of_birth=details["dateOfBirth"],
            time_of_birth=details["timeOfBirth"],
            place_of_birth=details["placeOfBirth"],
            language="english",
        )
        try:
            outcome = await self._kundli.generate(request)
        except KundliUnavailable as exc:
            log.warning("Kundli generation failed: %s", exc)
            retry = birth_form.after_unavailable(form)
            progress = birth_form.progress(retry.form)
            failed = self._reply(say.KUNDLI_FAILURE, service, UNKNOWN, 0.0, progress=progress)
            return retry.form, [failed, self._form_reply(retry.say, service, progress)]
        if outcome.problem is not None:
            again = birth_form.after_problem(form, outcome.field, outcome.problem)
            if again is not None:
                return again.form, [
                    self._form_reply(again.say, service, birth_form.progress(again.form))
                ]
        summary = None if outcome.chart is None else kundli_agent.summarise(outcome.chart)
        if outcome.chart is None or summary is None:
            # The service answered, but with nothing the agent can use or the user can fix.
            log.error("Kundli agent: unusable outcome (problem %r)", outcome.problem)
            cleared = BirthProgress()
            error = self._reply(say.KUNDLI_AGENT_ERROR, service, UNKNOWN, 0.0, progress=cleared)
            return BirthForm(), [error]
        done = BirthProgress(details, None, len(details))
        made = self._reply(
            summary, service, KUNDLI_GENERATED, FORM_CONFIDENCE, progress=done, kundli=outcome.chart
        )
        return BirthForm(), [made]

    # --- building replies ---------------------------------------------------------------

    def _form_reply(self, text: str, service: ServiceInfo, progress: BirthProgress) -> Reply:
        return self._reply(text, service, BIRTH_DETAILS, FORM_CONFIDENCE, progress=progress)

    def _navigation(
        self,
        found: intents.Intent,
        service: ServiceInfo | None,
        progress: BirthProgress | None = None,
    ) -> Reply:
        assert found.route is not None
        text = say.NAVIGATING.get(found.route, say.NAVIGATING_ELSEWHERE)
        navigate = Navigate(found.route)
        return self._reply(
            text, service, found.intent, found.confidence, navigate=navigate, progress=progress
        )

    def _reply(
        self,
        text: str,
        service: ServiceInfo | None,
        intent: str,
        confidence: float,
        *,
        navigate: Navigate | None = None,
        progress: BirthProgress | None = None,
        kundli: dict[str, Any] | None = None,
    ) -> Reply:
        message = self._chat(text, service, is_user=False)
        service_id = None if service is None else service.id
        return Reply(message, intent, confidence, service_id, navigate, progress, kundli)

    def _chat(self, text: str, service: ServiceInfo | None, *, is_user: bool) -> ChatMessage:
        stamp = self._clock().astimezone(UTC).isoformat(timespec="milliseconds")
        return ChatMessage(
            id=self._new_id(),
            text=text,
            is_user=is_user,
            timestamp=stamp.replace("+00:00", "Z"),
            service_id=None if service is None else service.id,
            service_name=None if service is None else service.name,
        )

    @staticmethod
    def _turn(state: ConversationState, said: ChatMessage | None, replies: list[Reply]) -> Turn:
        users = () if said is None else (said,)
        kept = state.with_messages(*users, *(r.message for r in replies))
        return Turn(kept, list(replies))


def _active(services: Sequence[ServiceInfo], service_id: str) -> ServiceInfo | None:
    return next((s for s in services if s.id == service_id and s.is_active), None)


def _general(services: Sequence[ServiceInfo]) -> ServiceInfo | None:
    """The service that answers when none is selected: the seeded general assistant, or
    another active general one."""
    usable = [s for s in services if s.is_active and not s.is_kundli]
    return next((s for s in usable if s.id == GENERAL_SERVICE_ID), None) or next(
        (s for s in usable if s.category == "general"), None
    )


def _progress_on(form: BirthForm, service: ServiceInfo) -> BirthProgress | None:
    return birth_form.progress(form) if service.is_kundli and form.collecting else None


def _bounded(text: str) -> str:
    return text if len(text) <= MAX_AI_TEXT else text[: MAX_AI_TEXT - 1].rstrip() + "…"
