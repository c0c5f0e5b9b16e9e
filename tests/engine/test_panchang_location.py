"""The day's Panchang where the devotee is: a location the browser has shared goes with the
question to the AI service; without one, the New Delhi answer offers to share it, and the
question is asked again when it comes (not after another message)."""

from __future__ import annotations

from assistant_core.engine import Engine, Located, SelectService, Turn, UserMessage
from assistant_core.replies import Reply
from assistant_core.state import ConversationState
from tests.engine.support import ASTROLOGY, KUNDLI_ID, SERVICES, FakeAI, engine

PUNE = (18.5204, 73.8567)
TITHI = "what is the tithi today"

Event = SelectService | UserMessage | Located


async def play(e: Engine, *events: Event) -> tuple[ConversationState, list[Turn]]:
    state, turns = e.new_state(), []
    for event in events:
        turn = await e.handle(state, event, SERVICES)
        state = turn.state
        turns.append(turn)
    return state, turns


def replies(turn: Turn) -> list[Reply]:
    return [o for o in turn.outputs if isinstance(o, Reply)]


def action_types(turn: Turn) -> list[str]:
    return [a.type for r in replies(turn) for a in r.actions]


async def test_a_location_already_shared_goes_with_the_question() -> None:
    ai = FakeAI()
    state, turns = await play(engine(ai), Located(*PUNE), UserMessage(TITHI))
    assert ai.near == [PUNE]
    assert "share_location" not in action_types(turns[-1])
    assert state.awaiting is None


async def test_without_one_the_answer_offers_to_share_it_and_is_asked_again() -> None:
    ai = FakeAI()
    e = engine(ai)
    state, turns = await play(e, UserMessage(TITHI))
    assert ai.near == [None]
    assert action_types(turns[-1]) == ["share_location", "link"]
    assert state.awaiting == TITHI
    located = await e.handle(state, Located(*PUNE), SERVICES)
    assert ai.asked[-1] == ("general-assistant", TITHI) and ai.near[-1] == PUNE
    (again,) = replies(located)
    assert again.message.text == "An answer." and again.service_id == "general-assistant"
    assert [a.type for a in again.actions] == ["link"]  # the tab; the location is known now
    assert located.state.awaiting is None and located.state.location == PUNE
    # Recorded once: the answer, not the question again.
    assert [m.is_user for m in located.state.history[-2:]] == [False, False]


async def test_another_message_first_and_the_question_waits_no_more() -> None:
    ai = FakeAI()
    e = engine(ai)
    state, _ = await play(e, UserMessage(TITHI))
    state = (await e.handle(state, UserMessage("how much is Ganesh puja"), SERVICES)).state
    assert state.awaiting is None
    located = await e.handle(state, Located(*PUNE), SERVICES)
    assert located.outputs == [] and len(ai.asked) == 2


async def test_a_city_named_needs_no_location() -> None:
    state, turns = await play(engine(), UserMessage("what is the tithi in Varanasi today"))
    assert "share_location" not in action_types(turns[-1]) and state.awaiting is None


async def test_asked_of_the_astrology_expert_it_answers_again() -> None:
    ai = FakeAI()
    e = engine(ai)
    state, _ = await play(e, SelectService(ASTROLOGY.id), UserMessage(TITHI))
    await e.handle(state, Located(*PUNE), SERVICES)
    assert ai.asked[-1] == (ASTROLOGY.id, TITHI) and ai.near[-1] == PUNE


async def test_the_kundli_agent_selected_hands_the_question_to_the_general_assistant() -> None:
    ai = FakeAI()
    e = engine(ai)
    state, _ = await play(e, SelectService(KUNDLI_ID))
    state = ConversationState.from_dict({**state.to_dict(), "awaiting": TITHI})
    await e.handle(state, Located(*PUNE), SERVICES)
    assert ai.asked == [("general-assistant", TITHI)] and ai.near == [PUNE]
