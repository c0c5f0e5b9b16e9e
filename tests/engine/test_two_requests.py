"""Two requests in one message, taken as a person would: the first done or answered; a
question beside it answered at once; something else to do taken up when the first's form is
done, offered when the devotee leaves it, or offered with a button (and a "yes") when the
first needed no form; "that day" after a date asked is the day the answer named."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace

from assistant_core.engine import Engine, UserMessage
from assistant_core.ports import AIAnswer
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from tests.engine.fake_tasks import FakeTasks
from tests.engine.support import NOW, SERVICES, FakeAI, RecordingKundli

PRIEST_FORM = [
    "1", "online", "kal", "2", "Sunita Sharma", "9823012345", "skip", "skip", "no", "cash"
]  # fmt: skip


def engine_with(ai: FakeAI | None = None) -> tuple[Engine, FakeAI, FakeTasks]:
    ids = itertools.count(1)
    ai = ai or FakeAI()
    tasks = FakeTasks(now=NOW.replace(tzinfo=None))
    made = Engine(ai, RecordingKundli(), lambda: NOW, lambda: f"m{next(ids)}", tasks=tasks)
    return made, ai, tasks


async def say(
    e: Engine, state: ConversationState, *texts: str
) -> tuple[ConversationState, list[Reply]]:
    """Each text in turn; the last turn's replies."""
    replies: list[Reply] = []
    for text in texts:
        turn = await e.handle(state, UserMessage(text), SERVICES)
        state = turn.state
        replies = [o for o in turn.outputs if isinstance(o, Reply)]
    return state, replies


def texts(replies: Sequence[Reply]) -> list[str]:
    return [r.message.text for r in replies]


async def test_the_other_request_is_taken_up_when_the_booking_is_done() -> None:
    e, _, tasks = engine_with()
    state, replies = await say(
        e, e.new_state(), "book a pandit for satyanarayan katha aur ek shri yantra bhi bhej do"
    )
    assert replies[0].progress is not None and replies[0].progress.form == "priest_booking"
    assert texts(replies)[-1] == (
        "I'll do this first, then your other request: “ek shri yantra bhi bhej do”."
    )
    assert state.next_request == "ek shri yantra bhi bhej do"
    state, replies = await say(e, state, *PRIEST_FORM)
    assert state.next_request is not None  # at the summary: still waiting
    state, replies = await say(e, state, "yes")
    assert len(tasks.created) == 1
    booked, now, asked = texts(replies)
    assert booked.startswith("Booked!")
    assert now == "Now your other request: “ek shri yantra bhi bhej do”."
    assert asked == "How many Copper Shri Yantra (3 x 3 inch) would you like?"
    assert state.task is not None and state.task.name == "cart"
    assert state.next_request is None


async def test_leaving_the_first_offers_the_other_and_a_yes_takes_it_up() -> None:
    e, _, tasks = engine_with()
    state, _ = await say(
        e, e.new_state(), "mahakal mandir me abhishek book karna hai aur ek tulsi mala bhi chahiye"
    )
    assert state.task is not None and state.task.name == "temple_booking"
    state, replies = await say(e, state, "rehne do")
    assert state.task is None and not tasks.created
    offer = replies[-1]
    assert offer.message.text == (  # in Hinglish, as the devotee writes
        "Aapne yeh bhi kaha tha: “ek tulsi mala bhi chahiye”. Kya ab yeh karoon?"
    )
    (button,) = offer.actions
    assert (button.type, button.label, button.text) == (
        "say",
        "Haan, aage badhiye",
        "ek tulsi mala bhi chahiye",
    )
    state, replies = await say(e, state, "haan")
    assert state.task is not None and state.task.name == "cart"
    assert state.next_request is None


