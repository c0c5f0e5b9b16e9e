"""The conversation engine: (state, event) -> (state, replies), with I/O only through the
ports it is given (AI services, Kundli, tasks). The same state, event and port answers
always give the same replies (the clock and the message ids are injected too).

A message goes, in order, to: a request offered before (a "yes" takes it up); a request to
change language; the form in progress (a task, or the birth details while the Kundli agent
is selected); everyday talk (greetings, thanks, who are you); "tell me more"; two requests
in one message (two_requests.py); a new task (book, buy, track, cancel, browse); and
otherwise the selected service (the Kundli agent opens the birth-detail form when asked for
a chart). The events are in events.py; the services, the Kundli agent and a form's replies
in answers.py."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import ClassVar

import intents
from assistant_core import cart_talk, tasks, two_requests
from assistant_core.answers import SERVICE_SELECTED, Answers, active
from assistant_core.builtin.general import asks_price
from assistant_core.chat import Chat, Said
from assistant_core.conversation import brief, chips, smalltalk_reply, starters
from assistant_core.events import (
    CartChanged,
    Event,
    Located,
    SelectService,
    SetLanguage,
    Turn,
    UserMessage,
    Visitor,
    recorded,
)
from assistant_core.forms.spec import Context
from assistant_core.kundli_port import KundliPort
from assistant_core.ports import AIServicePort, Coordinates, ServiceInfo
from assistant_core.replies import (
    SHARE_LOCATION,
    Action,
    ErrorReply,
    Progress,
    Reply,
)
from assistant_core.state import ConversationState
from assistant_core.tasks_port import TasksPort
from assistant_core.texts import Language, UiLanguage, reply_language, say
from kundli_service.local_time import local_date

log = logging.getLogger(__name__)

MAX_BARE_NUMBER = 6  # digits: a longer number alone is a phone or a record's, read elsewhere
_MORE = re.compile(
    r"^\W*(?:tell me more|more|go on|continue|aur batao|aur bataiye|और बताओ|और बताइए)\W*$",
    re.IGNORECASE,
)


class Engine:
    """One conversation step at a time; the conversation itself is the state passed in."""

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
        self._kundli = kundli
        self._tasks = tasks
        self._clock = clock  # must return an aware datetime
        self._new_id = new_id
        self._max_text_chars = max_text_chars
        self._chat = Chat(clock, new_id)
        self._answers = Answers(ai, new_id, self._context)

    def new_state(self, language: UiLanguage = "en") -> ConversationState:
        greeting = self._chat.line(say(language, "greeting"), None, is_user=False)
        return ConversationState(language=language).with_messages(greeting)

    def progress_of(self, state: ConversationState) -> Progress | None:
        """The panel of the form in progress, for a client that reconnects."""
        return None if state.task is None else tasks.panel(state.task, state.replies_in)

    def suggestions(self, state: ConversationState) -> tuple[Action, ...]:
        return starters(state.replies_in)

    async def handle(
        self,
        state: ConversationState,
        event: Event,
        services: Sequence[ServiceInfo],
        visitor: Visitor | None = None,
    ) -> Turn:
        """One event: a service selected, the language set, the location shared, the cart
        changed, a message."""
        who = visitor or Visitor()
        if isinstance(event, SelectService):
            return await self._select(state, event.service_id, services, who)
        if isinstance(event, SetLanguage):
            return Turn(state.in_language(event.language), [])
        if isinstance(event, Located):
            return await self._located(state, event, services, who)
        if isinstance(event, CartChanged):  # kept for "show my cart" and checkout
            return Turn(replace(state, cart=event.lines), [])
        return await self._message(state, event.text, services, who)

    # --- events -------------------------------------------------------------------------

    async def _select(
        self,
        state: ConversationState,
        service_id: str,
        services: Sequence[ServiceInfo],
        who: Visitor,
    ) -> Turn:
        """A service selected: it says it is connected, and a form waiting for it resumes."""
        language = state.replies_in
        service = active(services, service_id)
        if service is None:
            return Turn(state, [ErrorReply("unknown_service", say(language, "service_not_found"))])
        state = replace(state, service_id=service.id, service_name=service.name)
        said = Said(self._chat, service, language)
        connected = say(language, "connected", name=service.name_in(language))
        # A form that waited for this service (the birth details) goes on where it stopped.
        waiting = state.task if state.task and tasks.waits_for(state.task, service.id) else None
        progress = None if waiting is None else tasks.panel(waiting, language)
        replies = [said.reply(connected, SERVICE_SELECTED, 1.0, progress=progress)]
        if waiting is not None:
            resumed = await tasks.resume(waiting, self._context(state, language, who))
            state, more = await self._answers.task_replies(state, resumed, said, services)
            replies += more
        return recorded(state, None, replies)

    async def _located(
        self,
        state: ConversationState,
        event: Located,
        services: Sequence[ServiceInfo],
        who: Visitor,
    ) -> Turn:
        """The browser's location: kept, and given to a form that waits for it, or to the
        message that did: a search for temples near the devotee, or a question (the day's
        Panchang, first answered for New Delhi)."""
        where = (event.latitude, event.longitude)
        question, state = state.awaiting, replace(state, location=where, awaiting=None)
        if state.task is None:
            if question is None:
                return Turn(state, [])
            language = reply_language(question, state.language, state.replies_in)
            said = Said(self._chat, None, language)
            done = await self._converse(state, question, said, services, who)  # "temples near me"
            if done is not None:
                return recorded(done[0], None, done[1])
            return await self._answers.asked_again(state, question, services, said, who)
        language = state.replies_in
        said = Said(self._chat, active(services, state.service_id or ""), language)
        outcome = await tasks.located(state.task, self._context(state, language, who))
        state, replies = await self._answers.task_replies(state, outcome, said, services)
        return recorded(state, None, replies)

    async def _message(
        self, state: ConversationState, text: str, services: Sequence[ServiceInfo], who: Visitor
    ) -> Turn:
        """A message: refused when empty, too long or to a service now off; else what the
        assistant does itself (`_converse`), else a chart request goes to the Kundli agent,
        else the selected service answers, else the general assistant (answers.py)."""
        text = text.strip()
        language = (
            state.replies_in  # a choice tapped ("Cow Ghee for Havan") is in no one's words
            if _tapped(state, text)
            else reply_language(text, state.language, state.replies_in)
        )
        state = state.replying_in(language)
        if state.awaiting is not None:  # another message: the question waits no more
            state = replace(state, awaiting=None)
        if not text:
            return Turn(state, [ErrorReply("empty_message", say(language, "empty_message"))])
        if len(text) > self._max_text_chars:
            message = say(language, "too_long", limit=self._max_text_chars)
            return Turn(state, [ErrorReply("message_too_long", message)])
        service = None
        if state.service_id is not None:
            service = active(services, state.service_id)
            if service is None:  # deleted or switched off since it was selected
                cleared = replace(state, service_id=None, service_name=None)
                refused = ErrorReply("unknown_service", say(language, "service_not_found"))
                return Turn(cleared, [refused])
        said = Said(self._chat, service, language)
        user = said.line(text, is_user=True)  # ids and times in order
        after, replies = await self._respond(state, text, said, services, who)
        handed = active(services, after.service_id or "")
        if after.service_id != state.service_id and handed is not None:  # to the Kundli agent
            user = replace(user, service_id=handed.id, service_name=handed.name_in(language))
        return recorded(after, user, replies)

    async def _respond(
        self,
        state: ConversationState,
        text: str,
        said: Said,
        services: Sequence[ServiceInfo],
        who: Visitor,
        *,
        alone: bool = False,
    ) -> tuple[ConversationState, list[Reply]]:
        """What the assistant does itself (`_converse`), else a chart request goes to the
        Kundli agent, else the selected service answers, else the general assistant
        (answers.py). `alone`: one of two requests, never split again. A request offered
        before is taken up at a "yes", and let go at anything else."""
        if state.next_request is not None and state.task is None:
            waiting, state = state.next_request, replace(state, next_request=None)
            if intents.yes_or_no(text) is True:
                return await self._respond(state, waiting, said, services, who, alone=True)
        done = await self._converse(state, text, said, services, who, alone=alone)
        if done is not None:
            return done
        asked = intents.asked_part(text)  # "pandit nahi chahiye, bas samagri bhejo": samagri
        service = said.service
        kundli = next((s for s in services if s.is_kundli and s.is_active), None)
        asks_chart = kundli is not None and intents.asks_for_kundli(asked)
        if service is not None and not service.is_kundli and asks_chart:
            assert kundli is not None
            return await self._answers.hand_to_kundli(state, kundli, asked, said, who)
        if service is not None:
            return await self._answers.ask(state, service, asked, said, who)
        return await self._answers.unselected(state, asked, services, said, who)

    async def _converse(
        self,
        state: ConversationState,
        text: str,
        said: Said,
        services: Sequence[ServiceInfo],
        who: Visitor,
        *,
        alone: bool = False,
    ) -> tuple[ConversationState, list[Reply]] | None:
        """What the assistant does itself, before any service is asked; None: ask one."""
        wanted = intents.language_request(text)
        if wanted is not None and state.task is not None and len(text.split()) == 1:
            wanted = None  # "hindi" in a form answers its question (a priest's language)
        if wanted is not None:
            switched = replace(said, language=wanted)
            reply = switched.reply(say(wanted, "language_set"), "language", 1.0)
            return state.in_language(wanted), [reply]
        selected = None if said.service is None else said.service.id
        if state.task is not None and tasks.takes(state.task, selected):
            outcome = await tasks.answer(state.task, text, self._context(state, said.language, who))
            after, replies = await self._answers.task_replies(state, outcome, said, services)
            if after.task is None and after.next_request is not None:
                steps = self._steps(services, who)
                return await two_requests.form_ended(after, replies, outcome.done, said, steps)
            return after, replies
        talk = intents.smalltalk(text)
        if talk is not None:
            return replace(state, more=None), [smalltalk_reply(talk, said, text)]
        if text.strip().isdigit() and len(text.strip()) <= MAX_BARE_NUMBER:
            # "2" with no question open: two of what? Never a catalogue search for "2 in 1".
            reply = said.reply(say(said.language, "number_alone", number=text.strip()), "chat", 0.5)
            return state, [reply]
        if state.more and _MORE.match(text):
            rest, more = brief(state.more)
            return replace(state, more=more), [
                said.reply(rest, intents.CHAT, 0.5, actions=chips(said.language, more))
            ]
        asked = intents.asked_part(text)
        two = None if alone else intents.two_requests(asked)
        if two is not None:
            return await two_requests.both(state, two, said, self._steps(services, who))
        return await self._begin(state, intents.task_of(asked), text, said, services, who)

    async def _begin(
        self,
        state: ConversationState,
        task: intents.Task | None,
        text: str,
        said: Said,
        services: Sequence[ServiceInfo],
        who: Visitor,
        *,
        aside: str | None = None,
    ) -> tuple[ConversationState, list[Reply]] | None:
        """A task begun (its form opened, or done at once), with a question asked beside it
        (`aside`) answered first; None when there is nothing to do by conversation."""
        if self._tasks is not None and state.cart:
            context = self._context(state, said.language, who)
            task = await cart_talk.aimed_at_cart(task, text, context)
        if task is not None and task.kind == "browse" and asks_price(text):
            task = None  # "स्फटिक माला कितने की है?": the price is answered, not the store shown
        if task is None and self._tasks is not None:  # an item named as the store names it
            task = await tasks.as_a_purchase(text, self._context(state, said.language, who))
        if task is None or (self._tasks is None and tasks.needs_tasks_port(task)):
            return None
        if task.kind in ("cancel_order", "move_booking") and not task.topic:  # "cancel it"
            task = replace(task, topic=_record_said(state) or "")
        form_id = self._new_id()
        begun = await tasks.begin(task, text, self._context(state, said.language, who), form_id)
        if begun is None:
            return None
        if aside is not None:
            begun = replace(begun, aside=aside)
        state, replies = await self._answers.task_replies(state, begun, said, services)
        if begun.form is None and any(a.type == SHARE_LOCATION for a in begun.actions):
            state = replace(state, awaiting=text)  # asked again once the location comes
        return state, replies

    def _steps(self, services: Sequence[ServiceInfo], who: Visitor) -> two_requests.Steps:
        """The engine's steps for one of two requests, in this turn."""

        async def begin(
            state: ConversationState, text: str, said: Said, aside: str
        ) -> tuple[ConversationState, list[Reply]] | None:
            task = intents.task_of(text)
            return await self._begin(state, task, text, said, services, who, aside=aside)

        async def respond(
            state: ConversationState, text: str, said: Said
        ) -> tuple[ConversationState, list[Reply]]:
            return await self._respond(state, text, said, services, who, alone=True)

        async def answer(text: str, said: Said, near: Coordinates | None) -> Reply:
            return await self._answers.aside(text, None, said, services, near)

        def speaker(state: ConversationState, said: Said) -> Said:
            return replace(said, service=active(services, state.service_id or ""))

        return two_requests.Steps(respond, begin, answer, speaker, local_date(self._clock()))

    def _context(self, state: ConversationState, language: Language, who: Visitor) -> Context:
        today = local_date(self._clock())  # bookings are made in Indian dates
        return Context(
            tasks=self._tasks,  # type: ignore[arg-type]  # the birth form needs none
            today=today,
            language=language,
            location=state.location,
            client_ref=who.client_ref,
            client_address=who.address,
            kundli=self._kundli,
            cart=state.cart,
        )


def _tapped(state: ConversationState, text: str) -> bool:
    """Whether the message is one of the choices the open form offered, as shown."""
    if state.task is None or not state.task.options:
        return False
    said = text.casefold()
    return any(option.shown.casefold() == said for option in state.task.options)


RECENT_REPLIES = 4  # how far back "it" looks for the record the assistant spoke of


def _record_said(state: ConversationState) -> str | None:
    """The booking or order id the assistant said last, in its last few replies: what "it"
    means in "can I still cancel it?" (a cancel still asks who is asking)."""
    replies = [m for m in reversed(state.history) if not m.is_user][:RECENT_REPLIES]
    return next((found for m in replies if (found := intents.order_id_in(m.text))), None)


__all__ = [
    "CartChanged",
    "Engine",
    "Event",
    "Located",
    "SelectService",
    "SetLanguage",
    "Turn",
    "UserMessage",
    "Visitor",
]
