"""The answers the engine gets from others: a form's outcome (a question asked in the middle
answered first), the selected AI service, the Kundli agent from its own knowledge, the
general assistant when no service is selected, and navigation to a screen asked for."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from urllib.parse import urlencode

import intents
from assistant_core import kundli_agent, tasks
from assistant_core.ai_failures import failure_text
from assistant_core.builtin.general import asks_price
from assistant_core.builtin.panchang import city_for_tab, city_found, city_named, city_shown
from assistant_core.chat import Said
from assistant_core.conversation import brief, chips
from assistant_core.events import Turn, Visitor, recorded
from assistant_core.forms.spec import Context
from assistant_core.ports import AIServicePort, Coordinates, ServiceInfo
from assistant_core.replies import (
    SHARE_LOCATION,
    Action,
    Navigate,
    Progress,
    Reply,
    link,
    location_request,
    suggestion,
)
from assistant_core.state import ConversationState
from assistant_core.task_outcome import TaskOutcome
from assistant_core.texts import Language, say

NAVIGATION_THRESHOLD = kundli_agent.NAVIGATION_THRESHOLD
GENERAL_SERVICE_ID = "general-assistant"
# Intents added to those of intents.route() and the Kundli agent's topics.
UNKNOWN = "unknown"  # a failure (spec: confidence 0, intent unknown)
SERVICE_SELECTED = "service_selected"
FORM_CONFIDENCE = kundli_agent.TOPIC_CONFIDENCE

ContextOf = Callable[[ConversationState, Language, Visitor], Context]


class Answers:
    """The answers that need a port: the AI services, and the forms the Kundli agent opens."""

    def __init__(self, ai: AIServicePort, new_id: Callable[[], str], context: ContextOf) -> None:
        self._ai = ai
        self._new_id = new_id
        self._context = context  # built only when a form needs it: it reads the clock

    async def task_replies(
        self,
        state: ConversationState,
        outcome: TaskOutcome,
        said: Said,
        services: Sequence[ServiceInfo],
    ) -> tuple[ConversationState, list[Reply]]:
        """What a form said: an aside answered first, a failure on its own, then the form."""
        progress = outcome.progress
        replies: list[Reply] = []
        if outcome.aside is not None:
            replies.append(
                await self.aside(
                    outcome.aside,
                    outcome.form_name,
                    said,
                    services,
                    state.location,
                    progress=progress,
                )
            )
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
        cart = state.cart if outcome.cart is None else outcome.cart.applied(state.cart)
        return replace(state, task=outcome.form, more=None, cart=cart), replies

    async def aside(
        self,
        text: str,
        form_name: str | None,
        said: Said,
        services: Sequence[ServiceInfo],
        near: Coordinates | None,
        *,
        progress: Progress | None = None,
    ) -> Reply:
        """A question in the middle of a form (`form_name`), or beside another request: the
        selected service answers it (the Kundli agent from its own knowledge) and opens no
        screen. Only the Kundli agent, while it collects birth details, still opens another
        screen asked for."""
        service = said.service
        if form_name == "birth":
            return agent_reply(text, said, progress=progress)
        if form_name == "milan" and (expert := astrologer(services)) is not None:
            service = expert  # "is 18 of 36 enough?": what the matching's gunas mean
        if service is None or service.is_kundli:
            general_one = general(services)
            if general_one is None or (service is not None and service.is_kundli):
                answer = kundli_agent.answer(text, said.language)
                return said.reply(answer.text, answer.intent, answer.confidence)
            service = general_one
        answer_said = replace(said, service=service)
        return await self._ai_reply(service, text, answer_said, near, navigate=False)

    async def ask(
        self,
        state: ConversationState,
        service: ServiceInfo,
        text: str,
        said: Said,
        who: Visitor,
    ) -> tuple[ConversationState, list[Reply]]:
        """The selected service answers: an AI service in its own words (a long answer in
        parts, "tell me more" for the rest), the Kundli agent from its own knowledge."""
        if not service.is_kundli:
            state = replace(state, more=None)
            reply = await self._ai_reply(service, text, said, state.location)
            if reply.navigate is None and (asks_price(text) or intents.asks_stock(text)):
                reply = await self._offer_to_cart(reply, text, state, said, who)
            if any(action.type == SHARE_LOCATION for action in reply.actions):
                state = replace(state, awaiting=text)  # asked again once the location comes
            if reply.intent == intents.CHAT and reply.navigate is None:
                shown, more = brief(reply.message.text)
                if more:
                    # The answer's own buttons stay, then the ways to go on.
                    actions = (*reply.actions, *chips(said.language, more))
                    reply = said.reply(shown, reply.intent, reply.confidence, actions=actions)
                    state = replace(state, more=more)
            return state, [reply]
        # Spec: collection starts when the user mentions a kundli. "What is a kundli?" only
        # mentions one: it gets the agent's explanation, which says how to start.
        if intents.asks_for_kundli(text):
            # A match asked for opened its own form before any service was asked (tasks.py);
            # one only mentioned ("I don't want kundli milan") is not one's own chart either:
            # the agent answers, with the Milan tab's button.
            if intents.asks_for_milan(text):
                return state, [agent_reply(text, said)]
            context = self._context(state, said.language, who)
            begun = await tasks.begin_birth(text, context, self._new_id())
            return await self.task_replies(state, begun, said, [])
        return state, [agent_reply(text, said)]

    async def asked_again(
        self,
        state: ConversationState,
        question: str,
        services: Sequence[ServiceInfo],
        said: Said,
        who: Visitor,
    ) -> Turn:
        """The question that waited for the devotee's location (the day's Panchang, first
        answered for New Delhi), answered again now that the browser has said where they are,
        by the service that answered it (the general assistant when that was the Kundli
        agent, which does not)."""
        service = active(services, state.service_id or "")
        if service is None or service.is_kundli:
            service = general(services)
        if service is None:
            return Turn(state, [])
        state, replies = await self.ask(
            state, service, question, replace(said, service=service), who
        )
        return recorded(state, None, replies)

    async def unselected(
        self,
        state: ConversationState,
        text: str,
        services: Sequence[ServiceInfo],
        said: Said,
        who: Visitor,
    ) -> tuple[ConversationState, list[Reply]]:
        """No service chosen yet: a Kundli request goes to the Kundli agent (selecting it),
        anything else to the general assistant; without one, navigation still works."""
        kundli = next((s for s in services if s.is_kundli and s.is_active), None)
        if kundli is not None and intents.asks_for_kundli(text):
            return await self.hand_to_kundli(state, kundli, text, said, who)
        general_one = general(services)
        if general_one is not None:
            return await self.ask(state, general_one, text, replace(said, service=general_one), who)
        found = intents.route(text)
        if found.route is not None and found.confidence > NAVIGATION_THRESHOLD:
            reply = navigation(found, said, text=text)
        else:
            reply = said.reply(say(said.language, "select_service"), found.intent, found.confidence)
        return state, [reply]

    async def hand_to_kundli(
        self,
        state: ConversationState,
        kundli: ServiceInfo,
        text: str,
        said: Said,
        who: Visitor,
    ) -> tuple[ConversationState, list[Reply]]:
        """A request for one's own chart goes to the Kundli agent, whoever was asked (the
        state says it is selected now: the devotee's line is said to it too)."""
        to_kundli = replace(said, service=kundli)
        state = replace(state, service_id=kundli.id, service_name=kundli.name)
        first = to_kundli.reply(
            say(said.language, "connected", name=kundli.name_in(said.language)),
            SERVICE_SELECTED,
            1.0,
        )
        state, replies = await self.ask(state, kundli, text, to_kundli, who)
        return state, [first, *replies]

    async def _offer_to_cart(
        self, reply: Reply, text: str, state: ConversationState, said: Said, who: Visitor
    ) -> Reply:
        """A price or stock asked of one item the store has: the answer, and a button that
        puts it in the cart in the chat (the way a shopkeeper answers "is it there?")."""
        context = self._context(state, said.language, who)
        if context.tasks is None:  # a conversation without the store (tests, the Kundli app)
            return reply
        product = await tasks.named_product(text, context)
        if product is None:
            return reply
        name = product.name_in(said.language)
        add = suggestion(
            say(said.language, "action_add_to_cart"),
            say(said.language, "add_to_cart_request", product=name),
        )
        return replace(reply, actions=(*reply.actions, add))

    async def _ai_reply(
        self,
        service: ServiceInfo,
        text: str,
        said: Said,
        near: Coordinates | None,
        *,
        navigate: bool = True,
    ) -> Reply:
        """An AI service's answer (navigation, when allowed, to a screen asked for), for where
        the devotee is when the browser has said (`near`)."""
        found = intents.route(text)
        goes = navigate and found.route is not None and found.confidence > NAVIGATION_THRESHOLD
        # "how much is the sphatik mala?" asks a price: answered, the store offered after it.
        goes = goes and not asks_price(text)
        if goes and service.id == GENERAL_SERVICE_ID:
            # A request for a screen is answered by going there, not by a wall of text.
            return navigation(found, said, text=text)
        answer = await self._ai.ask(service, text, said.language, near)
        if answer.failure is None and answer.text and answer.text.strip():
            # A specialist's answer stands, and the screen asked for opens after it; a
            # screen the message only may want is offered as a button.
            to = Navigate(found.route) if goes and found.route is not None else None
            offered = _offer(found, said, text, near) if navigate and to is None else ()
            return said.reply(
                answer.text.strip(), found.intent, found.confidence, navigate=to, actions=offered
            )
        return said.reply(failure_text(service, answer, said.language), UNKNOWN, 0.0)