async def test_a_booking_for_that_day_after_a_date_asked_is_for_the_day_answered() -> None:
    e, ai, _ = engine_with(FakeAI([AIAnswer(text="Purnima falls on Friday, 4 December.")]))
    state, replies = await say(e, e.new_state(), "When is Purnima? Book a pandit for that day")
    assert ai.asked == [("general-assistant", "When is Purnima?")]
    answer, offer = texts(replies)
    assert answer == "Purnima falls on Friday, 4 December."
    assert "“Book a pandit for Friday, 4 December”" in offer
    assert state.task is None and replies[-1].progress is None  # nothing begun unasked
    state, replies = await say(e, state, "yes please")
    assert state.task is not None and state.task.name == "priest_booking"
    assert state.task.values.get("selectedDate") == "2026-12-04"
    assert state.task.asking == "serviceId"  # which puja: none was named


async def test_another_message_lets_the_offer_go() -> None:
    e, _, _ = engine_with(FakeAI([AIAnswer(text="Amavasya is on Wednesday, 9 December.")]))
    state, _ = await say(e, e.new_state(), "amavasya kab hai? us din ke liye havan karwana hai")
    assert state.next_request is not None and "9 December" in state.next_request
    state, _ = await say(e, state, "what is a havan?")
    assert state.next_request is None and state.task is None


async def test_a_question_beside_a_booking_is_answered_before_the_form_asks() -> None:
    e, ai, _ = engine_with(FakeAI([AIAnswer(text="A kalash, mango leaves and ghee.")]))
    state, replies = await say(
        e, e.new_state(), "book a pandit for griha pravesh and also tell me what samagri is needed"
    )
    assert ai.asked == [("general-assistant", "tell me what samagri is needed")]
    answer, form = replies
    assert answer.message.text == "A kalash, mango leaves and ghee." and answer.navigate is None
    assert form.progress is not None and form.progress.form == "priest_booking"
    assert state.next_request is None  # answered: nothing waits


async def test_temples_listed_to_book_at_one_of_them_need_no_second_offer() -> None:
    e, _, _ = engine_with()
    state, replies = await say(
        e, e.new_state(), "show me ganesh temples in mumbai and book an archana at one of them"
    )
    (listed,) = replies
    assert listed.message.text.startswith("Temples that match:")
    assert any(a.type == "say" for a in listed.actions)  # each temple's button books there
    assert state.next_request is None


async def test_a_chart_first_and_the_question_about_it_once_it_is_made() -> None:
    e, _, _ = engine_with()
    state, replies = await say(
        e, e.new_state(), "make my kundli and tell me what it says about my career"
    )
    assert state.service_id == "kundli-horoscope-agent"
    assert state.task is not None and state.task.name == "birth"
    assert state.next_request == "tell me what kundli says about my career"  # "it": the kundli
    state, replies = await say(e, state, "Ravi Kumar, 15 May 1990, 2:30 PM, Pune")
    assert any(r.kundli for r in replies)
    now = "Now your other request: “tell me what kundli says about my career”."
    assert now in texts(replies)
    assert state.next_request is None


async def test_one_request_in_two_sentences_is_not_split() -> None:
    e, _, _ = engine_with()
    state, replies = await say(e, e.new_state(), "mera order kahan hai? kab aayega?")
    assert state.task is not None and state.task.name == "order_status"
    assert state.next_request is None and len(replies) == 1


async def test_a_cart_change_after_a_question_is_made_at_once_not_offered() -> None:
    e, _, _ = engine_with(FakeAI([AIAnswer(text="Delivery is free above ₹500.")]))
    state = replace(
        e.new_state(), cart=(("prod-copper-shri-yantra", 1), ("prod-bhimseni-camphor", 1))
    )
    state, replies = await say(
        e, state, "the total is more than I thought, no? Remove the Shri Yantra, only camphor."
    )
    answer, done = replies
    assert answer.message.text == "Delivery is free above ₹500."
    assert done.cart is not None and done.cart.set == (("prod-copper-shri-yantra", 0),)
    assert state.next_request is None  # done: nothing offered
