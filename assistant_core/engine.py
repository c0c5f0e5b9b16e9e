"""The conversation engine: (state, event) -> (state, replies), with I/O only through the
ports it is given (AI services, Kundli, tasks). The same state, event and port answers
always give the same replies (the clock and the message ids are injected too).

A message goes, in order, to: a request to change language; the form in progress (a task,
or the birth details while the Kundli agent is selected); everyday talk (greetings, thanks,
who are you); "tell me more"; a new task (book, buy, track, cancel, browse); and otherwise
the selected service (the Kundli agent opens the birth-detail form when asked for a chart)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, ClassVar

import intents
from assistant_core import kundli_agent, tasks
from assistant_core.ai_failures import failure_text
from assistant_core.chat import Chat, Said
from assistant_core.conversation import brief, chips, smalltalk_reply, starters
from assistant_core.forms.spec import Context
from assistant_core.forms.state import FormState
from assistant_core.kundli_port import KundliPort
from assistant_core.ports import AIServicePort, ServiceInfo
from assistant_core.replies import Action, ErrorReply, Navigate, Progress, Reply
from assistant_core.state import ConversationState
from assistant_core.tasks_port import TasksPort
from assistant_core.texts import Language, say, written_in_devanagari

log = logging.getLogger(__name__)

NAVIGATION_THRESHOLD = kundli_agent.NAVIGATION_THRESHOLD
GENERAL_SERVICE_ID = "general-assistant"
# Intents the engine adds to those of intents.route() and the Kundli agent's topics.
UNKNOWN = "unknown"  # a failure (spec: confidence 0, intent unknown)
SERVICE_SELECTED = "service_selected"
FORM_CONFIDENCE = kundli_agent.TOPIC_CONFIDENCE
INDIA = timedelta(hours=5, minutes=30)  # bookings are made in Indian dates
_MORE = re.compile(
    r"^\W*(?:tell me more|more|go on|continue|aur batao|aur bataiye|और बताओ|और बताइए)\W*$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class SelectService:
    service_id: str


@dataclass(frozen=True, slots=True)
class UserMessage:
    text: str


@dataclass(frozen=True, slots=True)
class SetLanguage:
    language: Language


@dataclass(frozen=True, slots=True)
class Located:
    """The browser shared where the devotee is (for temples "near me")."""

    latitude: float
    longitude: float


Event = SelectService | UserMessage | SetLanguage | Located


@dataclass(frozen=True, slots=True)
class Visitor:
    """Who is talking: their browser's client reference (records they create are theirs)
    and their address (lookups are rate-limited per address)."""

    client_ref: str | None = None
    address: str = "assistant"


@dataclass(frozen=True, slots=True)
class Turn:
    state: ConversationState
    outputs: list[Reply | ErrorReply]


class Engine:
    GREETING: ClassVar[str] = say("en", "greeting")

    def __init__(
        self,
        ai: AIServicePort,
        kundli: KundliPort,
        clock: Callable[[], datetime],
        new_id: Callable[[], str],
        *,
        tasks: TasksPort | None = None,
        max_text_chars: int = 2000,
    ) -> None:
        self._ai = ai
        self._kundli = kundli
        self._tasks = tasks
        self._clock = clock  # must return an aware datetime
        self._new_id = new_id
        self._max_text_chars = max_text_chars
        self._chat = Chat(clock, new_id)

    def new_state(self, language: Language = "en") -> ConversationState:
        greeting = self._chat.line(say(language, "greeting"), None, is_user=False)
        return ConversationState(language=language).with_messages(greeting)

    def progress_of(self, state: ConversationState) -> Progress | None:
        """The panel of the form in progress, for a client that reconnects."""
        return None if state.task is None else tasks.panel(state.task, state.language)

    def suggestions(self, state: ConversationState) -> tuple[Action, ...]:
        return starters(state.language)

    async def handle(
        self,
        state: ConversationState,
        event: Event,
        services: Sequence[ServiceInfo],
        visitor: Visitor | None = None,
    ) -> Turn:
        who = visitor or Visitor()
        if isinstance(event, SelectService):
            return await self._select(state, event.service_id, services, who)
        if isinstance(event, SetLanguage):
            return Turn(replace(state, language=event.language), [])
        if isinstance(event, Located):
            return await self._located(state, event, services, who)
        return await self._message(state, event.text, services, who)

    # --- events -------------------------------------------------------------------------

    async def _select(
        self,
        state: ConversationState,
        service_id: str,
        services: Sequence[ServiceInfo],
        who: Visitor,
    ) -> Turn:
        language = state.language
        service = _active(services, service_id)
        if service is None:
            return Turn(state, [ErrorReply("unknown_service", say(language, "service_not_found"))])
        state = replace(state, service_id=service.id, service_name=service.name)
        said = Said(self._chat, service, language)
        connected = say(language, "connected", name=service.name)
        # A form that waited for this service (the birth details) goes on where it stopped.
        waiting = state.task if state.task and tasks.waits_for(state.task, service.id) else None
        progress = None if waiting is None else tasks.panel(waiting, language)
        replies = [said.reply(connected, SERVICE_SELECTED, 1.0, progress=progress)]
        if waiting is not None:
            resumed = await tasks.resume(waiting, self._context(state, language, who))
            state, more = await self._task_replies(state, resumed, said, services)
            replies += more
        return self._turn(state, None, replies)

    async def _located(
        self,
        state: ConversationState,
        event: Located,
        services: Sequence[ServiceInfo],
        who: Visitor,
    ) -> Turn:
        where = (event.latitude, event.longitude)
        state = replace(state, location=where)
        if state.task is None:
            return Turn(state, [])
        said = Said(self._chat, _active(services, state.service_id or ""), state.language)
        outcome = await tasks.located(state.task, self._context(state, state.language, who))
        state, replies = await self._task_replies(state, outcome, said, services)
        return self._turn(state, None, replies)

    async def _message(
        self, state: ConversationState, text: str, services: Sequence[ServiceInfo], who: Visitor
    ) -> Turn:
        text = text.strip()
        language: Language = "hi" if written_in_devanagari(text) else state.language
        if not text:
            return Turn(state, [ErrorReply("empty_message", say(language, "empty_message"))])
        if len(text) > self._max_text_chars:
            message = say(language, "too_long", limit=self._max_text_chars)
            return Turn(state, [ErrorReply("message_too_long", message)])
        service = None
        if state.service_id is not None:
            service = _active(services, state.service_id)
            if service is None:  # deleted or switched off since it was selected
                cleared = replace(state, service_id=None, service_name=None)
                refused = ErrorReply("unknown_service", say(language, "service_not_found"))
                return Turn(cleared, [refused])
        said = Said(self._chat, service, language)
        user = said.line(text, is_user=True)  # ids and times in order
        done = await self._converse(state, text, said, services, who)
        if done is not None:
            return self._turn(done[0], user, done[1])
        kundli = next((s for s in services if s.is_kundli and s.is_active), None)
        asks_chart = kundli is not None and intents.asks_for_kundli(text)
        if service is not None and not service.is_kundli and asks_chart:
            assert kundli is not None
            return await self._hand_to_kundli(state, kundli, text, said, user, who)  # handed over
        if service is not None:
            state, replies = await self._ask(state, service, text, said, who)
            return self._turn(state, user, replies)
        return await self._unselected(state, text, services, said, user, who)

    async def _converse(
        self,
        state: ConversationState,
        text: str,
        said: Said,
        services: Sequence[ServiceInfo],
        who: Visitor,
    ) -> tuple[ConversationState, list[Reply]] | None:
        """What the assistant does itself, before any service is asked; None: ask one."""
        wanted = intents.language_request(text)
        if wanted is not None:
            switched = replace(said, language=wanted)
            reply = switched.reply(say(wanted, "language_set"), "language", 1.0)
            return replace(state, language=wanted), [reply]
        selected = None if said.service is None else said.service.id
        if state.task is not None and tasks.takes(state.task, selected):
            outcome = await tasks.answer(state.task, text, self._context(state, said.language, who))
            return await self._task_replies(state, outcome, said, services)
        talk = intents.smalltalk(text)
        if talk is not None:
            return replace(state, more=None), [smalltalk_reply(talk, said, text)]
        if state.more and _MORE.match(text):
            rest, more = brief(state.more)
            return replace(state, more=more), [
                said.reply(rest, intents.CHAT, 0.5, actions=chips(said.language, more))
            ]
        task = intents.task_of(text)
        if task is None or self._tasks is None:
            return None
        form_id = self._new_id()
        begun = await tasks.begin(task, text, self._context(state, said.language, who), form_id)
        if begun is None:
            return None
        return await self._task_replies(state, begun, said, services)

    async def _task_replies(
        self,
        state: ConversationState,
        outcome: tasks.TaskOutcome,
        said: Said,
        services: Sequence[ServiceInfo],
    ) -> tuple[ConversationState, list[Reply]]:
        """What a form said: an aside answered first, a failure on its own, then the form."""
        progress = outcome.progress
        replies: list[Reply] = []
        if outcome.aside is not None:
            replies.append(await self._aside(outcome, said, services))
        if outcome.failure is not None:
            replies.append(said.reply(outcome.failure, UNKNOWN, 0.0, progress=progress))
        confident = outcome.form is not None or outcome.navigate is None
        confidence = 0.0 if outcome.intent == UNKNOWN else FORM_CONFIDENCE if confident else 0.8
        replies.append(
            said.reply(
                outcome.text,
                outcome.intent,
                confidence,
                navigate=outcome.navigate,
                progress=progress,
                actions=outcome.actions,
                cart=outcome.cart,
                kundli=outcome.kundli,
            )
        )
        return replace(state, task=outcome.form, more=None), replies

    async def _aside(
        self, outcome: tasks.TaskOutcome, said: Said, services: Sequence[ServiceInfo]
    ) -> Reply:
        """A question in the middle of a form: the selected service answers it (the Kundli
        agent from its own knowledge) without leaving the form. Only the Kundli agent, while
        it collects birth details, still opens another screen asked for."""
        text, progress = outcome.aside or "", outcome.progress
        service = said.service
        if outcome.form_name == "birth":
            return self._agent_reply(text, said, progress=progress)
        if service is None or service.is_kundli:
            general = _general(services)
            if general is None or (service is not None and service.is_kundli):
                answer = kundli_agent.answer(text, said.language)
                return said.reply(answer.text, answer.intent, answer.confidence)
            service = general
        answer_said = replace(said, service=service)
        return await self._ai_reply(service, text, answer_said, navigate=False)

    def _context(self, state: ConversationState, language: Language, who: Visitor) -> Context:
        today = (self._clock().astimezone(UTC) + INDIA).date()
        return Context(
            tasks=self._tasks,  # type: ignore[arg-type]  # the birth form needs none
            today=today,
            language=language,
            location=state.location,
            client_ref=who.client_ref,
            client_address=who.address,
            kundli=self._kundli,
        )

    async def _unselected(
        self,
        state: ConversationState,
        text: str,
        services: Sequence[ServiceInfo],
        said: Said,
        user: Any,
        who: Visitor,
    ) -> Turn:
        """No service chosen yet: a Kundli request goes to the Kundli agent (selecting it),
        anything else to the general assistant; without one, navigation still works."""
        kundli = next((s for s in services if s.is_kundli and s.is_active), None)
        if kundli is not None and intents.asks_for_kundli(text):
            return await self._hand_to_kundli(state, kundli, text, said, user, who)
        general = _general(services)
        if general is not None:
            state, replies = await self._ask(
                state, general, text, replace(said, service=general), who
            )
            return self._turn(state, user, replies)
        found = intents.route(text)
        if found.route is not None and found.confidence > NAVIGATION_THRESHOLD:
            reply = self._navigation(found, said)
        else:
            reply = said.reply(say(said.language, "select_service"), found.intent, found.confidence)
        return self._turn(state, user, [reply])

    async def _hand_to_kundli(
        self,
        state: ConversationState,
        kundli: ServiceInfo,
        text: str,
        said: Said,
        user: Any,
        who: Visitor,
    ) -> Turn:
        """A request for one's own chart goes to the Kundli agent, whoever was asked."""
        to_kundli = replace(said, service=kundli)
        user = replace(user, service_id=kundli.id, service_name=kundli.name)
        state = replace(state, service_id=kundli.id, service_name=kundli.name)
        first = to_kundli.reply(
            say(said.language, "connected", name=kundli.name), SERVICE_SELECTED, 1.0
        )
        state, replies = await self._ask(state, kundli, text, to_kundli, who)
        return self._turn(state, user, [first, *replies])

    async def _ask(
        self,
        state: ConversationState,
        service: ServiceInfo,
        text: str,
        said: Said,
        who: Visitor,
    ) -> tuple[ConversationState, list[Reply]]:
        if not service.is_kundli:
            state = replace(state, more=None)
            reply = await self._ai_reply(service, text, said)
            if reply.intent == intents.CHAT and reply.navigate is None:
                shown, more = brief(reply.message.text)
                if more:
                    reply = said.reply(
                        shown, reply.intent, reply.confidence, actions=chips(said.language, more)
                    )
                    state = replace(state, more=more)
            return state, [reply]
        # Spec: collection starts when the user mentions a kundli. "What is a kundli?" only
        # mentions one: it gets the agent's explanation, which says how to start.
        if intents.asks_for_kundli(text):
            context = self._context(state, said.language, who)
            begun = await tasks.begin_birth(text, context, self._new_id())
            return await self._task_replies(state, begun, said, [])
        return state, [self._agent_reply(text, said)]

    # --- AI services --------------------------------------------------------------------

    async def _ai_reply(
        self, service: ServiceInfo, text: str, said: Said, *, navigate: bool = True
    ) -> Reply:
        found = intents.route(text)
        goes = navigate and found.route is not None and found.confidence > NAVIGATION_THRESHOLD
        if goes and service.id == GENERAL_SERVICE_ID:
            # A request for a screen is answered by going there, not by a wall of text.
            return self._navigation(found, said)
        answer = await self._ai.ask(service, text, said.language)
        if answer.failure is None and answer.text and answer.text.strip():
            # A specialist's answer stands, and the screen asked for opens after it.
            to = Navigate(found.route) if goes and found.route is not None else None
            return said.reply(answer.text.strip(), found.intent, found.confidence, navigate=to)
        return said.reply(failure_text(service, answer, said.language), UNKNOWN, 0.0)

    # --- the Kundli agent ---------------------------------------------------------------

    def _agent_reply(self, text: str, said: Said, *, progress: Progress | None = None) -> Reply:
        """The agent's local answer, or navigation to another screen asked for; with the
        birth form open (`progress`), also why the details are needed."""
        found = kundli_agent.elsewhere(text)
        if found is not None:
            return self._navigation(found, said, progress)
        answer = (
            kundli_agent.answer(text, said.language)
            if progress is None
            else kundli_agent.answer_during_form(text, said.language)
        )
        return said.reply(answer.text, answer.intent, answer.confidence, progress=progress)

    # --- building replies ---------------------------------------------------------------

    def _navigation(
        self, found: intents.Intent, said: Said, progress: Progress | None = None
    ) -> Reply:
        assert found.route is not None
        key = _NAVIGATING.get(found.route, "nav_elsewhere")
        return said.reply(
            say(said.language, key),
            found.intent,
            found.confidence,
            navigate=Navigate(found.route),
            progress=progress,
        )

    @staticmethod
    def _turn(state: ConversationState, said: Any, replies: list[Reply]) -> Turn:
        users = () if said is None else (said,)
        kept = state.with_messages(*users, *(r.message for r in replies))
        return Turn(kept, list(replies))


_NAVIGATING = {
    "/book/priest": "nav_priest",
    "/consult/astrology": "nav_astrology",
    "/store": "nav_store",
    "/user/orders": "nav_orders",
    "/temples": "nav_temples",
}


def _active(services: Sequence[ServiceInfo], service_id: str) -> ServiceInfo | None:
    return next((s for s in services if s.id == service_id and s.is_active), None)


def _general(services: Sequence[ServiceInfo]) -> ServiceInfo | None:
    """The service that answers when none is selected: the seeded general assistant, or
    another active general one."""
    usable = [s for s in services if s.is_active and not s.is_kundli]
    return next((s for s in usable if s.id == GENERAL_SERVICE_ID), None) or next(
        (s for s in usable if s.category == "general"), None
    )


__all__ = [
    "Engine",
    "Event",
    "FormState",
    "Located",
    "SelectService",
    "SetLanguage",
    "Turn",
    "UserMessage",
    "Visitor",
]