def agent_reply(text: str, said: Said, *, progress: Progress | None = None) -> Reply:
    """The Kundli agent's local answer, or navigation to another screen asked for; with the
    birth form open (`progress`), also why the details are needed."""
    found = kundli_agent.elsewhere(text)
    if found is not None:
        return navigation(found, said, progress, text)
    answer = (
        kundli_agent.answer(text, said.language)
        if progress is None
        else kundli_agent.answer_during_form(text, said.language)
    )
    actions = kundli_agent.actions_for(answer, said.language)
    return said.reply(
        answer.text, answer.intent, answer.confidence, progress=progress, actions=actions
    )


def _offer(
    found: intents.Intent, said: Said, text: str, near: Coordinates | None
) -> tuple[Action, ...]:
    """A button to the screen the message may be asking for (the rules and the model did
    not agree, so the assistant does not go there by itself); a question about the day's
    Panchang, answered in the chat, also gets the Panchang tab for the city it names or the
    devotee's own, and, when it names none and the browser has not said where the devotee
    is, a button to say so (the answer was New Delhi's)."""
    if found.route is None:
        if intents.astrology_tab(frozenset(intents.tokens_of(text))) != "panchang":
            return ()
        tab = _panchang_link(text, said.language)
        if near is None and city_named(text) is None:
            return (location_request(say(said.language, "action_share_location")), tab)
        return (tab,)
    return (link(say(said.language, f"action_open_{found.intent}"), found.route),)


