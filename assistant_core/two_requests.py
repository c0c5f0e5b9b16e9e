"""Two requests in one message, taken as a person takes them (intents.two_requests tells them
apart): the first is done, or answered; a question beside it is answered at once; something
else to do waits in the state (`next_request`) and is taken up when the first's form is done,
offered when the devotee leaves that form, or offered with a button (and taken up at a "yes")
when the first needed no form. "Book a pandit for that day" after "when is Ekadashi?" is for
the day the answer named."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date

import intents
from assistant_core.chat import Said
from assistant_core.ports import Coordinates
from assistant_core.replies import Reply, suggestion
from assistant_core.state import ConversationState
from assistant_core.texts import Language, say
from assistant_core.texts.shown import day_shown

Answered = tuple[ConversationState, list[Reply]]
CONFIDENCE = 0.5  # the assistant's own lines about the requests: chat, no screen


@dataclass(frozen=True, slots=True)
class Steps:
    """What the engine does with one request, for this turn's services and visitor."""

    # A request answered as a message of its own (never split again).
    respond: Callable[[ConversationState, str, Said], Awaitable[Answered]]
    # A request begun as a task, with a question beside it answered first (`aside`); None
    # when it is no task.
    begin: Callable[[ConversationState, str, Said, str], Awaitable[Answered | None]]
    # A question answered beside what is going on, opening no screen.
    answer: Callable[[str, Said, Coordinates | None], Awaitable[Reply]]
    # Who speaks once the state's service is the one selected (the Kundli agent, handed to).
    speaker: Callable[[ConversationState, Said], Said]
    today: date


async def both(
    state: ConversationState, two: intents.TwoRequests, said: Said, steps: Steps
) -> Answered:
    """The first request done or answered, and the second answered, waiting or offered."""
    if two.then_asks:  # "book a pandit and tell me the muhurat": answered, then the form
        begun = await steps.begin(state, two.first, said, two.then)
        if begun is not None:
            return begun
    elif _edits_the_cart(two.then) and intents.looks_like_question(two.first):
        # "the total is more than I thought, no? Remove the Shri Yantra": answered, and done
        begun = await steps.begin(state, two.then, said, two.first)
        if begun is not None:
            return begun
    after, replies = await steps.respond(state, two.first, said)
    now = steps.speaker(after, said)
    if two.then_asks and after.task is None:
        return after, [*replies, await steps.answer(two.then, now, after.location)]
    then = on_the_day(two.then, replies, now.language, steps.today)
    if after.task is not None:  # the first's form asks on; the other request waits for it
        noted = say(now.language, "next_request_noted", request=then)
        return replace(after, next_request=then), [
            *replies,
            now.reply(noted, intents.CHAT, CONFIDENCE),
        ]
    chosen = any(a.type == "say" for reply in replies for a in reply.actions)
    if chosen and intents.points_to_a_place(then):
        return after, replies  # "...and book at one of them": the first's buttons do it
    return replace(after, next_request=then), [*replies, offered(now, then)]


_CART_KINDS = frozenset({"remove_from_cart", "change_cart", "add_to_cart", "buy", "show_cart"})


def _edits_the_cart(request: str) -> bool:
    """A cart change, quick and undone as quickly: made at once beside a question, not offered."""
    task = intents.task_of(request)
    return task is not None and task.kind in _CART_KINDS


async def form_ended(
    state: ConversationState, replies: list[Reply], done: bool, said: Said, steps: Steps
) -> Answered:
    """The first request's form ended with the other waiting: taken up when the form was
    done, offered when the devotee left it."""
    waiting = state.next_request or ""
    if not done:
        return state, [*replies, offered(said, waiting)]
    now = say(said.language, "next_request_now", request=waiting)
    after, more = await steps.respond(replace(state, next_request=None), waiting, said)
    return after, [*replies, said.reply(now, intents.CHAT, CONFIDENCE), *more]


def offered(said: Said, request: str) -> Reply:
    """The other request offered: a button says it again, and a "yes" takes it up."""
    go_on = suggestion(say(said.language, "action_go_on"), request)
    offer = say(said.language, "next_request_offer", request=request)
    return said.reply(offer, intents.CHAT, CONFIDENCE, actions=(go_on,))


def on_the_day(request: str, replies: Sequence[Reply], language: Language, today: date) -> str:
    """ "Book a pandit for that day" after an answer that named a day: for that day."""
    if not intents.points_to_a_day(request):
        return request
    for reply in replies:
        day = intents.read_visit_date(reply.message.text, today)
        if day is not None:
            return intents.on_day(request, day_shown(day, language, this_year=today.year))
    return request