PANCHANG_ROUTE = f"{kundli_agent.ASTROLOGY_ROUTE}?tab=panchang"
MILAN_ROUTE = f"{kundli_agent.ASTROLOGY_ROUTE}?tab=milan"


def _panchang_link(text: str, language: Language) -> Action:
    """The Panchang tab at the city the message names (one the gazetteer knows), else at the
    devotee's own."""
    if (city := city_found(text)) is None:
        return link(say(language, "action_open_panchang"), PANCHANG_ROUTE)
    label, named = city
    shown = city_shown(label, named, language)
    return link(say(language, "action_open_panchang_at", city=shown), _at_city(label))


def _at_city(label: str) -> str:
    return f"{PANCHANG_ROUTE}&{urlencode({'place': label})}"


def navigation(
    found: intents.Intent, said: Said, progress: Progress | None = None, text: str = ""
) -> Reply:
    """Taking the devotee to the screen asked for, with a line saying where; the Panchang
    opens at the city the message names ("Varanasi ka panchang dikhao"; one not found there
    with its suggestions)."""
    assert found.route is not None
    key = _NAVIGATING.get(found.route) or _NAVIGATING.get(
        found.route.split("?")[0], "nav_elsewhere"
    )
    route = found.route
    if route == PANCHANG_ROUTE and (city := city_for_tab(text)) is not None:
        route = _at_city(city)
    return said.reply(
        say(said.language, key),
        found.intent,
        found.confidence,
        navigate=Navigate(route),
        progress=progress,
    )


_NAVIGATING = {
    "/book/priest": "nav_priest",
    "/consult/astrology": "nav_astrology",
    PANCHANG_ROUTE: "nav_panchang",
    MILAN_ROUTE: "nav_milan",
    "/store": "nav_store",
    "/user/orders": "nav_orders",
    "/temples": "nav_temples",
}


def active(services: Sequence[ServiceInfo], service_id: str) -> ServiceInfo | None:
    return next((s for s in services if s.id == service_id and s.is_active), None)


def astrologer(services: Sequence[ServiceInfo]) -> ServiceInfo | None:
    """An active astrology service that answers questions (not the Kundli agent's forms)."""
    return next(
        (s for s in services if s.is_active and not s.is_kundli and s.category == "astrology"),
        None,
    )


def general(services: Sequence[ServiceInfo]) -> ServiceInfo | None:
    """The service that answers when none is selected: the seeded general assistant, or
    another active general one."""
    usable = [s for s in services if s.is_active and not s.is_kundli]
    return next((s for s in usable if s.id == GENERAL_SERVICE_ID), None) or next(
        (s for s in usable if s.category == "general"), None
    )
